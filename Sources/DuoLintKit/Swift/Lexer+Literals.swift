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
        var multiline = at(q + 1) == 0x22 && at(q + 2) == 0x22
        if multiline && pounds > 0 {
            // `#"""#` is a one-line raw string holding `"`: a `"` and the `#`s closing it later on the same
            // line make the literal single-line (SwiftParser's rule).
            var k = q + 2
            if let last = rawQuoteScan[pounds], last.from <= k, k <= last.hit {
                multiline = !last.found
            } else {
                let from = k
                var found = false
                while k < n && b[k] != 0x0A && b[k] != 0x0D {
                    if b[k] == 0x22 && poundsFollow(k + 1, pounds) { found = true; break }
                    k += 1
                }
                rawQuoteScan[pounds] = (from, k, found)
                if found { multiline = false }
            }
        }
        // The delimiters belong to the literal: push its frame first, so they share its depth.
        stack.append(StringFrame(multiline: multiline, pounds: pounds, inBody: true, parenDepth: 0,
                                 lineStartsBase: lineStartSegments.count, segmentStart: 0, segmentAtLineStart: multiline,
                                 openOffset: start))
        syncDepth()
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
                noteLineStart(e)
                if e - p > (b[e - 1] == 0x0A && at(e - 2) == 0x0D ? 2 : 1) {
                    // Spaces after the opening delimiter: they and the line break are a segment of their own.
                    tokens.append(Token(kind: .stringSegment, start: p, end: e, flags: 0, interpolationDepth: stack.count))
                }
            }
            p = e
        } else {
            p = q + 1
            emit(.stringQuote, q, p)
        }
        stack[stack.count - 1].segmentStart = p
    }

    mutating func emitSegment(_ f: inout StringFrame, _ s: Int, _ e: Int) {
        if f.multiline && f.segmentAtLineStart { lineStartSegments.append(tokens.count) }
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
                    pushBracket(0x28)
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
                        noteLineStart(k)
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
                noteLineStart(p)
                emitSegment(&f, segStart, p)
                segStart = p
                f.segmentAtLineStart = true
                continue
            }
            p += 1
            // Text up to the next `"`, `\` or line break (the only bytes that end or split a segment), eight
            // bytes at a time.
            if ByteWords.available {
                while p + 8 <= n {
                    let x = ByteWords.load(base, p)
                    let stops = ByteWords.equal(x, 0x22) | ByteWords.equal(x, 0x5C) | ByteWords.lineBreaks(x)
                    if stops != 0 { p += ByteWords.firstIndex(stops); break }
                    p += 8
                }
            }
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
                for i in f.lineStartsBase..<lineStartSegments.count {
                    let idx = lineStartSegments[i]
                    let s = Int(tokens[idx].start), e = Int(tokens[idx].end)
                    guard e - s >= indent else { continue }
                    var matches = true
                    for k in 0..<indent where b[s + k] != b[segStart + k] { matches = false; break }
                    if matches { tokens[idx].start = UInt32(s + indent) }
                }
            }
            // The line break before the closing delimiter is not part of the text.
            if tokens.count > 0, case let last = tokens.count - 1, tokens[last].kind == .stringSegment, blank {
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

    /// True when the previous token lets an expression start here, so that a `/` that looks binary may
    /// open a regex literal (SwiftParser's `isInRegexLiteralPosition`).
    func inRegexLiteralPosition() -> Bool {
        guard let last = tokens.last else { return true }
        switch last.kind {
        case .leftAngle, .leftBrace, .leftParen, .leftSquare, .prefixOperator, .prefixAmpersand, .binaryOperator, .equal,
             .semicolon, .comma, .colon, .infixQuestionMark, .poundIf, .poundElse, .poundElseif, .poundEndif, .error:
            return true
        case .keyword:
            // A keyword token's word is its text's.
            switch tokens.lastWord {
            case .kTrue, .kFalse, .kAny, .kNil, .kSelf, .kCapitalSelf, .kSuper: return false
            default: return true
            }
        default:
            return false
        }
    }

    /// Lexes a bare `/…/` regex literal starting at the `/` at `slash`, inside the operator that starts at
    /// `operatorStart` (not left-bound; `rightBound` is the operator's right binding), if the language reads
    /// one there; returns false (nothing consumed) if not. Characters of the operator before the `/` become
    /// a prefix operator (`!/a/`).
    ///
    /// These are SwiftParser's rules: never right after `func` or `operator`; an operator that looks binary
    /// (`a / b`) opens a regex only where an expression may start, and then must be one when a binary
    /// operator precedes it or `try?`/`try!` does. A regex that need not be one may not begin with a space
    /// or tab or end with an unescaped one, may not contain an unbalanced `)`, and must end on its line.
    mutating func tryLexBareRegex(operatorStart s: Int, slash: Int, rightBound: Bool) -> Bool {
        let last = tokens.last
        if let last, last.kind == .keyword, tokens.lastWord == .kFunc || tokens.lastWord == .kOperator { return false }
        var mustBeRegex = false
        if !rightBound {
            if let last, last.kind == .postfixQuestionMark || last.kind == .exclamationMark, tokens.count >= 2,
               tokens[tokens.count - 2].kind == .keyword, tokens.word(tokens.count - 2) == .kTry {
                mustBeRegex = true
            }
            if !mustBeRegex && !inRegexLiteralPosition() { return false }
            if let last, last.kind == .binaryOperator || last.kind == .equal { mustBeRegex = true }
        }
        var q = slash + 1
        let first = at(q)
        if q < n && (first == 0x20 || first == 0x09) && !mustBeRegex { return false }
        if first == 0x2A || first == 0x2F { return false }
        var groupDepth = 0, classDepth = 0, lastSpace = -1
        var closed = false
        // Bare regex literals are short; giving up after 1,000 bytes keeps a long line of `/` linear.
        let scanLimit = min(n, slash + 1000)
        scan: while true {
            if q >= scanLimit { if q < n || !mustBeRegex { return false }; break }
            let c = b[q]
            switch c {
            case 0x2F:
                if at(q + 1) == 0x2A || at(q + 1) == 0x2F {
                    // `/a//…` or `/a/*…`: the comment wins; the literal is unterminated.
                    if !mustBeRegex { return false }
                    break scan
                }
                if lastSpace == q - 1 && !mustBeRegex { return false }
                closed = true
                break scan
            case 0x0A, 0x0D:
                if !mustBeRegex { return false }
                break scan
            case 0x5C:
                let e = at(q + 1)
                if q + 1 >= n || e == 0x0A || e == 0x0D { q += 1; continue }
                q += 2; continue
            case 0x28: if classDepth == 0 { groupDepth += 1 }
            case 0x29:
                if classDepth == 0 {
                    if groupDepth == 0 { if !mustBeRegex { return false } } else { groupDepth -= 1 }
                }
            case 0x5B: classDepth += 1
            case 0x5D: if classDepth > 0 { classDepth -= 1 }
            case 0x20, 0x09: lastSpace = q
            default: break
            }
            q += 1
        }
        if slash > s { emitRegexPrefix(s, slash) }
        emit(.regexSlash, slash, slash + 1)
        checkUTF8(slash + 1, q)
        emit(.regexLiteralPattern, slash + 1, q)
        if closed {
            emit(.regexSlash, q, q + 1)
            p = q + 1
        } else {
            diagnose(slash, "unterminated regex literal")
            p = q
        }
        return true
    }

    /// Emits the operator characters `s..<e` before a regex literal's `/` (`!/a/`, `=/a/`): not left-bound,
    /// right-bound, so a prefix operator, except `=`, `&` and `?`, which have their own kinds.
    mutating func emitRegexPrefix(_ s: Int, _ e: Int) {
        if e - s == 1 {
            switch b[s] {
            case 0x3D: emit(.equal, s, e); genericDepth = 0; return
            case 0x26: emit(.prefixAmpersand, s, e); return
            case 0x3F: emit(.infixQuestionMark, s, e); return
            default: break
            }
        }
        emit(.prefixOperator, s, e)
    }

    /// Lexes `#/…/#` (any number of `#`) at `p`. Without a closing delimiter the literal is unterminated: as
    /// the compiler reads it, the pattern runs to the end of the line, and a diagnostic is reported.
    mutating func tryLexPoundRegex(pounds: Int) -> Bool {
        let s = p
        let slash = s + pounds
        var q = slash + 1
        // Spaces and tabs may sit between the opening delimiter and the line break of a multi-line literal.
        var k = q
        while k < n && (b[k] == 0x20 || b[k] == 0x09) { k += 1 }
        let multiline = at(k) == 0x0A || at(k) == 0x0D
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
            // A multi-line pattern's line breaks (or one escaped by a `\`) are passed here, not by the trivia.
            noteLineBreaks(slash + 1, q)
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
