/// How serious a finding is. Ordered `note < warning < error`.
///
/// Maps to SARIF `level` (same words) and to the Xcode reporter's
/// `note:`/`warning:`/`error:` prefix.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
    /// `note < warning < error`.
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}
