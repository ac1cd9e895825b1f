/// `odd_grid_columns`: a grid with an odd number of columns on the inner display.
///
/// Catches a `grid` element with 3, 5, 7… columns in a state with a fold (the inner display's states, or a
/// custom state with a fold, active or not): its middle column straddles the fold. Leaves alone even counts,
/// one column and states without a fold. Facts: DOMAIN.md §6 (grids use an even number of columns).
public struct OddGridColumnsRule: SpecRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "odd_grid_columns",
        name: "Odd grid columns",
        severity: .warning,
        summary: "Flags grids with an odd number of columns in screen-spec states that have a fold, where the middle column straddles the fold.",
        rationale: "The inner display's fold runs down its middle; a grid with an odd number of columns puts its middle column across the fold, where it is split when the device is partly folded.",
        fix: "Use an even number of columns on the inner display.",
        source: "seed 001 (even grids across the fold)",
        inputs: [.spec],
        tags: ["fold", "layout"])

    /// A rule has no settings of its own; options arrive with each check.
    public init() {}

    /// Reports each odd-column grid in a state with a fold.
    public func check(_ spec: ScreenSpec, options: RuleOptions, sink: inout SpecFindingSink) {
        for layout in spec.layouts where layout.state.fold != nil {
            for e in layout.elements where e.kind == .grid {
                guard let c = e.columns, c > 1, c % 2 == 1 else { continue }
                sink.report(Self.description, at: e.position,
                            "\(e.id) has \(c) columns in \(layout.state.name), so its middle column straddles the fold; use \(c - 1) or \(c + 1).")
            }
        }
    }
}
