/// The line of each offset a walk asks for, mostly in ascending order (the file summary asks for the line of
/// every declaration it keeps, in source order): the search starts from the previous answer's line and gallops
/// forward, so a declaration a few lines after the previous one costs a few comparisons instead of a binary
/// search over all of the file's lines. An offset before the previous answer's line is searched in full.
/// Answers are exactly `LineTable.line(ofOffset:)`'s.
struct SummaryLines {
    /// The file's `LineTable.lineStarts` (`starts[0] == 0`, ascending).
    private let starts: [Int]
    /// The 0-based index of the previous answer's line.
    private var last = 0

    /// A cursor over `lines`, before its first line.
    init(_ lines: LineTable) { starts = lines.lineStarts }

    /// The 1-based line holding byte offset `offset` (an offset before the first line start, or past the last,
    /// gives the first or the last line, as `LineTable.line(ofOffset:)` does).
    mutating func line(ofOffset offset: Int) -> Int {
        let from = last
        let found = starts.withUnsafeBufferPointer { starts -> Int in
            let count = starts.count
            // `lo` is a line starting at or before `offset`, `hi` the last line that may: the answer lies in lo...hi.
            var lo: Int, hi: Int
            if from < count && starts[from] <= offset {
                lo = from
                var step = 1
                hi = count - 1
                while lo + step < count {
                    if starts[lo + step] > offset { hi = lo + step - 1; break }
                    lo += step
                    step *= 2
                }
            } else {
                lo = 0
                hi = count - 1
            }
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
            }
            return lo
        }
        last = found
        return found + 1
    }
}
