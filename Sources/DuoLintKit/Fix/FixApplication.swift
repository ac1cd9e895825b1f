/// Applies the fixes of one file at once: every fix that overlaps none taken before it, in the order given
/// (report order), the others left for a later run; a replacement equal to one made is shared (made once).
public enum FixApplication {
    /// The fixed bytes and which fixes (indices into the list given) were applied and which were left out
    /// because they overlap an applied one or lie outside the file.
    public struct Outcome: Sendable, Equatable {
        /// The file with the applied fixes' replacements made.
        public var bytes: [UInt8]
        /// Indices of the applied fixes, ascending.
        public var applied: [Int]
        /// Indices of the fixes left out, ascending.
        public var notApplied: [Int]
    }

    /// True when two regions (0-based byte offsets, half-open) cannot both be replaced: they share a byte, or
    /// they start at the same offset (two insertions there, or an insertion at a replacement's start: which
    /// comes first would be a guess), or one is an insertion strictly inside the other.
    public static func conflict(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if a.lowerBound == b.lowerBound { return true }
        if a.isEmpty { return b.lowerBound < a.lowerBound && a.lowerBound < b.upperBound }
        if b.isEmpty { return a.lowerBound < b.lowerBound && b.lowerBound < a.upperBound }
        return a.lowerBound < b.upperBound && b.lowerBound < a.upperBound
    }

    /// `bytes` with the replacements of each fix of `fixes` that conflicts with no fix applied before it (and
    /// whose regions lie in the file). A replacement equal to one already made (the same bytes replaced by the
    /// same text: the property two uses of one view both insert, the comment several notes both remove) is
    /// shared, made once, not a conflict. Linear in the file's size plus the replacements, times the made
    /// replacements a new one is checked against (sorted; found by binary search).
    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> Outcome {
        var taken: [(offsets: Range<Int>, text: String)] = []  // sorted by lower bound, not overlapping
        var applied: [Int] = [], notApplied: [Int] = []
        for (n, fix) in fixes.enumerated() {
            let fits = !fix.replacements.isEmpty && fix.replacements.allSatisfy { $0.offsets.lowerBound >= 0 && $0.offsets.upperBound <= bytes.count }
            var new: [(offsets: Range<Int>, text: String)] = []
            var blocked = !fits
            for r in fix.replacements where !blocked {
                let i = insertionIndex(r.offsets.lowerBound, taken)
                if i < taken.count, taken[i].offsets == r.offsets, taken[i].text == r.insertedContent { continue }
                blocked = (i > 0 && conflict(taken[i - 1].offsets, r.offsets)) || (i < taken.count && conflict(taken[i].offsets, r.offsets))
                new.append((r.offsets, r.insertedContent))
            }
            guard !blocked else { notApplied.append(n); continue }
            for r in new { taken.insert(r, at: insertionIndex(r.offsets.lowerBound, taken)) }
            applied.append(n)
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + taken.reduce(0) { $0 + $1.text.utf8.count })
        var at = 0
        for (r, text) in taken {
            out.append(contentsOf: bytes[at..<r.lowerBound])
            out.append(contentsOf: text.utf8)
            at = r.upperBound
        }
        out.append(contentsOf: bytes[at...])
        return Outcome(bytes: out, applied: applied, notApplied: notApplied)
    }

    /// The first index of `taken` whose lower bound is at least `offset`.
    private static func insertionIndex(_ offset: Int, _ taken: [(offsets: Range<Int>, text: String)]) -> Int {
        var lo = 0, hi = taken.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if taken[mid].offsets.lowerBound < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
