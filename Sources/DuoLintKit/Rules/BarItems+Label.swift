/// What a SwiftUI bar item shows: its title argument, its system image, its label closure's `Text`, `Image`,
/// `Label` calls and project views (`MoreIcon()`, whose one-statement body is an `Image`: the project model's
/// `viewBodies`), and project initializers that forward a symbol (`extension Button { init(_:icon:action:) }`
/// calling `Label(_, systemImage:)`).
extension BarItems {
    /// What the label of an item shows.
    struct Shown {
        var text = false
        var image = false
        /// Text that appears only under an `if`/`switch` of the label while the image is always there.
        var textOnlySometimes = false
        var ellipsis = false
    }

    /// The problem of the SwiftUI `Button`/`Menu`/`Text`/`ShareLink` call at token `k` (a `site` was found), or nil.
    static func swiftUIProblem(at k: Int, word: String, site: Site, in file: SwiftFile, context: RuleContext) -> Problem? {
        guard let c = call(at: k, in: file, context: context) else { return nil }
        if word == "Text" { return site.isViewBody ? nil : .textOnly }
        if let role = file.argument(c, labelled: "role"), role.value.count == 2,
           file.isWord(role.value.lowerBound + 1, "close") || file.isWord(role.value.lowerBound + 1, "confirm") {
            return nil
        }
        if file.argument(c, labelled: "systemImage") != nil || file.argument(c, labelled: "image") != nil { return nil }
        if forwardsSymbol(c, word: word, in: file, context: context) { return nil }
        if let first = c.arguments.first, first.label == nil, !first.value.isEmpty {
            // `ShareLink("Share", item:)` shows the system share symbol with the title.
            return word == "ShareLink" ? nil : .textOnly
        }
        guard let shown = labelShows(c, word: word, in: file, context: context) else { return nil }
        if shown.image && (!shown.text || shown.textOnlySometimes) { return .missingTitle }
        if shown.text && !shown.image { return .textOnly }
        return nil
    }

    /// True when the call `c` (a `Button`, `Menu`, …) matches an initializer a project extension declares whose
    /// body passes on a symbol (`systemImage:`, `image:`, an `Image`).
    static func forwardsSymbol(_ c: Call, word: String, in file: SwiftFile, context: RuleContext) -> Bool {
        let labels = c.arguments.map { a in a.label.map { file.text($0) } ?? "_" }
        guard !labels.isEmpty else { return false }
        return context.extensionInitializers(of: word).contains { i in
            let declared = i.value.labels
            let matches = declared == labels || (declared.count == labels.count + c.trailingClosures.count && declared.starts(with: labels))
            return matches && i.value.forwardsSymbol
        }
    }

    /// The label closure of call `c`: a `label:` closure (trailing or an argument), or the first trailing closure
    /// of a `Button(action:)` or a `ShareLink(item:)`; nil when there is none.
    static func labelClosure(_ c: Call, word: String, in file: SwiftFile) -> Int? {
        var open: Int?
        if let l = c.trailingClosures.first(where: { $0.label.map { file.isText($0, "label") } ?? false }) {
            open = l.open
        } else if let l = file.argument(c, labelled: "label"), file.kind(l.value.lowerBound) == .leftBrace {
            open = l.value.lowerBound
        } else if word == "Button" || word == "ShareLink", !c.arguments.isEmpty, let first = c.trailingClosures.first {
            open = first.open
        }
        let tree = file.syntaxTree
        guard let o = open, case let closure = tree.node(containingToken: o), tree.kind(closure) == .closureExpr else { return nil }
        return closure
    }

    /// What the label of the call `c` shows, or nil when it has a `Label` (title and symbol) or no label.
    static func labelShows(_ c: Call, word: String, in file: SwiftFile, context: RuleContext) -> Shown? {
        guard let closure = labelClosure(c, word: word, in: file) else { return nil }
        let tree = file.syntaxTree
        var shown = Shown()
        var alwaysText = false, alwaysImage = false
        // The views the label shows: calls in its content, not views given as an argument of a modifier or
        // initializer (`.accessibilityLabel(Text("Share"))`), nor views in code that never runs on the device
        // (the fallback of `if #available(iOS 26, *)`).
        let scope = file.executionScope
        for n in (closure + 1)..<(closure + Int(tree.subtreeSizes[closure])) where tree.kind(n) == .functionCallExpr {
            guard let name = tree.typeName(ofCall: n, in: file), !isArgument(tree, n, inside: closure),
                  scope.reason(atToken: tree.tokens(n).lowerBound) == nil else { continue }
            let t = tree.tokens(name).lowerBound
            var isText = file.isText(t, "Text"), isImage = file.isText(t, "Image") || file.isText(t, "AsyncImage")
            if file.isText(t, "Label") { return nil }
            if isImage, BarContentUses.tokensNameEllipsis(tree.tokens(n), file) { shown.ellipsis = true }
            if !isText && !isImage, file.text(t).first?.isUppercase == true {
                for v in context.viewBodies(of: file.text(t)) {
                    switch v.value.shows {
                    case .label: return nil
                    case .text: isText = true
                    case .image: isImage = true; if v.value.isEllipsis { shown.ellipsis = true }
                    }
                }
            }
            let conditional = isConditional(tree, n, inside: closure)
            if isText { shown.text = true; if !conditional { alwaysText = true } }
            if isImage { shown.image = true; if !conditional { alwaysImage = true } }
        }
        shown.textOnlySometimes = shown.text && !alwaysText && alwaysImage
        return shown
    }

    /// True when call `n` stands (at any depth) in an argument of a call inside `closure`.
    static func isArgument(_ tree: SyntaxTree, _ n: Int, inside closure: Int) -> Bool {
        var p = tree.parent(n)
        while let k = p, k != closure {
            if tree.kind(k) == .labeledExpr { return true }
            p = tree.parent(k)
        }
        return false
    }

    /// True when call `n` stands in a branch of an `if` or `switch` inside `closure`.
    static func isConditional(_ tree: SyntaxTree, _ n: Int, inside closure: Int) -> Bool {
        var p = tree.parent(n)
        while let k = p, k != closure {
            if tree.kind(k) == .ifExpr || tree.kind(k) == .switchExpr { return true }
            p = tree.parent(k)
        }
        return false
    }
}

extension BarContentUses {
    /// True when a token in `tokens` names an ellipsis symbol (`isEllipsisToken`).
    static func tokensNameEllipsis(_ tokens: Range<Int>, _ file: SwiftFile) -> Bool {
        tokens.contains { isEllipsisToken($0, file) }
    }
}
