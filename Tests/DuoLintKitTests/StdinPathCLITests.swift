import Foundation
import XCTest

/// `--stdin-path PATH`: standard input linted as the file PATH, through the built executable.
final class StdinPathCLITests: XCTestCase {
    func testSwiftFromStandardInputIsReportedWithThePathGiven() throws {
        let dir = try makeTemporaryDirectory(self)
        // The path does not exist: only its name matters.
        let r = try runDuolint(["--stdin-path", "App/Not There.swift"], in: dir,
                               stdin: Data("import UIKit\nlet s = UIScreen.main.bounds\n".utf8))
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("App/Not There.swift:2:9: error: "), r.stdout)
        XCTAssertTrue(r.stdout.hasSuffix("(ui_screen_main)\n"), r.stdout)
        XCTAssertEqual(r.stdout.split(separator: "\n").count, 1, r.stdout)
        XCTAssertTrue(r.stderr.hasPrefix("Found 1 finding (1 error) in 1 file in "), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("App").path))
    }

    func testTheFileOnDiskIsNotRead() throws {
        let dir = try makeTemporaryDirectory(self)
        try Data("let s = UIScreen.main\n".utf8).write(to: dir.appendingPathComponent("A.swift"))
        let r = try runDuolint(["--quiet", "--stdin-path=A.swift"], in: dir, stdin: Data("let x = 1\n".utf8))
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "")
    }

    func testSpecChosenByTheName() throws {
        let dir = try makeTemporaryDirectory(self)
        let r = try runDuolint(["--quiet", "--reporter", "json", "--stdin-path", "Screens/Home.duo.yml"], in: dir,
                               stdin: Data("screen: [\n".utf8))
        // Not a valid spec: an input error at that path, reported on standard error; the JSON report is empty.
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout, "[]\n")
        XCTAssertTrue(r.stderr.hasPrefix("Screens/Home.duo.yml:"), r.stderr)
        // The same text as Swift would be a lexical error, not a spec error: the name decided.
        let swift = try runDuolint(["--quiet", "--stdin-path", "Home.swift"], in: dir, stdin: Data("screen: [\n".utf8))
        XCTAssertFalse(swift.stderr.contains("Home.duo.yml"), swift.stderr)
    }

    func testSpecFindingsFromStandardInputEqualTheFileOnDisk() throws {
        let spec = try Data(contentsOf: packageRoot.appendingPathComponent("Samples/Screens/Paywall.duo.yml"))
        let dir = try makeTemporaryDirectory(self)
        try spec.write(to: dir.appendingPathComponent("Paywall.duo.yml"))
        let onDisk = try runDuolint(["--quiet", "Paywall.duo.yml"], in: dir)
        let piped = try runDuolint(["--quiet", "--stdin-path", "Paywall.duo.yml"], in: dir, stdin: spec)
        XCTAssertFalse(onDisk.stdout.isEmpty)
        XCTAssertEqual(piped.stdout, onDisk.stdout)
        XCTAssertEqual(piped.status, onDisk.status)
    }

    func testOtherPathsOrAnUnlintableNameAreUsageErrors() throws {
        let both = try runDuolint(["--stdin-path", "A.swift", "B.swift"], stdin: Data())
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.stderr.contains("--stdin-path lints standard input only; give no other paths"), both.stderr)
        XCTAssertEqual(both.stdout, "")
        let txt = try runDuolint(["--stdin-path", "notes.txt"], stdin: Data())
        XCTAssertEqual(txt.status, 2)
        XCTAssertTrue(txt.stderr.contains("--stdin-path expects a .swift, .duo.yml, .duo.yaml, Info.plist, NAME-Info.plist, .xcconfig or project.pbxproj file name"), txt.stderr)
        let missing = try runDuolint(["--stdin-path"], stdin: Data())
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("--stdin-path expects a value"), missing.stderr)
    }

    func testStdinWithOtherReporters() throws {
        let dir = try makeTemporaryDirectory(self)
        let r = try runDuolint(["--quiet", "--reporter", "github", "--stdin-path", "a,b.swift"], in: dir,
                               stdin: Data("let s = UIScreen.main\n".utf8))
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stdout.hasPrefix("::error file=a%2Cb.swift,line=1,col=9,"), r.stdout)
    }
}
