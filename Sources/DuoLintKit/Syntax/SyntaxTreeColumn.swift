/// One column of a `SyntaxTree` (a value per node, or per token): a read-only view of `count` elements in the
/// tree's single allocation, which the view keeps alive, so it stays valid after the tree's other references
/// are gone. Indexing out of range traps, as an array's does; the elements never change.
public struct SyntaxTreeColumn<Element>: RandomAccessCollection, @unchecked Sendable {
    /// The tree whose storage `base` points into (held only to keep it alive).
    private let owner: SyntaxTree
    private let base: UnsafePointer<Element>
    /// The number of elements.
    public let count: Int

    init(_ owner: SyntaxTree, _ base: UnsafeMutablePointer<Element>, _ count: Int) {
        self.owner = owner
        self.base = UnsafePointer(base)
        self.count = count
    }

    /// 0.
    @inline(__always) public var startIndex: Int { 0 }
    /// `count`.
    @inline(__always) public var endIndex: Int { count }

    /// Element `i`, for `0 <= i < count` (traps otherwise).
    @inline(__always) public subscript(i: Int) -> Element {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "SyntaxTreeColumn index out of range")
        return base[i]
    }

    /// Calls `body` with the elements (valid only during the call, as for an array) and returns its result.
    @inline(__always)
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try withExtendedLifetime(owner) { try body(UnsafeBufferPointer(start: base, count: count)) }
    }
}
