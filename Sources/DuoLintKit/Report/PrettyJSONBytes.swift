/// The pieces of pretty-printed JSON as `ReportJSONEncoding`'s `JSONEncoder` writes them (two-space indentation,
/// `"key" : value`, `,` and a line break between two members or elements, `/` not escaped), appended to UTF-8
/// bytes: what `JSONFindingWriter` and `SARIFResultWriter` write objects with, keys given in sorted order.
///
/// An object or array is `open`ed, each member starts with `member` (each element with `element`), which
/// writes the line break, the separator before every member but the first and the indentation, and it is
/// `close`d at its own level. Empty objects and arrays are not written this way (the encoder writes them
/// differently); the writers never write one.
enum PrettyJSONBytes {
    /// `2 * level` spaces.
    static func indent(_ level: Int, _ out: inout [UInt8]) {
        let count = 2 * level
        guard count <= 32 else {
            out.append(contentsOf: repeatElement(0x20, count: count))
            return
        }
        let spaces: StaticString = "                                "
        spaces.withUTF8Buffer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<count])) }
    }

    /// The start of a member of an object whose members are at `level`: `\n` (first) or `,\n`, the
    /// indentation and `"name" : `. Sets `first` to false.
    static func member(_ name: StaticString, _ level: Int, _ first: inout Bool, _ out: inout [UInt8]) {
        element(level, &first, &out)
        out.append(0x22)
        name.withUTF8Buffer { out.append(contentsOf: $0) }
        out.append(contentsOf: [0x22, 0x20, 0x3A, 0x20])
    }

    /// The start of an element of an array whose elements are at `level`: `\n` (first) or `,\n` and the
    /// indentation. Sets `first` to false.
    static func element(_ level: Int, _ first: inout Bool, _ out: inout [UInt8]) {
        if first {
            out.append(0x0A)
            first = false
        } else {
            out.append(contentsOf: [0x2C, 0x0A])
        }
        indent(level, &out)
    }

    /// A line break, the indentation of `level` (the object's or array's own) and the closing `byte` (`}` or `]`).
    static func close(_ byte: UInt8, _ level: Int, _ out: inout [UInt8]) {
        out.append(0x0A)
        indent(level, &out)
        out.append(byte)
    }

    /// The member `"name" : "value"` (see `member`), the value escaped by `string`.
    static func member(_ name: StaticString, _ value: String, _ level: Int, _ first: inout Bool, _ out: inout [UInt8]) {
        member(name, level, &first, &out)
        string(value, &out)
    }

    /// The member `"name" : value` (see `member`), the integer in decimal.
    static func member(_ name: StaticString, _ value: Int, _ level: Int, _ first: inout Bool, _ out: inout [UInt8]) {
        member(name, level, &first, &out)
        integer(value, &out)
    }

    /// `value` in decimal, with a `-` when negative: the digits appended one by one, most significant first
    /// (`String(value)` made a string per number; a report writes several per finding).
    static func integer(_ value: Int, _ out: inout [UInt8]) {
        if value >= 0 && value < 10 {
            out.append(0x30 + UInt8(value))
            return
        }
        guard value > 0 else {
            out.append(contentsOf: String(value).utf8)
            return
        }
        var power = 1
        while power <= value / 10 { power &*= 10 }
        var rest = value
        while power > 0 {
            let digit = rest / power
            out.append(0x30 &+ UInt8(truncatingIfNeeded: digit))
            rest &-= digit &* power
            power /= 10
        }
    }

    /// True when one of the eight bytes of `word` is below `0x20`, `"` or `\` (a byte `string` escapes); false
    /// only when none is. The classic "has a zero byte" and "has a byte less than n" word tricks (exact for the
    /// question whether some byte matches, for n up to 128).
    @inline(__always)
    static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ v: UInt64) -> Bool { (v &- ones) & ~v & high != 0 }
        let below20 = (word &- 0x20 &* ones) & ~word & high != 0
        return below20 || hasZeroByte(word ^ (0x22 &* ones)) || hasZeroByte(word ^ (0x5C &* ones))
    }

    /// `text` as a JSON string the way `JSONEncoder` writes it with `.withoutEscapingSlashes`: `"` and `\`
    /// escaped, the C0 controls as `\b`, `\t`, `\n`, `\f`, `\r`, else `\u00xx`, everything else as its UTF-8
    /// (`ReportJSONEncoding.escapingInvisibles` escapes what the encoder leaves raw, for both).
    static func string(_ text: String, _ out: inout [UInt8]) {
        out.append(0x22)
        var text = text
        text.withUTF8 { bytes in
            var copied = 0
            let n = bytes.count
            var i = 0
            while i < n {
                // Eight bytes at a time while none is escaped (nearly every byte of a message or path).
                if i + 8 <= n, !mayNeedEscape(UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)) {
                    i += 8
                    continue
                }
                let b = bytes[i]
                i += 1
                guard b < 0x20 || b == 0x22 || b == 0x5C else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<(i - 1)]))
                copied = i
                switch b {
                case 0x22: out.append(contentsOf: [0x5C, 0x22])
                case 0x5C: out.append(contentsOf: [0x5C, 0x5C])
                case 0x08: out.append(contentsOf: [0x5C, 0x62])
                case 0x09: out.append(contentsOf: [0x5C, 0x74])
                case 0x0A: out.append(contentsOf: [0x5C, 0x6E])
                case 0x0C: out.append(contentsOf: [0x5C, 0x66])
                case 0x0D: out.append(contentsOf: [0x5C, 0x72])
                default:
                    let hex: StaticString = "0123456789abcdef"
                    hex.withUTF8Buffer { digits in
                        out.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, digits[Int(b >> 4)], digits[Int(b & 0x0F)]])
                    }
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        }
        out.append(0x22)
    }
}
