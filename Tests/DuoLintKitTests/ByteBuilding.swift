import Foundation

// Large test inputs built fast in the debug build the tests run in (shared by the pathological suites).

/// `text`'s UTF-8 `count` times, built by doubling `memcpy`s. The test target is built without
/// optimization, where the generic paths (`Array(String(repeating:).utf8)`, `Array.+`,
/// `Data(_: Sequence)`, `initialize(from:count:)`) copy byte by byte: seconds per 10 MB.
func repeated(_ text: String, _ count: Int) -> [UInt8] {
    let unit = Array(text.utf8)
    let total = unit.count * count
    guard total > 0 else { return [] }
    return [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
        let base = buffer.baseAddress!
        _ = unit.withUnsafeBufferPointer { memcpy(base, $0.baseAddress!, unit.count) }
        var filled = unit.count
        while filled < total {
            let n = min(filled, total - filled)
            memcpy(base + filled, base, n)
            filled += n
        }
        initialized = total
    }
}

/// `parts` one after another (with `memcpy`, for the same reason as `repeated`).
func joined(_ parts: [UInt8]...) -> [UInt8] {
    let total = parts.reduce(0) { $0 + $1.count }
    return [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
        var at = 0
        for part in parts where !part.isEmpty {
            _ = part.withUnsafeBufferPointer { memcpy(buffer.baseAddress! + at, $0.baseAddress!, part.count) }
            at += part.count
        }
        initialized = total
    }
}
