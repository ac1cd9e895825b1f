/// The words that tell whether a name belongs to layout, for `DecisionSite` judgements.
///
/// A name is split into its camel-case and punctuation-separated words (`itemsPerRow` → items, per, row;
/// `"Appearance.customPortraitRows"` → appearance, custom, portrait, rows), lower-cased, and looked up.
/// Layout words name sizes and arrangement (width, padding, columns, axis, font, sheet, detent, stack,
/// navigation, toolbar, …). Veto words name what an idiom or orientation may legitimately decide on iPhone
/// Duo: a camera or video connection, Vision, an orientation mask (`supportedInterfaceOrientations`), a
/// hardware capability (pointer, hover, Pencil, CarPlay), an experiment cohort, a device model.
enum LayoutVocabulary {
    /// Lower-cased words of layout properties, containers and presentation styles.
    static let layoutWords: Set<Substring> = [
        "width", "height", "size", "frame", "frames", "padding", "paddings", "margin", "margins", "inset", "insets",
        "spacing", "column", "columns", "row", "rows", "font", "axis", "detent", "detents", "constraint",
        "constraints", "layout", "sheet", "popover", "grid", "stack", "sidebar", "navigation", "toolbar", "bar",
        "offset", "alignment", "edges", "presentation",
    ]
    /// Whole identifiers that decide layout although none of their words says so.
    static let layoutNames: Set<Substring> = [
        "splitViewController", "UISplitViewController", "TabView", "UITabBarController", "tabBarController",
        "preferredStyle", "hidesSearchBarWhenScrolling", "largeTitleDisplayMode", "prefersLargeTitles",
    ]
    /// Lower-cased words of things that are not layout: camera, video and Vision input, orientation masks,
    /// hardware capabilities, experiments and device models.
    static let vetoWords: Set<Substring> = [
        "camera", "capture", "video", "vision", "orientations", "pointer", "hover", "pencil", "activities",
    ]
    /// Two adjacent lower-cased words that veto wherever they occur: CarPlay, an orientation mask, a popover's
    /// anchor (`popoverPresentationController?.sourceView`: required on iPad, where the phone path presents a
    /// sheet that works on iPhone Duo), Live Activities.
    static let vetoPairs: [(Substring, Substring)] = [
        ("car", "play"), ("orientation", "mask"), ("popover", "presentation"), ("source", "view"), ("source", "rect"),
        ("source", "item"), ("live", "activity"), ("live", "activities"),
    ]
    /// Lower-cased words that veto only in the condition itself: an experiment cohort, a device model.
    static let conditionVetoWords: Set<Substring> = ["experiment", "experiments", "cohort", "treatment", "model", "machine"]

    /// True when `name` decides layout: it is one of `layoutNames` or one of its words is a layout word.
    static func isLayout(_ name: String) -> Bool {
        let s = Substring(name)
        return layoutNames.contains(s) || words(s).contains { layoutWords.contains($0) }
    }

    /// True when one of `name`'s words is a veto word (`videoOrientation`, `supportedInterfaceOrientations`).
    static func vetoes(_ name: String) -> Bool {
        let w = words(Substring(name))
        return w.contains { vetoWords.contains($0) }
            || zip(w, w.dropFirst()).contains { pair in vetoPairs.contains { $0 == pair } }
    }

    /// True when `name`, read in a condition, makes the decision about something other than the screen
    /// (`experiments.isEnabled`, `UIDevice.current.model`), or `vetoes` it.
    static func vetoesInCondition(_ name: String) -> Bool {
        vetoes(name) || words(Substring(name)).contains { conditionVetoWords.contains($0) }
    }

    /// The lower-cased words of `name`: split before an upper-case letter that follows a lower-case one or
    /// starts a capitalised word after an acronym (`UIAlert` → ui, alert), and at every non-alphanumeric byte.
    static func words(_ name: Substring) -> [Substring] {
        let bytes = Array(name.utf8)
        var out: [Substring] = []
        var start = 0
        func isUpper(_ b: UInt8) -> Bool { b >= 65 && b <= 90 }
        func isLower(_ b: UInt8) -> Bool { (b >= 97 && b <= 122) || (b >= 48 && b <= 57) }
        func flush(_ end: Int) {
            if end > start { out.append(Substring(String(decoding: bytes[start..<end], as: UTF8.self).lowercased())) }
        }
        for i in bytes.indices {
            let b = bytes[i]
            if !isUpper(b) && !isLower(b) { flush(i); start = i + 1; continue }
            guard i > start, isUpper(b) else { continue }
            if isLower(bytes[i - 1]) || (i + 1 < bytes.count && isLower(bytes[i + 1]) && isUpper(bytes[i - 1])) {
                flush(i)
                start = i
            }
        }
        flush(bytes.count)
        return out
    }
}

/// The `LayoutVocabulary` class of the identifier (and string-segment) tokens of one file, computed on first
/// look per token (`SwiftFile.table`, one thread per file) without allocating: each word's lower-cased FNV-1a
/// hash is looked up in one small open-addressed table of the vocabulary (`LayoutWordTable`), and a match is
/// confirmed by comparing the bytes.
final class LayoutNameTable {
    /// A layout name (`isLayout`).
    static let layout: UInt8 = 1
    /// A veto anywhere (`vetoes`).
    static let veto: UInt8 = 2
    /// A veto in a condition (`vetoesInCondition` beyond `vetoes`).
    static let conditionVeto: UInt8 = 4
    private static let unknown: UInt8 = 0x80
    /// The class of each token, `unknown` until asked (raw memory: no exclusivity check per look-up).
    private let classes: UnsafeMutableBufferPointer<UInt8>

    /// `LayoutVocabulary.layoutNames` (whole identifiers, case kept) with their hashes (`SwiftFile.hash`, as
    /// `classify` hashes an identifier), sorted by hash. A hash that matches is checked against the name's bytes:
    /// the hash is easy to collide on purpose, and a crafted name must not pass for `TabView`.
    private static let names: [(hash: UInt64, bytes: [UInt8])] = LayoutVocabulary.layoutNames.map { name in
        let bytes = Array(name.utf8)
        return (bytes.withUnsafeBufferPointer { SwiftFile.hash($0, 0, $0.count) }, bytes)
    }.sorted { $0.hash < $1.hash }
    /// Bit `n` set when one of `names` is `n` bytes long (all are shorter than 64).
    private static let nameLengths: UInt64 = names.reduce(0) { $0 | (1 << UInt64($1.bytes.count)) }

    /// True when `b[start..<end]` is one of `names`; `whole`, when given, is the bytes' `SwiftFile.hash`.
    static func isLayoutName(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, hash whole: UInt64? = nil) -> Bool {
        let n = end - start
        guard n < 64, nameLengths & (1 << UInt64(n)) != 0 else { return false }
        let whole = whole ?? SwiftFile.hash(b, start, end)
        var lo = 0, hi = names.count
        while lo < hi { let mid = (lo + hi) / 2; if names[mid].hash < whole { lo = mid + 1 } else { hi = mid } }
        while lo < names.count && names[lo].hash == whole {
            if names[lo].bytes.elementsEqual(UnsafeBufferPointer(rebasing: b[start..<end])) { return true }
            lo += 1
        }
        return false
    }

    /// The class bits of the bytes `b[start..<end]`, split into words as `LayoutVocabulary.words` does.
    static func classify(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt8 {
        classify(b, start, end, LayoutWordTable.shared)
    }

    @inline(__always) private static func classify(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
                                                   _ table: LayoutWordTable, hash: UInt64? = nil) -> UInt8 {
        var c: UInt8 = isLayoutName(b, start, end, hash: hash) ? layout : 0
        @inline(__always) func isUpper(_ x: UInt8) -> Bool { x &- 65 < 26 }
        @inline(__always) func isLower(_ x: UInt8) -> Bool { x &- 97 < 26 || x &- 48 < 10 }
        let seed = LayoutWordTable.seed
        // `h` hashes the current word, `pair` the previous word (`previous`) followed by the current one.
        var h = seed, pair = seed, wordStart = start
        var previous = start..<start
        @inline(__always) func flush(_ k: Int) {
            if k > wordStart {
                c |= table.bits(h, b, wordStart..<k, k..<k)
                if pair != h { c |= table.bits(pair, b, previous, wordStart..<k) & veto }
                pair = h
                previous = wordStart..<k
            } else {
                pair = seed
            }
            h = seed
        }
        var k = start
        while k < end {
            let x = b[k]
            if !isUpper(x) && !isLower(x) { flush(k); pair = seed; wordStart = k + 1; k += 1; continue }
            if k > wordStart, isUpper(x), isLower(b[k - 1]) || (k + 1 < end && isLower(b[k + 1]) && isUpper(b[k - 1])) {
                flush(k)
                wordStart = k
            }
            let lower = UInt64(isUpper(x) ? x + 32 : x)
            h = (h ^ lower) &* LayoutWordTable.prime
            pair = (pair ^ lower) &* LayoutWordTable.prime
            k += 1
        }
        flush(end)
        if c & veto != 0 { c &= ~conditionVeto }
        return c
    }

    /// An empty table for `file` (no reference to it is kept: the file owns its tables).
    init(_ file: SwiftFile) {
        classes = .allocate(capacity: max(file.count, 1))
        classes.initialize(repeating: Self.unknown)
        seed = SwiftFile.hashSeed
        words = LayoutWordTable.shared
        memo = .allocate(capacity: 1)
        memo.initialize(to: Memo())
    }

    deinit {
        classes.deallocate()
        memo.pointee.release()
        memo.deinitialize(count: 1)
        memo.deallocate()
    }

    /// The class bits of token `t` of `file`, the file this table was made for (0 for tokens other than
    /// identifiers and string segments).
    @inline(__always) func bits(_ t: Int, in file: SwiftFile) -> UInt8 {
        let c = classes[t]
        if c != Self.unknown { return c }
        return file.tokens.withUnsafeBufferPointer { toks in
            file.source.bytes.withUnsafeBufferPointer { b in classifyToken(t, toks, b) }
        }
    }

    /// `bits(_:in:)` with the file's tokens and bytes already at hand (`toks` and `b`, the file's `tokens` and
    /// `source.bytes`): for a walk over many tokens, which then retains nothing per token.
    @inline(__always) func bits(_ t: Int, _ toks: UnsafeBufferPointer<Token>, _ b: UnsafeBufferPointer<UInt8>) -> UInt8 {
        let c = classes[t]
        if c != Self.unknown { return c }
        return classifyToken(t, toks, b)
    }

    /// The classes of the texts classified so far (a name recurs: `frame` in every branch), by `SwiftFile.hash`:
    /// an open-addressed table of hashes (0 for an empty slot, a text hashing to 0 stored as 1), each with a
    /// token of that text and its class. A hash match is confirmed by comparing the bytes (the hash can be
    /// collided on purpose). Raw memory behind a pointer, so a look-up costs no exclusivity check.
    private struct Memo {
        var hashes = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: 0)
        var tokens = UnsafeMutableBufferPointer<Int32>.allocate(capacity: 0)
        var bits = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 0)
        var count = 0

        /// Doubles the table (at least 256 slots: a file that judges any site classifies a hundred texts or so),
        /// placing its entries again.
        mutating func grow() {
            let size = max(256, hashes.count * 2), mask = size - 1
            let newHashes = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: size)
            newHashes.initialize(repeating: 0)
            let newTokens = UnsafeMutableBufferPointer<Int32>.allocate(capacity: size)
            newTokens.initialize(repeating: 0)
            let newBits = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: size)
            newBits.initialize(repeating: 0)
            for old in hashes.indices where hashes[old] != 0 {
                var s = Int(truncatingIfNeeded: hashes[old]) & mask
                while newHashes[s] != 0 { s = (s + 1) & mask }
                newHashes[s] = hashes[old]
                newTokens[s] = tokens[old]
                newBits[s] = bits[old]
            }
            release()
            (hashes, tokens, bits) = (newHashes, newTokens, newBits)
        }

        /// Frees the table's memory.
        func release() {
            hashes.deallocate()
            tokens.deallocate()
            bits.deallocate()
        }
    }
    private let memo: UnsafeMutablePointer<Memo>
    /// `SwiftFile.hashSeed` and `LayoutWordTable.shared`, read once.
    private let seed: UInt64
    private let words: LayoutWordTable

    private func classifyToken(_ t: Int, _ toks: UnsafeBufferPointer<Token>, _ b: UnsafeBufferPointer<UInt8>) -> UInt8 {
        let token = toks[t]
        guard token.kind == .identifier || token.kind == .stringSegment else {
            classes[t] = 0
            return 0
        }
        let start = Int(token.start), end = Int(token.end)
        let whole = SwiftFile.hash(b, start, end, seed: seed)
        let h = whole == 0 ? 1 : whole
        if memo.pointee.count * 2 >= memo.pointee.hashes.count { memo.pointee.grow() }
        let m = memo.pointee
        let mask = m.hashes.count - 1
        var s = Int(truncatingIfNeeded: h) & mask
        while m.hashes[s] != 0 {
            if m.hashes[s] == h {
                let other = toks[Int(m.tokens[s])]
                if Self.equal(b, start, end, Int(other.start), Int(other.end)) {
                    classes[t] = m.bits[s]
                    return m.bits[s]
                }
            }
            s = (s + 1) & mask
        }
        let c = Self.classify(b, start, end, words, hash: whole)
        m.hashes[s] = h
        m.tokens[s] = Int32(truncatingIfNeeded: t)
        m.bits[s] = c
        memo.pointee.count += 1
        classes[t] = c
        return c
    }

    /// True when `b[s1..<e1]` and `b[s2..<e2]` hold the same bytes (both within `b`): eight bytes at a time, then
    /// the last few one by one.
    @inline(__always) static func equal(_ b: UnsafeBufferPointer<UInt8>, _ s1: Int, _ e1: Int, _ s2: Int, _ e2: Int) -> Bool {
        let n = e1 - s1
        guard n == e2 - s2 else { return false }
        guard n > 0, let base = b.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i + 8 <= n {
            if raw.loadUnaligned(fromByteOffset: s1 + i, as: UInt64.self) != raw.loadUnaligned(fromByteOffset: s2 + i, as: UInt64.self) {
                return false
            }
            i += 8
        }
        while i < n && b[s1 + i] == b[s2 + i] { i += 1 }
        return i == n
    }
}
