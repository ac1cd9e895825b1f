/// `content_under_vertical_bar`: interactive or foreground content under the vertical bar's inset.
///
/// In a state with a vertical bar (right inset r on canvas width W: strip W − r … W; left inset l: 0 … l),
/// catches an element other than a background or container whose frame meets that strip. Leaves alone
/// backgrounds, containers, elements only touching the strip and states with horizontal bars.
/// Facts: DOMAIN.md §5 (only backgrounds extend outside the safe area); seed 004 (84 pt vertical bar).
public struct ContentUnderVerticalBarRule: SpecRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "content_under_vertical_bar",
        name: "Content under the vertical bar",
        severity: .warning,
        summary: "Flags controls and foreground content in a screen spec whose frame reaches into the inset strip of the vertical bar, where the bar covers them.",
        rationale: "iPhone Duo's vertical bar takes an 84 pt strip on one side of the outer display and of the inner display in landscape; that strip is outside the safe area, and content placed there sits under the bar's controls.",
        fix: "Keep interactive and foreground content inside the safe area; only backgrounds extend under the bar.",
        source: "seed 004 (84 pt vertical bar, safe areas); seed 001 (vertical bars)",
        inputs: [.spec],
        tags: ["bars", "safe-area"])

    /// A rule has no settings of its own; options arrive with each check.
    public init() {}

    /// Reports each foreground element meeting the vertical bar's strip.
    public func check(_ spec: ScreenSpec, options: RuleOptions, sink: inout SpecFindingSink) {
        for layout in spec.layouts {
            let s = layout.state
            let strip: (Double, Double)
            switch s.bars {
            case .verticalRight where s.safeArea.right > 0: strip = (s.width - s.safeArea.right, s.width)
            case .verticalLeft where s.safeArea.left > 0: strip = (0, s.safeArea.left)
            default: continue
            }
            for e in layout.elements where e.kind != .background && !e.kind.isContainer {
                guard e.x < strip.1 && e.x + e.width > strip.0 else { continue }
                sink.report(Self.description, at: e.position,
                            "\(e.id) (\(e.kind.rawValue)) at x \(SpecFormat.points(e.x))–\(SpecFormat.points(e.x + e.width)) is under the vertical bar's inset \(SpecFormat.points(strip.0))–\(SpecFormat.points(strip.1)) in \(s.name); keep it inside the safe area.")
            }
        }
    }
}
