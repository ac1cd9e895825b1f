/// Byte ranges to delete when a fix removes a construct (a plist key, a build setting, a comment): the whole
/// lines when the construct is alone on them, else the construct with the blanks that separated it from its
/// neighbour. Lines end at LF, CR LF or a lone CR, as `LineTable` counts them; the line breaks of the lines kept
/// are never touched.
enum LineSpan {
    /// True for a space or a tab.
    static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }

    /// The offset just past the line break at `end` (a line's end): 2 bytes for CR LF, 1 for LF or CR, none at
    /// the end of the file.
    static func pastBreak(_ bytes: [UInt8], _ end: Int) -> Int {
        guard end < bytes.count else { return end }
        return bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A ? end + 2 : end + 1
    }

    /// What to delete to remove the bytes `range` (0-based, half-open, not empty) of `bytes`, and what to put
    /// in their place:
    /// - only blanks before it on its first line and after it on its last line: the whole lines, line break
    ///   included (the last line of a file without a final line break: the line break before it instead, so
    ///   the file still ends without one);
    /// - nothing after it on the line: it and the blanks around it;
    /// - nothing before it: it and the blanks after it;
    /// - text on both sides: it and the blanks after it (those before stay); with no blank on either side it
    ///   becomes one space, so that the tokens around it are not joined.
    static func removal(of range: Range<Int>, in bytes: [UInt8]) -> (offsets: Range<Int>, text: String) {
        // Only the blanks around it are read (a line of a million bytes is not scanned for each construct on it).
        var before = range.lowerBound, after = range.upperBound
        while before > 0 && isBlank(bytes[before - 1]) { before -= 1 }
        while after < bytes.count && isBlank(bytes[after]) { after += 1 }
        let start = before == 0 || bytes[before - 1] == 0x0A || bytes[before - 1] == 0x0D ? before : -1
        let end = after == bytes.count || bytes[after] == 0x0A || bytes[after] == 0x0D ? after : -1
        if before == start && after == end {
            let next = pastBreak(bytes, end)
            if next == end && start > 0 {
                // The file's last line, with no line break after it: take the one before it.
                let previous = start >= 2 && bytes[start - 2] == 0x0D && bytes[start - 1] == 0x0A ? start - 2 : start - 1
                return (previous..<end, "")
            }
            return (start..<next, "")
        }
        if after == end { return (before..<after, "") }
        if before == start { return (range.lowerBound..<after, "") }
        // Text on both sides: the blanks before stay; with none on either side, one space keeps the tokens apart.
        if after > range.upperBound || before < range.lowerBound { return (range.lowerBound..<after, "") }
        return (range, " ")
    }
}
