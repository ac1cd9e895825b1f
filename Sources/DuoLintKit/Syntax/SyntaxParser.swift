/// A recursive-descent parser from a `SwiftFile`'s tokens to its `SyntaxTree`, following the grammar and the
/// node shapes of SwiftSyntax's parser (the toolchain's), so that `duolint syntax` agrees with
/// `swift-outline` node for node on valid Swift.
///
/// Nodes are built bottom-up: a node is finished once its last token is consumed, and takes as children
/// the nodes finished since its start was marked (`mark()`), so a postfix construct (`a.b(c)`) wraps what it
/// follows without moving anything. Recursion is bounded: past `maximumNesting` levels the rest of the
/// enclosing bracket is kept as one `unexpected` node, so 100,000 nested brackets cost no stack. Malformed
/// input never traps: a token no rule expects becomes an `unexpected` node and parsing goes on after it.
/// Time and memory are linear in the tokens (every lookahead is bounded or skips a bracket in O(1) through
/// the file's bracket partners).
struct SyntaxParser {
    let file: SwiftFile
    /// Token kinds, words (for identifiers and keywords) and flags, copied out of `file.tokens` once.
    var kinds: [TokenKind]
    var words: [Word]
    let flags: [UInt8]
    /// The current token.
    var p = 0
    /// How deeply the parse is nested now (statements, expressions, types), counted from the start of the
    /// current segment.
    var nesting = 0
    /// An item nested deeper than this is not parsed where it stands: the rest of its bracket is deferred,
    /// parsed later from a shallow stack, and spliced in (`Deferred`).
    static let deferralNesting = 32
    /// An expression or type nested deeper than this (and not at an item, where deferral applies) keeps the
    /// rest of its bracket as one `unexpected` node.
    static let maximumNesting = 100

    /// The rest of a bracket whose items were deferred: parsed after the main pass, in `context`, from token
    /// `start` up to the bracket's `close`; its nodes replace the placeholder node `placeholder`.
    struct Deferred {
        var start: Int
        var close: Int
        var context: ItemContext
        var placeholder: Int
    }
    var deferred: [Deferred] = []
    /// The end of what is being parsed: the final `.endOfFile` token, or while a deferred segment is parsed
    /// its `close`, whose token then reads as `.endOfFile` (so nothing in the segment runs past it, even where
    /// the parser closes brackets otherwise than the lexer's partners do).
    var eof: Int
    /// For each placeholder node (post-order index), its deferred segment's index.
    var placeholders: [Int32: Int] = [:]

    // Nodes in the order they were finished (post-order).
    /// A finished node: kind, token range and the size of its subtree in post-order.
    struct PostNode {
        var kind: SyntaxKind
        var first: Int32
        var end: Int32
        var size: Int32
    }
    var nodes: [PostNode] = []
    /// Each token's innermost node as a post-order index, written when that node finishes (its children have
    /// written theirs already, so it takes the tokens between them).
    var ownerPost: [Int32]

    init(_ file: SwiftFile) {
        self.file = file
        let tokens = file.tokens
        var kinds = [TokenKind](repeating: .endOfFile, count: tokens.count)
        var flags = [UInt8](repeating: 0, count: tokens.count)
        for i in tokens.indices {
            let t = tokens[i]
            kinds[i] = t.kind
            flags[i] = t.flags
        }
        self.kinds = kinds
        // The lexer classified each name as it lexed it.
        self.words = file.words
        self.flags = flags
        ownerPost = [Int32](repeating: 0, count: tokens.count)
        eof = tokens.count - 1
        let reserve = tokens.count + tokens.count / 2
        nodes.reserveCapacity(reserve)
    }

    /// Parses the whole file.
    static func parse(_ file: SwiftFile) -> SyntaxTree {
        var parser = SyntaxParser(file)
        return parser.parseSourceFile()
    }

    // MARK: Tokens

    @inline(__always) var kind: TokenKind { kinds[p] }
    @inline(__always) var word: Word { words[p] }
    @inline(__always) func kind(_ i: Int) -> TokenKind { i >= 0 && i < kinds.count ? kinds[i] : .endOfFile }
    @inline(__always) func word(_ i: Int) -> Word { i >= 0 && i < words.count ? words[i] : .none }
    @inline(__always) func at(_ k: TokenKind) -> Bool { kinds[p] == k }
    @inline(__always) func at(_ w: Word) -> Bool { words[p] == w }
    /// True when token `i` starts a line (a line break in its leading trivia).
    @inline(__always) func startsLine(_ i: Int) -> Bool { i >= 0 && i < flags.count && flags[i] & Token.newlineBefore != 0 }
    /// True when trivia (a space, a comment, a line break) comes before token `i`.
    @inline(__always) func spaced(_ i: Int) -> Bool { i >= 0 && i < flags.count && flags[i] & Token.spaceBefore != 0 }
    /// True for a token that can be a name: an identifier, a backticked name or a keyword.
    @inline(__always) func isName(_ i: Int) -> Bool { kind(i) == .identifier || kind(i) == .keyword }
    @inline(__always) func isOperator(_ i: Int) -> Bool {
        let k = kind(i)
        return k == .binaryOperator || k == .prefixOperator || k == .postfixOperator
    }

    /// Consumes the current token (never past the end).
    @inline(__always) mutating func bump() { if p < eof { p += 1 } }
    /// Consumes the current token when it is of kind `k`.
    @inline(__always) @discardableResult
    mutating func eat(_ k: TokenKind) -> Bool {
        if kinds[p] == k && p < eof { p += 1; return true }
        return false
    }
    /// Consumes the current token when it is the word `w`.
    @inline(__always) @discardableResult
    mutating func eat(_ w: Word) -> Bool {
        if words[p] == w { p += 1; return true }
        return false
    }
    /// Token text comparison for the rare words `Word` does not classify.
    func isText(_ i: Int, _ text: StaticString) -> Bool { file.isText(i, text) }
    /// The partner of the bracket at `i`, or nil.
    @inline(__always) func partner(_ i: Int) -> Int? {
        guard i >= 0 && i < kinds.count else { return nil }
        let q = file.partner[i]
        return q < 0 || Int(q) > eof ? nil : Int(q)
    }

    // MARK: Nodes

    /// The marker of the next node: the nodes finished from now on are children of a node finished with it.
    @inline(__always) func mark() -> Int { nodes.count }

    /// Finishes a node of `kind` covering tokens `start ..< p` whose children are the nodes finished since
    /// `marker`. Nothing is stored when the range is empty (then no node was finished inside it either).
    @inline(__always)
    mutating func finish(_ kind: SyntaxKind, _ marker: Int, _ start: Int) {
        guard start < p else { return }
        let index = nodes.count
        nodes.append(PostNode(kind: kind, first: Int32(start), end: Int32(p), size: Int32(index + 1 - marker)))
        claimDirectTokens(index, marker, start, p)
    }

    /// Records node `index` (children: the roots among `marker ..< index`) as the innermost node of its tokens
    /// in `start ..< end` that no child covers. O(children + those tokens).
    @inline(__always)
    mutating func claimDirectTokens(_ index: Int, _ marker: Int, _ start: Int, _ end: Int) {
        var t = end
        var c = index - 1
        ownerPost.withUnsafeMutableBufferPointer { owners in
            while c >= marker {
                let child = nodes[c]
                while t > Int(child.end) { t -= 1; owners[t] = Int32(index) }
                t = min(t, Int(child.first))
                c -= Int(child.size)
            }
            while t > start { t -= 1; owners[t] = Int32(index) }
        }
    }

    /// Stores an empty node of `kind` at the current token (a part SwiftSyntax reports as missing, such as
    /// the argument in `f(/ a/)`): its range is `p ..< p`, printed at the start of token `p`.
    mutating func finishEmpty(_ kind: SyntaxKind) {
        nodes.append(PostNode(kind: kind, first: Int32(p), end: Int32(p), size: 1))
    }

    /// Consumes the current token as an `unexpected` node (progress is guaranteed).
    mutating func skipUnexpected() {
        let m = mark(), s = p
        if let q = partner(p), kinds[p].isOpen { p = q }
        bump()
        finish(.unexpected, m, s)
    }

    /// When the parse is nested too deeply, consumes everything up to the close of the innermost bracket
    /// around the current token as one `unexpected` node and returns true.
    mutating func bailOutIfTooDeep() -> Bool {
        guard nesting > SyntaxParser.maximumNesting else { return false }
        let m = mark(), s = p
        p = closeOfEnclosingBracket()
        if p == s && p < eof && !kinds[p].isClose { bump() }
        finish(.unexpected, m, s)
        return true
    }

    /// The close of the innermost bracket around the current token (the end of the file when unclosed).
    func closeOfEnclosingBracket() -> Int {
        let open = Int(file.enclosing[p])
        if open >= 0, let close = partner(open), close > p { return min(close, eof) }
        return eof
    }

    /// At an item nested deeper than `deferralNesting` in a block of statements or members: records the rest
    /// of the bracket as a deferred segment behind a placeholder node, skips it, and returns true.
    mutating func deferItemsIfTooDeep(_ context: ItemContext) -> Bool {
        guard nesting > SyntaxParser.deferralNesting, context == .statements || context == .members else { return false }
        let open = Int(file.enclosing[p])
        guard open >= 0, kinds[open] == .leftBrace else { return false }
        let close = closeOfEnclosingBracket()
        guard close > p else { return false }
        let s = p
        p = close
        // A placeholder claims no tokens: its segment's nodes take its place (and the segment path finds each
        // token's node afterwards), so deferring stays linear however deep the blocks nest.
        nodes.append(PostNode(kind: .unexpected, first: Int32(s), end: Int32(p), size: 1))
        let placeholder = nodes.count - 1
        placeholders[Int32(placeholder)] = deferred.count
        deferred.append(Deferred(start: s, close: close, context: context, placeholder: placeholder))
        return true
    }

    // MARK: Source file

    mutating func parseSourceFile() -> SyntaxTree {
        let m = mark()
        parseItems(until: .endOfFile)
        while p < eof {
            skipUnexpected()
            parseItems(until: .endOfFile)
        }
        p = eof
        // The root covers every token but the final `.endOfFile`, which has none of its own text.
        let root = nodes.count
        nodes.append(PostNode(kind: .sourceFile, first: 0, end: Int32(p), size: Int32(root + 1 - m)))
        claimDirectTokens(root, m, 0, p)
        ownerPost[eof] = Int32(root)
        // Deferred segments, each from a shallow stack; a segment may defer further ones (FIFO).
        var segments: [Range<Int>] = []
        var next = 0
        while next < deferred.count {
            let d = deferred[next]
            next += 1
            let start = nodes.count
            p = d.start
            nesting = 0
            let fileEnd = eof, closeKind = kinds[d.close], closeWord = words[d.close]
            eof = d.close
            kinds[d.close] = .endOfFile
            words[d.close] = .none
            while p < d.close {
                parseItems(until: .rightBrace, d.context)
                if p < d.close { skipUnexpected() }
            }
            kinds[d.close] = closeKind
            words[d.close] = closeWord
            eof = fileEnd
            segments.append(start..<nodes.count)
        }
        return buildTree(root: root, segments: segments)
    }

    /// The tree in pre-order: a walk from `root` over each node's children (found through the post-order
    /// subtree sizes), where a placeholder's place is taken by the top-level nodes of its deferred segment.
    /// Iterative, O(nodes).
    func buildTree(root: Int, segments: [Range<Int>]) -> SyntaxTree {
        if segments.isEmpty { return buildTreeWithoutSegments() }
        let n = nodes.count
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

    /// The common case, no deferred segment: the post-order is one contiguous forest, renumbered directly.
    /// Walking post-order backwards visits a parent before its descendants; each visit places its children.
    func buildTreeWithoutSegments() -> SyntaxTree {
        let n = nodes.count
        // One walk writes every pre-order array: each node is placed (all its fields, and its parent's pre-order
        // index) when its parent is visited, so each slot is written once and nothing is zero-filled first.
        var pre = [Int32](unsafeUninitializedCapacity: n) { _, count in count = n }
        var kinds = [SyntaxKind](unsafeUninitializedCapacity: n) { _, count in count = n }
        var first = [Int32](unsafeUninitializedCapacity: n) { _, count in count = n }
        var end = [Int32](unsafeUninitializedCapacity: n) { _, count in count = n }
        var parents = [Int32](unsafeUninitializedCapacity: n) { _, count in count = n }
        var sizes = [Int32](unsafeUninitializedCapacity: n) { _, count in count = n }
        nodes.withUnsafeBufferPointer { post in
            pre.withUnsafeMutableBufferPointer { pre in
            kinds.withUnsafeMutableBufferPointer { kinds in
            first.withUnsafeMutableBufferPointer { first in
            end.withUnsafeMutableBufferPointer { end in
            parents.withUnsafeMutableBufferPointer { parents in
            sizes.withUnsafeMutableBufferPointer { sizes in
                func place(_ j: Int, at q: Int, parent: Int32) {
                    let node = post[j]
                    pre[j] = Int32(q)
                    kinds[q] = node.kind
                    first[q] = node.first
                    end[q] = node.end
                    sizes[q] = node.size
                    parents[q] = parent
                }
                place(n - 1, at: 0, parent: -1)
                var i = n - 1
                while i >= 0 {
                    let size = Int(post[i].size)
                    if size > 1 {
                        let here = pre[i]
                        var next = Int(here) + size
                        var c = i - 1
                        let lowest = i - size
                        while c > lowest {
                            let cs = Int(post[c].size)
                            next -= cs
                            place(c, at: next, parent: here)
                            c -= cs
                        }
                    }
                    i -= 1
                }
            } } } } } }
        }
        let owners = ownerPost.map { pre[Int($0)] }
        return SyntaxTree(kinds: kinds, firstTokens: first, endTokens: end, parents: parents, subtreeSizes: sizes,
                          tokenOwners: owners)
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
