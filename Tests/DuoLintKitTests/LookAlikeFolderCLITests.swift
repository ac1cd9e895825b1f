import Foundation
import XCTest

/// Two folders whose names are canonically equivalent but spelled with other bytes (`café` with a composed `é`,
/// U+00E9, and with `e` and a combining acute accent, U+0301) are two folders on disk: a configuration or a baseline
/// of one must not reach the other (a pull request could add a look-alike folder to silence the real one). `String`
/// compares such names as equal, so the configurations' and the baseline's tables key paths by their bytes.
final class LookAlikeFolderCLITests: XCTestCase {
    private let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
    private let finding = ":1:9: error: UIScreen.main does not say which of iPhone Duo's two displays the app is on; use "
        + "view.window?.windowScene?.screen instead of UIScreen.main. (ui_screen_main)\n"

    /// A folder holding `composed/A.swift` and `decomposed/A.swift` (each `UIScreen.main`) and `extra` files.
    private func lookAlikes(_ extra: [(String, String)] = []) throws -> URL {
        let dir = try makeTemporaryDirectory(self)
        let fm = FileManager.default
        for (path, text) in [(composed + "/A.swift", "let s = UIScreen.main\n"), (decomposed + "/A.swift", "let s = UIScreen.main\n")] + extra {
            let full = dir.path + "/" + path
            try fm.createDirectory(atPath: String(full[..<full.lastIndex(of: "/")!]), withIntermediateDirectories: true)
            XCTAssertTrue(fm.createFile(atPath: full, contents: Data(text.utf8)))
        }
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: dir.path).count, 2 + (extra.contains { $0.0.hasPrefix("base") } ? 1 : 0))
        return dir
    }

    func testAConfigurationReachesOnlyTheFolderWithItsBytes() throws {
        let dir = try lookAlikes([(decomposed + "/.duolint.yml", "disabled_rules:\n  - ui_screen_main\n")])
        let r = try runDuolint(["--quiet", "."], in: dir)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(Array(r.stdout.utf8), Array((composed + "/A.swift" + finding).utf8))
    }

    func testABaselineHidesOnlyTheFileWithItsBytes() throws {
        let dir = try lookAlikes()
        let written = try runDuolint(["--quiet", "--write-baseline", "base.json", composed + "/A.swift"], in: dir)
        XCTAssertEqual(written.status, 1)
        let r = try runDuolint(["--quiet", "--baseline", "base.json", "."], in: dir)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(Array(r.stdout.utf8), Array((decomposed + "/A.swift" + finding).utf8))
    }
}
