/// The identifier tokens of a file spelled exactly like each of the words the file summary looks up (the idiom
/// and orientation words of `FileSummary+Predicates`, the bar words of `BarContentUses`, the safe-area words of
/// `ReinsettingModifiers`), found in one pass over the tokens: the summary then needs no `NameIndex` (which
/// hashes every identifier of the file). Texts are compared byte for byte (no hashing), as `SwiftFile.isText`
/// compares: a backticked name is not its word.
struct SummaryWords {
    /// The words looked up, in the order of `occurrences(_:)`'s index.
    static let words: [StaticString] = [
        // 0–2: FileSummary.idiomWords; 3–6: FileSummary.orientationWords.
        "userInterfaceIdiom", "UIUserInterfaceIdiom", "idiom", "isLandscape", "isPortrait", "interfaceOrientation", "orientation",
        // 7–10: BarContentUses; 11–12: ReinsettingModifiers.
        "toolbar", "navigationBarItems", "ToolbarItem", "ToolbarItemGroup", "safeAreaPadding", "safeAreaInsets",
    ]
    /// The indices in `words` of the idiom words, the orientation words, the bar words, the safe-area words.
    static let idiom = 0..<3, orientation = 3..<7, bar = 7..<11, safeArea = 11..<13
    /// Bit `n` set when some word is `n` bytes long.
    private static let lengths: UInt64 = words.reduce(0) { $0 | (1 << UInt64($1.utf8CodeUnitCount)) }

    /// For each word (by index in `words`), its tokens, ascending.
    private var found: [[Int32]]

    /// The occurrences of `words` in `file`. O(tokens); compares bytes only for tokens of a word's length.
    init(_ file: SwiftFile) {
        var found = [[Int32]](repeating: [], count: Self.words.count)
        let words = Self.words
        let lengths = Self.lengths
        file.source.bytes.withUnsafeBufferPointer { b in
            file.tokens.withUnsafeBufferPointer { t in
                for k in 0..<t.count where t[k].kind == .identifier {
                    let start = Int(t[k].start), n = Int(t[k].end) - start
                    guard n < 64, lengths & (1 << UInt64(n)) != 0 else { continue }
                    for w in words.indices where words[w].utf8CodeUnitCount == n && Self.equal(b, start, words[w]) {
                        found[w].append(Int32(truncatingIfNeeded: k))
                        break
                    }
                }
            }
        }
        self.found = found
    }

    /// True when the `word.utf8CodeUnitCount` bytes of `b` from `start` are `word`'s.
    @inline(__always) private static func equal(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ word: StaticString) -> Bool {
        let p = word.utf8Start
        for i in 0..<word.utf8CodeUnitCount where b[start + i] != p[i] { return false }
        return true
    }

    /// The tokens spelled like `words[w]`, ascending.
    func occurrences(_ w: Int) -> [Int32] { found[w] }
}
