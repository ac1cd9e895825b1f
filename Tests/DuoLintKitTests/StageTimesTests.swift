import Foundation
import XCTest
@testable import DuoLintKit

/// `--timings`: the table's exact bytes for given times (`StageTimes.table`), and which stages a run goes through
/// end to end (the times themselves are never asserted: they are the machine's).
final class StageTimesTests: XCTestCase {
    func testTableListsTheStagesMetInRunOrderWithTheirFilesAndTotal() {
        var times = StageTimes()
        times.add(.secondPass, nanoseconds: 7_740_000)
        times.add(.discovery, nanoseconds: 7_350_000)
        times.add(.firstPass, nanoseconds: 97_249_999)
        times.add(.report, nanoseconds: 40_000)
        times.firstPassFiles = 2656
        times.secondPassFiles = 1
        XCTAssertEqual(times.table(), [
            "duolint: timings (wall clock, ms)",
            "  discovery         7.4",
            "  first pass       97.2  2656 files",
            "  second pass       7.7  1 file linted again",
            "  report            0.0",
            "  total           112.4",
        ])
    }

    func testAStageMetTwiceAddsUpAndMergeKeepsBothSides() {
        var plan = StageTimes()
        plan.add(.discovery, nanoseconds: 1_000_000)
        var run = StageTimes()
        run.add(.model, nanoseconds: 250_000)
        run.add(.model, nanoseconds: 250_000)
        run.firstPassFiles = 3
        plan.merge(run)
        XCTAssertEqual(plan.nanoseconds, [1_000_000, nil, nil, 500_000, nil, nil])
        XCTAssertEqual(plan.firstPassFiles, 3)
    }

    /// The idiom_layout_check page's two files: `Device.isPad` is reported in `Device.swift` because
    /// `LibraryView.swift` decides padding from it, so both are linted again with the model. Every stage, the second
    /// pass with those two files; the report on standard output is the same bytes with and without `--timings`.
    func testARunPrintsEveryStageItWentThroughAfterTheSummaryLine() throws {
        let dir = try makeTemporaryDirectory(self)
        try Data("enum Device {\n    static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }\n}\n".utf8)
            .write(to: dir.appendingPathComponent("Device.swift"))
        try Data(("struct LibraryView: View {\n    var body: some View {\n        Shelf()\n"
                  + "            .padding(.horizontal, Device.isPad ? 40 : 16)\n    }\n}\n").utf8)
            .write(to: dir.appendingPathComponent("LibraryView.swift"))
        let plain = try runDuolint(["--reporter", "json", "."], in: dir)
        let timed = try runDuolint(["--reporter", "json", "--timings", "."], in: dir)
        XCTAssertEqual(timed.stdout, plain.stdout)
        XCTAssertEqual(timed.status, plain.status)
        XCTAssertTrue(timed.stdout.contains("\"idiom_layout_check\""), timed.stdout)
        let lines = timed.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertTrue(lines[0].hasPrefix("Found "), timed.stderr)
        // Each time (right-aligned, one decimal) read as " T".
        let shape = lines.dropFirst().map { $0.replacingOccurrences(of: #" +\d+\.\d"#, with: " T", options: .regularExpression) }
        XCTAssertEqual(shape, [
            "duolint: timings (wall clock, ms)",
            "  discovery T",
            "  projects T",
            "  first pass T  2 files",
            "  model T",
            "  second pass T  2 files linted again",
            "  report T",
            "  total T",
            "",
        ], timed.stderr)
    }

    func testStandardInputHasNoDiscoveryAndQuietKeepsTheTable() throws {
        let r = try runDuolint(["--quiet", "--timings", "--stdin-path", "A.swift"], stdin: Data("let x = 1\n".utf8))
        XCTAssertEqual(r.status, 0)
        let names = r.stderr.split(separator: "\n").map { $0.replacingOccurrences(of: #" +\d+\.\d.*$"#, with: "", options: .regularExpression) }
        XCTAssertEqual(names, ["duolint: timings (wall clock, ms)", "  first pass", "  report", "  total"])
    }
}
