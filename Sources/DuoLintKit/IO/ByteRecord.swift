/// Writes the byte form a run keeps records in between its passes (`FileSummary.encoded()`, `SpillBuffer`):
/// integers as zigzag LEB128 varints, strings as their UTF-8 length and bytes, optionals as a 0/1 byte before
/// the value, lists as their count before the elements. A fraction of the values' size in memory, where every
/// list and every string longer than 15 bytes is an allocation of its own.
///
/// The bytes go into a buffer of its own (grown by doubling), written through a pointer: a record of a few
/// hundred values is written with no check of an array's uniqueness per byte. Not copyable: the buffer is freed
/// once, with the writer.
struct ByteRecordWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0

    /// A writer whose buffer holds `capacity` bytes (at least 64) before it grows: an estimate of the record's size
    /// spares the copies of growing.
    init(reservingCapacity capacity: Int = 0) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes written so far.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Makes room for `n` more bytes.
    @inline(__always)
    private mutating func reserve(_ n: Int) {
        if count &+ n > capacity { grow(toHold: count &+ n) }
    }

    private mutating func grow(toHold needed: Int) {
        var c = capacity * 2
        while c < needed { c *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: c)
        grown.initialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = c
    }

    /// Appends `value` (any `Int`, negative ones too).
    mutating func int(_ value: Int) {
        var v = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
        // At most 10 bytes: 7 bits each.
        reserve(10)
        while v >= 0x80 {
            base[count] = UInt8(truncatingIfNeeded: v) | 0x80
            count &+= 1
            v >>= 7
        }
        base[count] = UInt8(truncatingIfNeeded: v)
        count &+= 1
    }

    /// Appends one byte (an enum's raw value, a Boolean).
    mutating func byte(_ value: UInt8) {
        reserve(1)
        base[count] = value
        count &+= 1
    }

    /// Appends `value`'s UTF-8 bytes after their count.
    mutating func string(_ value: String) {
        var s = value
        let n = s.utf8.count
        int(n)
        reserve(n)
        let to = base + count
        s.withUTF8 { utf8 in
            if let from = utf8.baseAddress { to.initialize(from: from, count: utf8.count) }
        }
        count &+= n
    }

    /// Appends 0 for nil, else 1 and the string.
    mutating func string(_ value: String?) {
        guard let value else { return byte(0) }
        byte(1)
        string(value)
    }

    /// Appends the count, then each string.
    mutating func strings(_ values: [String]) {
        int(values.count)
        for v in values { string(v) }
    }
}

/// Reads what a `ByteRecordWriter` wrote. Reading past the end, or a count that cannot be right, sets
/// `failed` and gives zeros and empty strings from then on: a record that cannot be read back (a temporary file
/// that failed) decodes as nothing, never as a crash.
struct ByteRecordReader {
    private let bytes: [UInt8]
    private var at = 0
    /// True once a read went past the end or met a malformed value.
    private(set) var failed = false

    /// A reader at the start of `bytes`.
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// True when every byte was read and nothing failed.
    var isComplete: Bool { !failed && at == bytes.count }

    /// Marks the record malformed (a value no writer writes).
    mutating func fail() { failed = true }

    /// The next byte.
    mutating func byte() -> UInt8 {
        guard at < bytes.count, !failed else { failed = true; return 0 }
        at += 1
        return bytes[at - 1]
    }

    /// The next integer.
    mutating func int() -> Int {
        // One byte (most values): no loop.
        if !failed, at < bytes.count {
            let b = bytes[at]
            if b < 0x80 {
                at += 1
                return Int(b >> 1) ^ -Int(b & 1)
            }
        }
        var v: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let b = byte()
            if failed { return 0 }
            v |= UInt64(b & 0x7F) << shift
            if b < 0x80 { break }
            shift += 7
            if shift > 63 { failed = true; return 0 }
        }
        return Int(Int64(bitPattern: v >> 1) ^ -Int64(bitPattern: v & 1))
    }

    /// A count of things that each take at least one byte: fails when more than the bytes left.
    mutating func count() -> Int {
        let n = int()
        guard n >= 0, n <= bytes.count - at else { failed = true; return 0 }
        return n
    }

    /// The next string.
    mutating func string() -> String {
        let n = count()
        guard !failed else { return "" }
        defer { at += n }
        let start = at
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<start + n]), as: UTF8.self) }
    }

    /// The next string when `accept` takes its UTF-8 bytes, else nil (the string is passed over without a
    /// `String` being made: most names a cut model reads back are not wanted). Nil too when the read fails.
    mutating func string(where accept: (UnsafeBufferPointer<UInt8>) -> Bool) -> String? {
        let n = count()
        guard !failed else { return nil }
        let start = at
        at += n
        return bytes.withUnsafeBufferPointer { b in
            let utf8 = UnsafeBufferPointer(rebasing: b[start..<start + n])
            return accept(utf8) ? String(decoding: utf8, as: UTF8.self) : nil
        }
    }

    /// The next string, skipped: its length and bytes.
    mutating func skipString() {
        let n = count()
        if !failed { at += n }
    }

    /// The next optional string.
    mutating func optionalString() -> String? {
        byte() == 1 && !failed ? string() : nil
    }

    /// The next optional string, skipped.
    mutating func skipOptionalString() {
        if byte() == 1 && !failed { skipString() }
    }

    /// The next list of strings.
    mutating func strings() -> [String] {
        let n = count()
        var out: [String] = []
        out.reserveCapacity(n)
        for _ in 0..<n where !failed { out.append(string()) }
        return out
    }

    /// The next list of strings, skipped.
    mutating func skipStrings() {
        let n = count()
        for _ in 0..<n where !failed { skipString() }
    }
}
