import Foundation
import XCTest

/// Every reporter's output on `Samples/` (run from the package root, as `duolint --reporter NAME Samples`) is
/// byte for byte the report kept in `Tests/Golden/Samples/report.NAME`, with one job and with eight. The files
/// hold what the release of 2026-12-06 (23b0841) printed, before the speed work of issue 20: a change that
/// makes duolint faster must not change a byte of any report. SARIF names the package root as a `file:` URI;
/// the golden file has `file:///PACKAGE_ROOT/` there. After an intended change of a report, `make golden`
/// writes the files again, and the diff is reviewed with the change.
final class GoldenReportTests: XCTestCase {
    static let reporters = ["xcode", "json", "sarif", "github", "checkstyle", "junit", "codeclimate", "sonarqube",
                            "markdown", "html"]

    func testEveryReporterPrintsItsGoldenReportOnSamples() throws {
        let root = URL(fileURLWithPath: packageRoot.path, isDirectory: true).absoluteString
        for name in Self.reporters {
            let golden = try String(contentsOf: packageRoot.appendingPathComponent("Tests/Golden/Samples/report.\(name)"),
                                    encoding: .utf8)
            for jobs in ["1", "8"] {
                let result = try runDuolint(["--reporter", name, "--jobs", jobs, "Samples"])
                XCTAssertEqual(result.status, 1, "\(name), jobs \(jobs): \(result.stderr)")
                let report = result.stdout.replacingOccurrences(of: root, with: "file:///PACKAGE_ROOT/")
                XCTAssertTrue(report == golden, "\(name), jobs \(jobs): differs from Tests/Golden/Samples/report.\(name) "
                              + "at byte \(Self.firstDifference(report, golden)) (make golden writes it again)")
            }
        }
    }

    /// The offset of the first byte where `a` and `b` differ (UTF-8), or the shorter one's length.
    static func firstDifference(_ a: String, _ b: String) -> Int {
        zip(a.utf8, b.utf8).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.utf8.count, b.utf8.count)
    }
}
