/// The lexer's output storage: tokens and, beside each, the word its text spells (`Word.none` unless the
/// lexer classified it as a name), in one growable pair of raw buffers.
///
/// An append is a capacity compare and two stores: no copy-on-write uniqueness check, no bounds check. The
/// buffers are either lent (`init(tokens:words:capacity:)`: the lexer writes straight into the arrays it
/// returns) or the value's own (`init(capacity:)`, and after a lent buffer overflows: growing moves the contents
/// into buffers of its own, `ownsStorage`); the bracket indices likewise (`ownsBrackets`). `makeArrays()` copies the contents into arrays and `deallocate()` frees
/// the value's own buffers (never lent ones); the value must not be used after `deallocate()`.
struct TokenBuffer {
    /// The first token; `count` are initialized, `capacity` allocated.
    private(set) var base: UnsafeMutablePointer<Token>
    /// The word of each token, parallel to `base`.
    private(set) var wordBase: UnsafeMutablePointer<Word>
    /// The number of tokens appended.
    private(set) var count = 0
    /// The number of tokens (and words) the buffers can hold.
    private var capacity: Int
    /// True when the buffers are the value's own (to free); false while they are the lent ones.
    private(set) var ownsStorage = true
    /// The indices of the bracket tokens (`(` `)` `[` `]` `{` `}`), ascending: lent or the value's own (`ownsBrackets`).
    private(set) var bracketBase: UnsafeMutablePointer<Int32>
    /// The number of bracket indices recorded, and room for them.
    private(set) var bracketCount = 0
    private var bracketCapacity: Int
    /// True when the bracket buffer is the value's own (to free); false while it is the lent one.
    private(set) var ownsBrackets = true

    /// The room for bracket indices beside room for `tokenCapacity` tokens.
    static func bracketCapacity(_ tokenCapacity: Int) -> Int { tokenCapacity / 4 + 16 }

    /// Empty storage with room for `capacity` tokens (at least 16) before it grows.
    init(capacity: Int) {
        let c = max(capacity, 16)
        self.capacity = c
        base = UnsafeMutablePointer<Token>.allocate(capacity: c)
        wordBase = UnsafeMutablePointer<Word>.allocate(capacity: c)
        bracketCapacity = TokenBuffer.bracketCapacity(c)
        bracketBase = UnsafeMutablePointer<Int32>.allocate(capacity: bracketCapacity)
    }

    /// Empty storage in the lent buffers `tokens` and `words`, each with room for `capacity` (at least 1)
    /// elements, and `brackets` (not empty), which stay their owner's: the first `count` of `tokens` and `words` are
    /// initialized while `ownsStorage` is false, the first `bracketCount` of `brackets` while `ownsBrackets` is false.
    init(tokens: UnsafeMutablePointer<Token>, words: UnsafeMutablePointer<Word>, capacity: Int,
         brackets: UnsafeMutableBufferPointer<Int32>) {
        self.capacity = max(capacity, 1)
        base = tokens
        wordBase = words
        ownsStorage = false
        bracketCapacity = brackets.count
        bracketBase = brackets.baseAddress!
        ownsBrackets = false
    }

    /// Appends `token` whose text spells `word`.
    /// A bracket's index is also recorded (`bracketBase`): the kind is known at most call sites, so the test costs
    /// nothing there.
    @inline(__always) mutating func append(_ token: Token, word: Word = .none) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        (wordBase + count).initialize(to: word)
        if token.kind.rawValue &- TokenKind.leftParen.rawValue < 6 {
            if bracketCount == bracketCapacity { growBrackets() }
            bracketBase[bracketCount] = Int32(truncatingIfNeeded: count)
            bracketCount &+= 1
        }
        count &+= 1
    }

    /// Doubles the room for bracket indices, keeping them.
    @inline(never) private mutating func growBrackets() {
        bracketBase = regrown(bracketBase, count: bracketCount, to: bracketCapacity * 2, free: ownsBrackets)
        bracketCapacity *= 2
        ownsBrackets = true
    }

    /// A copy of the bracket indices, ascending.
    func makeBracketArray() -> [Int32] {
        [Int32](unsafeUninitializedCapacity: bracketCount) { buffer, initialized in
            buffer.baseAddress?.initialize(from: bracketBase, count: bracketCount)
            initialized = bracketCount
        }
    }

    /// Doubles the capacity, keeping the contents.
    @inline(never) private mutating func grow() {
        base = regrown(base, count: count, to: capacity * 2, free: ownsStorage)
        wordBase = regrown(wordBase, count: count, to: capacity * 2, free: ownsStorage)
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

    /// Copies of the tokens and their words, in order.
    func makeArrays() -> (tokens: [Token], words: [Word]) {
        let n = count
        let tokens = [Token](unsafeUninitializedCapacity: n) { buffer, initialized in
            buffer.baseAddress?.initialize(from: base, count: n)
            initialized = n
        }
        let words = [Word](unsafeUninitializedCapacity: n) { buffer, initialized in
            buffer.baseAddress?.initialize(from: wordBase, count: n)
            initialized = n
        }
        return (tokens, words)
    }

    /// Frees the bracket indices when they are the value's own (`ownsBrackets`), and the token buffers when they are
    /// (`ownsStorage`).
    func deallocate() {
        if ownsBrackets { bracketBase.deallocate() }
        guard ownsStorage else { return }
        base.deallocate()
        wordBase.deallocate()
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
