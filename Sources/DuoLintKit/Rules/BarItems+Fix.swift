/// What the bar rules' fixes share: the table of common action titles and their SF Symbols, the literals a fix
/// may read, the modifiers a fix may remove, and when `Button(_:systemImage:action:)` may be written.
///
/// Facts: `Button(_:systemImage:action:)` and `Label` exist since iOS 14, as `.toolbar` does
/// (https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:)); on iOS a toolbar
/// button made with it shows its symbol and keeps the title for menus and accessibility
/// (https://developer.apple.com/documentation/swiftui/button). Symbol names: Apple's SF Symbols app
/// (https://developer.apple.com/sf-symbols/), each of the table's names in SF Symbols 1.0 (iOS 13) except
/// `line.3.horizontal.decrease` (SF Symbols 3.0, iOS 15).
extension BarItems {
    /// A common action: its title, its symbol, and the iOS version that has the symbol.
    struct Action {
        var title: String
        var symbol: String
        var minimumIOS: Int
    }

    /// The common actions a fix gives a symbol (`text_only_bar_item`) or a title (`bar_item_missing_title`);
    /// the page lists them.
    static let actions: [Action] = [
        Action(title: "Share", symbol: "square.and.arrow.up", minimumIOS: 13),
        Action(title: "Add", symbol: "plus", minimumIOS: 13),
        Action(title: "Edit", symbol: "pencil", minimumIOS: 13),
        Action(title: "Delete", symbol: "trash", minimumIOS: 13),
        Action(title: "Search", symbol: "magnifyingglass", minimumIOS: 13),
        Action(title: "Filter", symbol: "line.3.horizontal.decrease", minimumIOS: 15),
        Action(title: "Settings", symbol: "gear", minimumIOS: 13),
        Action(title: "Refresh", symbol: "arrow.clockwise", minimumIOS: 13),
        Action(title: "Send", symbol: "paperplane", minimumIOS: 13),
        Action(title: "Compose", symbol: "square.and.pencil", minimumIOS: 13),
    ]

    /// The action titled exactly `title`, or nil.
    static func action(titled title: String) -> Action? { actions.first { $0.title == title } }
    /// The action whose symbol is exactly `symbol`, or nil.
    static func action(withSymbol symbol: String) -> Action? { actions.first { $0.symbol == symbol } }

    /// True when a fix may write `Button(_:systemImage:action:)` with `action`'s symbol (or a symbol the code
    /// already names, `action` nil) for an item at `site`: the project's deployment target is at least iOS 14
    /// and the symbol's version; with no known target, when the item stands in `.toolbar` content (iOS 14 or
    /// later, as the initializer) and the symbol is from iOS 13 or 14.
    static func maySpellSystemImage(_ action: Action?, site: Site, context: RuleContext) -> Bool {
        let needed = max(14, action?.minimumIOS ?? 14)
        if let target = context.iOSDeploymentTarget() { return target.major >= needed }
        return needed == 14 && !site.isNavigationBarItems
    }

    /// True when `file` localizes its strings by key or by call (an identifier `NSLocalizedString`,
    /// `LocalizedStringKey`, `LocalizedStringResource` or `localized`: `String(localized:)`, `"KEY".localized`):
    /// a title taken from the English table would stay English there, so `bar_item_missing_title` writes none.
    static func localizesStrings(_ file: SwiftFile) -> Bool { file.table(LocalizingFile.self, build: LocalizingFile.init).localizes }

    /// Whether a file localizes its strings (`localizesStrings`), found once per file from its identifiers.
    final class LocalizingFile {
        let localizes: Bool
        init(_ file: SwiftFile) {
            localizes = (0..<file.count).contains { t in
                file.kind(t) == .identifier && (file.isWord(t, "NSLocalizedString") || file.isWord(t, "LocalizedStringKey")
                    || file.isWord(t, "LocalizedStringResource") || file.isWord(t, "localized"))
            }
        }
    }

    /// The text of the plain string literal that is exactly the tokens `r` (`"Share"`: no interpolation, no
    /// escape, not raw or multi-line), or nil.
    static func plainLiteral(_ r: Range<Int>, in file: SwiftFile) -> String? {
        guard r.count == 3, file.kind(r.lowerBound) == .stringQuote, file.kind(r.lowerBound + 1) == .stringSegment,
              file.kind(r.lowerBound + 2) == .stringQuote, file.text(r.lowerBound) == "\"" else { return nil }
        let text = file.text(r.lowerBound + 1)
        return text.isEmpty || text.contains("\\") ? nil : text
    }

    /// True when call `c`'s callee spells generic arguments (`Button<Text>.init("Save") { … }`,
    /// `SwiftUI.Button<Image>.init(action: f) { … }`). Such a callee pins the button's `Label` type, while the
    /// initializers the fixes write pick it themselves (`Button(_:systemImage:action:)` is declared where `Label`
    /// is `Label<Text, Image>`), so the fixed call would not compile: it gets no fix.
    static func hasGenericArguments(_ c: Call, in file: SwiftFile) -> Bool {
        let tree = file.syntaxTree
        guard let callee = tree.firstChild(c.node) else { return false }
        return tree.kind(callee) == .genericSpecializationExpr
            || !tree.descendants(callee, ofKind: .genericSpecializationExpr).isEmpty
    }

    /// True when the bytes `a..<b` of `file` are spaces, tabs and line breaks only (no comment would be lost).
    static func isBlank(_ a: Int, _ b: Int, in file: SwiftFile) -> Bool {
        let bytes = file.source.bytes
        return a <= b && bytes[a..<b].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    /// True when the bytes between consecutive tokens of `r` are blank (`isBlank`): the tokens hold no comment.
    static func hasNoComment(_ r: Range<Int>, in file: SwiftFile) -> Bool {
        zip(r, r.dropFirst()).allSatisfy { isBlank(Int(file.tokens[$0].end), Int(file.tokens[$1].start), in: file) }
    }

    /// The `.accessibilityLabel("T")` modifiers applied to expression `e`: each `memberAccessExpr` with its call
    /// and the plain literal's text (nil when the argument is anything else: `Text(…)`, a variable).
    static func accessibilityLabels(of e: Int, in file: SwiftFile) -> [(member: Int, call: Int, title: String?)] {
        let tree = file.syntaxTree
        var out: [(member: Int, call: Int, title: String?)] = []
        for m in tree.modifiers(of: e) {
            guard let name = tree.lastChild(m), file.isWord(tree.tokens(name).lowerBound, "accessibilityLabel") else { continue }
            guard let call = tree.call(withCallee: m) else { out.append((m, m, nil)); continue }
            let args = tree.arguments(ofCall: call)
            let title = args.count == 1 && SyntaxNames(file: file, tree: tree).label(args[0]) == nil
                ? plainLiteral(tree.tokens(args[0]), in: file) : nil
            out.append((m, call, title))
        }
        return out
    }

    /// The edit removing the modifier call `call` (`.accessibilityLabel("Share")`) from its chain, with the blank
    /// space before it (its own line, when it has one); nil when a comment stands there.
    static func removal(ofModifier call: Int, in file: SwiftFile) -> FixEdit? {
        let r = file.syntaxTree.tokens(call)
        // The modifier's tokens: from its `.` (the token after the base) to the call's end.
        guard let m = file.syntaxTree.firstChild(call), let base = file.syntaxTree.base(ofMember: m) else { return nil }
        let dot = file.syntaxTree.tokens(base).upperBound
        let from = Int(file.tokens[dot - 1].end)
        guard hasNoComment(dot..<r.upperBound, in: file), isBlank(from, Int(file.tokens[dot].start), in: file) else { return nil }
        return FixEdit(from..<Int(file.tokens[r.upperBound - 1].end), "")
    }

    /// The line break of the line holding byte `offset` (`\r\n` in a CRLF line, else `\n`) and the indentation
    /// (leading spaces and tabs) of that line.
    static func lineEndAndIndent(at offset: Int, in file: SwiftFile) -> (end: String, indent: String) {
        let bytes = file.source.bytes
        let line = file.source.lines.line(ofOffset: offset)
        let start = file.source.lines.lineStarts[line - 1]
        var i = start
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        var e = offset
        while e < bytes.count, bytes[e] != 0x0A { e += 1 }
        let crlf = e < bytes.count && e > 0 && bytes[e - 1] == 0x0D
        return (crlf ? "\r\n" : "\n", String(decoding: bytes[start..<i], as: UTF8.self))
    }
}
