/// A list the file summary's walk appends to, handed over at the end as an array whose storage is exactly its
/// size (`take()`): its elements are moved (no retain or release of the names and lists they hold) when the
/// storage grows and when the array is made. A summary's lists, grown by appending to an `Array`, were copied
/// element by element, each reference retained, by `FileSummary.compacted()`, which now finds them fitted.
struct SummaryList<Element>: ~Copyable {
    /// The storage, `capacity` elements of which the first `count` are initialized; nil before the first append.
    private var base: UnsafeMutablePointer<Element>?
    private var capacity = 0
    /// The number of elements appended (since the last `take()`).
    private(set) var count = 0

    /// An empty list (no storage until the first append).
    init() {}

    deinit {
        if let base {
            base.deinitialize(count: count)
            base.deallocate()
        }
    }

    /// Appends `element`, growing the storage from `minimumCapacity` slots, doubling.
    mutating func append(_ element: consuming Element, minimumCapacity: Int = 8) {
        if count == capacity {
            let grown = max(minimumCapacity, capacity * 2)
            let storage = UnsafeMutablePointer<Element>.allocate(capacity: grown)
            if let base {
                storage.moveInitialize(from: base, count: count)
                base.deallocate()
            }
            base = storage
            capacity = grown
        }
        (base! + count).initialize(to: element)
        count += 1
    }

    /// The elements appended, in order, as an array of exactly their count (`[]` for none); the list is empty
    /// afterwards and holds no storage.
    mutating func take() -> [Element] {
        guard let base, count > 0 else { return [] }
        let n = count
        let out = [Element](unsafeUninitializedCapacity: n) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: base, count: n)
            initialized = n
        }
        base.deallocate()
        self.base = nil
        capacity = 0
        count = 0
        return out
    }
}
