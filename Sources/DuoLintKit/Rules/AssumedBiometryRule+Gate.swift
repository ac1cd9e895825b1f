extension AssumedBiometryRule {
    /// True when some string literal of `file` has a static text (`BiometryText.staticText`) that names Face ID
    /// and not Touch ID, or is `faceid`: every finding of the rule is such a literal, so a file without one is not
    /// visited. Most files have none, and the visits at `Text`, `Button`, `title` … are the rule's cost.
    ///
    /// A literal is read only when its segments (outside interpolations) hold a backslash (an escape can spell any
    /// letter) or `ace` in any case across segment bounds (`"F\(x)ace ID"` reads `Face ID`); the others cannot
    /// name Face ID or be `faceid`.
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
                    scan: for t in range where toks[t].kind == .stringSegment && toks[t].interpolationDepth == depth {
                        for k in Int(toks[t].start)..<Int(toks[t].end) {
                            let x = b[k]
                            if x == 0x5C { read = true; break scan }
                            let lower = x | 0x20
                            if lower == 0x65, last == 0x6163 { read = true; break scan }
                            last = (last << 8) | UInt16(lower)
                        }
                    }
                    guard read, let text = BiometryText.staticText(n, file) else { continue }
                    if text == "faceid" || (BiometryText.namesFaceID(text) && !BiometryText.namesTouchID(text)) { return true }
                }
                return false
            }
        } }
    }

    /// False only when no string literal of `file` can pass `mayReport`'s byte test: no string segment holds a
    /// backslash, and no run of segments at one interpolation depth, in file order, spells `ace` in any case.
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
                    var l = last[depth]
                    for k in Int(t.start)..<Int(t.end) {
                        let x = b[k]
                        if x == 0x5C { return true }
                        let lower = x | 0x20
                        if lower == 0x65, l == 0x6163 { return true }
                        l = (l << 8) | UInt16(lower)
                    }
                    last[depth] = l
                }
                return false
            }
        } }
    }
}
