/// 64-bit FNV-1a hash (Fowler–Noll–Vo), used for fingerprints: SARIF's `duolint/v1`, the
/// baseline's line hashes and the codeclimate fingerprints.
struct FNV1a64 {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Hashes the UTF-8 bytes of `text` followed by a 0 byte, so that
    /// `("ab", "c")` and `("a", "bc")` hash differently.
    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            for byte in bytes { add(byte) }
        }
        add(0)
    }

    /// Hashes one byte.
    mutating func add(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01B3
    }

    /// The hash as 16 lowercase hex digits.
    var hex: String { FNV1a64.hex(value) }

    /// `value` as 16 lowercase hex digits.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// Semantic Versioning 2.0.0 syntax check, for `semanticVersion`.
enum SemanticVersion {
    /// Whether `text` is `MAJOR.MINOR.PATCH`, optionally followed by
    /// `-prerelease` and `+build` (numbers without leading zeros; identifiers
    /// of ASCII letters, digits and `-`).
    static func isValid(_ text: String) -> Bool {
        var rest = Substring(text)
        if let plus = rest.firstIndex(of: "+") {
            let build = rest[rest.index(after: plus)...]
            guard identifiers(build, numeric: false) else { return false }
            rest = rest[..<plus]
        }
        if let dash = rest.firstIndex(of: "-") {
            let prerelease = rest[rest.index(after: dash)...]
            guard identifiers(prerelease, numeric: true) else { return false }
            rest = rest[..<dash]
        }
        let core = rest.split(separator: ".", omittingEmptySubsequences: false)
        return core.count == 3 && core.allSatisfy { isNumber($0) }
    }

    /// A non-empty run of ASCII digits without a leading zero (except `0` itself).
    private static func isNumber(_ part: Substring) -> Bool {
        !part.isEmpty && part.utf8.allSatisfy { (48...57).contains($0) }
            && (part.count == 1 || part.first != "0")
    }

    /// Dot-separated non-empty identifiers of `[0-9A-Za-z-]`; when
    /// `numeric`, an all-digit identifier must have no leading zero.
    private static func identifiers(_ text: Substring, numeric: Bool) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            guard !part.isEmpty, part.utf8.allSatisfy({ byte in
                (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == 45
            }) else { return false }
            if numeric, part.utf8.allSatisfy({ (48...57).contains($0) }) { return isNumber(part) }
            return true
        }
    }
}
