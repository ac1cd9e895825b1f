/// `superfluous_disable`: a `duolint:disable…` comment that silences nothing.
///
/// The rule has no trigger words and checks no spec: the engine (`SuppressionMap.resolve`) reports a note at
/// each (directive, rule) pair of a Swift file, spec or Info.plist that silenced no finding, when this rule is among the
/// rules that ran. A pair naming a rule that did not run on the file (disabled, or for the other input) is
/// not reported; disabling this rule (like any other) turns the notes off.
public struct SuperfluousDisableRule: SuppressionCommentRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "superfluous_disable",
        name: "Superfluous disable",
        severity: .note,
        summary: "Flags duolint:disable comments that suppress no finding, so stale suppressions do not hide the next real problem.",
        rationale: "A suppression comment outlives the code it was written for: after the line below it is fixed or moved, the comment still silences the rule there and will hide the next real finding that lands on that line or in that region. A comment that silences nothing is also misleading to readers, who take it as a sign that the code below needs an exception.",
        fix: "Remove the comment, or the rule id that silences nothing from it. When the comment must stay (it documents an exception that only shows in some configurations), add duolint:disable:this superfluous_disable on the same line.",
        source: "duolint design, Suppression and baseline (SwiftLint's superfluous_disable_command)",
        inputs: [.swift, .spec, .plist, .buildSettings],
        tags: ["suppression"],
        isFixable: true)

    /// A rule has no settings of its own.
    public init() {}
}
