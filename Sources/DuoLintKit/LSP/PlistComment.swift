/// Where an XML comment may go in an Info.plist's text for "Disable RULE for this line".
enum PlistComment {
    /// True when a new line holding an XML comment can go at `offset`, the start of 0-based `line` of `bytes`:
    /// not on the first line when the text starts with an XML declaration (nothing may come before it), and
    /// not inside a comment or a `<string>` element that began earlier (the comment would become its text).
    static func canStartLine(at offset: Int, line: Int, in bytes: [UInt8]) -> Bool {
        if line == 0, bytes.starts(with: Array("<?xml".utf8)) { return false }
        let before = bytes[..<offset]
        func last(_ s: String) -> Int { lastIndex(of: Array(s.utf8), in: before) ?? -1 }
        if last("<!--") > last("-->") { return false }
        return last("<string>") <= last("</string>")
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
