import Foundation
import XCTest

/// Pathological inputs through the built `duolint` executable (issue 4): deep nesting, huge lines and
/// files, unterminated literals and comments, invalid UTF-8, NUL bytes, odd tiny files. Each input is
/// generated here, written to a temporary folder and linted by the CLI under a watchdog: a run that
/// takes longer than `timeout` is killed and the test fails (a hang or a quadratic regression shows up
/// as that failure, not as a timed assertion). Each test asserts the exact exit status, the exact
/// input errors (`path:line:column`) and the exact findings; a `UIScreen.main` finding planted after
/// the pathological part proves linting went on past it, and a second file in the same run proves the
/// other files are still linted and reported.
final class PathologicalCLITests: XCTestCase {
    /// Far above the expected run time of each case in a debug build (the 50 MB line has its own).
    private static let timeout: TimeInterval = 60

    /// The planted finding.
    private static let planted = Array("let s = UIScreen.main\n".utf8)


    /// Writes `files` (name, bytes) to a fresh folder and runs `duolint --quiet` on them, in that order.
    /// Returns nil (after failing the test) when the run did not finish within `timeout`.
    private func lint(_ files: [(String, [UInt8])], arguments: [String] = [],
                      timeout: TimeInterval = PathologicalCLITests.timeout) throws -> CLIResult? {
        let dir = try makeTemporaryDirectory(self)
        for (name, bytes) in files {
            try bytes.withUnsafeBufferPointer { Data(buffer: $0) }.write(to: dir.appendingPathComponent(name))
        }
        let r = try runDuolint(["--quiet"] + arguments + files.map(\.0), in: dir, timeout: timeout)
        if r.timedOut {
            XCTFail("duolint did not finish within \(Int(timeout)) s")
            return nil
        }
        return r
    }

    /// The harness itself: a run that never ends is killed at the timeout and reported as such.
    func testWatchdogKillsARunThatNeverEnds() throws {
        // duolint has no never-ending run left (`--output` to a FIFO used to block in `open`): a program that
        // sleeps for ten minutes stands in for one.
        let dir = try makeTemporaryDirectory(self)
        let r = try runDuolint(["600"], in: dir, timeout: 2, executable: URL(fileURLWithPath: "/bin/sleep"))
        XCTAssertTrue(r.timedOut)
        XCTAssertEqual(r.status, SIGKILL)
    }

    /// 100,000 nested `(`, `[` and `{`, each closed and each left open, then the planted line.
    func testHundredThousandNestedBrackets() throws {
        let n = 100_000
        var files: [(String, [UInt8])] = []
        for (name, open, close) in [("Braces", "{", "}"), ("Brackets", "[", "]"), ("Parens", "(", ")")] {
            files.append(("\(name).swift", joined(repeated(open, n), repeated(close, n), [0x0A], Self.planted)))
            files.append(("\(name)Open.swift", joined(repeated(open, n), [0x0A], Self.planted)))
        }
        guard let r = try lint(files) else { return }
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, files.map { screenMain($0.0, 2, 9) }.joined())
    }

    /// One line of 50 MB (`let x = 1; ` 4,545,455 times) ending in the planted statement. The release build
    /// lints it with about 2 s of CPU (0.58 GB peak); the unoptimized debug build that `make test` uses needs about
    /// 22 s of CPU (40 s wall on a busy 2-core machine), so this case gets 300 s: a hang or quadratic time (hours at this size) still fails it.
    func testFiftyMegabyteLine() throws {
        let prefix = repeated("let x = 1; ", 4_545_455)
        XCTAssertEqual(prefix.count, 50_000_005)
        guard let r = try lint([("Long.swift", joined(prefix, Self.planted)), ("Good.swift", Self.planted)],
                               timeout: 300) else { return }
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "")
        // `UIScreen` starts 8 bytes into the planted statement: byte 50,000,013, column 50,000,014.
        XCTAssertEqual(r.stdout, screenMain("Good.swift", 1, 9) + screenMain("Long.swift", 1, 50_000_014))
    }

    /// 1,000,000 lines of one character each, then the planted line (line 1,000,001).
    func testMillionOneCharacterLines() throws {
        guard let r = try lint([("Lines.swift", joined(repeated("x\n", 1_000_000), Self.planted))]) else { return }
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, screenMain("Lines.swift", 1_000_001, 9))
    }

    /// `let t = """` at the top of a 10 MB file: the rest is the literal's text, so none of the 476,191
    /// `UIScreen.main` lines inside it is a finding; the other file's finding is still reported.
    func testUnterminatedMultilineStringAtTheTopOfTenMegabytes() throws {
        let text = joined(Array("let t = \"\"\"\n".utf8), repeated("let s = UIScreen.main\n", 476_191))
        XCTAssertGreaterThan(text.count, 10_000_000)
        guard let r = try lint([("Open.swift", text), ("Good.swift", Self.planted)]) else { return }
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "Open.swift:1:9: error: unterminated multi-line string literal\n")
        XCTAssertEqual(r.stdout, screenMain("Good.swift", 1, 9))
    }

    /// `/*` 10,000 times then `*/` 10,000 times (closed), and the same one `*/` short (unterminated: the
    /// planted line is inside the comment).
    func testTenThousandNestedBlockComments() throws {
        let closed = joined(repeated("/*", 10_000), repeated("*/", 10_000), [0x0A], Self.planted)
        let open = joined(repeated("/*", 10_000), repeated("*/", 9_999), [0x0A], Self.planted)
        guard let r = try lint([("Closed.swift", closed), ("Open.swift", open), ("Good.swift", Self.planted)]) else { return }
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "Open.swift:1:1: error: unterminated '/*' comment\n")
        XCTAssertEqual(r.stdout, screenMain("Closed.swift", 2, 9) + screenMain("Good.swift", 1, 9))
    }

    /// The byte 0xE9 (Latin-1 `é`) in an identifier, a string literal and a comment.
    func testInvalidUTF8InAnIdentifierAStringAndAComment() throws {
        guard let r = try lint([
            ("Comment.swift", Array("// caf".utf8) + [0xE9] + [0x0A] + Self.planted),
            ("Identifier.swift", Array("let caf".utf8) + [0xE9] + Array(" = 1\n".utf8) + Self.planted),
            ("String.swift", Array("let t = \"caf".utf8) + [0xE9] + Array("\"\n".utf8) + Self.planted),
        ]) else { return }
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, """
            Comment.swift:1:7: error: invalid UTF-8 byte 0xE9
            Identifier.swift:1:8: error: invalid UTF-8 byte 0xE9
            String.swift:1:13: error: invalid UTF-8 byte 0xE9

            """)
        XCTAssertEqual(r.stdout, screenMain("Comment.swift", 2, 9) + screenMain("Identifier.swift", 2, 9)
                       + screenMain("String.swift", 2, 9))
    }

    /// A NUL byte between tokens, in a string literal and in a comment (a text file, not a binary one).
    func testNULBytesInCodeAStringAndAComment() throws {
        guard let r = try lint([
            ("Code.swift", Array("let a = 1".utf8) + [0] + [0x0A] + Self.planted),
            ("Comment.swift", Array("// a".utf8) + [0] + Array("b\n".utf8) + Self.planted),
            ("String.swift", Array("let t = \"a".utf8) + [0] + Array("b\"\n".utf8) + Self.planted),
        ]) else { return }
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, """
            Code.swift:1:10: error: NUL byte in source
            Comment.swift:1:5: error: NUL byte in source
            String.swift:1:11: error: NUL byte in source

            """)
        XCTAssertEqual(r.stdout, screenMain("Code.swift", 2, 9) + screenMain("Comment.swift", 2, 9)
                       + screenMain("String.swift", 2, 9))
    }

    /// A file that is one `\r` is valid (empty) Swift: no error, no finding; the other file is reported.
    func testFileOfOnlyACarriageReturn() throws {
        guard let r = try lint([("CR.swift", [0x0D]), ("Good.swift", Self.planted)]) else { return }
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, screenMain("Good.swift", 1, 9))
        // After a lone `\r` the next line starts: the finding is on line 2.
        guard let r2 = try lint([("CR.swift", [0x0D] + Self.planted)]) else { return }
        XCTAssertEqual(r2.stdout, screenMain("CR.swift", 2, 9))
    }

    /// A file that is one `#`: not Swift (swiftc: "expected a macro identifier" at 1:2).
    func testLonePound() throws {
        guard let r = try lint([("Pound.swift", [0x23]), ("Good.swift", Self.planted)]) else { return }
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "Pound.swift:1:2: error: expected a macro identifier after '#'\n")
        XCTAssertEqual(r.stdout, screenMain("Good.swift", 1, 9))
    }

    /// `"\(` as the last bytes of a file: the literal and its interpolation are unterminated.
    func testInterpolationOpenedAtEndOfFile() throws {
        guard let r = try lint([
            ("Alone.swift", Array("\"\\(".utf8)),
            ("After.swift", Self.planted + Array("let t = \"\\(".utf8)),
        ]) else { return }
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, """
            After.swift:2:9: error: unterminated string literal
            Alone.swift:1:1: error: unterminated string literal

            """)
        XCTAssertEqual(r.stdout, screenMain("After.swift", 1, 9))
    }

    // MARK: hinge_effect_not_reset

    /// The hinge rule's message for `name`, as the xcode reporter writes it at `line:column`.
    private func hingeNotReset(_ path: String, _ line: Int, _ column: Int, _ name: String) -> String {
        "\(path):\(line):\(column): warning: \(name) is set while the hinge is partially open but never reset when it leaves "
            + ".partiallyOpen, so the effect sticks after the device opens or closes; reset it in an else branch or for the "
            + "other statuses. (hinge_effect_not_reset)\n"
    }

    /// 2,000 `onHingeChange` closures each nested in the one before and each setting `t` under `.partiallyOpen`
    /// (each closure is judged on its own: 2,000 findings); one closure, inside 1,000 nested braces, setting
    /// 20,000 states under `.partiallyOpen` and resetting the even ones after (10,000 findings). The rule compared
    /// every assignment with every other, walked every enclosing brace per assignment and reread nested callbacks
    /// whole: cubic in the nesting (1,000 deep took 6 minutes) and quadratic in the assignments (10,000 took a minute).
    func testNestedHingeClosuresAndTwentyThousandAssignments() throws {
        let depth = 2_000
        let nested = joined(Array("struct V: View { var body: some View { Text(\"x\")\n".utf8),
                            repeated(".onHingeChange { _, c in if c.hinge?.status == .partiallyOpen { t = 1 }\nText(\"y\")\n", depth),
                            repeated("}\n", depth), Array("} }\n".utf8))
        let states = 20_000
        var body = "struct V: View { var body: some View { Text(\"x\").onHingeChange { _, c in\n"
            + String(repeating: "{ ", count: 1_000) + "\n"
        for n in 0..<states { body += "if c.hinge?.status == .partiallyOpen { a\(n) = 1 }\n" }
        for n in stride(from: 0, to: states, by: 2) { body += "a\(n) = 0\n" }
        body += String(repeating: "}", count: 1_000) + "\n} } }\n"
        guard let r = try lint([("Assignments.swift", Array(body.utf8)), ("Good.swift", Self.planted),
                                ("Nested.swift", nested)]) else { return }
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "")
        var expected = ""
        for n in stride(from: 1, to: states, by: 2) { expected += hingeNotReset("Assignments.swift", 3 + n, 40, "a\(n)") }
        expected += screenMain("Good.swift", 1, 9)
        for k in 0..<depth { expected += hingeNotReset("Nested.swift", 2 + 2 * k, 65, "t") }
        XCTAssertEqual(r.stdout, expected)
    }

    // MARK: foreground_ignores_safe_area

    /// 5,000 nested `VStack {` closed by `}.ignoresSafeArea()`, a `Button` innermost: each stack holds the Button,
    /// 5,000 findings. Each call used to rescan its stack's body (minutes at this depth); the rule now reads a
    /// per-file table. With it, a `Button` and 5,000 `.ignoresSafeArea()` in one chain: each is on the Button
    /// (the chain walk used to stop at 64 elements and report 64).
    func testFiveThousandNestedStacksIgnoringTheSafeArea() throws {
        let n = 5_000
        let nested = joined(repeated("VStack {\n", n), Array("Button(\"x\") {}\n".utf8), repeated("}.ignoresSafeArea()\n", n))
        let chain = joined(Array("Button(\"x\") { go() }\n".utf8), repeated(".ignoresSafeArea()\n", n))
        guard let r = try lint([("Nested.swift", nested), ("Chain.swift", chain)]) else { return }
        let advice = "keep foreground content inside the safe area and let only its background (Color…ignoresSafeArea() in .background) "
            + "extend. (foreground_ignores_safe_area)\n"
        let inChain = (2...(n + 1)).map {
            "Chain.swift:\($0):2: warning: This Button ignores the safe area, so on iPhone Duo it can sit under the 84 pt vertical bar; " + advice
        }
        let inStacks = ((n + 2)...(2 * n + 1)).map {
            "Nested.swift:\($0):3: warning: This VStack holds a Button and ignores the safe area, so on iPhone Duo the Button can sit "
                + "under the 84 pt vertical bar; " + advice
        }
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, (inChain + inStacks).joined())
    }

    /// One chain with 5,000 `.padding(1)` then 5,000 `.ignoresSafeArea()`, an `.overlay` holding a `Button` at its
    /// bottom: each call asks whether a modifier below it re-insets its content (none does: `.padding(1)` is not
    /// `.padding(.horizontal, …safeAreaInsets…)`) and finds the overlay's Button, 5,000 findings. Each call used to
    /// ask every `.padding(1)` again (3,000 of each: 50 s of CPU in the debug build); the answers are now shared by
    /// the calls of the chain (`ForegroundChainAnswers`).
    func testFiveThousandPaddingsBelowFiveThousandIgnoresSafeArea() throws {
        let n = 5_000
        let chain = joined(Array("Color.black\n.overlay { Button(\"x\") { go() } }\n".utf8), repeated(".padding(1)\n", n),
                           repeated(".ignoresSafeArea()\n", n))
        guard let r = try lint([("Chain.swift", chain)]) else { return }
        let expected = ((n + 3)...(2 * n + 2)).map {
            "Chain.swift:\($0):2: warning: This Color has an overlay holding a Button and ignores the safe area, so on iPhone Duo the "
                + "Button can sit under the 84 pt vertical bar; keep foreground content inside the safe area and let only its "
                + "background (Color…ignoresSafeArea() in .background) extend. (foreground_ignores_safe_area)\n"
        }
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, expected.joined())
    }

    /// `duolint syntax` on 10,922 chained calls `(a)[b]{c}` in one expression: each call's callee is the whole
    /// chain before it, and its outline line prints only the first 120 bytes of that text; reading the whole text
    /// for each took 19 s (release build). The outline's shape and the outermost lines are exact.
    func testSyntaxOfTenThousandChainedCalls() throws {
        let n = 10_922
        let dir = try makeTemporaryDirectory(self)
        try Data(("let v = " + String(repeating: "(a)[b]{c}", count: n) + "\n").utf8).write(to: dir.appendingPathComponent("P.swift"))
        let r = try runDuolint(["syntax", "P.swift"], in: dir, timeout: Self.timeout)
        guard !r.timedOut else { return XCTFail("duolint syntax did not finish within \(Int(Self.timeout)) s") }
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "")
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 8 * n + 3)  // 8 nodes a call, the declaration and its binding, the last line break
        XCTAssertEqual(Array(lines.prefix(4)), [
            "P.swift\t1:1\t1:\(9 * n + 9)\t0\tvariableDecl\tv",
            "P.swift\t1:5\t1:\(9 * n + 9)\t1\tpatternBinding\t",
            "P.swift\t1:9\t1:\(9 * n + 9)\t2\tsubscriptCallExpr\t",
            "P.swift\t1:9\t1:\(9 * n + 3)\t3\tfunctionCallExpr\t" + String(repeating: "(a)[b]{c}", count: 13) + "(a)",
        ])
        XCTAssertEqual(lines[8 * n + 1], "P.swift\t1:\(9 * n + 7)\t1:\(9 * n + 8)\t4\tdeclReferenceExpr\tc")
    }
}
