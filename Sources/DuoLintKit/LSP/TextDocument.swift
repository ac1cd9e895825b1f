/// How a position's `character` counts: the LSP `PositionEncodingKind` the server and client agreed on.
public enum PositionEncoding: String, Sendable {
    /// UTF-8 code units (bytes): the server's own unit, chosen when the client offers it.
    case utf8 = "utf-8"
    /// UTF-16 code units: the protocol's default.
    case utf16 = "utf-16"
}

/// A position in a document as LSP gives it: 0-based line, 0-based `character` in the agreed encoding.
public struct Position: Equatable, Sendable {
    /// 0-based line; `\n`, `\r\n` and a lone `\r` each end a line (as the protocol and the compiler count).
    public var line: Int
    /// 0-based offset in the line in the session's `PositionEncoding` units.
    public var character: Int

    /// A position at `line`, `character` (both 0-based).
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// The position of `value` (`{"line": L, "character": C}`), or nil when it is not one.
    init?(_ value: JSONValue?) {
        guard let line = value?["line"]?.integer, let character = value?["character"]?.integer,
              line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }

    /// The position as JSON.
    var json: JSONValue { ["line": .integer(line), "character": .integer(character)] }
}

/// The text of one open document, as the client last sent it.
///
/// `bytes` are UTF-8 (the protocol's strings are Unicode). Positions convert to byte offsets over the lines'
/// units in the session's encoding; a position past the end of its line, inside a character (between the two
/// UTF-16 units of a surrogate pair, inside a UTF-8 sequence) or on a line past the last is out of range.
public struct TextDocument: Sendable {
    /// The document's URI as the client wrote it.
    public var uri: String
    /// The client's `languageId` (`swift`, `yaml`, `xml`, …).
    public var languageId: String
    /// The client's version number, raised with each change.
    public var version: Int
    /// The text, UTF-8.
    public private(set) var bytes: [UInt8]
    /// UTF-8 offset of the first byte of each line; `lineStarts[0] == 0`.
    public private(set) var lineStarts: [Int]

    /// A document holding `text`.
    public init(uri: String, languageId: String, version: Int, text: String) {
        self.uri = uri
        self.languageId = languageId
        self.version = version
        bytes = Array(text.utf8)
        lineStarts = TextDocument.lineStarts(of: bytes)
    }

    /// The line starts of `bytes`: after each `\n`, `\r\n` and lone `\r` (the compiler's `LineTable`).
    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { LineTable(bytes: $0).lineStarts }
    }

    /// The offset just past the last character of `line` (before its line break).
    func lineEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > lineStarts[line], bytes[end - 1] == 10 { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == 13 { end -= 1 }
        return end
    }

    /// The UTF-8 offset of `position`, or nil when it is out of range. The position just after the last line
    /// (`line` = the number of lines, `character` 0) is the end of the text, as some clients write it.
    public func offset(of position: Position, encoding: PositionEncoding) -> Int? {
        if position.line == lineStarts.count, position.character == 0 { return bytes.count }
        guard position.line < lineStarts.count else { return nil }
        let end = lineEnd(position.line)
        var i = lineStarts[position.line]
        var units = 0
        while units < position.character {
            guard i < end else { return nil }
            let b = bytes[i]
            let length = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
            switch encoding {
            case .utf8:
                // A character boundary only: a count ending inside a sequence is out of range.
                if units + length > position.character { return nil }
                units += length
            case .utf16:
                let width = length == 4 ? 2 : 1
                if units + width > position.character { return nil }
                units += width
            }
            i += length
        }
        return min(i, end)
    }

    /// The position of the UTF-8 `offset` (clamped to the text), in `encoding` units.
    public func position(ofOffset offset: Int, encoding: PositionEncoding) -> Position {
        let o = max(0, min(offset, bytes.count))
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= o { lo = mid } else { hi = mid - 1 }
        }
        let start = lineStarts[lo]
        switch encoding {
        case .utf8: return Position(line: lo, character: o - start)
        case .utf16:
            var units = 0
            for b in bytes[start..<o] where b & 0xC0 != 0x80 { units += b >= 0xF0 ? 2 : 1 }
            return Position(line: lo, character: units)
        }
    }

    /// Applies a `didChange`'s `contentChanges` in order, each to the text the one before it left: a change
    /// with a `range` replaces that range, one without replaces the whole text. All or nothing: throws
    /// `ResponseError` (`invalidParams`, saying which change and why) and leaves the document unchanged when a
    /// change is not an object with a string `text` or its range is out of range or reversed.
    public mutating func apply(_ changes: [JSONValue], encoding: PositionEncoding) throws {
        var copy = self
        for (n, change) in changes.enumerated() {
            guard let text = change["text"]?.string else {
                throw ResponseError(ResponseError.invalidParams, "contentChanges[\(n)] has no string 'text'")
            }
            guard let range = change["range"], range != .null else {
                copy.bytes = Array(text.utf8)
                copy.lineStarts = TextDocument.lineStarts(of: copy.bytes)
                continue
            }
            guard let s = Position(range["start"]), let e = Position(range["end"]) else {
                throw ResponseError(ResponseError.invalidParams, "contentChanges[\(n)].range is not a range of two positions")
            }
            guard let from = copy.offset(of: s, encoding: encoding), let to = copy.offset(of: e, encoding: encoding) else {
                throw ResponseError(ResponseError.invalidParams,
                    "contentChanges[\(n)].range \(s.line):\(s.character)-\(e.line):\(e.character) is outside the document "
                    + "(\(copy.lineStarts.count) lines, \(encoding.rawValue) characters) or inside a character")
            }
            guard from <= to else {
                throw ResponseError(ResponseError.invalidParams, "contentChanges[\(n)].range ends before it starts")
            }
            copy.bytes.replaceSubrange(from..<to, with: text.utf8)
            copy.lineStarts = TextDocument.lineStarts(of: copy.bytes)
        }
        bytes = copy.bytes
        lineStarts = copy.lineStarts
    }
}
