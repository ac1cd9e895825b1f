/// The lexer's output storage: tokens and, beside each, the word its text spells (`Word.none` unless the
/// lexer classified it as a name), its innermost enclosing bracket and its partner bracket, in one growable set of
/// raw buffers.
///
/// An append is a capacity compare and three stores (token, word, enclosing bracket): no copy-on-write uniqueness
/// check, no bounds check. A bracket token is also paired as it is appended (`SwiftFile.partner` and `enclosing`,
/// which a separate pass over the tokens used to compute: 19 M instructions on the 8 apps). The buffers are either
/// lent (`init(tokens:words:enclosing:partners:capacity:)`: the lexer writes straight into the arrays it returns)
/// or the value's own (`init(capacity:)`, and after a lent buffer overflows: growing moves the contents into
/// buffers of its own, `ownsStorage`). `makeArrays()` copies the contents into arrays and `deallocate()` frees the
/// value's own buffers (never lent ones); the value must not be used after `deallocate()`.
///
/// Pairing: a closing bracket whose kind matches the innermost open group closes it; one that matches an open group
/// further out closes that one and, unmatched, the groups inside it (recovery); one that matches nothing is left
/// unmatched. A closer's enclosing bracket is the innermost group still open after it, an opener's the one before it.
struct TokenBuffer {
    /// The first token; `count` are initialized, `capacity` allocated.
    private(set) var base: UnsafeMutablePointer<Token>
    /// The word of each token, parallel to `base`.
    private(set) var wordBase: UnsafeMutablePointer<Word>
    /// For each token, the index of the innermost open bracket enclosing it (-1 at top level), parallel to `base`.
    private(set) var enclosingBase: UnsafeMutablePointer<Int32>
    /// For each token, the index of its partner bracket; -1 for an unmatched bracket and other tokens. The first
    /// `limit` entries are set (-1 until a pair is found); the rest not yet.
    private(set) var partnerBase: UnsafeMutablePointer<Int32>
    /// The number of tokens appended.
    private(set) var count = 0
    /// The number of tokens (and words, enclosing and partner entries) the buffers can hold.
    private var capacity: Int
    /// The number of partner entries set to -1 (at most `capacity`), a chunk at a time (`partnerChunk`) as the tokens
    /// reach it (`extendLimit`): setting all `capacity` at once wrote 4 bytes per token of the first guess, which for
    /// a file of long comment lines is many times the tokens (20 MB more at the peak for 24 MiB of comments).
    private var limit = 0
    /// The partner entries set to -1 at a time (4 KiB, a page).
    static let partnerChunk = 1024
    /// True when the buffers are the value's own (to free); false while they are the lent ones.
    private(set) var ownsStorage = true
    /// The open groups: 4 counters first (the open groups of each kind, by `(kind - leftParen) / 2`, and a spare),
    /// then the indices of the open brackets, innermost last (`groupCount` of them). Always the value's own.
    private var groups: UnsafeMutablePointer<Int32>
    /// The number of open groups, and room for them after the counters.
    private var groupCount = 0
    private var groupCapacity = 64
    /// The innermost open bracket (`groups[4 + groupCount - 1]`), -1 at top level: every token's enclosing bracket.
    private var top: Int32 = -1

    /// Empty storage with room for `capacity` tokens (at least 16) before it grows.
    init(capacity: Int) {
        let c = max(capacity, 16)
        self.capacity = c
        base = UnsafeMutablePointer<Token>.allocate(capacity: c)
        wordBase = UnsafeMutablePointer<Word>.allocate(capacity: c)
        enclosingBase = UnsafeMutablePointer<Int32>.allocate(capacity: c)
        partnerBase = UnsafeMutablePointer<Int32>.allocate(capacity: c)
        groups = TokenBuffer.makeGroups(groupCapacity)
    }

    /// Empty storage in the lent buffers `tokens`, `words`, `enclosing` and `partners`, each with room for `capacity`
    /// (at least 1) elements, which stay their owner's: the first `count` of each are initialized while `ownsStorage`
    /// is false.
    init(tokens: UnsafeMutablePointer<Token>, words: UnsafeMutablePointer<Word>, enclosing: UnsafeMutablePointer<Int32>,
         partners: UnsafeMutablePointer<Int32>, capacity: Int) {
        self.capacity = max(capacity, 1)
        base = tokens
        wordBase = words
        enclosingBase = enclosing
        partnerBase = partners
        ownsStorage = false
        groups = TokenBuffer.makeGroups(groupCapacity)
    }

    /// The group buffer: 4 zeroed counters and room for `capacity` open brackets.
    private static func makeGroups(_ capacity: Int) -> UnsafeMutablePointer<Int32> {
        let g = UnsafeMutablePointer<Int32>.allocate(capacity: capacity + 4)
        g.initialize(repeating: 0, count: 4)
        return g
    }

    /// Appends `token` whose text spells `word`, with its enclosing bracket; a bracket is paired (see the type).
    /// The kind is known at most call sites, so the bracket test costs nothing there.
    @inline(__always) mutating func append(_ token: Token, word: Word = .none) {
        // One compare for both the room and the partner entries set (`limit` is at most `capacity`).
        if count == limit { extendLimit() }
        (base + count).initialize(to: token)
        (wordBase + count).initialize(to: word)
        (enclosingBase + count).initialize(to: top)
        // `( ) [ ] { }` are the kinds 0…5 from `(`, openers even.
        let r = token.kind.rawValue &- TokenKind.leftParen.rawValue
        if r < 6 {
            if r & 1 == 0 { open(slot: Int(r &>> 1)) } else { close(slot: Int(r &>> 1), opener: token.kind.rawValue &- 1) }
        }
        count &+= 1
    }

    /// Opens a group at the token being appended (`count`) of kind `slot`.
    @inline(__always) private mutating func open(slot: Int) {
        if groupCount == groupCapacity { growGroups() }
        top = Int32(truncatingIfNeeded: count)
        groups[4 &+ groupCount] = top
        groupCount &+= 1
        groups[slot] &+= 1
    }

    /// Closes the group the token being appended (`count`, a closer of kind `slot` whose opener's kind has raw value
    /// `opener`) matches, if any.
    @inline(__always) private mutating func close(slot: Int, opener: UInt8) {
        if groupCount > 0 && base[Int(top)].kind.rawValue == opener {
            // The usual case: the innermost open group is the partner.
            groupCount &-= 1
            groups[slot] &-= 1
            pair(Int(top))
        } else if groups[slot] > 0 {
            closeOuter(slot: slot, opener: opener)
        }
        // (A closer that matches nothing changes nothing: its enclosing bracket is the innermost group, stored.)
    }

    /// Recovery: the group of kind `opener` further out is the partner; the groups opened after it close unmatched.
    @inline(never) private mutating func closeOuter(slot: Int, opener: UInt8) {
        var d = groupCount - 1
        while base[Int(groups[4 + d])].kind.rawValue != opener { d -= 1 }
        for j in d..<groupCount {
            groups[Int((base[Int(groups[4 + j])].kind.rawValue &- TokenKind.leftParen.rawValue) &>> 1)] &-= 1
        }
        let open = Int(groups[4 + d])
        groupCount = d
        pair(open)
    }

    /// Pairs the token being appended (`count`, a closer) with `open`, whose group is already off the stack, and
    /// gives the closer the innermost group left as its enclosing bracket.
    @inline(__always) private mutating func pair(_ open: Int) {
        partnerBase[open] = Int32(truncatingIfNeeded: count)
        partnerBase[count] = Int32(truncatingIfNeeded: open)
        top = groupCount > 0 ? groups[4 &+ groupCount &- 1] : -1
        enclosingBase[count] = top
    }

    /// Doubles the room for open groups, keeping them and the counters.
    @inline(never) private mutating func growGroups() {
        groups = regrown(groups, count: groupCount + 4, to: groupCapacity * 2 + 4, free: true)
        groupCapacity *= 2
    }

    /// Sets the next `partnerChunk` partner entries (to the capacity) to -1, growing the buffers first when full.
    @inline(never) private mutating func extendLimit() {
        if limit == capacity { grow() }
        let end = min(limit + TokenBuffer.partnerChunk, capacity)
        (partnerBase + limit).initialize(repeating: -1, count: end - limit)
        limit = end
    }

    /// Doubles the capacity, keeping the contents (called when full: `count`, `limit` and `capacity` are equal).
    @inline(never) private mutating func grow() {
        base = regrown(base, count: count, to: capacity * 2, free: ownsStorage)
        wordBase = regrown(wordBase, count: count, to: capacity * 2, free: ownsStorage)
        enclosingBase = regrown(enclosingBase, count: count, to: capacity * 2, free: ownsStorage)
        partnerBase = regrown(partnerBase, count: count, to: capacity * 2, free: ownsStorage)
        capacity *= 2
        ownsStorage = true
    }

    /// The token at `i` (`0 <= i < count`; not checked).
    @inline(__always) subscript(i: Int) -> Token {
        unsafeAddress { UnsafePointer(base + i) }
        nonmutating unsafeMutableAddress { base + i }
    }

    /// The word of the token at `i` (`0 <= i < count`; not checked).
    @inline(__always) func word(_ i: Int) -> Word { wordBase[i] }

    /// The last token, or nil when there is none.
    @inline(__always) var last: Token? { count > 0 ? base[count - 1] : nil }

    /// The word of the last token (`.none` when there is no token).
    @inline(__always) var lastWord: Word { count > 0 ? wordBase[count - 1] : .none }

    /// Copies of the tokens, their words, enclosing brackets and partners, in order.
    func makeArrays() -> (tokens: [Token], words: [Word], enclosing: [Int32], partners: [Int32]) {
        (copy(base), copy(wordBase), copy(enclosingBase), copy(partnerBase))
    }

    /// A copy of the first `count` elements of `buffer`.
    private func copy<T>(_ buffer: UnsafeMutablePointer<T>) -> [T] {
        let n = count
        return [T](unsafeUninitializedCapacity: n) { array, initialized in
            array.baseAddress?.initialize(from: buffer, count: n)
            initialized = n
        }
    }

    /// Frees the group stack, and the token buffers when they are the value's own (`ownsStorage`).
    func deallocate() {
        groups.deallocate()
        guard ownsStorage else { return }
        base.deallocate()
        wordBase.deallocate()
        enclosingBase.deallocate()
        partnerBase.deallocate()
    }
}

/// A buffer of `capacity` elements holding the `count` first elements of `old`, moved; `old` is freed when
/// `free` (else it stays its owner's, its elements moved out).
func regrown<T>(_ old: UnsafeMutablePointer<T>, count: Int, to capacity: Int, free: Bool) -> UnsafeMutablePointer<T> {
    let new = UnsafeMutablePointer<T>.allocate(capacity: capacity)
    new.moveInitialize(from: old, count: count)
    if free { old.deallocate() }
    return new
}
