/// Applies the fixes of one file at once: every fix that overlaps none taken before it, in the order given
/// (report order), the others left for a later run; a fix equal to one taken is taken with it (its edits made once).
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
    /// whose regions lie in the file). Linear in the file's size plus the replacements, times the applied
    /// replacements a new one is checked against (sorted; found by binary search).
    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> Outcome {
        var taken: [Range<Int>] = []  // sorted by lower bound
        var applied: [Int] = [], notApplied: [Int] = []
        // The applied fixes by their first replacement's start: a fix equal to one of them (several findings that
        // one edit resolves, such as the notes of one suppression comment) is applied with it, its edits made once.
        var appliedAt: [Int: Int] = [:]
        var made: [Int] = []
        for (n, fix) in fixes.enumerated() {
            let regions = fix.replacements.map(\.offsets)
            let fits = !regions.isEmpty && regions.allSatisfy { $0.lowerBound >= 0 && $0.upperBound <= bytes.count }
            if fits, let same = appliedAt[regions[0].lowerBound], fixes[same] == fix { applied.append(n); continue }
            guard fits, !regions.contains(where: { r in overlapsTaken(r, taken) }) else { notApplied.append(n); continue }
            for r in regions { taken.insert(r, at: insertionIndex(r.lowerBound, taken)) }
            applied.append(n)
            made.append(n)
            appliedAt[regions[0].lowerBound] = n
        }
        var edits: [(Range<Int>, String)] = []
        for n in made { for r in fixes[n].replacements { edits.append((r.offsets, r.insertedContent)) } }
        edits.sort { $0.0.lowerBound < $1.0.lowerBound }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.1.utf8.count })
        var at = 0
        for (r, text) in edits {
            out.append(contentsOf: bytes[at..<r.lowerBound])
            out.append(contentsOf: text.utf8)
            at = r.upperBound
        }
        out.append(contentsOf: bytes[at...])
        return Outcome(bytes: out, applied: applied, notApplied: notApplied)
    }

    /// The first index of `taken` whose lower bound is at least `offset`.
    private static func insertionIndex(_ offset: Int, _ taken: [Range<Int>]) -> Int {
        var lo = 0, hi = taken.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if taken[mid].lowerBound < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// True when `r` conflicts with a region of `taken` (sorted, not overlapping one another): only the
    /// neighbours of its place can.
    private static func overlapsTaken(_ r: Range<Int>, _ taken: [Range<Int>]) -> Bool {
        let i = insertionIndex(r.lowerBound, taken)
        return (i > 0 && conflict(taken[i - 1], r)) || (i < taken.count && conflict(taken[i], r))
    }
}
