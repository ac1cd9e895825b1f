@testable import DuoLintKit
import Foundation
import XCTest

/// The `sarif` and `junit` reporters streamed (issue 12, item 10): a run writes each file's results as the
/// file is done (spooled to an anonymous temporary file) and the head and tail made from the run's summary
/// around them. What a streamed run writes is byte for byte `report(run)` of the same run: on hand-built
/// runs, on Samples, on linted folders with suppressions, a baseline and input errors, and through the CLI.
final class StreamedReportTests: XCTestCase {
    /// The reporters with a frame, and those with fixed ends (held to the same `streamedReport` rule).
    static let project = RepositoryPaths(root: "/work/project", workingDirectory: "/work/project")
    static let framed: [any StreamingReporter] = [
        SARIFReporter(version: "1.2.3", sourceRoot: "/work/project"), JUnitReporter(),
        SARIFReporter(version: "1.2.3", sourceRoot: "/work/project", options: SARIFOptions(category: "duolint/ios", suppressed: .omit)),
        SonarQubeReporter(paths: project), MarkdownReporter(),
    ]
    static let fixed: [any StreamingReporter] = [XcodeReporter(), JSONReporter(), GitHubReporter(), CheckstyleReporter(),
                                                 CodeClimateReporter(paths: project, source: .none)]

    /// `ReporterTests.sampleRun` with suppressed findings in a file of their own and in a file with reported
    /// findings (a comment's reason, none, the baseline), a baseline applied, the same rule, path and message
    /// twice (occurrence numbers), an absolute path, and input errors with and without a position or path.
    static let suppressedRun: LintRun = {
        var run = MoreReporterTests.run
        let r = { (line: Int) in ReporterTests.range(line: line, 9...21, utf16: 9...21) }
        func finding(_ path: String, _ line: Int, _ suppression: FindingSuppression?, message: String = "Use the scene's screen") -> Finding {
            var f = Finding(ruleID: "ui_screen_main", severity: .warning, message: message, path: path, range: r(line))
            f.suppression = suppression
            return f
        }
        run.findings += [finding("Odd/Twice.swift", 2, nil), finding("Odd/Twice.swift", 9, nil), finding("/abs/App.swift", 1, nil)]
        run.findings.sort(by: Finding.reportOrder)
        run.counts = FindingCounts(run.findings)
        run.suppressed = [
            finding("App/Bar.swift", 1, .inSource(justification: "widget has no scene")),
            finding("App/Bar.swift", 5, .external),
            finding("App/Only suppressed.swift", 3, .inSource(justification: nil)),
            finding("Odd/Twice.swift", 4, .external),
        ].sorted(by: Finding.reportOrder)
        run.baselineApplied = true
        run.inputErrors += [InputError(path: "", message: "no input files"),
                            InputError(path: "/abs/Bad.duo.yml", line: 2, column: 5, message: "invalid spec", utf16Column: 4)]
        return run
    }()

    /// Findings in two files whose names differ only in Unicode normalization (NFC `é`, NFD `e` + U+0301):
    /// equal as Swift strings, two artifacts and two fingerprint counts in SARIF.
    static let normalizationRun: LintRun = {
        let message = "Use the scene's screen"
        let findings = ["App/\u{E9}.swift", "App/e\u{301}.swift", "App/\u{E9}.swift"].enumerated().map { i, path in
            Finding(ruleID: "ui_screen_main", severity: .error, message: message, path: path,
                    range: ReporterTests.range(line: i + 1, 1...5, utf16: 1...5))
        }
        return LintRun(findings: findings, inputErrors: [], rules: ReporterTests.rules, fileCount: 2, lineCount: 3, seconds: 0)
    }()

    /// A run with only suppressed findings and only input errors.
    static let onlySuppressedRun: LintRun = {
        var run = LintRun(findings: [], inputErrors: [InputError(path: "B.swift", message: "binary file")],
                          rules: ReporterTests.rules, fileCount: 2, lineCount: 3, seconds: 0)
        run.suppressed = suppressedRun.suppressed
        return run
    }()

    static let runs = [ReporterTests.sampleRun, ReporterTests.emptyRun, MoreReporterTests.run, suppressedRun,
                       normalizationRun, onlySuppressedRun]

    // MARK: - In process

    func testStreamedReportsEqualWholeReports() {
        for reporter in Self.framed + Self.fixed {
            for (i, run) in Self.runs.enumerated() {
                XCTAssertEqual(reporter.streamedReport(run), reporter.report(run), "\(type(of: reporter)), run \(i)")
            }
        }
    }

    /// The exact head, sections and tail of a streamed JUnit report: the totals come from the summary's counts
    /// (a streamed run keeps no findings), the input errors come last.
    func testJUnitStreamedPiecesExactly() {
        let run = Self.suppressedRun
        let reporter = JUnitReporter()
        let streamed = reporter.streamedReport(run)
        let counts = "tests=\"\(run.findings.count + run.inputErrors.count)\" failures=\"\(run.findings.count)\" errors=\"\(run.inputErrors.count)\""
        XCTAssertTrue(streamed.hasPrefix(XMLEscaping.declaration + "<testsuites name=\"duolint\" \(counts)>\n  <testsuite name=\"duolint\" \(counts)>\n"))
        XCTAssertTrue(streamed.hasSuffix("/abs/Bad.duo.yml:2:4: error: invalid spec</error>\n    </testcase>\n  </testsuite>\n</testsuites>\n"), streamed)
        XCTAssertEqual(streamed.components(separatedBy: "<testcase ").count - 1, run.findings.count + run.inputErrors.count)
    }

    /// SARIF sections come in any order from the workers and are numbered in file order: the artifact
    /// indexes are those of the whole log, and a section's placeholders never reach the output.
    func testSARIFSectionsDeliveredOutOfOrderAreNumberedInFileOrder() {
        let reporter = SARIFReporter(version: "1.2.3", sourceRoot: "/work/project")
        let run = Self.suppressedRun
        let context = ReportContext(run)
        var byPath: [(String, [Finding], [Finding])] = []
        for f in (run.findings + run.suppressed).sorted(by: Finding.reportOrder) {
            if byPath.last?.0 != f.path { byPath.append((f.path, [], [])) }
            if f.suppression == nil { byPath[byPath.count - 1].1.append(f) } else { byPath[byPath.count - 1].2.append(f) }
        }
        XCTAssertEqual(byPath.count, 6)
        final class Sink: @unchecked Sendable { var text = "" }
        let sink = Sink()
        let writer = OrderedReportWriter(reporter: reporter) { sink.text += $0 }
        for (i, file) in byPath.enumerated().reversed() {
            writer.deliver(i, reporter.section(findings: file.1, suppressed: file.2, context: context))
            XCTAssertEqual(sink.text, "", "nothing is written before the head")
        }
        var summary = run
        summary.findings = []
        summary.suppressed = []
        writer.finish(summary)
        XCTAssertNil(writer.failure)
        XCTAssertEqual(sink.text, reporter.report(run))
        XCTAssertFalse(sink.text.contains(String(SARIFReporter.placeholderBase)))
        let sections = byPath.map { reporter.section(findings: $0.1, suppressed: $0.2, context: context) }
        XCTAssertEqual(sections.map(\.paths.count), [1, 1, 1, 1, 1, 1])
        XCTAssertEqual(sections.map(\.slots.count), byPath.map { $0.1.count + $0.2.count })
    }

    /// A streamed run over Samples (each file's section made on a worker, findings not kept) writes exactly
    /// the whole run's SARIF and JUnit reports, with one job and several.
    func testStreamedRunOfSamplesWritesTheWholeReports() throws {
        let samples = packageRoot.appendingPathComponent("Samples").path
        let configuration = try ConfigurationReader().load(path: samples + "/.duolint.yml")
        let whole = Linter(configuration: configuration, jobs: 1).run(paths: [samples])
        XCTAssertEqual(whole.counts, FindingCounts(errors: 16, warnings: 72, notes: 8))
        for reporter in Self.framed {
            for jobs in [1, 3] {
                let (text, streamed) = Self.streamedRun(Linter(configuration: configuration, jobs: jobs), [samples], reporter)
                XCTAssertEqual(text, reporter.report(whole), "\(type(of: reporter)), jobs \(jobs)")
                XCTAssertEqual(streamed.findings.count, 0)
                XCTAssertEqual(streamed.suppressed.count, 0)
                XCTAssertEqual(streamed.counts, whole.counts)
                XCTAssertEqual(streamed.inputErrors, whole.inputErrors)
            }
        }
    }

    /// A linted folder with suppressed and baselined findings, input errors (a binary file, an invalid spec)
    /// and a file without findings: the streamed SARIF (suppressions, `baselineState`, notifications) and
    /// JUnit are the whole reports, and the SARIF validates against the schema.
    func testStreamedRunWithSuppressionsBaselineAndInputErrorsWritesTheWholeReports() throws {
        let dir = try Self.makeProject(self)
        var linter = Linter(jobs: 2)
        linter.baselineRoot = dir.path
        let baselinePath = dir.appendingPathComponent("baseline.json").path
        linter.baseline = try Baseline.load(from: baselinePath).get().matcher
        let whole = linter.run(paths: [dir.path])
        XCTAssertEqual(whole.suppressed.map { "\(($0.path as NSString).lastPathComponent):\($0.range.start.line) \($0.suppression.map { "\($0)" } ?? "")" },
                       ["A.swift:3 inSource(justification: Optional(\"widget has no scene\"))", "C.swift:1 external", "C.swift:2 external"])
        XCTAssertEqual(whole.inputErrors.count, 2, "\(whole.inputErrors)")
        for reporter in Self.framed {
            let (text, streamed) = Self.streamedRun(linter, [dir.path], reporter)
            XCTAssertEqual(text, reporter.report(whole), "\(type(of: reporter))")
            XCTAssertEqual(streamed.counts, whole.counts)
            if reporter is SARIFReporter { try ReporterTests.assertValidSARIF(text) }
        }
    }

    // MARK: - Through the CLI

    /// `duolint --reporter sarif|junit` (streamed) prints the whole report of the same run made in process,
    /// with a baseline, suppressions and input errors (exit 2), and in a folder without findings (exit 0).
    func testCLIStreamedReportsEqualWholeReports() throws {
        let dir = try Self.makeProject(self)
        let clean = dir.appendingPathComponent("clean")
        try FileManager.default.createDirectory(at: clean, withIntermediateDirectories: true)
        try Data("let x = 1\n".utf8).write(to: clean.appendingPathComponent("Fine.swift"))
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(dir.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        for (arguments, status) in [(["--baseline", "baseline.json", "."], Int32(2)), (["clean"], 0)] {
            var linter = Linter(configuration: Configuration(), jobs: 2)
            if arguments.first == "--baseline" {
                linter.baselineRoot = BaselineFingerprint.folder(ofFile: "baseline.json")
                linter.baseline = try Baseline.load(from: "baseline.json").get().matcher
            }
            let whole = linter.run(paths: [arguments.last!])
            for name in ["sarif", "junit", "codeclimate", "sonarqube", "markdown"] {
                let reporter = try XCTUnwrap(Reporters.named(name, version: DuoLintVersion.current))
                let r = try runDuolint(["--quiet", "--reporter", name] + arguments, in: dir, timeout: 60)
                XCTAssertEqual(r.status, status, "\(name) \(arguments): \(r.stderr)")
                XCTAssertEqual(r.stdout, reporter.report(whole), "\(name) \(arguments)")
            }
        }
    }

    // MARK: - The spool

    /// What goes into a spool comes back byte for byte, in pieces cut at character boundaries (multi-byte
    /// characters straddle the 64 KiB chunks), and the temporary file is unlinked from the start.
    func testSpoolGivesBackExactlyWhatWasWrittenAndLeavesNoFile() throws {
        let dir = try makeTemporaryDirectory(self)
        let spool = ReportSpool(directory: dir.path)
        XCTAssertFalse(spool.inMemory)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
        var expected = ""
        for i in 0..<20_000 {
            let text = "\(i): \u{E9}\u{1F4F7}\u{4E2D} \"x\"\n"
            spool.write(text)
            expected += text
        }
        XCTAssertGreaterThan(expected.utf8.count, 4 * ReportSpool.chunkSize)
        var pieces: [String] = []
        XCTAssertNil(spool.copy(to: { pieces.append($0) }))
        XCTAssertEqual(pieces.joined(), expected)
        XCTAssertGreaterThan(pieces.count, 4)
        XCTAssertFalse(pieces.contains { $0.contains("\u{FFFD}") })
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
    }

    /// Texts of two chunks or more go to the file from their own storage, between small ones that are buffered:
    /// the body comes back in order, no character cut (a 4-byte `📷` straddles chunk boundaries).
    func testSpoolWritesLargeTextsStraightToTheFileInOrder() throws {
        let dir = try makeTemporaryDirectory(self)
        let spool = ReportSpool(directory: dir.path)
        XCTAssertFalse(spool.inMemory)
        let large = String(repeating: "a\u{1F4F7}", count: 40_000)
        let texts = ["x", large, "small\n", String(repeating: "y", count: 2 * ReportSpool.chunkSize - 7), large, "end\n"]
        for text in texts { spool.write(text) }
        XCTAssertFalse(spool.inMemory)
        var pieces: [String] = []
        XCTAssertNil(spool.copy(to: { pieces.append($0) }))
        XCTAssertEqual(pieces.joined(), texts.joined())
        XCTAssertFalse(pieces.contains { $0.contains("\u{FFFD}") })
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
    }

    /// Without a usable temporary folder the spool keeps the body in memory: the report is still complete,
    /// given back in chunks cut at character boundaries.
    func testSpoolWithoutATemporaryFolderKeepsTheBodyInMemory() {
        let spool = ReportSpool(directory: "/nonexistent-duolint-folder/sub")
        XCTAssertTrue(spool.inMemory)
        // 7 bytes first, so a 2-byte `é` straddles each 64 KiB boundary of the memory chunks.
        spool.write("first!\n")
        spool.write(String(repeating: "\u{E9}", count: 70_000))
        var pieces: [String] = []
        XCTAssertNil(spool.copy(to: { pieces.append($0) }))
        XCTAssertEqual(pieces.joined(), "first!\n" + String(repeating: "\u{E9}", count: 70_000))
        XCTAssertEqual(pieces.count, 3)
        XCTAssertFalse(pieces.contains { $0.contains("\u{FFFD}") })
    }

    // MARK: - Helpers

    /// Runs `linter` over `paths` streaming `reporter`'s report into a string; returns it and the run.
    static func streamedRun(_ linter: Linter, _ paths: [String], _ reporter: any StreamingReporter) -> (String, LintRun) {
        final class Sink: @unchecked Sendable { var text = "" }
        let sink = Sink()
        let writer = OrderedReportWriter(reporter: reporter) { sink.text += $0 }
        let run = linter.run(paths: paths, streaming: (reporter, writer))
        return (sink.text, run)
    }

    /// A folder with `A.swift` (a finding suppressed with a reason, two reported), `B.swift` (binary),
    /// `C.swift` (two findings, both in `baseline.json`), `D.swift` (no findings) and `E.duo.yml` (an
    /// invalid spec).
    static func makeProject(_ test: XCTestCase) throws -> URL {
        let dir = try makeTemporaryDirectory(test)
        func write(_ text: String, _ name: String) throws {
            try Data(text.utf8).write(to: dir.appendingPathComponent(name))
        }
        try write("let c = UIScreen.main\nlet d = UIScreen.main.bounds\n", "C.swift")
        var baseline = Linter(jobs: 1)
        baseline.recordsBaseline = true
        baseline.baselineRoot = dir.path
        let recorded = baseline.run(paths: [dir.appendingPathComponent("C.swift").path])
        XCTAssertNil(Baseline(findings: recorded.baselineEntries).write(to: dir.appendingPathComponent("baseline.json").path))
        try write("let a = UIScreen.main.scale\n// duolint:disable:next ui_screen_main - widget has no scene\nlet b = UIScreen.main\nlet e = UIScreen.main\n", "A.swift")
        try Data([0, 1, 2, 3, 0, 0, 7, 8]).write(to: dir.appendingPathComponent("B.swift"))
        try write("let x = 1\n", "D.swift")
        try write("screens: [\n", "E.duo.yml")
        return dir
    }
}
