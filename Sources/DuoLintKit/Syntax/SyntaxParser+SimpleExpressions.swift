/// The commonest whole expressions, stored without the general descent (`parseExpr` →
/// `parseSequenceElement` → `parsePrimary` → `parsePostfixSuffixes`, each with its checks): a name or literal
/// (`b` in `f(a: b)`, `1`, `nil`, `self`) or a member chain (`a.b.c`, `.top`), when what follows ends the
/// expression. (The same shortcut one level down, for every operand, cost more on the operands it declined
/// than it saved: the general path for one name is short once inside `parseSequenceElement`.)
///
/// The operand is an identifier with no `Word` (`declReferenceExpr`), a `$0` (`declReferenceExpr`), `self` or
/// `Self` (`declReferenceExpr`), `true` or `false` (`booleanLiteralExpr`), `nil` (`nilLiteralExpr`), an
/// integer (`integerLiteralExpr`) or float (`floatLiteralExpr`) literal, or nothing before a leading `.` (an
/// implicit member). Each `.name` after it (a name, keyword, `$0` or tuple index) adds a `declReferenceExpr`
/// and a `memberAccessExpr` around everything so far: the nodes `parsePrimary` and `parsePostfixSuffixes`
/// store for the same tokens. It is not for a `#if` condition (a line break ends a chain there) or a binding
/// pattern (a bare name is an `identifierPattern` there).
extension SyntaxParser {
    /// `parseExpr`'s shortcut: when the simple operand at the current token is followed by a `,`, `:`, `)`, `]`
    /// or `}`, or by a name on a new line that is no operator word (`as`, `is`, `throws`, `async`), stores its
    /// nodes, consumes it and returns true (no suffix, operator or trailing closure starts at such a token, so
    /// the general path would stop there too); otherwise stores nothing, consumes nothing and returns false.
    @inline(__always)
    mutating func parseSimpleExpr() -> Bool {
        let end = simpleOperandEnd(p)
        guard end > p, isSimpleExprEnd(end) else { return false }
        storeSimpleOperand(end)
        return true
    }

    /// The index after the simple operand and `.name` chain starting at token `s`, or `s` when none starts
    /// there or a `.` in the chain is followed by no name.
    @inline(__always)
    func simpleOperandEnd(_ s: Int) -> Int {
        var i = s
        switch kind(s) {
        case .identifier:
            guard words[s] == .none else { return s }
            i = s &+ 1
        case .dollarIdentifier, .integerLiteral, .floatingLiteral:
            i = s &+ 1
        case .keyword:
            switch words[s] {
            case .kSelf, .kCapitalSelf, .kTrue, .kFalse, .kNil: i = s &+ 1
            default: return s
            }
        case .period:
            break
        default:
            return s
        }
        while kind(i) == .period {
            switch kind(i &+ 1) {
            case .identifier, .keyword, .dollarIdentifier, .integerLiteral: i &+= 2
            default: return s
            }
        }
        return i
    }

    /// Stores the nodes of the simple operand from the current token to `end` (`simpleOperandEnd`'s answer)
    /// and consumes it.
    mutating func storeSimpleOperand(_ end: Int) {
        let s = p
        let m = nodeCount
        var j = s
        let head: SyntaxKind
        switch tokens[s].kind {
        case .integerLiteral: head = .integerLiteralExpr
        case .floatingLiteral: head = .floatLiteralExpr
        case .keyword:
            switch words[s] {
            case .kTrue, .kFalse: head = .booleanLiteralExpr
            case .kNil: head = .nilLiteralExpr
            default: head = .declReferenceExpr
            }
        case .period: head = .missingExpr
        default: head = .declReferenceExpr
        }
        if head != .missingExpr {
            append(PostNode(kind: head, first: Int32(truncatingIfNeeded: s), end: Int32(truncatingIfNeeded: s &+ 1),
                            size: 1))
            j = s &+ 1
        }
        while j < end {
            let name = Int32(truncatingIfNeeded: j &+ 1)
            append(PostNode(kind: .declReferenceExpr, first: name, end: name &+ 1, size: 1))
            append(PostNode(kind: .memberAccessExpr, first: Int32(truncatingIfNeeded: s), end: name &+ 1,
                            size: Int32(truncatingIfNeeded: nodeCount &+ 1 &- m)))
            j &+= 2
        }
        p = end
    }

    /// True when token `i` ends an expression whatever came before it (see `parseSimpleExpr`).
    @inline(__always)
    func isSimpleExprEnd(_ i: Int) -> Bool {
        switch kind(i) {
        case .comma, .colon, .rightParen, .rightSquare, .rightBrace:
            return true
        case .identifier, .keyword:
            guard startsLine(i) else { return false }
            switch word(i) {
            case .kAs, .kIs, .kThrows, .async: return false
            default: return true
            }
        default:
            return false
        }
    }
}
