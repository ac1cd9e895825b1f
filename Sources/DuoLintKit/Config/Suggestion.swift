/// "Did you mean …?" for a misspelt name in a configuration file: the one known name close to it.
///
/// Closeness is the edit distance (Levenshtein: insertions, deletions and substitutions of one Unicode scalar
/// each). A candidate is close when its distance is at most `threshold(for:)` of the name written: 1 for names
/// of up to 4 scalars, 2 for up to 8, 3 beyond. A suggestion is made only when exactly one candidate is close,
/// so a name between two known ones gets none rather than a guess.
public enum Suggestion {
    /// The largest edit distance at which a candidate counts as close to `name`: 1 up to 4 scalars, 2 up to 8,
    /// else 3.
    public static func threshold(for name: String) -> Int {
        let n = name.unicodeScalars.count
        return n <= 4 ? 1 : (n <= 8 ? 2 : 3)
    }

    /// The single candidate within `threshold(for: name)` edits of `name` (and not equal to it), or nil when
    /// none or more than one is.
    public static func closest(to name: String, among candidates: [String]) -> String? {
        let limit = threshold(for: name)
        let close = Set(candidates).filter { $0 != name && distance(name, $0, limit: limit) <= limit }
        return close.count == 1 ? close.first : nil
    }

    /// The text put after the unknown name in a message: `" (did you mean 'X'?)"` when there is one close
    /// candidate X, else the empty string (also for no name).
    public static func clause(for name: String?, among candidates: [String]) -> String {
        guard let name, let best = closest(to: name, among: candidates) else { return "" }
        return " (did you mean '\(best)'?)"
    }

    /// The edit distance between `a` and `b` over Unicode scalars; any value above `limit` is returned as
    /// `limit + 1` (the rows stop early once every entry exceeds it).
    public static func distance(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        if abs(x.count - y.count) > limit { return limit == .max ? limit : limit + 1 }
        var previous = Array(0...y.count)
        var row = previous
        for i in 1...max(x.count, 1) where !x.isEmpty {
            row[0] = i
            var best = row[0]
            for j in stride(from: 1, through: y.count, by: 1) {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
                best = min(best, row[j])
            }
            if best > limit { return limit + 1 }
            swap(&previous, &row)
        }
        let d = x.isEmpty ? y.count : previous[y.count]
        return d > limit ? limit + 1 : d
    }
}
