/// Renders a rule's description for `duolint rules ID` (Markdown) and the rule list.
public enum RulePage {
    /// The rule as Markdown: name and id, severity, inputs, summary, rationale, fix, source and the page link.
    public static func markdown(_ r: RuleDescription) -> String {
        """
        # \(r.name) (`\(r.id)`)

        - **Severity:** \(r.severity.rawValue)
        - **Input:** \(inputs(r))
        - **Summary:** \(r.summary)\(r.isOptIn ? "\n- **Opt-in:** yes; enable it with `opt_in_rules: [\(r.id)]` in .duolint.yml" : "")\(r.isFixable ? "\n- **Fixable:** yes (`duolint --fix`)" : "")

        ## Rationale

        \(r.rationale)

        Source: \(r.source)

        ## Fix

        \(r.fix)

        Examples: \(r.helpURI)

        """
    }

    /// The inputs a rule reads, as its page's **Input** bullet names them: `Swift`, `spec`, `Info.plist`, `build settings`.
    public static func inputs(_ r: RuleDescription) -> String {
        r.inputs.map { $0 == .swift ? "Swift" : $0 == .plist ? "Info.plist" : $0 == .buildSettings ? "build settings" : $0.rawValue }.joined(separator: ", ")
    }

    /// A header line, then one line per rule: id, opt-in (`yes`/`no`), severity, inputs and name, each column
    /// padded to its widest entry (SwiftLint's `swiftlint rules` table, without the borders).
    public static func list(_ rules: [RuleDescription]) -> String {
        let rows = [["id", "opt-in", "severity", "input", "name"]]
            + rules.map { [$0.id, $0.isOptIn ? "yes" : "no", $0.severity.rawValue, inputs($0), $0.name] }
        let widths = (0..<5).map { c in rows.map { $0[c].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { c, cell in c == 4 ? cell : cell.padding(toLength: widths[c], withPad: " ", startingAt: 0) }
                .joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    /// The rules as a Markdown table (id linked to its page, opt-in, severity, input, summary), for a README.
    public static func markdownTable(_ rules: [RuleDescription]) -> String {
        var out = "| id | opt-in | severity | input | summary |\n|---|---|---|---|---|\n"
        for r in rules {
            // Backslashes and pipes would be read as Markdown escapes and cell breaks.
            let summary = r.summary.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
            out += "| [\(r.id)](\(r.helpURI)) | \(r.isOptIn ? "yes" : "no") | \(r.severity.rawValue) | \(inputs(r)) | \(summary) |\n"
        }
        return out
    }
}
