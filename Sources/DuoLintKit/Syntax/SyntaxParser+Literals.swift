/// Literal expressions with their own bracket structure: strings (with interpolations), collections and key
/// paths.
extension SyntaxParser {
    /// `"…"`, `"""…"""`, `#"…"#` with their segments and `\( … )` interpolations (each a list of
    /// `labeledExpr`, as call arguments are).
    mutating func parseStringLiteral() {
        let m = mark(), s = p
        let raw = eat(.rawStringPoundDelimiter)
        let quote = kind
        bump()
        while true {
            if at(.stringSegment) {
                bump()
            } else if at(.backslash) {
                let em = mark(), es = p
                bump()
                eat(.rawStringPoundDelimiter)
                if at(.leftParen) { parseArguments(close: .rightParen) }
                finish(.expressionSegment, em, es)
            } else {
                break
            }
        }
        if at(quote) { bump() }
        if raw { eat(.rawStringPoundDelimiter) }
        finish(.stringLiteralExpr, m, s)
    }

    /// `[a, b]`, `[k: v]`, `[:]` and `[]`.
    mutating func parseCollection() {
        let m = mark(), s = p
        bump()
        if at(.colon) && kind(p + 1) == .rightSquare {
            bump(); bump()
            finish(.dictionaryExpr, m, s)
            return
        }
        var isDictionary = false
        var first = true
        while !at(.rightSquare) && !at(.endOfFile) {
            if at(.rightBrace) || at(.rightParen) || isDeclarationOnNewLine(p) { break }
            let em = mark(), es = p
            parseExpr(.basic)
            if first { isDictionary = at(.colon) }
            first = false
            if isDictionary && eat(.colon) { parseExpr(.basic) }
            let more = eat(.comma)
            finish(isDictionary ? .dictionaryElement : .arrayElement, em, es)
            if !more && !at(.rightSquare) {
                if p == es { skipUnexpected() } else { break }
            }
        }
        while !at(.rightSquare) && !at(.endOfFile) && !at(.rightBrace) && !isDeclarationOnNewLine(p) { skipUnexpected() }
        eat(.rightSquare)
        finish(isDictionary ? .dictionaryExpr : .arrayExpr, m, s)
    }

    /// `\Root.path`, `\.path`, `\.[i]`, `\.?.x`.
    mutating func parseKeyPath() {
        let m = mark(), s = p
        bump()
        if !at(.period) {
            parseType(simple: true, stopAtPeriod: true)
        }
        var first = true
        while true {
            defer { first = false }
            if at(.period) && (first || !spaced(p)) {
                bump()
                if isName(p) || at(.integerLiteral) {
                    let nm = mark(), ns = p
                    bump()
                    if at(.leftParen) && isCompoundName(p) { skipCompoundName() }
                    finish(.declReferenceExpr, nm, ns)
                } else if at(.postfixQuestionMark) || at(.exclamationMark) {
                    bump()
                }
            } else if at(.leftSquare) && !spaced(p) {
                parseArguments(close: .rightSquare)
            } else if (at(.postfixQuestionMark) || at(.exclamationMark)) && !spaced(p) {
                bump()
            } else {
                break
            }
        }
        finish(.keyPathExpr, m, s)
    }
}
