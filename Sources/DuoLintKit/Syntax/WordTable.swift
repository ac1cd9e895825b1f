/// The spellings of all `Word`s in an open-addressed hash table, for the lexer's one lookup per name.
///
/// A spelling is keyed by its bytes packed little-endian into two 64-bit integers (`a`: bytes 0–7, `b`:
/// bytes 8–15, zeros past the end; `SwiftKeywords.key` packs them) and its length in bytes (2–16: longer
/// spellings are not in the table). A lookup hashes the key to one of 512 slots and probes forward until it
/// finds the key (its word) or an empty slot (`.none`); with about 120 words in 512 slots most lookups read
/// one or two slots. Built once (`shared`), immutable afterwards.
final class WordTable: @unchecked Sendable {
    /// One slot: a spelling's key and its word; `length` 0 marks an empty slot.
    struct Entry {
        var a: UInt64
        var b: UInt64
        var length: UInt32
        var word: Word
    }

    /// The table of every `Word` (immortal: built on first use, never freed).
    static let shared = WordTable()

    /// Slot count minus one (the count is a power of two).
    static let mask = 511

    /// The slots (`mask + 1` of them).
    let entries: UnsafeMutablePointer<Entry>

    /// The longest probe sequence of any word: a lookup never reads more than this many slots plus one.
    private(set) var longestProbe = 0

    /// For each byte value, bit `L` set when some word of `L` bytes starts with it (256 entries): a name whose first
    /// byte and length match no word's skips the look-up (`mayBeWord`), as about half of all names do.
    let lengthsByFirstByte: UnsafeMutablePointer<UInt32>

    private init() {
        entries = UnsafeMutablePointer<Entry>.allocate(capacity: WordTable.mask + 1)
        entries.initialize(repeating: Entry(a: 0, b: 0, length: 0, word: .none), count: WordTable.mask + 1)
        lengthsByFirstByte = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
        lengthsByFirstByte.initialize(repeating: 0, count: 256)
        var raw: UInt8 = 1
        while let w = Word(rawValue: raw) {
            let bytes = Array(Word.spelling(w).utf8)
            if bytes.count >= 2, let k = bytes.withUnsafeBufferPointer({ SwiftKeywords.key($0, 0, $0.count) }) {
                var i = WordTable.slot(k.a, k.b, length: bytes.count)
                var probe = 1
                while entries[i].length != 0 { i = (i + 1) & WordTable.mask; probe += 1 }
                entries[i] = Entry(a: k.a, b: k.b, length: UInt32(bytes.count), word: w)
                lengthsByFirstByte[Int(bytes[0])] |= 1 << UInt32(bytes.count)
                longestProbe = max(longestProbe, probe)
            }
            raw += 1
        }
    }

    deinit {
        entries.deallocate()
        lengthsByFirstByte.deallocate()
    }

    /// False when no word of `length` bytes (2–16) starts with byte `first`: then the look-up would find none.
    @inline(__always) static func mayBeWord(_ lengths: UnsafeMutablePointer<UInt32>, first: UInt8, length: Int) -> Bool {
        lengths[Int(first)] & (1 &<< UInt32(truncatingIfNeeded: length)) != 0
    }

    /// The first slot probed for a key.
    @inline(__always) static func slot(_ a: UInt64, _ b: UInt64, length: Int) -> Int {
        let h = (a ^ (b &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(truncatingIfNeeded: length)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: h &>> 55) & mask
    }

    /// The word whose spelling has key `a`, `b` and `length` bytes, or `.none`.
    @inline(__always) func word(_ a: UInt64, _ b: UInt64, length: Int) -> Word {
        var i = WordTable.slot(a, b, length: length)
        while true {
            let e = entries[i]
            if e.a == a && e.b == b && Int(e.length) == length { return e.word }
            if e.length == 0 { return .none }
            i = (i + 1) & WordTable.mask
        }
    }
}
