/// How a reporter that needs the text of a finding's line (SARIF's `primaryLocationLineHash`, the
/// `codeclimate` fingerprint) gets a reported file's bytes again: a reporter never keeps a run's sources.
///
/// `files` reads the file at the finding's path (a display form, `DisplayPath`, relative to the working
/// directory) when the report is made, as GitHub's upload action does when it adds line hashes itself; a file
/// that cannot be read then gives nil and the reporter leaves out what depends on it. `none` reads nothing
/// (standard input, whose text is not on disk; tests).
public struct SourceTextReader: Sendable {
    /// The bytes of the file at a display path, or nil.
    public let read: @Sendable (String) -> [UInt8]?

    /// A reader that calls `read`.
    public init(_ read: @escaping @Sendable (String) -> [UInt8]?) {
        self.read = read
    }

    /// Reads the file from disk (at most `FileReader.defaultLimit` bytes; nil when it cannot be read).
    public static let files = SourceTextReader { path in
        if case .success(let bytes) = FileReader.read(path: path) { return bytes }
        return nil
    }

    /// Reads nothing.
    public static let none = SourceTextReader { _ in nil }

    /// The text of each line of `bytes` (lines end at `\n`; a `\r` before it is dropped), 1-based: element 0
    /// is line 1.
    public static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        var start = 0
        for i in bytes.indices where bytes[i] == UInt8(ascii: "\n") {
            var end = i
            if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            out.append(bytes[start..<end])
            start = i + 1
        }
        out.append(bytes[start...])
        return out
    }
}
