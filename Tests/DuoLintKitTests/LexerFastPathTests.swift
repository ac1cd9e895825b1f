import XCTest
@testable import DuoLintKit

/// The fourth round's fast paths, against exact expectations: the main loop's byte classes (`LeadClass`), blank
/// runs found by comparing eight spaces at once (a tab anywhere sends the run to the full test), names of sixteen
/// bytes and more (`lexLongName`), and the identifier list `NameIndex` builds from.
final class LexerFastPathTests: XCTestCase {
    func testLeadClassTableIsTheClassOfEachByte() {
        for v in 0...255 {
            let c = UInt8(v)
            let expected: LeadClass
            if SwiftChars.isIdentifierASCII(c, head: true) { expected = .name
            } else if c == 0x20 || c == 0x09 { expected = .blank
            } else if c == 0x0A { expected = .lineFeed
            } else if c == 0x0D { expected = .carriageReturn
            } else if c == 0x2F { expected = .slash
            } else if SwiftChars.mayStartTrivia(c) { expected = .otherTrivia
            } else {
                let punctuation: [UInt8: LeadClass] = [0x2C: .comma, 0x2E: .period, 0x3A: .colon, 0x7B: .leftBrace,
                                                       0x7D: .rightBrace, 0x28: .leftParen, 0x29: .rightParen,
                                                       0x5B: .leftSquare, 0x5D: .rightSquare, 0x22: .quote, 0x40: .atSign]
                expected = punctuation[c] ?? (c == 0x3D ? .equal : c >= 0x30 && c <= 0x39 ? .digit
                    : SwiftChars.isOperatorASCII(c) ? .operatorHead : .other)
            }
            XCTAssertEqual(LeadClass.table[v], expected, "\(v)")
            XCTAssertEqual(LeadClass.of(c), expected, "\(v)")
        }
    }

    /// `a`, then `spaces` spaces, a tab (or none) and `more` spaces, then `b` and `tail` bytes of text: the blanks are
    /// trivia wherever the tab stands relative to the eight-byte words, and near the end of the buffer.
    func testBlankRunsWithATabAtEveryOffset() {
        for spaces in 0...19 {
            for tab in [false, true] {
                for more in [0, 1, 7, 8, 9, 17] {
                    for tail in [0, 1, 9, 20] {
                        let blanks = String(repeating: " ", count: spaces) + (tab ? "\t" : "") + String(repeating: " ", count: more)
                        let text = "a" + blanks + "b" + String(repeating: "c", count: tail)
                        let lex = Lexer.lex(SourceFile(path: "t.swift", text: text))
                        let label = "\(spaces) \(tab) \(more) \(tail)"
                        if blanks.isEmpty {
                            XCTAssertEqual(lex.tokens.map(\.start), [0, UInt32(text.utf8.count)], label)
                            continue
                        }
                        let b = UInt32(1 + blanks.utf8.count)
                        XCTAssertEqual(lex.tokens.map(\.start), [0, b, UInt32(text.utf8.count)], label)
                        XCTAssertEqual(lex.tokens.map(\.end), [1, UInt32(text.utf8.count), UInt32(text.utf8.count)], label)
                        XCTAssertEqual(lex.tokens.map(\.flags), [0, Token.spaceBefore, 0], label)
                    }
                }
            }
        }
    }

    /// Blanks after a line break (indentation), then a token, a comment or another line break.
    func testIndentationBeforeEachKindOfPiece() {
        for width in [0, 1, 4, 7, 8, 9, 12, 16, 24, 33] {
            let indent = String(repeating: " ", count: width)
            let text = "{\n" + indent + "x\n" + indent + "// c\n" + indent + "\n" + indent + "}"
            let file = SourceFile(path: "t.swift", text: text)
            let lex = Lexer.lex(file)
            XCTAssertEqual(lex.tokens.map { file.text(Int($0.start), Int($0.end)) }, ["{", "x", "}", ""], "\(width)")
            XCTAssertEqual(lex.tokens.map(\.flags), [0, 3, 3, 0], "\(width)")
            XCTAssertEqual(lex.comments.map(\.start), [UInt32(4 + 2 * width)], "\(width)")
        }
    }

    /// Names of 16 to 40 ASCII bytes before each byte value, with at least 16 bytes readable after them or
    /// ending the buffer: a letter, digit or `_` continues the name, a non-ASCII letter too; any other byte ends it.
    func testLongNamesBeforeEveryByteValue() {
        for length in [16, 17, 23, 24, 25, 31, 32, 33, 40] {
            let name = Array((0..<length).map { i -> UInt8 in [0x61, 0x5A, 0x5F, 0x37][i % 4] })
            for v in 0...255 {
                for pad in [0, 3, 20] {
                    let bytes = name + [UInt8(v)] + [UInt8](repeating: 0x20, count: pad)
                    let lex = bytes.withUnsafeBufferPointer { Lexer.lex($0) }
                    let continues = SwiftChars.isIdentifierASCII(UInt8(v), head: false)
                    let label = "\(length) \(v) \(pad)"
                    XCTAssertEqual(lex.tokens[0].kind, .identifier, label)
                    XCTAssertEqual(lex.words[0], .none, label)
                    if v >= 0x80 {
                        // A lone byte of 0x80 or more is invalid UTF-8: it ends the name, with a diagnostic.
                        XCTAssertEqual(Int(lex.tokens[0].end), length, label)
                    } else {
                        XCTAssertEqual(Int(lex.tokens[0].end), length + (continues ? 1 : 0), label)
                    }
                }
            }
            // A non-ASCII letter continues a long name.
            let withAccent = name + Array("é".utf8) + Array("xy = 1".utf8) + [UInt8](repeating: 0x20, count: 20)
            let lex = withAccent.withUnsafeBufferPointer { Lexer.lex($0) }
            XCTAssertEqual(Int(lex.tokens[0].end), length + 4, "\(length) é")
            XCTAssertEqual(lex.tokens[1].kind, .equal)
        }
    }

    /// `occurrences(ofNameAt:)` lists exactly the identifier tokens with the same text, ascending, among keywords,
    /// literals and names of every length (an empty file and a file without a name have none).
    func testNameIndexListsEachNamesIdentifiersInOrder() {
        let text = "let a = b; func a() { a.b(c: \"a\", `a`: 1) }; var looooooooooooooooongName = a + looooooooooooooooongName"
        let file = SwiftFile(SourceFile(path: "t.swift", text: text))
        var byText: [String: [Int32]] = [:]
        for i in 0..<file.count where file.kind(i) == .identifier { byText[file.text(i), default: []].append(Int32(i)) }
        for i in 0..<file.count where file.kind(i) == .identifier {
            let found = file.occurrences(ofNameAt: i).filter { file.sameText(Int($0), i) }
            XCTAssertEqual(Array(found), byText[file.text(i)], file.text(i))
        }
        XCTAssertEqual(Array(file.occurrences(ofName: "a").filter { file.isText(Int($0), "a") }), byText["a"])
        XCTAssertTrue(SwiftFile(SourceFile(path: "t.swift", text: "")).occurrences(ofName: "a").isEmpty)
        XCTAssertTrue(SwiftFile(SourceFile(path: "t.swift", text: "let = 1")).occurrences(ofName: "let").isEmpty)
    }

    /// Line comments holding a tab or another control byte (not a line break, not NUL) at every offset, then more text
    /// and a line break: the comment ends at the line break, with no diagnostic; 0x0E and 0x7F too.
    func testLineCommentsWithControlBytesAtEveryOffset() {
        for before in 0...17 {
            for after in [0, 1, 7, 8, 9, 20] {
                for control: UInt8 in [0x01, 0x09, 0x0B, 0x0C, 0x0E, 0x1F, 0x7F] {
                    for end: [UInt8] in [[0x0A], [0x0D], [0x0D, 0x0A]] {
                        let text = Array("//".utf8) + [UInt8](repeating: 0x78, count: before) + [control]
                            + [UInt8](repeating: 0x79, count: after)
                        let bytes = text + end + Array("a b c d e f g h i j".utf8)
                        let lex = bytes.withUnsafeBufferPointer { Lexer.lex($0) }
                        let label = "\(before) \(control) \(after) \(end)"
                        XCTAssertEqual(lex.comments.map { Int($0.end) }, [text.count], label)
                        XCTAssertEqual(lex.diagnostics.map(\.message), [], label)
                        XCTAssertEqual(lex.tokens.count, 11, label)
                        XCTAssertEqual(lex.tokens.first?.hasNewlineBefore, true, label)
                    }
                }
            }
        }
    }

    /// The first-byte and length filter in front of the word table: true for every word's first byte and length, and
    /// every word still lexed as itself; a name it rules out is no word (`Word.classify` agrees).
    func testWordFilterKeepsEveryWord() {
        let lengths = WordTable.shared.lengthsByFirstByte
        var raw: UInt8 = 1
        while let w = Word(rawValue: raw) {
            let bytes = Array(Word.spelling(w).utf8)
            if bytes.count >= 2 && bytes.count <= 16 {
                XCTAssertTrue(WordTable.mayBeWord(lengths, first: bytes[0], length: bytes.count), "\(w)")
                let text = bytes + [0x20] + [UInt8](repeating: 0x20, count: 16)
                let lex = text.withUnsafeBufferPointer { Lexer.lex($0) }
                XCTAssertEqual(lex.words[0], w, "\(w)")
            }
            raw += 1
        }
        for first in Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_".utf8) {
            for length in 2...15 {
                let name = [first] + [UInt8](repeating: 0x61, count: length - 1)
                let word = name.withUnsafeBufferPointer { Word.classify($0, 0, $0.count) }
                if !WordTable.mayBeWord(lengths, first: first, length: length) { XCTAssertEqual(word, .none) }
                let lex = (name + [UInt8](repeating: 0x20, count: 17)).withUnsafeBufferPointer { Lexer.lex($0) }
                XCTAssertEqual(lex.words[0], word, String(decoding: name, as: UTF8.self))
            }
        }
    }

    /// Comments past the room reserved with the first one (about one per 256 bytes): a file of nothing but comments,
    /// line and block, keeps every one in order.
    func testCommentsBeyondTheFirstGuess() {
        for count in [1, 4, 5, 100, 1000] {
            var text = ""
            for i in 0..<count { text += i % 3 == 2 ? "/* b */\n" : "// c\n" }
            let lex = Lexer.lex(SourceFile(path: "t.swift", text: text))
            XCTAssertEqual(lex.comments.count, count, "\(count)")
            var offset = 0
            for (i, c) in lex.comments.enumerated() {
                let length = i % 3 == 2 ? 7 : 4
                XCTAssertEqual(Int(c.start), offset, "\(count) \(i)")
                XCTAssertEqual(Int(c.end), offset + length, "\(count) \(i)")
                XCTAssertEqual(c.kind, i % 3 == 2 ? .block : .line, "\(count) \(i)")
                offset += length + 1
            }
        }
    }

    /// Line starts past the first guess of the buffer they are gathered in (`n / 32 + 16` lines): many empty lines,
    /// with and without a final line break, and lines around the checkpoint stride; the same starts as a count byte by
    /// byte, and columns on a long line as the line's own count gives them.
    func testLineStartsOfManyShortLinesAndLongOnes() {
        for count in [0, 1, 15, 16, 17, 100, 1000] {
            for final in [false, true] {
                let text = String(repeating: "\n", count: count) + (final ? "" : "x")
                let table = SourceFile(path: "t.swift", text: text).lines
                var expected = [0]
                for (i, c) in text.utf8.enumerated() where c == 0x0A { expected.append(i + 1) }
                XCTAssertEqual(table.lineStarts, expected, "\(count) \(final)")
            }
        }
        let stride = ColumnCheckpoints.stride
        for length in [stride - 2, stride - 1, stride, stride + 1, 3 * stride] {
            let line = String(repeating: "é", count: length / 2)
            let text = "a\n" + line + "\nb"
            let file = SourceFile(path: "t.swift", text: text)
            XCTAssertEqual(file.lines.lineStarts, [0, 2, 2 + line.utf8.count + 1], "\(length)")
            let end = file.location(ofOffset: 2 + line.utf8.count)
            XCTAssertEqual(end.line, 2)
            XCTAssertEqual(end.scalarColumn, length / 2 + 1, "\(length)")
            XCTAssertEqual(end.utf8Column, line.utf8.count + 1, "\(length)")
        }
    }
}
