/// `content_under_vertical_bar`: interactive or foreground content under a bar's inset.
///
/// A state's bars stand in its safe-area insets: the vertical bar's strip (right inset r on canvas width W:
/// x W − r … W; left inset l: x 0 … l) where the state has a vertical bar, and the top and bottom strips
/// (top inset t: y 0 … t; bottom inset b on canvas height H: y H − b … H) wherever those insets are not 0, as
/// in `inner-portrait` and `inner-tabletop` (84 pt of status and top bar, 95 pt of tab bar). Catches an element
/// whose frame meets a strip, once, at the first strip it meets. Leaves alone backgrounds, containers (their frame is the region the system insets),
/// full-width headers and media (`header`, `image`, `video`, `map` spanning the canvas from x 0 to W: the
/// full-bleed layer behind inset content that seed 001, talk 7:22 allows; controls and text in front of it are
/// checked on their own), elements that only touch a strip's edge. Facts: DOMAIN.md §5 (only backgrounds
/// extend outside the safe area) and the safe-area table; seed 004 (84 pt vertical bar, 84/95 pt bars).
public struct ContentUnderVerticalBarRule: SpecRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "content_under_vertical_bar",
        name: "Content under a bar",
        severity: .warning,
        summary: "Flags controls and foreground content in a screen spec whose frame reaches into the inset strip of the vertical bar, or of the top and bottom bars in inner portrait, where the bar covers them.",
        rationale: "iPhone Duo's vertical bar takes an 84 pt strip on one side of the outer display and of the inner display in landscape, and in inner portrait the bars take 84 pt at the top and 95 pt at the bottom; those strips are outside the safe area, and content placed there sits under the bars' controls.",
        fix: "Keep interactive and foreground content inside the safe area; only backgrounds, and full-width headers or media behind inset content, extend under the bars.",
        source: "seed 004 (84 pt vertical bar, safe areas); seed 001 (vertical bars; full-bleed headers, talk 7:22)",
        inputs: [.spec],
        tags: ["bars", "safe-area"])

    /// A rule has no settings of its own; options arrive with each check.
    public init() {}

    /// True for a full-width header or media element of `s`: the full-bleed layer that may run behind the bars.
    static func isFullBleed(_ e: SpecElement, in s: DeviceState) -> Bool {
        switch e.kind {
        case .header, .image, .video, .map: return e.x <= 0 && e.x + e.width >= s.width
        default: return false
        }
    }

    /// Reports each foreground element meeting a bar's strip, once, naming the first strip it meets (side, top, bottom).
    public func check(_ spec: ScreenSpec, options: RuleOptions, sink: inout SpecFindingSink) {
        for layout in spec.layouts {
            let s = layout.state
            let strips = s.barStrips
            guard !strips.isEmpty else { continue }
            for e in layout.elements where e.kind != .background && !e.kind.isContainer && !Self.isFullBleed(e, in: s) {
                for strip in strips {
                    let (start, length) = strip.alongX ? (e.x, e.width) : (e.y, e.height)
                    guard start < strip.end && start + length > strip.start else { continue }
                    sink.report(Self.description, at: e.position,
                                "\(e.id) (\(e.kind.rawValue)) at \(strip.alongX ? "x" : "y") \(SpecFormat.points(start))–\(SpecFormat.points(start + length)) is under the \(strip.bar.rawValue)'s inset \(SpecFormat.points(strip.start))–\(SpecFormat.points(strip.end)) in \(s.name); keep it inside the safe area.")
                    break
                }
            }
        }
    }
}
