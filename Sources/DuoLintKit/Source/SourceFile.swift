import Foundation

/// One input file's bytes and line table.
///
/// `path` is the path as reported (relative to the working directory where the
/// file was found under it). The bytes are kept exactly as read: no decoding,
/// no newline normalization, so every offset is a UTF-8 byte offset into the file.
/// The line table is made on first use: from the line starts the Swift lexer recorded in its pass over the
/// bytes when it read the file first (`SwiftFile` supplies them), else by a scan of the bytes; the same either way.
public final class SourceFile: @unchecked Sendable {
    /// The path as reported.
    public let path: String
    /// The file's bytes exactly as read.
    public let bytes: [UInt8]
    /// Line starts, for offset → line and column: made on first use (thread-safe), from the line starts supplied
    /// by `supplyLineStarts` if it came first, else by a scan of the bytes (O(bytes)).
    public var lines: LineTable {
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if let cached = cachedLines { return cached }
        let table = bytes.withUnsafeBufferPointer { LineTable(bytes: $0) }
        cachedLines = table
        return table
    }
    /// Guards the values computed on first use below.
    private let cacheLock = NSLock()
    private var cachedLines: LineTable?
    private var cachedHash: UInt64?
    private var cachedYAMLLineStarts: [Int]??

    /// `YAMLLineStarts.starts(bytes)`, computed on first use (thread-safe): nil for a file without NEL, LS or PS.
    var yamlLineStarts: [Int]? {
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if let cached = cachedYAMLLineStarts { return cached }
        let starts = YAMLLineStarts.starts(bytes)
        cachedYAMLLineStarts = .some(starts)
        return starts
    }

    /// The 64-bit FNV-1a hash of the bytes, computed on first use (thread-safe): a fix records the file it was
    /// made for (`Fix.fileHash`), so `--fix` never applies it to bytes that changed since.
    public var contentHash: UInt64 {
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if let h = cachedHash { return h }
        let h = SourceFile.hash(bytes)
        cachedHash = h
        return h
    }

    /// The 64-bit FNV-1a hash of `bytes`.
    public static func hash(_ bytes: [UInt8]) -> UInt64 {
        var f = FNV1a64()
        for b in bytes { f.add(b) }
        return f.value
    }

    /// Wraps `bytes` read from `path` (O(1): the line table is made on first use).
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Makes the line table from `lineStarts`, the file's line starts exactly as `LineTable` finds them (`[0]`, then
    /// the offset after each `\n`, `\r\n` and lone `\r`), recorded by a lexer that read all of `bytes`, unless the
    /// table was made already (then `lineStarts` is dropped). Thread-safe.
    func supplyLineStarts(_ lineStarts: [Int]) {
        cacheLock.lock()
        defer { cacheLock.unlock() }
        guard cachedLines == nil else { return }
        cachedLines = bytes.withUnsafeBufferPointer { LineTable(bytes: $0, lineStarts: lineStarts) }
    }

    /// Convenience for tests and stdin: the UTF-8 bytes of `text`.
    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The location of UTF-8 byte `offset` (0-based).
    public func location(ofOffset offset: Int) -> SourceLocation {
        let lines = self.lines
        return bytes.withUnsafeBufferPointer { lines.location(ofOffset: offset, in: $0) }
    }

    /// The location of the `characterColumn`-th character (1-based, counted in Unicode scalars as libyaml counts
    /// them) of 1-based `line`; clamped to the line's end and to the file.
    public func location(line: Int, characterColumn: Int) -> SourceLocation {
        let lines = self.lines
        return bytes.withUnsafeBufferPointer { b in
            lines.location(ofOffset: lines.offset(line: line, characterColumn: characterColumn, in: b), in: b)
        }
    }

    /// The bytes `start..<end` decoded as UTF-8, invalid sequences replaced by U+FFFD.
    public func text(_ start: Int, _ end: Int) -> String {
        // An end before the start (the bounds of a node with no tokens) is an empty text, not a trap.
        String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// The text of 1-based `line` without its line terminator.
    public func lineText(_ line: Int) -> String {
        let starts = lines.lineStarts
        let s = starts[line - 1]
        var e = line < starts.count ? starts[line] : bytes.count
        while e > s && (bytes[e - 1] == 0x0A || bytes[e - 1] == 0x0D) { e -= 1 }
        return text(s, e)
    }
}
