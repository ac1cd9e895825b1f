import Foundation
import XCTest
@testable import DuoLintKit

/// `duolint Samples` (the Stride app's Swift files and its screen specs in `Samples/Screens`) run from the
/// package root prints exactly `Samples/EXPECTED`
/// (the xcode reporter, sorted) and exits 1; the other reporters' output on
/// Samples is valid (JSON parses with the same findings; SARIF validates).
final class SamplesTests: XCTestCase {
    func testSamplesPrintExactlyExpected() throws {
        let expected = try String(contentsOf: packageRoot.appendingPathComponent("Samples/EXPECTED"), encoding: .utf8)
        let result = try runDuolint(["Samples"])
        XCTAssertEqual(result.stdout, expected)
        XCTAssertEqual(result.status, 1, "stderr: \(result.stderr)")
        XCTAssertTrue(result.stderr.hasPrefix("Found 96 findings (16 errors, 72 warnings, 8 notes) in 34 files in "), result.stderr)
    }

    func testSamplesOutputIsTheSameWithOneJobAndMany() throws {
        let one = try runDuolint(["--jobs", "1", "--reporter", "json", "Samples"])
        let many = try runDuolint(["--jobs", "8", "--reporter", "json", "Samples"])
        XCTAssertEqual(one.stdout, many.stdout)
        XCTAssertEqual(one.status, many.status)
    }

    /// A streamed run (each file's section written as it is linted, findings not kept) writes exactly the
    /// report of a whole run, with its counts, for each streaming reporter and job count.
    func testStreamedRunWritesTheWholeReport() throws {
        let samples = packageRoot.appendingPathComponent("Samples").path
        // Samples/.duolint.yml turns on the opt-in size_breakpoint, as `duolint Samples` finds it.
        let configuration = try ConfigurationReader().load(path: samples + "/.duolint.yml")
        let whole = Linter(configuration: configuration, jobs: 1).run(paths: [samples])
        XCTAssertEqual(whole.counts, FindingCounts(errors: 16, warnings: 72, notes: 8))
        let reporters: [any StreamingReporter] = [XcodeReporter(), JSONReporter()]
        for reporter in reporters {
            for jobs in [1, 3] {
                final class Sink: @unchecked Sendable { var text = "" }
                let sink = Sink()
                let writer = OrderedReportWriter(reporter: reporter) { sink.text += $0 }
                let streamed = Linter(configuration: configuration, jobs: jobs).run(paths: [samples], streaming: (reporter, writer))
                XCTAssertEqual(sink.text, reporter.report(whole), "\(type(of: reporter)), jobs \(jobs)")
                XCTAssertEqual(streamed.findings.count, 0)
                XCTAssertEqual(streamed.counts, whole.counts)
                XCTAssertEqual(streamed.inputErrors, whole.inputErrors)
            }
        }
    }

    func testSamplesJSONParsesWithEveryFinding() throws {
        let result = try runDuolint(["--reporter", "json", "--quiet", "Samples"])
        let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let expected = try String(contentsOf: packageRoot.appendingPathComponent("Samples/EXPECTED"), encoding: .utf8)
        let xcodeLines = expected.split(separator: "\n").map(String.init)
        XCTAssertEqual(array.count, xcodeLines.count)
        for (object, line) in zip(array, xcodeLines) {
            let prefix = "\(object["path"] as? String ?? "?"):\(object["line"] as? Int ?? 0):\(object["column"] as? Int ?? 0): "
            XCTAssertTrue(line.hasPrefix(prefix), "\(line) vs \(prefix)")
            XCTAssertTrue(line.hasSuffix("(\(object["ruleId"] as? String ?? "?"))"), line)
        }
        XCTAssertEqual(result.stderr, "")
    }

    func testSamplesSARIFValidatesAgainstTheSchema() throws {
        let dir = try makeTemporaryDirectory(self)
        let report = dir.appendingPathComponent("samples.sarif")
        let result = try runDuolint(["--reporter", "sarif", "--output", report.path, "--quiet", "Samples"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        try ReporterTests.assertValidSARIF(try String(contentsOf: report, encoding: .utf8))
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        let results = try XCTUnwrap(runs.first?["results"] as? [[String: Any]])
        let expected = try String(contentsOf: packageRoot.appendingPathComponent("Samples/EXPECTED"), encoding: .utf8)
        let count = expected.split(separator: "\n").count
        XCTAssertEqual(results.count, count)
        // Samples has findings with the same rule, path and message (DeviceHelpers.swift): fingerprints stay distinct.
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["duolint/v1"] }
        XCTAssertEqual(fingerprints.count, count)
        XCTAssertEqual(Set(fingerprints).count, count)
    }

    /// The corrected screen specs give no finding at all, even with --strict.
    func testFixedScreenSpecsAreClean() throws {
        let result = try runDuolint(["--strict", "--quiet", "Samples/Screens/PaywallFixed.duo.yml",
                                     "Samples/Screens/WorkoutGridFixed.duo.yml", "Samples/Screens/HistoryDetailFixed.duo.yml",
                                     "Samples/Screens/ReaderFixed.duo.yml"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "")
    }
}
