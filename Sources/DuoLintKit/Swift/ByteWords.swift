/// Eight-bytes-at-a-time byte classes for the lexer's scanning loops (SWAR: "SIMD within a register").
///
/// Each function takes eight bytes loaded little-endian (`load`: byte `i` of the buffer is bits `8i…8i+7`)
/// and returns a mask with the high bit (0x80) of byte `i` set exactly when byte `i` is in the class and
/// every other bit clear. All arithmetic stays inside each byte (no carry or borrow crosses bytes), so the
/// answer for one byte never depends on its neighbours; except in `nonIdentifier`, exact up to its first mark.
/// `firstIndex` turns a mask into the index (0–7) of its first set byte.
enum ByteWords {
    /// The high bit of every byte.
    static let high: UInt64 = 0x8080_8080_8080_8080
    /// `b` in every byte.
    @inline(__always) static func splat(_ b: UInt8) -> UInt64 { UInt64(b) &* 0x0101_0101_0101_0101 }

    /// True when the scans below may run on this platform (they assume little-endian loads).
    @inline(__always) static var available: Bool {
        #if _endian(little)
        return true
        #else
        return false
        #endif
    }

    /// The eight bytes at `base + i` (unaligned).
    @inline(__always) static func load(_ base: UnsafePointer<UInt8>, _ i: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
    }

    /// The index (0–7) of the first byte whose high bit is set in `mask` (which must not be 0).
    @inline(__always) static func firstIndex(_ mask: UInt64) -> Int { mask.trailingZeroBitCount &>> 3 }

    /// High bit set on each byte equal to `value`.
    @inline(__always) static func equal(_ x: UInt64, _ value: UInt8) -> UInt64 {
        let z = x ^ splat(value)
        // A byte is non-zero when its low seven bits added to 0x7F carry into bit 7, or its bit 7 is set.
        return ~(((z & ~high) &+ ~high) | z) & high
    }

    /// High bit set on the first byte that is not an ASCII letter, digit or `_` (a byte ≥ 0x80 is not one); the
    /// bytes after that one may be marked or not. Only `firstIndex` of the result, and whether it is 0, mean anything.
    ///
    /// Unlike the other classes this one lets a carry cross bytes, which saves the masking of the high bits: a letter,
    /// digit or `_` never makes one (every sum below stays under 0x100 for it), so a carry only starts at a byte that is
    /// marked anyway and only changes bytes after it (little-endian: later in memory).
    @inline(__always) static func nonIdentifier(_ x: UInt64) -> UInt64 {
        let folded = x | splat(0x20) // `A`–`Z` onto `a`–`z`; nothing else lands in `a`–`z`
        let letters = (folded &+ splat(0x80 - 0x61)) & ~(folded &+ splat(0x80 - 0x7B))
        let digits = (x &+ splat(0x80 - 0x30)) & ~(x &+ splat(0x80 - 0x3A))
        let z = x ^ splat(0x5F)
        // High bit clear exactly for `_` (z == 0); set for every byte ≥ 0x80 (z's own high bit).
        let notUnderscore = (z &+ splat(0x7F)) | z
        return ~(letters | digits) & notUnderscore & high
    }

    /// High bit set on each byte that is neither a space nor a tab.
    @inline(__always) static func nonBlank(_ x: UInt64) -> UInt64 {
        ~(equal(x, 0x20) | equal(x, 0x09)) & high
    }

    /// High bit set on each line feed or carriage return.
    @inline(__always) static func lineBreaks(_ x: UInt64) -> UInt64 {
        equal(x, 0x0A) | equal(x, 0x0D)
    }
}
