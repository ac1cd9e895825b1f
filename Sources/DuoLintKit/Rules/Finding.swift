/// One diagnostic produced by a rule.
///
/// `path` is the file as reported; `range.start` is the first token of what the
/// finding is about and `range.end` the end of that token (exclusive), both with
/// line (1-based) and columns in UTF-8 bytes, UTF-16 units and scalars.
public struct Finding: Sendable, Equatable {
    /// The id of the rule that found it, e.g. `ui_screen_main`.
    public var ruleID: String
    /// The rule's severity.
    public var severity: Severity
    /// One sentence: what is wrong on iPhone Duo and what to write instead.
    public var message: String
    /// The file as reported (relative where it was found under a relative path).
    public var path: String
    /// The first token of what the finding is about.
    public var range: SourceRange
    /// Why the finding is not reported: nil for a reported finding. Suppressed findings are kept only for
    /// SARIF (`LintRun.suppressed`); every other reporter, the summary and the exit status leave them out.
    public var suppression: FindingSuppression? = nil
    /// The mechanical rewrite that resolves the finding, when the rule has one (`duolint --fix`, SARIF `fixes`).
    public var fix: Fix? = nil

    /// Makes a finding; `range` is in the file at `path`.
    public init(ruleID: String, severity: Severity, message: String, path: String, range: SourceRange) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.range = range
    }

    /// Deterministic report order: path, line, column (UTF-8), rule id, message.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.range.start.line != b.range.start.line { return a.range.start.line < b.range.start.line }
        if a.range.start.utf8Column != b.range.start.utf8Column { return a.range.start.utf8Column < b.range.start.utf8Column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}

/// Why a finding was kept out of the report (SARIF `suppression.kind`).
public enum FindingSuppression: Sendable, Equatable {
    /// A `duolint:disable…` comment; `justification` is the reason given after ` - `.
    case inSource(justification: String?)
    /// A baseline file (`--baseline`).
    case external
}

/// A problem with an input rather than with the app: a path that does not
/// exist, an unreadable or binary file, invalid UTF-8, an invalid spec, a bad
/// option. Reported as a diagnostic (and a SARIF tool notification); makes the
/// run exit 2; never stops the other files from being linted.
public struct InputError: Sendable, Equatable, Error {
    /// The path the problem is about, as given or found.
    public var path: String
    /// 1-based line and UTF-8 column, when the problem has a position.
    public var line: Int?
    /// 1-based column in UTF-8 bytes, when the problem has a position.
    public var column: Int?
    /// What is wrong and, where there is a fixed set, what was expected.
    public var message: String
    /// 1-based column in UTF-16 code units (SARIF's column kind), when known.
    public var utf16Column: Int?

    /// Makes an input error; `line` is 1-based, `column` in UTF-8 bytes, `utf16Column` in UTF-16 units.
    public init(path: String, line: Int? = nil, column: Int? = nil, message: String, utf16Column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.utf16Column = utf16Column
    }

    /// An input error at `location` (line, UTF-8 and UTF-16 columns taken from it).
    public init(path: String, at location: SourceLocation, message: String) {
        self.init(path: path, line: location.line, column: location.utf8Column, message: message, utf16Column: location.utf16Column)
    }
}
