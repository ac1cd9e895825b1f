/// A position in a source file.
///
/// `line` is 1-based. Columns are 1-based and counted three ways from the
/// start of the line: `utf8Column` in UTF-8 bytes (what swiftc, clang and the
/// Xcode reporter print), `utf16Column` in UTF-16 code units (what SARIF's
/// `utf16CodeUnits` column kind and editors use) and `scalarColumn` in Unicode
/// scalars. A tab counts as one in every kind. A byte-order mark at the start of
/// the file counts in `utf8Column` (3 bytes, as swiftc and the toolchain's
/// parser count it) but not in `utf16Column` or `scalarColumn` (as editors show it). An invalid UTF-8 byte counts as one scalar and one
/// UTF-16 unit (it is shown as U+FFFD). `offset` is the 0-based UTF-8 byte
/// offset in the file.
public struct SourceLocation: Hashable, Comparable, Sendable, Codable {
    /// 0-based UTF-8 byte offset in the file.
    public var offset: Int
    /// 1-based line.
    public var line: Int
    /// 1-based column in UTF-8 bytes.
    public var utf8Column: Int
    /// 1-based column in UTF-16 code units.
    public var utf16Column: Int
    /// 1-based column in Unicode scalars.
    public var scalarColumn: Int

    /// Makes a location from its offset, line and three columns (all as described on the type).
    public init(offset: Int, line: Int, utf8Column: Int, utf16Column: Int, scalarColumn: Int) {
        self.offset = offset
        self.line = line
        self.utf8Column = utf8Column
        self.utf16Column = utf16Column
        self.scalarColumn = scalarColumn
    }

    /// Orders by line, then UTF-8 column.
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.utf8Column) < (b.line, b.utf8Column)
    }
}

/// A half-open range of source, `start` inclusive and `end` exclusive.
public struct SourceRange: Hashable, Sendable, Codable {
    /// First byte of the range.
    public var start: SourceLocation
    /// One past the last byte.
    public var end: SourceLocation
    /// A range from `start` (inclusive) to `end` (exclusive).
    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }
}
