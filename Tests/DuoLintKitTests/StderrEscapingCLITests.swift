import Foundation
import XCTest

/// What duolint prints on standard error (input errors, configuration and usage errors, baseline errors, the
/// summary) is escaped as `PrintableText.line` escapes it (issue 12, item 7): a configuration key, a value, a
/// path or an argument holding a line break, an escape sequence or `::` cannot start a line of its own in a CI
/// log, nor reach the terminal raw.
final class StderrEscapingCLITests: XCTestCase {
    /// The attacker's text: a line break, a GitHub workflow command and a terminal colour sequence.
    private static let hostile = "\n::add-mask::x\u{1B}[31m"
    /// The same as `PrintableText` shows it.
    private static let shown = "\\n::add-mask::x\\u{1B}[31m"

    /// No line of `text` starts with `::` (after spaces), which a CI runner would read as a workflow command.
    private func assertNoCommandLine(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        for l in text.split(separator: "\n", omittingEmptySubsequences: false) {
            XCTAssertFalse(l.drop(while: { $0 == " " }).hasPrefix("::"), "line '\(l)'", file: file, line: line)
        }
        XCTAssertFalse(text.contains("\u{1B}"), file: file, line: line)
    }

    /// `duolint tokens` prints source text and a path: a file named like a workflow command whose string literal
    /// holds the hostile text prints `./` before the path and the text's controls escaped (the reference's own
    /// `\n` escape stays as the reference writes it).
    func testTokensDumpEscapesItsPathAndText() throws {
        let dir = try makeTemporaryDirectory(self)
        let name = "::error file=A.swift::x.swift"
        try Data("let s = \"\u{1B}[31m##[add-mask]\u{2028}\"\n".utf8).write(to: dir.appendingPathComponent(name))
        let r = try runDuolint(["tokens", name], in: dir, timeout: 60)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout.split(separator: "\n").dropFirst(4).first.map(String.init),
                       "./\(name)\t1:10\t9\tstringSegment\t\\u{1B}[31m##\\u{5B}add-mask]\\u{2028}")
        assertNoCommandLine(r.stdout)
    }

    /// A configuration key and a value holding the hostile text.
    func testConfigurationErrorsAreEscaped() throws {
        let dir = try makeTemporaryDirectory(self)
        try Data("let x = 1\n".utf8).write(to: dir.appendingPathComponent("A.swift"))
        try Data("\"a\\n::add-mask::x\\e[31m\": 1\n".utf8).write(to: dir.appendingPathComponent(".duolint.yml"))
        let key = try runDuolint(["A.swift"], in: dir, timeout: 60)
        XCTAssertEqual(key.status, 2)
        XCTAssertEqual(key.stderr, ".duolint.yml:1:1: error: unknown key 'a\(Self.shown)'; expected one of: disabled_rules, excluded, "
                       + "included, max_file_size, only_rules, opt_in_rules, reporter, root, rules\n")
        assertNoCommandLine(key.stderr)
        try Data("reporter: \"x\\n::add-mask::x\\e[31m\"\n".utf8).write(to: dir.appendingPathComponent(".duolint.yml"))
        let value = try runDuolint(["A.swift"], in: dir, timeout: 60)
        XCTAssertEqual(value.status, 2)
        XCTAssertEqual(value.stderr, ".duolint.yml:1:11: error: unknown reporter 'x\(Self.shown)'; expected one of: "
                       + "xcode, json, sarif, github, checkstyle, junit, codeclimate, sonarqube, markdown, html\n")
        assertNoCommandLine(value.stderr)
    }

    /// A spec key holding the hostile text: the input error on standard error shows it escaped.
    func testSpecErrorsAreEscaped() throws {
        let dir = try makeTemporaryDirectory(self)
        try Data("screen: Home\n\"k\\n::add-mask::x\\e[31m\": 1\n".utf8).write(to: dir.appendingPathComponent("Home.duo.yml"))
        let r = try runDuolint(["--quiet", "Home.duo.yml"], in: dir, timeout: 60)
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.hasPrefix("Home.duo.yml:2:1: error: "), r.stderr)
        XCTAssertEqual(r.stderr, "Home.duo.yml:2:1: error: k\(Self.shown): unknown key; expected one of screen, title, device, bar, layouts\n")
        XCTAssertEqual(r.stderr.filter { $0 == "\n" }.count, 1, r.stderr)
        assertNoCommandLine(r.stderr)
    }

    /// A file whose name starts with `::` and holds an input error; a usage error echoing an argument; a
    /// baseline that cannot be read; the summary line.
    func testPathsArgumentsAndTheSummaryAreEscaped() throws {
        let dir = try makeTemporaryDirectory(self)
        let name = "::error file=Package.swift,line=1::forged\u{1B}[2J.swift"
        try Data([0, 1, 2, 3, 0, 0]).write(to: dir.appendingPathComponent(name))
        let r = try runDuolint(["."], in: dir, timeout: 60)
        XCTAssertEqual(r.status, 2)
        let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 3, r.stderr)
        XCTAssertEqual(lines[0], "./::error file=Package.swift,line=1::forged\\u{1B}[2J.swift: error: binary file (NUL and control bytes), "
                       + "not Swift source; not linted")
        XCTAssertTrue(lines[1].hasPrefix("Found 0 findings in 1 file in "), r.stderr)
        XCTAssertTrue(lines[1].hasSuffix(" s; 1 input error"), r.stderr)
        assertNoCommandLine(r.stderr)
        let named = try runDuolint(["--quiet", name], in: dir, timeout: 60)
        XCTAssertEqual(named.stderr, "./::error file=Package.swift,line=1::forged\\u{1B}[2J.swift: error: binary file (NUL and control "
                       + "bytes), not Swift source; not linted\n")
        let usage = try runDuolint(["--reporter", Self.hostile], in: dir, timeout: 60)
        XCTAssertEqual(usage.status, 2)
        XCTAssertEqual(usage.stderr, "duolint: error: unknown reporter '\(Self.shown)'; expected one of xcode, json, sarif, github, "
                       + "checkstyle, junit, codeclimate, sonarqube, markdown, html\nRun 'duolint help' for usage.\n")
        let baseline = try runDuolint(["--quiet", "--baseline", Self.hostile, "."], in: dir, timeout: 60)
        XCTAssertEqual(baseline.status, 2)
        XCTAssertTrue(baseline.stderr.hasPrefix("\(Self.shown): error: cannot read baseline: no such file\n"), baseline.stderr)
        assertNoCommandLine(usage.stderr + baseline.stderr)
        let output = try runDuolint(["--quiet", "--output", "no/such/\(Self.hostile)", "."], in: dir, timeout: 60)
        XCTAssertEqual(output.status, 2)
        XCTAssertEqual(output.stderr, "duolint: error: cannot write report to no/such/\(Self.shown): No such file or directory\n")
        let rule = try runDuolint(["rules", Self.hostile], in: dir, timeout: 60)
        XCTAssertEqual(rule.status, 2)
        XCTAssertTrue(rule.stderr.hasPrefix("duolint: error: unknown rule '\(Self.shown)'; known rules: "), rule.stderr)
        assertNoCommandLine(output.stderr + rule.stderr)
    }
}
