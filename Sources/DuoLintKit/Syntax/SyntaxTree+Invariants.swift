extension SyntaxTree {
    /// Checks the tree's structural invariants against a file of `tokenCount` tokens (the final `.endOfFile`
    /// included) and returns the first one broken, or nil. The root (node 0, `sourceFile`) covers every
    /// token but the final one; each node's range lies inside its parent's; siblings are in order and do not
    /// overlap; subtree sizes and parents agree with the pre-order numbering; only a missing part is empty;
    /// each token's innermost node (`node(containingToken:)`) contains it and no child of that node does.
    /// For tests and the fuzz target: O(tokens × depth).
    public func invariantViolation(tokenCount: Int) -> String? {
        guard count > 0, kinds[0] == .sourceFile, firstTokens[0] == 0 else { return "node 0 is not a sourceFile at token 0" }
        guard Int(endTokens[0]) == max(tokenCount - 1, 0) else { return "the root ends at \(endTokens[0]), not \(tokenCount - 1)" }
        guard Int(subtreeSizes[0]) == count else { return "the root's subtree has \(subtreeSizes[0]) of \(count) nodes" }
        for i in 1..<max(count, 1) {
            guard let p = parent(i), p < i else { return "node \(i) has no earlier parent" }
            guard i + Int(subtreeSizes[i]) <= p + Int(subtreeSizes[p]) else { return "node \(i)'s subtree leaves its parent \(p)'s" }
            guard firstTokens[i] >= firstTokens[p], endTokens[i] <= endTokens[p] else { return "node \(i) is outside its parent \(p)" }
            guard firstTokens[i] <= endTokens[i] else { return "node \(i) ends before it starts" }
            if firstTokens[i] == endTokens[i] && kinds[i] != .labeledExpr {
                return "node \(i) (\(kinds[i].name)) is empty"
            }
            if let s = nextSibling(i) {
                guard parents[s] == parents[i] else { return "node \(s) follows \(i) but has another parent" }
                guard endTokens[i] <= firstTokens[s] else { return "siblings \(i) and \(s) overlap or are out of order" }
            }
        }
        for t in 0..<min(tokenCount, Int(endTokens[0])) {
            let n = node(containingToken: t)
            guard Int(firstTokens[n]) <= t, t < Int(endTokens[n]) else { return "token \(t)'s node \(n) does not contain it" }
        }
        // Every node's tokens have their innermost node in its subtree (so no deeper node was missed).
        for k in 1..<max(count, 1) {
            for t in Int(firstTokens[k])..<Int(endTokens[k]) {
                let n = node(containingToken: t)
                if n < k || n >= k + Int(subtreeSizes[k]) { return "token \(t) is inside node \(k) but its node is \(n)" }
            }
        }
        return nil
    }
}
