/// `keyboard_accessory_vertical`: a keyboard accessory bar item told to prefer the vertical bar.
///
/// Catches `.axisBehavior(.verticalPreferred)` applied to a `ToolbarItem`/`ToolbarItemGroup` whose placement is
/// `.keyboard` (`ToolbarItem(placement: .keyboard) { … }.axisBehavior(.verticalPreferred)`), or to a view inside
/// one. Leaves alone `.verticalPreferred` in other placements, `.horizontalOnly` and `.automatic` in keyboard
/// bars, and keyboard items without an axis behavior.
/// Facts: DOMAIN.md §4 (keyboard accessory bars stay with the keyboard); seed 001 (talk 10:00); seed 003.
public struct KeyboardAccessoryVerticalRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "keyboard_accessory_vertical",
        name: "Keyboard accessory vertical",
        severity: .warning,
        summary: "Flags .axisBehavior(.verticalPreferred) on keyboard toolbar items, whose accessory bar stays with the keyboard instead of moving into the vertical bar.",
        rationale: "On iPhone Duo bar items with a symbol move into a vertical bar at the side, but a keyboard accessory bar should stay attached to the keyboard rather than move to the vertical axis. Asking for the vertical bar on a .keyboard item works against that: the control belongs above the keyboard, next to the text being edited.",
        fix: "Remove .axisBehavior(.verticalPreferred) from the keyboard item (or move the action into a non-keyboard placement if it belongs in the vertical bar).",
        source: "seed 001 (keyboard accessory bars, talk 10:00); seed 003 (Prepare toolbar content)",
        inputs: [.swift],
        tags: ["bars"])

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["axisBehavior"] }

    /// Judges `.axisBehavior(…)` at token `i` and reports at its `.`.
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        guard file.isMember(i), let c = file.call(at: i), c.arguments.count == 1, c.arguments.first != nil else { return }
        let tree = file.syntaxTree
        guard let argument = tree.arguments(ofCall: c.node).first, let value = tree.firstChild(argument),
              tree.kind(value) == .memberAccessExpr, let name = tree.lastChild(value),
              tree.base(ofMember: value).map({ tree.kind($0) == .declReferenceExpr }) ?? true,
              file.isWord(tree.tokens(name).lowerBound, "verticalPreferred") else { return }
        if isKeyboardItem(file, modifier: i) || isInKeyboardItem(file, i) {
            sink.report(Self.description, at: i - 1,
                        "This keyboard toolbar item prefers the vertical bar, but keyboard accessory bars stay with the keyboard on iPhone Duo; remove .axisBehavior(.verticalPreferred).")
        }
    }

    /// True when the `ToolbarItem`/`ToolbarItemGroup` call `owner` has placement `.keyboard`.
    private func isKeyboardPlacement(_ file: SwiftFile, _ owner: Int) -> Bool {
        guard file.isText(owner, "ToolbarItem") || file.isText(owner, "ToolbarItemGroup"), let c = file.call(at: owner),
              let p = file.argument(c, labelled: "placement"), !p.value.isEmpty, p.value.count <= 3 else { return false }
        return file.isWord(p.value.upperBound - 1, "keyboard") && file.kind(p.value.upperBound - 2) == .period
    }

    /// True when the modifier chain that `.axisBehavior` at token `i` continues starts with a call of a keyboard
    /// `ToolbarItem(Group)` (`ToolbarItem(placement: .keyboard) { … }.padding().axisBehavior(…)`).
    private func isKeyboardItem(_ file: SwiftFile, modifier i: Int) -> Bool {
        let tree = file.syntaxTree
        guard let name = tree.node(exactlyAt: i), tree.isMemberName(name), let m = tree.parent(name),
              let base = tree.base(ofMember: m) else { return false }
        let root = tree.viewRoot(tree.chainRoot(base), in: file)
        guard tree.call(constructing: root, in: file) != nil else { return false }
        return isKeyboardPlacement(file, tree.tokens(root).lowerBound)
    }

    /// True when token `i` stands inside the content of a keyboard `ToolbarItem(Group)` (the nearest one decides;
    /// a `.toolbar` closure in between ends the search).
    private func isInKeyboardItem(_ file: SwiftFile, _ i: Int) -> Bool {
        let tree = file.syntaxTree
        var n = tree.parent(tree.node(containingToken: i))
        while let k = n {
            if tree.kind(k) == .closureExpr, let c = tree.parent(k), tree.kind(c) == .functionCallExpr {
                // A type's call (`ToolbarItem`, `SwiftUI.ToolbarItem`, `ToolbarItem.init`), or the `.toolbar` modifier.
                if let type = tree.typeName(ofCall: c, in: file) {
                    let owner = tree.start(type)
                    if file.isText(owner, "ToolbarItem") || file.isText(owner, "ToolbarItemGroup") { return isKeyboardPlacement(file, owner) }
                } else if let name = tree.calleeName(ofCall: c), file.isText(tree.start(name), "toolbar") {
                    return false
                }
            }
            n = tree.parent(k)
        }
        return false
    }
}
