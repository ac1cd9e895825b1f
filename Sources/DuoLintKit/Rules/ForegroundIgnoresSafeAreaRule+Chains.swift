/// The modifier chains of a file as `foreground_ignores_safe_area` reads them below and above each
/// `.ignoresSafeArea()`: built once per file in two passes over the tree's nodes, so that each visit reads its
/// chain in time independent of the chain's length. (Each visit walked its chain down to the root and its modifiers
/// again: a view with 5,000 `.ignoresSafeArea()` modifiers took 12.5 million steps.) Only the tree is read.
final class ForegroundChains {
    /// For each node on a chain: the chain's root below it (`SyntaxTree.chainRoot`), or -1 when the node or a
    /// node below it in the chain is a `#if` postfix block (`postfixIfConfigExpr`: the rule does not read those).
    private let roots: [Int32]
    /// For each node: the nearest member access at or below it in its chain (the node itself first) that may
    /// re-inset content (its name is not one of `ForegroundIgnoresSafeAreaRule.plainModifiers`), or -1.
    private let mayReinset: [Int32]
    /// For each node: the nearest `.overlay` member access at or below it in its chain, or -1.
    private let overlays: [Int32]
    /// For each node: the outermost node of the chain it belongs to (`SyntaxTree.chainTop`).
    private let tops: [Int32]

    /// The chains of `file`'s syntax tree. O(nodes): a node's first child is the next node (pre-order), and
    /// whether the chain goes on into it is read from the node's kind and size (`SyntaxTree.postfixParent`).
    init(_ file: SwiftFile) {
        let tree = file.syntaxTree
        let count = tree.count
        var roots = [Int32](repeating: -1, count: count), mayReinset = roots, overlays = roots, tops = roots
        // For each node: its first child continues its chain (the child's postfix parent is the node).
        var continues = [Bool](repeating: false, count: count)
        // Children after their parents in pre-order: from the last node back, a node's first child is done.
        for n in stride(from: count - 1, through: 0, by: -1) {
            let kind = tree.kind(n), size = tree.subtreeSizes[n]
            var goesOn = false
            switch kind {
            case .memberAccessExpr: goesOn = size > 1 && size > 1 + tree.subtreeSizes[n + 1]  // a base and a name
            case .functionCallExpr, .subscriptCallExpr, .optionalChainingExpr, .forceUnwrapExpr, .postfixIfConfigExpr,
                 .genericSpecializationExpr, .postfixOperatorExpr:
                goesOn = size > 1
            default: break
            }
            continues[n] = goesOn
            guard goesOn else {
                roots[n] = Int32(n)
                continue
            }
            roots[n] = kind == .postfixIfConfigExpr ? -1 : roots[n + 1]
            var reinset = mayReinset[n + 1], overlay = overlays[n + 1]
            if kind == .memberAccessExpr, let name = tree.lastChild(n) {
                let t = tree.start(name)
                if file.isWord(t, "overlay") { overlay = Int32(n) }
                if tree.kind(name) == .declReferenceExpr,
                   !ForegroundIgnoresSafeAreaRule.plainModifiers.contains(where: { file.isWord(t, $0) }) { reinset = Int32(n) }
            }
            (mayReinset[n], overlays[n]) = (reinset, overlay)
        }
        // Parents before their children: a node whose chain goes on from its parent has the parent's top.
        for n in 0..<count {
            let p = Int(tree.parents[n])
            tops[n] = p >= 0 && p + 1 == n && continues[p] ? tops[p] : Int32(n)
        }
        (self.roots, self.mayReinset, self.overlays, self.tops) = (roots, mayReinset, overlays, tops)
    }

    /// The root of the chain below node `n` (`n` itself at the bottom), or nil when a `#if` postfix block is at or
    /// below `n`.
    func root(below n: Int) -> Int? { roots[n] < 0 ? nil : Int(roots[n]) }

    /// The outermost node of the chain `n` belongs to as a base or callee (`SyntaxTree.chainTop`).
    func top(_ n: Int) -> Int { Int(tops[n]) }

    /// The member accesses at or below node `n` in its chain that may re-inset content, nearest first.
    func reinsetCandidates(below n: Int, _ tree: SyntaxTree) -> [Int] { walk(mayReinset, from: n, tree) }

    /// The `.overlay` member accesses at or below node `n` in its chain, nearest first.
    func overlays(below n: Int, _ tree: SyntaxTree) -> [Int] { walk(overlays, from: n, tree) }

    /// The nodes `next` links from `n` down the chain: `next[n]`, then `next` of the node below that one.
    private func walk(_ next: [Int32], from n: Int, _ tree: SyntaxTree) -> [Int] {
        var out: [Int] = []
        var m = Int(next[n])
        while m >= 0 {
            out.append(m)
            guard let below = tree.firstChild(m), tree.postfixParent(below) == m else { break }
            m = Int(next[below])
        }
        return out
    }
}
