import Foundation

/// The `json` reporter: the findings as a JSON array, for scripts and tools.
///
/// The report is a pretty-printed array (two-space indentation, keys sorted, so
/// the same run always gives the same bytes) with one object per finding in run
/// order, followed by a newline; a run without findings gives `[]\n`. Input
/// errors are not part of this report (the CLI reports them on standard error).
///
/// Each object has these keys (positions are 1-based; the end is exclusive, the
/// position just after the finding's last character):
///
/// | key | value |
/// |---|---|
/// | `path` | the file as reported |
/// | `line` | start line |
/// | `column` | start column in **UTF-8 bytes** (as in the `xcode` reporter) |
/// | `utf16Column` | start column in **UTF-16 code units** (as editors and SARIF count) |
/// | `endLine` | end line |
/// | `endColumn` | end column in **UTF-8 bytes**, exclusive |
/// | `endUtf16Column` | end column in **UTF-16 code units**, exclusive |
/// | `ruleId` | the rule's id, e.g. `ui_screen_main` |
/// | `severity` | `note`, `warning` or `error` |
/// | `message` | the finding's message |
public struct JSONReporter: StreamingReporter {
    /// `"json"`, the name given to `--reporter`.
    public static let name = "json"

    /// Creates the reporter. It has no options.
    public init() {}

    /// The report for `run`: a JSON array with one object per finding (columns
    /// both in UTF-8 bytes and in UTF-16 code units), ending with a newline.
    public func report(_ run: LintRun) -> String {
        // JSONEncoder pretty-prints an empty array as "[\n\n]"; the format wants "[]".
        if run.findings.isEmpty { return "[]\n" }
        return ReportJSONEncoding.encode(run.findings.map(JSONFinding.init)) + "\n"
    }

    /// One file's finding objects, as they appear inside the report's array (indented one level, separated
    /// by `,\n`, no brackets), or `""` without findings.
    public func section(_ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "" }
        return ReportJSONEncoding.arrayElements(findings.map(JSONFinding.init))
    }

    /// `[` and a line break.
    public var opening: String { "[\n" }
    /// `,` and a line break, between two files' objects.
    public var separator: String { ",\n" }
    /// A line break, `]` and the final newline.
    public var closing: String { "\n]\n" }
    /// `[]` and a newline.
    public var emptyReport: String { "[]\n" }
}

/// One finding as the `json` reporter writes it. Property names are the JSON keys.
struct JSONFinding: Codable, Equatable, Sendable {
    var path: String
    var line: Int
    /// Start column, UTF-8 bytes.
    var column: Int
    /// Start column, UTF-16 code units.
    var utf16Column: Int
    var endLine: Int
    /// Exclusive end column, UTF-8 bytes.
    var endColumn: Int
    /// Exclusive end column, UTF-16 code units.
    var endUtf16Column: Int
    var ruleId: String
    var severity: String
    var message: String

    init(_ finding: Finding) {
        let start = finding.range.start
        let end = finding.range.end
        path = finding.path
        line = start.line
        column = start.utf8Column
        utf16Column = start.utf16Column
        endLine = end.line
        endColumn = end.utf8Column
        endUtf16Column = end.utf16Column
        ruleId = finding.ruleID
        severity = finding.severity.rawValue
        message = finding.message
    }
}
