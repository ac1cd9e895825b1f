/// `touch_target_too_small`: an interactive element smaller than a touch target.
///
/// Catches an interactive element (not scrolling) narrower or shorter than 28 pt (error) or, failing that,
/// than 44 pt (note). Facts: DOMAIN.md (touch targets 44 × 44 pt default, 28 × 28 pt minimum); seed 004.
public struct TouchTargetTooSmallRule: SpecRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "touch_target_too_small",
        name: "Touch target too small",
        severity: .error,
        summary: "Flags interactive elements in a screen spec smaller than the 28 × 28 pt minimum touch target, and notes those smaller than the 44 × 44 pt default.",
        rationale: "Touch targets are 44 × 44 pt by default and never below 28 × 28 pt; smaller controls are missed, and on iPhone Duo's outer display a layout squeezed for the narrower canvas is where they shrink.",
        fix: "Give the control a frame of at least 44 × 44 pt (28 × 28 pt at the very least).",
        source: "seed 004 (touch target sizes)",
        inputs: [.spec],
        tags: ["accessibility", "layout"])

    /// A rule has no settings of its own; options arrive with each check.
    public init() {}

    /// Reports each interactive element below the minimum (error) or the default (note) size.
    public func check(_ spec: ScreenSpec, options: RuleOptions, sink: inout SpecFindingSink) {
        for layout in spec.layouts {
            for e in layout.elements where e.kind.isInteractive && !e.scrolls && (e.width < 44 || e.height < 44) {
                let size = "\(SpecFormat.points(e.width)) × \(SpecFormat.points(e.height)) pt"
                if e.width < 28 || e.height < 28 {
                    sink.report(Self.description, at: e.position,
                                "\(e.id) (\(e.kind.rawValue)) is \(size) in \(layout.state.name), below the 28 × 28 pt minimum touch target.",
                                severity: .error)
                } else if e.width < 44 || e.height < 44 {
                    sink.report(Self.description, at: e.position,
                                "\(e.id) (\(e.kind.rawValue)) is \(size) in \(layout.state.name), below the 44 × 44 pt default touch target.",
                                severity: .note)
                }
            }
        }
    }
}
