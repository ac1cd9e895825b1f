import Foundation
import XCTest

/// Pathological reports through the built `duolint` executable (issue 12, item 10): many files with many
/// findings each, reported as SARIF and as JUnit. Both reports are streamed (each file's part spooled to a
/// temporary file as the file is done), so the process's peak memory, as the kernel counted it for the child
/// (`runDuolintMeasured`), stays far under what keeping every finding took. Sizes: 100 files of 1,000
/// `UIScreen.main` lines (100,000 findings); before streaming a debug build peaked at about 600 MB (SARIF)
/// and 220 MB (JUnit) on them, and now at about 30 MB.
final class PathologicalReportMemoryTests: XCTestCase {
    /// Far above the run time of each case in a debug build (a few seconds).
    private static let timeout: TimeInterval = 120
    /// The bound on the child's peak resident set size.
    private static let bound = 64 << 20

    /// `files` files of `lines` lines, each line one `ui_screen_main` finding (an error).
    private func manyFindings(files: Int, lines: Int) throws -> URL {
        let dir = try makeTemporaryDirectory(self)
        let text = Data(String(repeating: "let s = UIScreen.main\n", count: lines).utf8)
        let src = dir.appendingPathComponent("src")
        try FileManager.default.createDirectory(at: src, withIntermediateDirectories: true)
        for i in 0..<files {
            try text.write(to: src.appendingPathComponent(String(format: "F%04d.swift", i)))
        }
        return dir
    }

    func testSARIFAndJUnitOfManyFindingsStayInBoundedMemory() throws {
        let dir = try manyFindings(files: 100, lines: 1_000)
        for reporter in ["sarif", "junit"] {
            let m = try runDuolintMeasured(["--reporter", reporter, "src"], in: dir, timeout: Self.timeout,
                                           discardingStdout: true)
            XCTAssertFalse(m.result.timedOut, "\(reporter): did not finish within \(Int(Self.timeout)) s")
            XCTAssertEqual(m.result.status, 1, "\(reporter): \(m.result.stderr)")
            XCTAssertTrue(m.result.stderr.hasPrefix("Found 100000 findings (100000 errors) in 100 files in "),
                          "\(reporter): \(m.result.stderr)")
            XCTAssertLessThan(m.peakBytes, Self.bound, "\(reporter): peak \(m.peakBytes >> 20) MiB")
        }
    }
}
