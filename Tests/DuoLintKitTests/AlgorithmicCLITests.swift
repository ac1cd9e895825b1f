import DuoLintKit
import Foundation
import XCTest

/// Inputs that made duolint's own algorithms slow (issue 12, items 11 and 12), through the built `duolint`
/// under the watchdog: many suppression regions, many configuration globs, a huge glob. Each input is
/// generated here in a temporary folder; each test asserts the exact exit status and the exact output, and
/// the watchdog's timeout is far below what the old quadratic code needed at the size used (a regression
/// shows up as the run being killed, not as a timed assertion).
final class AlgorithmicCLITests: XCTestCase {

    private func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.withUnsafeBufferPointer { Data(buffer: $0) }.write(to: url)
    }

    // MARK: Item 11: suppression regions

    /// 100,000 `disable`/`enable` pairs of `ui_screen_main` that silence nothing, their `superfluous_disable`
    /// notes silenced by a `disable superfluous_disable` on line 1, and planted findings in the middle (one
    /// silenced inside a region, one of another rule inside it, reported) and at the end (reported). Each note
    /// asked the regions before it one by one: the old code took 68 s in a release build (about half an hour
    /// in a debug build); now each question is two binary searches.
    func testHundredThousandSuppressionRegions() throws {
        let dir = try makeTemporaryDirectory(self)
        let pairs = repeated("//duolint:disable ui_screen_main\n//duolint:enable ui_screen_main\n", 50_000)
        let planted = Array(("//duolint:disable ui_screen_main\nlet a = UIScreen.main\n"
            + "let columns = d.userInterfaceIdiom == .pad ? 3 : 1\n//duolint:enable ui_screen_main\n").utf8)
        try write(joined(Array("// duolint:disable superfluous_disable\n".utf8), pairs, planted, pairs,
                         Array("let s = UIScreen.main\n".utf8)),
                  to: dir.appendingPathComponent("Regions.swift"))
        guard let r = try runDuolintWatched(["--quiet", "Regions.swift"], in: dir, timeout: 60) else { return }
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "")
        // Line 1, 100,000 lines of pairs, then the planted block (lines 100,002-100,005), 100,000 more lines.
        XCTAssertEqual(r.stdout,
            "Regions.swift:100004:15: error: Comparing the idiom with .pad chooses `columns` by device, but both of "
            + "iPhone Duo's displays report .phone; decide from the horizontal size class (@Environment(\\.horizontalSizeClass) "
            + "or traitCollection.horizontalSizeClass) instead. (idiom_layout_check)\n"
            + screenMain("Regions.swift", 200_006, 9))
    }

    /// 400,000 unknown rule ids in one comment (the final breaker's: 4,000,000 took 40 s, 4 GB and wrote one
    /// 670-byte error per id to the CI log): ten `invalid_suppression` warnings, then one counting the rest; the
    /// file is still linted. Each is a near miss (`alll`), so each is reported (a run of words near nothing is
    /// one reason written without ` - `: only its first word is).
    func testUnknownRuleIdsBeyondTenAreCounted() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(joined(Array("// duolint:disable ".utf8), repeated("alll,", 400_000), Array("\nlet s = UIScreen.main\n".utf8)),
                  to: dir.appendingPathComponent("C.swift"))
        guard let r = try runDuolintWatched(["--quiet", "C.swift"], in: dir, timeout: 60) else { return }
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "")
        let warnings = (0..<10).map { "C.swift:1:\(20 + 5 * $0): warning: 'alll' is not a rule; did you mean 'all'? (invalid_suppression)\n" }
        XCTAssertEqual(r.stdout, warnings.joined()
            + "C.swift:1:65: warning: 399990 more invalid words in suppression comments in this file not shown (invalid_suppression)\n"
            + screenMain("C.swift", 2))
        // Words near no rule: one warning for the first.
        try write(joined(Array("// duolint:disable ".utf8), repeated("x,", 400_000), Array("\nlet s = UIScreen.main\n".utf8)),
                  to: dir.appendingPathComponent("C.swift"))
        guard let prose = try runDuolintWatched(["--quiet", "C.swift"], in: dir, timeout: 60) else { return }
        XCTAssertEqual(prose.stdout, "C.swift:1:20: warning: 'x' is not a rule; write the reason after ' - ' (invalid_suppression)\n"
            + screenMain("C.swift", 2))
    }

    /// 20,000 `disable:this` directives on one line, twice: on line 1 each names a rule with no finding there
    /// (20,000 notes, silenced by a `disable:this superfluous_disable` on the same line); on line 2 each names
    /// `ui_screen_main`, which has 20,000 findings there (all silenced). The old code went through every
    /// directive of the line for each note and each finding, and located each note from the start of its
    /// 860 KB line (12 s in a release build, 5 minutes in a debug build); now the line's directives are kept
    /// by rule and marked used once, and the notes are located in one pass.
    func testTwentyThousandDirectivesOnOneLine() throws {
        let dir = try makeTemporaryDirectory(self)
        let first = joined(Array("let s = UIScreen.main // duolint:disable:this superfluous_disable".utf8),
                           repeated(" // duolint:disable:this idiom_layout_check", 20_000), [0x0A])
        let second = joined(Array("let t = [".utf8), repeated("UIScreen.main, ", 20_000), Array("]".utf8),
                            repeated(" // duolint:disable:this ui_screen_main", 20_000), [0x0A])
        try write(joined(first, second), to: dir.appendingPathComponent("Line.swift"))
        guard let r = try runDuolintWatched(["--quiet", "Line.swift"], in: dir, timeout: 60) else { return }
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, screenMain("Line.swift", 1, 9))
    }

    // MARK: Item 12: configuration globs

    /// The 1,000 `excluded` patterns of `testAThousandExcludedGlobs`: 200 each of literal folders, `**/NAME`,
    /// literal suffixes, literal prefixes after a `*` folder, and `**` on both sides of a literal.
    private static let thousandGlobs: [String] = (0..<200).flatMap { i in
        ["App/Module\(i)/Generated", "**/Gen\(i)", "**/*.gen\(i).swift", "App/*/Mock\(i)*.swift", "**/Feature\(i)/**/*Tests.swift"]
    }

    /// 1,000 `excluded` globs over 4,000 files five folders deep, plus five planted files each pattern shape
    /// excludes and five near misses it does not. The old matcher tried every pattern on every file and folder
    /// (files × patterns × length: 22 s in a debug build, 5 s in a release build); the patterns are compiled
    /// into one automaton now, read once per path.
    func testAThousandExcludedGlobs() throws {
        let dir = try makeTemporaryDirectory(self)
        try Data(("excluded:\n" + Self.thousandGlobs.map { "  - \"\($0)\"\n" }.joined()).utf8)
            .write(to: dir.appendingPathComponent(".duolint.yml"))
        for m in 0..<40 {
            for s in 0..<10 {
                let folder = dir.appendingPathComponent("App/Module\(m)/Screens/Sub\(s)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for v in 0..<10 { try Data().write(to: folder.appendingPathComponent("View\(v).swift")) }
            }
        }
        let excluded = ["App/Module7/Generated/G.swift", "App/Module3/Gen12/G.swift", "App/Module1/Screens/V.gen99.swift",
                        "App/Module1/Mock5View.swift", "App/Feature3/A/B/LoginTests.swift"]
        let kept = ["App/Module7/Generated2/G.swift", "App/Module3/Gen1200/G.swift", "App/Module1/Screens/V.gen200.swift",
                    "App/Module1/Screens/Mock5View.swift", "App/Feature3/A/B/Login.swift"]
        for path in excluded + kept { try write(Array("let s = UIScreen.main\n".utf8), to: dir.appendingPathComponent(path)) }
        guard let r = try runDuolintWatched(["."], in: dir, timeout: 10) else { return }
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, kept.sorted().map { screenMain($0, 1, 9) }.joined())
        XCTAssertTrue(r.stderr.hasPrefix("Found 5 findings (5 errors) in 4005 files in "), r.stderr)
    }

    /// A 800,001-byte `*a*a…b` pattern is a configuration error naming the file, the key and the limit (the old
    /// matcher tried it on every file and folder: hours on a large tree), and one of exactly the limit is
    /// matched in linear time against names of `a`s and excludes only what it matches.
    func testHugeGlobIsRefusedAndTheLongestAllowedOneIsLinear() throws {
        let dir = try makeTemporaryDirectory(self)
        let config = dir.appendingPathComponent(".duolint.yml")
        let huge = String(repeating: "*a", count: 400_000) + "b"
        try Data("excluded:\n  - \"\(huge)\"\n".utf8).write(to: config)
        let long = String(repeating: "a", count: 240)
        for folder in 0..<20 {
            try write(Array("let s = UIScreen.main\n".utf8), to: dir.appendingPathComponent("\(long)/\(long)\(folder)/\(long)b.swift"))
            try write(Array("let s = UIScreen.main\n".utf8), to: dir.appendingPathComponent("\(long)/\(long)\(folder)/\(long).swift"))
        }
        guard let refused = try runDuolintWatched(["--quiet", "."], in: dir, timeout: 10) else { return }
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertEqual(refused.stderr, ".duolint.yml:2:5: error: 'excluded' pattern is 800001 bytes long; a pattern may be at most 1024 bytes\n")
        // Exactly the limit: a component with 509 `a`s and then a `b`, tried on every name (none has 509 `a`s);
        // and one with 240 `a`s and then a `b`, which excludes the `…b.swift` files.
        let hostile = "**/" + String(repeating: "*a", count: 509) + "*b*"
        XCTAssertEqual(hostile.utf8.count, Glob.maximumLength)
        let matching = "**/" + String(repeating: "*a", count: 240) + "*b*"
        try Data("excluded:\n  - \"\(hostile)\"\n  - \"\(matching)\"\n".utf8).write(to: config)
        guard let r = try runDuolintWatched(["--quiet", "."], in: dir, timeout: 10) else { return }
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, (0..<20).map { "\(long)/\(long)\($0)/\(long).swift" }.sorted().map { screenMain($0, 1, 9) }.joined())
    }
}
