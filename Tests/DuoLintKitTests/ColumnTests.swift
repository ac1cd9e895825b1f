import Foundation
import XCTest

/// The columns of a finding in every kind duolint emits, on lines where the kinds differ: tabs, CRLF line
/// endings, a combining mark, emoji (a ZWJ sequence and a flag), CJK. Each case is linted by the built
/// `duolint` with each reporter and the output parsed:
///
/// - `xcode`: `path:line:column:` with the column in UTF-8 bytes;
/// - `json`: `column`/`endColumn` in UTF-8 bytes, `utf16Column`/`endUtf16Column` in UTF-16 code units;
/// - `sarif`: `region.startColumn`/`endColumn` in UTF-16 code units, as the run's `columnKind` says.
///
/// The finding is always `UIScreen` (8 ASCII bytes) in `let s = UIScreen.main`, so each end column is its
/// start plus 8 in both kinds. The expected numbers are worked out by hand in each case's comment.
final class ColumnTests: XCTestCase {
    private static let timeout: TimeInterval = 60

    /// Lints `bytes` as `name` with `reporter`; fails the test if the run does not finish in time.
    private func run(_ reporter: String, _ name: String, _ bytes: [UInt8]) throws -> CLIResult {
        let dir = try makeTemporaryDirectory(self)
        try Data(bytes).write(to: dir.appendingPathComponent(name))
        let r = try runDuolint(["--quiet", "--reporter", reporter, name], in: dir, timeout: Self.timeout)
        if r.timedOut { XCTFail("duolint did not finish within \(Int(Self.timeout)) s") }
        return r
    }

    private func jsonObject(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    /// Asserts the one `ui_screen_main` finding in `bytes` is at `line`, UTF-8 column `utf8` and UTF-16
    /// column `utf16` in every reporter's output.
    private func assertColumns(_ bytes: [UInt8], line: Int, utf8: Int, utf16: Int,
                               file: StaticString = #filePath, lineNumber: UInt = #line) throws {
        let name = "Case.swift"

        // xcode: the UTF-8 column.
        let xcode = try run("xcode", name, bytes)
        XCTAssertEqual(xcode.status, 1, file: file, line: lineNumber)
        let fields = xcode.stdout.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        XCTAssertEqual(fields.count, 4, xcode.stdout, file: file, line: lineNumber)
        XCTAssertEqual(fields.prefix(3).map(String.init), [name, "\(line)", "\(utf8)"], file: file, line: lineNumber)
        XCTAssertTrue(xcode.stdout.hasSuffix(" (ui_screen_main)\n"), xcode.stdout, file: file, line: lineNumber)

        // json: both kinds, start and end.
        let json = try run("json", name, bytes)
        XCTAssertEqual(json.status, 1, file: file, line: lineNumber)
        let findings = try XCTUnwrap(try jsonObject(json.stdout) as? [[String: Any]], file: file, line: lineNumber)
        XCTAssertEqual(findings.count, 1, file: file, line: lineNumber)
        let f = findings.first ?? [:]
        XCTAssertEqual(f["ruleId"] as? String, "ui_screen_main", file: file, line: lineNumber)
        XCTAssertEqual(f["line"] as? Int, line, file: file, line: lineNumber)
        XCTAssertEqual(f["endLine"] as? Int, line, file: file, line: lineNumber)
        XCTAssertEqual(f["column"] as? Int, utf8, "UTF-8 start", file: file, line: lineNumber)
        XCTAssertEqual(f["endColumn"] as? Int, utf8 + 8, "UTF-8 end", file: file, line: lineNumber)
        XCTAssertEqual(f["utf16Column"] as? Int, utf16, "UTF-16 start", file: file, line: lineNumber)
        XCTAssertEqual(f["endUtf16Column"] as? Int, utf16 + 8, "UTF-16 end", file: file, line: lineNumber)

        // sarif: UTF-16 columns, and the run says so.
        let sarif = try run("sarif", name, bytes)
        XCTAssertEqual(sarif.status, 1, file: file, line: lineNumber)
        let log = try XCTUnwrap(try jsonObject(sarif.stdout) as? [String: Any], file: file, line: lineNumber)
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]], file: file, line: lineNumber)
        XCTAssertEqual(runs.count, 1, file: file, line: lineNumber)
        XCTAssertEqual(runs.first?["columnKind"] as? String, "utf16CodeUnits", file: file, line: lineNumber)
        let results = try XCTUnwrap(runs.first?["results"] as? [[String: Any]], file: file, line: lineNumber)
        XCTAssertEqual(results.count, 1, file: file, line: lineNumber)
        let locations = results.first?["locations"] as? [[String: Any]]
        let physical = locations?.first?["physicalLocation"] as? [String: Any]
        XCTAssertEqual((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String, name, file: file, line: lineNumber)
        let region = try XCTUnwrap(physical?["region"] as? [String: Int], file: file, line: lineNumber)
        XCTAssertEqual(region, ["startLine": line, "startColumn": utf16, "endLine": line, "endColumn": utf16 + 8],
                       file: file, line: lineNumber)
    }

    /// Two tabs, then `let s = `: `UIScreen` starts at byte 2 + 8 = 10 → column 11 in both kinds (a tab is one
    /// byte and one UTF-16 unit; no kind expands it to a tab stop).
    func testTabsBeforeTheFinding() throws {
        try assertColumns(Array("\t\tlet s = UIScreen.main\n".utf8), line: 1, utf8: 11, utf16: 11)
        // A tab between the tokens as well: `\tlet\ts = ` is 1 + 3 + 1 + 1 + 1 + 1 + 1 = 9 bytes → column 10.
        try assertColumns(Array("\tlet\ts = UIScreen.main\n".utf8), line: 1, utf8: 10, utf16: 10)
    }

    /// CRLF endings: `\r\n` ends one line (not two) and is not part of the next line, so the finding on the
    /// third line, after `let a = 1; let s = ` (19 bytes), is at 3:20 in both kinds.
    func testCRLFLineEndings() throws {
        let text = "import UIKit\r\n\r\nlet a = 1; let s = UIScreen.main\r\n"
        try assertColumns(Array(text.utf8), line: 3, utf8: 20, utf16: 20)
    }

    /// `"é"` written as `e` + U+0301 (combining acute accent, 2 UTF-8 bytes `CC 81`, 1 UTF-16 unit), in a
    /// string literal before the finding. Before `UIScreen`: `let t = "` (9) + `e` (1 byte / 1 unit) + U+0301
    /// (2 bytes / 1 unit) + `"; let s = ` (11) = 23 bytes, 22 units → UTF-8 column 24, UTF-16 column 23.
    /// (One user-perceived character, but columns never count grapheme clusters.)
    func testCombiningCharacterBeforeTheFinding() throws {
        let text = "let t = \"e\u{301}\"; let s = UIScreen.main\n"
        XCTAssertEqual(Array(text.utf8)[9...11], [0x65, 0xCC, 0x81])
        try assertColumns(Array(text.utf8), line: 1, utf8: 24, utf16: 23)
    }

    /// A family emoji (👩‍👩‍👧 = U+1F469 U+200D U+1F469 U+200D U+1F467: 4 + 3 + 4 + 3 + 4 = 18 bytes and
    /// 2 + 1 + 2 + 1 + 2 = 8 UTF-16 units) and a flag (🇯🇵 = U+1F1EF U+1F1F5: 8 bytes, 4 units). Before
    /// `UIScreen`: `let t = "` (9) + 18 + 8 bytes / 8 + 4 units + `"; let s = ` (11) = 46 bytes, 32 units →
    /// UTF-8 column 47, UTF-16 column 33.
    func testEmojiBeforeTheFinding() throws {
        let text = "let t = \"\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{1F1EF}\u{1F1F5}\"; let s = UIScreen.main\n"
        XCTAssertEqual(text.utf8.count, 46 + "UIScreen.main\n".utf8.count)
        try assertColumns(Array(text.utf8), line: 1, utf8: 47, utf16: 33)
    }

    /// CJK in an identifier and in a string (each character 3 UTF-8 bytes, 1 UTF-16 unit). Before
    /// `UIScreen`: `let ` (4) + `名前` (6 bytes / 2 units) + ` = "` (4) + `日本語` (9 bytes / 3 units) +
    /// `"; let s = ` (11) = 34 bytes, 24 units → UTF-8 column 35, UTF-16 column 25.
    func testCJKBeforeTheFinding() throws {
        let text = "let 名前 = \"日本語\"; let s = UIScreen.main\n"
        try assertColumns(Array(text.utf8), line: 1, utf8: 35, utf16: 25)
    }

    /// SARIF's `columnKind` is what its regions use: on a line where UTF-8 and UTF-16 columns differ, every
    /// result region and every notification (input error) region has the UTF-16 column, never the UTF-8 one,
    /// and the run says `utf16CodeUnits`. The error is an invalid byte after a flag: `let t = "` (9) + 🇯🇵
    /// (8 bytes / 4 units) + `" // ` (5) = 22 bytes, 18 units before 0xFF → 2:23 on standard error (UTF-8,
    /// like the xcode reporter), column 19 in SARIF.
    func testSARIFColumnKindMatchesItsRegions() throws {
        let bytes = Array("let t = \"\u{1F1EF}\u{1F1F5}\"; let s = UIScreen.main\n".utf8)
            + Array("let t = \"\u{1F1EF}\u{1F1F5}\" // ".utf8) + [0xFF, 0x0A]
        // Line 1: 9 + 8 + 11 = 28 bytes, 9 + 4 + 11 = 24 units before `UIScreen` → 29 / 25.
        let json = try run("json", "Case.swift", bytes)
        let findings = try XCTUnwrap(try jsonObject(json.stdout) as? [[String: Any]])
        XCTAssertEqual(findings.map { [$0["line"] as? Int, $0["column"] as? Int, $0["utf16Column"] as? Int] }, [[1, 29, 25]])

        let sarif = try run("sarif", "Case.swift", bytes)
        XCTAssertEqual(sarif.status, 2)
        XCTAssertEqual(sarif.stderr, "Case.swift:2:23: error: invalid UTF-8 byte 0xFF\n")
        let log = try XCTUnwrap(try jsonObject(sarif.stdout) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual(run["columnKind"] as? String, "utf16CodeUnits")
        func regions(_ objects: [[String: Any]]?) -> [[String: Int]] {
            (objects ?? []).flatMap { ($0["locations"] as? [[String: Any]]) ?? [] }
                .compactMap { ($0["physicalLocation"] as? [String: Any])?["region"] as? [String: Int] }
        }
        XCTAssertEqual(regions(run["results"] as? [[String: Any]]),
                       [["startLine": 1, "startColumn": 25, "endLine": 1, "endColumn": 33]])
        let invocation = (run["invocations"] as? [[String: Any]])?.first
        XCTAssertEqual(invocation?["executionSuccessful"] as? Bool, false)
        XCTAssertEqual(regions(invocation?["toolExecutionNotifications"] as? [[String: Any]]),
                       [["startLine": 2, "startColumn": 19]])
    }
}
