/// Operators: their extent, their binding (prefix, postfix, binary) and the tokens SwiftParser splits off
/// them (`?`, `!`, `>` closing a generic list, `<` opening one, `...` after a type, a regex literal's `/`).
extension LexerState {
    /// True when a glued `<` at `s` opens a generic list: after a type name (a capitalised identifier),
    /// after the name in `func name<T>`, after `init` or `subscript`, or after any other name when what
    /// follows reads as a generic argument list (`max<Int>(1, 2)`, `#macro<T>(x)`, see
    /// `looksLikeGenericArguments`). `a<b` between values stays an operator.
    func opensGenericList(at s: Int) -> Bool {
        guard let last = tokens.last else { return false }
        // A keyword token's word is its text's.
        if last.kind == .keyword { return tokens.lastWord == .kInit || tokens.lastWord == .kSubscript }
        guard last.kind == .identifier else { return false }
        let c = b[Int(last.start)]
        if c >= 0x41 && c <= 0x5A { return true }
        if tokens.count >= 2, tokens[tokens.count - 2].kind == .keyword, tokens.word(tokens.count - 2) == .kFunc { return true }
        return looksLikeGenericArguments(at: s)
    }

    /// SwiftParser's test for `name<…>` in an expression, over bytes: from the `<` at `s`, a balanced
    /// `<…>` on one line holding only type syntax (names, `.`, `,`, `:`, `?`, `!`, `&`, `[ ]`, `( )`, `->`,
    /// spaces), followed by a token that cannot start an operand (`.` `)` `]` `{` `}` `,` `;` `:`, a glued
    /// `!` or `?`, the end of the file, or `(` `[` on the same line). At most 256 bytes are read.
    func looksLikeGenericArguments(at s: Int) -> Bool {
        var q = s + 1, depth = 1
        let limit = min(n, s + 256)
        while q < limit {
            let c = b[q]
            switch c {
            case 0x3C: depth += 1
            case 0x3E:
                depth -= 1
                if depth == 0 {
                    var k = q + 1, newline = false
                    while k < n && (b[k] == 0x20 || b[k] == 0x09 || b[k] == 0x0A || b[k] == 0x0D) {
                        if b[k] == 0x0A || b[k] == 0x0D { newline = true }
                        k += 1
                    }
                    if k >= n { return true }
                    switch b[k] {
                    case 0x28, 0x5B: return !newline
                    case 0x2E, 0x29, 0x5D, 0x7B, 0x7D, 0x2C, 0x3B, 0x3A: return true
                    case 0x21, 0x3F: return k == q + 1
                    default: return false
                    }
                }
            case 0x2D: if at(q + 1) != 0x3E { return false }; q += 1
            case 0x0A, 0x0D, 0x22, 0x27, 0x7B, 0x7D, 0x3B, 0x3D, 0x2B, 0x2A, 0x2F, 0x25, 0x7C, 0x5E, 0x7E, 0x40, 0x5C:
                return false
            default: break
            }
            q += 1
        }
        return false
    }

    mutating func lexOperator() {
        let s = p
        let leftBound = isLeftBound(s)
        let dotOperator = b[p] == 0x2E
        if !leftBound && !dotOperator {
            // The usual operator: ASCII characters but `/` between blanks (`a == b`, `x ?? y`, `c ? d : e`).
            // Not left- nor right-bound, no regex, no comment, no generic list closed: what the rules below make
            // of it, read directly.
            var q = s
            while q < n && b[q] != 0x2F && SwiftChars.isOperatorASCII(b[q]) { q += 1 }
            if q > s && q < n && b[q] == 0x20 && !(b[s] == 0x3E && genericDepth > 0)
                && !(tokens.last?.kind == .keyword && (tokens.lastWord == .kFunc || tokens.lastWord == .kOperator)) {
                let len = q - s
                p = q
                operatorRunStart = s; operatorRunEnd = q
                if len == 1 && b[s] == 0x3F {
                    emit(.infixQuestionMark, s, p)
                } else if len == 1 && b[s] == 0x3D {
                    emit(.equal, s, p); genericDepth = 0
                } else if len == 2 && b[s] == 0x2D && b[s + 1] == 0x3E {
                    emit(.arrow, s, p)
                } else {
                    emit(.binaryOperator, s, p)
                }
                return
            }
        }
        if !dotOperator && s > operatorRunStart && s < operatorRunEnd {
            // Inside the last run (which holds no `.`): scanning from here would stop where that scan stopped.
            p = operatorRunEnd
        } else {
            scanOperatorRun(dotOperator: dotOperator)
            if !dotOperator { operatorRunStart = s; operatorRunEnd = p }
        }
        // A left-bound `?` or `!` is the postfix operator on its own (`x?.y`, `x?>y`, `a!=b` is `a! = b`).
        if b[s] == 0x3F && leftBound { p = s + 1; emit(.postfixQuestionMark, s, p); return }
        if b[s] == 0x21 && leftBound && !dotOperator { p = s + 1; emit(.exclamationMark, s, p); return }
        // Close generic argument lists: `Array<Array<Int>>`, `Set<T>?`.
        // A `>` that starts a line closes a list whose arguments were written one per line.
        if b[s] == 0x3E && genericDepth > 0 && (leftBound || pendingFlags & Token.newlineBefore != 0) {
            genericDepth -= 1
            p = s + 1
            emit(.rightAngle, s, p)
            return
        }
        let len = p - s
        // Right-bound unless a space, closer, separator or comment follows; before `.` only when not left-bound.
        let comment = at(p) == 0x2F && (at(p + 1) == 0x2F || at(p + 1) == 0x2A)
        let rightBound = p < n && !SwiftChars.endsRightBinding(b[p]) && !comment && (b[p] != 0x2E || !leftBound)
        // A regex literal may start at the operator's first `/` (`/a/`, `!/a/`): SwiftParser's rules.
        if !leftBound, let slash = firstSlash(s, p), tryLexBareRegex(operatorStart: s, slash: slash, rightBound: rightBound) {
            return
        }
        // A variadic parameter's `...` after a type (`_ xs: Int...)`, `(Int...) -> Void`).
        if len == 3 && leftBound && !rightBound && b[s] == 0x2E && b[s + 1] == 0x2E && b[s + 2] == 0x2E
            && (at(p) == 0x29 || at(p) == 0x2C) && endsType(tokens.last) {
            emit(.ellipsis, s, p)
            return
        }
        // An operator's name in its declaration is binary whatever its binding (`func <*>(…)`); a `<` glued to
        // its end opens the generic parameter list (`func ∘<A, B>(…)`).
        if let last = tokens.last, last.kind == .keyword, tokens.lastWord == .kFunc || tokens.lastWord == .kOperator {
            if len == 1 && b[s] == 0x3D { emit(.equal, s, p); return }
            if len > 1 && b[p - 1] == 0x3C && tokens.lastWord == .kFunc {
                emit(.binaryOperator, s, p - 1)
                genericDepth += 1
                emit(.leftAngle, p - 1, p)
                return
            }
            emit(.binaryOperator, s, p)
            return
        }
        if len == 1 {
            switch b[s] {
            case 0x2E: emit(.period, s, p); return
            case 0x3D: emit(.equal, s, p); genericDepth = 0; return
            case 0x26 where !leftBound && rightBound: emit(.prefixAmpersand, s, p); return
            case 0x3F: emit(leftBound ? .postfixQuestionMark : .infixQuestionMark, s, p); return
            case 0x21 where leftBound: emit(.exclamationMark, s, p); return
            case 0x3C where leftBound && (rightBound || comment || endsLine(p)) && opensGenericList(at: s):
                genericDepth += 1; emit(.leftAngle, s, p); return
            default: break
            }
        }
        if len == 2 && b[s] == 0x2D && b[s + 1] == 0x3E { emit(.arrow, s, p); return }
        if len == 2 && b[s] == 0x2A && b[s + 1] == 0x2F { emit(.error, s, p); return }
        if leftBound && !rightBound { emit(.postfixOperator, s, p) }
        else if !leftBound && rightBound { emit(.prefixOperator, s, p) }
        else { emit(.binaryOperator, s, p) }
    }

    /// Advances `p` from an operator's first character over the characters that continue it: operator
    /// characters, `.` only in a dot operator (`dotOperator`, one starting with `.`), up to a `//` or `/*`
    /// after the first character (a comment).
    mutating func scanOperatorRun(dotOperator: Bool) {
        let s = p
        while p < n {
            let c = b[p]
            if c < 0x80 {
                if c == 0x2E { if dotOperator { p += 1; continue } else { break } }
                if !SwiftChars.isOperatorASCII(c) { break }
                // `//` and `/*` start a comment, ending the operator (but not at its first character).
                if c == 0x2F && p > s && (at(p + 1) == 0x2F || at(p + 1) == 0x2A) { break }
                p += 1
                continue
            }
            let len = UTF8Scan.sequenceLength(b, at: p)
            if len == 0 || !SwiftChars.isOperatorContinuation(UTF8Scan.decode(b, at: p, length: len)) { break }
            p += len
        }
    }

    /// True when only spaces or tabs stand between offset `q` and the end of its line.
    func endsLine(_ q: Int) -> Bool {
        var k = q
        while k < n && (b[k] == 0x20 || b[k] == 0x09) { k += 1 }
        return k < n && (b[k] == 0x0A || b[k] == 0x0D)
    }

    /// Offset of the first `/` in `s..<e`, if any.
    @inline(__always) func firstSlash(_ s: Int, _ e: Int) -> Int? {
        var i = s
        while i < e { if b[i] == 0x2F { return i }; i += 1 }
        return nil
    }

    /// True when `t` can end a type (a capitalised name, `>`, `]`, `?`, `!`): before a variadic `...`.
    func endsType(_ t: Token?) -> Bool {
        guard let t else { return false }
        switch t.kind {
        case .rightAngle, .rightSquare, .postfixQuestionMark, .exclamationMark: return true
        case .identifier, .keyword:
            let c = b[Int(t.start)]
            return (c >= 0x41 && c <= 0x5A) || (c == 0x60 && at(Int(t.start) + 1) >= 0x41 && at(Int(t.start) + 1) <= 0x5A)
        default: return false
        }
    }
}
