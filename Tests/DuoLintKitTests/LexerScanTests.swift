import XCTest
@testable import DuoLintKit

/// The lexer's fast paths, against exact expectations: the eight-byte byte classes (`ByteWords`) for every
/// byte value at every position beside neighbours of every class; the word table (`WordTable`) for every
/// word and for near misses; the token storage (`TokenBuffer`) across growth; and names, blanks and line
/// comments lexed where fewer than eight or sixteen bytes are left, around non-ASCII bytes and at the end.
final class LexerScanTests: XCTestCase {
    // MARK: ByteWords

    /// The mask `classify` gives for eight bytes, computed byte by byte with `member`.
    private func expected(_ bytes: [UInt8], _ member: (UInt8) -> Bool) -> UInt64 {
        var m: UInt64 = 0
        for (i, c) in bytes.enumerated() where member(c) { m |= 0x80 << UInt64(8 * i) }
        return m
    }

    /// The index of the first marked byte of `mask` (8 when none is).
    private func firstMark(_ mask: UInt64) -> Int { mask == 0 ? 8 : ByteWords.firstIndex(mask) }

    private func check(_ classify: (UInt64) -> UInt64, _ member: (UInt8) -> Bool, _ name: String, firstOnly: Bool = false) {
        // Neighbours of each kind: in and out of each class, NUL, 0x7F, 0x80 and 0xFF (carry and borrow edges).
        let fillers: [UInt8] = [0x00, 0x01, 0x09, 0x0A, 0x0D, 0x20, 0x2F, 0x30, 0x39, 0x3A, 0x40, 0x41, 0x5A, 0x5B,
                                0x5E, 0x5F, 0x60, 0x61, 0x7A, 0x7B, 0x7F, 0x80, 0xC3, 0xFF]
        for filler in fillers {
            for position in 0..<8 {
                for v in 0...255 {
                    var bytes = [UInt8](repeating: filler, count: 8)
                    bytes[position] = UInt8(v)
                    let word = bytes.withUnsafeBufferPointer { ByteWords.load($0.baseAddress!, 0) }
                    if firstOnly {
                        // Exact up to the first mark, which is all `nonIdentifier` promises; marks in clean high bits.
                        XCTAssertEqual(firstMark(classify(word)), firstMark(expected(bytes, member)), "\(name): \(bytes)")
                        XCTAssertEqual(classify(word) & ~ByteWords.high, 0, "\(name): \(bytes)")
                    } else {
                        XCTAssertEqual(classify(word), expected(bytes, member), "\(name): \(bytes)")
                    }
                }
            }
        }
    }

    func testByteClassesMatchByteByByteTests() {
        check(ByteWords.nonIdentifier, { !SwiftChars.isIdentifierASCII($0, head: false) }, "nonIdentifier", firstOnly: true)
        check(ByteWords.nonBlank, { $0 != 0x20 && $0 != 0x09 }, "nonBlank")
        check(ByteWords.lineBreaks, { $0 == 0x0A || $0 == 0x0D }, "lineBreaks")
        check({ ByteWords.equal($0, 0x22) }, { $0 == 0x22 }, "equal")
    }

    /// `nonIdentifier` lets carries cross bytes after its first mark: its first mark is still exact with every byte
    /// before it an identifier byte and bytes that carry (≥ 0x80, `{`…) around it, over many mixed words.
    func testNonIdentifierFirstMarkOverMixedWords() {
        let values: [UInt8] = [0x00, 0x10, 0x19, 0x2F, 0x30, 0x39, 0x3A, 0x40, 0x41, 0x5A, 0x5B, 0x5E, 0x5F, 0x60, 0x61,
                               0x7A, 0x7B, 0x7F, 0x80, 0x9F, 0xA0, 0xB0, 0xC3, 0xDF, 0xE0, 0xE1, 0xFF]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<200_000 {
            var bytes = [UInt8](repeating: 0, count: 8)
            for i in 0..<8 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes[i] = values[Int(state >> 33) % values.count]
            }
            let word = bytes.withUnsafeBufferPointer { ByteWords.load($0.baseAddress!, 0) }
            let want = bytes.firstIndex { !SwiftChars.isIdentifierASCII($0, head: false) } ?? 8
            XCTAssertEqual(firstMark(ByteWords.nonIdentifier(word)), want, "\(bytes)")
        }
    }

    /// `ByteVectors.identifierLength` is the number of identifier bytes before the first other one, for every byte
    /// value at every one of the sixteen positions beside neighbours in and out of the class and at its edges.
    func testSixteenByteIdentifierLengthMatchesByteByByteTests() {
        let fillers: [UInt8] = [0x00, 0x20, 0x2F, 0x30, 0x39, 0x3A, 0x40, 0x41, 0x5A, 0x5B, 0x5F, 0x60, 0x61, 0x7A, 0x7B,
                                0x80, 0xC3, 0xFF]
        for filler in fillers {
            for position in 0..<16 {
                for v in 0...255 {
                    var bytes = [UInt8](repeating: filler, count: 16)
                    bytes[position] = UInt8(v)
                    let want = bytes.firstIndex { !SwiftChars.isIdentifierASCII($0, head: false) } ?? 16
                    XCTAssertEqual(bytes.withUnsafeBufferPointer { ByteVectors.identifierLength($0.baseAddress!, 0) }, want,
                                   "\(bytes)")
                }
            }
        }
        // At an offset into a longer buffer: the sixteen bytes from there.
        let text = Array("let value_9 = caf\u{E9}; abcdefghijklmnopqrstuvwxyz0123456789_".utf8)
        text.withUnsafeBufferPointer { b in
            for i in 0...(b.count - 16) {
                let want = b[i...].prefix(16).firstIndex { !SwiftChars.isIdentifierASCII($0, head: false) }.map { $0 - i } ?? 16
                XCTAssertEqual(ByteVectors.identifierLength(b.baseAddress!, i), want, "\(i)")
            }
        }
    }

    func testFirstIndexIsTheFirstByteInMemoryOrder() {
        let bytes: [UInt8] = Array("abc d_ef".utf8)
        let word = bytes.withUnsafeBufferPointer { ByteWords.load($0.baseAddress!, 0) }
        XCTAssertEqual(ByteWords.firstIndex(ByteWords.nonIdentifier(word)), 3)
        XCTAssertEqual(ByteWords.firstIndex(ByteWords.nonBlank(word)), 0)
    }

    // MARK: WordTable

    func testSpellingsAreTheCaseNames() {
        var raw: UInt8 = 1
        while let w = Word(rawValue: raw) {
            var name = "\(w)"
            if name.hasPrefix("k"), let c = name.dropFirst().first, c.isUppercase { name = c.lowercased() + name.dropFirst(2) }
            let expected = w == .kCapitalSelf ? "Self" : w == .kAny ? "Any" : w == .metaType ? "Type"
                : w == .metaProtocol ? "Protocol" : name
            XCTAssertEqual(Word.spelling(w), expected)
            raw += 1
        }
        XCTAssertEqual(raw, 108)
        XCTAssertEqual(Word.spelling(.none), "")
    }

    func testEveryWordIsFoundAndNearMissesAreNot() {
        var raw: UInt8 = 1
        var found = 0
        while let w = Word(rawValue: raw) {
            let spelling = Word.spelling(w)
            let bytes = Array(spelling.utf8)
            let got = bytes.withUnsafeBufferPointer { Word.classify($0, 0, $0.count) }
            // Spellings longer than 16 bytes are not words (`unsafeMutableAddress`).
            XCTAssertEqual(got, bytes.count <= 16 ? w : .none, spelling)
            if got == w { found += 1 }
            // One byte more, one byte less, another last byte, another case: not that word.
            for near in [spelling + "x", String(spelling.dropLast()), String(spelling.dropLast()) + "\u{1}",
                         spelling.uppercased()] where near != spelling {
                let b = Array(near.utf8)
                let other = b.withUnsafeBufferPointer { Word.classify($0, 0, $0.count) }
                XCTAssertTrue(other == .none || Word.spelling(other) == near, "\(near) is \(other)")
            }
            raw += 1
        }
        XCTAssertGreaterThan(found, 100)
        XCTAssertLessThanOrEqual(WordTable.shared.longestProbe, 4)
        for text in ["", "a", "_", "selfish", "classes", "precedencegroupX", "unsafeMutableAddress", "caf\u{E9}"] {
            let b = Array(text.utf8)
            XCTAssertEqual(b.withUnsafeBufferPointer { Word.classify($0, 0, $0.count) }, .none, text)
        }
    }

    // MARK: TokenBuffer

    func testTokenBufferKeepsTokensAndWordsAcrossGrowth() {
        var buffer = TokenBuffer(capacity: 1)
        defer { buffer.deallocate() }
        XCTAssertNil(buffer.last)
        XCTAssertEqual(buffer.lastWord, .none)
        for i in 0..<1_000 {
            buffer.append(Token(kind: .identifier, start: i, end: i + 1), word: i % 3 == 0 ? .kLet : .none)
        }
        buffer[5].kind = .keyword
        let (tokens, words, _, _) = buffer.makeArrays()
        XCTAssertEqual(tokens.count, 1_000)
        XCTAssertEqual(words.count, 1_000)
        for i in 0..<1_000 {
            XCTAssertEqual(tokens[i].start, UInt32(i))
            XCTAssertEqual(tokens[i].kind, i == 5 ? .keyword : .identifier)
            XCTAssertEqual(words[i], i % 3 == 0 ? .kLet : .none)
        }
        XCTAssertEqual(buffer.last?.start, 999)
        XCTAssertEqual(buffer.lastWord, .kLet)
    }

    func testLentStorageIsWrittenInPlaceUntilItGrows() {
        let tokens = UnsafeMutablePointer<Token>.allocate(capacity: 4)
        let words = UnsafeMutablePointer<Word>.allocate(capacity: 4)
        let enclosing = UnsafeMutablePointer<Int32>.allocate(capacity: 4)
        let partners = UnsafeMutablePointer<Int32>.allocate(capacity: 4)
        defer { tokens.deallocate(); words.deallocate(); enclosing.deallocate(); partners.deallocate() }
        var buffer = TokenBuffer(tokens: tokens, words: words, enclosing: enclosing, partners: partners, capacity: 4)
        // A group opened in the lent buffers and closed after they were outgrown.
        buffer.append(Token(kind: .leftParen, start: 0, end: 1))
        for i in 1..<4 { buffer.append(Token(kind: .identifier, start: i, end: i + 1), word: i == 2 ? .kVar : .none) }
        XCTAssertFalse(buffer.ownsStorage)
        XCTAssertEqual((0..<4).map { tokens[$0].start }, [0, 1, 2, 3])
        XCTAssertEqual(words[2], .kVar)
        XCTAssertEqual((0..<4).map { enclosing[$0] }, [-1, 0, 0, 0])
        XCTAssertEqual((0..<4).map { partners[$0] }, [-1, -1, -1, -1])
        buffer.append(Token(kind: .comma, start: 4, end: 5))
        XCTAssertTrue(buffer.ownsStorage)
        buffer.append(Token(kind: .rightParen, start: 5, end: 6))
        buffer.append(Token(kind: .identifier, start: 6, end: 7))
        let (all, allWords, allEnclosing, allPartners) = buffer.makeArrays()
        XCTAssertEqual(all.map(\.start), [0, 1, 2, 3, 4, 5, 6])
        XCTAssertEqual(all[4].kind, .comma)
        XCTAssertEqual(allWords, [.none, .none, .kVar, .none, .none, .none, .none])
        XCTAssertEqual(allEnclosing, [-1, 0, 0, 0, 0, -1, -1])
        XCTAssertEqual(allPartners, [5, -1, -1, -1, -1, 0, -1])
        buffer.deallocate()
    }

    /// More tokens than `LexerState.tokenCapacity` guesses (two per two bytes): lexed into the lexer's own storage
    /// and copied out whole.
    func testDenseFilesOutgrowTheGuess() {
        for count in [0, 1, 7, 30, 1_000] {
            let text = String(repeating: "a,", count: count)
            let lex = Lexer.lex(SourceFile(path: "t.swift", text: text))
            XCTAssertEqual(lex.tokens.count, 2 * count + 1)
            XCTAssertEqual(lex.words.count, 2 * count + 1)
            XCTAssertEqual(lex.tokens.last?.kind, .endOfFile)
            XCTAssertEqual(lex.tokens.dropLast().map(\.kind), Array(repeating: [TokenKind.identifier, .comma], count: count).flatMap { $0 })
            XCTAssertEqual(lex.tokens.dropLast().map(\.start), (0..<(2 * count)).map(UInt32.init))
        }
    }

    /// Groups open while the tokens outgrow the lexer's first guess (`(` then dense `a,`): each is paired across the
    /// growth, and every token inside has its innermost group as its enclosing bracket.
    func testGroupsOpenAcrossGrowthArePaired() {
        for count in [0, 1, 30, 1_000] {
            let text = "{(" + String(repeating: "a,", count: count) + ")}"
            let lexed = Lexer.lex(SourceFile(path: "t.swift", text: text))
            let n = lexed.tokens.count
            XCTAssertEqual(n, 2 * count + 5)
            XCTAssertEqual(lexed.partners, [Int32(n - 2), Int32(n - 3)] + Array(repeating: -1, count: 2 * count) + [1, 0, -1])
            XCTAssertEqual(lexed.enclosing, [-1, 0] + Array(repeating: 1, count: 2 * count) + [0, -1, -1])
        }
    }

    func testRawStackOfBytesPushesAndPopsAcrossGrowth() {
        var stack = RawStack<UInt8>(capacity: 1)
        defer { stack.deallocate() }
        XCTAssertNil(stack.last)
        for i in 0..<100 { stack.append(UInt8(i)) }
        XCTAssertEqual(stack.count, 100)
        for i in stride(from: 99, through: 0, by: -1) {
            XCTAssertEqual(stack.last, UInt8(i))
            stack.removeLast()
        }
        XCTAssertNil(stack.last)
        XCTAssertEqual(stack.count, 0)
    }

    func testRawStackOfFramesKeepsFramesAcrossGrowth() {
        var stack = RawStack<StringFrame>(capacity: 1)
        defer { stack.deallocate() }
        func frame(_ i: Int) -> StringFrame {
            StringFrame(multiline: i % 2 == 0, pounds: i, inBody: i % 3 == 0, parenDepth: i * 2, lineStartsBase: i * 3,
                        segmentStart: i * 5, segmentAtLineStart: i % 5 == 0, openOffset: i * 7)
        }
        XCTAssertTrue(stack.isEmpty)
        XCTAssertNil(stack.last)
        for i in 0..<100 { stack.append(frame(i)) }
        XCTAssertEqual(stack.count, 100)
        // A write through the subscript changes that frame only.
        stack[40].parenDepth += 1
        XCTAssertEqual(stack[40].parenDepth, 81)
        XCTAssertEqual(stack[39].parenDepth, 78)
        for i in stride(from: 99, through: 0, by: -1) {
            let top = stack.last!
            XCTAssertEqual([top.pounds, top.parenDepth, top.lineStartsBase, top.segmentStart, top.openOffset],
                           [i, i * 2 + (i == 40 ? 1 : 0), i * 3, i * 5, i * 7])
            XCTAssertEqual([top.multiline, top.inBody, top.segmentAtLineStart], [i % 2 == 0, i % 3 == 0, i % 5 == 0])
            stack.removeLast()
        }
        XCTAssertTrue(stack.isEmpty)
        XCTAssertNil(stack.last)
    }

    // MARK: Names, blanks and comments at the edges

    /// `kind text word` of each token but the end of file.
    private func lexed(_ text: String) -> [String] {
        let file = SourceFile(path: "t.swift", text: text)
        let lexed = Lexer.lex(file)
        XCTAssertEqual(lexed.words.count, lexed.tokens.count)
        return zip(lexed.tokens, lexed.words).dropLast().map { t, w in
            "\(t.kind) \(file.text(Int(t.start), Int(t.end))) \(w)"
        }
    }

    func testNamesOfEveryLengthNearTheEnd() {
        // Names of 1 to 20 bytes, then 0 to 20 more bytes of text: each meets both the eight-byte and the
        // byte-by-byte scans and ends before a space, a non-ASCII letter, an operator or the end of the file.
        let names = ["a", "_", "in", "let", "self", "Self", "class", "return", "default", "continue",
                     "extension", "associated", "fileprivate", "precedencegrou", "precedencegroup",
                     "precedencegroupX", "associatedtypeXYZ", "unsafeMutableAddress", "aaaaaaaaaaaaaaaaaaaaaaaa"]
        for name in names {
            for tail in ["", " ", "+", "é", " xxxxxxxxxxxxxxxxxxxx", "éxxxxxxxxxxxxxxxxxxx"] {
                // A non-ASCII letter continues the name, which then is no word.
                let text = tail.hasPrefix("é") ? name + tail : name
                let word = Array(text.utf8).withUnsafeBufferPointer { Word.classify($0, 0, $0.count) }
                let kind = text == "_" ? "wildcard" : word.isReservedKeyword ? "keyword" : "identifier"
                XCTAssertEqual(lexed(name + tail).first, "\(kind) \(text) \(text == "_" ? .none : word)", name + tail)
            }
        }
    }

    /// The space after a name, a comma or a colon, taken with that token when no other blank follows: every token's
    /// trivia flags are those of the bytes before it (any byte: `spaceBefore`; a line break: `newlineBefore`),
    /// whatever follows the space (a name, a blank, a line break, a comment, the end of the file) and wherever the
    /// name ends.
    func testSpaceAfterNameSetsTheNextTokensFlags() {
        for name in ["ab", "let", "abcdefg", "abcdefgh", "abcdefghijklmno", "abcdefghijklmnop", "f(a,", "f(a:", "[k:"] {
            for after in [" x", "  x", " \tx", "\t x", " \nx", " \r\nx", " // c\nx", " ", "", " (", " \u{0B}x"] {
                for lead in ["", "        "] {
                    let text = lead + name + after
                    let bytes = Array(text.utf8)
                    let lex = bytes.withUnsafeBufferPointer { Lexer.lex($0) }
                    var previousEnd = 0
                    for t in lex.tokens {
                        let trivia = bytes[previousEnd..<Int(t.start)]
                        let space: UInt8 = trivia.isEmpty ? 0 : Token.spaceBefore
                        let newline: UInt8 = trivia.contains(0x0A) || trivia.contains(0x0D) ? Token.newlineBefore : 0
                        XCTAssertEqual(t.flags, space | newline, "\(text.debugDescription) token at \(t.start)")
                        previousEnd = Int(t.end)
                    }
                }
            }
        }
    }

    /// Names of 1 to 15 bytes (the in-line path while 16 bytes are readable) before each byte value: a letter, digit
    /// or `_` continues the name (to 16 bytes at most: then the other path); any other byte, ASCII or not (a lone
    /// byte here is invalid UTF-8), ends it.
    func testShortNamesBeforeEveryByteValue() {
        for name in ["_", "x", "in", "let", "Self", "return", "default", "continue", "extension", "associatedtyp",
                     "associatedtype", "precedencegroup", "abcdefghijklmno"] {
            for v in 0...255 {
                let bytes = Array(name.utf8) + [UInt8(v)] + [UInt8](repeating: 0x20, count: 20)
                let lex = bytes.withUnsafeBufferPointer { Lexer.lex($0) }
                let continues = SwiftChars.isIdentifierASCII(UInt8(v), head: false)
                let end = name.utf8.count + (continues ? 1 : 0)
                let word = bytes.withUnsafeBufferPointer { Word.classify($0, 0, end) }
                let kind: TokenKind = end == 1 && name == "_" ? .wildcard : word.isReservedKeyword ? .keyword : .identifier
                XCTAssertEqual(Int(lex.tokens[0].start), 0, "\(name) \(v)")
                XCTAssertEqual(Int(lex.tokens[0].end), end, "\(name) \(v)")
                XCTAssertEqual(lex.tokens[0].kind, kind, "\(name) \(v)")
                XCTAssertEqual(lex.words[0], kind == .wildcard ? .none : word, "\(name) \(v)")
            }
        }
    }

    func testNonASCIINamesAndDigitsInNames() {
        XCTAssertEqual(lexed("caféLatte x"), ["identifier caféLatte none", "identifier x none"])
        XCTAssertEqual(lexed("a1b2c3d4e5f6g7h8i9 x1"), ["identifier a1b2c3d4e5f6g7h8i9 none", "identifier x1 none"])
        XCTAssertEqual(lexed("été = 1"), ["identifier été none", "equal = none", "integerLiteral 1 none"])
        XCTAssertEqual(lexed("x.default.self"), ["identifier x none", "period . none", "identifier default kDefault",
                                                 "period . none", "keyword self kSelf"])
    }

    func testBlankRunsAndLineCommentsOfEveryLength() {
        for count in 0...20 {
            let blanks = String(repeating: " \t", count: count)
            let shape = lexed("a" + blanks + "b")
            XCTAssertEqual(shape, count == 0 ? ["identifier ab none"] : ["identifier a none", "identifier b none"])
            let text = "a //" + String(repeating: "x", count: count) + (count % 2 == 0 ? "\n" : "\r") + "b"
            let file = SourceFile(path: "t.swift", text: text)
            let lex = Lexer.lex(file)
            XCTAssertEqual(lex.comments.map { Int($0.end) }, [4 + count], text)
            XCTAssertEqual(lex.tokens.map(\.hasNewlineBefore), [false, true, false])
            // A comment running to the end of the file.
            XCTAssertEqual(Lexer.lex(SourceFile(path: "t.swift", text: "//" + String(repeating: "y", count: count)))
                .comments.map { Int($0.end) }, [2 + count])
        }
    }

    /// Line comments holding a non-ASCII, invalid or NUL byte at every offset, before either line break or the end
    /// of the file: the comment ends at its line break and each bad byte gets its diagnostic, wherever it stands.
    func testLineCommentsWithABadByteAtEveryOffset() {
        for before in 0...17 {
            for after in [0, 1, 6, 7, 8, 9, 20] {
                for bad: [UInt8] in [[0xC3, 0xA9], [0xFF], [0x00], [0xE2, 0x80]] {
                    for end: [UInt8] in [[0x0A], [0x0D], []] {
                        let text = Array("//".utf8) + [UInt8](repeating: 0x78, count: before) + bad
                            + [UInt8](repeating: 0x79, count: after)
                        let bytes = text + end + Array("a b c d e f g h i j".utf8)
                        let lex = bytes.withUnsafeBufferPointer { Lexer.lex($0) }
                        let label = "\(before) \(bad) \(after) \(end)"
                        let commentEnd = end.isEmpty ? bytes.count : text.count
                        XCTAssertEqual(lex.comments.map { Int($0.end) }, [commentEnd], label)
                        XCTAssertEqual(lex.comments.map(\.kind), [.line], label)
                        let expected = bad == [0xC3, 0xA9] ? [] : bad == [0x00] ? ["NUL byte in source"]
                            : bad == [0xFF] ? ["invalid UTF-8 byte 0xFF"] : ["invalid UTF-8 byte 0xE2", "invalid UTF-8 byte 0x80"]
                        XCTAssertEqual(lex.diagnostics.map(\.message), expected, label)
                        XCTAssertEqual(lex.diagnostics.map(\.offset).first, expected.isEmpty ? nil : 2 + before, label)
                        XCTAssertEqual(lex.tokens.count, end.isEmpty ? 1 : 11, label)
                    }
                }
            }
        }
    }

    func testStringTextOfEveryLengthBeforeEachDelimiter() {
        for k in 0...20 {
            let x = String(repeating: "x", count: k), y = String(repeating: "é", count: k)
            XCTAssertEqual(lexed("\"\(x)\\(a)\(y)\" z"),
                           ["stringQuote \" none", "stringSegment \(x) none", "backslash \\ none", "leftParen ( none",
                            "identifier a none", "rightParen ) none", "stringSegment \(y) none", "stringQuote \" none",
                            "identifier z none"], "\(k)")
            // A line break ends a single-line literal; a multi-line one splits there.
            XCTAssertEqual(lexed("\"\(x)\nz"), ["stringQuote \" none"] + (k == 0 ? [] : ["stringSegment \(x) none"])
                           + ["identifier z none"])
            XCTAssertEqual(lexed("\"\"\"\n\(x)\n\(y)\n\"\"\""),
                           ["multilineStringQuote \"\"\" none", "stringSegment \(x)\n none", "stringSegment \(y) none",
                            "multilineStringQuote \"\"\" none"], "\(k)")
        }
    }

    /// Operators and punctuation taken by the main loop's shortcuts (a lone `=`, an operator between blanks,
    /// `.` `,` `:` `(` `)` `[` `]` `{` `}` outside literals) keep the kinds the general rules give them.
    func testShortcutTokensKeepTheirKinds() {
        func kinds(_ text: String) -> [String] { lexed(text).map { String($0.split(separator: " ")[0]) } }
        XCTAssertEqual(kinds("a == b"), ["identifier", "binaryOperator", "identifier"])
        XCTAssertEqual(kinds("a ! b"), ["identifier", "binaryOperator", "identifier"])
        XCTAssertEqual(kinds("a !b"), ["identifier", "prefixOperator", "identifier"])
        XCTAssertEqual(kinds("c ? d : e"), ["identifier", "infixQuestionMark", "identifier", "colon", "identifier"])
        XCTAssertEqual(kinds("f() -> Int"), ["identifier", "leftParen", "rightParen", "arrow", "identifier"])
        XCTAssertEqual(kinds("x = y"), ["identifier", "equal", "identifier"])
        XCTAssertEqual(kinds("x=y"), ["identifier", "equal", "identifier"])
        XCTAssertEqual(kinds("x ==y"), ["identifier", "prefixOperator", "identifier"])
        XCTAssertEqual(kinds("let a: Array<Int> = b"),
                       ["keyword", "identifier", "colon", "identifier", "leftAngle", "identifier", "rightAngle",
                        "equal", "identifier"])
        XCTAssertEqual(kinds("static func == (a: A)"),
                       ["keyword", "keyword", "binaryOperator", "leftParen", "identifier", "colon", "identifier",
                        "rightParen"])
        XCTAssertEqual(kinds("x = /a/"), ["identifier", "equal", "regexSlash", "regexLiteralPattern", "regexSlash"])
        XCTAssertEqual(kinds("d[k, default: 0].y"),
                       ["identifier", "leftSquare", "identifier", "comma", "identifier", "colon", "integerLiteral",
                        "rightSquare", "period", "identifier"])
        XCTAssertEqual(kinds("f(in: x, for: y) { }"),
                       ["identifier", "leftParen", "identifier", "colon", "identifier", "comma", "identifier", "colon",
                        "identifier", "rightParen", "leftBrace", "rightBrace"])
        XCTAssertEqual(kinds("\"\\(f(a))\" + x"),
                       ["stringQuote", "stringSegment", "backslash", "leftParen", "identifier", "leftParen",
                        "identifier", "rightParen", "rightParen", "stringSegment", "stringQuote", "binaryOperator",
                        "identifier"])
    }
}
