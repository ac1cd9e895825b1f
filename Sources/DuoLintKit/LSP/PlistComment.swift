/// Where an XML comment may go in an Info.plist's text for "Disable RULE for this line".
enum PlistComment {
    /// The elements whose text a line break may be part of: a comment line there would become their text.
    private static let textElements = ["string", "key", "data", "date", "integer", "real"]

    /// True when a new line holding an XML comment can go at `offset`, the start of 0-based `line` of `bytes`:
    /// between two elements, that is after a `>` (or nothing) and blanks only, and not inside a comment, a
    /// CDATA section, a processing instruction or an element holding text (`<string>`, `<key>`, `<data>`, …);
    /// nor on the first line when the text starts with an XML declaration (nothing may come before it).
    static func canStartLine(at offset: Int, line: Int, in bytes: [UInt8]) -> Bool {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let body = bytes.starts(with: bom) ? bytes.dropFirst(3) : bytes[...]
        if line == 0, body.starts(with: Array("<?xml".utf8)) { return false }
        let before = bytes[..<offset]
        func last(_ s: String) -> Int { lastIndex(of: Array(s.utf8), in: before) ?? -1 }
        for (open, close) in [("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>")] where last(open) > last(close) { return false }
        // After the last tag and blanks only.
        guard let lastText = before.lastIndex(where: { $0 != 32 && $0 != 9 && $0 != 10 && $0 != 13 }) else { return true }
        guard bytes[lastText] == UInt8(ascii: ">"), let open = before[..<lastText].lastIndex(of: UInt8(ascii: "<")) else { return false }
        // That tag must not open an element holding text (`<string xml:space="preserve">`, a `<key>` on two lines).
        let tag = bytes[(open + 1)..<lastText]
        let name = String(decoding: tag.prefix { $0 != 32 && $0 != 9 && $0 != 10 && $0 != 13 && $0 != UInt8(ascii: "/") }, as: UTF8.self)
        return !(textElements.contains(name) && tag.last != UInt8(ascii: "/"))
    }

    /// The start of the last occurrence of `pattern` in `bytes`, or nil.
    private static func lastIndex(of pattern: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        var i = bytes.endIndex - pattern.count
        while i >= bytes.startIndex {
            if bytes[i] == pattern[0], bytes[i..<(i + pattern.count)].elementsEqual(pattern) { return i }
            i -= 1
        }
        return nil
    }
}
