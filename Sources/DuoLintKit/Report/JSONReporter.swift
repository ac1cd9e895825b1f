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
/// | `fix` | only when the finding has a fix (`Finding.fix`): `description` and `replacements` |
///
/// A finding without a fix has no `fix` key. Each element of `fix.replacements` (by offset, none overlapping
/// another) says which bytes of the finding's file to replace by what, with the finding's own position keys:
///
/// | key | value |
/// |---|---|
/// | `offset` | first byte replaced, 0-based **UTF-8 byte** offset from the start of the file (a byte-order mark counts) |
/// | `length` | bytes replaced, UTF-8 (0 for an insertion before `offset`) |
/// | `line`, `column`, `utf16Column` | where they start: 1-based line, UTF-8 and UTF-16 columns |
/// | `endLine`, `endColumn`, `endUtf16Column` | just after the last byte replaced (equal to the start for an insertion) |
/// | `insertedContent` | the text put in their place (`""` for a pure deletion) |
///
/// Applying every replacement of a fix to the file's bytes, from the last offset to the first, gives the
/// file as that fix alone rewrites it (`duolint --fix` applies a fix when it overlaps no earlier one and the
/// result still parses). Strings are JSON-escaped like the rest of the report (`ReportJSONEncoding`): a
/// control character in `insertedContent` is a `\u` escape, never a raw byte.
public struct JSONReporter: StreamingReporter {
    /// `"json"`, the name given to `--reporter`.
    public static let name = "json"

    /// Creates the reporter. It has no options.
    public init() {}

    /// The number of a file's findings from which its streamed section is deferred.
    var deferredSectionMinimum = 1024

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
        // Written directly, the same bytes as the encoder's (`JSONFindingWriter`), but for a fix without replacements.
        if let bytes = JSONFindingWriter.elements(findings) { return ReportJSONEncoding.escapingInvisibles(bytes) }
        return ReportJSONEncoding.arrayElements(findings, as: JSONFinding.init)
    }

    /// One file's section in a streamed run: `section(findings)`, deferred (`ReportSection.deferred`: written in
    /// pieces when it is placed, never held whole) for a file with at least `deferredSectionMinimum` findings.
    public func section(findings: [Finding], suppressed: [Finding], context: ReportContext) -> ReportSection {
        guard findings.count >= deferredSectionMinimum, !findings.contains(where: { $0.fix?.replacements.isEmpty == true })
        else { return ReportSection(section(findings)) }
        return ReportSection(deferred: DeferredText { _, write in JSONFindingWriter.write(findings, write) })
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
    /// The finding's fix; nil (no key) without one.
    var fix: JSONFix?

    init(_ finding: Finding) {
        path = finding.path
        (line, column, utf16Column, endLine, endColumn, endUtf16Column) = JSONFinding.positionKeys(finding.range)
        ruleId = finding.ruleID
        severity = finding.severity.rawValue
        message = finding.message
        fix = finding.fix.map(JSONFix.init)
    }

    /// The position keys of `range` as the report writes them for a finding and a fix's replacement: start line,
    /// UTF-8 and UTF-16 columns, end line, exclusive end UTF-8 and UTF-16 columns (lines and columns 1-based).
    static func positionKeys(_ range: SourceRange) -> (Int, Int, Int, Int, Int, Int) {
        (range.start.line, range.start.utf8Column, range.start.utf16Column, range.end.line, range.end.utf8Column, range.end.utf16Column)
    }
}

/// A finding's fix as the `json` reporter writes it (the `fix` key). Property names are the JSON keys.
struct JSONFix: Codable, Equatable, Sendable {
    /// What the fix does, one line.
    var description: String
    /// The replacements, by offset.
    var replacements: [JSONReplacement]

    init(_ fix: Fix) {
        description = fix.description
        replacements = fix.replacements.map(JSONReplacement.init)
    }
}

/// One replacement of a fix: the bytes `offset ..< offset + length` of the file become `insertedContent`.
struct JSONReplacement: Codable, Equatable, Sendable {
    /// First byte replaced, 0-based UTF-8 offset in the file.
    var offset: Int
    /// Bytes replaced (UTF-8); 0 for an insertion.
    var length: Int
    /// Start line, 1-based.
    var line: Int
    /// Start column, UTF-8 bytes, 1-based.
    var column: Int
    /// Start column, UTF-16 code units, 1-based.
    var utf16Column: Int
    /// End line (of the position just after the last byte replaced).
    var endLine: Int
    /// Exclusive end column, UTF-8 bytes.
    var endColumn: Int
    /// Exclusive end column, UTF-16 code units.
    var endUtf16Column: Int
    /// The text put in place of the bytes.
    var insertedContent: String

    init(_ replacement: Fix.Replacement) {
        let start = replacement.deletedRegion.start
        let end = replacement.deletedRegion.end
        offset = start.offset
        length = end.offset - start.offset
        (line, column, utf16Column, endLine, endColumn, endUtf16Column) = JSONFinding.positionKeys(replacement.deletedRegion)
        insertedContent = replacement.insertedContent
    }
}
