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

    /// An ancestor of the node `buildTreeWithoutSegments` visits: its pre-order index and first token, in the
    /// first 8 bytes of a post-order slot the walk has passed.
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
    /// ancestor), so the stack holds only each ancestor's pre-order index and first token. The walk moves
    /// pointers (the node, the stack top, the first token whose owner is set) rather than indexing: indexed,
    /// the fills of owners were vectorized loops whose set-up cost more than the one or two tokens they usually
    /// write, and the indices took the registers the output arrays then spilled from.
    ///
    /// Two sentinels end the walk without a test of its own: the slot before node 0 (`nodes[-1]`, which the
    /// parser keeps for it) holds a node of size 0, and the stack's bottom entry an ancestor of pre-order index
    /// `Int32.min`, which is never closed. Reaching the node of size 0 (as if at `i = -1`) closes every open
    /// ancestor, the root last, so nothing is left to do after the loop but to give the root, which took the
    /// bottom entry's index as its parent, the parent -1. The size test a node needs anyway (inner or leaf)
    /// tells the sentinel apart, so an inner node costs no loop test, and the loop frees the register the
    /// lowest node's address took. A node's first token, end token, parent and subtree size go through one
    /// pointer to its row of the first-token column (the four `Int32` columns are consecutive, `SyntaxTree.
    /// Columns`); token indices and sizes are never negative, so they widen without sign extension; and a
    /// node's fields are read after the ancestors it closes have taken their tokens, so they hold no register
    /// through those loops. On the eight apps (1.59 M nodes) the walk took 77.0 M instructions, now 67.0 M: out
    /// of registers, it reloaded its five column pointers from the stack at every node, where now two or three
    /// column offsets are.
    ///
    /// The stack needs no memory of its own: it lives in the post-order slots the walk has passed, growing
    /// down from slot `n` (the bottom entry) as the walk does. Entry `j` (1 ... d) is slot `n - j`, and when
    /// node `i` is pushed as the `d`-th entry, the `d` open nodes (it and its ancestors) are distinct nodes at
    /// or after `i` in post-order, so `d <= n - i`: the slot is `i`'s own (already read) or one passed before.
    /// (The stack had `n + 1` entries of its own, 8 MB for a file of a million nodes.)
    mutating func buildTreeWithoutSegments() -> SyntaxTree {
        // The bottom entry's slot.
        if nodeCount == nodeCapacity { growNodes() }
        let n = nodeCount
        let root = eof
        let nodes = self.nodes
        return SyntaxTree(count: n, tokenCount: count) { columns in
            let kinds = columns.kinds, first = columns.first, owners = columns.owners
            precondition(columns.end == first + n && columns.parents == first + 2 * n && columns.sizes == first + 3 * n,
                         "the node columns are not consecutive")
            let n2 = 2 &* n, n3 = 3 &* n
            // Every token is written: the root covers all but the final `.endOfFile`, which is set here.
            owners[root] = 0
            // The open ancestors are the entries from `top` up to the bottom one (an entry is one post-order
            // slot: `slot` bytes); tokens from `owned` on have their node. Indices stay within `0 ..< n` and
            // `0 ... root`, so the arithmetic wraps unchecked.
            let slot = MemoryLayout<PostNode>.stride
            var top = UnsafeMutableRawPointer(nodes + n)
            top.storeBytes(of: OpenNode(pre: Int32.min, first: 0), as: OpenNode.self)
            (nodes - 1).initialize(to: PostNode(kind: .unexpected, first: 0, end: 0, size: 0))
            var owned = owners + root
            var node = nodes + (n &- 1)
            var k = n &- 1
            while true {
                // Close the ancestors this node is not inside: each takes its tokens before its first child.
                var pre = top.load(as: OpenNode.self).pre
                while k <= Int(pre) {
                    let start = owners + Int(UInt32(bitPattern: top.load(as: OpenNode.self).first))
                    while owned > start { owned -= 1; owned.pointee = pre }
                    k &-= 1
                    top += slot
                    pre = top.load(as: OpenNode.self).pre
                }
                // The tokens after this node, up to the sibling visited before it, are its parent's.
                let parent = pre
                let stop = owners + Int(UInt32(bitPattern: node.pointee.end))
                while owned > stop { owned -= 1; owned.pointee = parent }
                let post = node.pointee
                let size = Int(UInt32(bitPattern: post.size))
                let q = k &+ 1 &- size
                let me = Int32(truncatingIfNeeded: q)
                // The row is written in each branch, not once before them: written once, the walk took 78.5 M
                // instructions on the eight apps instead of 67.0 M (callgrind; the compiler laid the sentinel test out
                // on the hot path).
                if size > 1 {
                    kinds[q] = post.kind
                    let row = first + q
                    row[0] = post.first
                    row[n] = post.end
                    row[n2] = parent
                    row[n3] = post.size
                    top -= slot
                    top.storeBytes(of: OpenNode(pre: me, first: post.first), as: OpenNode.self)
                } else if size == 1 {
                    kinds[q] = post.kind
                    let row = first + q
                    row[0] = post.first
                    row[n] = post.end
                    row[n2] = parent
                    row[n3] = post.size
                    // A leaf takes all its tokens now.
                    let start = owners + Int(UInt32(bitPattern: post.first))
                    while owned > start { owned -= 1; owned.pointee = me }
                    k &-= 1
                } else {
                    // The sentinel before node 0: every ancestor is closed.
                    break
                }
                node -= 1
            }
            columns.parents[0] = -1
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
