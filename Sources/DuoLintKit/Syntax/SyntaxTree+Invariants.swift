extension SyntaxTree {
    /// Checks the tree's structural invariants against a file of `tokenCount` tokens (the final `.endOfFile`
    /// included) and returns the first one broken, or nil. The root (node 0, `sourceFile`) covers every
    /// token but the final one; each node's range lies inside its parent's; siblings are in order and do not
    /// overlap; subtree sizes and parents agree with the pre-order numbering; only a missing part is empty;
    /// each token's innermost node (`node(containingToken:)`) contains it and no child of that node does.
    /// For tests and the fuzz target: O(tokens + nodes).
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
        // Each token is a direct token (inside no child) of exactly one node, and that node is its innermost.
        var direct = 0
        for k in 0..<count {
            var t = Int(firstTokens[k])
            var c = firstChild(k)
            while t < Int(endTokens[k]) {
                if let child = c, Int(firstTokens[child]) <= t {
                    t = max(t, Int(endTokens[child]))
                    c = nextSibling(child)
                    continue
                }
                if node(containingToken: t) != k { return "token \(t) belongs to node \(k) but its node is \(node(containingToken: t))" }
                direct += 1
                t += 1
            }
        }
        if direct != Int(endTokens[0]) { return "\(direct) tokens belong to a node, not \(endTokens[0])" }
        return nil
    }
}
