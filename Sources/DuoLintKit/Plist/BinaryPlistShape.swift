/// How many values a binary property list becomes once read, counted from its object table without building
/// any of them.
///
/// A binary plist (`bplist00`) stores each object once and refers to it by index, so an array may name the same
/// array twice, and that one names another twice: 60 such levels in 277 bytes stand for 2^60 values. Foundation's
/// `PropertyListSerialization` builds every reference as a value of its own, so such a file takes all the
/// memory there is and the process dies. `expandedCount` gives the size of the value tree Foundation would build,
/// in time and memory linear in the file's objects and references (each object's subtree size is counted once
/// and reused), so the reader can refuse the file first.
///
/// The format, as Apple's `CFBinaryPList.c` (swift-corelibs-foundation, CoreFoundation/Parsing.subproj) writes
/// and reads it: the file ends in a 32-byte trailer (6 unused bytes, the byte size of an offset, the byte size of
/// an object reference, then big-endian 64-bit numbers: object count, top object, offset table's offset); the
/// offset table gives each object's start; an object starts with a marker byte whose high nibble is its type
/// (`0xA` array, `0xC` set, `0xD` dictionary hold references; the others none) and whose low nibble is its
/// count, or `0xF` followed by an integer object (`0x1n`, 2^n big-endian bytes) holding the count.
enum BinaryPlistShape {
    /// The number of values (keys and values of dictionaries, elements of arrays and sets, and the top object)
    /// Foundation would build from `bytes`, or `limit + 1` as soon as it is known to exceed `limit`. Nil when
    /// `bytes` is not a binary plist this can follow (too short, offsets or references out of range, a
    /// reference cycle): Foundation then reads it and reports what is wrong.
    static func expandedCount(_ bytes: [UInt8], limit: Int) -> Int? {
        bytes.withUnsafeBufferPointer { expandedCount($0, limit: limit) }
    }

    private static func expandedCount(_ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
        guard b.count >= 40, b.starts(with: "bplist".utf8) else { return nil }
        let trailer = b.count - 32
        let offsetSize = Int(b[trailer + 6]), refSize = Int(b[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(refSize),
              let objects = number(b, at: trailer + 8, size: 8), let top = number(b, at: trailer + 16, size: 8),
              let table = number(b, at: trailer + 24, size: 8),
              objects > 0, objects <= b.count, top < objects,
              table <= trailer, objects <= (trailer - table) / offsetSize else { return nil }
        /// The references held by object `i`, as (first reference's offset, count), or nil when it holds none;
        /// `.none` inside for a malformed object.
        func children(_ i: Int) -> (start: Int, count: Int)?? {
            guard let at = number(b, at: table + i * offsetSize, size: offsetSize), at < trailer else { return .some(nil) }
            let marker = b[at]
            let type = marker >> 4
            guard type == 0xA || type == 0xC || type == 0xD else { return .some((at, 0)) }
            var count = Int(marker & 0x0F)
            var start = at + 1
            if count == 0x0F {
                guard start < trailer, b[start] >> 4 == 0x1 else { return .some(nil) }
                let size = 1 << Int(b[start] & 0x0F)
                guard size <= 8, let n = number(b, at: start + 1, size: size), n <= trailer else { return .some(nil) }
                count = n
                start += 1 + size
            }
            if type == 0xD { count *= 2 }
            guard count <= (trailer - start) / refSize else { return .some(nil) }
            return .some((start, count))
        }
        // Post-order walk with an explicit stack (deep nesting does not recurse); 0 = not seen, -1 = on the
        // stack (a cycle if met again), otherwise the subtree's size (saturated at limit + 1).
        var size = [Int](repeating: 0, count: objects)
        var stack: [(object: Int, next: Int)] = [(top, 0)]
        size[top] = -1
        while let (object, next) = stack.last {
            guard case .some(let held) = children(object), let (start, count) = held else { return nil }
            if next < count {
                stack[stack.count - 1].next += 1
                guard let child = number(b, at: start + next * refSize, size: refSize), child < objects else { return nil }
                if size[child] == -1 { return nil }
                if size[child] == 0 {
                    size[child] = -1
                    stack.append((child, 0))
                }
                continue
            }
            var total = 1
            for k in 0..<count {
                total = min(total + size[number(b, at: start + k * refSize, size: refSize)!], limit + 1)
            }
            size[object] = total
            stack.removeLast()
            if total > limit { return total }
        }
        return size[top]
    }

    /// The big-endian unsigned number of `size` bytes at `at`, or nil when it runs past the buffer or exceeds
    /// `Int.max`.
    private static func number(_ b: UnsafeBufferPointer<UInt8>, at: Int, size: Int) -> Int? {
        guard at >= 0, size >= 1, size <= 8, at + size <= b.count else { return nil }
        var v: UInt64 = 0
        for k in 0..<size { v = v << 8 | UInt64(b[at + k]) }
        return v <= UInt64(Int.max) ? Int(v) : nil
    }
}
