extension AssumedBiometryRule {
    /// True when some string literal of `file` has a static text (`BiometryText.staticText`) that names Face ID
    /// and not Touch ID, or is `faceid`: every finding of the rule is such a literal, so a file without one is not
    /// visited. Most files have none, and the visits at `Text`, `Button`, `title` … are the rule's cost.
    ///
    /// A literal is read only when its segments (outside interpolations) hold `ace` in any case across segment
    /// bounds (`"F\(x)ace ID"` reads `Face ID`) or an escape that could spell or join letters
    /// (`segmentMayNameFaceID`); the others cannot name Face ID or be `faceid`.
    ///
    /// Reads the tree's and the file's arrays through buffer pointers: the test runs over every node of most files.
    public func mayReport(in file: SwiftFile) -> Bool {
        // Most files have no segment that could pass the test below: settled from the tokens alone, without the tree.
        guard Self.anySegmentMayNameFaceID(file) else { return false }
        let tree = file.syntaxTree
        return file.source.bytes.withUnsafeBufferPointer { b in file.tokens.withUnsafeBufferPointer { toks in
            tree.kinds.withUnsafeBufferPointer { kinds in
                for n in 0..<kinds.count where kinds[n] == .stringLiteralExpr {
                    let range = tree.tokens(n)
                    let depth = toks[range.lowerBound].interpolationDepth
                    // The last two letters lowered (a byte each), across segments at the literal's own depth.
                    var last: UInt16 = 0
                    var read = false
                    for t in range where toks[t].kind == .stringSegment && toks[t].interpolationDepth == depth {
                        if Self.segmentMayNameFaceID(b, Int(toks[t].start), Int(toks[t].end), &last) { read = true; break }
                    }
                    guard read, let text = BiometryText.staticText(n, file) else { continue }
                    if text == "faceid" || (BiometryText.namesFaceID(text) && !BiometryText.namesTouchID(text)) { return true }
                }
                return false
            }
        } }
    }

    /// False only when no string literal of `file` can pass `mayReport`'s byte test (`segmentMayNameFaceID`): no
    /// string segment holds an escape that could spell or join letters, and no run of segments at one
    /// interpolation depth, in file order, spells `ace` in any case.
    /// The segments of one literal are consecutive among the segments of their depth (an interpolation's own
    /// segments are deeper), so every literal the test would read makes this true; letters carried over from an
    /// earlier literal of the same depth only add cases. Depths past `carried` count as a pass. One pass over the
    /// tokens and the segments' bytes; no tree.
    static func anySegmentMayNameFaceID(_ file: SwiftFile) -> Bool {
        let carried = 8
        return file.source.bytes.withUnsafeBufferPointer { b in file.tokens.withUnsafeBufferPointer { toks in
            // The last two letters lowered (a byte each) at each depth below `carried`.
            var last = (UInt16(0), UInt16(0), UInt16(0), UInt16(0), UInt16(0), UInt16(0), UInt16(0), UInt16(0))
            return withUnsafeMutableBytes(of: &last) { raw in
                let last = raw.bindMemory(to: UInt16.self)
                for t in toks where t.kind == .stringSegment {
                    let depth = Int(t.interpolationDepth)
                    guard depth < carried else { return true }
                    if segmentMayNameFaceID(b, Int(t.start), Int(t.end), &last[depth]) { return true }
                }
                return false
            }
        } }
    }

    /// The byte test of one string segment `b[start..<end]` (`end` within `b`): true when the segment, read after
    /// `last` (the two bytes before it at its depth, each OR-ed with 0x20, the older in the high byte), spells `ace`
    /// in any case, or holds a backslash that is not one of the escapes `\t`, `\n`, `\r`, `\0`, `\\`, `\"`, `\'`
    /// (those decode to a byte that is no letter, in a raw string too, where they stay as written: `\u{…}`, a
    /// line-ending backslash and a raw string's `\#…` can spell or join letters), or ends the segment. Updates
    /// `last` for the next segment of the depth (a decoded escape leaves no letter: `last` is 0 after it).
    ///
    /// Eight bytes at a time: a word with no backslash where no `e`/`E` ends an `ace` in any case (counting the two
    /// bytes before the word) only moves `last` on; the others are read byte by byte. Every string byte of most
    /// files goes through here.
    @inline(__always)
    static func segmentMayNameFaceID(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ last: inout UInt16) -> Bool {
        guard start < end, let base = b.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080, case20 = ones &* 0x20
        var l = last
        var k = start
        /// Reads the byte (or the escape) at `k`, moving `k` past it: true when the test passes there.
        @inline(__always) func step() -> Bool {
            let x = b[k]
            if x == 0x5C {
                guard k + 1 < end else { return true }
                switch b[k + 1] {
                case 0x74, 0x6E, 0x72, 0x30, 0x5C, 0x22, 0x27: l = 0; k += 2; return false
                default: return true
                }
            }
            let lower = x | 0x20
            if lower == 0x65, l == 0x6163 { return true }
            l = (l << 8) | UInt16(lower)
            k += 1
            return false
        }
        while k + 8 <= end {
            let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: k, as: UInt64.self))
            let lw = w | case20
            // Zero bytes of `slash` are backslashes: (v - 1) & ~v has a high bit set in some byte exactly when v
            // has a zero byte. A word without one spells `ace` only where an `e` follows `c` and `a` (the two
            // before the word are `l`'s bytes); `e` is common in text, `ace` is not, so most words end here.
            let slash = w ^ (ones &* 0x5C)
            if (slash &- ones) & ~slash & highs == 0 {
                let e = equalBytes(lw, 0x65)
                if e == 0 || e & (equalBytes(lw, 0x63) << 8 | (l & 0xFF == 0x63 ? 0x80 : 0))
                    & (equalBytes(lw, 0x61) << 16 | (l & 0xFF == 0x61 ? 0x8000 : 0) | (l >> 8 == 0x61 ? 0x80 : 0)) == 0 {
                    l = UInt16(truncatingIfNeeded: (lw >> 40) & 0xFF00 | lw >> 56)
                    k += 8
                    continue
                }
            }
            let stop = k + 8
            while k < stop { if step() { last = l; return true } }
        }
        while k < end { if step() { last = l; return true } }
        last = l
        return false
    }

    /// The high bit of each byte of `word` that is `byte`, and no other bit: exact in every byte (the sum cannot
    /// carry from one byte into the next, as the bytes' high bits are cleared before it).
    @inline(__always)
    static func equalBytes(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let t = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return ~(((t & lows) &+ lows) | t) & ~lows
    }
}
