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
///
/// The lookahead queries (`isStartOfDeclaration`, `isCompoundName`, …) only read, yet are declared `mutating`:
/// a non-mutating method that is not inlined receives the parser by value, so every call from a mutating
/// one copied all sixteen words of it onto the stack; a `mutating` one gets its address.
struct SyntaxParser {
    let file: SwiftFile
    /// The number of tokens (the final `.endOfFile` included).
    let count: Int
    /// The file's tokens and words (for identifiers and keywords), read through pointers held for the parse
    /// (`parse` keeps the arrays alive), so a read is one load: no array bounds check and no retain of the
    /// file. A deferred segment writes its close's kind and word, so before the first one they are copied into
    /// buffers the parser owns (`ownsTokens`; `deallocate` frees them).
    var tokens: UnsafeMutablePointer<Token>
    var words: UnsafeMutablePointer<Word>
    var ownsTokens = false
    /// The file's `partner` and `enclosing` arrays, valid while `parse` runs.
    let partners: UnsafePointer<Int32>
    let enclosing: UnsafePointer<Int32>
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

    /// A finished node: kind, token range and the size of its subtree in post-order.
    struct PostNode {
        var kind: SyntaxKind
        var first: Int32
        var end: Int32
        var size: Int32
    }
    /// Nodes in the order they were finished (post-order): `nodeCount` of `nodeCapacity` slots, in a buffer
    /// the parser owns (grown by doubling, freed by `parse`), which has one slot more before `nodes[0]`: the
    /// sentinel that ends `buildTreeWithoutSegments`'s walk.
    var nodes: UnsafeMutablePointer<PostNode>
    var nodeCount = 0
    var nodeCapacity: Int

    /// A prefix read before an operand (`try`, `await`, `&`, a prefix operator), finished once the operand is:
    /// kept on one stack for the whole parse so reading `try x` allocates nothing. A raw stack (freed by
    /// `deallocate`) rather than an array: no copy-on-write check at each push and pop, and no array to make per
    /// file.
    struct Wrapper {
        var kind: SyntaxKind
        var marker: Int
        var start: Int
    }
    var wrappers: RawStack<Wrapper>

    /// A parser over `file`, whose `tokens`, `words`, `partner` and `enclosing` arrays are the ones given
    /// (valid until the parse ends; the parser never writes them).
    init(_ file: SwiftFile, tokens: UnsafePointer<Token>, words: UnsafePointer<Word>, partners: UnsafePointer<Int32>,
         enclosing: UnsafePointer<Int32>) {
        self.file = file
        let count = file.tokens.count
        self.count = count
        self.tokens = UnsafeMutablePointer(mutating: tokens)
        self.words = UnsafeMutablePointer(mutating: words)
        self.partners = partners
        self.enclosing = enclosing
        eof = count - 1
        nodeCapacity = count + count / 2 + 16
        nodes = .allocate(capacity: nodeCapacity + 1) + 1
        wrappers = RawStack(capacity: 16)
    }

    /// Frees the buffers the parser owns.
    func deallocate() {
        if ownsTokens {
            tokens.deallocate()
            words.deallocate()
        }
        (nodes - 1).deallocate()
        wrappers.deallocate()
    }

    /// Copies the tokens and words into buffers the parser owns, so it can write them.
    mutating func copyTokens() {
        guard !ownsTokens else { return }
        let t = UnsafeMutablePointer<Token>.allocate(capacity: count)
        t.initialize(from: tokens, count: count)
        let w = UnsafeMutablePointer<Word>.allocate(capacity: count)
        w.initialize(from: words, count: count)
        tokens = t
        words = w
        ownsTokens = true
    }

    /// Parses the whole file.
    static func parse(_ file: SwiftFile) -> SyntaxTree {
        // The lexer always ends the tokens with `.endOfFile` and classifies every token's word, so no array is
        // empty and `words` is as long as `tokens` (a shorter one is padded with `.none`, defensively).
        var words = file.words
        if words.count < file.tokens.count {
            words.append(contentsOf: repeatElement(.none, count: file.tokens.count - words.count))
        }
        return file.tokens.withUnsafeBufferPointer { tokens in
            words.withUnsafeBufferPointer { words in
                file.partner.withUnsafeBufferPointer { partners in
                    file.enclosing.withUnsafeBufferPointer { enclosing in
                        var parser = SyntaxParser(file, tokens: tokens.baseAddress!, words: words.baseAddress!,
                                                  partners: partners.baseAddress!, enclosing: enclosing.baseAddress!)
                        defer { parser.deallocate() }
                        return parser.parseSourceFile()
                    }
                }
            }
        }
    }

    // MARK: Tokens

    @inline(__always) var kind: TokenKind { tokens[p].kind }
    @inline(__always) var word: Word { words[p] }
    @inline(__always) func kind(_ i: Int) -> TokenKind { UInt(bitPattern: i) < UInt(bitPattern: count) ? tokens[i].kind : .endOfFile }
    @inline(__always) func word(_ i: Int) -> Word { UInt(bitPattern: i) < UInt(bitPattern: count) ? words[i] : .none }
    @inline(__always) func at(_ k: TokenKind) -> Bool { tokens[p].kind == k }
    @inline(__always) func at(_ w: Word) -> Bool { words[p] == w }
    /// True when token `i` starts a line (a line break in its leading trivia).
    @inline(__always) func startsLine(_ i: Int) -> Bool {
        UInt(bitPattern: i) < UInt(bitPattern: count) && tokens[i].flags & Token.newlineBefore != 0
    }
    /// True when trivia (a space, a comment, a line break) comes before token `i`.
    @inline(__always) func spaced(_ i: Int) -> Bool { UInt(bitPattern: i) < UInt(bitPattern: count) && tokens[i].flags & Token.spaceBefore != 0 }
    /// True for a token that can be a name: an identifier, a backticked name or a keyword.
    @inline(__always) func isName(_ i: Int) -> Bool {
        let k = kind(i)
        return k == .identifier || k == .keyword
    }
    @inline(__always) func isOperator(_ i: Int) -> Bool {
        let k = kind(i)
        return k == .binaryOperator || k == .prefixOperator || k == .postfixOperator
    }

    /// Consumes the current token (never past the end; `p < eof`, so the increments below cannot overflow).
    @inline(__always) mutating func bump() { if p < eof { p &+= 1 } }
    /// Consumes the current token when it is of kind `k`. Only `.endOfFile` needs the end test: the token at
    /// `eof` always reads as `.endOfFile` (the file's last, or a deferred segment's close, rewritten), so a
    /// token of another kind lies before it; with `k` a constant, as at nearly every call, the test folds away.
    @inline(__always) @discardableResult
    mutating func eat(_ k: TokenKind) -> Bool {
        if tokens[p].kind == k && (k != .endOfFile || p < eof) { p &+= 1; return true }
        return false
    }
    /// Consumes the current token when it is the word `w`.
    @inline(__always) @discardableResult
    mutating func eat(_ w: Word) -> Bool {
        if words[p] == w { p &+= 1; return true }
        return false
    }
    /// Token text comparison for the rare words `Word` does not classify.
    @inline(__always) func isText(_ i: Int, _ text: StaticString) -> Bool { file.isText(i, text) }
    /// The partner of the bracket at `i`, or nil.
    @inline(__always) func partner(_ i: Int) -> Int? {
        guard UInt(bitPattern: i) < UInt(bitPattern: count) else { return nil }
        let q = partners[i]
        return q < 0 || Int(q) > eof ? nil : Int(q)
    }

    // MARK: Nodes

    /// The marker of the next node: the nodes finished from now on are children of a node finished with it.
    @inline(__always) func mark() -> Int { nodeCount }

    /// Stores `node` after the finished ones.
    @inline(__always)
    mutating func append(_ node: PostNode) {
        if nodeCount == nodeCapacity { growNodes() }
        (nodes + nodeCount).initialize(to: node)
        nodeCount &+= 1
    }

    /// Doubles the node buffer (rare: it starts at 1.5 nodes per token), keeping the slot before node 0.
    @inline(never)
    mutating func growNodes() {
        let bigger = UnsafeMutablePointer<PostNode>.allocate(capacity: nodeCapacity * 2 + 1) + 1
        bigger.moveInitialize(from: nodes, count: nodeCount)
        (nodes - 1).deallocate()
        nodes = bigger
        nodeCapacity *= 2
    }

    /// Finishes a node of `kind` covering tokens `start ..< p` whose children are the nodes finished since
    /// `marker`. Nothing is stored when the range is empty (then no node was finished inside it either).
    @inline(__always)
    mutating func finish(_ kind: SyntaxKind, _ marker: Int, _ start: Int) {
        guard start < p else { return }
        append(PostNode(kind: kind, first: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: p),
                        size: Int32(truncatingIfNeeded: nodeCount &+ 1 &- marker)))
    }

    /// Stores an empty node of `kind` at the current token (a part SwiftSyntax reports as missing, such as
    /// the argument in `f(/ a/)`): its range is `p ..< p`, printed at the start of token `p`.
    mutating func finishEmpty(_ kind: SyntaxKind) {
        append(PostNode(kind: kind, first: Int32(p), end: Int32(p), size: 1))
    }

    /// Consumes the current token as an `unexpected` node (progress is guaranteed).
    mutating func skipUnexpected() {
        let m = mark(), s = p
        if let q = partner(p), tokens[p].kind.isOpen { p = q }
        bump()
        finish(.unexpected, m, s)
    }

    /// When the parse is nested too deeply, consumes everything up to the close of the innermost bracket
    /// around the current token as one `unexpected` node and returns true.
    @inline(__always)
    mutating func bailOutIfTooDeep() -> Bool {
        guard nesting > SyntaxParser.maximumNesting else { return false }
        bailOut()
        return true
    }

    /// `bailOutIfTooDeep`'s work, out of line.
    @inline(never)
    mutating func bailOut() {
        let m = mark(), s = p
        p = closeOfEnclosingBracket()
        if p == s && p < eof && !tokens[p].kind.isClose { bump() }
        finish(.unexpected, m, s)
    }

    /// The close of the innermost bracket around the current token (the end of the file when unclosed).
    mutating func closeOfEnclosingBracket() -> Int {
        let open = Int(enclosing[p])
        if open >= 0, let close = partner(open), close > p { return min(close, eof) }
        return eof
    }

    /// At an item nested deeper than `deferralNesting` in a block of statements or members: records the rest
    /// of the bracket as a deferred segment behind a placeholder node, skips it, and returns true.
    @inline(__always)
    mutating func deferItemsIfTooDeep(_ context: ItemContext) -> Bool {
        guard nesting > SyntaxParser.deferralNesting else { return false }
        return deferItems(context)
    }

    /// `deferItemsIfTooDeep`'s work, out of line.
    @inline(never)
    mutating func deferItems(_ context: ItemContext) -> Bool {
        guard context == .statements || context == .members else { return false }
        let open = Int(enclosing[p])
        guard open >= 0, tokens[open].kind == .leftBrace else { return false }
        let close = closeOfEnclosingBracket()
        guard close > p else { return false }
        let s = p
        p = close
        // A placeholder claims no tokens: its segment's nodes take its place (and the segment path finds each
        // token's node afterwards), so deferring stays linear however deep the blocks nest.
        append(PostNode(kind: .unexpected, first: Int32(s), end: Int32(p), size: 1))
        let placeholder = nodeCount - 1
        placeholders[Int32(placeholder)] = deferred.count
        deferred.append(Deferred(start: s, close: close, context: context, placeholder: placeholder))
        return true
    }

    // MARK: Source file

    /// Parses the file from its first token and builds the tree (kept out of line: the phase measurements
    /// name it).
    @inline(never)
    mutating func parseSourceFile() -> SyntaxTree {
        let m = mark()
        parseItems(until: .endOfFile)
        while p < eof {
            skipUnexpected()
            parseItems(until: .endOfFile)
        }
        p = eof
        // The root covers every token but the final `.endOfFile`, which has none of its own text.
        let root = nodeCount
        append(PostNode(kind: .sourceFile, first: 0, end: Int32(p), size: Int32(root + 1 - m)))
        // Deferred segments, each from a shallow stack; a segment may defer further ones (FIFO).
        var segments: [Range<Int>] = []
        var next = 0
        while next < deferred.count {
            let d = deferred[next]
            next += 1
            let start = nodeCount
            p = d.start
            nesting = 0
            copyTokens()
            let fileEnd = eof, closeKind = tokens[d.close].kind, closeWord = words[d.close]
            eof = d.close
            tokens[d.close].kind = .endOfFile
            words[d.close] = .none
            while p < d.close {
                parseItems(until: .rightBrace, d.context)
                if p < d.close { skipUnexpected() }
            }
            tokens[d.close].kind = closeKind
            words[d.close] = closeWord
            eof = fileEnd
            segments.append(start..<nodeCount)
        }
        return buildTree(root: root, segments: segments)
    }
}
