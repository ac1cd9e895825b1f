extension SwiftLinter {
    /// The words of one Swift file that the file summary and the rules look for, found in one walk of its
    /// identifiers (`TriggerTable`) before the file is summarized and linted: a first pass summarizes a file and
    /// then lints it, and each walked every identifier (the summary's word finder took 20.2 M instructions over the
    /// eight real apps of issue 20, beside the rules' 26.8 M; the one walk takes 43.0 M).
    struct Hits {
        /// The file summary's words, as `SummaryWords(file)` finds them (a backticked name is not its word).
        var words: SummaryWords
        /// Each token whose text, without backticks, is a rule's trigger, with its entry in `triggers`: the token in
        /// the high 32 bits, the entry in the low ones; in token order.
        var rules: [UInt64]
    }

    /// The hits of `file`: `lint(_:context:hits:)` visits the rules at them, and the summary reads the words.
    func hits(in file: SwiftFile) -> Hits {
        var found = SummaryWords.none
        var hits: [UInt64] = []
        entryHasRule.withUnsafeBufferPointer { hasRule in entryWord.withUnsafeBufferPointer { word in
            file.source.bytes.withUnsafeBufferPointer { b in file.tokens.withUnsafeBufferPointer { toks in
                triggers.forEachMatch(b, toks) { i, e in
                    if hasRule[e] { hits.append(UInt64(truncatingIfNeeded: i) << 32 | UInt64(truncatingIfNeeded: e)) }
                    let w = Int(word[e])
                    if w >= 0 && b[Int(toks[i].start)] != UInt8(ascii: "`") { found[w].append(Int32(truncatingIfNeeded: i)) }
                }
            } }
        } }
        return Hits(words: SummaryWords(found: found), rules: hits)
    }
}
