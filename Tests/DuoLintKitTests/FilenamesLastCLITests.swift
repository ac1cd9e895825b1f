import Foundation
import XCTest

/// `--filenames-last` (the pre-commit hooks' entry): a file a pull request adds, named like an option, is linted as
/// a file, never obeyed as an option (the breaker's `--write-baseline=Package.swift`, which replaced Package.swift
/// with baseline JSON when pre-commit passed it).
final class FilenamesLastCLITests: XCTestCase {
    private static let planted = "let s = UIScreen.main\n"

    func testAFileNamedLikeAnOptionIsLintedNotObeyed() throws {
        let dir = try makeTemporaryDirectory(self)
        let hostile = "--write-baseline=Package.swift"
        let package = Data("// swift-tools-version:5.9\n".utf8)
        try package.write(to: dir.appendingPathComponent("Package.swift"))
        for name in ["A.swift", hostile] { try Data(Self.planted.utf8).write(to: dir.appendingPathComponent(name)) }
        // As pre-commit runs the hook: entry, the user's args, then the file names (the hostile one first or later).
        for files in [[hostile, "A.swift"], ["A.swift", hostile]] {
            let r = try runDuolint(["--filenames-last", "--quiet", "--reporter", "xcode"] + files, in: dir, timeout: 60)
            XCTAssertEqual(r.status, 1, "\(files)")
            XCTAssertEqual(r.stdout, screenMain(hostile) + screenMain("A.swift"), "\(files)")
            XCTAssertEqual(r.stderr, "", "\(files)")
            XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("Package.swift")), package, "\(files)")
        }
        // Without it the name is an option, as for any command line (the hooks always pass --filenames-last).
        let plain = try runDuolint(["--quiet", "A.swift", hostile], in: dir, timeout: 60)
        XCTAssertEqual(plain.status, 1)
        XCTAssertNotEqual(try Data(contentsOf: dir.appendingPathComponent("Package.swift")), package)
    }

    /// Options and their values before the file names still count; an option's value is not taken for a path.
    func testOptionsBeforeTheFileNamesStillApply() throws {
        let dir = try makeTemporaryDirectory(self)
        try Data(Self.planted.utf8).write(to: dir.appendingPathComponent("A.swift"))
        try Data("disabled_rules: [ui_screen_main]\n".utf8).write(to: dir.appendingPathComponent("off.yml"))
        let r = try runDuolint(["--filenames-last", "--config", "off.yml", "--strict", "--quiet", "A.swift", "--strict"],
                               in: dir, timeout: 60)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "--strict: error: no such file or directory\n")
    }
}
