/// Text made safe to print on a terminal or into a CI log: every character that a terminal or a CI runner
/// could read as a command, or that could start a new line, is written visibly instead.
///
/// A CI system reads workflow commands from the log (GitHub Actions: `::add-mask::…`, `::error file=…::…`
/// at the start of a line, after optional white space, and the older `##[command]…`); a terminal reads escape
/// sequences (ESC, CSI) and C1 controls. A file in a pull request can put any of these into a path, a spec
/// id or a configuration value that duolint echoes. So everything duolint writes as text — the `xcode`
/// reporter, input errors and summaries on standard error — goes through `escaped(_:)` or `line(_:)`.
///
/// The escapes read as Swift string escapes: `\n`, `\r`, `\t`, and `\u{1B}` (hexadecimal, upper case) for
/// every other C0 control, DEL, the C1 controls (U+0080–U+009F), the line and paragraph separators
/// (U+2028, U+2029), the bidirectional controls (Unicode's Bidi_Control: the marks U+061C, U+200E, U+200F,
/// the overrides and embeddings U+202A–U+202E and the isolates U+2066–U+2069, which reorder what a reader
/// sees) and U+FEFF. A backslash is left as it is, so escaping twice changes nothing more.
public enum PrintableText {
    /// True for a scalar that `escaped(_:)` writes as an escape.
    @inline(__always)
    static func needsEscape(_ v: UInt32) -> Bool {
        v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || v == 0x2028 || v == 0x2029
            || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0xFEFF
            || v == 0x061C || v == 0x200E || v == 0x200F
    }

    /// `text` with every control character, line or paragraph separator and bidirectional control written
    /// as a visible escape (see the type's description), and `##[` written as `##\u{5B}` so that no part of
    /// it reads as an old-style workflow command. Text without any of them is returned as it is.
    public static func escaped(_ text: String) -> String {
        var copy = text
        if copy.withUTF8({ !needsEscapeInUTF8($0) }) { return text }
        var out = String.UnicodeScalarView()
        var hashes = 0
        for scalar in text.unicodeScalars {
            let v = scalar.value
            defer { hashes = v == 0x23 ? hashes + 1 : 0 }
            if v == 0x5B && hashes >= 2 {
                out.append(contentsOf: "\\u{5B}".unicodeScalars)
                continue
            }
            guard needsEscape(v) else { out.append(scalar); continue }
            switch v {
            case 0x0A: out.append(contentsOf: "\\n".unicodeScalars)
            case 0x0D: out.append(contentsOf: "\\r".unicodeScalars)
            case 0x09: out.append(contentsOf: "\\t".unicodeScalars)
            default: out.append(contentsOf: "\\u{\(String(v, radix: 16, uppercase: true))}".unicodeScalars)
            }
        }
        return String(out)
    }

    /// True when the UTF-8 bytes `b` hold a scalar that `needsEscape` takes or a `##[`: read byte by byte, so
    /// that text with other non-ASCII characters (`…`, `—`, `é`) is returned as it is without being decoded
    /// (every `foreground_ignores_safe_area` message has a `…`: decoding and rebuilding each one cost 155,000
    /// instructions a finding).
    static func needsEscapeInUTF8(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = b.count
        var i = 0
        while i < n {
            let c = b[i]
            if c < 0x20 || c == 0x7F { return true }
            // A scalar's lead byte and the bytes after it; a string's UTF-8 is valid, so the bytes are there.
            let c1: UInt8 = i + 1 < n ? b[i + 1] : 0, c2: UInt8 = i + 2 < n ? b[i + 2] : 0
            switch c {
            case UInt8(ascii: "#"): if c1 == UInt8(ascii: "#") && c2 == UInt8(ascii: "[") { return true }
            case 0xC2: if (0x80...0x9F).contains(c1) { return true }  // U+0080–U+009F
            case 0xD8: if c1 == 0x9C { return true }  // U+061C
            case 0xE2:
                // U+200E, U+200F, U+2028–U+202E; U+2066–U+2069.
                if c1 == 0x80 && (c2 == 0x8E || c2 == 0x8F || (0xA8...0xAE).contains(c2)) { return true }
                if c1 == 0x81 && (0xA6...0xA9).contains(c2) { return true }
            case 0xEF: if c1 == 0xBB && c2 == 0xBF { return true }  // U+FEFF
            default: break
            }
            i += 1
        }
        return false
    }

    /// One line of text output (without its line break): `escaped(text)`, and, when that begins with `::`
    /// (after spaces), `./` put before it. duolint's lines begin with a path or with duolint's own words, so
    /// only a path can begin with `::`, and `./PATH` names the same file without reading as a workflow
    /// command. Only the `github` reporter writes lines that are meant to be read as commands.
    public static func line(_ text: String) -> String {
        let safe = escaped(text)
        let start = safe.utf8.firstIndex { $0 != UInt8(ascii: " ") } ?? safe.utf8.endIndex
        if safe.utf8[start...].starts(with: "::".utf8) { return "./" + safe }
        return safe
    }
}
