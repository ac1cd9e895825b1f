/// Swift's lexical grammar over raw UTF-8 bytes.
///
/// Input: the file's bytes (any bytes: invalid UTF-8, NUL, unterminated
/// literals are all reported as diagnostics and lexing continues). Output: a
/// `LexedFile`. The lexer is a loop over an explicit stack of string-literal
/// frames, so interpolation may nest to any depth without recursion. Tokens
/// hold byte ranges only; no `String` is made on the hot path.
public struct Lexer {
    /// Lexes `bytes` (a whole file).
    public static func lex(_ bytes: UnsafeBufferPointer<UInt8>) -> LexedFile {
        // Tokens, words, enclosing brackets and partners go straight into the arrays returned while the first guess of
        // their number holds (nearly always); past it, into the lexer's own buffers (`TokenBuffer`), copied out at the end.
        let guess = LexerState.tokenCapacity(bytes.count)
        var words: [Word] = [], enclosing: [Int32] = [], partners: [Int32] = []
        var grown: (tokens: [Token], words: [Word], enclosing: [Int32], partners: [Int32])?
        var comments: [Comment] = [], diagnostics: [LexDiagnostic] = [], diagnosticCount = 0
        var lineStarts: [Int] = []
        var tokens = [Token](unsafeUninitializedCapacity: guess) { tokenStorage, tokenCount in
            words = [Word](unsafeUninitializedCapacity: guess) { wordStorage, wordCount in
                enclosing = [Int32](unsafeUninitializedCapacity: guess) { enclosingStorage, enclosingCount in
                    partners = [Int32](unsafeUninitializedCapacity: guess) { partnerStorage, partnerCount in
                        let room = min(tokenStorage.count, wordStorage.count, enclosingStorage.count, partnerStorage.count)
                        var lexer = LexerState(bytes, tokens: TokenBuffer(tokens: tokenStorage.baseAddress!, words: wordStorage.baseAddress!,
                                                                          enclosing: enclosingStorage.baseAddress!,
                                                                          partners: partnerStorage.baseAddress!, capacity: room))
                        lexer.run()
                        if lexer.tokens.ownsStorage {
                            grown = lexer.tokens.makeArrays()
                            partnerCount = 0
                        } else {
                            partnerCount = lexer.tokens.count
                        }
                        lexer.tokens.deallocate()
                        (tokenCount, wordCount, enclosingCount) = (partnerCount, partnerCount, partnerCount)
                        lexer.brackets.deallocate()
                        lexer.stack.deallocate()
                        lineStarts = lexer.lineStarts.makeArray()
                        lexer.lineStarts.deallocate()
                        comments = lexer.comments
                        diagnostics = lexer.diagnostics
                        diagnosticCount = lexer.diagnosticCount
                    }
                }
            }
        }
        if let grown { (tokens, words, enclosing, partners) = grown }
        // Debug builds (the tests) check the recorded line starts against the line table's own scan, on every file lexed.
        assert(lineStarts == LineTable.scanLineStarts(bytes).starts, "the lexer's line starts are not the line table's")
        return LexedFile(tokens: tokens, words: words, enclosing: enclosing, partners: partners, comments: comments,
                         diagnostics: diagnostics, diagnosticCount: diagnosticCount, lineStarts: lineStarts)
    }

    /// Lexes a `SourceFile`, and supplies it the line starts recorded (`SourceFile.supplyLineStarts`), so that its line
    /// table, unless made already, needs no scan of its own.
    @inline(__always) public static func lex(_ file: SourceFile) -> LexedFile {
        let lexed = file.bytes.withUnsafeBufferPointer { lex($0) }
        file.supplyLineStarts(lexed.lineStarts)
        return lexed
    }
}

/// One open string literal on the lexer's stack.
struct StringFrame {
    var multiline: Bool
    /// Number of `#` of a raw string (0 for a plain one).
    var pounds: Int
    /// True while lexing the literal's text; false inside an interpolation `\( … )`.
    var inBody: Bool
    /// Unbalanced `(` inside the current interpolation.
    var parenDepth: Int
    /// Where this literal's entries start in `LexerState.lineStartSegments`.
    var lineStartsBase: Int
    /// Offset where the next segment starts.
    var segmentStart: Int
    /// True when the next segment starts at the beginning of a line (multi-line only).
    var segmentAtLineStart: Bool
    /// Offset of the opening quote (for the unterminated-literal diagnostic).
    var openOffset: Int
}

struct LexerState {
    let b: UnsafeBufferPointer<UInt8>
    let n: Int
    /// `b`'s first byte, for eight-byte loads (`ByteWords`); read only where at least 8 bytes are left, so
    /// never for a buffer shorter than that (whose base address may be nil: then this is a placeholder).
    let base: UnsafePointer<UInt8>
    var p = 0
    /// Tokens and, beside each, its word (`Word.classify` for a name lexed by `lexIdentifier`, else `.none`).
    /// Lent by `Lexer.lex` (the storage of the arrays it returns) until it grows; then the lexer's own, copied out and
    /// freed by `Lexer.lex`.
    var tokens: TokenBuffer
    /// The words' spellings, looked up once per name.
    let wordTable = WordTable.shared
    /// `wordTable.lengthsByFirstByte`: the lengths of the words starting with each byte.
    let wordLengths = WordTable.shared.lengthsByFirstByte
    /// The class of each byte value where a piece of code starts (`LeadClass.table`).
    let leadClasses = LeadClass.table
    var comments: [Comment] = []
    var diagnostics: [LexDiagnostic] = []
    /// All lexical errors found, including those past the 1,000 kept in `diagnostics`.
    var diagnosticCount = 0
    /// The open string literals, innermost last (a raw buffer: `RawStack`; freed by `Lexer.lex`).
    var stack = RawStack<StringFrame>(capacity: 8)
    /// Indices of segment tokens that start a line of a multi-line literal (indentation is stripped from them),
    /// for every open literal: a literal's own from its frame's `lineStartsBase` on. Only the innermost literal,
    /// in its text, appends; a frame's entries are dropped with it (`popFrames`), so each literal's are the last.
    var lineStartSegments: [Int] = []
    /// The line starts found so far (`LexedFile.lineStarts`): `0`, then one per line break the lexer passes, recorded
    /// where it consumes the break (`noteLineBreak`, `noteLineStart`); a raw buffer, freed by `Lexer.lex`.
    var lineStarts: RawStack<Int>
    /// `stack.count` clamped to `UInt16.max`, the `interpolationDepth` of the tokens emitted now: set by
    /// `syncDepth()` after each push or pop.
    private(set) var depth: UInt16 = 0
    /// Pending trivia flags for the next token.
    var pendingFlags: UInt8 = 0
    /// Count of `<` that may open a generic argument list and are not closed yet.
    var genericDepth = 0
    /// `#`-counts of extended regex literals known to have no closing delimiter: multi-line ones (to the end of
    /// the file) and, by count, the line end a single-line scan reached. Keeps runs of `#/` linear.
    var unclosedMultilineRegex = Set<Int>()
    var unclosedRegexLineEnd: [Int: Int] = [:]
    /// By `#`-count, the last scan of a line for a `"` followed by that many `#` (which makes `#"""` a one-line
    /// raw string): from offset `from`, the first such `"` at `hit` (`found`), or the line's end at `hit`. A later
    /// scan starting in `from...hit` ends at `hit` too, so nested `#"""\#(` on one line are read once.
    var rawQuoteScan: [Int: (from: Int, hit: Int, found: Bool)] = [:]

    /// The open brackets around the current position, innermost last: `(`, `{`, `[` for a collection literal
    /// and `\` for subscript arguments (a glued `[`). Tells an argument label (`f(in: x)`, `d[k, default: 0]`)
    /// from a dictionary key (`[nil: x]`).
    var brackets = RawStack<UInt8>(capacity: 64)

    /// Open parentheses of an availability list (`#available(`, `@available(`, `@backDeployed(`), where
    /// `16.0.1` is a version (integers and periods), not a float.
    var availabilityDepth = 0

    /// The run of operator characters `lexOperator` scanned last, `operatorRunStart..<operatorRunEnd` (byte
    /// offsets; not a dot operator). A token split off its front (a postfix `?` or `!`, a `>` closing a
    /// generic list) leaves the rest of the run to the next token, whose scan would end at the same offset:
    /// it is reused, so a run of N `?` or `>` is read once, not N times.
    var operatorRunStart = -1
    var operatorRunEnd = -1

    /// True when a `(` here opens an availability list: after `#available`, `#unavailable`, or an attribute name
    /// (`@available`, `@backDeployed`, `@_originallyDefinedIn`). In line: the kinds of the last two tokens (nearly
    /// always enough); the name's text out of line.
    @inline(__always) func opensAvailabilityList() -> Bool {
        guard let last = tokens.last else { return false }
        if last.kind == .poundAvailable || last.kind == .poundUnavailable { return true }
        guard last.kind == .identifier, tokens.count >= 2, tokens[tokens.count - 2].kind == .atSign else { return false }
        return LexerState.isAvailabilityAttribute(b, Int(last.start), Int(last.end))
    }

    /// True when bytes `s..<e` of `b` name an attribute whose arguments are an availability list. Static: a method
    /// called from the inlined check above made the compiler copy the whole lexer state at each `(`.
    @inline(never) static func isAvailabilityAttribute(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Bool {
        func isText(_ word: StaticString) -> Bool {
            guard e - s == word.utf8CodeUnitCount else { return false }
            let w = word.utf8Start
            for i in 0..<(e - s) where b[s + i] != w[i] { return false }
            return true
        }
        return isText("available") || isText("backDeployed") || isText("_originallyDefinedIn")
    }

    /// A lexer of `bytes` appending to `tokens`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, tokens: TokenBuffer) {
        b = bytes
        n = bytes.count
        base = bytes.baseAddress.map { UnsafePointer($0) } ?? UnsafePointer(bitPattern: 0x1000)!
        self.tokens = tokens
        // Room for lines of 32 bytes on average (real code averages more) before it grows.
        lineStarts = RawStack<Int>(capacity: bytes.count / 32 + 16)
        lineStarts.append(0)
    }

    /// The first guess of the number of tokens of `byteCount` bytes, end of file included (at least 16).
    static func tokenCapacity(_ byteCount: Int) -> Int { byteCount / 5 + 16 }

    /// Records an opening bracket.
    @inline(__always) mutating func pushBracket(_ c: UInt8) { brackets.append(c) }

    /// Closes the innermost bracket when it is `open` (an unbalanced closer leaves the stack alone).
    @inline(__always) mutating func popBracket(_ open: UInt8) {
        if brackets.last == open { brackets.removeLast() }
    }

    /// Drops the `count` innermost literals and their line-start entries.
    mutating func popFrames(_ count: Int) {
        let base = stack[stack.count - count].lineStartsBase
        // One `removeLast()` at a time: `removeLast(_:)` goes through a generic range replacement, which cost more
        // than the one or two frames popped here.
        for _ in 0..<count { stack.removeLast() }
        while lineStartSegments.count > base { lineStartSegments.removeLast() }
        syncDepth()
    }

    /// Sets `depth` from the stack's size.
    @inline(__always) mutating func syncDepth() { depth = UInt16(truncatingIfNeeded: min(stack.count, Int(UInt16.max))) }

    @inline(__always) func at(_ i: Int) -> UInt8 { i < n && i >= 0 ? b[i] : 0 }

    @inline(__always) mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int) {
        tokens.append(Token(kind: kind, start: start, end: end, flags: pendingFlags, depth: depth))
        pendingFlags = 0
    }

    mutating func diagnose(_ offset: Int, _ message: String) {
        // Bound the list: a binary file would otherwise give one per byte. The count stays exact.
        diagnosticCount += 1
        if diagnostics.count < 1000 { diagnostics.append(LexDiagnostic(offset: offset, message: message)) }
    }

    mutating func run() {
        // The buffer, its size and the class table never change: kept in locals, which the compiler need not reload
        // after each store of a token.
        let b = self.b, n = self.n, leadClasses = self.leadClasses
        // Byte-order mark, then shebang.
        // A shebang only at the very start: after a byte-order mark, `#!` is two tokens (as SwiftParser reads it).
        if n >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF { p = 3; pendingFlags |= Token.spaceBefore }
        if p == 0 && at(0) == 0x23 && at(1) == 0x21 {
            let s = p
            while p < n && b[p] != 0x0A && b[p] != 0x0D { p += 1 }
            emit(.shebang, s, p)
        }
        outer: while true {
            if !stack.isEmpty && stack[stack.count - 1].inBody {
                var top = stack[stack.count - 1]
                let closed = lexStringBody(&top)
                stack[stack.count - 1] = top
                if closed { popFrames(1) }
                if p >= n && !stack.isEmpty { unwindAtEOF() }
                continue
            }
            // Trivia, names (the most common token) and the common punctuation that neither opens nor closes a
            // literal or an interpolation here, so the loop goes on without looking at the literal stack again;
            // every other token by `lexToken`. One switch on the first byte's class (`LeadClass`) per piece.
            code: while p < n {
                let s = p
                switch leadClasses[Int(b[p])] {
                case .name:
                    // The usual name, in line (a call cost as much as its scan): ASCII, at most 15 bytes, ended by an
                    // ASCII byte, with 16 bytes readable from its start. Its end by one sixteen-byte class test
                    // (`ByteVectors`: 22 instructions, where two eight-byte ones took 31 or 60); its bytes, loaded eight
                    // at a time (`ByteWords`) and masked to its length, are its word's key. Longer names by
                    // `lexLongName`, the rest (non-ASCII, near the end of the buffer) by `lexIdentifier`.
                    if ByteWords.available && s &+ 16 <= n {
                        // At least 1: the head is an identifier byte.
                        let k = ByteVectors.identifierLength(base, s)
                        if k == 16 { lexLongName(s); continue code }
                        if b[s &+ k] < 0x80 {
                            p = s &+ k
                            if k == 1 {
                                if b[s] == 0x5F { emit(.wildcard, s, p) } else { appendName(s, .none) }
                                continue code
                            }
                            var word = Word.none
                            if WordTable.mayBeWord(wordLengths, first: b[s], length: k) {
                                let x = ByteWords.load(base, s)
                                if k <= 8 {
                                    word = wordTable.word(x & (UInt64.max &>> UInt64(truncatingIfNeeded: 64 &- 8 &* k)), 0, length: k)
                                } else {
                                    let y = ByteWords.load(base, s &+ 8)
                                    word = wordTable.word(x, y & (UInt64.max &>> UInt64(truncatingIfNeeded: 128 &- 8 &* k)), length: k)
                                }
                            }
                            appendName(s, word)
                            // One space and then no other blank (the usual space after a name): the trivia before
                            // the next token, as `.blank` reads it, without going round the loop (the byte after
                            // the space may be the buffer's end).
                            if b[p] == 0x20 && p &+ 1 < n && b[p &+ 1] != 0x20 && b[p &+ 1] != 0x09 {
                                p &+= 1; pendingFlags |= Token.spaceBefore
                            }
                            continue code
                        }
                    }
                    lexIdentifier()
                case .blank:
                    p = blankRunEnd(p + 1); pendingFlags |= Token.spaceBefore
                case .lineFeed:
                    // Inside an interpolation a line break may end single-line literals: `skipTrivia` sees to it.
                    if !stack.isEmpty { skipTrivia(); continue code }
                    // A line feed ends a line whatever comes before it (a `\r` just before it recorded none).
                    noteLineStart(p + 1)
                    p += 1; pendingFlags |= Token.spaceBefore | Token.newlineBefore
                    // The indentation of the next line, without going round the loop for it.
                    if p < n && (b[p] == 0x20 || b[p] == 0x09) { p = blankRunEnd(p + 1) }
                case .carriageReturn:
                    // As a line feed, but a `\r` followed by `\n` leaves the line's end to the `\n`.
                    if !stack.isEmpty { skipTrivia(); continue code }
                    noteLineBreak(p)
                    p += 1; pendingFlags |= Token.spaceBefore | Token.newlineBefore
                    if p < n && (b[p] == 0x20 || b[p] == 0x09) { p = blankRunEnd(p + 1) }
                case .slash:
                    let next = at(p + 1)
                    if next == 0x2F {
                        lexLineComment()
                    } else if next == 0x2A {
                        lexBlockComment()
                    } else {
                        break code
                    }
                    pendingFlags |= Token.spaceBefore
                case .otherTrivia:
                    if !skipOtherTrivia() { break code }
                case .comma:
                    p += 1; emit(.comma, s, p)
                    // The usual single space after it, as after a name.
                    if p &+ 1 < n && b[p] == 0x20 && b[p &+ 1] != 0x20 && b[p &+ 1] != 0x09 {
                        p &+= 1; pendingFlags |= Token.spaceBefore
                    }
                case .period:
                    guard p + 1 < n && b[p + 1] != 0x2E && !SwiftChars.isOperatorASCII(b[p + 1]) else { break code }
                    p += 1; emit(.period, s, p)
                case .colon:
                    relabelBeforeColon(); p += 1; emit(.colon, s, p)
                    if p &+ 1 < n && b[p] == 0x20 && b[p &+ 1] != 0x20 && b[p &+ 1] != 0x09 {
                        p &+= 1; pendingFlags |= Token.spaceBefore
                    }
                case .leftBrace:
                    pushBracket(0x7B); p += 1; genericDepth = 0; emit(.leftBrace, s, p)
                case .rightBrace:
                    popBracket(0x7B); p += 1; genericDepth = 0; emit(.rightBrace, s, p)
                case .leftParen:
                    // As `lexToken` reads it: inside an interpolation it is counted, to tell its closing `)`.
                    if !stack.isEmpty && !stack[stack.count - 1].inBody { stack[stack.count - 1].parenDepth += 1 }
                    if availabilityDepth > 0 { availabilityDepth += 1 } else if opensAvailabilityList() { availabilityDepth = 1 }
                    pushBracket(0x28)
                    p += 1; emit(.leftParen, s, p)
                case .rightParen:
                    // Outside any literal a `)` closes no interpolation (`lexToken` handles the other case).
                    guard stack.isEmpty else { break code }
                    if availabilityDepth > 0 { availabilityDepth -= 1 }
                    p += 1
                    popBracket(0x28)
                    emit(.rightParen, s, p)
                case .leftSquare:
                    // A glued `[` opens subscript arguments (labels allowed, `d[k, default: 0]`), else a collection literal.
                    pushBracket(isLeftBound(s) ? 0x5C : 0x5B); p += 1; emit(.leftSquare, s, p)
                case .rightSquare:
                    popBracket(brackets.last == 0x5C ? 0x5C : 0x5B); p += 1; emit(.rightSquare, s, p)
                case .equal:
                    guard p + 1 < n && b[p + 1] < 0x80 && !SwiftChars.isOperatorASCII(b[p + 1]) else { lexOperator(); continue code }
                    // A lone `=` (the most common operator): what `lexOperator` makes of it, without its other cases.
                    operatorRunStart = s; operatorRunEnd = s + 1
                    let declaresOperator = tokens.last?.kind == .keyword && (tokens.lastWord == .kFunc || tokens.lastWord == .kOperator)
                    p += 1; emit(.equal, s, p)
                    if !declaresOperator { genericDepth = 0 }
                case .operatorHead:
                    // Neither opens nor closes a literal (a regex literal's `/` is `.slash`'s): as `lexToken` would.
                    lexOperator()
                case .digit:
                    lexNumber()
                case .quote:
                    // Opens a literal: its text is the outer loop's to lex.
                    lexStringStart(pounds: 0, start: s)
                    continue outer
                case .atSign:
                    p += 1; emit(.atSign, s, p)
                case .other:
                    break code
                }
            }
            if p >= n {
                if let top = stack.last {
                    // An interpolation of a multi-line literal open at the end: the text after its last
                    // token is a segment of the literal (SwiftParser ends the interpolation there).
                    if top.multiline, !top.inBody, let last = tokens.last, Int(last.end) < n {
                        tokens.append(Token(kind: .stringSegment, start: Int(last.end), end: n, flags: 0, interpolationDepth: stack.count))
                    }
                    unwindAtEOF(); continue
                }
                break
            }
            lexToken()
        }
        emit(.endOfFile, n, n)
    }

    /// Reports every literal still open at the end of the file and drops it.
    mutating func unwindAtEOF() {
        while let top = stack.last {
            diagnose(top.openOffset, top.multiline ? "unterminated multi-line string literal" : "unterminated string literal")
            popFrames(1)
        }
    }
}
