import DuoLintKit
import Foundation
import XCTest

/// Reading inputs (issue 12, items 4 and 9) in the library: what is not a regular file is refused without
/// blocking (a file replaced by a FIFO after discovery), and what is read is bounded by the size limit.
final class FileReadingTests: XCTestCase {
    /// A path that discovery found as a file and that is a FIFO when it is linted: opening it used to block
    /// forever (no writer); now it is refused after a non-blocking open.
    func testLintingAFileThatIsNowAFIFOIsRefused() throws {
        let dir = try makeTemporaryDirectory(self)
        let path = dir.appendingPathComponent("Now.swift").path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        let result = Linter().lintFile(atPath: path)
        XCTAssertEqual(result.errors, [InputError(path: path, message: "not a regular file (a FIFO or device is not read)")])
        XCTAssertEqual(result.findings, [])
    }
}
