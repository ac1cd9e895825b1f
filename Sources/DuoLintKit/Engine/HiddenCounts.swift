/// How many findings of a run (or a file) were kept out of the report, by what hid them: for the summary line
/// (`3 hidden by the baseline, 1 by comments`). Counted per file as the files finish, so streamed runs (which keep
/// no suppressed findings) count them too.
public struct HiddenCounts: Sendable, Equatable {
    /// Findings the `--baseline` hid (`FindingSuppression.external`).
    public var baseline = 0
    /// Findings a `duolint:disable…` comment silenced (`FindingSuppression.inSource`), notes included.
    public var comments = 0

    /// Nothing hidden.
    public init() {}

    /// `baseline` findings hidden by the baseline and `comments` by suppression comments.
    public init(baseline: Int, comments: Int) {
        self.baseline = baseline
        self.comments = comments
    }

    /// The counts of `suppressed` findings by their `suppression` (findings without one are not counted).
    public init(_ suppressed: [Finding]) {
        for f in suppressed {
            switch f.suppression {
            case .external: baseline += 1
            case .inSource: comments += 1
            case nil: break
            }
        }
    }

    /// The sum of two counts.
    public static func + (a: HiddenCounts, b: HiddenCounts) -> HiddenCounts {
        HiddenCounts(baseline: a.baseline + b.baseline, comments: a.comments + b.comments)
    }
}
