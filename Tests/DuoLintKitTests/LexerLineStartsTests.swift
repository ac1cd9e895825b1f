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
        var numbers = SeededNumbers(seed: 0x9E37_79B9_7F4A_7C15)
        func next(_ bound: Int) -> Int { numbers.next(bound) }
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

    /// Columns on long lines of ASCII runs of every length beside two-, three- and four-byte characters and invalid
    /// bytes (the checkpoints skip ASCII eight bytes at a time): at every offset, the count from the line's start.
    func testColumnsOnLongLinesMatchACountFromTheLineStart() {
        let pieces: [[UInt8]] = [Array("é".utf8), Array("€".utf8), Array("😀".utf8), [0xFF], [0x00], [0x09]]
        var numbers = SeededNumbers(seed: 0x2545_F491_4F6C_DD1D)
        func next(_ bound: Int) -> Int { numbers.next(bound) }
        for round in 0..<40 {
            var bytes: [UInt8] = round % 2 == 0 ? [0xEF, 0xBB, 0xBF] : []
            for line in 0..<3 {
                while bytes.count < (line + 1) * (2 * ColumnCheckpoints.stride + next(300)) {
                    bytes += Array(repeating: UInt8(ascii: "a"), count: next(20))
                    bytes += pieces[next(pieces.count)]
                }
                bytes += line == 1 ? [0x0D, 0x0A] : [0x0A]
            }
            let file = SourceFile(path: "t.swift", bytes: bytes)
            let lines = file.lines
            bytes.withUnsafeBufferPointer { b in
                for offset in 0...b.count {
                    let line = lines.line(ofOffset: offset)
                    let start = lines.lineStarts[line - 1]
                    let origin = line == 1 && offset >= lines.bomLength ? lines.bomLength : start
                    let count = LineTable.count(b, from: origin, to: offset)
                    let location = file.location(ofOffset: offset)
                    XCTAssertEqual(location.utf16Column, count.utf16 + 1, "round \(round) offset \(offset)")
                    XCTAssertEqual(location.scalarColumn, count.scalars + 1, "round \(round) offset \(offset)")
                }
            }
        }
    }

    /// The UTF-8 check of a literal's or comment's last bytes (fewer than eight, read in one load when eight are
    /// readable): a NUL or invalid byte at each place of texts of every short length, with and without bytes after the
    /// literal, is reported once, where it is; a valid two-byte character there is not.
    func testUTF8CheckOfTheLastBytes() {
        for length in 1..<12 {
            for place in 0..<length {
                for bad: UInt8 in [0x00, 0xFF, 0x80, 0xC3] {
                    for tail in ["", "\n// after the literal"] {
                        for comment in [false, true] {
                            var text = Array((comment ? "// " : "let s = \"").utf8)
                            let at = text.count + place
                            text += Array(repeating: UInt8(ascii: "a"), count: length)
                            text[at] = bad
                            if !comment { text.append(UInt8(ascii: "\"")) }
                            text += Array(tail.utf8)
                            let lexed = text.withUnsafeBufferPointer { Lexer.lex($0) }
                            let context = "length \(length) place \(place) byte \(bad) tail \(tail.count) comment \(comment)"
                            // A lone 0xC3 before an `a` is invalid too; before the end of the text or a quote, also.
                            XCTAssertEqual(lexed.diagnostics.map(\.offset), [at], context)
                        }
                    }
                }
            }
            for tail in ["", "\nx"] {
                let text = "let s = \"" + String(repeating: "a", count: length - 1) + "é\"" + tail
                XCTAssertEqual(Lexer.lex(SourceFile(path: "t.swift", text: text)).diagnosticCount, 0, "length \(length)")
            }
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
