import Foundation

/// The `\` escapes of a quoted OpenStep string, decoded exactly as Foundation's `PropertyListSerialization`
/// decodes them, so a key written with escapes is found under the name Foundation gives it.
///
/// Measured with swift-corelibs-foundation of Swift 6.3.1 on Linux (a small script reading `{ k = "…"; }`):
/// `\a \b \f \n \r \t \v` are the C control characters (7, 8, 0xC, 0xA, 0xD, 9, 0xB); `\U` takes up to 4 hex
/// digits (`\U0046` → F, `\U004` → U+0004, `\Ux` → U+0000 then x, `\U12345` → U+1234 then 5), a high surrogate
/// followed by `\U` and a low one is one character (`\UD83D\UDE00` → U+1F600), a lone surrogate is U+FFFD;
/// `\` and 1–3 octal digits is that byte read as NEXTSTEP text (`\137` → _, `\200` → U+00A0, `\351` → U+00D8),
/// a byte NEXTSTEP does not define (`\376`, `\377`) and values above 0o377 wrap to a byte (`\400` → U+0000);
/// any other character after `\` stands for itself (`\"`, `\\`, `\'`, `\u`, `\q`, `\8`).
enum PBXProjStringEscapes {
    /// Decodes the escape whose `\` is at `b[start]` (`start + 1 < b.count`). Returns the UTF-8 bytes it stands for
    /// and the offset just past it.
    static func decode(_ b: [UInt8], at start: Int) -> (bytes: [UInt8], end: Int) {
        var j = start + 1
        let c = b[j]
        switch c {
        case 0x61: return ([0x07], j + 1)
        case 0x62: return ([0x08], j + 1)
        case 0x66: return ([0x0C], j + 1)
        case 0x6E: return ([0x0A], j + 1)
        case 0x72: return ([0x0D], j + 1)
        case 0x74: return ([0x09], j + 1)
        case 0x76: return ([0x0B], j + 1)
        case 0x30...0x37:
            var v = 0
            var n = 0
            while n < 3 && j < b.count && (0x30...0x37).contains(b[j]) { v = v * 8 + Int(b[j] - 0x30); j += 1; n += 1 }
            let byte = UInt8(truncatingIfNeeded: v)
            if byte < 0x80 { return ([byte], j) }
            let text = String(data: Data([byte]), encoding: .nextstep) ?? "\u{0}"
            return (Array(text.utf8), j)
        case 0x55:
            let (first, afterFirst) = hex4(b, from: j + 1)
            if (0xD800...0xDBFF).contains(first), afterFirst + 1 < b.count, b[afterFirst] == 0x5C, b[afterFirst + 1] == 0x55 {
                let (second, afterSecond) = hex4(b, from: afterFirst + 2)
                if (0xDC00...0xDFFF).contains(second) {
                    let scalar = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                    return (utf8(scalar), afterSecond)
                }
            }
            return (utf8(first), afterFirst)
        default:
            // A UTF-8 sequence after `\` stands for itself whole.
            var end = j + 1
            if c >= 0xC0 { while end < b.count && (b[end] & 0xC0) == 0x80 { end += 1 } }
            return (Array(b[j..<end]), end)
        }
    }

    /// Up to 4 hex digits from `from`: their value (0 for none) and the offset after them.
    private static func hex4(_ b: [UInt8], from: Int) -> (Int, Int) {
        var v = 0
        var j = from
        while j < b.count && j - from < 4, let d = hexValue(b[j]) { v = v * 16 + d; j += 1 }
        return (v, j)
    }

    private static func hexValue(_ c: UInt8) -> Int? {
        switch c {
        case 0x30...0x39: return Int(c - 0x30)
        case 0x41...0x46: return Int(c - 0x41 + 10)
        case 0x61...0x66: return Int(c - 0x61 + 10)
        default: return nil
        }
    }

    /// The UTF-8 bytes of the scalar `v`; U+FFFD for a lone surrogate.
    private static func utf8(_ v: Int) -> [UInt8] {
        Array(String(Unicode.Scalar(UInt32(v)) ?? "\u{FFFD}").utf8)
    }
}
