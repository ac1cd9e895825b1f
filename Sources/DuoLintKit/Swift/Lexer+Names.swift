/// Names: identifiers and keywords, the most common tokens. The usual short ASCII name is lexed in the main loop
/// (`run`), eight bytes at a time (`ByteWords`), and classified (`Word`) by one table look-up; the others here.
extension LexerState {
    /// Advances over identifier continuation characters from `p`.
    mutating func scanIdentifierTail() {
        while p < n {
            // ASCII letters, digits and `_` in a local loop, eight bytes at a time while eight are left.
            var q = p
            ascii: do {
                if ByteWords.available {
                    while q &+ 8 <= n {
                        let stops = ByteWords.nonIdentifier(ByteWords.load(base, q))
                        if stops != 0 { q += ByteWords.firstIndex(stops); break ascii }
                        q &+= 8
                    }
                }
                while q < n && SwiftChars.isIdentifierASCII(b[q], head: false) { q += 1 }
            }
            p = q
            guard q < n else { return }
            let c = b[p]
            if c < 0x80 { return }
            let len = UTF8Scan.sequenceLength(b, at: p)
            if len == 0 { return }
            if !SwiftChars.isIdentifierContinuation(UTF8Scan.decode(b, at: p, length: len)) { return }
            p += len
        }
    }

    /// Lexes a name at `p` (an identifier head: an ASCII letter or `_`, or a non-ASCII identifier head).
    ///
    /// The main loop (`run`) lexes the usual name in line, and a name of 16 ASCII bytes or more by `lexLongName`: this
    /// is for every other one (non-ASCII, one byte long, or near the end of the buffer), and for `lexToken`.
    mutating func lexIdentifier() {
        lexOtherName()
    }

    /// The main loop's path for a name whose first 16 bytes (readable, `s + 16 <= n`) are all ASCII letters, digits or
    /// `_`: scans on from there, sixteen bytes at a time (`ByteVectors`), and appends it without a word (no word is 16
    /// bytes long).
    @inline(never) mutating func lexLongName(_ s: Int) {
        var q = s + 16
        if ByteWords.available {
            while q &+ 16 <= n {
                let k = ByteVectors.identifierLength(base, q)
                if k < 16 {
                    p = q + k
                    // Ended by an ASCII byte, or a non-ASCII one that may continue the name (`nameÉ`).
                    if b[p] >= 0x80 { scanIdentifierTail() }
                    appendName(s, .none)
                    return
                }
                q &+= 16
            }
        }
        // The rest byte by byte near the end, and a non-ASCII continuation.
        p = q
        scanIdentifierTail()
        appendName(s, .none)
    }

    /// Appends the name `s..<p` spelling `word`: a reserved word is a keyword, except after `.` (below).
    @inline(__always) mutating func appendName(_ s: Int, _ word: Word) {
        var kind: TokenKind = word.isReservedKeyword ? .keyword : .identifier
        // A member name after `.` is an identifier even when it is a reserved word (`.default`, `x.for`),
        // except `.self`, `.Self` and `.init`, which SwiftParser keeps as keywords.
        if kind == .keyword, let last = tokens.last, last.kind == .period,
           word != .kSelf, word != .kCapitalSelf, word != .kInit {
            kind = .identifier
        }
        tokens.append(Token(kind: kind, start: s, end: p, flags: pendingFlags, depth: depth), word: word)
        pendingFlags = 0
    }

    /// Any name at `p`: longer than 15 bytes, non-ASCII, or near the end of the buffer.
    @inline(never) mutating func lexOtherName() {
        let s = p
        var word = Word.none
        var classified = false
        if ByteWords.available && s &+ 16 <= n && b[s] < 0x80 {
            // The usual ASCII name of at most 16 bytes: its bytes, loaded to find its end, are its word's key.
            let x = ByteWords.load(base, s)
            let stops = ByteWords.nonIdentifier(x)
            if stops != 0 {
                let k = ByteWords.firstIndex(stops)
                p = s + k
                if b[p] < 0x80 {
                    classified = true
                    if k >= 2 { word = wordTable.word(x & ((1 &<< UInt64(8 * k)) &- 1), 0, length: k) }
                }
            } else {
                let y = ByteWords.load(base, s + 8)
                let stops = ByteWords.nonIdentifier(y)
                if stops != 0 {
                    let k = ByteWords.firstIndex(stops)
                    p = s + 8 + k
                    if b[p] < 0x80 {
                        classified = true
                        word = wordTable.word(x, k == 0 ? 0 : y & ((1 &<< UInt64(8 * k)) &- 1), length: 8 + k)
                    }
                } else {
                    p = s + 16
                }
            }
            if !classified { scanIdentifierTail() }
        } else {
            if b[p] < 0x80 { p += 1 } else { p += UTF8Scan.sequenceLength(b, at: p) }
            scanIdentifierTail()
        }
        if p - s == 1 && b[s] == 0x5F { emit(.wildcard, s, p); return }
        if !classified { word = Word.classify(b, s, p) }
        appendName(s, word)
    }
}
