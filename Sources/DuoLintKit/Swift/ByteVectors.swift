/// Sixteen-bytes-at-a-time byte classes for the lexer's name scan, in vector registers (SSE2 on x86-64, NEON on arm64).
///
/// `ByteWords` does the same work in a 64-bit integer, eight bytes at a time; its constants are 64-bit immediates,
/// each one instruction to load on x86-64 (9 for `nonIdentifier`), while a vector operation reads its constant from
/// memory. A name's end within 16 bytes costs about 22 instructions here against 31 for the first eight bytes there
/// (and 60 for sixteen).
enum ByteVectors {
    /// The number of bytes (0–16) at `base + i` before the first one that is not an ASCII letter, digit or `_`;
    /// 16 when all sixteen are. Reads the 16 bytes `base + i ..< base + i + 16` (unaligned), which must be readable.
    /// Byte `k` of the answer is byte `k` in memory only on a little-endian platform (`ByteWords.available`).
    @inline(__always) static func identifierLength(_ base: UnsafePointer<UInt8>, _ i: Int) -> Int {
        let v = UnsafeRawPointer(base + i).loadUnaligned(as: SIMD16<UInt8>.self)
        // `A`–`Z` onto `a`–`z` (nothing else lands in `a`–`z`); each range test is one unsigned compare of the
        // byte minus the range's first value.
        let folded = v | SIMD16<UInt8>(repeating: 0x20)
        let letter = (folded &- SIMD16<UInt8>(repeating: 0x61)) .< SIMD16<UInt8>(repeating: 26)
        let digit = (v &- SIMD16<UInt8>(repeating: 0x30)) .< SIMD16<UInt8>(repeating: 10)
        let underscore = v .== SIMD16<UInt8>(repeating: 0x5F)
        // 0xFF in each identifier byte, 0 elsewhere; read as two little-endian words.
        let halves = unsafeBitCast(letter .| digit .| underscore, to: SIMD2<UInt64>.self)
        let low = ~halves[0]
        if low != 0 { return low.trailingZeroBitCount &>> 3 }
        let high = ~halves[1]
        return high == 0 ? 16 : 8 &+ (high.trailingZeroBitCount &>> 3)
    }
}
