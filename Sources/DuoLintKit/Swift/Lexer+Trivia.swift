/// Trivia between tokens: whitespace, line breaks, comments, a U+FEFF, NUL bytes; and the UTF-8 check of
/// comment and literal text. Blank runs and line-comment ends are found eight bytes at a time (`ByteWords`).
extension LexerState {
    /// Skips the trivia at `p` (whitespace, line breaks, comments, a U+FEFF, NUL and invalid bytes are not
    /// all trivia: see the cases), recording comments and setting `pendingFlags`.
    mutating func skipTrivia() {
        // Blanks, line breaks and line comments (nearly all trivia) here, with the offset in a local; the rest
        // one at a time by `skipOtherTrivia`.
        var q = p
        var flags: UInt8 = 0
        while q < n {
            let c = b[q]
            if c == 0x20 || c == 0x09 {
                q = blankRunEnd(q + 1); flags |= Token.spaceBefore
            } else if c == 0x0A || c == 0x0D {
                if !stack.isEmpty { p = q; endSingleLineLiterals() }
                noteLineBreak(q)
                q += 1; flags |= Token.spaceBefore | Token.newlineBefore
            } else if c == 0x2F && q + 1 < n && b[q + 1] == 0x2F {
                p = q; lexLineComment(); q = p
                flags |= Token.spaceBefore
            } else {
                if !SwiftChars.mayStartTrivia(c) { break }
                p = q
                if !skipOtherTrivia() { break }
                q = p
            }
        }
        p = q
        pendingFlags |= flags
    }

    /// At a line break: a single-line literal cannot span lines, so a line break inside its interpolation ends
    /// it (unterminated), as the compiler reads it; the code goes on outside the literal.
    @inline(never) mutating func endSingleLineLiterals() {
        while !stack.isEmpty, let top = stack.last, !top.inBody, !top.multiline {
            tokens.append(Token(kind: .stringSegment, start: p, end: p, flags: 0, interpolationDepth: stack.count))
            diagnose(top.openOffset, "unterminated string literal")
            popFrames(1)
        }
    }

    /// Lexes the `//` comment at `p` up to its line break.
    ///
    /// The line's end and the UTF-8 check of the text are one pass, eight bytes at a time, while the bytes are ASCII
    /// and not NUL (nearly every comment); from the first other byte on, `lineEnd` and `checkUTF8` finish.
    @inline(never) mutating func lexLineComment() {
        let s = p
        let doc = at(s + 2) == 0x2F && at(s + 3) != 0x2F
        // `s..<q` is ASCII without NUL.
        var q = s + 2
        if ByteWords.available {
            while q + 8 <= n {
                let w = ByteWords.load(base, q)
                // The high bit of each byte below 0x0E (line breaks, NUL, a tab…) or of 0x80 and more: three operations.
                // A borrow can mark bytes after the first such byte too, never one before it.
                let marks = ((w &- ByteWords.splat(0x0E)) | w) & ByteWords.high
                if marks == 0 { q += 8; continue }
                let k = ByteWords.firstIndex(marks)
                let c = b[q + k]
                if c == 0x0A || c == 0x0D {
                    p = q + k
                    appendComment(Comment(kind: doc ? .docLine : .line, start: UInt32(s), end: UInt32(p), isTerminated: true))
                    return
                }
                // A byte of 0x80 or more, or NUL: the rest by the general scans.
                if c >= 0x80 || c == 0 { break }
                // A tab or another control byte is text: go on after it.
                q += k + 1
            }
        }
        p = lineEnd(q)
        appendComment(Comment(kind: doc ? .docLine : .line, start: UInt32(s), end: UInt32(p), isTerminated: true))
        checkUTF8(q, p)
    }

    /// Appends `comment` to `comments`, which gets room for about one comment per 256 bytes of the file with its first
    /// one (growing from empty, one comment at a time, cost more than finding them).
    @inline(__always) mutating func appendComment(_ comment: Comment) {
        if comments.capacity == 0 { comments.reserveCapacity(n / 256 + 4) }
        comments.append(comment)
    }

    /// Skips one piece of the less common trivia at `p` (a vertical tab or form feed, a U+FEFF, a NUL, a block
    /// comment) and returns true, or returns false when none starts at `p` (nor trivia of another kind).
    @inline(never) mutating func skipOtherTrivia() -> Bool {
        switch b[p] {
        case 0x20, 0x09, 0x0B, 0x0C:
            p += 1; pendingFlags |= Token.spaceBefore
        case 0x0A, 0x0D:
            if !stack.isEmpty { endSingleLineLiterals() }
            noteLineBreak(p)
            p += 1; pendingFlags |= Token.spaceBefore | Token.newlineBefore
        case 0xEF where at(p + 1) == 0xBB && at(p + 2) == 0xBF:
            // U+FEFF between tokens is whitespace (inside an identifier it is a letter).
            p += 3; pendingFlags |= Token.spaceBefore
        case 0x00:
            diagnose(p, "NUL byte in source")
            p += 1; pendingFlags |= Token.spaceBefore
        case 0x2F where at(p + 1) == 0x2F:
            lexLineComment()
            pendingFlags |= Token.spaceBefore
        case 0x2F where at(p + 1) == 0x2A:
            lexBlockComment()
            pendingFlags |= Token.spaceBefore
        default:
            return false
        }
        return true
    }

    /// The offset of the first byte at or after `from` that is neither a space nor a tab (`n` if none).
    @inline(__always) func blankRunEnd(_ from: Int) -> Int {
        var q = from
        // Most runs are one space between tokens: test the next byte before loading eight.
        guard q < n && (b[q] == 0x20 || b[q] == 0x09) else { return q }
        q += 1
        if ByteWords.available {
            // Indentation is spaces: eight of them are one compare, and the first other byte is the first non-zero
            // byte of the word xor spaces. Only when that byte is a tab does the run go on, by the full class test.
            let spaces = ByteWords.splat(0x20)
            while q + 8 <= n {
                let x = ByteWords.load(base, q)
                if x == spaces { q += 8; continue }
                let k = (x ^ spaces).trailingZeroBitCount &>> 3
                if b[q + k] != 0x09 { return q + k }
                q += k
                while q + 8 <= n {
                    let stops = ByteWords.nonBlank(ByteWords.load(base, q))
                    if stops != 0 { return q + ByteWords.firstIndex(stops) }
                    q += 8
                }
                break
            }
        }
        while q < n && (b[q] == 0x20 || b[q] == 0x09) { q += 1 }
        return q
    }

    /// The offset of the first line feed or carriage return at or after `from` (`n` if none).
    @inline(__always) func lineEnd(_ from: Int) -> Int {
        var q = from
        if ByteWords.available {
            while q + 8 <= n {
                let breaks = ByteWords.lineBreaks(ByteWords.load(base, q))
                if breaks != 0 { return q + ByteWords.firstIndex(breaks) }
                q += 8
            }
        }
        while q < n && b[q] != 0x0A && b[q] != 0x0D { q += 1 }
        return q
    }

    mutating func lexBlockComment() {
        let s = p
        var depth = 0
        var sawNewline = false
        while p < n {
            if b[p] == 0x2F && at(p + 1) == 0x2A { depth += 1; p += 2; continue }
            if b[p] == 0x2A && at(p + 1) == 0x2F {
                depth -= 1; p += 2
                if depth == 0 { break }
                continue
            }
            if b[p] == 0x0A || b[p] == 0x0D { sawNewline = true; noteLineBreak(p) }
            p += 1
        }
        let terminated = depth == 0
        if !terminated { diagnose(s, "unterminated '/*' comment") }
        let doc = at(s + 2) == 0x2A && at(s + 3) != 0x2A && at(s + 3) != 0x2F
        appendComment(Comment(kind: doc ? .docBlock : .block, start: UInt32(s), end: UInt32(p), isTerminated: terminated))
        checkUTF8(s, p)
        if sawNewline { pendingFlags |= Token.newlineBefore }
    }

    /// Reports the first invalid UTF-8 sequence or NUL in `s..<e` (comments and literals).
    mutating func checkUTF8(_ s: Int, _ e: Int) {
        var i = s
        // Eight bytes at a time while they are ASCII and not NUL (the usual comment or literal).
        if let base = b.baseAddress {
            while i + 8 <= e {
                let w = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                let nonASCII = w & 0x8080_8080_8080_8080
                let hasZero = (w &- 0x0101_0101_0101_0101) & ~w & 0x8080_8080_8080_8080
                if nonASCII | hasZero != 0 { break }
                i += 8
            }
            // Fewer than eight bytes left (the end of most segments and comments), with eight readable from `i`: one
            // load, the bytes past `e` replaced by spaces (neither NUL nor non-ASCII), instead of a byte at a time.
            if i < e && e - i < 8 && i + 8 <= n {
                let keep: UInt64 = (1 &<< UInt64(8 * (e - i))) &- 1
                let w = (UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) & keep)
                    | (ByteWords.splat(0x20) & ~keep)
                let nonASCII = w & 0x8080_8080_8080_8080
                let hasZero = (w &- 0x0101_0101_0101_0101) & ~w & 0x8080_8080_8080_8080
                if nonASCII | hasZero == 0 { return }
            }
        }
        while i < e {
            let c = b[i]
            if c < 0x80 {
                if c == 0 { diagnose(i, "NUL byte in source") }
                i += 1
                continue
            }
            let len = UTF8Scan.sequenceLength(b, at: i)
            if len == 0 { diagnose(i, "invalid UTF-8 byte 0x\(String(c, radix: 16, uppercase: true))"); i += 1 } else { i += len }
        }
    }
}
