/// `interactive_on_fold`: an interactive element, or text, on the fold of a partly folded device.
///
/// Catches an interactive element or a `text` / `label` element (not scrolling content) whose frame meets the
/// fold band of an active fold: the band is the fold's position ± band/2, band 27 pt by default
/// (`--fold-band`), or the fold's own width when that is larger. Controls are reported at the rule's severity
/// (error), text and labels as warnings; a configured severity replaces both (the engine applies it to every
/// finding of the rule). Leaves alone media, headers, backgrounds and containers, scrolling content, inactive
/// folds and elements that only touch the band's edge. Facts: DOMAIN.md §6; seed 004 (27 pt fold-avoidance
/// band at 475.5 pt; rule 1: buttons, text and input fields stay off the fold).
public struct InteractiveOnFoldRule: SpecRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "interactive_on_fold",
        name: "Interactive element on the fold",
        severity: .error,
        summary: "Flags interactive elements, and text and labels (as warnings), in a screen spec whose frame meets the band around an active fold, where controls are hard to tap and text is hard to read.",
        rationale: "When iPhone Duo is partly folded, the fold is a reserved region: a control placed on it is hard to see and to touch, text across it is hard to read, and the system displaces interactive elements to one side.",
        fix: "Move the control into one half of the screen, or let the layout place it beside the fold's reserved region.",
        source: "seed 004 (fold band); seed 001 (the fold as a reserved region)",
        inputs: [.spec],
        tags: ["fold", "layout"])

    /// A rule has no settings of its own; options arrive with each check.
    public init() {}

    /// True for the kinds that are text to read (`text`, `label`): kept off the fold, reported as warnings.
    static func isText(_ kind: ElementKind) -> Bool { kind == .text || kind == .label }

    /// Reports each interactive, text or label element meeting an active fold's band: controls at the rule's
    /// severity, text and labels as warnings, each message saying which.
    public func check(_ spec: ScreenSpec, options: RuleOptions, sink: inout SpecFindingSink) {
        for layout in spec.layouts {
            guard let fold = layout.state.fold, fold.active else { continue }
            let (a, b) = fold.band(width: options.foldBand)
            for e in layout.elements where (e.kind.isInteractive || Self.isText(e.kind)) && !e.scrolls {
                let (start, length) = fold.axis == .vertical ? (e.x, e.width) : (e.y, e.height)
                guard start < b && start + length > a else { continue }
                let axis = fold.axis == .vertical ? "x" : "y"
                let place = "\(e.id) (\(e.kind.rawValue)) at \(axis) \(SpecFormat.points(start))–\(SpecFormat.points(start + length)) meets the fold band \(SpecFormat.points(a))–\(SpecFormat.points(b)) in \(layout.state.name)"
                if e.kind.isInteractive {
                    sink.report(Self.description, at: e.position, "\(place); a control on the fold is hard to tap, move it into one half.")
                } else {
                    sink.report(Self.description, at: e.position, "\(place); text on the fold is hard to read, move it into one half.",
                                severity: .warning)
                }
            }
        }
    }
}
