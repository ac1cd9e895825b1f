/// The rules' trigger words (`SwiftRule.triggers`), looked up by an identifier's bytes: the engine asks it once
/// per identifier token of every file, so a miss must cost a few instructions.
///
/// A miss is usually settled by the length bounds, the lengths of the words with the identifier's first byte
/// (`lengthsByFirst`, one table load) and a 4,096-bit filter keyed by the identifier's length, first and last byte
/// (`filterKey`), without hashing; only identifiers that pass are hashed (`SwiftFile.hash`) and
/// probed in an open-addressed table, and a hit is confirmed by comparing the bytes (a hash collision is a miss).
/// Words and rule lists are kept in flat arrays, so a look-up retains nothing.
struct TriggerTable: Sendable {
    /// The filter: bit `k % 64` of word `k / 64` is set when some word has filter key `k`.
    private let filter: [UInt64]
    /// By first byte: bit `min(length, 31)` is set when some word of that length (31 and more share bit 31) starts
    /// with that byte.
    private let lengthsByFirst: [UInt32]
    /// Open-addressed table: each slot's hash and entry index + 1 (0 marks an empty slot); the size is a power
    /// of two at least four times the number of words.
    private let slotHash: [UInt64]
    private let slotEntry: [Int32]
    /// The distinct words' bytes, one after the other; entry `e` is `bytes[byteStart[e] ..< byteStart[e + 1]]`.
    private let bytes: [UInt8]
    private let byteStart: [Int32]
    /// The rule indices of each entry, in rule order (a rule listing a word twice is listed twice);
    /// entry `e`'s are `ruleList[ruleStart[e] ..< ruleStart[e + 1]]`.
    private let ruleList: [Int32]
    private let ruleStart: [Int32]
    /// The byte length of the shortest and longest non-empty word (1 and 0 when there is none, so nothing matches).
    let minLength: Int
    let maxLength: Int

    /// The table of `words`: `words[r]` are the triggers of rule `r`. Entries are numbered in order of first
    /// appearance (rule by rule, word by word). An empty word never matches.
    init(words: [[String]]) {
        var entries: [(bytes: [UInt8], rules: [Int32])] = []
        for (r, list) in words.enumerated() {
            for word in list where !word.isEmpty {
                let b = Array(word.utf8)
                if let k = entries.firstIndex(where: { $0.bytes == b }) { entries[k].rules.append(Int32(r)) } else { entries.append((b, [Int32(r)])) }
            }
        }
        var filter = [UInt64](repeating: 0, count: 64)
        var lengthsByFirst = [UInt32](repeating: 0, count: 256)
        var bytes: [UInt8] = [], byteStart: [Int32] = [0], ruleList: [Int32] = [], ruleStart: [Int32] = [0]
        for entry in entries {
            let k = TriggerTable.filterKey(entry.bytes.count, entry.bytes[0], entry.bytes[entry.bytes.count - 1])
            filter[k >> 6] |= 1 << UInt64(k & 63)
            lengthsByFirst[Int(entry.bytes[0])] |= TriggerTable.lengthBit(entry.bytes.count)
            bytes += entry.bytes
            byteStart.append(Int32(bytes.count))
            ruleList += entry.rules
            ruleStart.append(Int32(ruleList.count))
        }
        var size = 16
        while size < entries.count * 4 { size *= 2 }
        var slotHash = [UInt64](repeating: 0, count: size)
        var slotEntry = [Int32](repeating: 0, count: size)
        for (e, entry) in entries.enumerated() {
            let h = entry.bytes.withUnsafeBufferPointer { SwiftFile.hash($0, 0, $0.count) }
            var s = Int(truncatingIfNeeded: h) & (size - 1)
            while slotEntry[s] != 0 { s = (s + 1) & (size - 1) }
            slotHash[s] = h
            slotEntry[s] = Int32(e + 1)
        }
        self.filter = filter
        self.lengthsByFirst = lengthsByFirst
        self.slotHash = slotHash
        self.slotEntry = slotEntry
        self.bytes = bytes
        self.byteStart = byteStart
        self.ruleList = ruleList
        self.ruleStart = ruleStart
        minLength = entries.map(\.bytes.count).min() ?? 1
        maxLength = entries.map(\.bytes.count).max() ?? 0
    }

    /// The bit of `lengthsByFirst` for a word of `length` (≥ 1) bytes.
    @inline(__always) static func lengthBit(_ length: Int) -> UInt32 { 1 &<< UInt32(truncatingIfNeeded: min(length, 31)) }

    /// The filter key (0 ..< 4,096) of a word of `length` bytes starting with byte `first` and ending with `last`.
    @inline(__always) static func filterKey(_ length: Int, _ first: UInt8, _ last: UInt8) -> Int {
        let x = UInt32(first) | UInt32(last) << 8 | UInt32(truncatingIfNeeded: length) << 16
        return Int((x &* 0x9E37_79B1) >> 20)
    }

    /// The entry whose word is exactly `b[start ..< start + length]`, or nil. `start + length` must not pass the
    /// end of `b`; a `length` out of the words' bounds (0 included) is a miss without reading `b`.
    @inline(__always) func entry(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Int? {
        guard length >= minLength, length <= maxLength,
              lengthsByFirst[Int(b[start])] & TriggerTable.lengthBit(length) != 0 else { return nil }
        let k = TriggerTable.filterKey(length, b[start], b[start + length - 1])
        guard filter[k >> 6] & (1 << UInt64(k & 63)) != 0 else { return nil }
        return probe(b, start, length)
    }

    /// Calls `hit(i, e)` for every identifier token `i` of `toks` (over the bytes `b`) whose text, without
    /// backticks, is the word of entry `e`, in token order: `entry(_:_:_:)` for each identifier, with the filter's
    /// storage read through a buffer pointer for the whole walk.
    @inline(__always)
    func forEachMatch(_ b: UnsafeBufferPointer<UInt8>, _ toks: UnsafeBufferPointer<Token>, _ hit: (_ token: Int, _ entry: Int) -> Void) {
        let lo = minLength, hi = maxLength
        filter.withUnsafeBufferPointer { f in lengthsByFirst.withUnsafeBufferPointer { firsts in
            for i in 0..<toks.count {
                let t = toks[i]
                guard t.kind == .identifier else { continue }
                var start = Int(t.start)
                var length = Int(t.end) - start
                var first = b[start]
                // `` `UIScreen` `` names the same thing as `UIScreen`.
                if first == 0x60 {
                    start += 1
                    length -= 2
                    guard length >= lo, length <= hi else { continue }
                    first = b[start]
                } else {
                    guard length >= lo, length <= hi else { continue }
                }
                guard firsts[Int(first)] & TriggerTable.lengthBit(length) != 0 else { continue }
                let k = TriggerTable.filterKey(length, first, b[start + length - 1])
                guard f[k >> 6] & (1 << UInt64(k & 63)) != 0, let e = probe(b, start, length) else { continue }
                hit(i, e)
            }
        } }
    }

    /// The hash look-up behind `entry` for an identifier that passed the filter.
    private func probe(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Int? {
        let h = SwiftFile.hash(b, start, start + length)
        let mask = slotHash.count - 1
        var s = Int(truncatingIfNeeded: h) & mask
        while slotEntry[s] != 0 {
            if slotHash[s] == h {
                let e = Int(slotEntry[s]) - 1
                let from = Int(byteStart[e])
                if Int(byteStart[e + 1]) - from == length, Self.sameBytes(bytes, from, b, start, length) { return e }
            }
            s = (s + 1) & mask
        }
        return nil
    }

    /// True when `words[from ..< from + length]` and `b[start ..< start + length]` (both within their buffers) hold
    /// the same bytes: eight at a time, then the last few one by one.
    static func sameBytes(_ words: [UInt8], _ from: Int, _ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Bool {
        words.withUnsafeBufferPointer { w in
            guard length > 0, let wBase = w.baseAddress, let bBase = b.baseAddress else { return true }
            let p = UnsafeRawPointer(wBase), q = UnsafeRawPointer(bBase)
            var k = 0
            while k + 8 <= length {
                if p.loadUnaligned(fromByteOffset: from + k, as: UInt64.self) != q.loadUnaligned(fromByteOffset: start + k, as: UInt64.self) {
                    return false
                }
                k += 8
            }
            while k < length {
                if w[from + k] != b[start + k] { return false }
                k += 1
            }
            return true
        }
    }

    /// The number of entries (distinct words).
    var entryCount: Int { ruleStart.count - 1 }

    /// The positions in `rule(at:)` of entry `e`'s rules, in rule order.
    @inline(__always) func rules(ofEntry e: Int) -> Range<Int> { Int(ruleStart[e])..<Int(ruleStart[e + 1]) }

    /// The rule index at position `k` of `rules(ofEntry:)`.
    @inline(__always) func rule(at k: Int) -> Int { Int(ruleList[k]) }
}
