extension SwiftFile {
    // MARK: Member chains

    /// The expression node whose last token is the name at token `i`: the member access `x.name` when `i` is a
    /// member's name, the reference itself otherwise; nil when `i` is not a name in an expression.
    func nameExpression(at i: Int) -> Int? {
        let tree = syntaxTree
        return tree.node(exactlyAt: i).map(tree.nameExpression)
    }

    /// Index of the first token of the member chain that ends at token `i` (`UIDevice` for `userInterfaceIdiom`
    /// in `UIDevice.current.userInterfaceIdiom`): the first token of the tree's member access whose name is
    /// `i` (its base crosses calls, subscripts, `?`, `!` and parentheses); `i` itself when `i` is not a member.
    /// A chain that starts with an implicit member (`.title`, `.top.value`) starts at that member's name.
    public func chainStart(endingAt i: Int) -> Int {
        guard let e = nameExpression(at: i) else { return i }
        let start = syntaxTree.tokens(e).lowerBound
        return kind(start) == .period ? start + 1 : start
    }

    /// The token after the name at `i` and the calls, subscripts, `?` and `!` applied to it (not the members
    /// read from it): for `b` in `a.b().c`, the `.` before `c`.
    public func afterPostfixes(_ i: Int) -> Int {
        let tree = syntaxTree
        guard var e = nameExpression(at: i) else { return i + 1 }
        while let p = tree.postfixParent(e), tree.kind(p) != .memberAccessExpr, tree.kind(p) != .postfixIfConfigExpr { e = p }
        return tree.tokens(e).upperBound
    }

    /// True when token `i` is a member name, i.e. preceded by `.` (`.pad`, `x.left`).
    @inline(__always) public func isMember(_ i: Int) -> Bool { kind(i - 1) == .period }

    /// For the name at `i` (`a` in `x.a.b`, or a plain reference), the name of the member read from it next in
    /// the same chain (`b`), stepping over calls, subscripts, `?` and `!` applied to it; nil when the chain ends.
    public func nextMember(after i: Int) -> Int? {
        let tree = syntaxTree
        guard var e = nameExpression(at: i) else { return nil }
        while let p = tree.postfixParent(e) {
            if tree.kind(p) == .memberAccessExpr { return tree.lastChild(p).map { tree.tokens($0).lowerBound } }
            if tree.kind(p) == .postfixIfConfigExpr { return nil }
            e = p
        }
        return nil
    }

    /// The modifier-chain element whose last token is `p` (the token before a `.`, postfix `?`/`!` skipped): `p`
    /// itself for a name; for a `)` or `}` that ends a call (its argument list or last trailing closure), the
    /// call's callee. Nil for anything else (the `)` of a parenthesised expression, a literal, `#endif`).
    /// The previous element, when the result is a member (`isMember`), ends at `result - 2`.
    public func chainElement(endingAt p: Int) -> Int? {
        var p = p
        while kind(p) == .postfixQuestionMark || kind(p) == .exclamationMark { p -= 1 }
        let k = kind(p)
        if k == .rightBrace || k == .rightParen {
            let tree = syntaxTree
            var n = tree.node(containingToken: p)
            if k == .rightBrace, tree.kind(n) == .closureExpr, let c = tree.parent(n) { n = c }
            guard tree.kind(n) == .functionCallExpr, tree.tokens(n).upperBound == p + 1,
                  let name = tree.calleeName(ofCall: n) else { return nil }
            return tree.tokens(name).lowerBound
        }
        return k == .identifier || k == .keyword ? p : nil
    }

    // MARK: Groups

    /// Index of the innermost `{` enclosing token `i`, or -1. Read from the bracket partners the file computes
    /// once (`enclosing`), O(nesting depth): in valid code it is the `{` of the code block, closure, member or
    /// accessor block or `switch` body around `i` in the syntax tree, and it stays exact where the parser
    /// recovers from broken code (`func broken( {`).
    public func enclosingBrace(_ i: Int) -> Int {
        var g = Int(enclosing[i])
        while g >= 0 && tokens[g].kind != .leftBrace { g = Int(enclosing[g]) }
        return g
    }

    /// The `{` that node `n` opens: the first token of a code block, closure, member or accessor block, the
    /// body's `{` of a `switch`; nil for other nodes.
    private func brace(of n: Int) -> Int? {
        let tree = syntaxTree
        switch tree.kind(n) {
        case .codeBlock, .closureExpr, .memberBlock, .accessorBlock:
            let t = tree.tokens(n).lowerBound
            return kind(t) == .leftBrace ? t : nil
        case .switchExpr:
            guard let subject = tree.firstChild(n) else { return nil }
            let t = tree.tokens(subject).upperBound
            return kind(t) == .leftBrace ? t : nil
        default:
            return nil
        }
    }

    /// The `{` of the `switch` whose subject starts at token `s` (`switch X {` or `switch (X, y) {`, the subject
    /// or one element of its tuple), or nil when `s` does not start a switch subject.
    public func switchBody(subject s: Int) -> Int? {
        let tree = syntaxTree
        var n = tree.node(containingToken: s)
        guard tree.tokens(n).lowerBound == s else { return nil }
        while let p = tree.parent(n), tree.tokens(p).lowerBound == s { n = p }
        if tree.kind(n) == .labeledExpr, let tuple = tree.parent(n), tree.kind(tuple) == .tupleExpr { n = tuple }
        guard let p = tree.parent(n), tree.kind(p) == .switchExpr, tree.firstChild(p) == n else { return nil }
        return brace(of: p)
    }

    // MARK: Expressions and conditions

    /// The clause around token `i`: the operator-sequence run holding `i`'s expression, cut at assignments and
    /// at a ternary's `?` and `:` (for `if idiom == .pad || sizeClass == .regular {` given `idiom`, the range from
    /// `idiom` to `.regular`); `i`'s whole expression when it stands in no sequence. Parentheses, arguments and
    /// closures around `i` end the clause.
    public func clause(around i: Int) -> Range<Int> {
        let tree = syntaxTree
        var e = tree.nameExpression(tree.node(containingToken: i))
        while let p = tree.parent(e), tree.kind(p) != .sequenceExpr, tree.postfixParent(e) == p || isPrefixWrapper(p) {
            e = p
        }
        guard let seq = tree.parent(e), tree.kind(seq) == .sequenceExpr else { return tree.tokens(e) }
        let elements = tree.children(seq)
        guard let at = elements.firstIndex(of: e) else { return tree.tokens(e) }
        func isCut(_ x: Int) -> Bool { tree.kind(x) == .assignmentExpr || tree.kind(x) == .unresolvedTernaryExpr }
        var lo = at, hi = at
        while lo > 0 && !isCut(elements[lo - 1]) { lo -= 1 }
        while hi + 1 < elements.count && !isCut(elements[hi + 1]) { hi += 1 }
        return tree.tokens(elements[lo]).lowerBound..<tree.tokens(elements[hi]).upperBound
    }

    /// True for the nodes that wrap one operand without ending a clause: `try`, `await`, a prefix operator.
    func isPrefixWrapper(_ n: Int) -> Bool {
        let k = syntaxTree.kind(n)
        return k == .tryExpr || k == .awaitExpr || k == .prefixOperatorExpr
    }

    /// True when token `j`, first on its line, continues the previous line's expression
    /// (it is a binary operator or `.member`, or the previous line ends with one).
    public func continuesLine(_ j: Int) -> Bool {
        let k = kind(j), pk = kind(j - 1)
        return k == .binaryOperator || k == .period || k == .infixQuestionMark || pk == .binaryOperator
            || pk == .infixQuestionMark || pk == .equal || pk == .comma || pk == .leftParen || pk == .leftSquare
    }

    /// True when `i` is the start of a string literal (`"`, `"""` or a raw string's `#`).
    public func isStringLiteralStart(_ i: Int) -> Bool { stringLiteralEnd(i) != nil }

    /// Index one past the string literal starting at token `i` (`"`, `"""` or a raw string's `#`), or nil when
    /// no string literal starts there: the end of the tree's `stringLiteralExpr`.
    public func stringLiteralEnd(_ i: Int) -> Int? {
        let k = kind(i)
        guard k == .stringQuote || k == .multilineStringQuote || k == .rawStringPoundDelimiter,
              let n = syntaxTree.node(startingAt: i, kind: .stringLiteralExpr) else { return nil }
        return syntaxTree.tokens(n).upperBound
    }

    /// The expression starting at token `start` (the value after `let x =` or `a.b =`), as token indices,
    /// half-open: the outermost expression node that starts there, or, for an operand of an operator sequence,
    /// the rest of the sequence. Empty when no expression starts at `start`.
    public func expressionRange(from start: Int) -> Range<Int> {
        let tree = syntaxTree
        var n = tree.node(containingToken: start)
        guard n != 0, tree.tokens(n).lowerBound == start, tree.kind(n).isExpression else { return start..<start }
        while let p = tree.parent(n), tree.tokens(p).lowerBound == start, tree.kind(p).isExpression { n = p }
        if let p = tree.parent(n), tree.kind(p) == .sequenceExpr {
            return start..<tree.tokens(p).upperBound
        }
        return tree.tokens(n)
    }
}
