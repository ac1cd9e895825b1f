/// Postfix expressions after their primary: member names (with compound labels), call and subscript
/// arguments, trailing closures, `?`, `!`, postfix operators, generic arguments and postfix `#if` (the rest of
/// SwiftSyntax's `parsePostfixExpressionSuffix`).
extension SyntaxParser {
    /// Postfix suffixes after the expression started at `s` (marker `m`): `.member`, calls, subscripts,
    /// trailing closures, `?`, `!`, postfix operators, generic arguments and postfix `#if`. With
    /// `implicitBase`, the chain starts at a `.member` with no base (inside a postfix `#if` clause).
    mutating func parsePostfixSuffixes(_ m: Int, _ s: Int, _ flavor: ExprFlavor, _ pattern: PatternContext = .none, implicitBase: Bool) {
        var hasBase = !implicitBase
        while true {
            if flavor == .poundIfDirective && startsLine(p) { return }
            switch kind {
            case .period:
                if !hasBase {
                    parseImplicitMember()
                    finish(.memberAccessExpr, m, s)
                    hasBase = true
                    continue
                }
                bump()
                parseMemberName()
                finish(.memberAccessExpr, m, s)
            case .leftParen where !startsLine(p):
                parseArguments(close: .rightParen, pattern)
                parseTrailingClosures(flavor)
                finish(.functionCallExpr, m, s)
            case .leftSquare where !startsLine(p):
                parseArguments(close: .rightSquare)
                parseTrailingClosures(flavor)
                finish(.subscriptCallExpr, m, s)
            case .leftBrace where hasBase:
                guard isValidTrailingClosure(p, flavor) else { return }
                parseTrailingClosures(flavor)
                finish(.functionCallExpr, m, s)
            case .postfixQuestionMark:
                bump()
                finish(.optionalChainingExpr, m, s)
            case .exclamationMark where !spaced(p):
                bump()
                finish(.forceUnwrapExpr, m, s)
            case .postfixOperator:
                bump()
                finish(.postfixOperatorExpr, m, s)
            case .leftAngle where hasBase && !spaced(p):
                parseGenericArguments()
                finish(.genericSpecializationExpr, m, s)
            case .poundIf where isPostfixIfConfig(p):
                parseIfConfig(.postfix)
                finish(.postfixIfConfigExpr, m, s)
            default:
                return
            }
            if !hasBase { return }
        }
    }

    /// True when the `#if` at `i` starts a postfix `#if` (its first clause begins with `.member`).
    mutating func isPostfixIfConfig(_ start: Int) -> Bool {
        var i = start
        while kind(i) == .poundIf {
            i += 1
            while kind(i) != .endOfFile && !startsLine(i) { i += 1 }
        }
        return kind(i) == .period
    }

    /// `.name` with no base (`.top`, `.init(…)`'s callee).
    mutating func parseImplicitMember() {
        bump()
        parseMemberName()
    }

    /// A member's name after `.`: an identifier, keyword, tuple index or `init`, with compound argument labels
    /// (`foo(_:bar:)`), as a `declReferenceExpr`.
    @inline(__always)
    mutating func parseMemberName() {
        let m = mark(), s = p
        if isName(p) || at(.integerLiteral) || at(.dollarIdentifier) {
            bump()
            if at(.leftParen) && isCompoundName(p) { skipCompoundName() }
            finish(.declReferenceExpr, m, s)
        } else if at(.floatingLiteral) {
            // `x.0.1` lexes its indices as one float literal.
            bump()
            finish(.declReferenceExpr, m, s)
        }
    }

    /// True when `(` at `open` holds argument labels only: `(_:)`, `(a:b:)`. The first label is checked
    /// inline, as most `(` after a name open a call's arguments.
    @inline(__always)
    mutating func isCompoundName(_ open: Int) -> Bool {
        guard !spaced(open), isName(open + 1) || kind(open + 1) == .wildcard, kind(open + 2) == .colon else {
            return false
        }
        return isCompoundNameTail(open + 3)
    }

    /// `isCompoundName` after its first label: more labels from token `start`, then `)`.
    mutating func isCompoundNameTail(_ start: Int) -> Bool {
        var i = start
        while isName(i) || kind(i) == .wildcard {
            guard kind(i + 1) == .colon else { return false }
            i += 2
        }
        return kind(i) == .rightParen
    }

    mutating func skipCompoundName() {
        while !at(.rightParen) && !at(.endOfFile) { bump() }
        eat(.rightParen)
    }

    /// Labelled elements (`labeledExpr`, each with its comma) between an open bracket and `close`.
    mutating func parseArguments(close: TokenKind, _ pattern: PatternContext = .none) {
        bump()
        while !at(close) && !at(.endOfFile) {
            if at(.rightBrace) || at(.rightParen) || at(.rightSquare) || isDeclarationOnNewLine(p) { break }
            let m = mark(), s = p
            if (isName(p) || at(.wildcard)) && kind(p + 1) == .colon {
                bump(); bump()
            }
            if isOperator(p) && (kind(p + 1) == .comma || kind(p + 1) == close) || at(.leftAngle) && kind(p + 1) == close {
                let om = mark(), os = p
                bump()
                finish(.declReferenceExpr, om, os)
            } else if at(.binaryOperator) || at(.postfixOperator) {
                // No operand (`f(/ a/)`): an empty argument, then the rest of the list is unexpected.
                if p == s { finishEmpty(.labeledExpr) } else { finish(.labeledExpr, m, s) }
                break
            } else if !at(.comma) && !at(close) {
                parseExpr(.basic, pattern)
            }
            let more = eat(.comma)
            finish(.labeledExpr, m, s)
            if !more && !at(close) {
                if p == s { skipUnexpected() } else { break }
            }
        }
        if !eat(close) {
            // Recovery: skip to the close, but not past a `}` or a declaration that starts a line.
            while !at(close) && !at(.endOfFile) && !at(.rightBrace) && !isDeclarationOnNewLine(p) { skipUnexpected() }
            eat(close)
        }
    }

    /// True when token `i` starts a line and a declaration (SwiftSyntax ends an unclosed list there).
    @inline(__always)
    mutating func isDeclarationOnNewLine(_ i: Int) -> Bool {
        startsLine(i) && word(i) != .kCase && kind(i + 1) != .colon && isStartOfDeclaration(i, .statements)
    }

    /// A trailing closure and the labelled ones after it (`} label: {`). The `{` is checked inline: most calls
    /// have no trailing closure.
    @inline(__always)
    mutating func parseTrailingClosures(_ flavor: ExprFlavor) {
        if at(.leftBrace) { parseTrailingClosuresAtBrace(flavor) }
    }

    /// `parseTrailingClosures` at a `{`.
    mutating func parseTrailingClosuresAtBrace(_ flavor: ExprFlavor) {
        guard isValidTrailingClosure(p, flavor) else { return }
        parseClosure()
        while (isName(p) || at(.wildcard)) && kind(p + 1) == .colon && kind(p + 2) == .leftBrace {
            bump(); bump()
            parseClosure()
        }
    }

    /// SwiftSyntax's `isValidTrailingClosure`: an accessor block is never a closure; in a statement
    /// condition a `{` is a closure only when its `}` is followed by `{`, `where` or `,` (or, on the same line,
    /// by a postfix or infix continuation).
    mutating func isValidTrailingClosure(_ open: Int, _ flavor: ExprFlavor) -> Bool {
        guard kind(open) == .leftBrace else { return false }
        if isAccessorList(open) && (word(open + 1) == .willSet || word(open + 1) == .didSet || isObservingAccessors(open)) { return false }
        if flavor != .stmtCondition { return true }
        guard let close = partner(open) else { return false }
        let next = close + 1
        switch kind(next) {
        case .leftBrace, .comma: return true
        case .leftSquare, .leftParen, .period, .postfixQuestionMark, .infixQuestionMark, .exclamationMark,
             .postfixOperator, .binaryOperator:
            return !startsLine(next)
        default:
            if word(next) == .kWhere { return true }
            if word(next) == .kIs || word(next) == .kAs { return !startsLine(next) }
            return false
        }
    }

    /// True when the accessor list at `open` starts with `willSet` or `didSet` after attributes.
    mutating func isObservingAccessors(_ open: Int) -> Bool {
        var i = open + 1
        while kind(i) == .atSign { i = skipAttribute(i) }
        return word(i) == .willSet || word(i) == .didSet
    }
}
