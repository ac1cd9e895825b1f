#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Maps UTF-8 byte offsets of one file to lines and columns.
///
/// Built once per file, from the line starts its lexer recorded (a Swift file: `SourceFile.supplyLineStarts`) or
/// by one scan of the bytes. `\r\n`, `\n` and a
/// lone `\r` each end one line, as the Swift compiler counts them. Lookups are
/// a binary search over line starts plus a scan of the line's bytes up to the
/// offset; on a line longer than `ColumnCheckpoints.stride` bytes the scan starts
/// from the nearest checkpoint at or before the offset instead of the line's start,
/// so every lookup costs O(log bytes + stride), however long the line.
public struct LineTable: Sendable {
    /// UTF-8 offsets of the first byte of each line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    /// The number of bytes of a leading byte-order mark (0 or 3); not counted in columns.
    public let bomLength: Int
    /// Column counts at points along the long lines, for lookups that do not rescan the line from its start.
    let checkpoints: ColumnCheckpoints

    /// Builds the table for `bytes`, the whole file as read from disk, finding its line starts by a scan of it.
    public init(bytes: UnsafeBufferPointer<UInt8>) {
        let (starts, longLine) = LineTable.scanLineStarts(bytes)
        self.init(bytes: bytes, lineStarts: starts, longLine: longLine)
    }

    /// Builds the table for `bytes` (the whole file) from `lineStarts`, which must be exactly what
    /// `scanLineStarts(bytes)` finds (`[0]`, then the offset after each `\n`, each `\r\n` and each lone `\r`, ascending):
    /// the lexer records them in its own pass over the bytes, so the file needs no second scan.
    init(bytes: UnsafeBufferPointer<UInt8>, lineStarts: [Int]) {
        self.init(bytes: bytes, lineStarts: lineStarts, longLine: LineTable.hasLongLine(lineStarts))
    }

    /// True when a line before the last of those starting at `starts` (ascending) is longer than
    /// `ColumnCheckpoints.stride` bytes.
    static func hasLongLine(_ starts: [Int]) -> Bool {
        starts.withUnsafeBufferPointer { s in
            // A line is longer exactly when `stride - length` is negative: the OR of those values has its sign bit set
            // when any is. No branch and no compare in the loop, which the compiler turns into vector operations.
            var signs = 0
            for k in 1..<max(s.count, 1) { signs |= ColumnCheckpoints.stride &- (s[k] &- s[k &- 1]) }
            return signs < 0
        }
    }

    /// The table of `bytes` whose line starts are `starts`; `longLine` tells whether a line before the last is longer
    /// than `ColumnCheckpoints.stride` bytes.
    private init(bytes: UnsafeBufferPointer<UInt8>, lineStarts starts: [Int], longLine: Bool) {
        let n = bytes.count
        lineStarts = starts
        bomLength = (n >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF) ? 3 : 0
        // Only a line longer than the checkpoint stride (terminator included) gets checkpoints: without one,
        // building them would visit every line to find none.
        let longLine = longLine || n - starts[starts.count - 1] > ColumnCheckpoints.stride
        checkpoints = ColumnCheckpoints(bytes: bytes, lineStarts: longLine ? starts : [], bomLength: bomLength)
    }

    /// The line starts of `bytes` (`[0]`, then the offset after each `\n`, each `\r\n` and each lone `\r`, ascending)
    /// and whether a line before the last is longer than `ColumnCheckpoints.stride` bytes: one scan of the bytes.
    static func scanLineStarts(_ bytes: UnsafeBufferPointer<UInt8>) -> (starts: [Int], longLine: Bool) {
        let n = bytes.count
        if let base = bytes.baseAddress, memchr(base, 0x0D, n) == nil {
            // No carriage return (the usual case): let the C library's vectorized search find each `\n`.
            return LineTable.newlineStarts(base, n)
        }
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var i = 0
        while i < n {
            let b = bytes[i]
            if b == 0x0A {
                starts.append(i + 1)
            } else if b == 0x0D {
                if i + 1 < n && bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        var longLine = false
        for k in starts.indices.dropFirst() where starts[k] - starts[k - 1] > ColumnCheckpoints.stride {
            longLine = true
            break
        }
        return (starts, longLine)
    }

    /// The line starts of the `n` bytes at `base`, which hold no carriage return (`[0]`, then the offset after each
    /// line feed), and whether a line before the last is longer than `ColumnCheckpoints.stride` bytes.
    ///
    /// The C library's `memchr` finds each line feed; the loop around it keeps four values (where the search goes on,
    /// the end, and a write pointer and its limit), so nothing is spilled across the call: the addresses found go to
    /// a raw buffer, and one pass after it turns them into offsets and finds the longest line.
    static func newlineStarts(_ base: UnsafePointer<UInt8>, _ n: Int) -> (starts: [Int], longLine: Bool) {
        var capacity = n / 32 + 16
        var found = UnsafeMutablePointer<UnsafePointer<UInt8>>.allocate(capacity: capacity)
        var write = found, limit = found + capacity
        let end = base + n
        var from = base
        while from < end, let hit = memchr(from, 0x0A, end - from) {
            from = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) + 1
            if write == limit {
                // Double the room, keeping the addresses found.
                let count = found.distance(to: write)
                let grown = UnsafeMutablePointer<UnsafePointer<UInt8>>.allocate(capacity: capacity * 2)
                grown.moveInitialize(from: found, count: count)
                found.deallocate()
                found = grown
                capacity *= 2
                write = found + count
                limit = found + capacity
            }
            write.initialize(to: from)
            write += 1
        }
        let count = found.distance(to: write)
        var longest = 0
        let starts = [Int](unsafeUninitializedCapacity: count + 1) { out, initialized in
            out[0] = 0
            var previous = 0
            for k in 0..<count {
                let start = base.distance(to: found[k])
                out[k + 1] = start
                longest = max(longest, start - previous)
                previous = start
            }
            initialized = count + 1
        }
        found.deallocate()
        return (starts, longest > ColumnCheckpoints.stride)
    }

    /// The first byte counted in the columns of 1-based `line`: its start, or just past the byte-order mark on line 1.
    @inline(__always)
    private func columnOrigin(ofLine line: Int) -> Int {
        line == 1 ? bomLength : lineStarts[line - 1]
    }

    /// The byte offset of the `characterColumn`-th character (1-based, counted in Unicode scalars, an invalid
    /// byte counting as one) of 1-based `line` of `bytes` (the bytes the table was built from); clamped to
    /// the line and to the line's end (before its terminator) and to the end of the file. O(log bytes + stride).
    public func offset(line: Int, characterColumn: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let l = min(max(line, 1), lineCount)
        var offset = columnOrigin(ofLine: l)
        var remaining = characterColumn - 1
        if remaining > 0, let c = checkpoints.last(onLineFrom: lineStarts[l - 1], to: l < lineCount ? lineStarts[l] : Int.max,
                                                   withScalarsAtMost: remaining) {
            offset = c.offset
            remaining -= c.scalars
        }
        while remaining > 0 && offset < bytes.count && bytes[offset] != 0x0A && bytes[offset] != 0x0D {
            offset += max(UTF8Scan.sequenceLength(bytes, at: offset), 1)
            remaining -= 1
        }
        return offset
    }

    /// The number of lines (a final line without a terminator counts; an empty file has one line).
    public var lineCount: Int { lineStarts.count }

    /// The 1-based line holding byte `offset` (offsets past the end map to the last line).
    public func line(ofOffset offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo + 1
    }

    /// The locations of `offsets` (ascending) in `bytes`: one pass that continues from the previous offset on
    /// the same line, so many offsets on one long line cost O(line) in all, not O(line) each.
    public func locations(ofSortedOffsets offsets: [Int], in bytes: UnsafeBufferPointer<UInt8>) -> [SourceLocation] {
        var cursor = LocationCursor(self)
        return offsets.map { cursor.location(ofOffset: $0, in: bytes) }
    }

    /// UTF-16 units and Unicode scalars in `bytes[from..<to]` (an invalid byte counts as one of each).
    static func count(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> (utf16: Int, scalars: Int) {
        var utf16 = 0, scalars = 0
        var i = from
        let end = min(to, bytes.count)
        while i < end {
            let len = UTF8Scan.sequenceLength(bytes, at: i)
            utf16 += len == 4 ? 2 : 1
            scalars += 1
            i += max(len, 1)
        }
        return (utf16, scalars)
    }

    /// The location of byte `offset` in `bytes` (the same bytes the table was built from).
    public func location(ofOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        let line = self.line(ofOffset: offset)
        let lineStart = lineStarts[line - 1]
        var start = lineStart
        if line == 1 && bomLength > 0 && offset >= bomLength { start = bomLength }
        var utf16 = 0, scalars = 0
        if let c = checkpoints.last(atOrBefore: offset, notBefore: lineStart) {
            (start, utf16, scalars) = (c.offset, c.utf16, c.scalars)
        }
        let rest = LineTable.count(bytes, from: start, to: offset)
        return SourceLocation(offset: offset, line: line, utf8Column: offset - lineStart + 1,
                              utf16Column: utf16 + rest.utf16 + 1, scalarColumn: scalars + rest.scalars + 1)
    }
}

/// Helpers for reading UTF-8 from raw bytes without trusting it.
public enum UTF8Scan {
    /// The length of the well-formed UTF-8 sequence starting at `i`, or 0 if the
    /// byte at `i` does not start one (a stray continuation byte, an overlong or
    /// truncated sequence, a surrogate or a value past U+10FFFF).
    @inline(__always)
    public static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let b0 = bytes[i]
        if b0 < 0x80 { return 1 }
        let n = bytes.count
        @inline(__always) func cont(_ j: Int) -> Bool { j < n && bytes[j] & 0xC0 == 0x80 }
        if b0 >= 0xC2 && b0 <= 0xDF { return cont(i + 1) ? 2 : 0 }
        if b0 >= 0xE0 && b0 <= 0xEF {
            guard i + 1 < n else { return 0 }
            let b1 = bytes[i + 1]
            if b0 == 0xE0 && b1 < 0xA0 { return 0 }
            if b0 == 0xED && b1 >= 0xA0 { return 0 }
            return cont(i + 1) && cont(i + 2) ? 3 : 0
        }
        if b0 >= 0xF0 && b0 <= 0xF4 {
            guard i + 1 < n else { return 0 }
            let b1 = bytes[i + 1]
            if b0 == 0xF0 && b1 < 0x90 { return 0 }
            if b0 == 0xF4 && b1 >= 0x90 { return 0 }
            return cont(i + 1) && cont(i + 2) && cont(i + 3) ? 4 : 0
        }
        return 0
    }

    /// True when all of `bytes` is well-formed UTF-8.
    public static func isValid(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { b in
            var i = 0
            while i < b.count {
                if b[i] < 0x80 { i += 1; continue }
                let n = sequenceLength(b, at: i)
                if n == 0 { return false }
                i += n
            }
            return true
        }
    }

    /// Decodes the scalar at `i` whose well-formed length is `len` (1–4).
    @inline(__always)
    public static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, length len: Int) -> UInt32 {
        let b0 = UInt32(bytes[i])
        switch len {
        case 1: return b0
        case 2: return (b0 & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
        case 3: return (b0 & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
        default:
            return (b0 & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12
                | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F)
        }
    }
}
