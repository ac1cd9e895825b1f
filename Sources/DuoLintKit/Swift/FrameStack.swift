/// The lexer's open string literals (`StringFrame`, innermost last) in a growable raw buffer.
///
/// Push, pop, and reads and writes of a frame by index without the copy-on-write and bounds checks of an
/// array: an index must be below `count` (not checked). Every literal pushes and pops a frame and every
/// interpolation reads and writes the top one, so those checks cost more than the work. Copies of the value
/// share the buffer; it is freed by `deallocate()` (once, by `Lexer.lex` at the end of a file), after which the
/// value must not be used.
struct FrameStack {
    private var base: UnsafeMutablePointer<StringFrame>
    /// The number of frames on the stack.
    private(set) var count = 0
    private var capacity: Int

    /// An empty stack with room for `capacity` frames (at least 4) before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 4)
        base = UnsafeMutablePointer<StringFrame>.allocate(capacity: self.capacity)
    }

    /// True when no frame is on the stack.
    @inline(__always) var isEmpty: Bool { count == 0 }

    /// The top frame, or nil when the stack is empty.
    @inline(__always) var last: StringFrame? { count > 0 ? base[count - 1] : nil }

    /// The frame at `i`, counted from the bottom (`0 <= i < count`; not checked).
    @inline(__always) subscript(i: Int) -> StringFrame {
        unsafeAddress { UnsafePointer(base + i) }
        nonmutating unsafeMutableAddress { base + i }
    }

    /// Pushes `frame`.
    @inline(__always) mutating func append(_ frame: StringFrame) {
        if count == capacity { grow() }
        (base + count).initialize(to: frame)
        count += 1
    }

    /// Pops the top frame (the stack must not be empty).
    @inline(__always) mutating func removeLast() { count -= 1 }

    /// Doubles the capacity, keeping the frames.
    @inline(never) private mutating func grow() {
        let grown = UnsafeMutablePointer<StringFrame>.allocate(capacity: capacity * 2)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity *= 2
    }

    /// Frees the buffer.
    func deallocate() { base.deallocate() }
}
