/// `feature_missing_in_state`: an interactive element present in some states of a screen and absent in others.
///
/// Catches, at the key of each layout that lacks them (one finding per layout, naming up to three), interactive
/// element ids found in another layout of the same screen. Leaves alone content elements, screens with one
/// layout, and an element that any layout marks `presented: push` or `presented: sheet` (where a layout leaves it
/// out, it is reached by a pushed screen or a sheet: a list+detail screen's detail on the outer display).
/// Facts: DOMAIN.md §11 (the same app in every pose: don't restrict features to a pose); seed 004, "マージン、間隔、
/// 折り目" (closed, the secondary pane collapses into a sheet or a push).
public struct FeatureMissingInStateRule: SpecRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "feature_missing_in_state",
        name: "Feature missing in a state",
        severity: .warning,
        summary: "Flags screen-spec layouts that leave out an interactive element another layout of the same screen has, which restricts a feature to some poses or displays.",
        rationale: "People open and fold iPhone Duo in the middle of a task; a control that exists in one pose and not in another takes a feature away when the device changes shape.",
        fix: "Offer the same controls in every layout of the screen, rearranged rather than removed; where a state reaches them through a pushed screen or a sheet, mark them presented: push or presented: sheet.",
        source: "seed 001 (the same app in every pose); seed 004 (the secondary pane collapses into a sheet or a push)",
        inputs: [.spec],
        tags: ["layout"])

    /// A rule has no settings of its own; options arrive with each check.
    public init() {}

    /// Reports each layout missing an interactive element that another layout has.
    public func check(_ spec: ScreenSpec, options: RuleOptions, sink: inout SpecFindingSink) {
        guard spec.layouts.count > 1 else { return }
        // Interactive ids in first-seen order (`number`), with the kind, the first state that has each and whether
        // any layout says it is presented (pushed or in a sheet) where it is absent.
        var number = StringNumbering()
        var order: [(kind: ElementKind, state: String, presented: Bool)] = []
        for layout in spec.layouts {
            for e in layout.elements where e.kind.isInteractive {
                let (k, inserted) = number.insert(e.id)
                if inserted { order.append((e.kind, layout.state.name, false)) }
                if e.presented != nil { order[k].presented = true }
            }
        }
        guard !order.isEmpty else { return }
        // One finding per layout that lacks something, naming the first few (findings stay linear in layouts).
        for layout in spec.layouts {
            var present = [Bool](repeating: false, count: order.count)
            for e in layout.elements { if let k = number.number(of: e.id) { present[k] = true } }
            let missing = order.indices.filter { !present[$0] && !order[$0].presented }
            guard let first = missing.first else { continue }
            var what = "\(number.strings[first]) (\(order[first].kind.rawValue)) is in \(order[first].state) but missing"
            if missing.count > 1 {
                let shown = missing.prefix(3).map { "\(number.strings[$0]) (\(order[$0].kind.rawValue))" }.joined(separator: ", ")
                let more = missing.count > 3 ? " and \(missing.count - 3) more" : ""
                what = "\(shown)\(more) are in other states but missing"
            }
            sink.report(Self.description, at: layout.position, "\(what) in \(layout.state.name); keep the feature in every state.")
        }
    }
}
