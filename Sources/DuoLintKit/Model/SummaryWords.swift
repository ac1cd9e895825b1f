/// The identifier tokens of a file spelled exactly like each of the words the file summary looks up (the idiom
/// and orientation words of `FileSummary+Predicates`, the bar words of `BarContentUses`, the safe-area words of
/// `ReinsettingModifiers`, the Mac names `ExecutionScope` tests for), found in one pass over the tokens: the summary then needs no `NameIndex` (which
/// hashes every identifier of the file). Texts are compared byte for byte (no hashing), as `SwiftFile.isText`
/// compares: a backticked name is not its word.
struct SummaryWords {
    /// The words looked up, in the order of `occurrences(_:)`'s index.
    static let words: [StaticString] = [
        // 0–2: FileSummary.idiomWords; 3–6: FileSummary.orientationWords.
        "userInterfaceIdiom", "UIUserInterfaceIdiom", "idiom", "isLandscape", "isPortrait", "interfaceOrientation", "orientation",
        // 7–10: BarContentUses; 11–12: ReinsettingModifiers; 13–14: ExecutionScope.Builder (`PlatformCondition`).
        "toolbar", "navigationBarItems", "ToolbarItem", "ToolbarItemGroup", "safeAreaPadding", "safeAreaInsets",
        "isiOSAppOnMac", "isMacCatalystApp",
    ]
    /// The indices in `words` of the idiom words, the orientation words, the bar words, the safe-area words, the
    /// Mac names.
    static let idiom = 0..<3, orientation = 3..<7, bar = 7..<11, safeArea = 11..<13, mac = 13..<15
    /// For each length below 64, the words of that length as bits (bit `w` for `words[w]`).
    private static let byLength: [UInt16] = {
        var masks = [UInt16](repeating: 0, count: 64)
        for w in words.indices { masks[words[w].utf8CodeUnitCount] |= 1 << UInt16(w) }
        return masks
    }()
    /// Bit `n` set when some word is `n` bytes long (every word is shorter than 64 bytes): an identifier of
    /// another length is passed over with a bit test, before any table is read.
    private static let lengths: UInt64 = words.reduce(0) { $0 | 1 << UInt64($1.utf8CodeUnitCount) }
    /// For each byte value, the words starting with that byte as bits (bit `w` for `words[w]`): with
    /// `byLength`, most identifiers have no candidate left and no byte is compared.
    private static let byFirst: [UInt16] = {
        var masks = [UInt16](repeating: 0, count: 256)
        for w in words.indices { masks[Int(words[w].utf8Start[0])] |= 1 << UInt16(w) }
        return masks
    }()
    /// The words' bytes, one after another, and where each starts (one extra entry ends the last).
    private static let text: [UInt8] = words.flatMap { UnsafeBufferPointer(start: $0.utf8Start, count: $0.utf8CodeUnitCount) }
    private static let offsets: [Int] = words.reduce(into: [0]) { $0.append($0.last! + $1.utf8CodeUnitCount) }

    /// An empty list of tokens for each word: what `found` starts as.
    static let none = [[Int32]](repeating: [], count: words.count)
    /// For each word (by index in `words`), its tokens, ascending.
    private var found: [[Int32]]

    /// The occurrences of `words` in `file`. O(tokens); compares bytes only for tokens of a word's length and first byte.
    init(_ file: SwiftFile) {
        // A copy of one list of empty lists, made once: most files spell none of the words, and then it is not
        // even copied (a word found copies it once, its empty lists not allocated).
        var found = Self.none
        let byLength = Self.byLength, byFirst = Self.byFirst, text = Self.text, offsets = Self.offsets, lengths = Self.lengths
        byFirst.withUnsafeBufferPointer { byFirst in
            byLength.withUnsafeBufferPointer { byLength in
                text.withUnsafeBufferPointer { text in
                    offsets.withUnsafeBufferPointer { offsets in
                        file.source.bytes.withUnsafeBufferPointer { b in
                            file.tokens.withUnsafeBufferPointer { t in
                                /// Records token `k` (an identifier) when it is spelled like one of the words.
                                @inline(__always) func look(_ k: Int) {
                                    let start = Int(t[k].start), n = Int(t[k].end) - start
                                    guard n < 64 && lengths >> UInt64(truncatingIfNeeded: n) & 1 != 0 else { return }
                                    var candidates = byLength[n] & byFirst[Int(b[start])]
                                    while candidates != 0 {
                                        let w = candidates.trailingZeroBitCount
                                        candidates &= candidates - 1
                                        let o = offsets[w]
                                        guard b[start] == text[o] else { continue }
                                        var i = 1
                                        while i < n && b[start + i] == text[o + i] { i += 1 }
                                        if i == n {
                                            found[w].append(Int32(truncatingIfNeeded: k))
                                            return
                                        }
                                    }
                                }
                                // Four tokens a round (the loop's own test once per four), then the rest.
                                let count = t.count
                                var k = 0
                                while k + 4 <= count {
                                    if t[k].kind == .identifier { look(k) }
                                    if t[k + 1].kind == .identifier { look(k + 1) }
                                    if t[k + 2].kind == .identifier { look(k + 2) }
                                    if t[k + 3].kind == .identifier { look(k + 3) }
                                    k += 4
                                }
                                while k < count {
                                    if t[k].kind == .identifier { look(k) }
                                    k += 1
                                }
                            }
                        }
                    }
                }
            }
        }
        self.found = found
    }

    /// The occurrences found by another walk of the file's tokens (`SwiftLinter.hits(in:)`): for each word (by
    /// index in `words`), its tokens, ascending, as `init(_:)` finds them.
    init(found: [[Int32]]) {
        precondition(found.count == Self.words.count, "one list per word")
        self.found = found
    }

    /// The tokens spelled like `words[w]`, ascending.
    func occurrences(_ w: Int) -> [Int32] { found[w] }
}
