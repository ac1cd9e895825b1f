/// `feature_missing_in_state`: an interactive element present in some states of a screen and absent in others.
///
/// Catches, at the key of each layout that lacks them (one finding per layout, naming up to three), interactive
/// element ids found in another layout of the same screen. Leaves alone content elements and screens with one layout. Facts: DOMAIN.md §11 (the same app
/// in every pose: don't restrict features to a pose).
public struct FeatureMissingInStateRule: SpecRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "feature_missing_in_state",
        name: "Feature missing in a state",
        severity: .warning,
        summary: "Flags screen-spec layouts that leave out an interactive element another layout of the same screen has, which restricts a feature to some poses or displays.",
        rationale: "People open and fold iPhone Duo in the middle of a task; a control that exists in one pose and not in another takes a feature away when the device changes shape.",
        fix: "Offer the same controls in every layout of the screen, rearranged rather than removed.",
        source: "seed 001 (the same app in every pose)",
        inputs: [.spec],
        tags: ["layout"])

    /// A rule has no settings of its own; options arrive with each check.
    public init() {}

    /// Reports each layout missing an interactive element that another layout has.
    public func check(_ spec: ScreenSpec, options: RuleOptions, sink: inout SpecFindingSink) {
        guard spec.layouts.count > 1 else { return }
        // Interactive ids in first-seen order (`number`), with the kind and the first state that has each.
        var number = StringNumbering()
        var order: [(kind: ElementKind, state: String)] = []
        for layout in spec.layouts {
            for e in layout.elements where e.kind.isInteractive && number.insert(e.id).inserted {
                order.append((e.kind, layout.state.name))
            }
        }
        guard !order.isEmpty else { return }
        // One finding per layout that lacks something, naming the first few (findings stay linear in layouts).
        for layout in spec.layouts {
            var present = [Bool](repeating: false, count: order.count)
            for e in layout.elements { if let k = number.number(of: e.id) { present[k] = true } }
            let missing = order.indices.filter { !present[$0] }
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
