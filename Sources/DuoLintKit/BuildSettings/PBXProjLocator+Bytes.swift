/// The byte checks of `PBXProjLocator`: hex digits of `<…>` data, and UTF-8 well-formedness of the whole file.
extension PBXProjLocator {
    /// True for an ASCII hex digit.
    static func isHex(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
    }

    /// The offset of the first byte of `b` that is not part of a well-formed UTF-8 sequence, or nil.
    static func firstInvalidUTF8(_ b: [UInt8]) -> Int? {
        var i = 0
        while i < b.count {
            let c = b[i]
            if c < 0x80 { i += 1; continue }
            let n: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch c {
            case 0xC2...0xDF: n = 1
            case 0xE0: n = 2; low = 0xA0
            case 0xE1...0xEC, 0xEE, 0xEF: n = 2
            case 0xED: n = 2; high = 0x9F
            case 0xF0: n = 3; low = 0x90
            case 0xF1...0xF3: n = 3
            case 0xF4: n = 3; high = 0x8F
            default: return i
            }
            for k in 1...n {
                guard i + k < b.count else { return i }
                let d = b[i + k]
                // The sequence's first byte is the one reported (the byte after it may be plain ASCII).
                if k == 1 ? !(low...high).contains(d) : (d & 0xC0) != 0x80 { return i }
            }
            i += n + 1
        }
        return nil
    }
}
