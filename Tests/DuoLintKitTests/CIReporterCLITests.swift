@testable import DuoLintKit
import Foundation
import XCTest

/// The reporters CI systems read (issue 15, items 4, 5 and 7), through the built binary: SARIF for GitHub code
/// scanning (line hashes, repository-root URIs, category, suppressed results), `codeclimate` (GitLab),
/// `sonarqube`, `markdown` and `junit` (Jenkins), each with exact bytes on a small project and validated by a
/// real schema or parser from PyPI on Samples; and the one repository URL.
final class CIReporterCLITests: XCTestCase {
    /// `A.swift` (LF, ends with a line break) and a file whose name holds `|`, a backtick and `<>`, written
    /// with CRLF line breaks, an empty line and no line break at the end.
    static let fileA = "import UIKit\nlet w = UIScreen.main.bounds.width\n"
    static let oddName = "b|`<i>.swift"
    static let fileB = "import UIKit\r\n\r\nlet s = UIScreen.main.scale"
    static let boundsMessage = "UIScreen.main does not say which of iPhone Duo's two displays the app is on; use the window scene's or GeometryReader's bounds instead of UIScreen.main.bounds."
    static let scaleMessage = "UIScreen.main does not say which of iPhone Duo's two displays the app is on; read traitCollection.displayScale instead of UIScreen.main.scale."

    /// A repository (a `.git` folder) with `App/A.swift` and `App/<oddName>`.
    func makeRepository() throws -> URL {
        let dir = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let app = dir.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data(Self.fileA.utf8).write(to: app.appendingPathComponent("A.swift"))
        try Data(Self.fileB.utf8).write(to: app.appendingPathComponent(Self.oddName))
        return dir
    }

    /// Runs a Python script of Tests/Scripts with `arguments` (`runTestScript`).
    func python(_ script: String, _ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
        try runTestScript(script, arguments, in: directory)
    }

    /// `text` validated by `validator` against the schema at `schema` (relative to the package root).
    func assertValid(_ text: String, validator: String, schema: String, suffix: String,
                     file: StaticString = #filePath, line: UInt = #line) throws {
        let path = try makeTemporaryDirectory(self).appendingPathComponent("report.\(suffix)")
        try Data(text.utf8).write(to: path)
        let schemaPath = schema.hasPrefix("/") ? schema : packageRoot.appendingPathComponent(schema).path
        let (status, output) = try python(validator, [schemaPath, path.path])
        XCTAssertEqual(status, 0, "\(schema): \(output)\n\(text.prefix(2000))", file: file, line: line)
        XCTAssertEqual(output, "valid: \(path.path)\n", file: file, line: line)
    }

    func object(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    // MARK: - SARIF for GitHub code scanning

    /// `primaryLocationLineHash` equals what an independent implementation of GitHub's algorithm
    /// (Tests/Scripts/line_hash.py) gives for the finding's line, in LF, CRLF, empty-line and no-final-newline
    /// files; the values are also written out, as the Python script computed them.
    func testSARIFLineHashesAreGitHubsForEveryLine() throws {
        let dir = try makeRepository()
        let r = try runDuolint(["--quiet", "--reporter", "sarif", "App"], in: dir)
        XCTAssertEqual(r.status, 1, r.stderr)
        let run = try XCTUnwrap((try object(r.stdout)["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        let hashes = results.map { ($0["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"] }
        XCTAssertEqual(hashes, ["a955e5ce6f52c5ca:1", "50df58ad9f4fa973:1"])

        let (status, output) = try python("line_hash.py", ["A.swift", Self.oddName], in: dir.appendingPathComponent("App"))
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(output, """
            A.swift:1 608dbe4d290f4671:1
            A.swift:2 a955e5ce6f52c5ca:1
            A.swift:3 c129715d7a2bc9a3:1
            \(Self.oddName):1 e3788938099fe3d0:1
            \(Self.oddName):2 aef22604dac4c359:1
            \(Self.oddName):3 50df58ad9f4fa973:1

            """)
        // In process, every line of the same files and of a few edge cases agrees with the script.
        let cases: [(String, [UInt8])] = [
            ("A.swift", Array(Self.fileA.utf8)), (Self.oddName, Array(Self.fileB.utf8)),
            ("cr.swift", Array("a\rb\r\rc".utf8)), ("blank.swift", Array("\t \n  \n\nx  y\n".utf8)),
            ("same.swift", Array("x\nx\nx\n".utf8)), ("wide.swift", Array("let é = \"😀\"\n".utf8) + [0xFF, 0x0A]),
            ("long.swift", Array((String(repeating: "abc ", count: 60) + "\n" + String(repeating: "z", count: 150)).utf8)),
        ]
        let folder = try makeTemporaryDirectory(self)
        for (name, bytes) in cases { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
        let script = try python("line_hash.py", cases.map(\.0), in: folder)
        var expected = ""
        for (name, bytes) in cases {
            let table = LineHash.hashes(of: bytes)
            for line in table.keys.sorted() { expected += "\(name):\(line) \(table[line]!)\n" }
        }
        XCTAssertEqual(script.output, expected)
        XCTAssertEqual(LineHash.hashes(of: Array("x\nx\nx\n".utf8)).count, 4, "the line after the last line break has a hash too")
    }

    /// Paths given absolute (as from `$SRCROOT`) or relative to a folder below the root name the file
    /// relative to the repository root with `uriBaseId` `SRCROOT`; a file outside the root keeps an absolute
    /// `file://` URI; `invocations[0].workingDirectory` is where duolint ran.
    func testSARIFURIsAreRelativeToTheRepositoryRoot() throws {
        let dir = try makeRepository()
        let root = dir.resolvingSymlinksInPath().path
        let outside = try makeTemporaryDirectory(self)
        try Data("let h = UIScreen.main.bounds.height\n".utf8).write(to: outside.appendingPathComponent("Out.swift"))
        let outsidePath = outside.resolvingSymlinksInPath().appendingPathComponent("Out.swift").path
        for (arguments, directory) in [([root + "/App/A.swift", outsidePath], dir), (["A.swift", outsidePath], dir.appendingPathComponent("App"))] {
            let r = try runDuolint(["--quiet", "--reporter", "sarif"] + arguments, in: directory)
            XCTAssertEqual(r.status, 1, r.stderr)
            let run = try XCTUnwrap((try object(r.stdout)["runs"] as? [[String: Any]])?.first)
            XCTAssertEqual((run["originalUriBaseIds"] as? [String: [String: String]])?["SRCROOT"]?["uri"],
                           "file://" + SARIFURI.percentEncodedPath(root, isDisplayForm: false) + "/")
            let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
            XCTAssertEqual((invocation["workingDirectory"] as? [String: String])?["uri"],
                           "file://" + SARIFURI.percentEncodedPath(directory.resolvingSymlinksInPath().path, isDisplayForm: false) + "/")
            // Report order is by the paths as given (two temporary folders' random names): compare by URI.
            let artifacts = try XCTUnwrap(run["artifacts"] as? [[String: Any]]).compactMap { $0["location"] as? [String: String] }
                .sorted { ($0["uri"] ?? "") < ($1["uri"] ?? "") }
            XCTAssertEqual(artifacts, [["uri": "App/A.swift", "uriBaseId": "SRCROOT"],
                                       ["uri": "file://" + SARIFURI.percentEncodedPath(outsidePath, isDisplayForm: false)]], "\(arguments)")
        }
        // Schema validation needs ../shared/schemas (absent in a clone alone: the URI checks above still run).
        let schema = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/schemas/sarif-schema-2.1.0.json").path
        if FileManager.default.fileExists(atPath: schema) {
            try assertValid(try runDuolint(["--quiet", "--reporter", "sarif", "App"], in: dir).stdout, validator: "validate_sarif.py",
                            schema: schema, suffix: "sarif")
        } else {
            print("note: SARIF schema not found at \(schema) (../shared/schemas is absent); schema validation skipped")
        }
        // The odd name is percent-encoded (SARIF §3.10): `|` `` ` `` `<` `>`.
        let r = try runDuolint(["--quiet", "--reporter", "sarif", "App/\(Self.oddName)"], in: dir)
        XCTAssertTrue(r.stdout.contains("\"uri\" : \"App/b%7C%60%3Ci%3E.swift\""), r.stdout)
    }

    /// `--sarif-category` becomes `automationDetails.id` with the `/` GitHub's action adds; `--sarif-suppressed
    /// omit` leaves out a finding hidden by a comment, which `include` (the default) keeps with `suppressions`.
    func testSARIFCategoryAndSuppressedResults() throws {
        let dir = try makeRepository()
        try Data("// duolint:disable:next ui_screen_main - legacy\nlet w = UIScreen.main.bounds.width\n".utf8)
            .write(to: dir.appendingPathComponent("App/C.swift"))
        func results(_ extra: [String]) throws -> (run: [String: Any], results: [[String: Any]]) {
            let r = try runDuolint(["--quiet", "--reporter", "sarif"] + extra + ["App/C.swift"], in: dir)
            XCTAssertEqual(r.status, 0, r.stderr)
            let run = try XCTUnwrap((try object(r.stdout)["runs"] as? [[String: Any]])?.first)
            return (run, try XCTUnwrap(run["results"] as? [[String: Any]]))
        }
        let included = try results(["--sarif-category", "duolint/ios"])
        XCTAssertEqual((included.run["automationDetails"] as? [String: String])?["id"], "duolint/ios/")
        XCTAssertEqual(included.results.count, 1)
        XCTAssertEqual(included.results.first?["suppressions"] as? [[String: String]], [["kind": "inSource", "justification": "legacy"]])
        let omitted = try results(["--sarif-suppressed", "omit", "--sarif-category=ios/"])
        XCTAssertEqual((omitted.run["automationDetails"] as? [String: String])?["id"], "ios/")
        XCTAssertEqual(omitted.results.count, 0)

        let bad = try runDuolint(["--reporter", "sarif", "--sarif-suppressed", "hide", "App"], in: dir)
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderr, "duolint: error: --sarif-suppressed expects include or omit, got 'hide'\nRun 'duolint help' for usage.\n")
        let empty = try runDuolint(["--reporter", "sarif", "--sarif-category=", "App"], in: dir)
        XCTAssertEqual(empty.status, 2)
        XCTAssertEqual(empty.stderr, "duolint: error: --sarif-category expects a name, got ''\nRun 'duolint help' for usage.\n")
        // Given twice: which one was meant is unknown (as for every option with a value).
        let twice = try runDuolint(["--reporter", "sarif", "--sarif-category", "a", "--sarif-category=b", "App"], in: dir)
        XCTAssertEqual(twice.status, 2)
        XCTAssertEqual(twice.stderr, "duolint: error: --sarif-category given twice; give it once\nRun 'duolint help' for usage.\n")
        // Another reporter would drop them in silence.
        let other = try runDuolint(["--reporter", "json", "--sarif-category", "ios", "App"], in: dir)
        XCTAssertEqual(other.status, 2)
        XCTAssertEqual(other.stdout, "")
        XCTAssertEqual(other.stderr, "duolint: error: --sarif-category applies to the sarif reporter only; the reporter is 'json'\nRun 'duolint help' for usage.\n")
        let byDefault = try runDuolint(["--sarif-suppressed", "omit", "App"], in: dir)
        XCTAssertEqual(byDefault.status, 2)
        XCTAssertEqual(byDefault.stderr, "duolint: error: --sarif-suppressed applies to the sarif reporter only; the reporter is 'xcode'\nRun 'duolint help' for usage.\n")
    }

    // MARK: - codeclimate (GitLab Code Quality)

    func testCodeClimateExactBytesStableFingerprintsAndSchema() throws {
        let dir = try makeRepository()
        let r = try runDuolint(["--quiet", "--reporter", "codeclimate", "App"], in: dir)
        XCTAssertEqual(r.status, 1, r.stderr)
        func issue(_ message: String, _ fingerprint: String, _ line: Int, _ path: String, _ severity: String) -> String {
            """
              {
                "check_name" : "ui_screen_main",
                "description" : "\(message)",
                "fingerprint" : "\(fingerprint)",
                "location" : {
                  "lines" : {
                    "begin" : \(line)
                  },
                  "path" : "\(path)"
                },
                "severity" : "\(severity)"
              }
            """
        }
        XCTAssertEqual(r.stdout, "[\n" + issue(Self.boundsMessage, "a7eec54c5133735f", 2, "App/A.swift", "major") + ",\n"
            + issue(Self.scaleMessage, "224dbd9cdba6a380", 3, "App/\(Self.oddName)", "minor") + "\n]\n")
        try assertValid(r.stdout, validator: "validate_sarif.py", schema: "Tests/Scripts/codeclimate-schema.json", suffix: "json")

        // Lines inserted above and white space changed on the line: same fingerprint, new line number.
        try Data(("// a comment\n\n" + Self.fileA.replacingOccurrences(of: "let w = ", with: "let   w =\t")).utf8)
            .write(to: dir.appendingPathComponent("App/A.swift"))
        let moved = try runDuolint(["--quiet", "--reporter", "codeclimate", "App/A.swift"], in: dir)
        XCTAssertEqual(moved.stdout, "[\n" + issue(Self.boundsMessage, "a7eec54c5133735f", 4, "App/A.swift", "major") + "\n]\n")
        // The line itself edited: a new fingerprint.
        try Data(Self.fileA.replacingOccurrences(of: ".width", with: ".height").utf8).write(to: dir.appendingPathComponent("App/A.swift"))
        let edited = try runDuolint(["--quiet", "--reporter", "codeclimate", "App/A.swift"], in: dir)
        XCTAssertFalse(edited.stdout.contains("a7eec54c5133735f"), edited.stdout)
        // Absolute paths from the root's folder give the same report.
        let absolute = try runDuolint(["--quiet", "--reporter", "codeclimate", dir.resolvingSymlinksInPath().path + "/App/" + Self.oddName], in: dir)
        XCTAssertEqual(absolute.stdout, "[\n" + issue(Self.scaleMessage, "224dbd9cdba6a380", 3, "App/\(Self.oddName)", "minor") + "\n]\n")
        // Identical lines: a finding hidden by a comment or the baseline still counts, so the others keep
        // their fingerprints (GitLab must not show one of them as fixed and another as new).
        let three = String(repeating: "let w = UIScreen.main.bounds.width\n", count: 3)
        try Data(three.utf8).write(to: dir.appendingPathComponent("Three.swift"))
        func fingerprints(_ extra: [String]) throws -> [String] {
            let r = try runDuolint(["--quiet", "--reporter", "codeclimate"] + extra + ["Three.swift"], in: dir)
            let issues = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
            return issues.compactMap { $0["fingerprint"] as? String }
        }
        let all = try fingerprints([])
        XCTAssertEqual(all.count, 3)
        XCTAssertEqual(Set(all).count, 3)
        try Data(("// duolint:disable:next ui_screen_main - legacy\n" + three).utf8).write(to: dir.appendingPathComponent("Three.swift"))
        XCTAssertEqual(try fingerprints([]), Array(all.dropFirst()))
        try Data(three.utf8).write(to: dir.appendingPathComponent("Three.swift"))
        _ = try runDuolint(["--quiet", "--write-baseline", "three.json", "Three.swift"], in: dir)
        try Data((three + three).utf8).write(to: dir.appendingPathComponent("Three.swift"))
        let afterBaseline = try fingerprints(["--baseline", "three.json"])
        XCTAssertEqual(afterBaseline.count, 3)
        XCTAssertTrue(Set(afterBaseline).isDisjoint(with: all), "the three new lines are the 4th to 6th occurrences")
        // A clean run.
        try Data("let x = 1\n".utf8).write(to: dir.appendingPathComponent("Fine.swift"))
        let clean = try runDuolint(["--quiet", "--reporter", "codeclimate", "Fine.swift"], in: dir)
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertEqual(clean.stdout, "[]\n")
    }

    // MARK: - sonarqube

    func testSonarQubeExactBytesAndSchema() throws {
        let dir = try makeRepository()
        let r = try runDuolint(["--quiet", "--reporter", "sonarqube", "App"], in: dir)
        XCTAssertEqual(r.status, 1, r.stderr)
        let summary = "Flags every UIScreen.main reference, which is ambiguous on a device with two displays; read the value from the trait collection, the window scene or the view's geometry instead."
        func issue(_ path: String, _ message: String, _ line: Int, _ rule: String) -> String {
            """
                {
                  "primaryLocation" : {
                    "filePath" : "\(path)",
                    "message" : "\(message)",
                    "textRange" : {
                      "endColumn" : 16,
                      "endLine" : \(line),
                      "startColumn" : 8,
                      "startLine" : \(line)
                    }
                  },
                  "ruleId" : "\(rule)"
                }
            """
        }
        func rule(_ id: String, _ name: String, _ severity: String) -> String {
            """
                {
                  "cleanCodeAttribute" : "LOGICAL",
                  "description" : "\(summary)",
                  "engineId" : "duolint",
                  "id" : "\(id)",
                  "impacts" : [
                    {
                      "severity" : "\(severity)",
                      "softwareQuality" : "RELIABILITY"
                    }
                  ],
                  "name" : "\(name)"
                }
            """
        }
        XCTAssertEqual(r.stdout, "{\n  \"issues\" : [\n" + issue("App/A.swift", Self.boundsMessage, 2, "ui_screen_main") + ",\n"
            + issue("App/\(Self.oddName)", Self.scaleMessage, 3, "ui_screen_main:warning") + "\n  ],\n  \"rules\" : [\n"
            + rule("ui_screen_main", "UIScreen.main", "HIGH") + ",\n" + rule("ui_screen_main:warning", "UIScreen.main (warning)", "MEDIUM")
            + "\n  ]\n}\n")
        try assertValid(r.stdout, validator: "validate_sarif.py", schema: "Tests/Scripts/sonarqube-schema.json", suffix: "json")
    }

    // MARK: - markdown

    /// The summary table, then every finding; the odd name's `|` and backtick stay inside its code span.
    func testMarkdownExactBytesAndEscaping() throws {
        let dir = try makeRepository()
        let r = try runDuolint(["--quiet", "--reporter", "markdown", "App"], in: dir)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertEqual(r.stdout, """
            ## duolint

            2 findings: 1 error, 1 warning, 0 notes.

            | Rule | Severity | Findings |
            |---|---|---|
            | ` ui_screen_main ` | error | 1 |
            | ` ui_screen_main ` | warning | 1 |

            | Location | Rule | Severity | Message |
            |---|---|---|---|
            | ` App/A.swift:2:9 ` | ` ui_screen_main ` | error | ` \(Self.boundsMessage) ` |
            | `` App/b\\|`<i>.swift:3:9 `` | ` ui_screen_main ` | warning | ` \(Self.scaleMessage) ` |

            """)
        XCTAssertEqual(MarkdownReporter.cell("a\n<b>|`` [x](http://e) ##[c]"), "``` a\\n<b>\\|`` [x](http://e) ##\\u{5B}c] ```")
        try Data("let x = 1\n".utf8).write(to: dir.appendingPathComponent("Fine.swift"))
        let clean = try runDuolint(["--quiet", "--reporter", "markdown", "Fine.swift"], in: dir)
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertEqual(clean.stdout, "## duolint\n\nNo findings.\n")
    }

    /// Rendered by GitHub's own Markdown parser (cmark-gfm), a hostile file name and message stay inside
    /// their cells as code: no link, autolink, HTML, or extra cell.
    func testMarkdownRendersHostileNamesAsCode() throws {
        let dir = try makeTemporaryDirectory(self)
        let name = "x|y`z<b>[l](mailto:e)www.e.com.swift"
        try Data("let w = UIScreen.main.bounds.width\n".utf8).write(to: dir.appendingPathComponent(name))
        let r = try runDuolint(["--quiet", "--reporter", "markdown", "."], in: dir)
        XCTAssertEqual(r.status, 1, r.stderr)
        let file = dir.appendingPathComponent("report.md")
        try Data(r.stdout.utf8).write(to: file)
        let (status, html) = try python("render_markdown.py", [file.path])
        XCTAssertEqual(status, 0, html)
        XCTAssertTrue(html.contains("""
            <tr>
            <td><code>x|y`z&lt;b&gt;[l](mailto:e)www.e.com.swift:1:9</code></td>
            <td><code>ui_screen_main</code></td>
            <td>error</td>
            <td><code>\(Self.boundsMessage)</code></td>
            </tr>
            """), html)
        XCTAssertFalse(html.contains("<a "), html)
        XCTAssertFalse(html.contains("<b>"), html)
    }

    // MARK: - junit (Jenkins)

    func testJUnitIsValidAgainstJenkinsSchemaAndACleanRunPasses() throws {
        let samples = try runDuolint(["--quiet", "--reporter", "junit", "Samples"])
        XCTAssertEqual(samples.status, 1, samples.stderr)
        try assertValid(samples.stdout, validator: "validate_junit.py", schema: "Tests/Scripts/junit-10.xsd", suffix: "xml")

        let dir = try makeTemporaryDirectory(self)
        try Data("let x = 1\n".utf8).write(to: dir.appendingPathComponent("Fine.swift"))
        let clean = try runDuolint(["--quiet", "--reporter", "junit", "."], in: dir)
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertEqual(clean.stdout, """
            <?xml version="1.0" encoding="utf-8"?>
            <testsuites name="duolint" tests="1" failures="0" errors="0">
              <testsuite name="duolint" tests="1" failures="0" errors="0">
                <testcase classname="duolint" name="no findings"/>
              </testsuite>
            </testsuites>

            """)
        try assertValid(clean.stdout, validator: "validate_junit.py", schema: "Tests/Scripts/junit-10.xsd", suffix: "xml")
        // The odd name's column is counted in UTF-16 code units, as checkstyle's.
        let wide = try makeTemporaryDirectory(self)
        try Data("let é = UIScreen.main.scale\n".utf8).write(to: wide.appendingPathComponent("W.swift"))
        let junit = try runDuolint(["--quiet", "--reporter", "junit", "W.swift"], in: wide)
        let checkstyle = try runDuolint(["--quiet", "--reporter", "checkstyle", "W.swift"], in: wide)
        XCTAssertTrue(junit.stdout.contains("name=\"W.swift:1:9\""), junit.stdout)
        XCTAssertTrue(checkstyle.stdout.contains("line=\"1\" column=\"9\""), checkstyle.stdout)
    }

    /// Every CI reporter's output on Samples passes its schema or parser.
    func testEveryCIReporterValidatesOnSamples() throws {
        let sarifSchema = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/schemas/sarif-schema-2.1.0.json").path
        guard FileManager.default.fileExists(atPath: sarifSchema) else {
            throw XCTSkip("SARIF schema not found at \(sarifSchema) (../shared/schemas is absent)")
        }
        for (reporter, validator, schema, suffix) in [
            ("sarif", "validate_sarif.py", sarifSchema, "sarif"),
            ("codeclimate", "validate_sarif.py", "Tests/Scripts/codeclimate-schema.json", "json"),
            ("sonarqube", "validate_sarif.py", "Tests/Scripts/sonarqube-schema.json", "json"),
            ("junit", "validate_junit.py", "Tests/Scripts/junit-10.xsd", "xml"),
        ] {
            let r = try runDuolint(["--quiet", "--reporter", reporter, "Samples"])
            XCTAssertEqual(r.status, 1, "\(reporter): \(r.stderr)")
            try assertValid(r.stdout, validator: validator, schema: schema, suffix: suffix)
        }
        let markdown = try runDuolint(["--quiet", "--reporter", "markdown", "Samples"])
        let rows = markdown.stdout.split(separator: "\n").filter { $0.hasPrefix("| `") }
        XCTAssertFalse(rows.isEmpty)
        for row in rows {
            // Every row has its cells: unescaped `|` only between cells.
            let cells = row.replacingOccurrences(of: "\\|", with: "").split(separator: "|", omittingEmptySubsequences: false).count - 2
            XCTAssertTrue(cells == 3 || cells == 4, String(row))
        }
    }

    /// The new reporters stream too: 100 files of 700 findings each (70,000) stay under 64 MiB of peak memory
    /// in a debug build (measured: codeclimate 38 MB, sonarqube 39 MB, markdown 37 MB, sarif with line hashes
    /// 44 MB, where sarif took 385 MB before it streamed).
    func testCIReportsOfManyFindingsStayInBoundedMemory() throws {
        let dir = try makeTemporaryDirectory(self)
        let src = dir.appendingPathComponent("src")
        try FileManager.default.createDirectory(at: src, withIntermediateDirectories: true)
        let text = Data(String(repeating: "let s = UIScreen.main\n", count: 700).utf8)
        for i in 0..<100 { try text.write(to: src.appendingPathComponent(String(format: "F%04d.swift", i))) }
        for reporter in ["codeclimate", "sonarqube", "markdown", "sarif"] {
            let m = try runDuolintMeasured(["--reporter", reporter, "src"], in: dir, timeout: 120, discardingStdout: true)
            XCTAssertFalse(m.result.timedOut, reporter)
            XCTAssertEqual(m.result.status, 1, "\(reporter): \(m.result.stderr)")
            XCTAssertTrue(m.result.stderr.hasPrefix("Found 70000 findings (70000 errors) in 100 files in "), "\(reporter): \(m.result.stderr)")
            XCTAssertLessThan(m.peakBytes, 64 << 20, "\(reporter): peak \(m.peakBytes >> 20) MiB")
        }
    }

    // MARK: - Links

    /// The repository URL is one constant: SARIF's `helpUri` and `informationUri`, `duolint rules ID` and the
    /// README name it.
    func testOneRepositoryURLEverywhere() throws {
        let url = ProjectLinks.repository
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains(url + "\n") || readme.contains(url + ")") || readme.contains(url + " ") || readme.contains(url + "/"),
                      "README names \(url)")
        let rules = try runDuolint(["rules", "ui_screen_main"])
        XCTAssertEqual(rules.status, 0)
        XCTAssertTrue(rules.stdout.contains(url + "/blob/main/Rules/ui_screen_main.md"), rules.stdout)
        let sarif = try runDuolint(["--quiet", "--reporter", "sarif", "Samples/Stride/Info.plist"])
        XCTAssertTrue(sarif.stdout.contains("\"informationUri\" : \"\(url)\""))
        XCTAssertTrue(sarif.stdout.contains("\"helpUri\" : \"\(url)/blob/main/Rules/requires_full_screen.md\""))
    }
}
