/// `ellipsis_custom_menu`: an app-made "more" menu in a bar, shown with the ellipsis symbol.
///
/// Catches an item-level `Menu` in `.toolbar { … }` / `.navigationBarItems(…)` whose label
/// is an ellipsis symbol (`"ellipsis"`, `"ellipsis.circle"`, `"ellipsis.circle.fill"`,
/// `"ellipsis.rectangle"`, `"ellipsis.rectangle.fill"`): `Menu("More", systemImage: …)`,
/// or a label closure holding `Image(systemName: …)` or `Label(…, systemImage: …)`; and
/// `UIBarButtonItem(…image: UIImage(systemName: …), …menu: …)` with a non-nil menu.
/// Leaves alone: ellipsis menus outside bars (list rows, cards), menus inside
/// `ToolbarOverflowMenu` or another menu, other symbols (`ellipsis.bubble`, a typing
/// indicator), ellipsis buttons without a menu, keyboard bars and hand-made `UIToolbar` items.
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
    public var triggers: [String] { ["toolbar", "navigationBarItems", "UIBarButtonItem"] }

    static let symbols: Set<String> = ["ellipsis", "ellipsis.circle", "ellipsis.circle.fill", "ellipsis.rectangle", "ellipsis.rectangle.fill"]

    /// Judges the trigger token at index `i` of `file` and reports each finding at its first token into `sink`.
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        if file.isWord(i, "UIBarButtonItem") {
            guard !file.isMember(i), let c = file.call(at: i), !BarItems.isInHandMadeToolbar(i, in: file),
                  let menu = file.argument(c, labelled: "menu"), !(menu.value.count == 1 && file.isWord(menu.value.lowerBound, "nil")),
                  let image = file.argument(c, labelled: "image"), file.isWord(image.value.lowerBound, "UIImage"),
                  let ic = file.call(at: image.value.lowerBound), let name = file.argument(ic, labelled: "systemName"),
                  isEllipsis(file, name.value) else { return }
            sink.report(Self.description, at: i,
                        "This bar button item's ellipsis menu competes with the system overflow menu on iPhone Duo's bars; move its actions into navigationItem.additionalOverflowItems.")
            return
        }
        for item in BarItems.toolbarItems(at: i, in: file, words: ["Menu"]) {
            guard let c = file.call(at: item.token) else { continue }
            var found = false
            if let a = file.argument(c, labelled: "systemImage"), isEllipsis(file, a.value) { found = true }
            var labelOpen: Int?
            if let l = c.trailingClosures.first(where: { $0.label.map { file.isText($0, "label") } ?? false }) {
                labelOpen = l.open
            } else if let l = file.argument(c, labelled: "label"), file.kind(l.value.lowerBound) == .leftBrace {
                labelOpen = l.value.lowerBound
            }
            let tree = file.syntaxTree
            if !found, let open = labelOpen, case let closure = tree.node(containingToken: open), tree.kind(closure) == .closureExpr {
                // The label's `Image(systemName:)` and `Label(…, systemImage:)` calls, at any depth.
                for n in (closure + 1)..<(closure + Int(tree.subtreeSizes[closure])) where tree.kind(n) == .functionCallExpr {
                    guard let name = tree.calleeName(ofCall: n), !tree.isMemberName(name) else { continue }
                    let t = tree.tokens(name).lowerBound
                    guard file.isText(t, "Image") || file.isText(t, "Label") else { continue }
                    let tc = file.call(node: n, callee: t)
                    let arg = file.isText(t, "Image") ? file.argument(tc, labelled: "systemName") : file.argument(tc, labelled: "systemImage")
                    if let a = arg, isEllipsis(file, a.value) { found = true; break }
                }
            }
            if found {
                sink.report(Self.description, at: item.token,
                            "This Menu shows the ellipsis, which iPhone Duo's bars reserve for the system overflow menu; move its actions into ToolbarOverflowMenu { … }.")
            }
        }
    }

    /// True when `value` is exactly a plain string literal naming an ellipsis symbol.
    private func isEllipsis(_ file: SwiftFile, _ value: Range<Int>) -> Bool {
        let s = value.lowerBound
        guard value.count == 3, file.kind(s) == .stringQuote, file.kind(s + 1) == .stringSegment, file.kind(s + 2) == .stringQuote else { return false }
        return Self.symbols.contains(file.text(s + 1))
    }
}
