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
