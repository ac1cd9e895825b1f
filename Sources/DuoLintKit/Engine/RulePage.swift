/// Renders a rule's description for `duolint rules ID` (Markdown) and the rule list.
public enum RulePage {
    /// The rule as Markdown: name and id, severity, inputs, summary, rationale, fix, source and the page link.
    public static func markdown(_ r: RuleDescription) -> String {
        """
        # \(r.name) (`\(r.id)`)

        - **Severity:** \(r.severity.rawValue)
        - **Input:** \(r.inputs.map { $0 == .swift ? "Swift" : $0.rawValue }.joined(separator: ", "))
        - **Summary:** \(r.summary)

        ## Rationale

        \(r.rationale)

        Source: \(r.source)

        ## Fix

        \(r.fix)

        Examples: \(r.helpURI)

        """
    }

    /// One line per rule: `id  severity  summary`, ids padded to one column.
    public static func list(_ rules: [RuleDescription]) -> String {
        let width = rules.map(\.id.count).max() ?? 0
        return rules.map { r in
            r.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + r.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0) + "  " + r.name
        }.joined(separator: "\n") + "\n"
    }
}
