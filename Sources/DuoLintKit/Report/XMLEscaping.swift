/// Text escaping shared by the XML reporters (`checkstyle`, `junit`).
enum XMLEscaping {
    /// `text` ready to stand between quotes as an attribute value (`attribute: true`) or as element content.
    ///
    /// `&`, `<`, `>`, `"` and `'` become `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&apos;`. Characters that XML 1.0
    /// does not allow at all (the C0 controls other than tab, line feed and carriage return; U+FFFE; U+FFFF) are
    /// **replaced by U+FFFD** (the replacement character), so the document stays well-formed and the reader sees
    /// that something was there. A carriage return becomes `&#13;` (a parser would otherwise turn it into a
    /// line feed) and a line feed `&#10;`, so that no text of a finding starts a new line of the report (a CI
    /// log shows the report line by line, and reads a line starting with `::` as a command); in an attribute
    /// a tab also becomes `&#9;` (written literally, attribute normalization would turn it into a space). DEL,
    /// the C1 controls (U+0080–U+009F), the line and paragraph separators (U+2028, U+2029), the bidirectional
    /// controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and U+FEFF become decimal character references (`&#133;`,
    /// `&#8232;`), which a parser reads back as the same characters but a terminal or log never sees raw; so
    /// does the `[` of `##[` (`&#91;`), an old-style workflow command to a CI runner anywhere on a line.
    /// Everything else, non-ASCII included, is written as is (the documents are UTF-8).
    static func escape(_ text: String, attribute: Bool) -> String {
        guard text.utf8.contains(where: {
            $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0x7F
                || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 || $0 == 0xEF || $0 == 0x5B
        })
        else { return text }
        // Byte by byte (a String built scalar by scalar took most of a `junit` report's time): ASCII is handled
        // here, a multi-byte character is decoded only to be judged, and copied as it is unless it is escaped.
        var out: [UInt8] = []
        var text = text
        text.withUTF8 { b in
            out.reserveCapacity(b.count + 16)
            var hashes = 0
            var i = 0
            while i < b.count {
                let c = b[i]
                guard c >= 0x80 else {
                    switch c {
                    case 0x5B where hashes >= 2: append("&#91;", to: &out)
                    case 0x26: append("&amp;", to: &out)
                    case 0x3C: append("&lt;", to: &out)
                    case 0x3E: append("&gt;", to: &out)
                    case 0x22: append("&quot;", to: &out)
                    case 0x27: append("&apos;", to: &out)
                    case 0x0D: append("&#13;", to: &out)
                    case 0x0A: append("&#10;", to: &out)
                    case 0x09 where attribute: append("&#9;", to: &out)
                    case 0x09: out.append(c)
                    case 0x00..<0x20: append("\u{FFFD}", to: &out)
                    case 0x7F: append("&#127;", to: &out)
                    default: out.append(c)
                    }
                    hashes = c == 0x23 ? hashes + 1 : 0
                    i += 1
                    continue
                }
                // A String holds well-formed UTF-8: the lead byte gives the length.
                let length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2
                let v = UTF8Scan.decode(b, at: i, length: length)
                if v == 0xFFFE || v == 0xFFFF {
                    append("\u{FFFD}", to: &out)
                } else if PrintableText.needsEscape(v) {
                    out.append(contentsOf: "&#\(v);".utf8)
                } else {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: b[i..<(i + length)]))
                }
                hashes = 0
                i += length
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the UTF-8 of `s` to `out`.
    @inline(__always)
    private static func append(_ s: StaticString, to out: inout [UInt8]) {
        s.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// The XML declaration the reports start with, with its line break.
    static let declaration = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
}
