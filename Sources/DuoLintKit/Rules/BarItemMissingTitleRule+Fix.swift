/// The fix of `bar_item_missing_title` (see its page's Fix section for the forms).
///
/// A SwiftUI `Button { … } label: { Image(systemName: "s") }` or `Button(action: f) { Image(systemName: "s") }`
/// whose label is that one image (no modifier but an `.accessibilityLabel("T")`) becomes
/// `Button("T", systemImage: "s") { … }` / `Button("T", systemImage: "s", action: f)`. The title is the plain
/// literal of an `.accessibilityLabel` on the image or on the button (that modifier is removed: the title is
/// the accessibility label of `Button(_:systemImage:action:)`), else the table's title of the symbol
/// (`BarItems.actions`), unless the file localizes its strings (`BarItems.localizesStrings`: the English title
/// would not be translated). `Button(_:systemImage:action:)` needs iOS 14 (`BarItems.maySpellSystemImage`).
/// Other forms (`Menu`, `ShareLink`, a styled image, a `role:`, two labels, a comment inside, a button in
/// parentheses, UIKit `UIBarButtonItem`, a callee with generic arguments: `Button<Image>.init(…)`) get no fix.
extension BarItemMissingTitleRule {
    /// The fix of the image-only `item`, or nil when its form is not one the page promises.
    static func fix(for item: BarItems.Item, in file: SwiftFile, context: RuleContext) -> ProposedFix? {
        let tree = file.syntaxTree
        guard item.word == "Button", let site = item.site, let c = file.call(at: item.token),
              !BarItems.hasGenericArguments(c, in: file),
              let closure = BarItems.labelClosure(c, word: "Button", in: file),
              let image = singleImage(in: closure, file: file),
              // In parentheses, the button's modifiers (an `.accessibilityLabel`) are out of its chain's reach.
              tree.viewTop(c.node, in: file) == tree.chainTop(c.node) else { return nil }
        // The title: one `.accessibilityLabel("T")` (on the image or the button), else the table's.
        let labels = image.labels + BarItems.accessibilityLabels(of: c.node, in: file)
        guard labels.count <= 1, labels.allSatisfy({ $0.title != nil }) else { return nil }
        var edits: [FixEdit] = []
        let title: String
        if let l = labels.first {
            title = l.title!
            if !image.labels.contains(where: { $0.call == l.call }) {
                guard let removal = BarItems.removal(ofModifier: l.call, in: file) else { return nil }
                edits.append(removal)
            }
        } else if let action = BarItems.action(withSymbol: image.symbol), !BarItems.localizesStrings(file) {
            title = action.title
        } else {
            return nil
        }
        guard BarItems.maySpellSystemImage(nil, site: site, context: context) else { return nil }
        let labelClose = tree.tokens(closure).upperBound - 1
        let spelled = "\"\(title)\", systemImage: \"\(image.symbol)\""
        if c.argumentsOpen == nil, c.arguments.isEmpty, c.trailingClosures.count == 2, c.trailingClosures[0].label == nil,
           let actionClose = file.match(c.trailingClosures[0].open) {
            // `Button { … } label: { … }` → `Button("T", systemImage: "s") { … }`.
            guard BarItems.hasNoComment(actionClose..<(labelClose + 1), in: file) else { return nil }
            // After the whole callee (`Button`, `SwiftUI.Button`, `Button.init`), not only its name.
            guard let callee = tree.firstChild(c.node) else { return nil }
            edits.append(.insert("(\(spelled))", at: Int(file.tokens[tree.tokens(callee).upperBound - 1].end)))
            edits.append(FixEdit(Int(file.tokens[actionClose].end)..<Int(file.tokens[labelClose].end), ""))
        } else if let open = c.argumentsOpen, c.arguments.count == 1, let label = c.arguments[0].label, file.isWord(label, "action"),
                  c.trailingClosures.count == 1, c.trailingClosures[0].label == nil, let close = file.match(open) {
            // `Button(action: f) { … }` → `Button("T", systemImage: "s", action: f)`.
            guard BarItems.hasNoComment(close..<(labelClose + 1), in: file) else { return nil }
            edits.append(.insert("\(spelled), ", at: Int(file.tokens[label].start)))
            edits.append(FixEdit(Int(file.tokens[close].end)..<Int(file.tokens[labelClose].end), ""))
        } else {
            return nil
        }
        return ProposedFix("Give the button the title \(title)", edits)
    }

    /// The label closure's one statement when it is `Image(systemName: "s")` with no modifier but
    /// `.accessibilityLabel` ones: the symbol and those labels; nil otherwise.
    private static func singleImage(in closure: Int, file: SwiftFile) -> (symbol: String, labels: [(member: Int, call: Int, title: String?)])? {
        let tree = file.syntaxTree
        let statements = tree.children(closure)
        guard statements.count == 1 else { return nil }
        var e = statements[0]
        if tree.kind(e) == .expressionStmt, let inner = tree.firstChild(e) { e = inner }
        let root = tree.viewRoot(tree.chainRoot(e), in: file)
        guard tree.kind(root) == .declReferenceExpr, file.isText(tree.tokens(root).lowerBound, "Image"),
              let call = tree.call(constructing: root, in: file), tree.chainTop(call) == e else { return nil }
        let args = tree.arguments(ofCall: call)
        let names = SyntaxNames(file: file, tree: tree)
        guard args.count == 1, names.label(args[0]) == "systemName", tree.trailingClosures(ofCall: call).isEmpty,
              let value = tree.firstChild(args[0]), let symbol = BarItems.plainLiteral(tree.tokens(value), in: file) else { return nil }
        let labels = BarItems.accessibilityLabels(of: call, in: file)
        guard tree.modifiers(of: call).count == labels.count else { return nil }
        return (symbol, labels)
    }
}
