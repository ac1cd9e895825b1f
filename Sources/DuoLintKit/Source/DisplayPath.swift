#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The display form of a file system path: the text duolint uses for a path everywhere it names one (findings,
/// input errors, baseline entries, every reporter), and the path argument it takes on the command line.
///
/// A path is bytes, not text: a name need not be valid UTF-8, and it may hold line breaks, ESC and other
/// controls. Replacing invalid bytes with U+FFFD (as `String(decoding:as:)` and `CommandLine.arguments` do)
/// makes two files name one path; printing controls raw lets a file name forge lines in a CI log or drive the
/// terminal. The display form keeps every path distinct and printable:
///
/// - a byte that is not part of well-formed UTF-8 is written `\xHH` (two upper-case hexadecimal digits);
/// - a backslash is written `\\`;
/// - line breaks, tabs, other controls, the line and paragraph separators, bidirectional controls and
///   `##[` are written as `PrintableText.escaped(_:)` writes them (`\n`, `\r`, `\t`, `\u{1B}`, `##\u{5B}`);
/// - everything else (ASCII, well-formed non-ASCII UTF-8) is written as it is.
///
/// So a path without backslashes, controls or invalid UTF-8 (nearly every path) is its own display form, and
/// the form is decodable back to the exact bytes (`bytes(of:)`): every backslash in it starts an escape.
/// `PrintableText.escaped(_:)` leaves a display form as it is. A display form percent-encoded (SARIF's URIs)
/// is a valid URI; it names the display form, not the raw bytes.
public enum DisplayPath {
    /// The display form of the path `bytes` (no terminating NUL), as the type's description gives it.
    public static func display<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let array = Array(bytes)
        return array.withUnsafeBufferPointer { b in
            var plain = true
            var i = 0
            while i < b.count {
                if b[i] == UInt8(ascii: "\\") { plain = false; break }
                if b[i] < 0x80 { i += 1; continue }
                let n = UTF8Scan.sequenceLength(b, at: i)
                if n == 0 { plain = false; break }
                i += n
            }
            // Valid UTF-8 without backslashes: only PrintableText's escapes can apply.
            if plain { return PrintableText.escaped(String(decoding: b, as: UTF8.self)) }
            var out = ""
            out.reserveCapacity(b.count + 8)
            var runStart = 0
            func flushRun(to end: Int) {
                guard runStart < end else { return }
                let text = String(decoding: UnsafeBufferPointer(rebasing: b[runStart..<end]), as: UTF8.self)
                out += PrintableText.escaped(text.replacingBackslashes())
            }
            i = 0
            while i < b.count {
                let n = b[i] < 0x80 ? 1 : UTF8Scan.sequenceLength(b, at: i)
                if n > 0 { i += n; continue }
                flushRun(to: i)
                out += "\\x" + hexByte(b[i])
                i += 1
                runStart = i
            }
            flushRun(to: b.count)
            return out
        }
    }

    /// The display form of the NUL-terminated path `cString` (an `argv` element, a `d_name`).
    public static func display(cString: UnsafePointer<CChar>) -> String {
        let count = strlen(cString)
        return cString.withMemoryRebound(to: UInt8.self, capacity: count) {
            display(UnsafeBufferPointer(start: $0, count: count))
        }
    }

    /// The path bytes `displayPath` stands for: the inverse of `display(_:)`. `\\`, `\xHH`, `\n`, `\r`, `\t`
    /// and `\u{H…}` are decoded; a backslash that starts none of them (text that is not a display form) is
    /// kept as it is. No terminating NUL.
    public static func bytes(of displayPath: String) -> [UInt8] {
        let utf8 = Array(displayPath.utf8)
        guard utf8.contains(UInt8(ascii: "\\")) else { return utf8 }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count)
        var i = 0
        while i < utf8.count {
            let c = utf8[i]
            guard c == UInt8(ascii: "\\"), i + 1 < utf8.count else { out.append(c); i += 1; continue }
            switch utf8[i + 1] {
            case UInt8(ascii: "\\"): out.append(c); i += 2; continue
            case UInt8(ascii: "n"): out.append(0x0A); i += 2; continue
            case UInt8(ascii: "r"): out.append(0x0D); i += 2; continue
            case UInt8(ascii: "t"): out.append(0x09); i += 2; continue
            case UInt8(ascii: "x"):
                if i + 3 < utf8.count, let high = hexValue(utf8[i + 2]), let low = hexValue(utf8[i + 3]) {
                    out.append(high << 4 | low)
                    i += 4
                    continue
                }
            case UInt8(ascii: "u"):
                if i + 2 < utf8.count, utf8[i + 2] == UInt8(ascii: "{"),
                   let close = utf8[(i + 3)...].firstIndex(of: UInt8(ascii: "}")), close > i + 3, close - (i + 3) <= 6 {
                    var value: UInt32 = 0
                    var valid = true
                    for d in utf8[(i + 3)..<close] {
                        guard let v = hexValue(d) else { valid = false; break }
                        value = value << 4 | UInt32(v)
                    }
                    if valid, let scalar = Unicode.Scalar(value) {
                        out.append(contentsOf: Array(String(Character(scalar)).utf8))
                        i = close + 1
                        continue
                    }
                }
            default:
                break
            }
            out.append(c)
            i += 1
        }
        return out
    }

    /// `body` called with the NUL-terminated file system path `displayPath` stands for (for `open`, `stat`,
    /// `opendir`); without a backslash in `displayPath` no copy is made.
    public static func withFileSystemPath<R>(_ displayPath: String, _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        guard hasEscape(displayPath) else { return try displayPath.withCString(body) }
        let path = bytes(of: displayPath) + [0]
        return try path.withUnsafeBufferPointer { b in
            try b.baseAddress!.withMemoryRebound(to: CChar.self, capacity: b.count) { try body($0) }
        }
    }

    /// True when `displayPath` holds a backslash (the only byte that starts an escape): found by `memchr` in the
    /// string's UTF-8 in place, as every file a run reads asks it of its path.
    static func hasEscape(_ displayPath: String) -> Bool {
        var path = displayPath
        return path.withUTF8 { b in b.baseAddress.map { memchr($0, 0x5C, b.count) != nil } ?? false }
    }

    /// The path `displayPath` stands for as text, invalid UTF-8 replaced by U+FFFD: for APIs that take a
    /// `String` path (Foundation). Exact for every path that is valid UTF-8.
    public static func text(of displayPath: String) -> String {
        guard hasEscape(displayPath) else { return displayPath }
        return String(decoding: bytes(of: displayPath), as: UTF8.self)
    }

    /// `b` as two upper-case hexadecimal digits.
    private static func hexByte(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return String(decoding: [digits[Int(b >> 4)], digits[Int(b & 0x0F)]], as: UTF8.self)
    }

    /// The value of the hexadecimal digit `d` (either case), or nil.
    private static func hexValue(_ d: UInt8) -> UInt8? {
        switch d {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return d - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return d - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return d - UInt8(ascii: "a") + 10
        default: return nil
        }
    }
}

private extension String {
    /// The text with every backslash doubled.
    func replacingBackslashes() -> String {
        guard utf8.contains(UInt8(ascii: "\\")) else { return self }
        var out = String.UnicodeScalarView()
        for s in unicodeScalars {
            out.append(s)
            if s == "\\" { out.append(s) }
        }
        return String(out)
    }
}
