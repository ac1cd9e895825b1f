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
        var clean = true
        for b in text.utf8 where b < 0x20 || b == 0x7F || b == 0xC2 || b == 0xD8 || b == 0xE2 || b == 0xEF || b == UInt8(ascii: "#") {
            clean = false
            break
        }
        if clean { return text }
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
