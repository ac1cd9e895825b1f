import Foundation
import XCTest
@testable import DuoLintKit

/// `duolint --fix` and `--fix --diff` through the built binary: what is written, kept, printed and the exit status.
/// The fix used is `ui_screen_main`'s (`UIScreen.main.scale` in a `UIView` subclass → `traitCollection.displayScale`).
final class FixCLITests: XCTestCase {
    private static func view(_ name: String, _ newline: String = "\n") -> String {
        ["import UIKit", "", "final class \(name): UIView {", "    func draw() -> CGFloat {",
         "        UIScreen.main.scale // the scale", "    }", "}", ""].joined(separator: newline)
    }
    private static func fixedView(_ name: String, _ newline: String = "\n") -> String {
        view(name, newline).replacingOccurrences(of: "UIScreen.main.scale", with: "traitCollection.displayScale")
    }
    private static let unfixable = "import UIKit\n\nlet bounds = UIScreen.main.bounds\n"

    private func text(_ dir: URL, _ path: String) throws -> String {
        try String(contentsOf: dir.appendingPathComponent(path), encoding: .utf8)
    }

    func testFixRewritesInPlaceKeepingCRLFAndPermissionsThenReportsWhatRemains() throws {
        let dir = try makeFolder(self, ["A.swift": Self.view("BadgeView", "\r\n"), "B.swift": Self.unfixable], workTree: true)
        let a = dir.appendingPathComponent("A.swift").path
        chmod(a, 0o640)
        let r = try runDuolint(["--fix", "."], in: dir)
        // What remains is B's error.
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(try text(dir, "A.swift"), Self.fixedView("BadgeView", "\r\n"))
        XCTAssertEqual(try text(dir, "B.swift"), Self.unfixable)
        var st = stat()
        XCTAssertEqual(stat(a, &st), 0)
        XCTAssertEqual(st.st_mode & 0o777, 0o640)
        XCTAssertEqual(r.stdout, "B.swift:3:14: error: UIScreen.main does not say which of iPhone Duo's two displays the app is on; use the window scene's or GeometryReader's bounds instead of UIScreen.main.bounds. (ui_screen_main)\n")
        let lines = r.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, r.stderr)
        XCTAssertEqual(lines[0], "A.swift:5:9: fixed [ui_screen_main] Read the display scale from the trait collection")
        XCTAssertEqual(lines[1], "Fixed 1 finding in 1 file; 1 finding remains")
        XCTAssertTrue(lines[2].hasPrefix("Found 1 finding (1 error) in 2 files in "), r.stderr)
        let again = try runDuolint(["--fix", "."], in: dir)
        XCTAssertEqual(again.stderr.split(separator: "\n").first.map(String.init), "Fixed 0 findings in 0 files; 1 finding remains")
        XCTAssertEqual(try text(dir, "A.swift"), Self.fixedView("BadgeView", "\r\n"))
    }

    func testFixDiffPrintsTheDiffWritesNothingAndExitsAsTheFixedLint() throws {
        let dir = try makeFolder(self, ["Sources/A.swift": Self.view("BadgeView")], workTree: true)
        let r = try runDuolint(["--fix", "--diff", "--strict", "."], in: dir)
        XCTAssertEqual(try text(dir, "Sources/A.swift"), Self.view("BadgeView"))
        XCTAssertEqual(r.stdout, """
            --- a/Sources/A.swift
            +++ b/Sources/A.swift
            @@ -2,6 +2,6 @@
             
             final class BadgeView: UIView {
                 func draw() -> CGFloat {
            -        UIScreen.main.scale // the scale
            +        traitCollection.displayScale // the scale
                 }
             }

            """)
        // The fixed lint has no finding left, but there are fixes to make: 1, as `git diff --exit-code`.
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("Would fix 1 finding in 1 file; 0 findings remain\n"), r.stderr)
        XCTAssertEqual(try runDuolint(["--fix", "--strict", "."], in: dir).status, 0)
        let clean = try runDuolint(["--fix", "--diff", "--strict", "."], in: dir)
        XCTAssertEqual(clean.stdout, "")
        XCTAssertEqual(clean.status, 0, clean.stderr)
    }

    func testSuppressedAndBaselinedFindingsAreNotFixed() throws {
        let suppressed = Self.view("A").replacingOccurrences(of: "        UIScreen", with: "        // duolint:disable:next ui_screen_main\n        UIScreen")
        let dir = try makeFolder(self, ["A.swift": suppressed, "B.swift": Self.view("B")], workTree: true)
        XCTAssertEqual(try runDuolint(["--write-baseline", "base.json", "B.swift"], in: dir).status, 0)
        let r = try runDuolint(["--fix", "--baseline", "base.json", "."], in: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try text(dir, "A.swift"), suppressed)
        XCTAssertEqual(try text(dir, "B.swift"), Self.view("B"))
        XCTAssertTrue(r.stderr.hasPrefix("Fixed 0 findings in 0 files; 0 findings remain\n"), r.stderr)
    }

    func testASymbolicLinkKeepsPointingAtTheFixedTarget() throws {
        let dir = try makeFolder(self, ["real/A.swift": Self.view("A")], workTree: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("src"), withIntermediateDirectories: true)
        XCTAssertEqual(symlink("../real/A.swift", dir.appendingPathComponent("src/Link.swift").path), 0)
        let r = try runDuolint(["--fix", "src/Link.swift"], in: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("src/Link.swift").path), "../real/A.swift")
        XCTAssertEqual(try text(dir, "real/A.swift"), Self.fixedView("A"))
    }

    /// A file whose temporary name would be longer than the file system allows cannot be replaced: it is left as
    /// it was, said on standard error, the run exits 2, and the other files are still fixed.
    func testAFileThatCannotBeReplacedIsLeftAsItWasAndTheOthersAreFixed() throws {
        let long = String(repeating: "L", count: 240) + ".swift"
        let dir = try makeFolder(self, [(long, Self.view("A")), ("B.swift", Self.view("B"))], workTree: true)
        let r = try runDuolint(["--fix", "--quiet", "."], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(try text(dir, long), Self.view("A"))
        XCTAssertEqual(try text(dir, "B.swift"), Self.fixedView("B"))
        XCTAssertEqual(r.stderr, "\(long): error: cannot write the fixed file: File name too long; it was left as it was\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".duolint-") }
        XCTAssertEqual(left, [])
    }

    /// A file with other hard links is not replaced (the others would keep the old bytes); a file whose name needs
    /// escaping is replaced under its own name, not the escaped one.
    func testHardLinksAreLeftWholeAndAnOddNameIsReplacedItself() throws {
        let odd = "a\nb.swift"
        let dir = try makeFolder(self, [("H/A.swift", Self.view("A")), ("O/" + odd, Self.view("B"))], workTree: true)
        XCTAssertEqual(link(dir.appendingPathComponent("H/A.swift").path, dir.appendingPathComponent("H/B.swift").path), 0)
        let r = try runDuolint(["--fix", "--quiet", "H", "O"], in: dir)
        XCTAssertEqual(r.status, 2)
        // Discovery lints the file once (one identity), under its first name.
        XCTAssertEqual(r.stderr, "H/A.swift: error: not fixed: it has 2 hard links, and replacing it would split them; nothing was written\n")
        // --fix --diff shows only what --fix writes.
        let diff = try runDuolint(["--fix", "--diff", "--quiet", "H"], in: dir)
        XCTAssertEqual(diff.stdout, "")
        XCTAssertEqual(diff.status, 2)
        XCTAssertEqual(try text(dir, "H/A.swift"), Self.view("A"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("O").path), [odd])
        XCTAssertEqual(try text(dir, "O/" + odd), Self.fixedView("B"))
    }

    /// A run killed while it writes leaves every file either as it was or wholly fixed (SIGKILL: at most the
    /// temporary file being written stays behind; SIGTERM: none does). The signal is sent as soon as the first
    /// file (in path order, the order of writing) is seen fixed, so the run is caught among its writes.
    func testAKilledFixRunLeavesEachFileOriginalOrWhollyFixed() throws {
        let count = 400
        var files: [(path: String, text: String)] = []
        for i in 0..<count { files.append((String(format: "S/V%03d.swift", i), Self.view("V\(i)") + String(repeating: "// padding\n", count: 200))) }
        let first = files[0]
        let firstFixed = first.text.replacingOccurrences(of: "UIScreen.main.scale", with: "traitCollection.displayScale")
        var partial = 0
        for signal in [SIGKILL, SIGTERM, SIGKILL, SIGTERM] {
            let dir = try makeFolder(self, files, workTree: true)
            let child = try spawnDuolint(["--fix", "--quiet", "--jobs", "1", "S"], in: dir, stdout: .null, stderr: .null)
            let watched = dir.appendingPathComponent(first.path)
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline, (try? String(contentsOf: watched, encoding: .utf8)) != firstFixed { usleep(200) }
            kill(child.pid, signal)
            let end = waitForChild(child, timeout: 60)
            XCTAssertTrue(end.signaled, "the run ended before the signal")
            var fixed = 0
            for (path, text) in files {
                let now = try self.text(dir, path)
                let whole = text.replacingOccurrences(of: "UIScreen.main.scale", with: "traitCollection.displayScale")
                XCTAssertTrue(now == text || now == whole, "\(path) is neither original nor fixed after signal \(signal)")
                if now == whole { fixed += 1 }
            }
            if fixed > 0 && fixed < count { partial += 1 }
            let temporary = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("S").path).filter { $0.hasSuffix(".tmp") }
            if signal == SIGTERM { XCTAssertEqual(temporary, [], "SIGTERM left temporary files") }
            XCTAssertLessThanOrEqual(temporary.count, 1)
        }
        // Some run was stopped among its writes (else the test would check nothing).
        XCTAssertGreaterThan(partial, 0)
    }

    /// The json and sarif reports offer the same fix `--fix` applies, in their own keys.
    func testReportsOfferTheFix() throws {
        let dir = try makeFolder(self, ["A.swift": Self.view("BadgeView")])
        let json = try runDuolint(["--reporter", "json", "--quiet", "A.swift"], in: dir)
        let findings = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let fix = try XCTUnwrap(findings.first?["fix"] as? [String: Any])
        XCTAssertEqual(fix["description"] as? String, "Read the display scale from the trait collection")
        let replacement = try XCTUnwrap((fix["replacements"] as? [[String: Any]])?.first)
        XCTAssertEqual(replacement["offset"] as? Int, 83)
        XCTAssertEqual(replacement["length"] as? Int, 19)
        XCTAssertEqual(replacement["insertedContent"] as? String, "traitCollection.displayScale")
        let sarif = try runDuolint(["--reporter", "sarif", "--quiet", "A.swift"], in: dir)
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let result = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let change = try XCTUnwrap(((result["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first)
        let region = try XCTUnwrap((change["replacements"] as? [[String: Any]])?.first?["deletedRegion"] as? [String: Any])
        XCTAssertEqual(region as NSDictionary, ["byteLength": 19, "byteOffset": 83, "endColumn": 28, "endLine": 5,
                                                "startColumn": 9, "startLine": 5] as NSDictionary)
    }

    /// An error the original already has (the run reported it) is not new: the fix is made, the error still said.
    func testAnErrorTheOriginalHadDoesNotStopTheFix() throws {
        let broken = Self.view("A") + "let broken = \"unterminated\n"
        let dir = try makeFolder(self, ["A.swift": broken], workTree: true)
        let r = try runDuolint(["--fix", "."], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(try text(dir, "A.swift"), broken.replacingOccurrences(of: "UIScreen.main.scale", with: "traitCollection.displayScale"))
        XCTAssertTrue(r.stderr.hasPrefix("A.swift:5:9: fixed [ui_screen_main] Read the display scale from the trait collection\nA.swift:8:14: error: unterminated string literal\nFixed 1 finding in 1 file; 0 findings remain\n"), r.stderr)
    }

    func testUsageErrors() throws {
        let dir = try makeFolder(self, ["A.swift": Self.view("A")])
        for (args, message) in [(["--diff", "."], "--diff applies to --fix only; give --fix --diff"),
                                (["--fix", "--stdin-path", "A.swift"], "--fix rewrites files; it cannot fix standard input (--stdin-path)"),
                                (["--fix", "--diff", "--write-baseline", "b.json", "."], "--fix --diff writes nothing; it cannot be given with --write-baseline")] {
            let r = try runDuolint(args, in: dir)
            XCTAssertEqual(r.status, 2)
            XCTAssertEqual(r.stderr, "duolint: error: \(message)\nRun 'duolint help' for usage.\n")
        }
        XCTAssertEqual(try text(dir, "A.swift"), Self.view("A"))
    }
}
