/// `ellipsis_custom_menu`: an app-made "more" menu in a bar, shown with the ellipsis symbol.
///
/// Catches a `Menu` that is a bar item (`BarItems`: in `.toolbar`, `ToolbarItem` content, a member or project
/// view reached from a bar) whose label is an ellipsis symbol (`"ellipsis"`, `"ellipsis.circle"`,
/// `"ellipsis.circle.fill"`, `"ellipsis.rectangle"`, `"ellipsis.rectangle.fill"`, or the SF Symbols enum cases
/// `.ellipsis`, `.ellipsisCircle`, …): `Menu("More", systemImage: …)`, a label holding `Image`/`Label` with one,
/// or a project view whose body is such an `Image` (`MoreIcon()`); and a UIKit bar item with an ellipsis image
/// and a menu: `UIBarButtonItem(image: UIImage(systemName: "ellipsis"), menu: …)`, or an item bound to a name
/// that gets `name.menu = …` anywhere in the type while its value (a `UIBarButtonItem`, a project helper
/// called with the symbol) or a later `name.image = …` names the ellipsis.
/// Leaves alone: ellipsis menus outside bars (list rows, cards), menus inside `ToolbarOverflowMenu` or another
/// menu, other symbols (`ellipsis.bubble`, a typing indicator), ellipsis buttons without a menu, keyboard bars
/// and hand-made `UIToolbar` items, and code that never runs on the device (the engine's execution scope).
/// Facts: DOMAIN.md §4 (the ellipsis is for the system overflow menu only); seed 003, talk 11:40 and 12:43;
/// seed 001 (12:36, 12:43, 12:53).
public struct EllipsisCustomMenuRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "ellipsis_custom_menu",
        name: "Ellipsis custom menu",
        severity: .warning,
        summary: "Flags a bar's own Menu or UIBarButtonItem menu shown with the ellipsis symbol, which is reserved for the system overflow menu.",
        rationale: "On iPhone Duo bars overflow more often (the outer display in landscape, the keyboard), and the system then shows its own overflow menu with the ellipsis. An app-made ellipsis menu next to it gives the bar two \"more\" buttons and hides actions from the system's visibility priorities.",
        fix: "Move the actions into the system overflow menu: ToolbarOverflowMenu { … } in SwiftUI, navigationItem.additionalOverflowItems in UIKit; give a menu that stays its own symbol and title.",
        source: "seed 003 (Manage the overflow menu 11:40, Use system overflow menu 12:43); seed 001 (12:36, 12:53)",
        inputs: [.swift],
        tags: ["bars"])

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["Menu", "UIBarButtonItem", "menu"] }

    /// Judges the trigger token at index `i` of `file` and reports each finding at its first token into `sink`.
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        if file.isWord(i, "UIBarButtonItem") {
            guard !file.isMember(i), let c = file.call(at: i), let image = file.argument(c, labelled: "image"),
                  BarContentUses.tokensNameEllipsis(image.value, file) else { return }
            let later = BarItems.later(ofCall: c.node, in: file)
            let menu = file.argument(c, labelled: "menu").map { !($0.value.count == 1 && file.isWord($0.value.lowerBound, "nil")) } ?? false
            guard !later.notAnItemOfTheBar, menu || later.menu else { return }
            sink.report(Self.description, at: i, Self.uiKitMessage)
            return
        }
        if file.isWord(i, "menu") {
            if let at = EllipsisMenuAssignment.ellipsisSite(ofMenuAssignment: i, in: file) { sink.report(Self.description, at: at, Self.uiKitMessage) }
            return
        }
        guard BarItems.site(ofItemAt: i, in: file, context: context) != nil,
              let c = file.call(at: i), showsEllipsis(c, in: file, context: context) else { return }
        sink.report(Self.description, at: i,
                    "This Menu shows the ellipsis, which iPhone Duo's bars reserve for the system overflow menu; move its actions into ToolbarOverflowMenu { … }.")
    }

    static let uiKitMessage = "This bar button item's ellipsis menu competes with the system overflow menu on iPhone Duo's bars; move its actions into navigationItem.additionalOverflowItems."

    /// True when the `Menu` call `c` shows an ellipsis symbol: its `systemImage:`, or an `Image`/`Label` in its
    /// label naming one, or a project view in its label whose body is an ellipsis image.
    private func showsEllipsis(_ c: Call, in file: SwiftFile, context: RuleContext) -> Bool {
        if let a = file.argument(c, labelled: "systemImage"), BarContentUses.tokensNameEllipsis(a.value, file) { return true }
        guard let closure = BarItems.labelClosure(c, word: "Menu", in: file) else { return false }
        let tree = file.syntaxTree
        for n in (closure + 1)..<(closure + Int(tree.subtreeSizes[closure])) where tree.kind(n) == .functionCallExpr {
            guard let name = tree.typeName(ofCall: n, in: file) else { continue }
            let t = tree.tokens(name).lowerBound
            if file.isText(t, "Image") || file.isText(t, "Label") {
                if BarContentUses.tokensNameEllipsis(tree.tokens(n), file) { return true }
            } else if file.text(t).first?.isUppercase == true, context.viewBodies(of: file.text(t)).contains(where: { $0.value.isEllipsis }) {
                return true
            }
        }
        return false
    }
}
