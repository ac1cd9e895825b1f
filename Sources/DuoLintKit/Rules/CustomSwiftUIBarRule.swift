/// `custom_swiftui_bar`: a tab bar or toolbar made by hand in SwiftUI.
///
/// Catches, at the modifier's name:
/// - `.safeAreaInset(edge: .bottom)` or `.safeAreaInset(edge: .top)` whose content is a bar row;
/// - `.overlay(alignment: .bottom) { … }` whose content is a bar row, and `.overlay { … }` whose content is a
///   `VStack` that pushes a bar row down with a `Spacer()` first, on a view that fills the screen
///   (`BarRows.fillsScreen`: scrolling content, a map, a navigation or tab container, a `GeometryReader`, a
///   `.frame(maxHeight: .infinity)`, a view modifier's `content`);
/// and, at the row's first token, a bar row beside a `switch` over a `@State` property of the view that the row's
/// buttons read or set (`switch tab { … }` and `HStack { Button { tab = .home } … }` in one `VStack`/`ZStack`): a
/// tab bar made by hand; and a bar row that is the first or last statement (through stacks, beside a title) of a
/// `VStack` or `ZStack` whose chain hides the system bar (`.navigationBarHidden(true)`, `.toolbar(.hidden, for:)`,
/// `.toolbarVisibility(.hidden, for:)`): a navigation bar or toolbar drawn in place of the system's.
/// A bar row (`BarRows`) is an `HStack` holding two or more buttons (`Button`, `Menu`, `ShareLink`, `EditButton`,
/// a project view named `…Button`; a `ForEach` producing one counts as two), seen through modifiers, a `VStack`,
/// `ZStack` or `Group` that adds only dividers, spacers, shapes or colours, `if`/`switch` branches, a view member
/// or view type of the same file that the content names, or a project view named as a bar (`…TabBar`,
/// `…Toolbar`, `…BottomBar`, `…ActionBar`, `…NavBar`).
/// Why: only bars that navigation containers provide move into iPhone Duo's vertical bar; hand-made ones stay
/// at the bottom or top (seed 000 第3部 "ナビゲーションとバー" and 2-2 "対応の前提"; seed 001, talks 2:19 and 2:58;
/// sheets' controls move to the side too, seed 001 talk 8:46).
/// Leaves alone: a single floating button, an `HStack` of non-buttons, a row holding a text field (a composer) or
/// a slider or progress view (a player's transport row), a top inset's row of `ForEach` buttons (scopes, which
/// stay horizontal like a segmented control), an overlay on a card, a cell or an unknown view,
/// rows inside scrolling content (`ScrollView`, `List`, `Form`, lazy stacks, `ForEach` items), a row shown only
/// while a field is focused or the keyboard is up (a keyboard accessory, which stays with the keyboard), other
/// overlay alignments and side insets, `.toolbar { … }` itself, and unknown views from other files.
/// Silent in code that never runs on iPhone Duo (the engine's execution scope).
public struct CustomSwiftUIBarRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "custom_swiftui_bar",
        name: "Custom SwiftUI bar",
        severity: .warning,
        summary: "Flags tab bars and toolbars made by hand in SwiftUI: a row of two or more buttons in .safeAreaInset(edge: .bottom/.top) or a bottom .overlay, beside a switch over a @State tab selection, or in place of a hidden system bar; such bars never move into iPhone Duo's vertical bar.",
        rationale: "On iPhone Duo the tab bar, the toolbar and the navigation controls move into an 84 pt vertical bar at the side on the outer display and on the inner display in landscape, leaving the height to the content. Only the bars that navigation containers provide take part: TabView, NavigationStack with .toolbar, NavigationSplitView. A row of buttons pinned to the bottom with safeAreaInset or an overlay is ordinary content to the system, so it stays at the bottom, takes back the height the vertical bar frees, and sits apart from the system's own bar items.",
        fix: "Give tabs to a TabView (TabView(selection:) with a Tab per case of the selection) and actions to .toolbar items inside a NavigationStack: ToolbarItem(placement: .bottomBar), .cancellationAction and .confirmationAction in a sheet, ToolbarItemGroup for a group.",
        source: "seed 000 (part 3 migration checklist, ナビゲーションとバー; part 2-2 対応の前提, Raise the bar with iPhone Duo @ 2:24); seed 001, talks 2:19, 2:58 and 8:46",
        inputs: [.swift],
        tags: ["bars"])

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["safeAreaInset", "overlay", "State", "navigationBarHidden", "toolbar", "toolbarVisibility"] }

    /// Judges the trigger token at `i`; reports at the modifier's name, or for a selection at the row's first
    /// token (line 1-based, column in UTF-8 bytes as the engine converts it).
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        let rows = BarRows(file: file)
        if file.isWord(i, "State") {
            guard let (row, subject) = rows.selectionRow(attributeAt: i) else { return }
            sink.report(Self.description, at: rows.tree.start(row.node),
                        "This row of buttons (\(row.what)) picks the views of `switch \(subject)` by hand: a hand-made tab bar never moves into iPhone Duo's vertical bar; use TabView(selection:) with a Tab for each case instead.")
            return
        }
        if file.isWord(i, "navigationBarHidden") || file.isWord(i, "toolbar") || file.isWord(i, "toolbarVisibility") {
            guard let (row, hidden) = rows.hiddenBarRow(modifierAt: i) else { return }
            sink.report(Self.description, at: rows.tree.start(row.node),
                        "This row of buttons (\(row.what)) stands in for the bar that \(hidden) hides: a hand-made bar never moves into iPhone Duo's vertical bar; show the system bar and give these buttons to .toolbar items instead.")
            return
        }
        let tree = rows.tree
        let names = SyntaxNames(file: file, tree: tree)
        guard let name = tree.node(exactlyAt: i), tree.isMemberName(name), let member = tree.parent(name),
              let call = tree.call(withCallee: member) else { return }
        let args = tree.arguments(ofCall: call)
        func memberArgument(_ label: String) -> String? {
            guard let a = args.first(where: { names.label($0) == label }), let v = tree.lastChild(a), tree.kind(v) == .memberAccessExpr else { return nil }
            return names.memberName(v)
        }
        var content = tree.trailingClosures(ofCall: call).first
        if content == nil, let a = args.first(where: { names.label($0) == "content" || names.label($0) == nil }), let v = tree.lastChild(a) {
            content = v
        }
        guard let body = content else { return }
        let placement: String
        var pushedDown = false
        var top = false
        if file.isWord(i, "safeAreaInset") {
            guard let edge = memberArgument("edge"), edge == "bottom" || edge == "top" else { return }
            placement = ".safeAreaInset(edge: .\(edge))"
            top = edge == "top"
        } else {
            guard let base = tree.base(ofMember: member), rows.fillsScreen(base) else { return }
            switch memberArgument("alignment") {
            case "bottom": placement = ".overlay(alignment: .bottom)"
            case nil where !args.contains(where: { names.label($0) == "alignment" }):
                placement = ".overlay"
                pushedDown = true
            default: return
            }
        }
        guard !rows.isInScrollingContent(call) else { return }
        let row = pushedDown ? rows.pushedDownRow(in: body) : rows.row(in: body, depth: 0)
        // At the top, buttons made by a `ForEach` are scopes (a segmented control in all but name), which stay
        // horizontal in the navigation bar on iPhone Duo too.
        guard let row, !(top && row.generated) else { return }
        sink.report(Self.description, at: i,
                    "This \(placement) holds a hand-made bar (\(row.what)), whose items never move into iPhone Duo's vertical bar; use a TabView for tabs, or .toolbar items inside a NavigationStack for actions.")
    }
}

extension BarRows {
    /// Containers whose statements stand beside each other on screen (a `switch` and a row in one of them share it).
    static let stacks: Set<String> = ["VStack", "ZStack", "Group", "HStack"]

    /// For the `State` attribute token `i` of a property of a view (`@State private var tab: Tab`), the bar row
    /// beside a `switch` over that property in the same type declaration whose subtree reads or sets it (`tab`,
    /// `$tab`, `self.tab`), and the property's name; nil otherwise.
    func selectionRow(attributeAt i: Int) -> (Row, String)? {
        let attribute = tree.node(containingToken: i)
        guard tree.kind(attribute) == .attribute, let v = tree.parent(attribute), tree.kind(v) == .variableDecl,
              let block = FileSummary.ownerBlock(of: v, tree), tree.kind(block) == .memberBlock, let type = tree.parent(block),
              let binding = tree.child(v, .patternBinding), let pattern = tree.firstChild(binding),
              tree.kind(pattern) == .identifierPattern else { return nil }
        let name = tree.start(pattern)
        let range = tree.tokens(type)
        for o in file.occurrences(ofNameAt: name) where Int(o) != name && range.contains(Int(o)) && file.sameText(Int(o), name) {
            guard let ref = tree.node(exactlyAt: Int(o)) else { continue }
            let subject = tree.isMemberName(ref) ? tree.parent(ref)! : ref
            guard let s = tree.parent(subject), tree.kind(s) == .switchExpr, tree.firstChild(s) == subject,
                  let row = rowBeside(s, selection: file.text(name)) else { continue }
            return (row, file.text(name))
        }
        return nil
    }

    /// The bar row standing beside node `s` (a `switch`) in the stack that holds it (below it in a column, anywhere
    /// in a `ZStack` or `HStack`), or in the stacks around that one, or beside the uses of the view member whose
    /// body it is; nil when none reads `selection` or when the walk meets scrolling content first.
    private func rowBeside(_ s: Int, selection: String) -> Row? {
        var n = s
        for _ in 0...Self.maxDepth {
            // The statement container around `n` and `n`'s statement in it.
            var stmt = n
            while let p = tree.parent(stmt), !SyntaxTree.statementContainers.contains(tree.kind(p)) { stmt = p }
            guard let container = tree.parent(stmt) else { return nil }
            var owner = tree.parent(container)
            if let o = owner, tree.kind(o) == .labeledExpr { owner = tree.parent(o) }
            // In a column (`VStack`, `Group`, a body) only a row below the switched views is a tab bar; a row
            // above them is a segmented control in all but name, which stays horizontal on iPhone Duo too. In a
            // `ZStack` (a row laid over them) or an `HStack` (a rail beside them) any position counts.
            let stackName = owner.flatMap { tree.kind($0) == .functionCallExpr ? tree.calleeName(ofCall: $0) : nil }.map { file.text(tree.start($0)) }
            let anywhere = stackName == "ZStack" || stackName == "HStack"
            var below = false
            for sibling in tree.statements(of: container) {
                if sibling == stmt { below = true; continue }
                guard below || anywhere else { continue }
                if let r = row(in: sibling, depth: 1), reads(selection, r) { return r }
            }
            // Up: the stack call whose content the container is, or a use of the member whose body it is.
            if tree.kind(container) == .closureExpr, let call = owner, tree.kind(call) == .functionCallExpr,
               let callee = tree.calleeName(ofCall: call) {
                let name = file.text(tree.start(callee))
                guard Self.stacks.contains(name), !Self.scrolling.contains(name) else { return nil }
                n = tree.chainTop(call)
                continue
            }
            guard tree.kind(container) == .accessorBlock || tree.kind(container) == .codeBlock,
                  let decl = tree.ancestor(container, in: [.variableDecl, .functionDecl]),
                  FileSummary.ownerBlock(of: decl, tree) != nil, let use = use(ofMember: decl) else { return nil }
            n = tree.chainTop(use)
        }
        return nil
    }

    /// A reference to the view member `decl` (a computed property or function) elsewhere in its type, or nil.
    private func use(ofMember decl: Int) -> Int? {
        let names = SyntaxNames(file: file, tree: tree)
        guard let declared = tree.kind(decl) == .functionDecl ? names.directTokens(decl).dropFirst().first
                : tree.child(decl, .patternBinding).flatMap(tree.firstChild).map(tree.start) else { return nil }
        let owner = typeName(around: decl)
        for o in file.occurrences(ofNameAt: declared) where Int(o) != declared && file.sameText(Int(o), declared) {
            guard let ref = tree.node(exactlyAt: Int(o)), typeName(around: ref) == owner else { continue }
            return tree.nameExpression(ref)
        }
        return nil
    }

    /// True when the row's subtree (or its node's) names `selection` (`tab`, `$tab`, `self.tab`).
    private func reads(_ selection: String, _ r: Row) -> Bool {
        for node in [r.content, r.node] {
            for t in tree.tokens(node) where file.kind(t) == .identifier {
                let text = file.text(t)
                if text == selection || text == "$" + selection { return true }
            }
        }
        return false
    }
}

extension BarRows {
    /// For the modifier at token `i` when it hides the system bar (`.navigationBarHidden(true)`,
    /// `.toolbar(.hidden)`, `.toolbar(.hidden, for: .navigationBar)`, `.toolbarVisibility(.hidden, for: …)`, not
    /// for `.keyboard`), the bar row drawn in its place: the first or the last statement of the `VStack` or
    /// `ZStack` the modifier applies to, seen through stacks and beside a title (`looseRow`); and the modifier as
    /// written for a message. Nil otherwise, and inside scrolling content.
    func hiddenBarRow(modifierAt i: Int) -> (Row, String)? {
        let names = SyntaxNames(file: file, tree: tree)
        guard let name = tree.node(exactlyAt: i), tree.isMemberName(name), let member = tree.parent(name),
              let call = tree.call(withCallee: member), tree.trailingClosures(ofCall: call).isEmpty,
              let base = tree.base(ofMember: member), let first = tree.arguments(ofCall: call).first,
              names.label(first) == nil, let value = tree.lastChild(first) else { return nil }
        if file.isWord(i, "navigationBarHidden") {
            guard names.text(value) == "true" else { return nil }
        } else {
            guard tree.kind(value) == .memberAccessExpr, names.memberName(value) == "hidden" else { return nil }
            for a in tree.arguments(ofCall: call) where names.label(a) == "for" {
                if let v = tree.lastChild(a), names.text(v).contains("keyboard") { return nil }
            }
        }
        let root = tree.chainRoot(base)
        guard tree.kind(root) == .declReferenceExpr, file.isWord(tree.start(root), "VStack") || file.isWord(tree.start(root), "ZStack"),
              let stack = tree.call(withCallee: root), let content = contentClosure(of: stack), !isInScrollingContent(call) else { return nil }
        let statements = tree.statements(of: content)
        for s in [statements.first, statements.last].compactMap({ $0 }) {
            if let r = looseRow(in: s, depth: 0) { return (r, "." + file.text(i) + (file.isWord(i, "navigationBarHidden") ? "(true)" : "(.hidden)")) }
        }
        return nil
    }

    /// A bar row at statement `s`, or inside the stacks it is (`ZStack { title; HStack { … } }`, a bar beside a
    /// title), two levels deep at most.
    private func looseRow(in s: Int, depth: Int) -> Row? {
        if let r = row(in: s, depth: 0) { return r }
        guard depth < 2 else { return nil }
        var e = s
        if tree.kind(e) == .expressionStmt, let c = tree.firstChild(e) { e = c }
        guard tree.kind(e).isExpression, case let root = tree.chainRoot(e), tree.kind(root) == .declReferenceExpr,
              ["ZStack", "HStack", "VStack", "Group"].contains(file.text(tree.start(root))),
              let call = tree.call(withCallee: root), let content = contentClosure(of: call) else { return nil }
        for c in tree.statements(of: content) {
            if let r = looseRow(in: c, depth: depth + 1) { return r }
        }
        return nil
    }
}
