/// The lexer's output storage: tokens and, beside each, the word its text spells (`Word.none` unless the
/// lexer classified it as a name), in one growable pair of raw buffers.
///
/// An append is a capacity compare and two stores: no copy-on-write uniqueness check, no bounds check. The
/// buffers belong to whoever made the value: `makeArrays()` copies them into arrays and `deallocate()` frees
/// them (the lexer does both once, at the end of a file); the value must not be used after `deallocate()`.
struct TokenBuffer {
    /// The first token; `count` are initialized, `capacity` allocated.
    private(set) var base: UnsafeMutablePointer<Token>
    /// The word of each token, parallel to `base`.
    private(set) var wordBase: UnsafeMutablePointer<Word>
    /// The number of tokens appended.
    private(set) var count = 0
    /// The number of tokens (and words) the buffers can hold.
    private var capacity: Int

    /// Empty storage with room for `capacity` tokens (at least 16) before it grows.
    init(capacity: Int) {
        let c = max(capacity, 16)
        self.capacity = c
        base = UnsafeMutablePointer<Token>.allocate(capacity: c)
        wordBase = UnsafeMutablePointer<Word>.allocate(capacity: c)
    }

    /// Appends `token` whose text spells `word`.
    @inline(__always) mutating func append(_ token: Token, word: Word = .none) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        (wordBase + count).initialize(to: word)
        count &+= 1
    }

    /// Doubles the capacity, keeping the contents.
    @inline(never) private mutating func grow() {
        base = regrown(base, count: count, to: capacity * 2)
        wordBase = regrown(wordBase, count: count, to: capacity * 2)
        capacity *= 2
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

    /// Frees the buffers.
    func deallocate() {
        base.deallocate()
        wordBase.deallocate()
    }
}

/// A stack of bytes in a growable raw buffer (the lexer's open brackets): push, pop and a look at the top
/// without copy-on-write checks. Freed by `deallocate()` (once, by the lexer at the end of a file).
struct ByteStack {
    private var base: UnsafeMutablePointer<UInt8>
    /// The number of bytes on the stack.
    private(set) var count = 0
    private var capacity: Int

    /// An empty stack with room for `capacity` bytes (at least 16) before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    /// The top byte, or nil when the stack is empty.
    @inline(__always) var last: UInt8? { count > 0 ? base[count - 1] : nil }

    /// Pushes `byte`.
    @inline(__always) mutating func append(_ byte: UInt8) {
        if count == capacity { grow() }
        base[count] = byte
        count += 1
    }

    /// Pops the top byte (the stack must not be empty).
    @inline(__always) mutating func removeLast() { count -= 1 }

    /// Doubles the capacity, keeping the contents.
    @inline(never) private mutating func grow() {
        base = regrown(base, count: count, to: capacity * 2)
        capacity *= 2
    }

    /// Frees the buffer.
    func deallocate() { base.deallocate() }
}

/// A buffer of `capacity` elements holding the `count` first elements of `old`, moved; `old` is freed.
private func regrown<T>(_ old: UnsafeMutablePointer<T>, count: Int, to capacity: Int) -> UnsafeMutablePointer<T> {
    let new = UnsafeMutablePointer<T>.allocate(capacity: capacity)
    new.moveInitialize(from: old, count: count)
    old.deallocate()
    return new
}
