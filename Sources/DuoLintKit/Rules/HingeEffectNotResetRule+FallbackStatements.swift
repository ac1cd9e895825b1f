/// `hinge_effect_not_reset`, token fallback: assignments, reset calls, locals and parameters read from tokens where the
/// syntax tree gave up (see `HingeEffectNotResetRule+Fallback`).
extension HingeEffectNotResetRule {
    /// The chains assigned by the statement whose `=` (or `toggle` in `x.toggle()`) is token `k`, when it starts a
    /// statement and assigns through plain names (no calls or subscripts) rooted at `self` or at a name: one for
    /// `x = …`, one per plain element of a tuple `(tilt, self.showsStand) = (0, false)`, none otherwise.
    func assignments(_ file: SwiftFile, at k: Int, closure open: Int) -> [Assignment] {
        let lhsEnd: Int
        if file.kind(k) == .equal {
            lhsEnd = k - 1
        } else if file.isWord(k, "toggle"), file.isMember(k), file.kind(k + 1) == .leftParen, file.match(k + 1) == k + 2,
                  !file.tokens[k + 1].hasNewlineBefore {
            lhsEnd = k - 2
        } else {
            return []
        }
        guard file.tokens[k].interpolationDepth == file.tokens[open].interpolationDepth else { return [] }
        if file.kind(lhsEnd) == .identifier {
            let start = file.chainStart(endingAt: lhsEnd)
            guard isStatementStart(file, start), let a = chain(file, start, lhsEnd) else { return [] }
            return [a]
        }
        guard file.kind(k) == .equal, file.kind(lhsEnd) == .rightParen, let lp = file.match(lhsEnd), lp < lhsEnd,
              isStatementStart(file, lp) else { return [] }
        var result: [Assignment] = []
        var element = lp + 1
        var j = lp + 1
        while j <= lhsEnd {
            if j < lhsEnd && file.kind(j).isOpen, let m = file.match(j), m < lhsEnd { j = m + 1; continue }
            if j == lhsEnd || file.kind(j) == .comma {
                if j > element, file.kind(j - 1) == .identifier, let a = chain(file, element, j - 1) { result.append(a) }
                element = j + 1
            }
            j += 1
        }
        return result
    }

    /// The assignment of the chain `start…end` when it is plain names (`offset.width`, `self.tilt`, `self?.alpha`).
    func chain(_ file: SwiftFile, _ start: Int, _ end: Int) -> Assignment? {
        var names: [String] = []
        for t in start...end {
            switch file.kind(t) {
            case .identifier: names.append(file.text(t))
            case .period, .postfixQuestionMark, .exclamationMark: continue
            case .keyword where t == start && file.isText(t, "self"): continue
            default: return nil
            }
        }
        return names.isEmpty ? nil : Assignment(start: start, names: names)
    }

    /// For a statement that calls a function named reset…, restore… or clear… (`resetEffects()`, `self.reset()`,
    /// `withAnimation { effects.restoreDefaults() }`, after `try`/`await`) with callee token `k`: the receiver as
    /// an assignment (`effects`; no names for a call on `self` or without receiver). Nil for any other token.
    func resetCall(_ file: SwiftFile, at k: Int, closure open: Int) -> Assignment? {
        guard file.kind(k) == .identifier, file.kind(k + 1) == .leftParen, !file.tokens[k + 1].hasNewlineBefore,
              file.tokens[k].interpolationDepth == file.tokens[open].interpolationDepth else { return nil }
        let name = file.text(k)
        guard startsWithWord(name, "reset") || startsWithWord(name, "restore") || startsWithWord(name, "clear") else { return nil }
        let start = file.chainStart(endingAt: k)
        var s = start
        // `try`, `try?`, `try!` and `await` before the call (a few; 8 tokens bound the walk back).
        var steps = 0
        while steps < 8 {
            steps += 1
            if file.isWord(s - 1, "await") || file.isWord(s - 1, "try") { s -= 1; continue }
            if (file.kind(s - 1) == .postfixQuestionMark || file.kind(s - 1) == .exclamationMark) && file.isWord(s - 2, "try") {
                s -= 2
                continue
            }
            break
        }
        guard isStatementStart(file, s), var call = chain(file, start, k) else { return nil }
        call.names.removeLast()
        return call
    }

    /// True when token `s` starts a statement: after `{`, `;`, a closure's `in`, a `case`/`default` label's `:`, or
    /// first on a line that does not continue the previous one.
    func isStatementStart(_ file: SwiftFile, _ s: Int) -> Bool {
        let p = s - 1
        let pk = file.kind(p)
        if pk == .leftBrace || pk == .semicolon || (pk == .keyword && file.isText(p, "in")) { return true }
        if pk == .colon { return isCaseLabelColon(file, p) }
        return file.tokens[s].hasNewlineBefore && !file.continuesLine(s)
    }

    /// True when the `:` at `c` ends a `case …:` or `default:` label.
    func isCaseLabelColon(_ file: SwiftFile, _ c: Int) -> Bool {
        var j = c - 1
        var steps = 0
        while j > 0 && steps < 256 {
            steps += 1
            if file.kind(j) == .rightParen || file.kind(j) == .rightSquare, let o = file.match(j) { j = o }
            if file.isWord(j, "default") { return j == c - 1 && isLabelStart(file, j) }
            if file.isWord(j, "case") { return isLabelStart(file, j) }
            let k = file.kind(j)
            if k == .leftBrace || k == .rightBrace || k == .semicolon || k == .equal || k == .leftParen || k == .leftSquare {
                return false
            }
            if file.tokens[j].hasNewlineBefore && !file.continuesLine(j) { return false }
            j -= 1
        }
        return false
    }

    /// Names declared in the closure's own tokens `ranges`: after `let`, `var` (also in tuple patterns) and `for`.
    func localNames(_ file: SwiftFile, _ ranges: [Range<Int>]) -> Set<String> {
        var names = Set<String>()
        for range in ranges {
            for t in range where file.isWord(t, "let") || file.isWord(t, "var") || file.isWord(t, "for") {
                if file.kind(t + 1) == .identifier {
                    names.insert(file.text(t + 1))
                } else if file.kind(t + 1) == .leftParen, let m = file.match(t + 1) {
                    for p in (t + 2)..<m where file.kind(p) == .identifier && (file.kind(p - 1) == .leftParen || file.kind(p - 1) == .comma) {
                        names.insert(file.text(p))
                    }
                }
            }
        }
        return names
    }

    /// The parameter names of the closure, function or initializer whose body opens at `g` (`{ a, b in`,
    /// `{ (a: T) in`, `func f(insets: T) {`): the names `SwiftFile.declaresParameter(scope:named:)` accepts,
    /// listed once per scope so that each assignment looks them up instead of walking every enclosing brace.
    func parameterNames(_ file: SwiftFile, scope g: Int) -> [String] {
        var names: [String] = []
        var j = g + 1
        let limit = min(file.count, g + 64)
        while j < limit {
            if file.kind(j) == .keyword && file.isText(j, "in") && Int(file.enclosing[j]) == g {
                for k in (g + 1)..<j where file.kind(k) == .identifier { names.append(file.text(k)) }
                break
            }
            if file.kind(j) == .leftBrace { break }
            j += 1
        }
        var k = g - 1
        var steps = 0
        while k >= 0 && steps < 40 {
            steps += 1
            let kk = file.kind(k)
            if kk == .leftBrace || kk == .rightBrace || kk == .semicolon { break }
            if kk == .rightParen, let open = file.match(k) {
                var m = open - 1
                var back = 0
                while m >= 0 && back < 6 {
                    if file.kind(m) == .keyword && (file.isText(m, "func") || file.isText(m, "init") || file.isText(m, "subscript")) {
                        for p in (open + 1)..<k where file.kind(p) == .identifier && file.kind(p + 1) == .colon {
                            names.append(file.text(p))
                        }
                        return names
                    }
                    back += 1
                    m -= 1
                }
                k = open - 1
                continue
            }
            k -= 1
        }
        return names
    }
}
