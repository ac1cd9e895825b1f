/// The `junit` reporter: the run as a JUnit XML test report, for CI systems that show test results
/// (GitLab's merge-request test report, Jenkins' JUnit plugin, Azure Pipelines, CircleCI, Buildkite).
///
/// Layout: **one failing `<testcase>` per finding**, so each finding is listed on its own with its place and
/// message (a test case per file would fold a file's findings into one entry, and the CI systems show only
/// the first failure of a test case well). Jenkins groups test cases by `classname`, so findings are grouped
/// by rule there; GitLab lists `name` and `file` and shows the failure's text in the details.
///
/// ```xml
/// <?xml version="1.0" encoding="utf-8"?>
/// <testsuites name="duolint" tests="2" failures="1" errors="1">
///   <testsuite name="duolint" tests="2" failures="1" errors="1">
///     <testcase classname="duolint.ui_screen_main" name="App/Bar.swift:3:17">
///       <failure type="warning" message="MESSAGE">App/Bar.swift:3:17: warning: MESSAGE (ui_screen_main)</failure>
///     </testcase>
///     <testcase classname="duolint.input_error" name="Specs/bad.duo.yml:7:3">
///       <error type="input_error" message="MESSAGE">Specs/bad.duo.yml:7:3: error: MESSAGE</error>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
///
/// - The document is valid against Jenkins' `junit-10.xsd` (the schema pytest ships, checked in as
///   `Tests/Scripts/junit-10.xsd`): a `<testcase>` has only `classname` and `name` (no `file` or `line`).
/// - A finding's test case: `classname` `duolint.RULE_ID`, `name` `PATH:LINE:COLUMN` with the column in
///   **UTF-16 code units**, as the `checkstyle` reporter counts; its `<failure>` has the severity (`error`,
///   `warning` or `note`) as `type`, the message as `message`, and `PATH:LINE:COLUMN: SEVERITY: MESSAGE
///   (RULE_ID)` as text (the message's line breaks kept). Every severity is a failure: the CI job's status is
///   duolint's exit status.
/// - An input error (a file that could not be read or parsed) is a test case with classname
///   `duolint.input_error` and an `<error>` element; `name` leaves out what is unknown (its column is UTF-16
///   where known, else UTF-8, which is the same on ASCII lines).
/// - `tests` counts the test cases, `failures` the findings, `errors` the input errors, on both `<testsuites>`
///   and `<testsuite>`. A run without findings or input errors has one passing test case
///   (`<testcase classname="duolint" name="no findings"/>`, `tests="1"`), so a CI system shows a passed
///   check rather than an empty report.
/// - Findings come first in run order, then input errors in run order. No timestamps or durations: the same
///   run always gives the same bytes.
///
/// A linted run streams the document: the findings' test cases are spooled as each file is done, and the
/// head (with the totals) and the input errors' test cases are written around them at the end
/// (`JUnitFrame`), byte for byte as `report(_:)` writes it.
///
/// Text is escaped as `XMLEscaping.escape` describes (`&<>"'` as entities, characters XML 1.0 forbids replaced
/// by U+FFFD).
public struct JUnitReporter: StreamingReporter {
    /// `"junit"`, the name given to `--reporter`.
    public static let name = "junit"

    /// Creates the reporter. It has no options.
    public init() {}

    /// The number of a file's findings from which its streamed section is deferred.
    var deferredSectionMinimum = 1024

    /// The report for `run`: the whole JUnit document, ending with a newline.
    public func report(_ run: LintRun) -> String {
        if run.findings.isEmpty && run.inputErrors.isEmpty { return emptyReport }
        return head(findings: run.findings.count, inputErrors: run.inputErrors.count) + section(run.findings)
            + tail(run.inputErrors)
    }

    /// The `<testcase>` elements of `findings` (one each, in order), `""` without findings.
    public func section(_ findings: [Finding]) -> String {
        var out = ""
        for finding in findings { append(finding, to: &out) }
        return out
    }

    /// One file's section in a streamed run: `section(findings)`, deferred (`ReportSection.deferred`: written in
    /// pieces when it is placed, never held whole) for a file with at least `deferredSectionMinimum` findings.
    public func section(findings: [Finding], suppressed: [Finding], context: ReportContext) -> ReportSection {
        guard findings.count >= deferredSectionMinimum else { return ReportSection(section(findings)) }
        return ReportSection(deferred: DeferredText { _, write in
            var out = ""
            for finding in findings {
                append(finding, to: &out)
                if out.utf8.count >= ReportSpool.chunkSize {
                    write(out)
                    out = ""
                }
            }
            if !out.isEmpty { write(out) }
        })
    }

    /// Appends `finding`'s `<testcase>` element to `out`.
    private func append(_ finding: Finding, to out: inout String) {
        let start = finding.range.start
        let place = "\(finding.path):\(start.line):\(start.utf16Column)"
        out += testcase(classname: "duolint.\(finding.ruleID)", name: place)
        out += "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(attr(finding.message))\">"
        out += text("\(place): \(finding.severity.rawValue): \(finding.message) (\(finding.ruleID))")
        out += "</failure>\n    </testcase>\n"
    }

    /// A new frame: the head's totals and the input errors' test cases are known only at the end of a run.
    public func makeFrame() -> (any ReportFrame)? { JUnitFrame(reporter: self) }

    /// Not used: the frame's head, with the totals, comes first.
    public var opening: String { "" }
    /// Nothing: each `<testcase>` element ends with a line break.
    public var separator: String { "" }
    /// Not used: the frame's tail comes last.
    public var closing: String { "" }
    /// The document of a run without findings or input errors (a streamed run without findings writes
    /// `report(_:)` of its summary instead).
    public var emptyReport: String {
        XMLEscaping.declaration + "<testsuites name=\"duolint\" tests=\"1\" failures=\"0\" errors=\"0\">\n"
            + "  <testsuite name=\"duolint\" tests=\"1\" failures=\"0\" errors=\"0\">\n"
            + "    <testcase classname=\"duolint\" name=\"no findings\"/>\n" + tail([])
    }

    /// The declaration and the `<testsuites>` and `<testsuite>` start tags with the totals.
    func head(findings: Int, inputErrors: Int) -> String {
        let counts = "tests=\"\(findings + inputErrors)\" failures=\"\(findings)\" errors=\"\(inputErrors)\""
        var out = XMLEscaping.declaration
        out += "<testsuites name=\"duolint\" \(counts)>\n"
        out += "  <testsuite name=\"duolint\" \(counts)>\n"
        return out
    }

    /// The input errors' `<testcase>` elements and the end tags.
    func tail(_ inputErrors: [InputError]) -> String {
        var out = ""
        for error in inputErrors {
            var place = error.path
            if let line = error.line {
                place += ":\(line)"
                if let column = error.utf16Column ?? error.column { place += ":\(column)" }
            }
            out += testcase(classname: "duolint.input_error", name: place)
            out += "      <error type=\"input_error\" message=\"\(attr(error.message))\">"
            out += text("\(place): error: \(error.message)")
            out += "</error>\n    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    private func testcase(classname: String, name: String) -> String {
        "    <testcase classname=\"\(attr(classname))\" name=\"\(attr(name))\">\n"
    }

    private func attr(_ s: String) -> String { XMLEscaping.escape(s, attribute: true) }
    private func text(_ s: String) -> String { XMLEscaping.escape(s, attribute: false) }
}

/// One streamed JUnit run: the sections are written as they are; the head (totals: the run's finding
/// counts and input errors) and the tail (the input errors' test cases) at the end.
final class JUnitFrame: ReportFrame {
    private let reporter: JUnitReporter

    init(reporter: JUnitReporter) {
        self.reporter = reporter
    }

    /// Writes the section's test cases as they are (they hold no numbers).
    func place(_ section: ReportSection, _ write: (String) -> Void) {
        section.write(numbers: [], write)
    }

    /// The head with `run`'s totals (`counts.total` findings: a streamed run keeps no findings) and the tail
    /// with its input errors.
    func ends(for run: LintRun) -> (head: String, tail: String) {
        (reporter.head(findings: run.counts.total, inputErrors: run.inputErrors.count), reporter.tail(run.inputErrors))
    }
}
