/// The syntax tree of one Swift file, in flat columns (no object per node), held by one immutable object: a
/// rule asks `SwiftFile.syntaxTree` at every visit, and a struct of six arrays cost six retains each time.
///
/// Nodes are numbered in source pre-order: node 0 is the `sourceFile` that covers every token, a node's
/// descendants are the nodes `i + 1 ..< i + subtreeSize(i)`, its first child (if any) is `i + 1` and its next
/// sibling is `i + subtreeSize(i)` when that is still inside the parent. Each node covers the token range
/// `firstToken(i) ..< endToken(i)` (indices into the file's `tokens`); a child's range lies inside its
/// parent's and siblings' ranges are ordered and disjoint, so every token belongs to exactly one innermost
/// node. A node with no tokens is never stored. Built by `SyntaxParser` in time and memory linear in the
/// tokens.
///
/// The six columns share one allocation (`storage`), written once while the tree is made (`init(count:
/// tokenCount:fill:)`) and only read afterwards, so the tree is safe to read from several threads; `deinit`
/// frees it. One allocation rather than six arrays: a file's tree cost six allocations, six frees and six
/// array headers, and a file of a million nodes six separate blocks of the heap.
public final class SyntaxTree: @unchecked Sendable {
    /// The one block every column lies in: the four `Int32` columns of `count` elements (first and end
    /// tokens, parents, subtree sizes), the token owners (`tokenCount`), then the kinds (a byte each).
    private let storage: UnsafeMutableRawPointer
    /// The number of nodes.
    public let count: Int
    /// The number of tokens, the final `.endOfFile` included (the length of `tokenOwners`).
    let tokenCount: Int
    private let kindBase: UnsafeMutablePointer<SyntaxKind>
    private let firstBase: UnsafeMutablePointer<Int32>
    private let endBase: UnsafeMutablePointer<Int32>
    private let parentBase: UnsafeMutablePointer<Int32>
    private let sizeBase: UnsafeMutablePointer<Int32>
    private let ownerBase: UnsafeMutablePointer<Int32>

    /// Each node's kind.
    public var kinds: SyntaxTreeColumn<SyntaxKind> { SyntaxTreeColumn(self, kindBase, count) }
    /// Each node's first token (index into `SwiftFile.tokens`).
    public var firstTokens: SyntaxTreeColumn<Int32> { SyntaxTreeColumn(self, firstBase, count) }
    /// One past each node's last token.
    public var endTokens: SyntaxTreeColumn<Int32> { SyntaxTreeColumn(self, endBase, count) }
    /// Each node's parent; -1 for the root.
    public var parents: SyntaxTreeColumn<Int32> { SyntaxTreeColumn(self, parentBase, count) }
    /// The number of nodes in each node's subtree, itself included.
    public var subtreeSizes: SyntaxTreeColumn<Int32> { SyntaxTreeColumn(self, sizeBase, count) }
    /// Each token's innermost node (the final `.endOfFile` token's is the root).
    var tokenOwners: SyntaxTreeColumn<Int32> { SyntaxTreeColumn(self, ownerBase, tokenCount) }

    /// The columns of a tree being made, each uninitialized until `init(count:tokenCount:fill:)`'s `fill`
    /// writes every element of it: `count` elements each, `tokenCount` for `owners`.
    /// `first`, `end`, `parents` and `sizes` are consecutive blocks of `count` elements (`end` is `first + count`,
    /// `parents` `first + 2 * count`, `sizes` `first + 3 * count`), so a node's four can be written through one
    /// pointer (`SyntaxParser.buildTreeWithoutSegments`).
    struct Columns {
        let kinds: UnsafeMutablePointer<SyntaxKind>
        let first: UnsafeMutablePointer<Int32>
        let end: UnsafeMutablePointer<Int32>
        let parents: UnsafeMutablePointer<Int32>
        let sizes: UnsafeMutablePointer<Int32>
        let owners: UnsafeMutablePointer<Int32>
    }

    /// A tree of `count` nodes over `tokenCount` tokens: allocates the columns and lets `fill` write every
    /// element of each (nothing is read before it is written; the tree is immutable once `fill` returns).
    init(count: Int, tokenCount: Int, fill: (Columns) -> Void) {
        precondition(count >= 0 && tokenCount >= 0)
        let ints = 4 * count + tokenCount
        let bytes = ints * MemoryLayout<Int32>.stride + count * MemoryLayout<SyntaxKind>.stride
        storage = .allocate(byteCount: max(bytes, 1), alignment: MemoryLayout<Int32>.alignment)
        let words = storage.bindMemory(to: Int32.self, capacity: ints)
        firstBase = words
        endBase = words + count
        parentBase = words + 2 * count
        sizeBase = words + 3 * count
        ownerBase = words + 4 * count
        kindBase = (storage + ints * MemoryLayout<Int32>.stride).bindMemory(to: SyntaxKind.self, capacity: count)
        self.count = count
        self.tokenCount = tokenCount
        fill(Columns(kinds: kindBase, first: firstBase, end: endBase, parents: parentBase, sizes: sizeBase,
                     owners: ownerBase))
    }

    /// A tree with the columns given (copied): all node columns as long as `kinds`.
    convenience init(kinds: [SyntaxKind], firstTokens: [Int32], endTokens: [Int32], parents: [Int32],
                     subtreeSizes: [Int32], tokenOwners: [Int32]) {
        let n = kinds.count
        precondition(firstTokens.count == n && endTokens.count == n && parents.count == n && subtreeSizes.count == n)
        self.init(count: n, tokenCount: tokenOwners.count) { c in
            c.kinds.initialize(from: kinds, count: n)
            c.first.initialize(from: firstTokens, count: n)
            c.end.initialize(from: endTokens, count: n)
            c.parents.initialize(from: parents, count: n)
            c.sizes.initialize(from: subtreeSizes, count: n)
            c.owners.initialize(from: tokenOwners, count: tokenOwners.count)
        }
    }

    deinit { storage.deallocate() }

    /// The bytes the tree's arrays hold: 17 per node (kind, first and end token, parent, subtree size) and 4
    /// per token (its innermost node).
    public var retainedBytes: Int { count * 17 + tokenCount * 4 }

    /// `i`, after checking that it is a node (traps otherwise, as an array's subscript does). The accessors below
    /// read the columns' storage through it rather than through a `SyntaxTreeColumn` view, which an unoptimized
    /// (debug) build makes, retains and releases at every access: the test suite's deepest trees took 2.5 times as long.
    @inline(__always) private func checked(_ i: Int) -> Int {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "SyntaxTree node index out of range")
        return i
    }

    /// The kind of node `i`.
    @inline(__always) public func kind(_ i: Int) -> SyntaxKind { kindBase[checked(i)] }
    /// The token range of node `i`.
    @inline(__always) public func tokens(_ i: Int) -> Range<Int> {
        let n = checked(i)
        return Int(firstBase[n])..<Int(endBase[n])
    }
    /// The parent of node `i`, or nil for the root.
    @inline(__always) public func parent(_ i: Int) -> Int? {
        let p = parentBase[checked(i)]
        return p < 0 ? nil : Int(p)
    }
    /// The first child of node `i`, or nil for a leaf.
    @inline(__always) public func firstChild(_ i: Int) -> Int? { sizeBase[checked(i)] > 1 ? i + 1 : nil }
    /// The next sibling of node `i`, or nil for a last child.
    @inline(__always) public func nextSibling(_ i: Int) -> Int? {
        let n = i + Int(sizeBase[checked(i)])
        guard let p = parent(i), n < p + Int(sizeBase[p]) else { return nil }
        return n
    }

    /// The children of node `i`, in source order: counted first, so the array is allocated once at its size
    /// (appending grew it two or three times). Children of `i` are `i + 1`, then each next at `c + size(c)`
    /// while inside `i`'s subtree. `reserveCapacity` then `append`: `Array(unsafeUninitializedCapacity:)`
    /// looks its storage type up at run time, which cost more than the growth it saved.
    public func children(_ i: Int) -> [Int] {
        subtreeSizes.withUnsafeBufferPointer { sizes in
            let end = i + Int(sizes[i])
            var n = 0
            var c = i + 1
            while c < end { n &+= 1; c &+= Int(sizes[c]) }
            guard n > 0 else { return [] }
            var out: [Int] = []
            out.reserveCapacity(n)
            c = i + 1
            while c < end { out.append(c); c &+= Int(sizes[c]) }
            return out
        }
    }

    /// The first child of node `i` of kind `kind`, or nil.
    public func child(_ i: Int, _ kind: SyntaxKind) -> Int? {
        var c = firstChild(i)
        while let k = c { if kinds[k] == kind { return k }; c = nextSibling(k) }
        return nil
    }

    /// The nearest ancestor of node `i` (not `i` itself) whose kind is in `kinds`, or nil.
    public func ancestor(_ i: Int, in kinds: Set<SyntaxKind>) -> Int? {
        var p = parent(i)
        while let k = p { if kinds.contains(self.kinds[k]) { return k }; p = parent(k) }
        return nil
    }

    /// The nearest ancestor of node `i` (not `i` itself) whose kind is one of `kinds`, or nil. For a literal list
    /// (`ancestor(n, in: [.functionDecl, .variableDecl])`): an array literal of kinds is a static object, where a
    /// `Set` literal was built and hashed at every call.
    public func ancestor(_ i: Int, in kinds: [SyntaxKind]) -> Int? {
        kinds.withUnsafeBufferPointer { wanted in
            var p = parent(i)
            while let k = p {
                let kind = self.kinds[k]
                for w in wanted where w == kind { return k }
                p = parent(k)
            }
            return nil
        }
    }

    /// The innermost node whose token range contains token `t` (the root for a token outside every other,
    /// such as the final `.endOfFile`). O(1).
    @inline(__always) public func node(containingToken t: Int) -> Int {
        t >= 0 && t < tokenCount ? Int(ownerBase[t]) : 0
    }

    /// The outermost node that starts at token `t` and has kind `kind`, or nil: walks up from the token's
    /// innermost node while the nodes start at `t`.
    public func node(startingAt t: Int, kind: SyntaxKind) -> Int? {
        var n = node(containingToken: t)
        var found: Int?
        while Int(firstTokens[n]) == t {
            if kinds[n] == kind { found = n }
            guard let p = parent(n) else { break }
            n = p
        }
        return found
    }
}

extension SwiftFile {
    /// The file's syntax tree: parsed on the first call (O(tokens)), the same tree afterwards. A `SwiftFile` is
    /// used by one thread at a time (one worker lints one file), as for `occurrences(ofNameAt:)`.
    public var syntaxTree: SyntaxTree {
        if let tree = syntaxTreeCache { return tree }
        let tree = SyntaxParser.parse(self)
        syntaxTreeCache = tree
        return tree
    }
}
