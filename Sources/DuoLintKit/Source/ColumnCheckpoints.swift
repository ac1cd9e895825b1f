/// Column counts at points along a file's long lines, so that a column is found by scanning from the nearest
/// point before it rather than from the start of its line (which made every lookup on one long line O(line),
/// and all of a long line's lookups together quadratic).
///
/// On every line longer than `stride` bytes, a checkpoint is kept at the first character boundary at or after
/// each `stride` bytes from the line's column origin (its start, or just past the byte-order mark on line 1),
/// up to the end of the line's content (its terminator excluded). A checkpoint holds the UTF-16 units and
/// Unicode scalars from the origin to it, counted as `LineTable.count` counts them (an invalid byte is one of
/// each), so resuming a count there gives exactly the count from the origin. Built once per file in one pass
/// over the long lines only (short lines cost nothing); kept in ascending offset order, about 24 bytes for
/// every `stride` bytes of long line.
struct ColumnCheckpoints: Sendable {
    /// One point on a long line: its byte offset in the file and the counts from the line's column origin to it.
    struct Checkpoint: Sendable {
        /// 0-based UTF-8 byte offset in the file of a character boundary.
        var offset: Int
        /// UTF-16 units from the line's column origin to `offset`.
        var utf16: Int
        /// Unicode scalars from the line's column origin to `offset`.
        var scalars: Int
    }

    /// The distance in bytes between checkpoints, and the length from which a line gets any.
    static let stride = 256

    /// Every checkpoint of the file, ascending by offset (lines in order).
    private let points: [Checkpoint]

    /// The checkpoints of the long lines of `bytes`, whose lines start at `lineStarts` (as `LineTable` finds
    /// them) and which begins with a byte-order mark of `bomLength` bytes (0 or 3).
    init(bytes: UnsafeBufferPointer<UInt8>, lineStarts: [Int], bomLength: Int) {
        var points: [Checkpoint] = []
        let stride = ColumnCheckpoints.stride
        for (index, lineStart) in lineStarts.enumerated() {
            var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
            guard end - lineStart > stride else { continue }
            // The content ends before the terminator (`\r\n`, `\n` or a lone `\r`: no other line feed or carriage return is on a line).
            while end > lineStart && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
            var i = index == 0 ? bomLength : lineStart
            var utf16 = 0, scalars = 0
            var next = i + stride
            while i < end {
                if i >= next {
                    points.append(Checkpoint(offset: i, utf16: utf16, scalars: scalars))
                    next = i + stride
                }
                // Eight ASCII bytes that end at or before both the content's end and the next checkpoint: eight
                // characters of one unit each, with no checkpoint among them (the byte loop below places none there).
                if i &+ 8 <= min(end, next), let base = bytes.baseAddress,
                   UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    i &+= 8; utf16 &+= 8; scalars &+= 8
                    continue
                }
                let len = UTF8Scan.sequenceLength(bytes, at: i)
                utf16 += len == 4 ? 2 : 1
                scalars += 1
                i += max(len, 1)
            }
        }
        self.points = points
    }

    /// The last checkpoint at or before byte `offset` that is on the line starting at byte `lineStart`
    /// (at or after it), or nil when there is none.
    func last(atOrBefore offset: Int, notBefore lineStart: Int) -> Checkpoint? {
        guard let first = points.first, first.offset <= offset else { return nil }
        // Binary search for the last point with `offset` at or before `offset`.
        var lo = 0, hi = points.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if points[mid].offset <= offset { lo = mid } else { hi = mid - 1 }
        }
        return points[lo].offset >= lineStart ? points[lo] : nil
    }

    /// The last checkpoint of the line occupying bytes `lineStart..<lineEnd` whose scalar count is at most
    /// `scalars`, or nil when there is none.
    func last(onLineFrom lineStart: Int, to lineEnd: Int, withScalarsAtMost scalars: Int) -> Checkpoint? {
        guard !points.isEmpty else { return nil }
        // The first point of the line, then the last point of the line (both by offset).
        var lo = 0, hi = points.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if points[mid].offset < lineStart { lo = mid + 1 } else { hi = mid }
        }
        let first = lo
        hi = points.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if points[mid].offset < lineEnd { lo = mid + 1 } else { hi = mid }
        }
        let end = lo
        guard first < end, points[first].scalars <= scalars else { return nil }
        // Scalar counts grow along a line: the last point of the line counting at most `scalars`.
        lo = first
        hi = end - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if points[mid].scalars <= scalars { lo = mid } else { hi = mid - 1 }
        }
        return points[lo]
    }
}
