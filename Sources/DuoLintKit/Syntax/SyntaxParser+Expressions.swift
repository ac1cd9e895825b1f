/// Expressions: SwiftSyntax's `parseExpression`, `parseSequenceExpressionElement`, `parseUnaryExpression`
/// and `parsePrimaryExpression`. Operator sequences stay unfolded (`sequenceExpr`), as SwiftSyntax's parser
/// leaves them without an operator table.
extension SyntaxParser {
    /// Where an expression stands, which decides whether a `{` can start a trailing closure.
    enum ExprFlavor {
        /// Anywhere a trailing closure is allowed.
        case basic
        /// An `if`/`guard`/`while` condition, a `for` sequence or a `switch` subject: a `{` is a trailing
        /// closure only when what follows its `}` says so.
        case stmtCondition
        /// A `#if` condition: stops at the end of the line.
        case poundIfDirective
    }

    /// Whether bare names are patterns (`case let .a(x)`: `x` binds) or expressions.
    enum PatternContext { case none, binding, matching }

    /// A whole expression: a sequence of elements joined by binary operators, `=`, `? :`, `as`, `is` and `->`
    /// (the commonest ones, a name or member chain alone, through `parseSimpleExpr`).
    mutating func parseExpr(_ flavor: ExprFlavor, _ pattern: PatternContext = .none) {
        if bailOutIfTooDeep() { return }
        if flavor != .poundIfDirective && pattern != .binding && parseSimpleExpr() { return }
        parseGeneralExpr(flavor, pattern)
    }

    /// `parseExpr` without its shortcut (and without the depth check, which `parseExpr` made).
    @inline(__always)
    mutating func parseGeneralExpr(_ flavor: ExprFlavor, _ pattern: PatternContext) {
        nesting += 1
        defer { nesting -= 1 }
        // A declaration that starts a line is never an operand (recovery in an unclosed list).
        if isDeclarationOnNewLine(p) { return }
        let m = mark(), s = p
        parseSequenceElement(flavor, pattern)
        // No operand (`= √ 16`): the expression is missing and what follows is not its operator.
        if p == s { return }
        var elements = 1
        while true {
            if flavor == .poundIfDirective && startsLine(p) { break }
            let k = kind
            if k == .binaryOperator {
                let om = mark(), os = p
                bump()
                finish(.binaryOperatorExpr, om, os)
            } else if k == .equal && pattern == .none {
                let om = mark(), os = p
                bump()
                finish(.assignmentExpr, om, os)
            } else if k == .infixQuestionMark {
                let om = mark(), os = p
                bump()
                parseExpr(flavor, pattern)
                eat(.colon)
                finish(.unresolvedTernaryExpr, om, os)
            } else if at(.kAs) {
                let om = mark(), os = p
                bump()
                if at(.postfixQuestionMark) || at(.exclamationMark) { bump() }
                finish(.unresolvedAsExpr, om, os)
                let tm = mark(), ts = p
                parseType()
                finish(.typeExpr, tm, ts)
                elements += 2
                continue
            } else if at(.kIs) {
                let om = mark(), os = p
                bump()
                finish(.unresolvedIsExpr, om, os)
                let tm = mark(), ts = p
                parseType()
                finish(.typeExpr, tm, ts)
                elements += 2
                continue
            } else if k == .arrow || (at(.async) || at(.kThrows)) && isArrowAhead(p) {
                let om = mark(), os = p
                parseEffects()
                eat(.arrow)
                finish(.arrowExpr, om, os)
            } else {
                break
            }
            elements += 2
            if !canStartExpression(p) { break }
            parseSequenceElement(flavor, pattern)
        }
        if elements > 1 { finish(.sequenceExpr, m, s) }
    }

    /// `async`/`throws` … `->` in an expression (a function type written as an expression).
    mutating func isArrowAhead(_ start: Int) -> Bool {
        var i = start
        while word(i) == .async || word(i) == .kThrows { i += 1 }
        return kind(i) == .arrow
    }

    /// True when token `i` can begin an expression (so an operator is followed by an operand).
    mutating func canStartExpression(_ i: Int) -> Bool {
        switch kind(i) {
        case .rightParen, .rightSquare, .rightBrace, .comma, .colon, .semicolon, .endOfFile, .poundEndif,
             .poundElse, .poundElseif:
            return false
        default:
            return true
        }
    }

    /// One element: `try`/`await`/`consume`/`copy`/`repeat`/`each` prefixes, then a unary expression. The
    /// prefixes are read in a loop and their nodes finished innermost first, so `try try … x` costs no stack.
    /// Inline for the commonest element, one with no prefix word or prefix operator (a postfix expression).
    @inline(__always)
    mutating func parseSequenceElement(_ flavor: ExprFlavor, _ pattern: PatternContext) {
        if word == .none && !at(.prefixAmpersand) && !at(.prefixOperator) {
            parsePostfix(flavor, pattern)
            return
        }
        parsePrefixedSequenceElement(flavor, pattern)
    }

    /// `parseSequenceElement` at a word or prefix operator.
    mutating func parsePrefixedSequenceElement(_ flavor: ExprFlavor, _ pattern: PatternContext) {
        // Every prefix is a word: most elements start with none.
        if word == .none {
            parseUnary(flavor, pattern)
            return
        }
        let base = wrappers.count
        while true {
            let m = mark(), s = p
            if at(.kTry) {
                bump()
                if at(.postfixQuestionMark) || at(.exclamationMark) { bump() }
                wrappers.append(Wrapper(kind: .tryExpr, marker: m, start: s))
            } else if at(.await) && canStartExpression(p + 1) && kind(p + 1) != .binaryOperator
                        && kind(p + 1) != .postfixOperator && (kind(p + 1) != .period || spaced(p + 1))
                        && kind(p + 1) != .equal && !(kind(p + 1) == .leftParen && !spaced(p + 1)) {
                bump()
                wrappers.append(Wrapper(kind: .awaitExpr, marker: m, start: s))
            } else if (at(.consume) || at(.copy)) && kind(p + 1) == .identifier && !startsLine(p + 1) {
                wrappers.append(Wrapper(kind: at(.consume) ? .consumeExpr : .copyExpr, marker: m, start: s))
                bump()
            } else if at(.kRepeat) && !startsLine(p + 1) && kind(p + 1) != .leftBrace {
                bump()
                wrappers.append(Wrapper(kind: .packExpansionExpr, marker: m, start: s))
            } else if at(.each) && kind(p + 1) == .identifier && !startsLine(p + 1) {
                bump()
                wrappers.append(Wrapper(kind: .packElementExpr, marker: m, start: s))
            } else {
                break
            }
        }
        parseUnary(flavor, pattern)
        finishWrappers(above: base)
    }

    /// Finishes the wrappers pushed since the stack held `base`, the innermost (last pushed) first.
    @inline(__always)
    mutating func finishWrappers(above base: Int) {
        while wrappers.count > base {
            let w = wrappers[wrappers.count - 1]
            wrappers.removeLast()
            finish(w.kind, w.marker, w.start)
        }
    }

    /// Prefix operators and `&`, then a postfix expression (the prefixes in a loop, as above).
    @inline(__always)
    mutating func parseUnary(_ flavor: ExprFlavor, _ pattern: PatternContext) {
        guard at(.prefixAmpersand) || at(.prefixOperator) else {
            parsePostfix(flavor, pattern)
            return
        }
        let base = wrappers.count
        while at(.prefixAmpersand) || at(.prefixOperator) {
            wrappers.append(Wrapper(kind: at(.prefixAmpersand) ? .inOutExpr : .prefixOperatorExpr, marker: mark(), start: p))
            bump()
        }
        parsePostfix(flavor, pattern)
        finishWrappers(above: base)
    }

    /// A primary expression and its postfix suffixes.
    @inline(__always)
    mutating func parsePostfix(_ flavor: ExprFlavor, _ pattern: PatternContext) {
        let m = mark(), s = p
        parsePrimary(flavor, pattern)
        parsePostfixSuffixes(m, s, flavor, pattern, implicitBase: false)
    }

    mutating func parsePrimary(_ flavor: ExprFlavor, _ pattern: PatternContext) {
        let m = mark(), s = p
        switch kind {
        case .identifier, .dollarIdentifier:
            if pattern == .binding && kind == .identifier && !isCallee(p) {
                bump()
                finish(.identifierPattern, m, s)
                finish(.patternExpr, m, s)
                return
            }
            bump()
            if at(.leftParen) && isCompoundName(p) { skipCompoundName() }
            finish(.declReferenceExpr, m, s)
        case .keyword:
            switch word {
            case .kAny:
                parseType(simple: true, stopAtPeriod: true)
                finish(.typeExpr, m, s)
            case .kSelf, .kCapitalSelf, .kInit:
                bump()
                if at(.leftParen) && isCompoundName(p) { skipCompoundName() }
                finish(.declReferenceExpr, m, s)
            case .kSuper:
                bump()
                finish(.superExpr, m, s)
            case .kTrue, .kFalse:
                bump()
                finish(.booleanLiteralExpr, m, s)
            case .kNil:
                bump()
                finish(.nilLiteralExpr, m, s)
            case .kIf:
                parseIfExpr()
            case .kSwitch:
                parseSwitchExpr()
            case .kLet, .kVar:
                bump()
                if isSimpleBindingName(p) {
                    let pm = mark(), ps = p
                    bump()
                    finish(.identifierPattern, pm, ps)
                } else {
                    // `let e as E`, `let .a(x)`: the rest of the expression is the bound pattern.
                    let pm = mark(), ps = p
                    parseExpr(.basic, .binding)
                    finish(.expressionPattern, pm, ps)
                }
                finish(.valueBindingPattern, m, s)
                finish(.patternExpr, m, s)
            case .kIs where pattern != .none:
                bump()
                parseType()
                finish(.isTypePattern, m, s)
                finish(.patternExpr, m, s)
            default:
                // Any other keyword as a name (`open(result:)`; labels are consumed by the caller).
                bump()
                if at(.leftParen) && isCompoundName(p) { skipCompoundName() }
                finish(.declReferenceExpr, m, s)
            }
        case .wildcard:
            // `_` in an expression, and in a `case` pattern too (`case .a(_, let e)`), as SwiftSyntax reads it.
            bump()
            finish(.discardAssignmentExpr, m, s)
        case .integerLiteral:
            bump()
            finish(.integerLiteralExpr, m, s)
        case .floatingLiteral:
            bump()
            finish(.floatLiteralExpr, m, s)
        case .stringQuote, .multilineStringQuote, .singleQuote, .rawStringPoundDelimiter:
            parseStringLiteral()
        case .regexSlash, .regexPoundDelimiter:
            // `#`* `/` pattern `/` `#`*: the opening delimiters, the pattern, the closing ones.
            let pounds = eat(.regexPoundDelimiter)
            eat(.regexSlash)
            eat(.regexLiteralPattern)
            eat(.regexSlash)
            if pounds { eat(.regexPoundDelimiter) }
            finish(.regexLiteralExpr, m, s)
        case .pound:
            if isName(p + 1) && !spaced(p + 1) {
                parseMacroExpansion(.macroExpansionExpr, flavor)
            } else {
                // A `#` with no name: SwiftSyntax keeps it as a macro expansion whose name is missing.
                bump()
                finish(.macroExpansionExpr, m, s)
            }
        case .period:
            parseImplicitMember()
            finish(.memberAccessExpr, m, s)
        case .leftParen:
            parseArguments(close: .rightParen, pattern)
            finish(.tupleExpr, m, s)
        case .leftSquare:
            parseCollection()
        case .leftBrace:
            parseClosure()
        case .backslash:
            parseKeyPath()
        case .binaryOperator, .postfixOperator:
            // No operand here (`let x = √ 16`, `f(/ a/)`): SwiftSyntax's expression is missing, and the
            // operator is left to the caller (an operator as a value, `reduce(0, +)`, is read by the list).
            finish(.missingExpr, m, s)
        case .leftAngle:
            bump()
            finish(.declReferenceExpr, m, s)
        case .atSign:
            // A type with attributes in expression position (`(@convention(c) (T) -> U).self`).
            parseType()
            finish(.typeExpr, m, s)
        default:
            finish(.missingExpr, m, s)
        }
    }

    /// True when token `i` is a name that `let`/`var` binds on its own (`let e`), not the start of a larger
    /// pattern (`let e as E`, `let x?`, `let .a(x)`): SwiftSyntax then makes it an `identifierPattern` directly.
    mutating func isSimpleBindingName(_ i: Int) -> Bool {
        guard kind(i) == .identifier, !isCallee(i) else { return false }
        switch kind(i + 1) {
        case .postfixQuestionMark, .exclamationMark, .period, .postfixOperator: return false
        default: return word(i + 1) != .kAs && word(i + 1) != .kIs
        }
    }

    /// In a pattern, a name directly followed by `(` or `.` is an expression (`.a(x)`'s callee), not a binding.
    mutating func isCallee(_ i: Int) -> Bool {
        let next = kind(i + 1)
        return next == .leftParen && !spaced(i + 1) || next == .period || next == .leftAngle && !spaced(i + 1)
    }
}
