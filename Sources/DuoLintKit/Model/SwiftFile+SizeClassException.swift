/// The iPad exception that still serves a regular-width window (`idiom == .pad || horizontalSizeClass ==
/// .regular`): a question of the layout rules' vocabulary (`idiom_layout_check` and the model's `LayoutUses`),
/// answered from the syntax tree around a token.
extension SwiftFile {
    /// True when the expression at token `i` is OR-ed with a test that reads `horizontalSizeClass`: a deliberate
    /// iPad exception that still gives a regular-width window its wide layout (`idiom == .pad ||
    /// horizontalSizeClass == .regular`, `isPad || horizontalSizeClass == .regular`; seed 002). The clause around
    /// `i` (`clause(around:)`) is split at its `||` operators (`&&` binds tighter): another of those operands must
    /// read `horizontalSizeClass`, so `isPad && horizontalSizeClass == .regular || showSidebar` is not one (on the
    /// Duo it is `showSidebar` alone). Plain parentheses do not end the search (`(isPad) || (…)`,
    /// `(isPad && compact) || …`): a clause without `||` that is a parenthesized operand is looked at from there.
    public func isOrWithHorizontalSizeClass(around i: Int) -> Bool {
        let tree = syntaxTree
        var e = tree.nameExpression(tree.node(containingToken: i))
        while true {
            while let p = tree.parent(e), tree.kind(p) != .sequenceExpr, tree.postfixParent(e) == p || isPrefixWrapper(p) {
                e = p
            }
            let wrapped = tree.parenthesized(e, in: self)
            if wrapped != e { e = wrapped; continue }
            guard let seq = tree.parent(e), tree.kind(seq) == .sequenceExpr else { return false }
            let elements = tree.children(seq)
            guard let at = elements.firstIndex(of: e) else { return false }
            func isCut(_ x: Int) -> Bool { tree.kind(x) == .assignmentExpr || tree.kind(x) == .unresolvedTernaryExpr }
            func isOr(_ x: Int) -> Bool { let t = tree.tokens(x); return t.count == 1 && isText(t.lowerBound, "||") }
            var lo = at, hi = at
            while lo > 0 && !isCut(elements[lo - 1]) { lo -= 1 }
            while hi + 1 < elements.count && !isCut(elements[hi + 1]) { hi += 1 }
            var operands: [ClosedRange<Int>] = [], start = lo
            for k in lo...hi where isOr(elements[k]) {
                if k > start { operands.append(start...(k - 1)) }
                start = k + 1
            }
            if start <= hi { operands.append(start...hi) }
            if operands.count > 1 {
                return operands.contains { r in
                    !r.contains(at) && (tree.tokens(elements[r.lowerBound]).lowerBound..<tree.tokens(elements[r.upperBound]).upperBound)
                        .contains { isWord($0, "horizontalSizeClass") }
                }
            }
            // No `||` here: the whole sequence may be one parenthesized operand of an outer one.
            guard lo == 0, hi == elements.count - 1 else { return false }
            e = seq
        }
    }
}
