/// `group_split_by_fold`: elements that belong together placed on both sides of an active fold.
///
/// In a layout with an active fold, an element's side is that of its frame's centre. Catches a `group` whose
/// elements lie on both sides, once per group and layout, at the first element on the other side from the
/// group's first element. Leaves alone groups on one side, one-element groups and layouts without an active
/// fold. Facts: DOMAIN.md §6 (related elements move together: a price and its buy button in one pane).
public struct GroupSplitByFoldRule: SpecRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "group_split_by_fold",
        name: "Group split by the fold",
        severity: .warning,
        summary: "Flags groups of related elements in a screen spec that lie on both sides of an active fold, which separates elements that belong in one pane.",
        rationale: "Related elements, such as a price and its buy button, must stay in one pane when iPhone Duo is partly folded; split across the fold, they read as two unrelated things.",
        fix: "Place every element of the group in the same half of the screen; in tabletop, a group of controls goes into the lower half (content up, controls down).",
        source: "seed 001 (related content moves together, talk 3:17; the lower region suits controls, talk 4:39); seed 004 (rule 3: content up, controls down)",
        inputs: [.spec],
        tags: ["fold", "layout"])

    /// A rule has no settings of its own; options arrive with each check.
    public init() {}

    /// Reports the first element of each split group that lies on the other side of the fold.
    public func check(_ spec: ScreenSpec, options: RuleOptions, sink: inout SpecFindingSink) {
        for layout in spec.layouts {
            guard let fold = layout.state.fold, fold.active else { continue }
            var firstSide: [String: Bool] = [:]
            var reported = Set<String>()
            for e in layout.elements {
                guard let group = e.group else { continue }
                let centre = fold.axis == .vertical ? e.x + e.width / 2 : e.y + e.height / 2
                let near = centre < fold.position
                guard let side = firstSide[group] else { firstSide[group] = near; continue }
                if side != near && reported.insert(group).inserted {
                    sink.report(Self.description, at: e.position,
                                "\(e.id) of group \(group) is on the other side of the fold at \(SpecFormat.points(fold.position)) from the rest of its group in \(layout.state.name); keep the group in one half.")
                }
            }
        }
    }
}
