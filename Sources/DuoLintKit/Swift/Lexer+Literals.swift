/// String and regex literals: the parts of the lexical grammar with their own
/// inner syntax. Segment boundaries follow SwiftSyntax: a literal has one
/// segment per gap between its quotes and interpolations (possibly empty),
/// split after `\n`/`\r` escapes; a multi-line literal is also split after each
/// line break, the closing delimiter's indentation is stripped from each line
/// and the last line break is not part of the text.
extension LexerState {
    // MARK: Strings

    /// Lexes an opening delimiter at `p` (a `"` or `"""`; `pounds` `#` start at `start`) and pushes a frame.
    mutating func lexStringStart(pounds: Int, start: Int) {
        let q = p
        let multiline = at(q + 1) == 0x22 && at(q + 2) == 0x22
        // The delimiters belong to the literal: push its frame first, so they share its depth.
        stack.append(StringFrame(multiline: multiline, pounds: pounds, inBody: true, parenDepth: 0,
                                 lineStartSegments: [], segmentStart: 0, segmentAtLineStart: multiline,
                                 openOffset: start))
        if pounds > 0 { emit(.rawStringPoundDelimiter, start, p) }
        if multiline {
            p = q + 3
            emit(.multilineStringQuote, q, p)
            // The rest of the opening line must be blank; its line break is trivia.
            var e = p
            while e < n && (b[e] == 0x20 || b[e] == 0x09) { e += 1 }
            if e < n && b[e] != 0x0A && b[e] != 0x0D {
                diagnose(e, "multi-line string literal content must begin on a new line")
                e = p
            } else if e < n {
                e += (b[e] == 0x0D && at(e + 1) == 0x0A) ? 2 : 1
            }
            p = e
        } else {
            p = q + 1
            emit(.stringQuote, q, p)
        }
        stack[stack.count - 1].segmentStart = p
    }

    mutating func emitSegment(_ f: inout StringFrame, _ s: Int, _ e: Int) {
        if f.multiline && f.segmentAtLineStart { f.lineStartSegments.append(tokens.count) }
        checkUTF8(s, e)
        tokens.append(Token(kind: .stringSegment, start: s, end: e, flags: 0, interpolationDepth: stack.count))
        pendingFlags = 0
    }

    /// True when `count` `#` follow offset `i`.
    @inline(__always) func poundsFollow(_ i: Int, _ count: Int) -> Bool {
        if count == 0 { return true }
        if i + count > n { return false }
        for k in 0..<count where b[i + k] != 0x23 { return false }
        return true
    }

    /// Lexes literal text from `p` until the literal closes (returns true) or an interpolation opens (false).
    mutating func lexStringBody(_ f: inout StringFrame) -> Bool {
        var segStart = f.segmentStart
        while true {
            if p >= n {
                emitSegment(&f, segStart, n)
                diagnose(f.openOffset, f.multiline ? "unterminated multi-line string literal" : "unterminated string literal")
                return true
            }
            let c = b[p]
            if c == 0x22 {
                let quoteLen = f.multiline ? 3 : 1
                if (!f.multiline || (at(p + 1) == 0x22 && at(p + 2) == 0x22)) && poundsFollow(p + quoteLen, f.pounds) {
                    closeString(&f, segStart: segStart)
                    return true
                }
                p += 1
                continue
            }
            if c == 0x5C && poundsFollow(p + 1, f.pounds) {
                let q = p + 1 + f.pounds
                let e = at(q)
                if e == 0x28 {
                    emitSegment(&f, segStart, p)
                    emit(.backslash, p, p + 1)
                    if f.pounds > 0 { emit(.rawStringPoundDelimiter, p + 1, q) }
                    emit(.leftParen, q, q + 1)
                    p = q + 1
                    f.inBody = false
                    f.parenDepth = 0
                    f.segmentAtLineStart = false
                    return false
                }
                if e == 0x6E || e == 0x72 {
                    p = q + 1
                    emitSegment(&f, segStart, p)
                    f.segmentAtLineStart = false
                    segStart = p
                    continue
                }
                if (e == 0x0A || e == 0x0D || e == 0x20 || e == 0x09) && f.multiline {
                    // An escaped line break (spaces may sit between): the text goes on at the next line.
                    var k = q
                    while k < n && (b[k] == 0x20 || b[k] == 0x09) { k += 1 }
                    if k < n && (b[k] == 0x0A || b[k] == 0x0D) {
                        emitSegment(&f, segStart, p)
                        k += (b[k] == 0x0D && at(k + 1) == 0x0A) ? 2 : 1
                        p = k
                        segStart = p
                        f.segmentAtLineStart = true
                        continue
                    }
                }
                if e == 0x0A || e == 0x0D || q >= n { p = q; continue }
                p = q + 1
                continue
            }
            if c == 0x0A || c == 0x0D {
                if !f.multiline {
                    if p > segStart { emitSegment(&f, segStart, p) }
                    diagnose(f.openOffset, "unterminated string literal")
                    return true
                }
                p += (c == 0x0D && at(p + 1) == 0x0A) ? 2 : 1
                emitSegment(&f, segStart, p)
                segStart = p
                f.segmentAtLineStart = true
                continue
            }
            p += 1
        }
    }

    /// Emits the last segment (single-line) and the closing delimiter at `p`; strips indentation (multi-line).
    mutating func closeString(_ f: inout StringFrame, segStart: Int) {
        if !f.multiline {
            emitSegment(&f, segStart, p)
            emit(.stringQuote, p, p + 1)
            p += 1
        } else {
            var blank = f.segmentAtLineStart
            if blank {
                for i in segStart..<p where b[i] != 0x20 && b[i] != 0x09 { blank = false; break }
            }
            var indent = 0
            if blank {
                indent = p - segStart
            } else {
                emitSegment(&f, segStart, p)
                diagnose(p, "multi-line string literal closing delimiter must begin on a new line")
            }
            if indent > 0 {
                for idx in f.lineStartSegments {
                    let s = Int(tokens[idx].start), e = Int(tokens[idx].end)
                    guard e - s >= indent else { continue }
                    var matches = true
                    for k in 0..<indent where b[s + k] != b[segStart + k] { matches = false; break }
                    if matches { tokens[idx].start = UInt32(s + indent) }
                }
            }
            // The line break before the closing delimiter is not part of the text.
            if let last = tokens.indices.last, tokens[last].kind == .stringSegment, blank {
                var e = Int(tokens[last].end)
                let s = Int(tokens[last].start)
                if e > s && b[e - 1] == 0x0A { e -= 1 }
                if e > s && b[e - 1] == 0x0D { e -= 1 }
                tokens[last].end = UInt32(e)
            }
            emit(.multilineStringQuote, p, p + 3)
            p += 3
        }
        if f.pounds > 0 { emit(.rawStringPoundDelimiter, p, p + f.pounds); p += f.pounds }
    }

    // MARK: Regex literals

    /// Lexes `/…/` at `p` if the language reads a regex literal here; returns false (nothing consumed) if not.
    ///
    /// A bare regex starts where an operator would not be left-bound, must not begin or end with a space or
    /// tab, ends on the same line, and may not contain an unbalanced `)` (so `(a /b) + (c/ d)` stays division).
    mutating func tryLexBareRegex() -> Bool {
        let s = p
        if isLeftBound(s) { return false }
        if let last = tokens.last, pendingFlags & Token.spaceBefore == 0 {
            switch last.kind {
            case .identifier, .keyword, .integerLiteral, .floatingLiteral, .rightParen, .rightSquare, .rightBrace, .stringQuote:
                return false
            default: break
            }
        }
        var q = s + 1
        let first = at(q)
        if q >= n || first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D { return false }
        var classDepth = 0, parens = 0
        // Bare regex literals are short; giving up after 1,000 bytes keeps a long line of `/` linear.
        let scanLimit = min(n, s + 1000)
        while true {
            if q >= scanLimit { return false }
            let c = b[q]
            if c == 0x0A || c == 0x0D { return false }
            if c == 0x5C {
                if q + 1 >= n || b[q + 1] == 0x0A || b[q + 1] == 0x0D { return false }
                q += 2; continue
            }
            if c == 0x5B { classDepth += 1 }
            else if c == 0x5D { if classDepth > 0 { classDepth -= 1 } }
            else if classDepth == 0 && c == 0x28 { parens += 1 }
            else if classDepth == 0 && c == 0x29 { parens -= 1; if parens < 0 { return false } }
            else if classDepth == 0 && c == 0x2F { break }
            q += 1
        }
        let lastChar = b[q - 1]
        if lastChar == 0x20 || lastChar == 0x09 { return false }
        emit(.regexSlash, s, s + 1)
        checkUTF8(s + 1, q)
        emit(.regexLiteralPattern, s + 1, q)
        emit(.regexSlash, q, q + 1)
        p = q + 1
        return true
    }

    /// Lexes `#/…/#` (any number of `#`) at `p`. Without a closing delimiter the literal is unterminated: as
    /// the compiler reads it, the pattern runs to the end of the line, and a diagnostic is reported.
    mutating func tryLexPoundRegex(pounds: Int) -> Bool {
        let s = p
        let slash = s + pounds
        var q = slash + 1
        let multiline = at(q) == 0x0A || at(q) == 0x0D
        var closed = false
        if multiline && unclosedMultilineRegex.contains(pounds) {
        } else if !multiline, let lineEnd = unclosedRegexLineEnd[pounds], q <= lineEnd {
        } else {
            while q < n {
                let c = b[q]
                if !multiline && (c == 0x0A || c == 0x0D) { unclosedRegexLineEnd[pounds] = q; break }
                if c == 0x5C { q += 2; continue }
                if c == 0x2F && poundsFollow(q + 1, pounds) { closed = true; break }
                q += 1
            }
            if !closed && q >= n {
                if multiline { unclosedMultilineRegex.insert(pounds) } else { unclosedRegexLineEnd[pounds] = n }
            }
        }
        emit(.regexPoundDelimiter, s, slash)
        emit(.regexSlash, slash, slash + 1)
        if closed {
            checkUTF8(slash + 1, q)
            emit(.regexLiteralPattern, slash + 1, q)
            emit(.regexSlash, q, q + 1)
            emit(.regexPoundDelimiter, q + 1, q + 1 + pounds)
            p = q + 1 + pounds
        } else {
            var e = slash + 1
            while e < n && b[e] != 0x0A && b[e] != 0x0D { e += 1 }
            checkUTF8(slash + 1, e)
            emit(.regexLiteralPattern, slash + 1, e)
            diagnose(s, "unterminated regex literal")
            p = e
        }
        return true
    }
}
