/// A word of a suppression comment that duolint could not understand, reported as an `invalid_suppression`
/// warning at that word: a word that is not a rule id (`because` in
/// `// duolint:disable:next ui_screen_main because legacy`), a directive that does not exist (`duolint:disabel`),
/// or a directive that names no rule.
public struct InvalidSuppression: Sendable, Equatable {
    /// The word's bytes in the file (UTF-8 offsets; for a directive, from its `duolint:` to the end of its verb).
    public var range: Range<Int>
    /// The index of the directive the word is in, among `SuppressionMap.directives` (nil: the directive was not
    /// understood at all). That directive never silences the warning about its own word.
    public var directive: Int?
    /// What is wrong and how to fix it.
    public var message: String

    /// The message for `word`, which is not a rule id nor `all`:
    /// `'ui_screen_mian' is not a rule; did you mean 'ui_screen_main'?` with the `nearest` id (`NearMissFinder`),
    /// else `'because' is not a rule; write the reason after ' - '`.
    public static func unknownRule(_ word: String, nearest: String?) -> String {
        if let nearest { return "'\(shown(word))' is not a rule; did you mean '\(nearest)'?" }
        return "'\(shown(word))' is not a rule; write the reason after ' - '"
    }

    /// `word` as a message quotes it: its first 60 characters and `…` when it has more than 64 (a hostile
    /// comment's word can be megabytes long).
    static func shown(_ word: String) -> String {
        word.count <= 64 ? word : String(word.prefix(60)) + "…"
    }

    /// The message for the verb `word` of `duolint:WORD`, which is not a directive:
    /// `'duolint:disabel' is not a directive; did you mean 'duolint:disable'?`, or the list of directives.
    public static func unknownDirective(_ word: String) -> String {
        if let near = NearMissFinder(Set(SuppressionMap.commands)).nearest(word) {
            return "'duolint:\(shown(word))' is not a directive; did you mean 'duolint:\(near)'?"
        }
        let all = SuppressionMap.commands.map { "duolint:" + $0 }
        return "'duolint:\(shown(word))' is not a directive; use \(all.dropLast().joined(separator: ", ")) or \(all.last!)"
    }

    /// The message for the directive `duolint:COMMAND` that names no rule id.
    public static func namesNoRule(_ command: String) -> String {
        "'duolint:\(command)' names no rule; give rule ids or 'all' before ' - '"
    }
}

/// Finds the candidate nearest to a word, for "did you mean …?" suggestions: by optimal string alignment distance
/// (insertions, deletions, substitutions and swaps of neighbours each count 1), compared in lower case.
public struct NearMissFinder: Sendable {
    private struct Candidate: Sendable {
        var id: String
        var scalars: [Unicode.Scalar]
        var histogram: [Int]
    }
    private let candidates: [Candidate]

    /// A finder among `candidates` (ties go to the first in sorted order).
    public init(_ candidates: Set<String>) {
        self.candidates = candidates.sorted().map { id in
            let scalars = Array(id.unicodeScalars)
            return Candidate(id: id, scalars: scalars, histogram: NearMissFinder.histogram(scalars))
        }
    }

    /// The candidate closest to `word` when that distance is at most a quarter of the word's length (at least
    /// 1, at most 3); nil when nothing is that near. Words longer than 64 characters are compared with nothing.
    /// Cheap for words near nothing: a candidate whose letter counts differ from the word's by more than twice the
    /// limit (a lower bound of the distance) is not compared further.
    public func nearest(_ word: String) -> String? {
        let w = Array(word.lowercased().unicodeScalars)
        guard !w.isEmpty, w.count <= 64 else { return nil }
        let limit = min(3, max(1, w.count / 4))
        let h = NearMissFinder.histogram(w)
        var best: (distance: Int, id: String)?
        for c in candidates where abs(c.scalars.count - w.count) <= limit {
            var apart = 0
            for k in 0..<h.count { apart += abs(h[k] - c.histogram[k]) }
            guard (apart + 1) / 2 <= limit else { continue }
            let d = NearMissFinder.distance(w, c.scalars)
            if d <= limit && d < (best?.distance ?? Int.max) { best = (d, c.id) }
        }
        return best?.id
    }

    /// How many of `scalars` fall in each of 32 buckets (by the scalar's value modulo 32): one edit changes the
    /// buckets' summed differences by at most 2.
    private static func histogram(_ scalars: [Unicode.Scalar]) -> [Int] {
        var h = [Int](repeating: 0, count: 32)
        for s in scalars { h[Int(s.value & 31)] += 1 }
        return h
    }

    /// Optimal string alignment distance between `a` and `b`.
    private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] { d = min(d, before[j - 2] + 1) }
                current[j] = d
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
