@testable import DuoLintKit
import XCTest

/// The compiled glob matcher (`GlobSet`, `ComponentPattern`) against the matcher it replaced (kept here as
/// `Reference`, verbatim but for names): the same answers on every pattern and path of a seeded random
/// sample, and linear time on the inputs that made the old one slow.
final class GlobSetTests: XCTestCase {
    /// The old matcher (Glob.swift before issue 12): per pattern, a search over (pattern, path) positions with
    /// the one-backtrack-point component matcher.
    private enum Reference {
        static func matchesPathOrAncestor(_ pattern: [String], _ path: [String]) -> Bool {
            let prefixes = matchedLengths(pattern, path)
            return prefixes.indices.contains { n in prefixes[n] && !(n == 0 && path.first == "..") }
        }

        static func mayMatchBelow(_ pattern: [String], _ directory: [String]) -> Bool {
            for (i, part) in directory.enumerated() {
                guard i < pattern.count else { return true }
                if pattern[i] == "**" { return true }
                guard matchComponent(Array(pattern[i]), Array(part)) else { return false }
            }
            return true
        }

        static func matchedLengths(_ pattern: [String], _ path: [String]) -> [Bool] {
            var result = Array(repeating: false, count: path.count + 1)
            let width = path.count + 1
            var seen = Array(repeating: false, count: (pattern.count + 1) * width)
            var stack = [(0, 0)]
            while let (pi, si) = stack.popLast() {
                let key = pi * width + si
                if seen[key] { continue }
                seen[key] = true
                guard pi < pattern.count else { result[si] = true; continue }
                if pattern[pi] == "**" {
                    stack.append((pi + 1, si))
                    if si < path.count { stack.append((pi, si + 1)) }
                } else if si < path.count, matchComponent(Array(pattern[pi]), Array(path[si])) {
                    stack.append((pi + 1, si + 1))
                }
            }
            return result
        }

        static func matchComponent(_ p: [Character], _ s: [Character]) -> Bool {
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

    /// A deterministic generator (SplitMix64), so a failure reproduces.
    private struct Random {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(n))
        }
    }

    /// Random components over a small alphabet (with a decomposed `é`, equal to the precomposed one).
    private func component(_ r: inout Random, wildcards: Bool) -> String {
        let letters = wildcards ? ["a", "b", "é", "e\u{301}", "*", "?", "*", "a"] : ["a", "b", "é", "e\u{301}", "."]
        return (0..<(1 + r.next(4))).map { _ in letters[r.next(letters.count)] }.joined()
    }

    func testSameAnswersAsTheOldMatcherOnASeededSample() {
        var r = Random(state: 12)
        var checked = 0, matched = 0, below = 0
        for _ in 0..<400 {
            let globs = (0..<(1 + r.next(4))).map { _ -> Glob in
                let parts = (0..<r.next(5)).map { _ -> String in
                    switch r.next(6) {
                    case 0: return "**"
                    case 1: return [".", "..", "a"][r.next(3)]
                    default: return component(&r, wildcards: true)
                    }
                }
                return Glob(parts.joined(separator: "/"))
            }
            let set = GlobSet(globs)
            for _ in 0..<25 {
                var path = (0..<r.next(6)).map { _ in component(&r, wildcards: false) }
                if r.next(5) == 0 { path.insert("..", at: 0) }
                let expected = globs.contains { Reference.matchesPathOrAncestor($0.components, path) }
                XCTAssertEqual(set.matchesPathOrAncestor(path), expected, "\(globs.map(\.components)) against \(path)")
                let mayMatch = globs.contains { Reference.mayMatchBelow($0.components, path) }
                XCTAssertEqual(set.mayMatchBelow(path), mayMatch, "\(globs.map(\.components)) below \(path)")
                checked += 1
                if expected { matched += 1 }
                if mayMatch { below += 1 }
            }
        }
        XCTAssertEqual(checked, 10_000)
        // Both answers are common in the sample (it is not all "no").
        XCTAssertEqual([matched, below].map { $0 > 1_000 && $0 < 9_000 }, [true, true], "\(matched) matched, \(below) below")
    }

    func testComponentPatternAgainstTheOldMatcher() {
        var r = Random(state: 7)
        for _ in 0..<5_000 {
            let p = component(&r, wildcards: true) + component(&r, wildcards: true)
            let s = component(&r, wildcards: false) + component(&r, wildcards: false)
            XCTAssertEqual(ComponentPattern(p).matches(Array(s)), Reference.matchComponent(Array(p), Array(s)), "\(p) against \(s)")
        }
    }

    /// `*a*a…*ab` (the longest pattern a configuration may give) against a 255-character name of `a`s: the
    /// old matcher went back to its last `*` at every character (255 × 1,024 steps per try); the runs are
    /// placed once each now.
    func testStarRunsAgainstALongNameAreLinear() {
        let pattern = String(repeating: "*a", count: Glob.maximumLength / 2 - 1) + "b"
        let name = Array(String(repeating: "a", count: 255))
        XCTAssertFalse(ComponentPattern(pattern).matches(name))
        XCTAssertTrue(ComponentPattern(String(repeating: "*a", count: 255) + "*").matches(name))
        XCTAssertFalse(ComponentPattern(String(repeating: "*a", count: 256)).matches(name))
        let set = GlobSet([Glob(pattern), Glob("**/" + pattern)])
        XCTAssertFalse(set.matchesPathOrAncestor(Array(repeating: String(name), count: 100)))
    }

    /// Literal patterns, literal prefixes and suffixes, and wildcards in the middle, a thousand of them at once.
    func testAThousandPatternsOfEveryShape() {
        var patterns: [String] = []
        for i in 0..<200 {
            patterns += ["App/Module\(i)/Generated", "**/Gen\(i)", "**/*.gen\(i).swift", "App/*/Mock\(i)*.swift", "**/Feature\(i)/**/*Tests.swift"]
        }
        let filter = PathFilter(directory: "/p", included: [], excluded: patterns)
        XCTAssertEqual(filter.excluded.count, 1_000)
        let excluded = ["App/Module7/Generated/G.swift", "App/X/Gen12/G.swift", "App/X/Y/V.gen99.swift",
                        "App/Module1/Mock5View.swift", "App/Feature3/A/B/LoginTests.swift", "Gen0"]
        let kept = ["App/Module7/Generated2/G.swift", "App/X/Gen1200/G.swift", "App/X/Y/V.gen200.swift",
                    "App/Module1/Sub/Mock5View.swift", "App/Feature3/A/B/Login.swift", "App/Module7/V.swift"]
        for path in excluded { XCTAssertFalse(filter.allowsFile("/p/" + path), path) }
        for path in kept { XCTAssertTrue(filter.allowsFile("/p/" + path), path) }
        XCTAssertFalse(filter.allowsDirectory("/p/App/Module7/Generated"))
        XCTAssertTrue(filter.allowsDirectory("/p/App/Module7"))
    }
}
