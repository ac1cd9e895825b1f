/// A path pattern of the configuration's `included` and `excluded` lists, matched component by component.
///
/// Within one path component `*` matches any run of characters and `?` matches one character (neither
/// matches `/`); a component that is exactly `**` matches zero or more whole components. Everything else
/// matches itself (there are no character classes and no escapes). A pattern matches a path when it matches
/// the path itself or one of its ancestors, so `App/Generated` covers every file below that folder.
public struct Glob: Sendable, Equatable {
    /// The pattern's components after lexical normalization (`.` dropped, `x/..` folded, no empty components).
    public let components: [String]

    /// A pattern from `text`, a `/`-separated path relative to the configuration's folder. A trailing `/`
    /// and `./` components are ignored.
    public init(_ text: String) {
        // Adjacent `**` match what one does, so they are collapsed (matching stays linear in their number).
        var parts: [String] = []
        for p in Glob.normalize(text.split(separator: "/", omittingEmptySubsequences: true).map(String.init)) {
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
    /// one of its ancestors.
    public func matchesPathOrAncestor(_ path: [String]) -> Bool {
        // An ancestor of length k matches when the pattern matches the first k components exactly.
        let prefixes = Glob.matchedLengths(components, path)
        // The configuration's folder itself (no components) is an ancestor only of paths inside it.
        return prefixes.indices.contains { n in prefixes[n] && !(n == 0 && path.first == "..") }
    }

    /// True when some path below the folder `directory` (components relative to the configuration's folder)
    /// could match the pattern: the folder is worth walking into when looking for included files.
    public func mayMatchBelow(_ directory: [String]) -> Bool {
        for (i, part) in directory.enumerated() {
            // The pattern ended: it matched an ancestor of the folder, so everything below matches.
            guard i < components.count else { return true }
            if components[i] == "**" { return true }
            guard Glob.matchComponent(Array(components[i]), Array(part)) else { return false }
        }
        return true
    }

    /// `result[n]` is true when the whole pattern matches exactly the first `n` components of `path`.
    ///
    /// A search over the states (pattern index, path index), each visited once, so the cost is at most
    /// (pattern components + 1) × (path components + 1) component matches however many `**` the pattern has.
    static func matchedLengths(_ pattern: [String], _ path: [String]) -> [Bool] {
        var result = Array(repeating: false, count: path.count + 1)
        let width = path.count + 1
        var seen = Array(repeating: false, count: (pattern.count + 1) * width)
        let patternChars = pattern.map(Array.init)
        let pathChars = path.map(Array.init)
        var stack = [(0, 0)]
        while let (pi, si) = stack.popLast() {
            let key = pi * width + si
            if seen[key] { continue }
            seen[key] = true
            guard pi < pattern.count else {
                result[si] = true
                continue
            }
            if pattern[pi] == "**" {
                // Zero components, or one more.
                stack.append((pi + 1, si))
                if si < path.count { stack.append((pi, si + 1)) }
            } else if si < path.count, matchComponent(patternChars[pi], pathChars[si]) {
                stack.append((pi + 1, si + 1))
            }
        }
        return result
    }

    /// True when the component pattern `p` (`*` and `?` wildcards) matches the whole of `s`.
    static func matchComponent(_ p: [Character], _ s: [Character]) -> Bool {
        // Iterative wildcard matching with one backtrack point (linear for one `*`, at most quadratic).
        var pi = 0, si = 0
        var star = -1, mark = 0
        while si < s.count {
            if pi < p.count && (p[pi] == "?" || p[pi] == s[si]) && p[pi] != "*" {
                pi += 1; si += 1
            } else if pi < p.count && p[pi] == "*" {
                star = pi; mark = si; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; si = mark
            } else {
                return false
            }
        }
        while pi < p.count && p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
