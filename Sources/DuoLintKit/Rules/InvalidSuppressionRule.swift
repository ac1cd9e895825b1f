/// `invalid_suppression`: a word in a `duolint:` suppression comment that is not a rule id, a directive that
/// does not exist, or a directive that names no rule.
///
/// The rule has no trigger words and checks no spec or plist itself: the engine (`SuppressionMap.resolve`)
/// reports a warning at each such word of a Swift file, spec or Info.plist when this rule is among the rules that
/// ran, and the directive still applies to the rule ids it does name. The directive a warning is about never
/// silences it; another directive can (`duolint:disable:next invalid_suppression` on the line before), and the
/// configuration can turn the rule off like any other.
public struct InvalidSuppressionRule: SuppressionCommentRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "invalid_suppression",
        name: "Invalid suppression",
        severity: .warning,
        summary: "Flags words in duolint suppression comments that are not rule ids, and directives that do not exist, so a typo neither silences nor fails anything unnoticed.",
        rationale: "A suppression comment is written in a hurry, and a reason written without ' - ' or a misspelt rule id would otherwise either be taken for a rule (and fail the whole run, blocking a commit) or be ignored, leaving the finding it was meant for on, or a check off, without anyone noticing. The comment still silences the rule ids it names correctly; the warning points at the word that is wrong.",
        fix: "Write the reason after ' - ' (duolint:disable:next ui_screen_main - legacy), correct the rule id to the one suggested, or use one of the directives duolint:disable, duolint:enable, duolint:disable:next, duolint:disable:this and duolint:disable:previous.",
        source: "duolint design, Suppression and baseline (issue 15: suppression comments that cannot block a commit by accident)",
        inputs: [.swift, .spec, .plist, .buildSettings],
        tags: ["suppression"])

    /// A rule has no settings of its own.
    public init() {}
}
