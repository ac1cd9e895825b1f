/// `tabletop_controls_on_top`: a control laid out in the upper half of a tabletop layout.
///
/// In a layout whose fold is horizontal and active (the tabletop pose: `inner-tabletop`, or a custom state with
/// `fold: { axis: horizontal, active: true }`), catches an interactive element whose frame lies wholly above the
/// fold band (it ends at or before the band's top edge, the same band as `interactive_on_fold`: 27 pt by
/// default, `--fold-band`, or the fold's own width when larger). Leaves alone elements that meet the band
/// (`interactive_on_fold` reports those), elements below it, content, containers, scrolling content, search
/// fields (seed 001, talk 5:04: a search field stays above the view it searches as the device folds), and
/// every state whose fold is vertical, inactive or absent. Facts: seed 001, talks 4:29–4:43 (upper half for
/// content seen from a distance, lower half for tappable controls); seed 004, rule 3 (content up, controls down).
public struct TabletopControlsOnTopRule: SpecRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "tabletop_controls_on_top",
        name: "Controls on top in tabletop",
        severity: .note,
        summary: "Notes interactive elements in a screen spec that lie wholly above an active horizontal fold, in the raised half that tabletop keeps for viewing, instead of on the flat lower half.",
        rationale: "In tabletop the raised upper half is seen from a distance and the lower half rests on the table, a stable surface for touch; controls belong in the lower half and content in the upper one.",
        fix: "Move the control below the fold, keeping the same controls as the other layouts, and leave the upper half to content.",
        source: "seed 001 (talks 4:29, 4:39, 4:43); seed 004 (rule 3: content up, controls down)",
        inputs: [.spec],
        tags: ["fold", "layout"])

    /// A rule has no settings of its own; options arrive with each check.
    public init() {}

    /// Reports each interactive element (not a search field, not scrolling) wholly above an active horizontal
    /// fold's band.
    public func check(_ spec: ScreenSpec, options: RuleOptions, sink: inout SpecFindingSink) {
        for layout in spec.layouts {
            guard let fold = layout.state.fold, fold.active, fold.axis == .horizontal else { continue }
            let (top, _) = fold.band(width: options.foldBand)
            for e in layout.elements where e.kind.isInteractive && e.kind != .searchField && !e.scrolls {
                guard e.y + e.height <= top else { continue }
                sink.report(Self.description, at: e.position,
                            "\(e.id) (\(e.kind.rawValue)) at y \(SpecFormat.points(e.y))–\(SpecFormat.points(e.y + e.height)) is wholly above the fold at \(SpecFormat.points(fold.position)) in \(layout.state.name), the raised half kept for viewing; move it to the lower half, where touch has a stable surface.")
            }
        }
    }
}
