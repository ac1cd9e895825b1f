import DuoLintKit
import Foundation
import XCTest

/// Unit tests of the lexer on invalid and extreme input, with exact assertions: each malformed
/// construct gives its exact diagnostic (message and UTF-8 offset) and lexing goes on with the
/// right next token; deep nesting (10,000 `/*`, 100,000 `"\(`) lexes without recursion. Also
/// the comment classification, trivia flags, and `LineTable`/`SourceFile.location` columns
/// (UTF-8, UTF-16, scalars) around tabs, CJK, emoji, combining marks, CRLF, lone CR and a BOM.
final class LexerTests: XCTestCase {
    // MARK: Helpers

    private func lex(_ text: String) -> LexedFile {
        Lexer.lex(SourceFile(path: "t.swift", text: text))
    }

    private func lex(bytes: [UInt8]) -> LexedFile {
        Lexer.lex(SourceFile(path: "t.swift", bytes: bytes))
    }

    /// `kind start..<end` for each token: compact and exact.
    private func shape(_ lexed: LexedFile) -> [String] {
        lexed.tokens.map { "\($0.kind) \($0.start)..<\($0.end)" }
    }

    /// `offset: message` for each diagnostic.
    private func diags(_ lexed: LexedFile) -> [String] {
        lexed.diagnostics.map { "\($0.offset): \($0.message)" }
    }

    private func diag(_ offset: Int, _ message: String) -> String { "\(offset): \(message)" }

    /// `kind start..<end` for each comment, plus ` unterminated` when it is.
    private func comments(_ lexed: LexedFile) -> [String] {
        lexed.comments.map { "\($0.kind) \($0.start)..<\($0.end)" + ($0.isTerminated ? "" : " unterminated") }
    }

    // MARK: Unterminated constructs

    func testUnterminatedSingleLineStringEndsAtLineBreak() {
        let lexed = lex("let s = \"abc\nnext")
        XCTAssertEqual(diags(lexed), [diag(8, "unterminated string literal")])
        XCTAssertEqual(shape(lexed), [
            "keyword 0..<3", "identifier 4..<5", "equal 6..<7",
            "stringQuote 8..<9", "stringSegment 9..<12",
            "identifier 13..<17", "endOfFile 17..<17",
        ])
        let next = lexed.tokens[5]
        XCTAssertTrue(next.hasNewlineBefore)
        XCTAssertEqual(next.interpolationDepth, 0)
    }

    func testUnterminatedMultiLineStringRunsToEndOfFile() {
        let lexed = lex("let s = \"\"\"\nabc\n")
        XCTAssertEqual(diags(lexed), [diag(8, "unterminated multi-line string literal")])
        XCTAssertEqual(shape(lexed), [
            "keyword 0..<3", "identifier 4..<5", "equal 6..<7",
            "multilineStringQuote 8..<11", "stringSegment 12..<16", "stringSegment 16..<16", "endOfFile 16..<16",
        ])
    }

    func testMultiLineClosingDelimiterNotOnItsOwnLineIsDiagnosedAndLexingGoesOn() {
        let lexed = lex("\"\"\"\nabc\"\"\"\nnext")
        XCTAssertEqual(diags(lexed), [diag(7, "multi-line string literal closing delimiter must begin on a new line")])
        XCTAssertEqual(shape(lexed), [
            "multilineStringQuote 0..<3", "stringSegment 4..<7", "multilineStringQuote 7..<10",
            "identifier 11..<15", "endOfFile 15..<15",
        ])
    }

    func testMultiLineContentOnOpeningLineIsDiagnosed() {
        let lexed = lex("\"\"\"abc\n\"\"\" x")
        XCTAssertEqual(diags(lexed), [diag(3, "multi-line string literal content must begin on a new line")])
        XCTAssertEqual(shape(lexed), [
            "multilineStringQuote 0..<3", "stringSegment 3..<6", "multilineStringQuote 7..<10",
            "identifier 11..<12", "endOfFile 12..<12",
        ])
    }

    func testUnterminatedBlockCommentRunsToEndOfFile() {
        let lexed = lex("a /* b /* c */ d")
        XCTAssertEqual(diags(lexed), [diag(2, "unterminated '/*' comment")])
        XCTAssertEqual(shape(lexed), ["identifier 0..<1", "endOfFile 16..<16"])
        XCTAssertEqual(comments(lexed), ["block 2..<16 unterminated"])
    }

    func testInterpolationOpenAtEndOfFile() {
        let lexed = lex("\"\\(")
        XCTAssertEqual(diags(lexed), [diag(0, "unterminated string literal")])
        XCTAssertEqual(shape(lexed), [
            "stringQuote 0..<1", "stringSegment 1..<1", "backslash 1..<2", "leftParen 2..<3", "endOfFile 3..<3",
        ])
        // The literal's own quote is one deeper than the code around it, like its segments.
        XCTAssertEqual(lexed.tokens.map(\.interpolationDepth), [1, 1, 1, 1, 0])
    }

    // MARK: Invalid bytes

    func testInvalidUTF8InIdentifierPosition() {
        // `let a<FF>b = 1`: the identifier stops before the bad byte, which is trivia (as SwiftParser reads
        // it) and a diagnostic.
        let lexed = lex(bytes: Array("let a".utf8) + [0xFF] + Array("b = 1".utf8))
        XCTAssertEqual(diags(lexed), [diag(5, "invalid UTF-8 byte 0xFF")])
        XCTAssertEqual(shape(lexed), [
            "keyword 0..<3", "identifier 4..<5", "identifier 6..<7",
            "equal 8..<9", "integerLiteral 10..<11", "endOfFile 11..<11",
        ])
    }

    func testTruncatedUTF8SequenceAtIdentifierStart() {
        // C3 must be followed by a continuation byte; a space follows instead.
        let lexed = lex(bytes: [0xC3, 0x20, 0x78])
        XCTAssertEqual(diags(lexed), [diag(0, "invalid UTF-8 byte 0xC3")])
        XCTAssertEqual(shape(lexed), ["identifier 2..<3", "endOfFile 3..<3"])
    }

    func testInvalidUTF8InString() {
        let lexed = lex(bytes: Array("\"a".utf8) + [0xFF] + Array("b\" x".utf8))
        XCTAssertEqual(diags(lexed), [diag(2, "invalid UTF-8 byte 0xFF")])
        XCTAssertEqual(shape(lexed), [
            "stringQuote 0..<1", "stringSegment 1..<4", "stringQuote 4..<5", "identifier 6..<7", "endOfFile 7..<7",
        ])
    }

    func testInvalidUTF8InLineComment() {
        let lexed = lex(bytes: Array("// a".utf8) + [0xFF] + Array("b\nx".utf8))
        XCTAssertEqual(diags(lexed), [diag(4, "invalid UTF-8 byte 0xFF")])
        XCTAssertEqual(shape(lexed), ["identifier 7..<8", "endOfFile 8..<8"])
        XCTAssertEqual(comments(lexed), ["line 0..<6"])
    }

    func testInvalidUTF8InBlockComment() {
        let lexed = lex(bytes: Array("/* ".utf8) + [0xFE] + Array(" */ x".utf8))
        XCTAssertEqual(diags(lexed), [diag(3, "invalid UTF-8 byte 0xFE")])
        XCTAssertEqual(shape(lexed), ["identifier 8..<9", "endOfFile 9..<9"])
    }

    func testNULByteBetweenTokens() {
        let lexed = lex(bytes: [0x61, 0x00, 0x62])
        XCTAssertEqual(diags(lexed), [diag(1, "NUL byte in source")])
        XCTAssertEqual(shape(lexed), ["identifier 0..<1", "identifier 2..<3", "endOfFile 3..<3"])
        XCTAssertTrue(lexed.tokens[1].hasSpaceBefore)
        XCTAssertFalse(lexed.tokens[1].hasNewlineBefore)
    }

    func testNULByteInString() {
        let lexed = lex(bytes: [0x22, 0x61, 0x00, 0x62, 0x22, 0x20, 0x78])
        XCTAssertEqual(diags(lexed), [diag(2, "NUL byte in source")])
        XCTAssertEqual(shape(lexed), [
            "stringQuote 0..<1", "stringSegment 1..<4", "stringQuote 4..<5", "identifier 6..<7", "endOfFile 7..<7",
        ])
    }

    func testSingleQuoteIsAnErrorTokenAndLexingGoesOn() {
        let lexed = lex("'a' b")
        XCTAssertEqual(diags(lexed), [
            diag(0, "single-quoted literals are not Swift; use double quotes"),
            diag(2, "single-quoted literals are not Swift; use double quotes"),
        ])
        XCTAssertEqual(shape(lexed), ["error 0..<1", "identifier 1..<2", "error 2..<3", "identifier 4..<5", "endOfFile 5..<5"])
    }

    // MARK: Degenerate files

    func testFileThatIsOnlyACarriageReturn() {
        let file = SourceFile(path: "t.swift", bytes: [0x0D])
        let lexed = Lexer.lex(file)
        XCTAssertEqual(diags(lexed), [])
        XCTAssertEqual(shape(lexed), ["endOfFile 1..<1"])
        XCTAssertTrue(lexed.tokens[0].hasNewlineBefore)
        XCTAssertEqual(file.lines.lineStarts, [0, 1])
        XCTAssertEqual(file.location(ofOffset: 1), SourceLocation(offset: 1, line: 2, utf8Column: 1, utf16Column: 1, scalarColumn: 1))
    }

    func testEmptyFile() {
        let file = SourceFile(path: "t.swift", bytes: [])
        let lexed = Lexer.lex(file)
        XCTAssertEqual(diags(lexed), [])
        XCTAssertEqual(shape(lexed), ["endOfFile 0..<0"])
        XCTAssertEqual(file.lines.lineCount, 1)
    }

    func testLonePound() {
        // Not Swift: swiftc says "expected a macro identifier" just after the `#`. Lexing goes on.
        let lexed = lex("#")
        XCTAssertEqual(diags(lexed), [diag(1, "expected a macro identifier after '#'")])
        XCTAssertEqual(shape(lexed), ["pound 0..<1", "endOfFile 1..<1"])
        let next = lex("#\nnext")
        XCTAssertEqual(diags(next), [diag(1, "expected a macro identifier after '#'")])
        XCTAssertEqual(shape(next), ["pound 0..<1", "identifier 2..<6", "endOfFile 6..<6"])
        // One diagnostic for a run of `#`; none where a name follows.
        XCTAssertEqual(diags(lex("x ### y")), [diag(3, "expected a macro identifier after '#'")])
        XCTAssertEqual(diags(lex("#if os(iOS)\n#endif\n_ = #selector(f)\n#`m`()\n#é()")), [])
    }

    // MARK: Deep nesting

    func testTenThousandNestedBlockCommentsUnterminated() {
        let text = String(repeating: "/*", count: 10_000) + " x"
        let lexed = lex(text)
        XCTAssertEqual(diags(lexed), [diag(0, "unterminated '/*' comment")])
        XCTAssertEqual(shape(lexed), ["endOfFile 20002..<20002"])
        XCTAssertEqual(lexed.comments.count, 1)
    }

    func testTenThousandNestedBlockCommentsClosed() {
        let text = String(repeating: "/*", count: 10_000) + String(repeating: "*/", count: 10_000) + " x"
        let lexed = lex(text)
        XCTAssertEqual(diags(lexed), [])
        XCTAssertEqual(shape(lexed), ["identifier 40001..<40002", "endOfFile 40002..<40002"])
        XCTAssertEqual(comments(lexed), ["block 0..<40000"])
    }

    func testHundredThousandNestedInterpolationsUnterminated() {
        let n = 100_000
        let lexed = lex(String(repeating: "\"\\(", count: n))
        // quote, empty segment, backslash, ( per level, then endOfFile.
        XCTAssertEqual(lexed.tokens.count, 4 * n + 1)
        let last = lexed.tokens[4 * n - 1]
        XCTAssertEqual(last.kind, .leftParen)
        XCTAssertEqual(last.start, UInt32(3 * n - 1))
        XCTAssertEqual(last.interpolationDepth, UInt16.max, "depth saturates at UInt16.max")
        // One diagnostic per open literal, innermost first, capped at 1,000.
        XCTAssertEqual(lexed.diagnostics.count, 1000)
        XCTAssertEqual(diags(lexed).first, diag(3 * (n - 1), "unterminated string literal"))
        XCTAssertEqual(diags(lexed).last, diag(3 * (n - 1000), "unterminated string literal"))
    }

    func testHundredThousandNestedInterpolationsClosed() {
        let n = 100_000
        let text = String(repeating: "\"\\(", count: n) + "x" + String(repeating: ")\"", count: n) + " y"
        let lexed = lex(text)
        XCTAssertEqual(diags(lexed), [])
        // Per level: quote, segment, backslash, ( … ), segment, quote; plus x, y and endOfFile.
        XCTAssertEqual(lexed.tokens.count, 7 * n + 3)
        let x = lexed.tokens[4 * n]
        XCTAssertEqual(x.kind, .identifier)
        XCTAssertEqual(x.start, UInt32(3 * n))
        let y = lexed.tokens[7 * n + 1]
        XCTAssertEqual(y.kind, .identifier)
        XCTAssertEqual(y.start, UInt32(5 * n + 2))
        XCTAssertEqual(y.interpolationDepth, 0)
        XCTAssertEqual(lexed.tokens[7 * n].kind, .stringQuote)
        XCTAssertEqual(lexed.tokens[7 * n].interpolationDepth, 1)
    }

    // MARK: Comments and trivia flags

    func testCommentKinds() {
        let text = "// a\n/// b\n//// c\n/* d */\n/** e */\n/**/\n/***/ x"
        let lexed = lex(text)
        XCTAssertEqual(lexed.comments.map(\.kind), [.line, .docLine, .line, .block, .docBlock, .block, .block])
        XCTAssertEqual(lexed.comments.map(\.start), [0, 5, 11, 18, 26, 35, 40])
        XCTAssertEqual(lexed.comments.map(\.end), [4, 10, 17, 25, 34, 39, 45])
        XCTAssertEqual(shape(lexed), ["identifier 46..<47", "endOfFile 47..<47"])
        XCTAssertEqual(diags(lexed), [])
    }

    func testTriviaFlags() {
        // `a` first: no trivia; `b` after a space; `c` after a line break; `d` glued to `c`'s `.`;
        // `e` after a block comment holding a line break.
        let lexed = lex("a b\nc.d /*\n*/e")
        XCTAssertEqual(shape(lexed), [
            "identifier 0..<1", "identifier 2..<3", "identifier 4..<5", "period 5..<6", "identifier 6..<7",
            "identifier 13..<14", "endOfFile 14..<14",
        ])
        XCTAssertEqual(lexed.tokens.map(\.hasSpaceBefore), [false, true, true, false, false, true, false])
        XCTAssertEqual(lexed.tokens.map(\.hasNewlineBefore), [false, false, true, false, false, true, false])
    }

    // MARK: Operators, spot checks

    func testPostfixOptionalsAndGenericAngles() {
        let lexed = lex("let s: Set<Array<T>>? = x?.y!")
        XCTAssertEqual(lexed.tokens.map(\.kind), [
            .keyword, .identifier, .colon, .identifier, .leftAngle, .identifier, .leftAngle, .identifier,
            .rightAngle, .rightAngle, .postfixQuestionMark, .equal, .identifier, .postfixQuestionMark, .period,
            .identifier, .exclamationMark, .endOfFile,
        ])
    }

    func testRegexVersusDivision() {
        XCTAssertEqual(lex("let r = /a+b/").tokens.map(\.kind),
                       [.keyword, .identifier, .equal, .regexSlash, .regexLiteralPattern, .regexSlash, .endOfFile])
        XCTAssertEqual(lex("let q = a / b / c").tokens.map(\.kind),
                       [.keyword, .identifier, .equal, .identifier, .binaryOperator, .identifier, .binaryOperator, .identifier, .endOfFile])
        XCTAssertEqual(lex("let q = (a /b) + (c/ d)").tokens.map(\.kind),
                       [.keyword, .identifier, .equal, .leftParen, .identifier, .prefixOperator, .identifier, .rightParen,
                        .binaryOperator, .leftParen, .identifier, .postfixOperator, .identifier, .rightParen, .endOfFile])
    }

    // MARK: LineTable

    func testLineTableColumnsAcrossTabCJKEmojiCombiningCRLFAndLoneCR() {
        // Line 1: TAB x 文 😀 e U+0301 z CR LF; line 2: a b CR; line 3: c LF; line 4 is empty.
        let text = "\tx\u{6587}\u{1F600}e\u{301}z\r\nab\rc\n"
        let file = SourceFile(path: "t.swift", text: text)
        XCTAssertEqual(file.lines.lineStarts, [0, 15, 18, 20])
        XCTAssertEqual(file.lines.lineCount, 4)
        func loc(_ offset: Int) -> [Int] {
            let l = file.location(ofOffset: offset)
            XCTAssertEqual(l.offset, offset)
            return [l.line, l.utf8Column, l.utf16Column, l.scalarColumn]
        }
        XCTAssertEqual(loc(0), [1, 1, 1, 1])    // tab
        XCTAssertEqual(loc(1), [1, 2, 2, 2])    // x (a tab counts as one)
        XCTAssertEqual(loc(2), [1, 3, 3, 3])    // 文 (3 UTF-8 bytes)
        XCTAssertEqual(loc(5), [1, 6, 4, 4])    // 😀 (4 bytes, a surrogate pair)
        XCTAssertEqual(loc(9), [1, 10, 6, 5])   // e
        XCTAssertEqual(loc(10), [1, 11, 7, 6])  // U+0301 combining acute (2 bytes)
        XCTAssertEqual(loc(12), [1, 13, 8, 7])  // z
        XCTAssertEqual(loc(13), [1, 14, 9, 8])  // CR of CRLF
        XCTAssertEqual(loc(14), [1, 15, 10, 9]) // LF of CRLF: still line 1
        XCTAssertEqual(loc(15), [2, 1, 1, 1])   // a
        XCTAssertEqual(loc(17), [2, 3, 3, 3])   // lone CR
        XCTAssertEqual(loc(18), [3, 1, 1, 1])   // c
        XCTAssertEqual(loc(20), [4, 1, 1, 1])   // end of file
        XCTAssertEqual(file.lineText(1), "\tx\u{6587}\u{1F600}e\u{301}z")
        XCTAssertEqual(file.lineText(2), "ab")
        XCTAssertEqual(file.lineText(3), "c")
        XCTAssertEqual(file.lineText(4), "")
    }

    /// A BOM counts in the UTF-8 column (as swiftc counts it) but not in the UTF-16 and scalar columns.
    func testLineTableByteOrderMarkCountsOnlyInUTF8ColumnsOnLineOne() {
        let file = SourceFile(path: "t.swift", bytes: [0xEF, 0xBB, 0xBF] + Array("ab \u{1F600}c\nd".utf8))
        XCTAssertEqual(file.lines.bomLength, 3)
        XCTAssertEqual(file.location(ofOffset: 3), SourceLocation(offset: 3, line: 1, utf8Column: 4, utf16Column: 1, scalarColumn: 1))
        XCTAssertEqual(file.location(ofOffset: 4), SourceLocation(offset: 4, line: 1, utf8Column: 5, utf16Column: 2, scalarColumn: 2))
        XCTAssertEqual(file.location(ofOffset: 10), SourceLocation(offset: 10, line: 1, utf8Column: 11, utf16Column: 6, scalarColumn: 5))
        XCTAssertEqual(file.location(ofOffset: 12), SourceLocation(offset: 12, line: 2, utf8Column: 1, utf16Column: 1, scalarColumn: 1))
        let lexed = Lexer.lex(file)
        XCTAssertEqual(shape(lexed), ["identifier 3..<5", "identifier 6..<11", "identifier 12..<13", "endOfFile 13..<13"])
        XCTAssertEqual(diags(lexed), [])
        XCTAssertEqual(file.lineText(1), "\u{FEFF}ab \u{1F600}c")
    }

    func testLineTableInvalidByteCountsAsOneScalarAndOneUTF16Unit() {
        let file = SourceFile(path: "t.swift", bytes: [0x61, 0xFF, 0x62])
        XCTAssertEqual(file.location(ofOffset: 2), SourceLocation(offset: 2, line: 1, utf8Column: 3, utf16Column: 3, scalarColumn: 3))
    }
}

/// Extended regex literals without a closing delimiter and runs of `#`, as the compiler lexes them.
final class LexerPoundTests: XCTestCase {
    private func shape(_ text: String) -> [String] {
        let f = SourceFile(path: "t.swift", text: text)
        return Lexer.lex(f).tokens.map { "\($0.kind) \($0.start)..<\($0.end)" }
    }

    func testUnterminatedExtendedRegexRunsToTheEndOfTheLine() {
        let f = SourceFile(path: "t.swift", text: "let r = #/abc\nlet s = 1\n")
        let lexed = Lexer.lex(f)
        XCTAssertEqual(lexed.diagnostics.map { "\($0.offset) \($0.message)" }, ["8 unterminated regex literal"])
        XCTAssertEqual(Array(lexed.tokens.prefix(6).map { "\($0.kind) \($0.start)..<\($0.end)" }), [
            "keyword 0..<3", "identifier 4..<5", "equal 6..<7", "regexPoundDelimiter 8..<9", "regexSlash 9..<10",
            "regexLiteralPattern 10..<13",
        ])
        XCTAssertEqual(lexed.tokens[6].kind, .keyword)
        XCTAssertEqual(lexed.tokens[6].start, 14)
    }

    func testRunOfPoundsIsOneTokenEach() {
        XCTAssertEqual(shape("x ###\n"), ["identifier 0..<1", "pound 2..<3", "pound 3..<4", "pound 4..<5", "endOfFile 6..<6"])
    }
}
