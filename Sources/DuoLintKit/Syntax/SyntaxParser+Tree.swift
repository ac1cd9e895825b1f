/// Turning the parser's post-order nodes into the pre-order `SyntaxTree`.
extension SyntaxParser {
    /// The tree in pre-order: a walk from `root` over each node's children (found through the post-order
    /// subtree sizes), where a placeholder's place is taken by the top-level nodes of its deferred segment.
    /// Iterative, O(nodes).
    mutating func buildTree(root: Int, segments: [Range<Int>]) -> SyntaxTree {
        if segments.isEmpty { return buildTreeWithoutSegments() }
        let n = nodeCount
        // The top-level nodes of each segment, in order (never placeholders: a segment starts shallow).
        let segmentRoots: [[Int32]] = segments.map { range in
            var roots: [Int32] = []
            var c = range.upperBound - 1
            while c >= range.lowerBound { roots.append(Int32(c)); c -= Int(nodes[c].size) }
            return roots.reversed()
        }
        // Each node's children in order, placeholders expanded (compressed rows).
        var childStart = [Int32](repeating: 0, count: n + 1)
        var childList: [Int32] = []
        childList.reserveCapacity(n)
        var reversed: [Int32] = []
        for i in 0..<n {
            childStart[i] = Int32(childList.count)
            if placeholders[Int32(i)] != nil { continue }
            reversed.removeAll(keepingCapacity: true)
            var c = i - 1
            let lowest = i - Int(nodes[i].size)
            while c > lowest { reversed.append(Int32(c)); c -= Int(nodes[c].size) }
            for c in reversed.reversed() {
                if let segment = placeholders[c] { childList.append(contentsOf: segmentRoots[segment]) } else { childList.append(c) }
            }
        }
        childStart[n] = Int32(childList.count)
        // Pre-order walk with an explicit stack of (node, next child position).
        var kinds: [SyntaxKind] = []
        var first: [Int32] = []
        var end: [Int32] = []
        var parents: [Int32] = []
        var sizes: [Int32] = []
        kinds.reserveCapacity(n); first.reserveCapacity(n); end.reserveCapacity(n)
        parents.reserveCapacity(n); sizes.reserveCapacity(n)
        var stack: [(node: Int32, next: Int32, pre: Int32)] = []
        func visit(_ node: Int32, parent: Int32) {
            let post = nodes[Int(node)]
            kinds.append(post.kind)
            first.append(post.first)
            end.append(post.end)
            parents.append(parent)
            sizes.append(1)
            stack.append((node, childStart[Int(node)], Int32(kinds.count - 1)))
        }
        visit(Int32(root), parent: -1)
        while let top = stack.last {
            if top.next < childStart[Int(top.node) + 1] {
                stack[stack.count - 1].next += 1
                visit(childList[Int(top.next)], parent: top.pre)
            } else {
                stack.removeLast()
                sizes[Int(top.pre)] = Int32(kinds.count) - top.pre
            }
        }
        return SyntaxParser.tree(kinds: kinds, first: first, end: end, parents: parents, sizes: sizes)
    }

    /// An ancestor of the node `buildTreeWithoutSegments` visits: its pre-order index and first token.
    struct OpenNode {
        var pre: Int32
        var first: Int32
    }

    /// The common case, no deferred segment: the post-order is one contiguous forest, renumbered in one walk
    /// that also finds each token's innermost node. Walking post-order backwards visits each node before its
    /// descendants and siblings right to left; with its open ancestors on a stack, node `i` of subtree size `s`
    /// at depth `d` is pre-order node `i - s + 1 + d` (the nodes finished before its subtree, then its
    /// ancestors). The tokens are taken from the end down: the ones after a node (up to the sibling visited
    /// before it) are its parent's, and a node's tokens before its first child are its own, taken when it
    /// closes. Every slot is written once, straight into the tree's storage. O(nodes + tokens).
    ///
    /// The walk keeps `k = i + d` rather than `i` and `d`: an inner node leaves it unchanged (`i` falls, `d`
    /// rises), a leaf or a closed ancestor lowers it by one. An open ancestor of pre-order index `a` is closed
    /// once `k <= a`: node `i` lies outside its subtree exactly when `i + d <= a` (with `d` counting that
    /// ancestor), so the stack holds only each ancestor's pre-order index and first token, and the sentinel
    /// (-1) is never closed (`k >= 0`). The walk moves pointers (the node, the stack top, the first token whose
    /// owner is set) rather than indexing: indexed, the fills of owners were vectorized loops whose set-up
    /// cost more than the one or two tokens they usually write, and the indices took the registers the output
    /// arrays then spilled from.
    ///
    /// The stack needs no memory of its own: it lives in the post-order slots the walk has passed, growing
    /// down from slot `n` (the sentinel) as the walk does. Entry `j` (1 ... d) is slot `n - j`, and when node
    /// `i` is pushed as the `d`-th entry, the `d` open nodes (it and its ancestors) are distinct nodes at or
    /// after `i` in post-order, so `d <= n - i`: the slot is `i`'s own (already read) or one passed before.
    /// (The stack had `n + 1` entries of its own, 8 MB for a file of a million nodes.)
    mutating func buildTreeWithoutSegments() -> SyntaxTree {
        // The sentinel's slot.
        if nodeCount == nodeCapacity { growNodes() }
        let n = nodeCount
        let root = eof
        let nodes = self.nodes
        return SyntaxTree(count: n, tokenCount: count) { columns in
            let kinds = columns.kinds, first = columns.first, end = columns.end
            let parents = columns.parents, sizes = columns.sizes, owners = columns.owners
            // Every token is written: the root covers all but the final `.endOfFile`, which is set here.
            owners[root] = 0
            // The open ancestors are the entries from `top` up to below the sentinel (an entry is one post-order
            // slot: `slot` bytes); tokens from `owned` on have their node. Indices stay within `0 ..< n` and
            // `0 ... root`, so the arithmetic wraps unchecked.
            let slot = MemoryLayout<PostNode>.stride
            let sentinel = UnsafeMutableRawPointer(nodes + n)
            sentinel.storeBytes(of: OpenNode(pre: -1, first: 0), as: OpenNode.self)
            var top = sentinel
            var owned = owners + root
            let lowest = UnsafePointer(nodes)
            var node = lowest + (n &- 1)
            var k = n &- 1
            while node >= lowest {
                let post = node.pointee
                // Close the ancestors this node is not inside: each takes its tokens before its first child.
                while true {
                    let open = top.load(as: OpenNode.self)
                    guard k <= Int(open.pre) else { break }
                    let start = owners + Int(open.first)
                    while owned > start { owned -= 1; owned.pointee = open.pre }
                    k &-= 1
                    top += slot
                }
                // The tokens after this node, up to the sibling visited before it, are its parent's.
                let parent = top.load(as: OpenNode.self).pre
                let stop = owners + Int(post.end)
                while owned > stop { owned -= 1; owned.pointee = parent }
                let q = k &+ 1 &- Int(post.size)
                kinds[q] = post.kind
                first[q] = post.first
                end[q] = post.end
                sizes[q] = post.size
                parents[q] = parent
                let pre = Int32(truncatingIfNeeded: q)
                if post.size > 1 {
                    top -= slot
                    top.storeBytes(of: OpenNode(pre: pre, first: post.first), as: OpenNode.self)
                } else {
                    // A leaf takes all its tokens now.
                    let start = owners + Int(post.first)
                    while owned > start { owned -= 1; owned.pointee = pre }
                    k &-= 1
                }
                node -= 1
            }
            while top < sentinel {
                let open = top.load(as: OpenNode.self)
                let start = owners + Int(open.first)
                while owned > start { owned -= 1; owned.pointee = open.pre }
                top += slot
            }
        }
    }

    /// The tree from its pre-order arrays, with each token's innermost node: nodes in pre-order are sorted by
    /// first token (a parent before its children), so one pass with a stack of the open nodes assigns every
    /// token once.
    static func tree(kinds: [SyntaxKind], first: [Int32], end: [Int32], parents: [Int32], sizes: [Int32]) -> SyntaxTree {
        let count = kinds.count
        var owners = [Int32](repeating: 0, count: Int(end[0]) + 1)
        var open: [Int32] = []
        var k = 0
        for t in 0..<owners.count {
            while let last = open.last, Int(end[Int(last)]) <= t { open.removeLast() }
            while k < count && Int(first[k]) <= t {
                if Int(end[k]) > t { open.append(Int32(k)) }
                k += 1
                while let last = open.last, Int(end[Int(last)]) <= t { open.removeLast() }
            }
            owners[t] = open.last ?? 0
        }
        return SyntaxTree(kinds: kinds, firstTokens: first, endTokens: end, parents: parents, subtreeSizes: sizes,
                          tokenOwners: owners)
    }
}
