/// `bar_item_order`: bar items out of the vertical bar's order.
///
/// Spec bar items are listed top to bottom. Catches a `back`/`close` item that is not first, and a
/// `prominent` item that is not right after the back/close item (or first, without one). Leaves alone bars
/// in that order and bars without those roles. Facts: DOMAIN.md §4 (primary navigation on top, then the
/// prominent action); seed 003 (vertical bar order).
public struct BarItemOrderRule: SpecRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "bar_item_order",
        name: "Bar item order",
        severity: .warning,
        summary: "Flags spec bar items that break the vertical bar's order, which puts Back or Close first and the prominent action directly after it.",
        rationale: "In iPhone Duo's vertical bar, primary navigation (Back or Close) goes on top and the prominent action (Done) right after it, so people find them in the same place on every screen.",
        fix: "List the back or close item first and the prominent item right after it.",
        source: "seed 003 (order of items in the vertical bar)",
        inputs: [.spec],
        tags: ["bars"])

    /// A rule has no settings of its own; options arrive with each check.
    public init() {}

    /// Reports misplaced navigation and prominent items.
    public func check(_ spec: ScreenSpec, options: RuleOptions, sink: inout SpecFindingSink) {
        let navigation = spec.bar.firstIndex { $0.role == .back || $0.role == .close }
        for (i, item) in spec.bar.enumerated() {
            if (item.role == .back || item.role == .close) && i != 0 {
                sink.report(Self.description, at: item.position,
                            "\(item.id) (\(item.role.rawValue)) is item \(i + 1) of the bar; back and close go first in iPhone Duo's vertical bar.")
            }
            if item.role == .prominent {
                let expected = navigation.map { $0 + 1 } ?? 0
                if i != expected {
                    let place = navigation == nil ? "first (the bar has no back or close item)" : "right after back or close (item \(expected + 1))"
                    sink.report(Self.description, at: item.position,
                                "\(item.id) (prominent) is item \(i + 1) of the bar; the prominent action goes \(place).")
                }
            }
        }
    }
}
