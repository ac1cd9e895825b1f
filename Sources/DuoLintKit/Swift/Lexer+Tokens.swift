/// The tokens the main loop (`LexerState.run`) leaves to `lexToken`, and the small lexers it calls: brackets inside
/// interpolations, `;`, `\`, `` ` ``, `$`, numbers, `#` directives, and argument labels before a `:`.
extension LexerState {
    /// True when the byte before `p` makes an operator at `p` left-bound.
    @inline(__always) func isLeftBound(_ start: Int) -> Bool {
        if start == 0 { return false }
        // SwiftParser looks at the byte before: a U+FEFF right before the operator leaves it left-bound.
        if start > 3 && b[start - 1] == 0xBF && b[start - 2] == 0xBB && b[start - 3] == 0xEF { return true }
        if pendingFlags & Token.spaceBefore != 0 { return false }
        return !SwiftChars.endsLeftBinding(b[start - 1])
    }

    mutating func lexToken() {
        let s = p
        let c = b[p]
        switch c {
        case 0x28: // (
            if !stack.isEmpty && !stack[stack.count - 1].inBody { stack[stack.count - 1].parenDepth += 1 }
            if availabilityDepth > 0 { availabilityDepth += 1 } else if opensAvailabilityList() { availabilityDepth = 1 }
            pushBracket(0x28)
            p += 1; emit(.leftParen, s, p)
        case 0x29: // )
            if availabilityDepth > 0 { availabilityDepth -= 1 }
            p += 1
            if !stack.isEmpty && !stack[stack.count - 1].inBody {
                let top = stack.count - 1
                if stack[top].parenDepth == 0 {
                    popBracket(0x28)
                    emit(.rightParen, s, p)
                    stack[top].inBody = true
                    stack[top].segmentStart = p
                    stack[top].segmentAtLineStart = false
                    return
                }
                stack[top].parenDepth -= 1
            }
            popBracket(0x28)
            emit(.rightParen, s, p)
        case 0x5B:
            // A glued `[` opens subscript arguments (labels allowed, `d[k, default: 0]`), else a collection literal.
            pushBracket(isLeftBound(s) ? 0x5C : 0x5B); p += 1; emit(.leftSquare, s, p)
        case 0x5D: popBracket(brackets.last == 0x5C ? 0x5C : 0x5B); p += 1; emit(.rightSquare, s, p)
        case 0x7B: pushBracket(0x7B); p += 1; genericDepth = 0; emit(.leftBrace, s, p)
        case 0x7D: popBracket(0x7B); p += 1; genericDepth = 0; emit(.rightBrace, s, p)
        case 0x2C: p += 1; emit(.comma, s, p)
        case 0x3B: p += 1; genericDepth = 0; emit(.semicolon, s, p)
        case 0x3A: relabelBeforeColon(); p += 1; emit(.colon, s, p)
        case 0x40: p += 1; emit(.atSign, s, p)
        case 0x5C: p += 1; emit(.backslash, s, p)
        case 0x22: lexStringStart(pounds: 0, start: s)
        case 0x23: lexPound()
        case 0x60: lexBacktick()
        case 0x24: lexDollar()
        case 0x30...0x39: lexNumber()
        case 0x2E:
            let next = at(p + 1)
            if next == 0x2E || SwiftChars.isOperatorASCII(next) {
                lexOperator()
            } else {
                p += 1; emit(.period, s, p)
            }
        case 0x3D where p + 1 < n && b[p + 1] < 0x80 && !SwiftChars.isOperatorASCII(b[p + 1]):
            // A lone `=` (the most common operator): what `lexOperator` makes of it, without its other cases.
            operatorRunStart = s; operatorRunEnd = s + 1
            let last = tokens.last
            let declaresOperator = last?.kind == .keyword && (tokens.lastWord == .kFunc || tokens.lastWord == .kOperator)
            p += 1; emit(.equal, s, p)
            if !declaresOperator { genericDepth = 0 }
        case 0x27:
            p += 1; diagnose(s, "single-quoted literals are not Swift; use double quotes"); emit(.error, s, p)
        default:
            if SwiftChars.isIdentifierASCII(c, head: true) { lexIdentifier(); return }
            if SwiftChars.isOperatorASCII(c) { lexOperator(); return }
            if c >= 0x80 {
                let len = UTF8Scan.sequenceLength(b, at: p)
                if len == 0 {
                    // An invalid UTF-8 byte is trivia between tokens, as SwiftParser reads it (still an error).
                    diagnose(p, "invalid UTF-8 byte 0x\(String(c, radix: 16, uppercase: true))")
                    p += 1; pendingFlags |= Token.spaceBefore; return
                }
                let scalar = UTF8Scan.decode(b, at: p, length: len)
                if SwiftChars.isOperatorHead(scalar) { lexOperator(); return }
                if SwiftChars.isIdentifierHead(scalar) { lexIdentifier(); return }
                p += len
                diagnose(s, "invalid character U+\(String(scalar, radix: 16, uppercase: true)) in source")
                emit(.error, s, p); return
            }
            p += 1
            diagnose(s, "invalid character 0x\(String(c, radix: 16, uppercase: true)) in source")
            emit(.error, s, p)
        }
    }

    /// True when bytes `s..<e` spell `word`.
    @inline(__always) func isText(_ s: Int, _ e: Int, _ word: StaticString) -> Bool {
        guard e - s == word.utf8CodeUnitCount else { return false }
        let w = word.utf8Start
        for i in 0..<(e - s) where b[s + i] != w[i] { return false }
        return true
    }

    /// Before a `:` inside parentheses or subscript brackets: a reserved word used as an argument or parameter label is an
    /// identifier, as SwiftParser reads it (`f(in: x)`, `(for: 1, where: 2)`, `func f(for x: T)`,
    /// `func f(_ in: T)`), except `inout` and `Self` (`where T: P, Self: Q`) and in a compound name
    /// (`f(in:for:)`). Looks back at most three tokens and ahead over one name: no allocation.
    @inline(__always) mutating func relabelBeforeColon() {
        // Outside parentheses and subscript brackets (a type annotation, a dictionary, a ternary): nothing to do.
        guard brackets.last == 0x28 || brackets.last == 0x5C else { return }
        relabelBeforeColonInArguments()
    }

    /// `relabelBeforeColon` inside parentheses or subscript brackets.
    @inline(never) mutating func relabelBeforeColonInArguments() {
        let k = tokens.count
        @inline(__always) func opensItem(_ i: Int) -> Bool {
            i >= 0 && (tokens[i].kind == .leftParen || tokens[i].kind == .comma)
        }
        @inline(__always) func isName(_ i: Int) -> Bool {
            tokens[i].kind == .identifier || tokens[i].kind == .wildcard || tokens[i].kind == .keyword
        }
        @inline(__always) func labelable(_ i: Int) -> Bool {
            // A keyword token's word is its text's.
            tokens[i].kind == .keyword && tokens.word(i) != .kInout && tokens.word(i) != .kCapitalSelf
        }
        /// True in a compound name (`f(in:)`, `f(for:in:)`), where SwiftParser keeps the keywords: read only
        /// when a keyword would become a label.
        func inCompoundName() -> Bool {
            var q = p + 1
            while q < n && SwiftChars.isIdentifierASCII(b[q], head: false) { q += 1 }
            return at(q) == 0x29 && q == p + 1 || at(q) == 0x3A && q > p + 1
        }
        guard k >= 2, isName(k - 1) else { return }
        if opensItem(k - 2) {
            if labelable(k - 1) && !inCompoundName() { tokens[k - 1].kind = .identifier }
        } else if k >= 3, isName(k - 2), opensItem(k - 3) {
            let first = labelable(k - 2), second = labelable(k - 1)
            guard first || second, !inCompoundName() else { return }
            if first { tokens[k - 2].kind = .identifier }
            if second { tokens[k - 1].kind = .identifier }
        }
    }

    /// `` `name` `` and Swift 6.2's raw identifiers (`` `a b` ``: any characters but a backtick or line break).
    mutating func lexBacktick() {
        let s = p
        var q = p + 1
        while q < n && b[q] != 0x60 && b[q] != 0x0A && b[q] != 0x0D { q += 1 }
        if q > s + 1 && at(q) == 0x60 {
            p = q + 1
            checkUTF8(s, p)
            emit(.identifier, s, p)
        } else {
            p = s + 1
            emit(.backtick, s, p)
        }
    }

    /// `$0` (a closure parameter) or `$name` / `$été` (a projected value, an identifier).
    mutating func lexDollar() {
        let s = p
        var q = s + 1
        while q < n && b[q] >= 0x30 && b[q] <= 0x39 { q += 1 }
        // The usual `$0`: the digits end at an ASCII byte that continues no name, where the tail's scan would stop.
        if q < n && b[q] < 0x80 && !SwiftChars.isIdentifierASCII(b[q], head: false) {
            p = q
        } else {
            p = s + 1
            scanIdentifierTail()
        }
        emit(p > s + 1 && p == q ? .dollarIdentifier : .identifier, s, p)
    }

    mutating func lexNumber() {
        let s = p
        var isFloat = false
        // No fraction in a tuple index (`t.0.1`) or a version (`@available(iOS 16.0.1, *)`).
        let noFraction = availabilityDepth > 0
            || (tokens.last?.kind == .period && pendingFlags & Token.spaceBefore == 0)
        @inline(__always) func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
        @inline(__always) func isHex(_ c: UInt8) -> Bool { isDigit(c) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x66) }
        if b[p] == 0x30 && (at(p + 1) == 0x78 || at(p + 1) == 0x6F || at(p + 1) == 0x62) {
            let radix = at(p + 1)
            p += 2
            if radix == 0x78 {
                while p < n && (isHex(b[p]) || b[p] == 0x5F) { p += 1 }
                // A hex fraction needs a `p` exponent after it; otherwise `.` is a member access (`0xFF.description`).
                if at(p) == 0x2E && isHex(at(p + 1)) && !noFraction {
                    var q = p + 1
                    while q < n && (isHex(b[q]) || b[q] == 0x5F) { q += 1 }
                    if at(q) | 0x20 == 0x70 { isFloat = true; p = q }
                }
                if at(p) | 0x20 == 0x70 {
                    isFloat = true; p += 1
                    if at(p) == 0x2B || at(p) == 0x2D { p += 1 }
                    while p < n && (isDigit(b[p]) || b[p] == 0x5F) { p += 1 }
                }
            } else {
                while p < n && (isDigit(b[p]) || b[p] == 0x5F) { p += 1 }
            }
        } else {
            while p < n && (isDigit(b[p]) || b[p] == 0x5F) { p += 1 }
            if at(p) == 0x2E && isDigit(at(p + 1)) && !noFraction {
                isFloat = true; p += 1
                while p < n && (isDigit(b[p]) || b[p] == 0x5F) { p += 1 }
            }
            if at(p) | 0x20 == 0x65 && (isDigit(at(p + 1)) || ((at(p + 1) == 0x2B || at(p + 1) == 0x2D) && isDigit(at(p + 2)))) {
                isFloat = true; p += 2
                while p < n && (isDigit(b[p]) || b[p] == 0x5F) { p += 1 }
            }
        }
        // Letters glued to a number belong to it (an invalid literal such as `1abc`).
        let tail = p
        // Only a byte that may continue a name starts a tail (nearly always none: the scan is skipped).
        if p < n && (b[p] >= 0x80 || SwiftChars.isIdentifierASCII(b[p], head: false)) { scanIdentifierTail() }
        if p > tail { diagnose(s, "invalid numeric literal") }
        emit(isFloat ? .floatingLiteral : .integerLiteral, s, p)
    }

    mutating func lexPound() {
        var s = p
        var q = p
        while q < n && b[q] == 0x23 { q += 1 }
        var pounds = q - p
        if at(q) == 0x22 { p = q; lexStringStart(pounds: pounds, start: s); return }
        if at(q) == 0x2F, tryLexPoundRegex(pounds: pounds) { return }
        // A `#` starts a macro or directive name (`#if`, `#selector`, `` #`name` ``); a lone `#` or a run of
        // them is not Swift. One diagnostic per run, where swiftc reports it: just after the first `#`.
        let next = at(q)
        if pounds > 1 || !(SwiftChars.isIdentifierASCII(next, head: true) || next == 0x60 || next >= 0x80) {
            diagnose(s + 1, "expected a macro identifier after '#'")
        }
        if pounds > 1 {
            // A run of `#` that opens no literal: each but the last is a `#` token (one pass, not one per `#`).
            for k in s..<(q - 1) { emit(.pound, k, k + 1) }
            p = q - 1
            s = p
            pounds = 1
        }
        if pounds == 1 && p + 1 < n && SwiftChars.isIdentifierASCII(b[p + 1], head: true) {
            var e = p + 1
            while e < n && SwiftChars.isIdentifierASCII(b[e], head: false) { e += 1 }
            let w = p + 1
            let kind: TokenKind?
            if isText(w, e, "if") { kind = .poundIf
            } else if isText(w, e, "elseif") { kind = .poundElseif
            } else if isText(w, e, "else") { kind = .poundElse
            } else if isText(w, e, "endif") { kind = .poundEndif
            } else if isText(w, e, "sourceLocation") { kind = .poundSourceLocation
            } else if isText(w, e, "available") { kind = .poundAvailable
            } else if isText(w, e, "unavailable") { kind = .poundUnavailable
            } else { kind = nil }
            if let kind {
                p = e
                if kind == .poundIf || kind == .poundElseif || kind == .poundElse || kind == .poundEndif { genericDepth = 0 }
                emit(kind, s, p)
                return
            }
        }
        p += 1
        emit(.pound, s, p)
    }
}
