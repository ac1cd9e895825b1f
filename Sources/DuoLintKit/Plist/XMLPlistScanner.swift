/// Finds where an XML property list writes its top-level keys and its comments, reading the bytes itself.
///
/// `PropertyListSerialization` reads the values; this only locates them, so duolint needs no XML library (on
/// Linux, Foundation's `XMLParser` is FoundationXML over libxml2, which would make the binary need libxml2 and,
/// through Debian's libxml2, ICU). It knows the XML a plist holds: elements with quoted attributes, text with
/// the five predefined entities and character references, CDATA sections, comments, processing instructions
/// and a DOCTYPE (with an internal subset in brackets). It does not validate: it stops at the first construct
/// that does not end, or at an end tag that closes no open element, and says where.
struct XMLPlistScanner {
    /// A key of the top-level dictionary (`<plist><dict><key>…`): its text, with entities and character
    /// references replaced, CDATA sections kept as written and line breaks (CR LF, CR) read as LF, as an XML
    /// parser gives it; and the byte offset (0-based) of its `<key`.
    struct Key: Equatable {
        var text: String
        var offset: Int
    }

    /// Where a top-level key and its value are written: the bytes of the key element (`<key>` to just past
    /// `</key>`, or a `<key/>`), and of the value element after it (its `<` to just past its end tag or `/>`),
    /// nil when the next element of the dictionary is another key or there is none.
    struct Elements: Equatable {
        var key: Range<Int>
        var value: Range<Int>?
    }

    /// The elements of each key of `topLevelKeys` (the same count, the same order).
    private(set) var topLevelElements: [Elements] = []

    /// The top-level dictionary's keys in file order (a repeated key appears each time).
    private(set) var topLevelKeys: [Key] = []
    /// The byte ranges of the comments, from `<!--` to just past `-->`, in file order.
    private(set) var comments: [Range<Int>] = []
    /// The byte offset (0-based) where the XML stopped being readable: the `<` of a construct that does not
    /// end or of an end tag that closes nothing open, or the end of the bytes when elements are left open; nil
    /// when it was read to the end.
    private(set) var errorOffset: Int?

    private let bytes: [UInt8]
    private var stack: [[UInt8]] = []
    private var key: Key?
    /// The index in `topLevelKeys` of the key whose value element comes next, and where that value's start tag
    /// is once it has been read.
    private var awaitingValue: (key: Int, start: Int?)?

    /// Scans `bytes` (UTF-8; names and text are compared and decoded as UTF-8, invalid sequences replaced).
    init(bytes: [UInt8]) {
        self.bytes = bytes
        scan()
    }

    private mutating func scan() {
        var i = 0
        let n = bytes.count
        while i < n {
            guard bytes[i] == UInt8(ascii: "<") else {
                var end = i
                while end < n && bytes[end] != UInt8(ascii: "<") { end += 1 }
                if key != nil {
                    let text = decodeText(i..<end)
                    key?.text += text
                }
                i = end
                continue
            }
            let next: Int?
            if startsWith("<!--", at: i) {
                next = find("-->", from: i + 4).map { $0 + 3 }
                if let next { comments.append(i..<next) }
            } else if startsWith("<![CDATA[", at: i) {
                let close = find("]]>", from: i + 9)
                if let close, key != nil {
                    let text = String(decoding: bytes[(i + 9)..<close], as: UTF8.self)
                    key?.text += text
                }
                next = close.map { $0 + 3 }
            } else if startsWith("<?", at: i) {
                next = find("?>", from: i + 2).map { $0 + 2 }
            } else if startsWith("<!", at: i) {
                next = declarationEnd(from: i + 2)
            } else if startsWith("</", at: i) {
                next = endTag(at: i)
            } else {
                next = startTag(at: i)
            }
            guard let next else {
                errorOffset = i
                return
            }
            i = next
        }
        if !stack.isEmpty { errorOffset = n }
    }

    /// Reads the start tag at `start`; returns the offset past its `>`, or nil when it has no name or no `>`.
    private mutating func startTag(at start: Int) -> Int? {
        let name = nameBytes(from: start + 1)
        guard !name.isEmpty, let close = tagEnd(from: start + 1 + name.count) else { return nil }
        let selfClosing = bytes[close - 1] == UInt8(ascii: "/")
        let topLevelKey = name == Self.keyName && stack == Self.topLevelPath
        if topLevelKey {
            awaitingValue = nil
            if selfClosing {
                topLevelKeys.append(Key(text: "", offset: start))
                topLevelElements.append(Elements(key: start..<(close + 1), value: nil))
                awaitingValue = (topLevelKeys.count - 1, nil)
            } else {
                key = Key(text: "", offset: start)
            }
        } else if stack == Self.topLevelPath, let awaiting = awaitingValue, awaiting.start == nil {
            if selfClosing {
                topLevelElements[awaiting.key].value = start..<(close + 1)
                awaitingValue = nil
            } else {
                awaitingValue = (awaiting.key, start)
            }
        }
        if !selfClosing { stack.append(name) }
        return close + 1
    }

    /// Reads the end tag at `start`; returns the offset past its `>`, or nil when it closes no open element.
    private mutating func endTag(at start: Int) -> Int? {
        let name = nameBytes(from: start + 2)
        guard let close = find(">", from: start + 2 + name.count), stack.last == name else { return nil }
        stack.removeLast()
        if name == Self.keyName, let k = key {
            topLevelKeys.append(k)
            topLevelElements.append(Elements(key: k.offset..<(close + 1), value: nil))
            key = nil
            awaitingValue = (topLevelKeys.count - 1, nil)
        } else if stack == Self.topLevelPath, let awaiting = awaitingValue, let valueStart = awaiting.start {
            topLevelElements[awaiting.key].value = valueStart..<(close + 1)
            awaitingValue = nil
        }
        return close + 1
    }

    /// The offset of the `>` ending a tag whose attributes start at `from` (quoted values may hold `>`).
    private func tagEnd(from: Int) -> Int? {
        var i = from
        var quote: UInt8?
        while i < bytes.count {
            let b = bytes[i]
            if let q = quote {
                if b == q { quote = nil }
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                quote = b
            } else if b == UInt8(ascii: ">") {
                return i
            }
            i += 1
        }
        return nil
    }

    /// The offset past the `>` of a `<!…>` declaration (DOCTYPE) whose body starts at `from`: brackets of an
    /// internal subset, quoted strings and comments inside it may hold `>`.
    private func declarationEnd(from: Int) -> Int? {
        var i = from
        var depth = 0
        var quote: UInt8?
        while i < bytes.count {
            let b = bytes[i]
            if let q = quote {
                if b == q { quote = nil }
            } else if startsWith("<!--", at: i) {
                guard let close = find("-->", from: i + 4) else { return nil }
                i = close + 3
                continue
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                quote = b
            } else if b == UInt8(ascii: "[") {
                depth += 1
            } else if b == UInt8(ascii: "]") {
                depth = max(0, depth - 1)
            } else if b == UInt8(ascii: ">") && depth == 0 {
                return i + 1
            }
            i += 1
        }
        return nil
    }

    /// The element name starting at `from`: bytes up to a blank, `/`, `>` or the end.
    private func nameBytes(from: Int) -> [UInt8] {
        var end = from
        while end < bytes.count {
            let b = bytes[end]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: "/") || b == UInt8(ascii: ">") { break }
            end += 1
        }
        return Array(bytes[min(from, end)..<end])
    }

    /// The text of `range` with `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#N;` and `&#xH;` replaced (another
    /// `&…;` is kept as written) and CR LF or a lone CR read as LF.
    private func decodeText(_ range: Range<Int>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var i = range.lowerBound
        while i < range.upperBound {
            let b = bytes[i]
            if b == 0x0D {
                out.append(0x0A)
                i += (i + 1 < range.upperBound && bytes[i + 1] == 0x0A) ? 2 : 1
                continue
            }
            if b == UInt8(ascii: "&"), let semicolon = bytes[(i + 1)..<range.upperBound].prefix(12).firstIndex(of: UInt8(ascii: ";")),
               let replacement = Self.entity(String(decoding: bytes[(i + 1)..<semicolon], as: UTF8.self)) {
                out += Array(replacement.utf8)
                i = semicolon + 1
                continue
            }
            out.append(b)
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The text an entity or character reference `name` (between `&` and `;`) stands for, or nil if unknown.
    private static func entity(_ name: String) -> String? {
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
    }

    private func startsWith(_ pattern: StaticString, at offset: Int) -> Bool {
        let count = pattern.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return pattern.withUTF8Buffer { bytes[offset..<(offset + count)].elementsEqual($0) }
    }

    /// The offset of the first `pattern` at or after `from`, or nil.
    private func find(_ pattern: StaticString, from: Int) -> Int? {
        var i = from
        while i < bytes.count {
            if startsWith(pattern, at: i) { return i }
            i += 1
        }
        return nil
    }

    private static let keyName = Array("key".utf8)
    private static let topLevelPath = [Array("plist".utf8), Array("dict".utf8)]
}
