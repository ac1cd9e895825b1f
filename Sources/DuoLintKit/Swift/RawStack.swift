/// A stack in a growable raw buffer, for the lexer's per-token stacks: its open brackets (`RawStack<UInt8>`) and
/// its open string literals (`RawStack<StringFrame>`, innermost last).
///
/// Push, pop, and reads and writes of an element by index without the copy-on-write and bounds checks of an
/// array: an index must be below `count` (not checked). Every bracket and literal pushes and pops, and every
/// interpolation reads and writes the top frame, so those checks cost more than the work. `Element` must be a
/// plain value (no references: popping does not deinitialize). Copies of the value share the buffer; it is freed
/// by `deallocate()` (once, by the lexer at the end of a file), after which the value must not be used.
struct RawStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    /// The number of elements on the stack.
    private(set) var count = 0
    private var capacity: Int

    /// An empty stack with room for `capacity` elements (at least 4) before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 4)
        base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    /// True when the stack is empty.
    @inline(__always) var isEmpty: Bool { count == 0 }

    /// The top element, or nil when the stack is empty.
    @inline(__always) var last: Element? { count > 0 ? base[count - 1] : nil }

    /// The element at `i`, counted from the bottom (`0 <= i < count`; not checked).
    @inline(__always) subscript(i: Int) -> Element {
        unsafeAddress { UnsafePointer(base + i) }
        nonmutating unsafeMutableAddress { base + i }
    }

    /// Pushes `element`.
    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        // Unchecked: `count` is below `capacity`, an `Int` of memory already allocated.
        count &+= 1
    }

    /// Pops the top element (the stack must not be empty).
    @inline(__always) mutating func removeLast() { count &-= 1 }

    /// Doubles the capacity, keeping the elements.
    @inline(never) private mutating func grow() {
        base = regrown(base, count: count, to: capacity * 2, free: true)
        capacity *= 2
    }

    /// A copy of the elements, bottom first, in an array of exactly their number.
    func makeArray() -> [Element] {
        [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress?.initialize(from: base, count: count)
            initialized = count
        }
    }

    /// Frees the buffer.
    func deallocate() { base.deallocate() }
}
