/// GitHub code scanning's `primaryLocationLineHash`: the partial fingerprint that GitHub's upload action
/// (`github/codeql-action`, `src/fingerprints.ts`) adds to a result without one, computed here so that a
/// log uploaded through the API and one uploaded by the action carry the same value.
///
/// The algorithm, as the action computes it (read at codeql-action f3f1edb, and reimplemented here):
///
/// - The file's bytes are decoded as UTF-8 (an invalid sequence becomes U+FFFD) and read as **UTF-16 code
///   units**, one at a time. Spaces and tabs are skipped; `\r\n`, `\r` and `\n` all count as one `\n`.
/// - A line starts at its first code unit that is not skipped; lines are numbered from 1. After the last
///   code unit comes one more unit of value 65535 (end of file), which starts a line of its own when the file
///   ends with a line break.
/// - A rolling polynomial hash with base 37 over a window of the last 100 units (64-bit two's-complement
///   arithmetic, wrapping): `h = 37·h + unit − 37¹⁰⁰·(unit leaving the window)`. A line's hash is the value
///   once the 100 units starting at the line's first unit are in the window; near the end of the file the
///   window is filled up with zeros.
/// - The value is the hash as an unsigned 64-bit number in lowercase hexadecimal without leading zeros,
///   `:`, and how many lines of the file so far (this one included) had the same hash: `hex:1`, `hex:2`, ….
///
/// Every line has a hash: an empty line or one of only spaces and tabs starts at its line break, and the
/// line after the last line break (empty when the file ends with one) starts at the end-of-file unit.
public enum LineHash {
    /// The units of the window.
    static let blockSize = 100
    /// The base of the polynomial.
    static let base: UInt64 = 37
    /// `base` to the power `blockSize`, wrapping: the weight of the unit leaving the window.
    static let firstMod: UInt64 = {
        var m: UInt64 = 1
        for _ in 0..<blockSize { m = m &* base }
        return m
    }()

    /// The `primaryLocationLineHash` of every line of the file whose bytes are `bytes`, by 1-based line
    /// number: lines 1 to the number of line breaks + 1.
    /// With `lines`, only those lines' hashes are kept (the counts still run over the whole file), so a
    /// large file's report does not hold a string per line.
    public static func hashes(of bytes: [UInt8], lines: Set<Int>? = nil) -> [Int: String] {
        var out: [Int: String] = [:]
        var window = [UInt16](repeating: 0, count: blockSize)
        var lineNumbers = [Int](repeating: -1, count: blockSize)
        var hash: UInt64 = 0
        var index = 0
        var lineNumber = 0
        var lineStart = true
        var previousCR = false
        var counts: [UInt64: Int] = [:]

        func emit() {
            let n = counts[hash, default: 0] + 1
            counts[hash] = n
            let line = lineNumbers[index]
            if lines?.contains(line) ?? true { out[line] = String(hash, radix: 16) + ":" + String(n) }
            lineNumbers[index] = -1
        }
        func update(_ unit: UInt16) {
            let leaving = window[index]
            window[index] = unit
            hash = base &* hash &+ UInt64(unit) &- firstMod &* UInt64(leaving)
            index = (index + 1) % blockSize
        }
        func process(_ raw: UInt16) {
            var unit = raw
            if unit == 0x20 || unit == 0x09 || (previousCR && unit == 0x0A) {
                previousCR = false
                return
            }
            if unit == 0x0D {
                unit = 0x0A
                previousCR = true
            } else {
                previousCR = false
            }
            if lineNumbers[index] != -1 { emit() }
            if lineStart {
                lineStart = false
                lineNumber += 1
                lineNumbers[index] = lineNumber
            }
            if unit == 0x0A { lineStart = true }
            update(unit)
        }

        for unit in String(decoding: bytes, as: UTF8.self).utf16 { process(unit) }
        process(0xFFFF)
        for _ in 0..<blockSize {
            if lineNumbers[index] != -1 { emit() }
            update(0)
        }
        return out
    }
}
