/// The `markdown` reporter: a GitHub-flavoured Markdown summary for `$GITHUB_STEP_SUMMARY` and pull-request
/// comments, which show every finding (a step's annotations stop at 10 errors and 10 warnings).
///
/// ```markdown
/// ## duolint
///
/// 2 findings: 1 error, 1 warning, 0 notes.
///
/// | Rule | Severity | Findings |
/// |---|---|---|
/// | ` ui_screen_main ` | error | 1 |
/// | ` idiom_layout_check ` | warning | 1 |
///
/// | Location | Rule | Severity | Message |
/// |---|---|---|---|
/// | ` App/A.swift:3:17 ` | ` ui_screen_main ` | error | ` UIScreen.main is … ` |
/// ```
///
/// - The summary table has one row per rule and severity with findings, by rule id, then error, warning,
///   note. The findings table has one row per finding in run order; the location is `PATH:LINE:COLUMN` with
///   the column in **UTF-8 bytes**, as the `xcode` reporter writes it.
/// - A run without findings gives the heading and `No findings.`; input errors follow in a table of their
///   own (location and message), after a line saying how many there are.
/// - Every text that comes from the run (path, rule id, message) is a code span, padded with one space on each
///   side and fenced with one backtick more than its longest run of backticks, so no link, autolink, image,
///   HTML or emphasis can start inside it; `|` is written `\|` (which GitHub's table reads as a `|` even in a
///   code span), and line breaks and other controls are written visibly as `PrintableText.escaped` writes
///   them (`\n`), so a cell never ends early and a row never breaks.
///
/// A linted run streams the rows; the head with the summary table (known once the run is over) is written
/// before them at the end (`MarkdownFrame`), byte for byte as `report(_:)` writes the whole report.
public struct MarkdownReporter: StreamingReporter {
    /// `"markdown"`, the name given to `--reporter`.
    public static let name = "markdown"

    /// Creates the reporter. It has no options.
    public init() {}

    /// The whole report of `run`, ending with a newline.
    public func report(_ run: LintRun) -> String {
        var perKey: [String: Int] = [:]
        for f in run.findings { perKey[Self.fact(f), default: 0] += 1 }
        return head(counts: run.counts, perKey: perKey) + section(run.findings) + tail(run.inputErrors)
    }

    /// The rows of `findings`, one line each, `""` without findings.
    public func section(_ findings: [Finding]) -> String {
        var out = ""
        for f in findings {
            let start = f.range.start
            out += "| \(Self.cell("\(f.path):\(start.line):\(start.utf8Column)")) | \(Self.cell(f.ruleID)) | "
                + "\(f.severity.rawValue) | \(Self.cell(f.message)) |\n"
        }
        return out
    }

    /// The rows, with each finding's rule and severity as a fact for the summary table.
    public func section(findings: [Finding], suppressed: [Finding], context: ReportContext) -> ReportSection {
        ReportSection(section(findings), facts: findings.map(Self.fact))
    }

    /// A new frame: the summary table is known at the end.
    public func makeFrame() -> (any ReportFrame)? { MarkdownFrame(reporter: self) }

    /// Not used (the frame's head is).
    public var opening: String { "" }
    /// Nothing: each row ends with its line break.
    public var separator: String { "" }
    /// Not used (the frame's tail is).
    public var closing: String { "" }
    /// The report of a run without findings or input errors.
    public var emptyReport: String { head(counts: FindingCounts(), perKey: [:]) + tail([]) }

    /// A finding's rule and severity, as one fact.
    static func fact(_ f: Finding) -> String { f.ruleID + "\t" + f.severity.rawValue }

    /// The heading, the counts and, with findings, the summary table and the findings table's header.
    /// `perKey` counts the findings by `fact`.
    func head(counts: FindingCounts, perKey: [String: Int]) -> String {
        var out = "## duolint\n\n"
        guard counts.total > 0 else { return out + "No findings.\n" }
        func n(_ k: Int, _ word: String) -> String { "\(k) \(word)\(k == 1 ? "" : "s")" }
        out += "\(n(counts.total, "finding")): \(n(counts.errors, "error")), \(n(counts.warnings, "warning")), "
            + "\(n(counts.notes, "note")).\n\n"
        let rank: [String: Int] = ["error": 0, "warning": 1, "note": 2]
        let keys = perKey.keys.map { key -> (String, String) in
            let parts = key.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }.sorted { a, b in a.0 != b.0 ? a.0 < b.0 : (rank[a.1] ?? 3) < (rank[b.1] ?? 3) }
        out += "| Rule | Severity | Findings |\n|---|---|---|\n"
        for (rule, severity) in keys {
            out += "| \(Self.cell(rule)) | \(severity) | \(perKey[rule + "\t" + severity] ?? 0) |\n"
        }
        out += "\n| Location | Rule | Severity | Message |\n|---|---|---|---|\n"
        return out
    }

    /// The input errors' table (after a blank line), or nothing without input errors.
    func tail(_ errors: [InputError]) -> String {
        guard !errors.isEmpty else { return "" }
        var out = "\n\(errors.count) input error\(errors.count == 1 ? "" : "s") (the run exits with status 2):\n\n"
        out += "| Location | Message |\n|---|---|\n"
        for e in errors {
            var place = e.path
            if let line = e.line {
                place += ":\(line)"
                if let column = e.column { place += ":\(column)" }
            }
            out += "| \(Self.cell(place)) | \(Self.cell(e.message)) |\n"
        }
        return out
    }

    /// `text` as a table cell's code span (see the type's description).
    static func cell(_ text: String) -> String {
        let visible = PrintableText.escaped(text)
        var longest = 0, run = 0
        var body = ""
        body.reserveCapacity(visible.utf8.count + 4)
        for scalar in visible.unicodeScalars {
            if scalar == "`" { run += 1; longest = max(longest, run) } else { run = 0 }
            if scalar == "|" { body += "\\|" } else { body.unicodeScalars.append(scalar) }
        }
        let fence = String(repeating: "`", count: longest + 1)
        return fence + " " + body + " " + fence
    }
}

/// One streamed Markdown run: rows written as they come, their rules and severities counted for the head.
final class MarkdownFrame: ReportFrame {
    private let reporter: MarkdownReporter
    /// Findings by rule and severity (`MarkdownReporter.fact`).
    private var perKey: [String: Int] = [:]

    init(reporter: MarkdownReporter) {
        self.reporter = reporter
    }

    /// Writes the rows and keeps their facts.
    func place(_ section: ReportSection, _ write: (String) -> Void) {
        for fact in section.facts { perKey[fact, default: 0] += 1 }
        section.write(numbers: [], write)
    }

    /// The head with the summary table and the input errors' tail.
    func ends(for run: LintRun) -> (head: String, tail: String) {
        (reporter.head(counts: run.counts, perKey: perKey), reporter.tail(run.inputErrors))
    }
}
