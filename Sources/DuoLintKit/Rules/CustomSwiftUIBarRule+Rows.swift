/// What `custom_swiftui_bar` asks of SwiftUI view code, read from the syntax tree: whether a view expression is
/// (or wraps) a bar row of two or more buttons, whether a modifier sits inside scrolling content, and which row
/// stands beside a `switch` over a `@State` selection. Every walk is bounded by `maxDepth` levels of wrappers,
/// branches and members, so a member naming itself cannot loop and deeply nested input cannot exhaust the stack. Node numbers are `SyntaxTree` indices.
struct BarRows {
    /// A bar row found: the node a finding names (`node`, the `HStack` call or the reference to a member or
    /// view that holds it), the node whose subtree holds the buttons (`content`), words for a message, and
    /// whether its buttons come from a `ForEach` (`generated`: tabs or scopes rather than distinct actions).
    struct Row {
        var node: Int
        var content: Int
        var what: String
        var generated = false
    }

    let file: SwiftFile
    let tree: SyntaxTree

    /// The rows of `file`'s tree.
    init(file: SwiftFile) {
        self.file = file
        self.tree = file.syntaxTree
    }

    static let maxDepth = 4
    /// Calls that are buttons in a bar row.
    static let buttons: Set<String> = ["Button", "Menu", "ShareLink", "EditButton"]
    /// Wrappers a bar row is seen through when they add only decorations.
    static let wrappers: Set<String> = ["VStack", "ZStack", "Group", "GlassEffectContainer"]
    /// Views that decorate a bar without being content.
    static let decorations: Set<String> = ["Divider", "Spacer", "Color", "Rectangle", "RoundedRectangle", "Capsule", "Circle",
                                           "Ellipse", "EmptyView"]
    /// Scrolling content and item lists: a row inside them is content, not a bar.
    static let scrolling: Set<String> = ["ScrollView", "List", "Form", "Table", "LazyVStack", "LazyHStack", "LazyVGrid",
                                         "LazyHGrid", "ForEach"]
    /// Text inputs, sliders and progress: a row holding one is a composer or a player's transport row, not a bar.
    static let nonBarControls: Set<String> = ["TextField", "SecureField", "TextEditor", "Slider", "ProgressView", "Gauge"]
    /// Views that fill the screen: a bottom overlay on one of them is pinned to the screen, not to a card.
    static let screens: Set<String> = ["ScrollView", "List", "Form", "Table", "Map", "TabView", "NavigationStack",
                                       "NavigationSplitView", "NavigationView", "GeometryReader"]
    /// Name endings of project views that are bars by their name.
    static let barSuffixes = ["TabBar", "Toolbar", "ToolBar", "BottomBar", "ActionBar", "NavigationBar", "NavBar"]

    // MARK: Rows

    /// The bar row that view expression or statement `e` is or wraps, or nil.
    func row(in e: Int, depth: Int) -> Row? {
        guard depth <= Self.maxDepth else { return nil }
        switch tree.kind(e) {
        case .closureExpr, .codeBlock, .accessorBlock, .switchCase:
            return rowAmongStatements(tree.statements(of: e), depth: depth, wrapping: false)
        case .expressionStmt:
            return tree.firstChild(e).flatMap { row(in: $0, depth: depth) }
        case .ifExpr:
            if tree.conditions(of: e).contains(where: { namesFocus($0) }) { return nil }
            for c in tree.children(e) where tree.kind(c) == .codeBlock || tree.kind(c) == .ifExpr {
                if let r = row(in: c, depth: depth + 1) { return r }
            }
            return nil
        case .switchExpr:
            for c in tree.children(e) where tree.kind(c) == .switchCase {
                if let r = row(in: c, depth: depth + 1) { return r }
            }
            return nil
        default:
            break
        }
        guard tree.kind(e).isExpression else { return nil }
        let root = tree.viewRoot(tree.chainRoot(e), in: file)
        guard tree.kind(root) == .declReferenceExpr else { return nil }
        let name = file.text(tree.start(root))
        if let call = tree.call(constructing: root, in: file) {
            if name == "HStack" {
                guard let content = contentClosure(of: call), !holdsInput(content) else { return nil }
                let n = buttonCount(in: content, depth: depth)
                guard n >= 2 else { return nil }
                let generated = tree.descendants(content, ofKind: .declReferenceExpr).contains {
                    file.isWord(tree.start($0), "ForEach") && tree.call(constructing: $0, in: file) != nil
                }
                return Row(node: call, content: call, what: generated ? "an HStack of buttons made by a ForEach" : "an HStack of \(n) buttons", generated: generated)
            }
            if Self.wrappers.contains(name) {
                guard let content = contentClosure(of: call) else { return nil }
                return rowAmongStatements(tree.statements(of: content), depth: depth + 1, wrapping: true)
            }
            if Self.barSuffixes.contains(where: { name.hasSuffix($0) }) {
                return Row(node: call, content: call, what: "the project view `\(name)`")
            }
        }
        guard let body = viewBody(named: root) else { return nil }
        guard let r = row(in: body, depth: depth + 1) else { return nil }
        return Row(node: e, content: r.content, what: r.what, generated: r.generated)
    }

    /// The row among statements `list`: the first one that is a row; with `wrapping` (a wrapper's content), nil
    /// as soon as a statement is neither a row nor a decoration (a panel with text or other views is no bar).
    private func rowAmongStatements(_ list: [Int], depth: Int, wrapping: Bool) -> Row? {
        var found: Row?
        for s in list {
            if let r = row(in: s, depth: depth) {
                if found == nil { found = r }
                continue
            }
            if wrapping && !isDecoration(s) { return nil }
        }
        return found
    }

    /// The row of an `.overlay { … }` without alignment: a `VStack` whose statements are a `Spacer()`, then
    /// decorations and a row (the row pushed to the bottom).
    func pushedDownRow(in content: Int) -> Row? {
        guard let first = tree.statements(of: content).first, tree.statements(of: content).count == 1 else { return nil }
        let e = tree.kind(first) == .expressionStmt ? tree.firstChild(first) ?? first : first
        guard tree.kind(e).isExpression, case let root = tree.viewRoot(tree.chainRoot(e), in: file), tree.kind(root) == .declReferenceExpr,
              file.isWord(tree.start(root), "VStack"), let call = tree.call(constructing: root, in: file), let closure = contentClosure(of: call),
              let spacer = tree.statements(of: closure).first, calleeName(spacer) == "Spacer" else { return nil }
        return rowAmongStatements(Array(tree.statements(of: closure).dropFirst()), depth: 1, wrapping: true)
    }

    /// The number of buttons among the statements of closure `content` (a `ForEach` producing buttons counts
    /// two; branches of an `if` or `switch` count their largest; nested stacks and members are added).
    func buttonCount(in content: Int, depth: Int) -> Int {
        guard depth <= Self.maxDepth else { return 0 }
        var n = 0
        for s in tree.statements(of: content) {
            var e = s
            if tree.kind(e) == .expressionStmt, let c = tree.firstChild(e) { e = c }
            switch tree.kind(e) {
            case .ifExpr:
                n += buttonCount(inIf: e, depth: depth + 1)
                continue
            case .switchExpr:
                n += tree.children(e).filter { tree.kind($0) == .switchCase }.map { buttonCount(in: $0, depth: depth + 1) }.max() ?? 0
                continue
            default:
                break
            }
            guard tree.kind(e).isExpression else { continue }
            let root = tree.viewRoot(tree.chainRoot(e), in: file)
            guard tree.kind(root) == .declReferenceExpr else { continue }
            let name = file.text(tree.start(root))
            if let call = tree.call(constructing: root, in: file) {
                if Self.buttons.contains(name) || (name.hasSuffix("Button") && name.first?.isUppercase == true) { n += 1; continue }
                if name == "ForEach" {
                    if let c = contentClosure(of: call), buttonCount(in: c, depth: depth + 1) >= 1 { n += 2 }
                    continue
                }
                if name == "HStack" || name == "Group" {
                    if let c = contentClosure(of: call) { n += buttonCount(in: c, depth: depth + 1) }
                    continue
                }
            }
            if let body = viewBody(named: root) { n += buttonCount(in: body, depth: depth + 1) }
        }
        return n
    }

    /// `buttonCount` for an `if` (its largest branch; each `else if` one level deeper).
    private func buttonCount(inIf e: Int, depth: Int) -> Int {
        guard depth <= Self.maxDepth else { return 0 }
        return tree.children(e).filter { tree.kind($0) == .codeBlock || tree.kind($0) == .ifExpr }
            .map { tree.kind($0) == .ifExpr ? buttonCount(inIf: $0, depth: depth + 1) : buttonCount(in: $0, depth: depth) }.max() ?? 0
    }

    // MARK: Helpers

    /// The content closure of call `c`: its first trailing closure, or a `content:` argument that is a closure.
    func contentClosure(of c: Int) -> Int? {
        if let t = tree.trailingClosures(ofCall: c).first { return t }
        let names = SyntaxNames(file: file, tree: tree)
        for a in tree.arguments(ofCall: c) where names.label(a) == "content" {
            if let v = tree.lastChild(a), tree.kind(v) == .closureExpr { return v }
        }
        return nil
    }

    /// The callee name of statement `s`'s view (`Spacer` for `Spacer().frame(height: 8)`), or nil.
    private func calleeName(_ s: Int) -> String? {
        var e = s
        if tree.kind(e) == .expressionStmt, let c = tree.firstChild(e) { e = c }
        guard tree.kind(e).isExpression else { return nil }
        let root = tree.viewRoot(tree.chainRoot(e), in: file)
        guard tree.kind(root) == .declReferenceExpr else { return nil }
        return file.text(tree.start(root))
    }

    /// True when statement `s` only decorates (a divider, spacer, shape or colour, with any modifiers).
    private func isDecoration(_ s: Int) -> Bool { calleeName(s).map(Self.decorations.contains) ?? false }

    /// True when closure `content` holds a text input, a slider or a progress view at any depth.
    private func holdsInput(_ content: Int) -> Bool {
        tree.descendants(content, ofKind: .declReferenceExpr).contains { r in
            Self.nonBarControls.contains(file.text(tree.start(r))) && tree.call(constructing: r, in: file) != nil
        }
    }

    /// True when condition `c` names focus or the keyboard (`isFocused`, `focusedField != nil`, `keyboardShown`).
    private func namesFocus(_ c: Int) -> Bool {
        tree.descendants(c, ofKind: .declReferenceExpr).contains { r in
            let w = file.text(tree.start(r)).lowercased()
            return w.contains("focus") || w.contains("keyboard")
        }
    }
}
