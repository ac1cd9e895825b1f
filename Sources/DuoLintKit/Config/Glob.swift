/// A path pattern of the configuration's `included` and `excluded` lists, matched component by component.
///
/// Within one path component `*` matches any run of characters and `?` matches one character (neither
/// matches `/`); a component that is exactly `**` matches zero or more whole components. Everything else
/// matches itself (there are no character classes and no escapes). A pattern matches a path when it matches
/// the path itself or one of its ancestors, so `App/Generated` covers every file below that folder.
///
/// A configuration's pattern is at most `maximumLength` bytes long (`ConfigurationReader` refuses a longer one).
/// Matching never backtracks: a component costs at most its length times the longest run of the pattern
/// between two `*` (`ComponentPattern`), and a path at most its components times the pattern's positions
/// (`GlobSet`, which `PathFilter` uses to match every pattern of a list at once).
public struct Glob: Sendable, Equatable {
    /// The pattern's components after lexical normalization (`.` dropped, `x/..` folded, no empty components).
    public let components: [String]

    /// The longest pattern a configuration may give, in UTF-8 bytes: 1,024, the longest path macOS accepts
    /// (`PATH_MAX` in `<sys/syslimits.h>`). No file name needs a longer pattern, and the bound keeps a
    /// configuration from a pull request from making matching slow.
    public static let maximumLength = 1024

    /// A pattern from `text`, a `/`-separated path relative to the configuration's folder. A trailing `/`
    /// and `./` components are ignored.
    public init(_ text: String) {
        // Adjacent `**` match what one does, so they are collapsed (matching stays linear in their number).
        var parts: [String] = []
        for p in Glob.normalize(PathText.components(text)) {
            if p == "**" && parts.last == "**" { continue }
            parts.append(p)
        }
        components = parts
    }

    /// `parts` with `.` dropped and `name/..` folded; a leading `..` that cannot fold is kept.
    public static func normalize(_ parts: [String]) -> [String] {
        var out: [String] = []
        for p in parts {
            if p == "." || p.isEmpty { continue }
            if p == "..", let last = out.last, last != ".." { out.removeLast(); continue }
            out.append(p)
        }
        return out
    }

    /// True when the pattern matches `path` (components of a path relative to the configuration's folder) or
    /// one of its ancestors. The configuration's folder itself (no components) is an ancestor only of paths
    /// inside it (not of one starting with `..`).
    public func matchesPathOrAncestor(_ path: [String]) -> Bool {
        GlobSet([self]).matchesPathOrAncestor(path)
    }

    /// True when some path below the folder `directory` (components relative to the configuration's folder)
    /// could match the pattern: the folder is worth walking into when looking for included files.
    public func mayMatchBelow(_ directory: [String]) -> Bool {
        GlobSet([self]).mayMatchBelow(directory)
    }
}

/// One component of a glob other than `**`, compiled: `*` matches any run of characters, `?` one character
/// (characters as Swift compares them: extended grapheme clusters, canonically equivalent ones equal).
///
/// Matching places the runs between `*`s from left to right, each at its first fit (the first and last
/// anchored at the ends), which never needs to go back: for these two wildcards the first fit of each run
/// leaves the most room for the next. A component of n characters costs at most n × (the longest run) steps,
/// so `*a*a*a…b` against `aaaa…` is linear.
struct ComponentPattern: Sendable {
    /// The component as written.
    let text: String
    /// The runs between `*`s (one run when there is no `*`); a run may hold `?`.
    private let runs: [[Character]]
    /// The characters before the first `*` or `?` (the start every match has).
    let literalPrefix: [Character]
    /// The characters after the last `*` or `?` (the end every match has).
    let literalSuffix: [Character]
    /// True when the component holds a `*` or a `?` (otherwise it matches only itself).
    let hasWildcard: Bool

    /// The compiled form of the component `text`.
    init(_ text: String) {
        self.text = text
        let chars = Array(text)
        runs = chars.split(separator: "*", omittingEmptySubsequences: false).map(Array.init)
        hasWildcard = chars.contains("*") || chars.contains("?")
        literalPrefix = Array(chars.prefix { $0 != "*" && $0 != "?" })
        literalSuffix = hasWildcard ? Array(chars.reversed().prefix { $0 != "*" && $0 != "?" }.reversed()) : chars
    }

    /// True when the pattern matches the whole of `s`.
    func matches(_ s: [Character]) -> Bool {
        guard runs.count > 1 else { return runs[0].count == s.count && fits(runs[0], s, at: 0) }
        let first = runs[0], last = runs[runs.count - 1]
        guard s.count >= first.count + last.count, fits(first, s, at: 0), fits(last, s, at: s.count - last.count) else { return false }
        var from = first.count
        let end = s.count - last.count
        for run in runs[1..<(runs.count - 1)] where !run.isEmpty {
            guard let at = firstFit(run, s, from: from, end: end) else { return false }
            from = at + run.count
        }
        return true
    }

    /// True when `run` matches `s` at `start` (`?` matches any character).
    private func fits(_ run: [Character], _ s: [Character], at start: Int) -> Bool {
        for (k, c) in run.enumerated() where c != "?" && c != s[start + k] { return false }
        return true
    }

    /// The first offset in `from...(end - run.count)` where `run` fits in `s`, or nil.
    private func firstFit(_ run: [Character], _ s: [Character], from: Int, end: Int) -> Int? {
        var at = from
        while at + run.count <= end {
            if fits(run, s, at: at) { return at }
            at += 1
        }
        return nil
    }
}
