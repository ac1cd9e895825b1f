/// "Did you mean …?" for a misspelt name: the one known name close to it. Configuration errors (keys, rule ids,
/// options, reporters) and `invalid_suppression` (rule ids and directives in suppression comments) both ask it,
/// so a typo gets the same suggestion wherever it is written.
///
/// Closeness is the optimal string alignment distance over Unicode scalars, compared in lower case: insertions,
/// deletions, substitutions and swaps of neighbours each count 1 (`mian` is one edit from `main`). A candidate
/// is close when its distance is at most `threshold(for:)` of the name written: 1 for names of up to 4
/// scalars, 2 for up to 8, 3 beyond. The nearest close candidate is suggested; when two are equally near,
/// none is, so a name between two known ones gets no guess. Names over 64 scalars are compared with nothing.
public struct Suggestion: Sendable {
    private struct Candidate: Sendable {
        var name: String
        var scalars: [Unicode.Scalar]
        var histogram: [Int]
    }
    private let candidates: [Candidate]

    /// A finder among `candidates`, prepared once for many names (a comment may hold thousands of words).
    public init<S: Sequence>(among candidates: S) where S.Element == String {
        self.candidates = Set(candidates).sorted().map { name in
            let scalars = Array(name.lowercased().unicodeScalars)
            return Candidate(name: name, scalars: scalars, histogram: Suggestion.histogram(scalars))
        }
    }

    /// The largest distance at which a candidate counts as close to `name`: 1 up to 4 scalars, 2 up to 8, else 3.
    public static func threshold(for name: String) -> Int {
        let n = name.unicodeScalars.count
        return n <= 4 ? 1 : (n <= 8 ? 2 : 3)
    }

    /// The nearest candidate within `threshold(for: name)` of `name` and not equal to it; nil when none is, or
    /// when two are equally near. Cheap for names near nothing: a candidate whose scalar counts differ from the
    /// name's by more than twice the threshold (a lower bound of the distance) is not compared further.
    public func closest(to name: String) -> String? {
        let w = Array(name.lowercased().unicodeScalars)
        guard !w.isEmpty, w.count <= 64 else { return nil }
        let limit = Suggestion.threshold(for: name)
        let h = Suggestion.histogram(w)
        var best: (distance: Int, name: String?)?
        for c in candidates where c.name != name && abs(c.scalars.count - w.count) <= limit {
            var apart = 0
            for k in 0..<h.count { apart += abs(h[k] - c.histogram[k]) }
            guard (apart + 1) / 2 <= limit else { continue }
            let d = Suggestion.distance(w, c.scalars)
            guard d <= limit else { continue }
            if d < (best?.distance ?? Int.max) { best = (d, c.name) } else if d == best?.distance { best?.name = nil }
        }
        return best?.name
    }

    /// `Suggestion(among: candidates).closest(to: name)`, for a single name.
    public static func closest(to name: String, among candidates: [String]) -> String? {
        Suggestion(among: candidates).closest(to: name)
    }

    /// The text put after the unknown name in a message: `" (did you mean 'X'?)"` when there is a close
    /// candidate X, else the empty string (also for no name).
    public static func clause(for name: String?, among candidates: [String]) -> String {
        guard let name, let best = closest(to: name, among: candidates) else { return "" }
        return " (did you mean '\(best)'?)"
    }

    /// The optimal string alignment distance between `a` and `b` (as written, case kept).
    public static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a.unicodeScalars), Array(b.unicodeScalars))
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
