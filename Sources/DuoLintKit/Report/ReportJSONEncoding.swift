import Foundation

/// The JSON text writer shared by the `json` and `sarif` reporters.
///
/// Output is deterministic: pretty-printed with two-space indentation, object
/// keys sorted by code point, `/` not escaped, non-ASCII written as UTF-8 (not
/// `\u` escapes) except the characters a terminal, a log viewer or a reader
/// could take for something else: DEL, the C1 controls (U+0080–U+009F), the
/// line and paragraph separators (U+2028, U+2029, line breaks to JavaScript and
/// to many viewers), the bidirectional controls (U+202A–U+202E, U+2066–U+2069)
/// and U+FEFF are written as `\u` escapes (`\u0085`, `\u2028`), as the C0
/// controls already are (`\u001b`), and so is the `[` of `##[` (`##\u005b`), which a CI runner reads as an
/// old-style workflow command anywhere on a line. A fresh `JSONEncoder` is made per call, so
/// there is no shared mutable state between reporters running on different threads.
enum ReportJSONEncoding {
    /// `value` as pretty-printed JSON with sorted keys, without a trailing newline.
    ///
    /// The report models hold only strings, integers, booleans, arrays and
    /// string-keyed dictionaries, which `JSONEncoder` cannot fail to encode; a
    /// failure is a programming error and stops the program with its reason.
    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return escapingInvisibles(try encoder.encode(value))
        } catch {
            preconditionFailure("duolint: cannot encode report JSON: \(error)")
        }
    }

    /// `json` (UTF-8 from `JSONEncoder`) as text, with every scalar that `PrintableText.needsEscape(_:)` names
    /// and `JSONEncoder` leaves raw (DEL and above) written as a `\u` escape. Outside strings JSON text is
    /// ASCII without controls, so every such scalar is inside a string, where the escape means the same.
    static func escapingInvisibles(_ json: Data) -> String { escapingInvisibles([UInt8](json)) }

    /// `escapingInvisibles(_:)` of JSON text as UTF-8 bytes (`JSONFindingWriter`'s).
    static func escapingInvisibles(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { b in
            // The scalar at `i` when it is one to escape (all are DEL or 2-3 UTF-8 bytes), with its length.
            func escapable(_ i: Int) -> (value: UInt32, length: Int)? {
                let c = b[i]
                if c == 0x7F { return (0x7F, 1) }
                // `##[` reads as an old-style workflow command anywhere on a log line: `[` written `\u005b`.
                if c == 0x5B { return i >= 2 && b[i - 1] == 0x23 && b[i - 2] == 0x23 ? (0x5B, 1) : nil }
                guard c == 0xC2 || c == 0xD8 || c == 0xE2 || c == 0xEF, i + 1 < b.count else { return nil }
                if c == 0xC2 { return (0x80...0x9F).contains(b[i + 1]) ? (UInt32(b[i + 1]), 2) : nil }
                // U+061C, the Arabic letter mark (D8 9C).
                if c == 0xD8 { return b[i + 1] == 0x9C ? (0x061C, 2) : nil }
                guard i + 2 < b.count else { return nil }
                let v = UTF8Scan.decode(b, at: i, length: 3)
                return b[i + 1] & 0xC0 == 0x80 && b[i + 2] & 0xC0 == 0x80 && PrintableText.needsEscape(v) ? (v, 3) : nil
            }
            var out: [UInt8] = []
            var copied = 0
            var i = 0
            let n = b.count
            // Bytes before `bytewise` are looked at one by one: their word held a byte the fast path does not pass.
            var bytewise = 0
            while i < n {
                // Fastest path: eight bytes at a time while none is DEL or above, or `[`.
                if i >= bytewise && i + 8 <= n {
                    if isPlainASCII(UnsafeRawPointer(b.baseAddress! + i).loadUnaligned(as: UInt64.self)) {
                        i += 8
                        continue
                    }
                    bytewise = i + 8
                }
                // Fast path: ASCII other than `[` and DEL is never escaped (nearly every byte of a report).
                let c = b[i]
                if c < 0x7F && c != 0x5B { i += 1; continue }
                guard let (v, length) = escapable(i) else { i += 1; continue }
                if out.isEmpty { out.reserveCapacity(b.count + 64) }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: b[copied..<i]))
                let hex = Array(String(v, radix: 16).utf8)
                out.append(contentsOf: Array(#"\u"#.utf8) + Array(repeating: UInt8(ascii: "0"), count: 4 - hex.count) + hex)
                i += length
                copied = i
            }
            if out.isEmpty { return String(decoding: b, as: UTF8.self) }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: b[copied...]))
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// True when none of the eight bytes of `word` is DEL or above (`0x7F...`) or `[`: no byte of it is escaped.
    @inline(__always)
    static func isPlainASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        // Some byte of `v` is zero exactly when this is not 0.
        func hasZeroByte(_ v: UInt64) -> Bool { (v &- ones) & ~v & high != 0 }
        return word & high == 0 && !hasZeroByte(word ^ (0x7F &* ones)) && !hasZeroByte(word ^ (0x5B &* ones))
    }

    /// The elements of `items` (not empty) as `encode(items)` writes them inside the array: each object
    /// indented one level, `,\n` between two, without the brackets and their line breaks.
    static func arrayElements<T: Encodable>(_ items: [T], batchSize: Int = batchSize) -> String {
        arrayElements(items, batchSize: batchSize) { $0 }
    }

    /// `arrayElements(_:)` of `items` each made an `Encodable` by `transform`, a batch at a time, so the
    /// transformed copies of a file's findings are not all held at once.
    static func arrayElements<S, T: Encodable>(_ items: [S], batchSize: Int = batchSize, as transform: (S) -> T) -> String {
        String(decoding: inBatches(items, size: batchSize) { batch in
            // "[\n  {…},\n  {…}\n]": keep the elements, drop the brackets and their line breaks.
            Array(encode(batch.map(transform)).utf8.dropFirst(2).dropLast(2))
        }, as: UTF8.self)
    }

    /// How many elements `inBatches` encodes at a time.
    static let batchSize = 256

    /// The elements of `items` made `batchSize` (at least 1) at a time by `elements` (the elements of one batch, as the
    /// encoder writes them inside an array) and joined with `,\n`, as the encoder joins the elements of one
    /// array: the same bytes as one call with all of `items`. `JSONEncoder` builds a tree of the whole value
    /// before writing it, about 2.7 KB a SARIF result, so a file with 100,000 findings took 600 MB encoded at
    /// once; in batches it takes what the text itself takes. Empty `items` give `elements([])`.
    static func inBatches<T>(_ items: [T], size batchSize: Int = batchSize, _ elements: ([T]) -> [UInt8]) -> [UInt8] {
        guard items.count > batchSize else { return elements(items) }
        var out: [UInt8] = []
        var start = 0
        while start < items.count {
            let end = min(items.count, start + batchSize)
            if start > 0 { out += [UInt8(ascii: ","), UInt8(ascii: "\n")] }
            out += elements(Array(items[start..<end]))
            start = end
        }
        return out
    }
}

