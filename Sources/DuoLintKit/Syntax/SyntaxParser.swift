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
    let kinds: [TokenKind]
    let words: [Word]
    let flags: [UInt8]
    /// The current token.
    var p = 0
    /// How deeply the parse is nested now (statements, expressions, types).
    var nesting = 0
    /// Past this many nested levels, the rest of a bracket is one `unexpected` node.
    static let maximumNesting = 128

    // Nodes in the order they were finished (post-order).
    var nodeKinds: [SyntaxKind] = []
    var nodeFirst: [Int32] = []
    var nodeEnd: [Int32] = []
    var nodeSize: [Int32] = []

    init(_ file: SwiftFile) {
        self.file = file
        let tokens = file.tokens
        var kinds = [TokenKind](repeating: .endOfFile, count: tokens.count)
        var words = [Word](repeating: .none, count: tokens.count)
        var flags = [UInt8](repeating: 0, count: tokens.count)
        file.source.bytes.withUnsafeBufferPointer { b in
            for i in tokens.indices {
                let t = tokens[i]
                kinds[i] = t.kind
                flags[i] = t.flags
                if t.kind == .identifier || t.kind == .keyword {
                    words[i] = Word.classify(b, Int(t.start), Int(t.end))
                }
            }
        }
        self.kinds = kinds
        self.words = words
        self.flags = flags
        let reserve = tokens.count + tokens.count / 2
        nodeKinds.reserveCapacity(reserve)
        nodeFirst.reserveCapacity(reserve)
        nodeEnd.reserveCapacity(reserve)
        nodeSize.reserveCapacity(reserve)
    }

    /// Parses the whole file.
    static func parse(_ file: SwiftFile) -> SyntaxTree {
        var parser = SyntaxParser(file)
        return parser.parseSourceFile()
    }

    // MARK: Tokens

    /// The index of the final `.endOfFile` token.
    @inline(__always) var eof: Int { kinds.count - 1 }
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
        return q < 0 ? nil : Int(q)
    }

    // MARK: Nodes

    /// The marker of the next node: the nodes finished from now on are children of a node finished with it.
    @inline(__always) func mark() -> Int { nodeKinds.count }

    /// Finishes a node of `kind` covering tokens `start ..< p` whose children are the nodes finished since
    /// `marker`. Nothing is stored when the range is empty (then no node was finished inside it either).
    @inline(__always)
    mutating func finish(_ kind: SyntaxKind, _ marker: Int, _ start: Int) {
        guard start < p else { return }
        nodeKinds.append(kind)
        nodeFirst.append(Int32(start))
        nodeEnd.append(Int32(p))
        nodeSize.append(Int32(nodeKinds.count - marker))
    }

    /// Stores an empty node of `kind` at the current token (a part SwiftSyntax reports as missing, such as
    /// the argument in `f(/ a/)`): its range is `p ..< p`, printed at the start of token `p`.
    mutating func finishEmpty(_ kind: SyntaxKind) {
        nodeKinds.append(kind)
        nodeFirst.append(Int32(p))
        nodeEnd.append(Int32(p))
        nodeSize.append(1)
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
        let open = Int(file.enclosing[p])
        if open >= 0, let close = partner(open), close > p { p = close } else { p = eof }
        if p == s && p < eof && !kinds[p].isClose { bump() }
        finish(.unexpected, m, s)
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
        let end = p
        if end > 0 {
            nodeKinds.append(.sourceFile)
            nodeFirst.append(0)
            nodeEnd.append(Int32(end))
            nodeSize.append(Int32(nodeKinds.count - m))
        } else {
            nodeKinds.append(.sourceFile)
            nodeFirst.append(0)
            nodeEnd.append(0)
            nodeSize.append(1)
        }
        return buildTree()
    }

    /// Renumbers the post-order nodes in pre-order and links parents.
    func buildTree() -> SyntaxTree {
        let n = nodeKinds.count
        var pre = [Int32](repeating: 0, count: n)
        var parent = [Int32](repeating: -1, count: n)
        // Walking post-order backwards visits a parent before its descendants; each visit places its children.
        pre[n - 1] = 0
        var i = n - 1
        while i >= 0 {
            let size = Int(nodeSize[i])
            if size > 1 {
                var next = Int(pre[i]) + size  // pre-order index just past this subtree
                var c = i - 1
                let lowest = i - size
                while c > lowest {
                    let cs = Int(nodeSize[c])
                    next -= cs
                    pre[c] = Int32(next)
                    parent[c] = Int32(i)  // post-order index for now
                    c -= cs
                }
            }
            i -= 1
        }
        var kinds = [SyntaxKind](repeating: .sourceFile, count: n)
        var first = [Int32](repeating: 0, count: n)
        var end = [Int32](repeating: 0, count: n)
        var parents = [Int32](repeating: -1, count: n)
        var sizes = [Int32](repeating: 0, count: n)
        for j in 0..<n {
            let q = Int(pre[j])
            kinds[q] = nodeKinds[j]
            first[q] = nodeFirst[j]
            end[q] = nodeEnd[j]
            sizes[q] = nodeSize[j]
            parents[q] = parent[j] < 0 ? -1 : pre[Int(parent[j])]
        }
        // Each token's innermost node: nodes in pre-order are sorted by first token (a parent before its
        // children), so one pass with a stack of the open nodes assigns every token once.
        var owners = [Int32](repeating: 0, count: kinds.count > 0 ? Int(end[0]) + 1 : 1)
        var stack: [Int32] = []
        var next = 0
        for t in 0..<owners.count {
            while let top = stack.last, Int(end[Int(top)]) <= t { stack.removeLast() }
            while next < n && Int(first[next]) <= t {
                if Int(end[next]) > t { stack.append(Int32(next)) }
                next += 1
                while let top = stack.last, Int(end[Int(top)]) <= t { stack.removeLast() }
            }
            owners[t] = stack.last ?? 0
        }
        return SyntaxTree(kinds: kinds, firstTokens: first, endTokens: end, parents: parents, subtreeSizes: sizes,
                          tokenOwners: owners)
    }
}
