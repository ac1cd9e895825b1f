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
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        var hashes = 0
        for scalar in text.unicodeScalars {
            defer { hashes = scalar == "#" ? hashes + 1 : 0 }
            switch scalar.value {
            case 0x5B where hashes >= 2: out += "&#91;"
            case 0x26: out += "&amp;"
            case 0x3C: out += "&lt;"
            case 0x3E: out += "&gt;"
            case 0x22: out += "&quot;"
            case 0x27: out += "&apos;"
            case 0x0D: out += "&#13;"
            case 0x0A: out += "&#10;"
            case 0x09 where attribute: out += "&#9;"
            case 0x09: out.unicodeScalars.append(scalar)
            case 0x00..<0x20, 0xFFFE, 0xFFFF: out += "\u{FFFD}"
            case let v where PrintableText.needsEscape(v): out += "&#\(v);"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The XML declaration the reports start with, with its line break.
    static let declaration = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
}
