/// How serious a finding is. Ordered `note < warning < error`.
///
/// Maps to SARIF `level` (same words) and to the Xcode reporter's
/// `note:`/`warning:`/`error:` prefix.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
    /// `note < warning < error`.
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }

    /// The severity of each rule of `descriptions`, by id: `overrides`' (the configuration's) where it names the
    /// rule, else the rule's own default.
    static func byRule(_ descriptions: [RuleDescription], overrides: [String: Severity]) -> [String: Severity] {
        var severities: [String: Severity] = [:]
        for d in descriptions where severities[d.id] == nil { severities[d.id] = overrides[d.id] ?? d.severity }
        return severities
    }
}
