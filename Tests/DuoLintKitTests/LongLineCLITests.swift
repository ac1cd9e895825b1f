import Foundation
import XCTest

/// Many positions on one long line (issue 12, the breaker's long-line inputs), through the built `duolint`
/// under the watchdog: a one-line XML Info.plist with thousands of keys, thousands of suppression comments on
/// one line of an Info.plist, a one-line flow screen spec with thousands of bar items, and a baseline of
/// thousands of findings on one line. Each position was found (each fingerprint made) by rescanning its line
/// from the start, so the run was quadratic in the line's length; now columns resume from a checkpoint near
/// the position (and a line's fingerprint is made once per rule). Each test asserts the exact exit status and output; the
/// watchdog's timeout is far below what the old code needed at the size used (a regression shows up as the
/// run being killed, not as a timed assertion). The lines mix 1-, 2- and 4-byte characters, so the UTF-8
/// columns asserted differ from the character columns the XML and YAML parsers give.
final class LongLineCLITests: XCTestCase {
    private static let timeout: TimeInterval = 30

    /// The `requires_full_screen` warning at 1-based `line` and UTF-8 `column` of `Info.plist`.
    private func requiresFullScreen(_ line: Int, _ column: Int) -> String {
        "Info.plist:\(line):\(column): warning: UIRequiresFullScreen is deprecated and does not stop iPhone Duo from "
            + "resizing the app when it opens or closes; remove it and adapt the layout to size classes and the safe "
            + "area. (requires_full_screen)\n"
    }

    /// An XML Info.plist on one line: 40,000 distinct keys with a string value each (`ü😀`, 6 bytes, 2
    /// characters), then `UIRequiresFullScreen` set to true (1.9 MB). Each key's position was found from the
    /// start of the line (release build: 5,000 keys 0.46 s, 20,000 keys 6.8 s, 50,000 keys 43 s).
    func testFortyThousandKeysOnOneLineOfAnInfoPlist() throws {
        let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>"
        var text = head
        for i in 0..<40_000 { text += "<key>k\(String(100_000 + i))</key><string>ü😀</string>" }
        text += "<key>UIRequiresFullScreen</key><true/></dict></plist>\n"
        guard let r = try lintOneFileWatched("Info.plist", Array(text.utf8), in: self, timeout: Self.timeout) else { return }
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "")
        // 65 bytes of head, then 40,000 keys of 5 + 7 + 6 + 8 + 6 + 9 = 41 bytes: the key is at byte 1,640,066.
        XCTAssertEqual(r.stdout, requiresFullScreen(1, 1_640_066))
    }

    /// 20,000 suppression comments on line 2 of an Info.plist (1.2 MB), each naming `requires_full_screen`
    /// for the key on line 3, but the last misspells it. Each comment was found back from the position the
    /// XML parser gave, located from the start of the line (9.9 s in a release build): now the one bad
    /// id is reported where it is (an `invalid_suppression` warning), and the key's warning is silenced by the others.
    func testTwentyThousandSuppressionCommentsOnOneLineOfAnInfoPlist() throws {
        let bytes = joined(Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>".utf8),
                           repeated("<!-- duolint:disable:next requires_full_screen - ü😀 -->", 19_999),
                           Array("<!-- duolint:disable:next requires_ful_screen - ü😀 -->\n".utf8),
                           Array("<key>UIRequiresFullScreen</key><true/></dict></plist>\n".utf8))
        guard let r = try lintOneFileWatched("Info.plist", bytes, in: self, timeout: Self.timeout) else { return }
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "")
        // 27 bytes of `<plist…><dict>`, then 19,999 comments of 59 bytes: the last one starts at byte 1,179,969,
        // its misspelt id 26 bytes later.
        XCTAssertEqual(r.stdout, "Info.plist:2:1179995: warning: 'requires_ful_screen' is not a rule; "
            + "did you mean 'requires_full_screen'? (invalid_suppression)\n")
    }

    /// A flow screen spec on one line: 2,000 bar items, each with a symbol and no title (a
    /// `bar_item_missing_title` warning each) and 1,000 bytes of `é😀` after its id (1.8 MB). Each warning's
    /// start and end were found from the start of the line (release build: 2,000 items 4.9 s, 4,000 items 19 s).
    func testTwoThousandBarItemsOnOneLineOfAFlowSpec() throws {
        let pad = String(repeating: "é😀", count: 1_000 / 6) + "éé"  // 166 × 6 + 4 = 1,000 bytes, 334 characters
        let count = 2_000
        var items: [String] = []
        for i in 0..<count { items.append("{id: a\(String(10_000 + i))\(pad), symbol: x}") }
        let text = "{screen: S, bar: [" + items.joined(separator: ", ") + "]}\n"
        guard let r = try lintOneFileWatched("S.duo.yml", Array(text.utf8), in: self, timeout: Self.timeout) else { return }
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "")
        // Each warning is at its item's `id`: after the 18 bytes of `{screen: S, bar: [` and the `{`, then every
        // item before it (`{id: ` 5 + `a1xxxx` 6 + 1,000 + `, symbol: x}` 12 = 1,023 bytes) and its `, ` separator.
        var expected = ""
        for i in 0..<count {
            expected += "S.duo.yml:1:\(20 + i * 1_025): warning: Bar item a\(String(10_000 + i))\(pad) shows only the symbol x "
                + "and has no title for iPhone Duo's overflow menu and expanded bar; add a title. (bar_item_missing_title)\n"
        }
        XCTAssertEqual(r.stdout, expected)
    }

    /// 20,000 `ui_screen_main` findings on one line of a Swift file (300 KB): recorded with `--write-baseline`,
    /// then none reported with `--baseline`. Each finding's fingerprint hashed its whole line (6.8 s to write
    /// and 6.5 s to read in a release build); now the fingerprint is made once per rule and line.
    func testTwentyThousandFindingsOnOneLineInABaseline() throws {
        let dir = try makeTemporaryDirectory(self)
        try joined(Array("let t = [".utf8), repeated("UIScreen.main, ", 20_000), Array("]\n".utf8))
            .withUnsafeBufferPointer { Data(buffer: $0) }.write(to: dir.appendingPathComponent("Line.swift"))
        let written = try runDuolint(["--quiet", "--write-baseline", "baseline.json", "Line.swift"], in: dir, timeout: Self.timeout)
        guard !written.timedOut else { return XCTFail("duolint --write-baseline did not finish within \(Int(Self.timeout)) s") }
        XCTAssertEqual(written.status, 1)
        XCTAssertEqual(written.stderr, "")
        // `let t = [` is 9 bytes; each `UIScreen.main, ` 15.
        var expected = ""
        for i in 0..<20_000 {
            expected += "Line.swift:1:\(10 + 15 * i): error: UIScreen.main does not say which of iPhone Duo's two displays the "
                + "app is on; use view.window?.windowScene?.screen instead of UIScreen.main. (ui_screen_main)\n"
        }
        XCTAssertEqual(written.stdout, expected)
        let read = try runDuolint(["--quiet", "--baseline", "baseline.json", "Line.swift"], in: dir, timeout: Self.timeout)
        guard !read.timedOut else { return XCTFail("duolint --baseline did not finish within \(Int(Self.timeout)) s") }
        XCTAssertEqual(read.status, 0)
        XCTAssertEqual(read.stderr, "")
        XCTAssertEqual(read.stdout, "")
    }

    /// `duolint tokens` on a Swift file of one 300 KB line (`UIScreen.main, ` 20,000 times, 80,000 tokens):
    /// each token's position was found from the start of the line (6.7 s in a release build).
    func testTokensOfOneLongLine() throws {
        let dir = try makeTemporaryDirectory(self)
        try joined(Array("let t = [".utf8), repeated("UIScreen.main, ", 20_000), Array("]\n".utf8))
            .withUnsafeBufferPointer { Data(buffer: $0) }.write(to: dir.appendingPathComponent("Line.swift"))
        let r = try runDuolint(["tokens", "Line.swift"], in: dir, timeout: Self.timeout)
        guard !r.timedOut else { return XCTFail("duolint tokens did not finish within \(Int(Self.timeout)) s") }
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "")
        // Path, line:column (UTF-8), offset, kind, text; each `UIScreen.main, ` is 15 bytes after the 9 of `let t = [`.
        var expected = "Line.swift\t1:1\t0\tkeyword:let\tlet\nLine.swift\t1:5\t4\tidentifier\tt\n"
            + "Line.swift\t1:7\t6\tequal\t=\nLine.swift\t1:9\t8\tleftSquare\t[\n"
        for i in 0..<20_000 {
            let o = 9 + 15 * i
            expected += "Line.swift\t1:\(o + 1)\t\(o)\tidentifier\tUIScreen\nLine.swift\t1:\(o + 9)\t\(o + 8)\tperiod\t.\n"
                + "Line.swift\t1:\(o + 10)\t\(o + 9)\tidentifier\tmain\nLine.swift\t1:\(o + 14)\t\(o + 13)\tcomma\t,\n"
        }
        let end = 9 + 15 * 20_000
        expected += "Line.swift\t1:\(end + 1)\t\(end)\trightSquare\t]\nLine.swift\t2:1\t\(end + 2)\tendOfFile\t\n"
        XCTAssertEqual(r.stdout, expected)
    }
}
