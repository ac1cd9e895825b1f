import XCTest
@testable import DuoLintKit

/// The line starts the lexer records as it passes each line break (`LexedFile.lineStarts`), which become a Swift
/// file's line table (`SourceFile.supplyLineStarts`): exactly the starts the line table's own scan finds
/// (`LineTable.scanLineStarts`) for `\n`, `\r\n` and a lone `\r` in every place the lexer consumes one — trivia,
/// block comments, multi-line strings (opening line, text, escaped line breaks), interpolations, unterminated
/// literals, regex literals — and the same lines and columns from a `SourceFile` either way.
final class LexerLineStartsTests: XCTestCase {
    /// The line starts of `text` as the lexer records them and as the line table's scan finds them.
    private func starts(_ text: String) -> (lexer: [Int], scan: [Int]) {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { b in (Lexer.lex(b).lineStarts, LineTable.scanLineStarts(b).starts) }
    }

    func testExactStartsOfEachKindOfLineBreak() {
        XCTAssertEqual(starts("").lexer, [0])
        XCTAssertEqual(starts("let a = 1").lexer, [0])
        XCTAssertEqual(starts("a\nb").lexer, [0, 2])
        XCTAssertEqual(starts("a\r\nb").lexer, [0, 3])
        XCTAssertEqual(starts("a\rb").lexer, [0, 2])
        XCTAssertEqual(starts("a\r\r\nb\n").lexer, [0, 2, 4, 6])
        XCTAssertEqual(starts("\n\r\n\r").lexer, [0, 1, 3, 4])
        XCTAssertEqual(starts("/* a\r\nb\rc\n */ x").lexer, [0, 6, 8, 10])
        XCTAssertEqual(starts("let s = \"\"\"\r\n  a\r\n  \"\"\"\n").lexer, [0, 13, 18, 24])
        XCTAssertEqual(starts("#/\na\n/#\n").lexer, [0, 3, 5, 8])
        // U+2028, U+0085, a vertical tab and a form feed end no line.
        XCTAssertEqual(starts("a\u{2028}b\u{85}c\u{0B}d\u{0C}e").lexer, [0])
    }

    /// Line breaks in every place the lexer passes one, each as `\n`, `\r\n` and `\r`.
    func testStartsMatchTheScanInEveryPlace() {
        let templates = [
            "let a = 1@@let b = 2@@", "@@@@  @@\t@@", "#!/usr/bin/swift@@print(1)", "\u{FEFF}@@x",
            "// comment@@/// doc@@x", "/* a@@b /* nested@@*/ c@@*/ y", "/* unterminated@@",
            "let s = \"\"\"@@  text@@  \\(a +@@ b)@@  \"\"\"@@", "let s = \"\"\"   @@ a\\@@ b \\   @@ c@@ \"\"\"",
            "let s = #\"\"\"@@ a \\#(x)@@ \"\"\"#@@", "let s = \"\"\"@@ unterminated@@", "let s = \"\"\" x@@\"\"\"",
            "let s = \"single@@", "let s = \"a\\@@b\"", "let s = \"a \\(f(@@x)) b\"@@", "let s = \"\\(\"\"\"@@ x@@ \"\"\")\"@@",
            "let r = #/a@@b/#@@", "let r = #/@@  a@@/#@@", "let r = #/a\\@@b/#", "let r = #/a@@", "let r = ##/@@a@@",
            "x = /a b/@@", "x = /a@@", "f(a:@@b,@@c)@@", "`raw@@name` @@", "a\u{00}@@\u{FF}@@", "\"\\(a@@\"",
        ]
        for template in templates {
            for lineBreak in ["\n", "\r\n", "\r"] {
                let text = template.replacingOccurrences(of: "@@", with: lineBreak)
                let (lexer, scan) = starts(text)
                XCTAssertEqual(lexer, scan, "\(template.debugDescription) with \(lineBreak.debugDescription)")
            }
        }
    }

    /// Pieces of Swift with line breaks, quotes, delimiters and escapes in between, in deterministic pseudo-random
    /// orders (a fixed seed): the lexer's starts are the scan's for every one.
    func testStartsMatchTheScanOverMixedPieces() {
        let pieces = ["\n", "\r\n", "\r", " ", "\t", "a", "let", "\"", "\"\"\"", "#", "\\", "\\(", ")", "(", "/", "/*", "*/",
                      "//", "#/", "/#", "`", "{", "}", "é", "\u{2028}", "\u{00}", "1.5", "?", "<", ">"]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        for round in 0..<3000 {
            var text = ""
            for _ in 0..<(1 + next(40)) { text += pieces[next(pieces.count)] }
            let (lexer, scan) = starts(text)
            XCTAssertEqual(lexer, scan, "round \(round): \(text.debugDescription)")
        }
    }

    /// A file lexed first takes the lexer's starts; its lines and columns are a scanned file's.
    func testSourceFileAnswersAlikeFromEitherTable() {
        let text = "\u{FEFF}let a = \"é\"\r\n/* x\ry */ let s = \"\"\"\n  \u{1F600}\n  \"\"\"\rlet r = #/a\nb/#\n"
        let lexed = SourceFile(path: "t.swift", text: text)
        _ = Lexer.lex(lexed)
        let scanned = SourceFile(path: "t.swift", text: text)
        XCTAssertEqual(lexed.lines.lineStarts, scanned.lines.lineStarts)
        XCTAssertEqual(lexed.lines.bomLength, 3)
        for offset in 0...text.utf8.count {
            XCTAssertEqual(lexed.location(ofOffset: offset), scanned.location(ofOffset: offset), "\(offset)")
        }
        for line in 1...scanned.lines.lineCount {
            XCTAssertEqual(lexed.lineText(line), scanned.lineText(line), "\(line)")
        }
    }

    /// Starts supplied after the table was made change nothing; a long line gets its column checkpoints either way.
    func testSuppliedStartsAfterTheTableAndLongLines() {
        let file = SourceFile(path: "t.swift", text: "a\nb")
        XCTAssertEqual(file.lines.lineStarts, [0, 2])
        file.supplyLineStarts([0, 1])
        XCTAssertEqual(file.lines.lineStarts, [0, 2])
        let long = "let s = \"" + String(repeating: "é", count: 3 * ColumnCheckpoints.stride) + "\"\nx"
        let lexed = SourceFile(path: "t.swift", text: long)
        _ = Lexer.lex(lexed)
        let scanned = SourceFile(path: "t.swift", text: long)
        for offset in stride(from: 0, through: long.utf8.count, by: 7) {
            XCTAssertEqual(lexed.location(ofOffset: offset), scanned.location(ofOffset: offset), "\(offset)")
        }
        XCTAssertEqual(lexed.location(line: 1, characterColumn: 500), scanned.location(line: 1, characterColumn: 500))
    }
}
