/// Writes the byte form a run keeps records in between its passes (`FileSummary.encoded()`, `SpillBuffer`):
/// integers as zigzag LEB128 varints, strings as their UTF-8 length and bytes, optionals as a 0/1 byte before
/// the value, lists as their count before the elements. A fraction of the values' size in memory, where every
/// list and every string longer than 15 bytes is an allocation of its own.
struct ByteRecordWriter {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    /// Appends `value` (any `Int`, negative ones too).
    mutating func int(_ value: Int) {
        var v = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    /// Appends one byte (an enum's raw value, a Boolean).
    mutating func byte(_ value: UInt8) { bytes.append(value) }

    /// Appends `value`'s UTF-8 bytes after their count.
    mutating func string(_ value: String) {
        var s = value
        s.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
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
        return String(decoding: bytes[at..<at + n], as: UTF8.self)
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
