/// Swift's reserved words, recognised when lexing so rules can test a token's
/// kind instead of its text. Contextual keywords (`get`, `set`, `some`,
/// `override`, …) stay identifiers, as the lexical grammar has them.
enum SwiftKeywords {
    static let words: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super",
        "throws", "true", "try",
    ]

    /// Packs up to 16 bytes plus the length into a key, so lookups allocate nothing.
    struct Key: Hashable {
        var a: UInt64
        var b: UInt64
        var n: Int
    }

    /// The key of `bytes[start..<start+count]`, or nil when longer than 16 bytes.
    @inline(__always)
    static func key(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Key? {
        if count > 16 { return nil }
        // Two unaligned 8-byte loads, masked to `count` bytes (little-endian: byte i is bits 8i…8i+7), when 16
        // bytes are readable from `start`; else byte by byte.
        if let base = bytes.baseAddress, start + 16 <= bytes.count, UInt16(littleEndian: 1) == 1 {
            let raw = UnsafeRawPointer(base + start)
            var a = raw.loadUnaligned(as: UInt64.self)
            var b = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            if count < 8 {
                a &= (1 << UInt64(8 * count)) - 1
                b = 0
            } else if count < 16 {
                b &= count == 8 ? 0 : (1 << UInt64(8 * (count - 8))) - 1
            }
            return Key(a: a, b: b, n: count)
        }
        var a: UInt64 = 0, b: UInt64 = 0
        for i in 0..<count {
            let v = UInt64(bytes[start + i])
            if i < 8 { a |= v << (8 * UInt64(i)) } else { b |= v << (8 * UInt64(i - 8)) }
        }
        return Key(a: a, b: b, n: count)
    }
}
