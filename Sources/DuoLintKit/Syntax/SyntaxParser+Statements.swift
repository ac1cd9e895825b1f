/// Code-block items and statements: SwiftSyntax's `parseCodeBlockItem`, `parseStatement` and their parts.
extension SyntaxParser {
    /// Where a list of items stands, which decides what an item can be and what ends the list.
    enum ItemContext {
        /// A source file, code block or closure body.
        case statements
        /// A type's or extension's member block.
        case members
        /// The statements of one switch case (ended by the next `case`, `default` or `@unknown`).
        case caseBody
        /// A switch's cases.
        case switchCases
        /// The postfix members of a `#if` clause inside a member chain (`.padding()`).
        case postfix
    }

    /// Parses items until a `}` (not consumed), the end of the file or a `#elseif`/`#else`/`#endif`.
    mutating func parseItems(until close: TokenKind, _ context: ItemContext = .statements) {
        while true {
            let k = kind
            if k == .endOfFile || k == .rightBrace || k == .poundElseif || k == .poundElse || k == .poundEndif { return }
            if context == .caseBody && isAtStartOfSwitchCase(p) { return }
            parseItem(context)
        }
    }

    /// One item (a declaration, statement or expression, with its `;`); always consumes a token. Inline: the
    /// item loops call it once an item.
    @inline(__always)
    mutating func parseItem(_ context: ItemContext) {
        let start = p
        if deferItemsIfTooDeep(context) || bailOutIfTooDeep() { return }
        nesting += 1
        defer { nesting -= 1 }
        if at(.poundIf) {
            parseIfConfig(context)
        } else if at(.semicolon) {
            // An empty item: the `;` belongs to the enclosing node.
        } else if at(.poundSourceLocation) {
            let m = mark(), s = p
            bump()
            if at(.leftParen), let q = partner(p) { p = q; bump() }
            finish(.poundSourceLocation, m, s)
        } else if isStartOfDeclaration(p, context) {
            parseDeclaration(context)
        } else if context == .members {
            if at(.pound) && isName(p + 1) {
                parseMacroExpansion(.macroExpansionDecl)
            } else {
                skipUnexpected()
            }
        } else if !canStartExpression(p) || at(.arrow) || at(.equal) || at(.binaryOperator) {
            skipUnexpectedLine()
        } else {
            parseStatement()
        }
        eat(.semicolon)
        if p == start { skipUnexpected() }
    }

    /// Recovery at a token no item can start with (`:`, `,`, `->`): it and the rest of its line (brackets
    /// whole) are one `unexpected` node, as SwiftSyntax keeps them in one `unexpectedCodeDecl`.
    mutating func skipUnexpectedLine() {
        let m = mark(), s = p
        repeat {
            if tokens[p].kind.isOpen, let q = partner(p) { p = q }
            bump()
        } while p < eof && !startsLine(p) && !at(.rightBrace) && !at(.rightParen) && !at(.rightSquare)
        finish(.unexpected, m, s)
    }

    /// A `{ … }` code block; nothing when the current token is not `{`.
    mutating func parseCodeBlock() {
        guard at(.leftBrace) else { return }
        let m = mark(), s = p
        bump()
        parseItems(until: .rightBrace)
        eat(.rightBrace)
        finish(.codeBlock, m, s)
    }

    mutating func parseStatement() {
        switch word {
        case .kIf, .kSwitch:
            // An `if` or `switch` used as a statement: SwiftSyntax wraps the expression in an `expressionStmt`.
            let m = mark(), s = p
            if at(.kIf) { parseIfExpr() } else { parseSwitchExpr() }
            finish(.expressionStmt, m, s)
        case .kGuard:
            let m = mark(), s = p
            bump()
            parseConditions()
            eat(.kElse)
            parseCodeBlock()
            finish(.guardStmt, m, s)
        case .kFor: parseForStmt()
        case .kWhile:
            let m = mark(), s = p
            bump()
            parseConditions()
            parseCodeBlock()
            finish(.whileStmt, m, s)
        case .kRepeat where kind(p + 1) == .leftBrace:
            let m = mark(), s = p
            bump()
            parseCodeBlock()
            if eat(.kWhile) { parseExpr(.basic) }
            finish(.repeatStmt, m, s)
        case .kDo: parseDoStmt()
        case .kDefer:
            let m = mark(), s = p
            bump()
            parseCodeBlock()
            finish(.deferStmt, m, s)
        case .kReturn:
            let m = mark(), s = p
            bump()
            if canParseValueAfterKeyword() { parseExpr(.basic) }
            finish(.returnStmt, m, s)
        case .kThrow:
            let m = mark(), s = p
            bump()
            parseExpr(.basic)
            finish(.throwStmt, m, s)
        case .kBreak, .kContinue:
            let m = mark(), s = p
            let isBreak = at(.kBreak)
            bump()
            if kind == .identifier && !startsLine(p) && word == .none { bump() }
            finish(isBreak ? .breakStmt : .continueStmt, m, s)
        case .kFallthrough:
            let m = mark(), s = p
            bump()
            finish(.fallThroughStmt, m, s)
        case .yield where !startsLine(p + 1) && (kind(p + 1) == .leftParen || isName(p + 1) || kind(p + 1) == .prefixAmpersand):
            let m = mark(), s = p
            bump()
            parseExpr(.basic)
            finish(.yieldStmt, m, s)
        default:
            if kind == .identifier && kind(p + 1) == .colon && isLabelledStatementKeyword(p + 2) {
                let m = mark(), s = p
                bump(); bump()
                parseStatement()
                finish(.labeledStmt, m, s)
            } else {
                parseExpr(.basic)
            }
        }
    }

    mutating func isLabelledStatementKeyword(_ i: Int) -> Bool {
        switch word(i) {
        case .kFor, .kWhile, .kRepeat, .kIf, .kSwitch, .kDo, .kGuard: return true
        default: return false
        }
    }

    /// True when a `return` value follows: not at a `}`, `;`, the end, a directive, a case label or the
    /// start of a statement or declaration.
    mutating func canParseValueAfterKeyword() -> Bool {
        switch kind {
        case .rightBrace, .semicolon, .endOfFile, .poundEndif, .poundElse, .poundElseif: return false
        case .poundIf: return !startsLine(p)
        default: break
        }
        switch word {
        case .kCase, .kDefault, .kGuard, .kFor, .kWhile, .kDefer, .kReturn, .kThrow, .kBreak, .kContinue,
             .kFallthrough, .kDo:
            return false
        case .kRepeat: return kind(p + 1) != .leftBrace
        default: break
        }
        if at(.atSign), isAtStartOfSwitchCase(p) { return false }
        return !isStartOfDeclaration(p, .statements)
    }

    /// `if … { } else if … { } else { }`: each `else if` is an `ifExpr` inside the one before, read in a loop
    /// and finished innermost first, so a chain of 100,000 costs no stack.
    mutating func parseIfExpr() {
        let base = wrappers.count
        while true {
            wrappers.append(Wrapper(kind: .ifExpr, marker: mark(), start: p))
            bump()
            parseConditions()
            parseCodeBlock()
            guard eat(.kElse) else { break }
            if !at(.kIf) { parseCodeBlock(); break }
        }
        finishWrappers(above: base)
    }

    /// A condition list (`if`, `guard`, `while`): expressions, `let`/`var` bindings, `case` patterns and
    /// `#available`/`#unavailable`, separated by commas.
    mutating func parseConditions() {
        while true {
            let m = mark(), s = p
            if at(.poundAvailable) || at(.poundUnavailable) {
                let am = mark()
                bump()
                if at(.leftParen), let q = partner(p) { p = q; bump() }
                finish(.availabilityCondition, am, s)
            } else if (at(.kLet) || at(.kVar) || at(.borrowing)) && kind(p + 1) != .period {
                let bm = mark()
                bump()
                if !isSimpleBindingName(p) && !(isName(p) && kind(p) == .keyword) {
                    // `if let (a, b) = t`, `if let _ = x`: SwiftSyntax reads the pattern as an expression.
                    let em = mark(), es = p
                    parseSequenceElement(.basic, .binding)
                    finish(.expressionPattern, em, es)
                } else {
                    parsePattern()
                }
                if at(.colon) { bump(); parseType() }
                if eat(.equal) { parseExpr(.stmtCondition) }
                finish(.optionalBindingCondition, bm, s)
            } else if at(.kCase) {
                let cm = mark()
                bump()
                parseMatchingPattern()
                if at(.colon) { bump(); parseType() }
                if eat(.equal) { parseExpr(.stmtCondition) }
                finish(.matchingPatternCondition, cm, s)
            } else {
                parseExpr(.stmtCondition)
            }
            let more = eat(.comma)
            finish(.conditionElement, m, s)
            if !more || p == s { return }
        }
    }

    mutating func parseSwitchExpr() {
        let m = mark(), s = p
        bump()
        parseExpr(.stmtCondition)
        if at(.leftBrace) {
            bump()
            parseSwitchCases()
            eat(.rightBrace)
        }
        finish(.switchExpr, m, s)
    }

    /// Cases until the `}` of the switch (or a directive that ends a `#if` clause).
    mutating func parseSwitchCases() {
        while true {
            let k = kind
            if k == .endOfFile || k == .rightBrace || k == .poundElseif || k == .poundElse || k == .poundEndif { return }
            if k == .poundIf {
                parseIfConfig(.switchCases)
            } else if isAtStartOfSwitchCase(p) {
                parseSwitchCase()
            } else {
                parseItem(.statements)
            }
        }
    }

    /// True at `case`, `default` or `@unknown` (before either), or at a `#if` whose first clause starts
    /// with one of them.
    mutating func isAtStartOfSwitchCase(_ start: Int) -> Bool {
        var i = start
        while kind(i) == .poundIf || kind(i) == .poundElseif || kind(i) == .poundElse {
            // Skip the directive and its condition (the rest of the line).
            i += 1
            while kind(i) != .endOfFile && !startsLine(i) { i += 1 }
        }
        while kind(i) == .atSign && isName(i + 1) { i += 2 }
        let w = word(i)
        if w == .kDefault { return kind(i + 1) == .colon }
        return w == .kCase
    }

    mutating func parseSwitchCase() {
        let m = mark(), s = p
        while at(.atSign) { parseAttribute() }
        let lm = mark(), ls = p
        if eat(.kCase) {
            while true {
                parseMatchingPattern()
                if eat(.kWhere) { parseExpr(.basic) }
                if !eat(.comma) { break }
            }
            eat(.colon)
            finish(.switchCaseLabel, lm, ls)
        } else if eat(.kDefault) {
            eat(.colon)
            finish(.switchDefaultLabel, lm, ls)
        }
        parseItems(until: .rightBrace, .caseBody)
        finish(.switchCase, m, s)
    }

    mutating func parseForStmt() {
        let m = mark(), s = p
        bump()
        eat(.kTry)
        if at(.await) && !startsLine(p) { bump() }
        if eat(.kCase) { parseMatchingPattern() } else { parsePattern() }
        if at(.colon) { bump(); parseType() }
        eat(.kIn)
        parseExpr(.stmtCondition)
        if eat(.kWhere) { parseExpr(.stmtCondition) }
        parseCodeBlock()
        finish(.forStmt, m, s)
    }

    mutating func parseDoStmt() {
        let m = mark(), s = p
        bump()
        if at(.kThrows) {
            bump()
            if at(.leftParen) { bump(); parseType(); eat(.rightParen) }
        }
        parseCodeBlock()
        while at(.kCatch) {
            let cm = mark(), cs = p
            bump()
            while !at(.leftBrace) && !at(.endOfFile) {
                let before = p
                parseMatchingPattern()
                if eat(.kWhere) { parseExpr(.stmtCondition) }
                if !eat(.comma) || p == before { break }
            }
            parseCodeBlock()
            finish(.catchClause, cm, cs)
        }
        finish(.doStmt, m, s)
    }

    // MARK: #if

    /// A `#if` … `#endif` block whose clauses hold items of `context`.
    mutating func parseIfConfig(_ context: ItemContext) {
        if bailOutIfTooDeep() { return }
        nesting += 1
        defer { nesting -= 1 }
        let m = mark(), s = p
        var first = true
        while at(.poundIf) && first || at(.poundElseif) || at(.poundElse) {
            first = false
            let cm = mark(), cs = p
            let isElse = at(.poundElse)
            bump()
            if !isElse && !startsLine(p) { parseExpr(.poundIfDirective) }
            switch context {
            case .statements, .caseBody: parseItems(until: .rightBrace, context)
            case .members: parseItems(until: .rightBrace, .members)
            case .switchCases: parseSwitchCases()
            case .postfix: parsePostfixClause()
            }
            finish(.ifConfigClause, cm, cs)
            if p == cs { break }
        }
        eat(.poundEndif)
        finish(.ifConfigDecl, m, s)
    }

    /// The body of a `#if` clause in a member chain: postfix members without a base, or nested `#if`s.
    mutating func parsePostfixClause() {
        while true {
            if at(.poundIf) {
                parseIfConfig(.postfix)
            } else if at(.period) {
                let m = mark(), s = p
                parsePostfixSuffixes(m, s, .basic, implicitBase: true)
            } else {
                return
            }
        }
    }
}
