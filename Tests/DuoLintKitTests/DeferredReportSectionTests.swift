@testable import DuoLintKit
import Foundation
import XCTest

/// The `codeclimate` and `sonarqube` sections of a file with many findings are deferred (`ReportSection.deferred`):
/// made and written a batch of `ReportJSONEncoding.batchSize` issues at a time when placed; the `html` code rows
/// of such a file are a deferred appendix (`ReportSection.deferredAppendix`), spooled in pieces of about
/// `HTMLCodeRows.pieceSize` bytes. What they write is byte for byte the section made whole, across batch and
/// piece boundaries, with hidden findings between reported ones (codeclimate's occurrence numbers count them)
/// and findings whose severity is not their rule's (sonarqube's `RULE:SEVERITY` ids).
final class DeferredReportSectionTests: XCTestCase {
    /// 600 findings of `App/A.swift` (two and a bit batches) in report order: every seventh line's finding is an
    /// error of a warning rule, the rest alternate between two rules; several share a line text. `hidden` are
    /// suppressed findings on every fiftieth line.
    static let findings: (reported: [Finding], hidden: [Finding]) = {
        func finding(_ line: Int, _ rule: String, _ severity: Severity) -> Finding {
            Finding(ruleID: rule, severity: severity, message: "Message \(line % 5) \u{2028} of \(rule)", path: "App/A.swift",
                    range: ReporterTests.range(line: line, 3...9, utf16: 3...9))
        }
        let reported = (1...600).map { line in
            line % 7 == 0 ? finding(line, "ui_screen_main", .error)
                : finding(line, line % 2 == 0 ? "ui_screen_main" : "text_only_bar_item", .warning)
        }
        var hidden = stride(from: 50, through: 600, by: 50).map { finding($0, "ui_screen_main", .warning) }
        hidden[0].suppression = .inSource(justification: nil)
        return (reported, hidden)
    }()

    /// The lines of `App/A.swift`: ten distinct texts, repeated.
    static let source = SourceTextReader { path in
        path == "App/A.swift" ? Array((1...600).map { "  let x = UIScreen.main // \($0 % 10)\n" }.joined().utf8) : nil
    }

    /// All the text a section writes.
    private func text(_ section: ReportSection) -> String {
        var out = ""
        section.write(numbers: []) { out += $0 }
        return out
    }

    func testCodeClimateDeferredSectionWritesTheWholeSection() {
        var whole = CodeClimateReporter(paths: StreamedReportTests.project, source: Self.source)
        whole.deferredSectionMinimum = .max
        var deferred = whole
        deferred.deferredSectionMinimum = 600
        let (reported, hidden) = Self.findings
        for suppressed in [[], hidden] {
            let a = whole.section(findings: reported, suppressed: suppressed, context: ReportContext())
            let b = deferred.section(findings: reported, suppressed: suppressed, context: ReportContext())
            XCTAssertNil(a.deferred)
            XCTAssertNotNil(b.deferred)
            XCTAssertEqual(b.pieces, [""])
            XCTAssertEqual(text(b), text(a))
            XCTAssertEqual(text(a), whole.section(reported, hidden: suppressed))
            XCTAssertEqual(text(a).components(separatedBy: "\"check_name\"").count, 601)
        }
        // One finding fewer than the minimum: made whole.
        XCTAssertNil(deferred.section(findings: Array(reported.dropLast()), suppressed: [], context: ReportContext()).deferred)
        var run = LintRun(findings: reported, inputErrors: [], rules: ReporterTests.rules, fileCount: 1, lineCount: 600, seconds: 0)
        run.suppressed = hidden
        XCTAssertEqual(deferred.streamedReport(run), whole.report(run))
        XCTAssertEqual(whole.streamedReport(run), whole.report(run))
    }

    func testSonarQubeDeferredSectionWritesTheWholeSectionWithItsRuleIDs() {
        var whole = SonarQubeReporter(paths: StreamedReportTests.project)
        whole.deferredSectionMinimum = .max
        var deferred = whole
        deferred.deferredSectionMinimum = 600
        let context = ReportContext(rules: ReporterTests.rules)
        let (reported, _) = Self.findings
        let a = whole.section(findings: reported, suppressed: [], context: context)
        let b = deferred.section(findings: reported, suppressed: [], context: context)
        XCTAssertNil(a.deferred)
        XCTAssertNotNil(b.deferred)
        XCTAssertEqual(text(b), text(a))
        XCTAssertEqual(a.facts.count, 600)
        XCTAssertEqual(b.facts, ["text_only_bar_item", "ui_screen_main", "ui_screen_main:error"])
        XCTAssertEqual(Set(a.facts), Set(b.facts))
        let run = LintRun(findings: reported, inputErrors: [], rules: ReporterTests.rules, fileCount: 1, lineCount: 600, seconds: 0)
        XCTAssertEqual(deferred.streamedReport(run), whole.report(run))
        XCTAssertEqual(deferred.report(run), whole.report(run))
        XCTAssertEqual(deferred.section(reported), whole.section(reported))
        XCTAssertTrue(whole.report(run).contains("\"id\" : \"ui_screen_main:error\""))
    }

    func testHTMLDeferredRowsWriteTheWholeRows() throws {
        var whole = HTMLReporter(version: "1.2.3", source: Self.source)
        whole.deferredSectionMinimum = .max
        var deferred = whole
        deferred.deferredSectionMinimum = 600
        let (reported, _) = Self.findings
        let file = ReportedFile(path: "App/A.swift")
        let a = whole.section(file: file, findings: reported, suppressed: [], context: ReportContext())
        let b = deferred.section(file: file, findings: reported, suppressed: [], context: ReportContext())
        XCTAssertNil(a.deferredAppendix)
        let rows = try XCTUnwrap(b.deferredAppendix)
        XCTAssertEqual(b.appendix, "")
        XCTAssertEqual(b.facts, a.facts)
        XCTAssertFalse(b.isEmpty)
        var pieces: [String] = []
        rows.write([]) { pieces.append($0) }
        XCTAssertGreaterThan(pieces.count, 2)
        XCTAssertTrue(pieces.dropLast().allSatisfy { $0.utf8.count >= HTMLCodeRows.pieceSize && $0.hasSuffix("</tr>\n") })
        XCTAssertEqual(pieces.joined(), a.appendix)
        XCTAssertEqual(a.appendix.components(separatedBy: "<tr class=\"finding ").count, 601)
        XCTAssertEqual(deferred.section(reported), whole.section(reported))
        let run = LintRun(findings: reported, inputErrors: [], rules: ReporterTests.rules, fileCount: 1, lineCount: 600, seconds: 0)
        XCTAssertEqual(deferred.report(run), whole.report(run))
        XCTAssertEqual(deferred.streamedReport(run), whole.report(run))
        // A deferred section waits in memory, never in the writer's temporary file (a closure cannot be written).
        let sink = TextSink()
        let writer = OrderedReportWriter(reporter: deferred, pendingBudget: 0) { sink.text += $0 }
        writer.deliver(1, b)
        writer.deliver(0, ReportSection(""))
        writer.finish(run)
        XCTAssertEqual(sink.text, whole.report(run))
    }

    /// `xcode` and `github` (`LineReporter`): from `lineSectionDeferredMinimum` findings on, a file's lines are
    /// written in pieces of whole lines of about `ReportSpool.chunkSize` bytes when placed.
    func testLineReportersDeferTheLinesOfAFileWithManyFindings() throws {
        let (reported, _) = Self.findings
        let many = (0..<3).flatMap { k in reported.map { f -> Finding in
            var g = f
            g.range = ReporterTests.range(line: f.range.start.line + 600 * k, 3...9, utf16: 3...9)
            return g
        } }
        XCTAssertEqual(many.count, 1800)
        var run = LintRun(findings: many, inputErrors: [InputError(path: "B.swift", message: "binary file")],
                          rules: ReporterTests.rules, fileCount: 2, lineCount: 1800, seconds: 0)
        run.counts = FindingCounts(many)
        for reporter in [XcodeReporter(), GitHubReporter()] as [any LineReporter] {
            let small = reporter.section(findings: Array(many.prefix(lineSectionDeferredMinimum - 1)), suppressed: [], context: ReportContext())
            XCTAssertNil(small.deferred)
            let section = reporter.section(findings: many, suppressed: [], context: ReportContext())
            let deferred = try XCTUnwrap(section.deferred)
            XCTAssertEqual(section.pieces, [""])
            var pieces: [String] = []
            deferred.write([]) { pieces.append($0) }
            XCTAssertGreaterThanOrEqual(pieces.count, 2)
            XCTAssertTrue(pieces.dropLast().allSatisfy { $0.utf8.count >= ReportSpool.chunkSize && $0.hasSuffix("\n") })
            XCTAssertEqual(pieces.joined(), reporter.section(many))
            XCTAssertEqual(pieces.joined().components(separatedBy: "\n").count, 1801)
            XCTAssertEqual(reporter.streamedReport(run), reporter.report(run))
        }
    }

    /// `checkstyle`: from `deferredSectionMinimum` findings on, a file's `<file>` element is written in pieces of
    /// whole lines of about `ReportSpool.chunkSize` bytes when placed, byte for byte the element made whole.
    func testCheckstyleDefersTheElementOfAFileWithManyFindings() throws {
        var whole = CheckstyleReporter()
        whole.deferredSectionMinimum = .max
        let reporter = CheckstyleReporter()
        let (reported, _) = Self.findings
        let many = (0..<3).flatMap { k in reported.map { f -> Finding in
            var g = f
            g.range = ReporterTests.range(line: f.range.start.line + 600 * k, 3...9, utf16: 3...9)
            return g
        } }
        XCTAssertNil(reporter.section(findings: Array(many.prefix(1023)), suppressed: [], context: ReportContext()).deferred)
        let a = whole.section(findings: many, suppressed: [], context: ReportContext())
        XCTAssertNil(a.deferred)
        let section = reporter.section(findings: many, suppressed: [], context: ReportContext())
        let deferred = try XCTUnwrap(section.deferred)
        XCTAssertEqual(section.pieces, [""])
        var pieces: [String] = []
        deferred.write([]) { pieces.append($0) }
        XCTAssertGreaterThanOrEqual(pieces.count, 4)
        XCTAssertTrue(pieces.dropLast().allSatisfy { $0.utf8.count >= ReportSpool.chunkSize && $0.hasSuffix("/>\n") })
        XCTAssertTrue(pieces.last!.hasSuffix("\"/>\n  </file>\n"))
        XCTAssertEqual(pieces.joined(), text(a))
        XCTAssertEqual(pieces.joined(), reporter.section(many))
        XCTAssertTrue(text(a).hasPrefix("  <file name=\"App/A.swift\">\n    <error line=\"1\" column=\"3\" severity=\"warning\" "
                                        + "message=\"Message 1 &#8232; of text_only_bar_item\" source=\"duolint.text_only_bar_item\"/>\n"))
        XCTAssertEqual(text(a).components(separatedBy: "<error ").count, 1801)
        var run = LintRun(findings: many, inputErrors: [], rules: ReporterTests.rules, fileCount: 1, lineCount: 1800, seconds: 0)
        run.counts = FindingCounts(many)
        XCTAssertEqual(reporter.streamedReport(run), whole.report(run))
    }
}
