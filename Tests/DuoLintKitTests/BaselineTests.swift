import Foundation
import XCTest
@testable import DuoLintKit

/// `--write-baseline` / `--baseline`: findings keyed by path, rule, a hash of their own line and an occurrence
/// number (never the line number); SARIF keeps suppressed and baselined findings.
final class BaselineTests: XCTestCase {
    private let app = """
        import UIKit

        func scale() -> CGFloat {
            return UIScreen.main.bounds
        }

        """

    private func write(_ text: String, _ name: String, in dir: URL) throws {
        try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    func testMovedFindingStaysHiddenAndOnlyTheNewOneIsReported() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(app, "App.swift", in: dir)
        let recorded = try runDuolint(["--write-baseline", "baseline.json", "--quiet", "."], in: dir)
        XCTAssertEqual(recorded.status, 1, recorded.stderr)
        XCTAssertEqual(recorded.stdout, "App.swift:4:12: error: \(try XCTUnwrap(firstMessage(in: recorded.stdout)))\n")
        let baseline = try JSONDecoder().decode(Baseline.self, from: Data(contentsOf: dir.appendingPathComponent("baseline.json")))
        XCTAssertEqual(baseline.findings.map { "\($0.path) \($0.rule) \($0.occurrence)" }, ["App.swift ui_screen_main 0"])
        XCTAssertEqual(baseline.findings[0].lineHash.count, 16)

        // Ten lines above the finding, and one new problem.
        let moved = String(repeating: "// a comment line\n", count: 10) + app + "let bounds = UIScreen.main.bounds\n"
        try write(moved, "App.swift", in: dir)
        let r = try runDuolint(["--baseline", "baseline.json", "."], in: dir)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }, ["App.swift:16:14:"])
        XCTAssertTrue(r.stderr.hasPrefix("Found 1 finding (1 error; 1 hidden by the baseline) in 1 file"), r.stderr)

        // Without the baseline both are reported.
        XCTAssertEqual(try runDuolint(["--quiet", "."], in: dir).stdout.split(separator: "\n").count, 2)
    }

    /// Entry paths are relative to the baseline file's folder: a baseline written with `.` from the project
    /// folder matches the same files given as absolute paths (Xcode's `$SRCROOT`) or from a subfolder.
    func testBaselineMatchesAbsoluteAndSubfolderPaths() throws {
        let dir = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App/Sub"), withIntermediateDirectories: true)
        try write(app, "App/View.swift", in: dir)
        _ = try runDuolint(["--write-baseline", "baseline.json", "--quiet", "."], in: dir)
        let baseline = try JSONDecoder().decode(Baseline.self, from: Data(contentsOf: dir.appendingPathComponent("baseline.json")))
        XCTAssertEqual(baseline.findings.map(\.path), ["App/View.swift"])
        let absolute = try runDuolint(["--baseline", "baseline.json", "--quiet", dir.path + "/App"], in: dir)
        XCTAssertEqual(absolute.status, 0, absolute.stdout + absolute.stderr)
        XCTAssertEqual(absolute.stdout, "")
        let fromSub = try runDuolint(["--baseline", "../../baseline.json", "--quiet", "../View.swift"], in: dir.appendingPathComponent("App/Sub"))
        XCTAssertEqual(fromSub.status, 0, fromSub.stdout + fromSub.stderr)
        XCTAssertEqual(fromSub.stdout, "")
    }

    /// Baseline files that are folders or cannot be created give the system's reason.
    func testBaselineFileErrorsNameTheReason() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(app, "App.swift", in: dir)
        let toFolder = try runDuolint(["--write-baseline", dir.path, "--quiet", "App.swift"], in: dir)
        XCTAssertEqual(toFolder.status, 2)
        XCTAssertEqual(toFolder.stderr, "duolint: error: cannot write baseline to \(dir.path): it is a directory\n")
        let missing = try runDuolint(["--write-baseline", "no/such/b.json", "--quiet", "App.swift"], in: dir)
        XCTAssertEqual(missing.stderr, "duolint: error: cannot write baseline to no/such/b.json: No such file or directory\n")
        let fromFolder = try runDuolint(["--baseline", dir.path, "--quiet", "App.swift"], in: dir)
        XCTAssertEqual(fromFolder.status, 2)
        XCTAssertEqual(fromFolder.stderr, "\(dir.path): error: cannot read baseline: it is a directory\n")
    }

    private func firstMessage(in xcode: String) -> String? {
        xcode.range(of: ": error: ").map { String(xcode[$0.upperBound...].prefix { $0 != "\n" }) }
    }

    func testEachEntryHidesOneFindingAndFilesAreDeterministic() throws {
        let dir = try makeTemporaryDirectory(self)
        let block = "run()\nlet s = UIScreen.main.bounds\nrun()\n"
        try write(block, "A.swift", in: dir)
        _ = try runDuolint(["--write-baseline", "b1.json", "--quiet", "."], in: dir)
        _ = try runDuolint(["--write-baseline", "b2.json", "--quiet", "--jobs", "1", "."], in: dir)
        let b1 = try String(contentsOf: dir.appendingPathComponent("b1.json"), encoding: .utf8)
        XCTAssertEqual(b1, try String(contentsOf: dir.appendingPathComponent("b2.json"), encoding: .utf8))
        XCTAssertTrue(b1.contains("\"findings\" : [") && b1.hasSuffix("}\n"), b1)
        XCTAssertLessThan(b1.range(of: "\"lineHash\"")!.lowerBound, b1.range(of: "\"occurrence\"")!.lowerBound)

        // The same three lines again: same line hash, occurrence 1, not in the baseline.
        try write(block + block, "A.swift", in: dir)
        let r = try runDuolint(["--baseline", "b1.json", "--quiet", "."], in: dir)
        XCTAssertEqual(r.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }, ["A.swift:5:9:"])
    }

    func testMissingOrInvalidBaselineIsAnInputError() throws {
        let dir = try makeTemporaryDirectory(self)
        try write("let a = 1\n", "A.swift", in: dir)
        let missing = try runDuolint(["--baseline", "nope.json", "--quiet", "."], in: dir)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "nope.json: error: cannot read baseline: no such file\n")
        try write("{\"findings\": 3}", "bad.json", in: dir)
        let invalid = try runDuolint(["--baseline", "bad.json", "--quiet", "."], in: dir)
        XCTAssertEqual(invalid.status, 2)
        XCTAssertEqual(invalid.stderr, "bad.json: error: invalid baseline (expected the JSON that --write-baseline writes)\n")
    }

    func testSARIFKeepsSuppressedAndBaselinedFindingsAndValidates() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(app, "App.swift", in: dir)
        _ = try runDuolint(["--write-baseline", "baseline.json", "--quiet", "."], in: dir)
        try write(app + "// duolint:disable:next ui_screen_main - widget has no scene\nlet w = UIScreen.main\nlet n = UIScreen.main\n", "App.swift", in: dir)
        let r = try runDuolint(["--baseline", "baseline.json", "--reporter", "sarif", "--quiet", "."], in: dir)
        XCTAssertEqual(r.status, 1, r.stderr)
        let log = try ReporterTests.object(r.stdout)
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let summary = results.map { res -> String in
            let region = ((res["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
            let sup = (res["suppressions"] as? [[String: Any]])?.map { s in "\(s["kind"]!)" + (s["justification"].map { ":\($0)" } ?? "") } ?? []
            return "\(region?["startLine"] ?? 0) \(res["ruleId"]!) \(res["baselineState"] ?? "-") \(sup)"
        }
        XCTAssertEqual(summary, [
            "4 ui_screen_main unchanged [\"external\"]",
            "7 ui_screen_main new [\"inSource:widget has no scene\"]",
            "8 ui_screen_main new []",
        ])
        try ReporterTests.assertValidSARIF(r.stdout)
        // Other reporters leave suppressed and baselined findings out.
        let xcode = try runDuolint(["--baseline", "baseline.json", "--quiet", "."], in: dir)
        XCTAssertEqual(xcode.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }, ["App.swift:8:9:"])
        let json = try runDuolint(["--baseline", "baseline.json", "--reporter", "json", "--quiet", "."], in: dir)
        XCTAssertEqual(json.stdout.components(separatedBy: "\"ruleId\"").count - 1, 1, json.stdout)
    }

    func testStreamedRunLeavesSuppressedFindingsOut() throws {
        let dir = try makeTemporaryDirectory(self)
        try write("// duolint:disable:next ui_screen_main\nlet a = UIScreen.main\nlet b = UIScreen.main\n", "A.swift", in: dir)
        final class Sink: @unchecked Sendable { var text = "" }
        let sink = Sink()
        let reporter = XcodeReporter()
        let writer = OrderedReportWriter(reporter: reporter) { sink.text += $0 }
        let run = Linter(jobs: 2).run(paths: [dir.path], streaming: (reporter, writer))
        XCTAssertEqual(sink.text.split(separator: "\n").map { String($0.split(separator: "/").last!.prefix { $0 != " " }) }, ["A.swift:3:9:"])
        XCTAssertEqual(run.counts, FindingCounts(errors: 1, warnings: 0, notes: 0))
        XCTAssertEqual(run.suppressed, [])
        // Counted per file before the streamed run dropped the suppressed findings.
        XCTAssertEqual(run.hidden, HiddenCounts(baseline: 0, comments: 1))
        let whole = Linter(jobs: 2).run(paths: [dir.path])
        XCTAssertEqual(whole.findings.map(\.range.start.line), [3])
        XCTAssertEqual(whole.suppressed.map(\.range.start.line), [2])
        XCTAssertEqual(whole.counts, FindingCounts(errors: 1, warnings: 0, notes: 0))
        XCTAssertEqual(whole.hidden, HiddenCounts(baseline: 0, comments: 1))
    }
}
