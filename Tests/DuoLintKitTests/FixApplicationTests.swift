import Foundation
import XCTest
@testable import DuoLintKit

/// `FixApplication` (which fixes of a file are applied together), `ProposedFix.resolved` and `UnifiedDiff`.
final class FixApplicationTests: XCTestCase {
    private func fix(_ source: SourceFile, _ edits: [(Range<Int>, String)], _ description: String = "d") -> Fix {
        ProposedFix(description, edits.map { FixEdit($0.0, $0.1) }).resolved(in: source)!
    }

    func testNonOverlappingFixesAreAppliedTogetherInOnePass() {
        let s = SourceFile(path: "a.swift", text: "let a = 1\nlet b = 2\n")
        let out = FixApplication.apply([fix(s, [(4..<5, "x")]), fix(s, [(14..<15, "y"), (18..<19, "3")])], to: s.bytes)
        XCTAssertEqual(String(decoding: out.bytes, as: UTF8.self), "let x = 1\nlet y = 3\n")
        XCTAssertEqual(out.applied, [0, 1])
        XCTAssertEqual(out.notApplied, [])
    }

    func testAnOverlappingFixIsLeftForTheNextRunWholly() {
        let s = SourceFile(path: "a.swift", text: "abcdefghij")
        // The second shares byte 3 with the first; its other edit (at 8) is not made either.
        let out = FixApplication.apply([fix(s, [(2..<4, "X")]), fix(s, [(3..<5, "Y"), (8..<9, "Z")]), fix(s, [(5..<6, "W")])], to: s.bytes)
        XCTAssertEqual(String(decoding: out.bytes, as: UTF8.self), "abXeWghij")
        XCTAssertEqual(out.applied, [0, 2])
        XCTAssertEqual(out.notApplied, [1])
    }

    func testTouchingRegionsDoNotConflictButInsertionsAtOnePointDo() {
        XCTAssertFalse(FixApplication.conflict(0..<2, 2..<4))
        XCTAssertTrue(FixApplication.conflict(3..<3, 3..<3))
        XCTAssertTrue(FixApplication.conflict(3..<3, 3..<5))
        XCTAssertTrue(FixApplication.conflict(1..<5, 3..<3))
        XCTAssertFalse(FixApplication.conflict(1..<3, 3..<3))
        XCTAssertTrue(FixApplication.conflict(0..<10, 4..<6))
    }

    func testAFixWhoseOwnEditsOverlapOrLieOutsideTheFileIsNone() {
        let s = SourceFile(path: "a.swift", text: "abc")
        XCTAssertNil(ProposedFix("d", [FixEdit(0..<2, "x"), FixEdit(1..<3, "y")]).resolved(in: s))
        XCTAssertNil(ProposedFix("d", [FixEdit(2..<4, "x")]).resolved(in: s))
        XCTAssertNil(ProposedFix("d", []).resolved(in: s))
    }

    func testResolvedPositionsCountUTF8AndUTF16Columns() {
        let s = SourceFile(path: "a.swift", text: "// é\nlet 𝑥 = 1\n")
        let f = fix(s, [(17..<18, "2")])
        XCTAssertEqual(f.replacements[0].deletedRegion.start,
                       SourceLocation(offset: 17, line: 2, utf8Column: 12, utf16Column: 10, scalarColumn: 9))
        XCTAssertEqual(f.replacements[0].deletedRegion.end.utf8Column, 13)
    }

    func testDiffOfOneChangedLineWithContextAndCRLFKept() {
        let text = "a\r\nb\r\nc\r\nd\r\ne\r\nf\r\ng\r\nh\r\n"
        let s = SourceFile(path: "Sources/A.swift", text: text)
        let d = UnifiedDiff.make(path: s.path, original: s.bytes, edits: [(offsets: 12..<13, text: "E")])
        XCTAssertEqual(d, "--- a/Sources/A.swift\n+++ b/Sources/A.swift\n@@ -2,7 +2,7 @@\n b\r\n c\r\n d\r\n-e\r\n+E\r\n f\r\n g\r\n h\r\n")
    }

    func testDiffOfAnInsertedLineAndAMissingFinalNewline() {
        let s = SourceFile(path: "A.swift", text: "struct A {\n    var x = 1\n}")
        let d = UnifiedDiff.make(path: s.path, original: s.bytes,
                                 edits: [(offsets: 11..<11, text: "    var y = 2\n"), (offsets: 25..<26, text: "} // end")])
        XCTAssertEqual(d, "--- a/A.swift\n+++ b/A.swift\n@@ -1,3 +1,4 @@\n struct A {\n+    var y = 2\n     var x = 1\n-}\n\\ No newline at end of file\n+} // end\n\\ No newline at end of file\n")
    }

    func testDiffEscapesWhatATerminalWouldRead() {
        let s = SourceFile(path: "A\u{1B}[2J.swift", text: "let a = \"\u{1B}[31m\"\n")
        let d = UnifiedDiff.make(path: s.path, original: s.bytes, edits: [(offsets: 4..<5, text: "b")])
        XCTAssertEqual(d, "--- a/A\\u{1B}[2J.swift\n+++ b/A\\u{1B}[2J.swift\n@@ -1 +1 @@\n-let a = \"\\u{1B}[31m\"\n+let b = \"\\u{1B}[31m\"\n")
    }

    func testDiffKeepsTabsAndDefusesAWorkflowCommandInAContextLine() {
        let s = SourceFile(path: "A.swift", text: "/*\n  ::error file=x::pwned\n*/\n\tlet a = 1\n")
        let d = UnifiedDiff.make(path: s.path, original: s.bytes, edits: [(offsets: 35..<36, text: "b")])
        XCTAssertEqual(d, "--- a/A.swift\n+++ b/A.swift\n@@ -1,4 +1,4 @@\n /*\n   \\u{3A}:error file=x::pwned\n */\n-\tlet a = 1\n+\tlet b = 1\n")
    }

    func testDiffKeepsTheByteOrderMarkOfTheFirstLine() {
        let s = SourceFile(path: "A.swift", text: "\u{FEFF}let a = 1\n")
        let d = UnifiedDiff.make(path: s.path, original: s.bytes, edits: [(offsets: 7..<8, text: "b")])
        XCTAssertEqual(Array(d.utf8), Array("--- a/A.swift\n+++ b/A.swift\n@@ -1 +1 @@\n-\u{FEFF}let a = 1\n+\u{FEFF}let b = 1\n".utf8))
    }

    /// Far-apart changes make separate hunks whose new line numbers count the lines added above them; `git apply`
    /// turns the original into the fixed file with the diff.
    func testSeparateHunksApplyWithGit() throws {
        var lines = (1...40).map { "line \($0)" }
        let original = lines.joined(separator: "\n") + "\n"
        let s = SourceFile(path: "F.txt", text: original)
        let at3 = s.lines.lineStarts[2], at30 = s.lines.lineStarts[29]
        let edits = [(offsets: at3..<at3, text: "new a\nnew b\n"), (offsets: at30..<(at30 + 7), text: "LINE 30")]
        let d = UnifiedDiff.make(path: "F.txt", original: s.bytes, edits: edits)
        XCTAssertTrue(d.contains("@@ -1,5 +1,7 @@\n"), d)
        XCTAssertTrue(d.contains("@@ -27,7 +29,7 @@\n"), d)
        lines.insert(contentsOf: ["new a", "new b"], at: 2)
        lines[31] = "LINE 30"
        let dir = try makeTemporaryDirectory(self)
        try original.write(to: dir.appendingPathComponent("F.txt"), atomically: true, encoding: .utf8)
        try d.write(to: dir.appendingPathComponent("fix.diff"), atomically: true, encoding: .utf8)
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "apply", "fix.diff"]
        git.currentDirectoryURL = dir
        try git.run()
        git.waitUntilExit()
        XCTAssertEqual(git.terminationStatus, 0)
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("F.txt"), encoding: .utf8), lines.joined(separator: "\n") + "\n")
    }

    private func finding(_ source: SourceFile, _ edits: [(Range<Int>, String)]) -> Finding {
        var f = Finding(ruleID: "ui_screen_main", severity: .warning, message: "m", path: source.path,
                        range: SourceRange(start: source.location(ofOffset: 0), end: source.location(ofOffset: 1)))
        f.fix = fix(source, edits)
        return f
    }

    func testAFixThatWouldAddALexicalOrSyntaxErrorIsRefused() {
        let s = SourceFile(path: "A.swift", text: "let a = f(1)\nlet b = 2\n")
        let lexical = FixedFile(path: s.path, bytes: s.bytes, findings: [finding(s, [(8..<9, "\"")])], linter: Linter(jobs: 1))
        XCTAssertEqual(lexical.refusal, "the fixed file would have an error the original has not (line 1, column 9: unterminated string literal); nothing was written")
        XCTAssertEqual(lexical.fixed, s.bytes)
        XCTAssertFalse(lexical.changes)
        let syntax = FixedFile(path: s.path, bytes: s.bytes, findings: [finding(s, [(11..<12, "")])], linter: Linter(jobs: 1))
        XCTAssertEqual(syntax.refusal, "the fixed file would have an error the original has not (line 1, column 10: unmatched '('); nothing was written")
        let fine = FixedFile(path: s.path, bytes: s.bytes, findings: [finding(s, [(4..<5, "x")])], linter: Linter(jobs: 1))
        XCTAssertNil(fine.refusal)
        XCTAssertEqual(String(decoding: fine.fixed, as: UTF8.self), "let x = f(1)\nlet b = 2\n")
    }

    /// The fixes' offsets are in the bytes that were linted: a file that changed since is not fixed.
    func testAFileThatChangedSinceItWasLintedIsNotFixed() {
        let linted = SourceFile(path: "A.swift", text: "let a = 1\n")
        let now = Array("let abc = 1\n".utf8)
        let f = FixedFile(path: "A.swift", bytes: now, findings: [finding(linted, [(4..<5, "x")])], linter: Linter(jobs: 1))
        XCTAssertEqual(f.refusal, "the file changed after it was linted; nothing was written (run --fix again)")
        XCTAssertEqual(f.fixed, now)
        XCTAssertEqual(f.applied, [])
        XCTAssertEqual(finding(linted, [(4..<5, "x")]).fix?.fileHash, SourceFile.hash(linted.bytes))
    }

    func testAFixThatWouldBreakAnInfoPlistIsRefused() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>A</key>\n\t<true/>\n</dict>\n</plist>\n"
        let s = SourceFile(path: "Info.plist", text: text)
        let close = Array(text.utf8).count - "</dict>\n</plist>\n".utf8.count
        let broken = FixedFile(path: s.path, bytes: s.bytes, findings: [finding(s, [(close..<(close + 8), "")])], linter: Linter(jobs: 1))
        XCTAssertEqual(broken.refusal, "the fixed file would have an error the original has not (line 6, column 1: invalid property list: Close tag on line 6 does not match open tag dict); nothing was written")
    }
}
