/// `hinge_effect_not_reset`, token fallback: partially-open regions read from tokens where the syntax tree gave up
/// (see `HingeEffectNotResetRule+Fallback`).
extension HingeEffectNotResetRule {
    /// The tokens that run only while the hinge is partially open because of the `.partiallyOpen` at `k`: an `if`
    /// body, the rest of the block after a `guard`, or a `switch` case body. Nil when `k` is in no such test, in a
    /// negated or `||` condition, or in a test of the previous status.
    func partialRegion(_ file: SwiftFile, _ k: Int, previous: Int?) -> Range<Int>? {
        // `.partiallyOpen` starts at its dot; `DeviceHinge.Status.partiallyOpen` at its first name.
        let lead = file.kind(k - 2) == .identifier ? file.chainStart(endingAt: k) : k - 1
        var after = k + 1
        while file.kind(after) == .postfixQuestionMark || file.kind(after) == .exclamationMark { after += 1 }
        let before = lead - 1
        if file.isText(before, "==") || file.isText(after, "==") || (file.isWord(before, "case") && file.kind(after) == .equal) {
            return conditionRegion(file, before: before, after: after, previous: previous)
        }
        if file.isWord(before, "case") || file.kind(before) == .comma {
            return caseRegion(file, lead: lead, after: after, previous: previous)
        }
        return nil
    }

    /// The region governed by the `if`/`guard` condition whose partially-open test ends before `after` and starts
    /// after `before`. Steps out of parentheses opened right after `if`, `guard`, `,` or `&&`.
    func conditionRegion(_ file: SwiftFile, before: Int, after: Int, previous: Int?) -> Range<Int>? {
        var stepped: [Int] = []
        var keyword = -1
        var j = before
        // A condition is short; 512 tokens bounds the walk back.
        var steps = 0
        while j >= 0 && steps < 512 {
            steps += 1
            let k = file.kind(j)
            if k == .leftParen {
                guard let m = file.match(j), file.isWord(j - 1, "if") || file.isWord(j - 1, "guard")
                        || file.kind(j - 1) == .comma || file.isText(j - 1, "&&") else { return nil }
                stepped.append(m)
                j -= 1
                continue
            }
            if k == .rightParen || k == .rightSquare, let o = file.match(j) { j = o - 1; continue }
            if k.isOpen || k.isClose || k == .semicolon || k == .infixQuestionMark || file.isText(j, "||") { return nil }
            if k == .keyword {
                if file.isText(j, "if") || file.isText(j, "guard") { keyword = j; break }
                if file.isText(j, "while") || file.isText(j, "return") || file.isText(j, "switch") || file.isText(j, "for")
                    || file.isText(j, "in") || file.isText(j, "throw") || file.isText(j, "repeat") || file.isText(j, "else") {
                    return nil
                }
            }
            if file.tokens[j].hasNewlineBefore && !file.continuesLine(j) { return nil }
            j -= 1
        }
        guard keyword >= 0 else { return nil }
        let isGuard = file.isText(keyword, "guard")
        let level = Int(file.enclosing[keyword])
        var e = after
        steps = 0
        while e < file.count && steps < 1024 {
            steps += 1
            let k = file.kind(e)
            if k == .rightParen && stepped.contains(e) { e += 1; continue }
            if k == .leftParen || k == .leftSquare, let m = file.match(e) { e = m + 1; continue }
            if k == .leftBrace {
                guard !isGuard, Int(file.enclosing[e]) == level, let m = file.match(e),
                      !namesPrevious(file, keyword..<e, previous) else { return nil }
                return (e + 1)..<m
            }
            if isGuard && file.isWord(e, "else") {
                guard Int(file.enclosing[e]) == level, file.kind(e + 1) == .leftBrace, let m = file.match(e + 1),
                      !namesPrevious(file, keyword..<e, previous) else { return nil }
                let block = file.enclosingBrace(keyword)
                guard block >= 0, let end = file.match(block) else { return nil }
                return (m + 1)..<end
            }
            if k.isClose || k == .semicolon || k == .infixQuestionMark || k == .endOfFile || file.isText(e, "||") { return nil }
            e += 1
        }
        return nil
    }

    /// The body of the `switch` case whose label holds the `.partiallyOpen` pattern starting at `lead`, when the
    /// label names no other status (`.closed`, `.fullyOpen`, `.unknown`, `nil`) and the subject is not the old status.
    func caseRegion(_ file: SwiftFile, lead: Int, after: Int, previous: Int?) -> Range<Int>? {
        var j = lead - 1
        // A case label is short; 256 tokens bounds each walk.
        var steps = 0
        while j >= 0 && steps < 256 && !file.isWord(j, "case") {
            steps += 1
            let k = file.kind(j)
            guard k == .comma || k == .period || k == .identifier || k == .postfixQuestionMark || k == .exclamationMark else { return nil }
            j -= 1
        }
        let caseKeyword = j
        guard file.isWord(caseKeyword, "case"), isLabelStart(file, caseKeyword) else { return nil }
        let body = Int(file.enclosing[caseKeyword])
        guard body >= 0, file.kind(body) == .leftBrace, let bodyEnd = file.match(body) else { return nil }
        var colon = after
        steps = 0
        while colon < bodyEnd && steps < 256 && file.kind(colon) != .colon {
            steps += 1
            let k = file.kind(colon)
            if k == .leftParen || k == .leftSquare, let m = file.match(colon) { colon = m + 1; continue }
            if k == .equal || k == .leftBrace || k.isClose || k == .semicolon { return nil }
            colon += 1
        }
        guard file.kind(colon) == .colon else { return nil }
        for t in caseKeyword..<colon {
            if file.isWord(t, "nil") { return nil }
            if file.isMember(t) && (file.isWord(t, "closed") || file.isWord(t, "fullyOpen") || file.isWord(t, "unknown")) { return nil }
        }
        guard let sw = switchKeyword(file, body: body), !namesPrevious(file, sw..<body, previous) else { return nil }
        var end = colon + 1
        while end < bodyEnd {
            if Int(file.enclosing[end]) == body && isLabelStart(file, end)
                && (file.isWord(end, "case") || (file.isWord(end, "default") && file.kind(end + 1) == .colon)) { break }
            if file.kind(end).isOpen, let m = file.match(end) { end = m + 1; continue }
            end += 1
        }
        return (colon + 1)..<end
    }

    /// The `switch` keyword whose body opens at `body`, or nil.
    func switchKeyword(_ file: SwiftFile, body: Int) -> Int? {
        var j = body - 1
        var steps = 0
        while j >= 0 && steps < 256 {
            steps += 1
            if file.isWord(j, "switch") { return j }
            let k = file.kind(j)
            if k == .rightParen || k == .rightSquare, let o = file.match(j) { j = o - 1; continue }
            if k.isOpen || k.isClose || k == .semicolon { return nil }
            if file.tokens[j].hasNewlineBefore && !file.continuesLine(j) { return nil }
            j -= 1
        }
        return nil
    }

    /// True when token `t` can start a `case`/`default` label: first on its line or after `{` or `;`.
    func isLabelStart(_ file: SwiftFile, _ t: Int) -> Bool {
        file.tokens[t].hasNewlineBefore || file.kind(t - 1) == .leftBrace || file.kind(t - 1) == .semicolon
    }
}
