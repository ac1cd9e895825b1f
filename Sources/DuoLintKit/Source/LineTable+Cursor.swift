/// Locations of ascending byte offsets, one after another: each continues from the previous one when both are on
/// the same line, so many offsets on one long line cost O(line) in all, not O(line) each, and no list of the
/// offsets or of their locations is made (a file with 100,000 findings made 12 MB of them).
struct LocationCursor {
    /// The table of the file the offsets are in.
    let table: LineTable
    /// The location last given, nil before the first.
    private var previous: SourceLocation?

    /// A cursor over the file of `table`, before its first offset.
    init(_ table: LineTable) { self.table = table }

    /// The location of byte `offset` in `bytes` (the bytes the table was built from): line 1-based, columns
    /// 1-based in UTF-8 bytes, UTF-16 units and Unicode scalars. An offset below the previous one is located
    /// from its line's start, as `LineTable.location(ofOffset:in:)` does.
    mutating func location(ofOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        let loc: SourceLocation
        if let p = previous, p.offset <= offset, table.line(ofOffset: offset) == p.line,
           !(p.line == 1 && table.bomLength > 0 && p.offset < table.bomLength) {
            let (utf16, scalars) = LineTable.count(bytes, from: p.offset, to: offset)
            loc = SourceLocation(offset: offset, line: p.line, utf8Column: p.utf8Column + (offset - p.offset),
                                 utf16Column: p.utf16Column + utf16, scalarColumn: p.scalarColumn + scalars)
        } else {
            loc = table.location(ofOffset: offset, in: bytes)
        }
        previous = loc
        return loc
    }
}
