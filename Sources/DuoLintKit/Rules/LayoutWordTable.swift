/// The words of `LayoutVocabulary` (a veto pair as the concatenation of its two words), lower-case, with their
/// class bits (`LayoutNameTable.layout`, `.veto`, `.conditionVeto`), in an open-addressed table keyed by their
/// lower-cased FNV-1a hash: what `LayoutNameTable.classify` looks each word of a name up in. A hit is confirmed
/// by comparing the bytes (FNV is not hard to collide: a crafted word must not pass for `width`). Built once per
/// process and never changed; its memory lives as long as the process.
final class LayoutWordTable: @unchecked Sendable {
    /// The FNV-1a offset basis and prime, as `classify` hashes a word.
    static let seed: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x100_0000_01b3

    /// The table of `LayoutVocabulary`'s words.
    static let shared = LayoutWordTable()

    /// Slots: 0 for an empty one, else the word's hash (no word of the vocabulary hashes to 0).
    private let slotHash: UnsafeMutableBufferPointer<UInt64>
    /// For each used slot: the word's offset in `text`, its length and its bits.
    private let slotOffset: UnsafeMutableBufferPointer<UInt16>
    private let slotLength: UnsafeMutableBufferPointer<UInt8>
    private let slotBits: UnsafeMutableBufferPointer<UInt8>
    /// The words' bytes, one after another.
    private let text: UnsafeMutableBufferPointer<UInt8>
    private let mask: Int
    /// Bit `n` set when some word is `n` bytes long (all are shorter than 64).
    private let lengths: UInt64

    /// The FNV-1a hash of `bytes`, lower-cased as `classify` hashes.
    static func fnv(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var h = seed
        for b in bytes { h = (h ^ UInt64(b)) &* prime }
        return h
    }

    private init() {
        var bits: [[UInt8]: UInt8] = [:]
        for w in LayoutVocabulary.layoutWords { bits[Array(w.utf8), default: 0] |= LayoutNameTable.layout }
        for w in LayoutVocabulary.vetoWords { bits[Array(w.utf8), default: 0] |= LayoutNameTable.veto }
        for w in LayoutVocabulary.conditionVetoWords { bits[Array(w.utf8), default: 0] |= LayoutNameTable.conditionVeto }
        for (a, b) in LayoutVocabulary.vetoPairs { bits[Array(a.utf8) + Array(b.utf8), default: 0] |= LayoutNameTable.veto }
        // Sorted so the table's layout is the same in every process.
        let entries = bits.sorted { $0.key.lexicographicallyPrecedes($1.key) }
        var size = 16
        while size < entries.count * 4 { size *= 2 }
        mask = size - 1
        slotHash = .allocate(capacity: size)
        slotHash.initialize(repeating: 0)
        slotOffset = .allocate(capacity: size)
        slotOffset.initialize(repeating: 0)
        slotLength = .allocate(capacity: size)
        slotLength.initialize(repeating: 0)
        slotBits = .allocate(capacity: size)
        slotBits.initialize(repeating: 0)
        let all = entries.flatMap(\.key)
        text = .allocate(capacity: max(all.count, 1))
        _ = text.initialize(from: all)
        var offset = 0
        var lengths: UInt64 = 0
        for (word, b) in entries {
            precondition(word.count < 64 && offset <= Int(UInt16.max))
            let h = Self.fnv(word)
            precondition(h != 0, "an empty slot is 0")
            var s = Int(truncatingIfNeeded: h) & mask
            while slotHash[s] != 0 { s = (s + 1) & mask }
            slotHash[s] = h
            slotOffset[s] = UInt16(offset)
            slotLength[s] = UInt8(word.count)
            slotBits[s] = b
            lengths |= 1 << UInt64(word.count)
            offset += word.count
        }
        self.lengths = lengths
    }

    /// The bits of the word whose hash is `h` and whose text is the bytes of `first` followed by those of
    /// `second` (ranges of `b`), lower-cased; 0 when the vocabulary has no such word.
    @inline(__always) func bits(_ h: UInt64, _ b: UnsafeBufferPointer<UInt8>, _ first: Range<Int>, _ second: Range<Int>) -> UInt8 {
        let n = first.count + second.count
        guard n < 64, lengths & (1 << UInt64(n)) != 0, h != 0 else { return 0 }
        var s = Int(truncatingIfNeeded: h) & mask
        while slotHash[s] != 0 {
            if slotHash[s] == h && Int(slotLength[s]) == n && matches(s, b, first, second) { return slotBits[s] }
            s = (s + 1) & mask
        }
        return 0
    }

    /// True when the word in slot `s` is the bytes of `first` then `second`, lower-cased (the lengths agree).
    @inline(__always) private func matches(_ s: Int, _ b: UnsafeBufferPointer<UInt8>, _ first: Range<Int>, _ second: Range<Int>) -> Bool {
        var i = Int(slotOffset[s])
        for k in first {
            if lowered(b[k]) != text[i] { return false }
            i += 1
        }
        for k in second {
            if lowered(b[k]) != text[i] { return false }
            i += 1
        }
        return true
    }

    /// `x` with an ASCII capital made small.
    @inline(__always) private func lowered(_ x: UInt8) -> UInt8 { x &- 65 < 26 ? x + 32 : x }
}
