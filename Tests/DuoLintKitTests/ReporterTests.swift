@testable import DuoLintKit
import Foundation
import XCTest

/// Tests of the `xcode`, `json` and `sarif` reporters on hand-built runs.
///
/// Text formats are compared byte for byte; SARIF is checked field by field and
/// validated against the OASIS schema in `../shared/schemas` with
/// `Tests/Scripts/validate_sarif.py` (skipped, saying why, when the schema,
/// python3 or the jsonschema package is missing).
final class ReporterTests: XCTestCase {

    // MARK: - Fixtures

    /// `App/Été Screen.swift`, spelled with precomposed (NFC) scalars.
    static let accentedPath = "App/\u{C9}t\u{E9} Screen.swift"
    /// A message with quotes, `<`, `&`, a newline and non-ASCII (including a non-BMP emoji).
    static let trickyMessage = "Bar item \"Pr\u{E9}f\u{E9}rences\" <text only> & no symbol\nAdd an image: \u{1F4F7}"

    static func location(line: Int, utf8: Int, utf16: Int) -> SourceLocation {
        SourceLocation(offset: 0, line: line, utf8Column: utf8, utf16Column: utf16, scalarColumn: utf16)
    }

    static func range(line: Int, _ utf8: ClosedRange<Int>, utf16: ClosedRange<Int>) -> SourceRange {
        SourceRange(start: location(line: line, utf8: utf8.lowerBound, utf16: utf16.lowerBound),
                    end: location(line: line, utf8: utf8.upperBound, utf16: utf16.upperBound))
    }

    static func rule(_ id: String, _ severity: Severity, tags: [String]) -> RuleDescription {
        RuleDescription(id: id, name: "Name of \(id)", severity: severity,
                        summary: "Summary of `\(id)`.", rationale: "Rationale of \(id).",
                        fix: "Fix for \(id).", source: "seed 001, talk 1:23",
                        inputs: [.swift], tags: tags)
    }

    static let rules = [
        rule("bar_item_missing_title", .note, tags: ["bars", "accessibility"]),
        rule("text_only_bar_item", .warning, tags: ["bars", "bars"]),
        rule("ui_screen_main", .warning, tags: []),
    ]

    /// Three findings in report order (one ASCII path, two in a path with a
    /// space and non-ASCII, where UTF-8 and UTF-16 columns differ) and one input error.
    static let sampleRun = LintRun(
        findings: [
            Finding(ruleID: "ui_screen_main", severity: .warning,
                    message: "Use \"view.window?.windowScene?.screen\" instead of UIScreen.main",
                    path: "App/Bar.swift", range: range(line: 3, 17...29, utf16: 17...29)),
            Finding(ruleID: "text_only_bar_item", severity: .error, message: trickyMessage,
                    path: accentedPath, range: range(line: 12, 21...34, utf16: 15...28)),
            Finding(ruleID: "bar_item_missing_title", severity: .note, message: "Give the item a title",
                    path: accentedPath, range: range(line: 40, 5...11, utf16: 5...11)),
        ],
        inputErrors: [
            InputError(path: "Specs/broken.duo.yml", line: 7, column: 3, message: "invalid spec: expected a mapping"),
        ],
        rules: rules, fileCount: 3, lineCount: 120, seconds: 0.25)

    static let emptyRun = LintRun(findings: [], inputErrors: [], rules: [], fileCount: 0, lineCount: 0, seconds: 0)

    // MARK: - xcode

    func testXcodeReportExactOutput() {
        let expected = """
        App/Bar.swift:3:17: warning: Use "view.window?.windowScene?.screen" instead of UIScreen.main (ui_screen_main)
        App/\u{C9}t\u{E9} Screen.swift:12:21: error: Bar item "Pr\u{E9}f\u{E9}rences" <text only> & no symbol\\nAdd an image: \u{1F4F7} (text_only_bar_item)
        App/\u{C9}t\u{E9} Screen.swift:40:5: note: Give the item a title (bar_item_missing_title)

        """
        XCTAssertEqual(XcodeReporter().report(Self.sampleRun), expected)
    }

    func testXcodeReportEmptyRunIsEmpty() {
        XCTAssertEqual(XcodeReporter().report(Self.emptyRun), "")
        // Input errors go to stderr through the CLI, not into the report.
        var onlyErrors = Self.sampleRun
        onlyErrors.findings = []
        XCTAssertEqual(XcodeReporter().report(onlyErrors), "")
    }

    /// Every line break and control stays on the diagnostic's line, written visibly (issue 12, item 8).
    func testXcodeReportWritesLineBreaksAndControlsVisibly() {
        var run = Self.emptyRun
        run.findings = [Finding(ruleID: "r\u{1B}", severity: .warning, message: "a\r\nb\rc\u{2028}d\u{85}e\nf\u{0B}g\u{2029}h\n\r\u{0C}i\u{202E}",
                                path: "x\u{9B}.swift", range: Self.range(line: 1, 1...2, utf16: 1...2))]
        XCTAssertEqual(XcodeReporter().report(run),
                       #"x\u{9B}.swift:1:1: warning: a\r\nb\rc\u{2028}d\u{85}e\nf\u{B}g\u{2029}h\n\r\u{C}i\u{202E} (r\u{1B})"# + "\n")
    }

    /// A path that reads as a workflow command gets `./` before it, so the line does not start with `::`.
    func testXcodeReportNeverStartsALineWithTwoColons() {
        var run = Self.emptyRun
        run.findings = [Finding(ruleID: "r", severity: .error, message: "m\n::add-mask::x",
                                path: "::error file=Package.swift,line=1::forged.swift", range: Self.range(line: 1, 1...2, utf16: 1...2))]
        XCTAssertEqual(XcodeReporter().report(run),
                       #"./::error file=Package.swift,line=1::forged.swift:1:1: error: m\n::add-mask::x (r)"# + "\n")
    }

    // MARK: - json

    /// DEL, C1 controls, separators, bidirectional controls and U+FEFF as `\u` escapes; other non-ASCII as is.
    func testJSONEscapesInvisibleCharacters() {
        XCTAssertEqual(ReportJSONEncoding.encode(["a\u{7F}\u{1B}\u{85}\u{9F}\u{2028}\u{2029}\u{202A}\u{2066}\u{2069}\u{FEFF}\u{E9}\u{2026}\u{2030}\u{FFFD}"]),
                       #"["# + "\n" + #"  "a\u007f\u001b\u0085\u009f\u2028\u2029\u202a\u2066\u2069\ufeff"# + "\u{E9}\u{2026}\u{2030}\u{FFFD}\"\n]")
    }

    /// The `[` of `##[` (an old-style workflow command anywhere on a CI log line) is escaped; `#[` and `[` alone are not.
    func testJSONBreaksOldStyleWorkflowCommands() {
        XCTAssertEqual(ReportJSONEncoding.encode(["x ##[add-mask]s #[a] [b] ###[c"]),
                       #"["# + "\n" + #"  "x ##\u005badd-mask]s #[a] [b] ###\u005bc""# + "\n]")
    }

    func testJSONReportExactOutput() {
        let expected = #"""
        [
          {
            "column" : 17,
            "endColumn" : 29,
            "endLine" : 3,
            "endUtf16Column" : 29,
            "line" : 3,
            "message" : "Use \"view.window?.windowScene?.screen\" instead of UIScreen.main",
            "path" : "App/Bar.swift",
            "ruleId" : "ui_screen_main",
            "severity" : "warning",
            "utf16Column" : 17
          },
          {
            "column" : 21,
            "endColumn" : 34,
            "endLine" : 12,
            "endUtf16Column" : 28,
            "line" : 12,
            "message" : "Bar item \"Pr\#u{E9}f\#u{E9}rences\" <text only> & no symbol\nAdd an image: \#u{1F4F7}",
            "path" : "App/\#u{C9}t\#u{E9} Screen.swift",
            "ruleId" : "text_only_bar_item",
            "severity" : "error",
            "utf16Column" : 15
          },
          {
            "column" : 5,
            "endColumn" : 11,
            "endLine" : 40,
            "endUtf16Column" : 11,
            "line" : 40,
            "message" : "Give the item a title",
            "path" : "App/\#u{C9}t\#u{E9} Screen.swift",
            "ruleId" : "bar_item_missing_title",
            "severity" : "note",
            "utf16Column" : 5
          }
        ]

        """#
        let report = JSONReporter().report(Self.sampleRun)
        XCTAssertEqual(report, expected)

        // It round-trips: the message comes back with its quotes and newline.
        let decoded = try? JSONSerialization.jsonObject(with: Data(report.utf8)) as? [[String: Any]]
        XCTAssertEqual(decoded?[1]["message"] as? String, Self.trickyMessage)
        XCTAssertEqual(decoded?[1]["path"] as? String, Self.accentedPath)
    }

    func testJSONReportEmptyRun() {
        XCTAssertEqual(JSONReporter().report(Self.emptyRun), "[]\n")
    }

    // MARK: - sarif

    func testSARIFReportKeyFields() throws {
        let reporter = SARIFReporter(version: "0.1.0", sourceRoot: "/tmp/My Proj\u{E9}ct/sub/../")
        let report = reporter.report(Self.sampleRun)
        XCTAssertTrue(report.hasSuffix("}\n"))
        XCTAssertEqual(report, reporter.report(Self.sampleRun), "same run, same bytes")

        let log = try Self.object(report)
        XCTAssertEqual(log["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let run = runs[0]
        XCTAssertEqual(run["columnKind"] as? String, "utf16CodeUnits")
        XCTAssertEqual((run["originalUriBaseIds"] as? [String: [String: String]])?["SRCROOT"]?["uri"],
                       "file:///tmp/My%20Proj%C3%A9ct/")

        // tool.driver and its rules, in LintRun.rules order
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "duolint")
        XCTAssertEqual(driver["version"] as? String, "0.1.0")
        XCTAssertEqual(driver["semanticVersion"] as? String, "0.1.0")
        XCTAssertEqual(driver["informationUri"] as? String, "https://github.com/duolint/duolint")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, ["bar_item_missing_title", "text_only_bar_item", "ui_screen_main"])
        let rule = rules[0]
        XCTAssertEqual(rule["name"] as? String, "Name of bar_item_missing_title")
        XCTAssertEqual(Self.text(rule["shortDescription"]), "Summary of `bar_item_missing_title`.")
        XCTAssertEqual(Self.text(rule["fullDescription"]), "Rationale of bar_item_missing_title.")
        let help = try XCTUnwrap(rule["help"] as? [String: String])
        XCTAssertEqual(help["text"], "Fix for bar_item_missing_title.")
        let markdown = try XCTUnwrap(help["markdown"])
        for part in ["Summary of `bar_item_missing_title`.", "Rationale of bar_item_missing_title.",
                     "Fix for bar_item_missing_title.", "seed 001, talk 1:23"] {
            XCTAssertTrue(markdown.contains(part), "help.markdown lacks \(part): \(markdown)")
        }
        XCTAssertEqual(rule["helpUri"] as? String,
                       "https://github.com/duolint/duolint/blob/main/Rules/bar_item_missing_title.md")
        XCTAssertEqual((rule["defaultConfiguration"] as? [String: String])?["level"], "note")
        XCTAssertEqual((rule["properties"] as? [String: Any])?["tags"] as? [String], ["bars", "accessibility"])
        XCTAssertEqual((rules[1]["properties"] as? [String: Any])?["tags"] as? [String], ["bars"], "tags are unique")
        XCTAssertNil((rules[2]["properties"] as? [String: Any])?["tags"], "no tags")
        // GitHub's precision (measured, RulePrecision) and problem.severity (from the rule's severity)
        XCTAssertEqual(rules.map { ($0["properties"] as? [String: Any])?["precision"] as? String }, ["very-high", "very-high", "very-high"])
        XCTAssertEqual(rules.map { ($0["properties"] as? [String: Any])?["problem.severity"] as? String },
                       rules.map { ($0["defaultConfiguration"] as? [String: String])?["level"] == "note" ? "recommendation"
                           : ($0["defaultConfiguration"] as? [String: String])?["level"] })
        XCTAssertEqual((rules[0]["properties"] as? [String: Any])?["problem.severity"] as? String, "recommendation")

        // artifacts: each distinct path once, findings first, then input errors
        let artifacts = try XCTUnwrap(run["artifacts"] as? [[String: Any]])
        XCTAssertEqual(artifacts.map { ($0["location"] as? [String: String])?["uri"] },
                       ["App/Bar.swift", "App/%C3%89t%C3%A9%20Screen.swift", "Specs/broken.duo.yml"])
        XCTAssertEqual(artifacts.map { ($0["location"] as? [String: String])?["uriBaseId"] },
                       ["SRCROOT", "SRCROOT", "SRCROOT"])

        // results
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["ui_screen_main", "text_only_bar_item", "bar_item_missing_title"])
        XCTAssertEqual(results.map { $0["ruleIndex"] as? Int }, [2, 1, 0])
        XCTAssertEqual(results.map { $0["level"] as? String }, ["warning", "error", "note"])
        let result = results[1]
        XCTAssertEqual(Self.text(result["message"]), Self.trickyMessage)
        let physical = try XCTUnwrap(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: Any])
        XCTAssertEqual(artifact["uri"] as? String, "App/%C3%89t%C3%A9%20Screen.swift")
        XCTAssertEqual(artifact["uriBaseId"] as? String, "SRCROOT")
        XCTAssertEqual(artifact["index"] as? Int, 1)
        let region = try XCTUnwrap(physical["region"] as? [String: Int])
        XCTAssertEqual(region, ["startLine": 12, "startColumn": 15, "endLine": 12, "endColumn": 28],
                       "columns are UTF-16 code units")

        // fingerprints: FNV-1a 64 of rule id, path, message (values computed independently)
        let fingerprints = results.map { ($0["partialFingerprints"] as? [String: String])?["duolint/v1"] }
        XCTAssertEqual(fingerprints[0], "133c0144e4dacf2c")
        XCTAssertEqual(fingerprints[1], "677e500fa4724122")
        XCTAssertNotEqual(fingerprints[1], fingerprints[2])
        var moved = Self.sampleRun
        moved.findings[1].range = Self.range(line: 99, 1...2, utf16: 1...2)
        let movedResults = try XCTUnwrap((try Self.object(reporter.report(moved))["runs"] as? [[String: Any]])?[0]["results"] as? [[String: Any]])
        XCTAssertEqual((movedResults[1]["partialFingerprints"] as? [String: String])?["duolint/v1"], fingerprints[1],
                       "the fingerprint does not depend on the position")

        // invocations: the input error as a tool notification
        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        XCTAssertEqual((invocation["workingDirectory"] as? [String: String])?["uri"], "file:///tmp/My%20Proj%C3%A9ct/")
        XCTAssertNil(run["automationDetails"], "no category, no automationDetails")
        let notifications = try XCTUnwrap(invocation["toolExecutionNotifications"] as? [[String: Any]])
        XCTAssertEqual(notifications.count, 1)
        XCTAssertEqual(notifications[0]["level"] as? String, "error")
        XCTAssertEqual(Self.text(notifications[0]["message"]), "invalid spec: expected a mapping")
        let errorLocation = try XCTUnwrap(((notifications[0]["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((errorLocation["artifactLocation"] as? [String: Any])?["uri"] as? String, "Specs/broken.duo.yml")
        XCTAssertEqual((errorLocation["artifactLocation"] as? [String: Any])?["index"] as? Int, 2)
        XCTAssertEqual(errorLocation["region"] as? [String: Int], ["startLine": 7, "startColumn": 3])
    }

    func testSARIFReportValidatesAgainstSchema() throws {
        try Self.assertValidSARIF(SARIFReporter(version: "0.1.0", sourceRoot: "/src").report(Self.sampleRun))
    }

    func testSARIFEmptyRunValidatesAgainstSchema() throws {
        let report = SARIFReporter(version: "0.1.0", sourceRoot: "/").report(Self.emptyRun)
        let run = try XCTUnwrap((try Self.object(report)["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual((run["results"] as? [Any])?.count, 0, "an empty results array means: ran, found nothing")
        XCTAssertNil(run["artifacts"])
        XCTAssertEqual((run["originalUriBaseIds"] as? [String: [String: String]])?["SRCROOT"]?["uri"], "file:///")
        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, true)
        XCTAssertNil(invocation["toolExecutionNotifications"])
        try Self.assertValidSARIF(report)
    }

    func testSARIFAbsolutePathsUnknownRulesAndOddVersions() throws {
        var run = Self.emptyRun
        run.findings = [
            Finding(ruleID: "unlisted_rule", severity: .note, message: "m", path: "/abs/dir/a b\u{E9}.swift",
                    range: Self.range(line: 1, 1...1, utf16: 1...1)),
            Finding(ruleID: "unlisted_rule", severity: .note, message: "m", path: "odd%:#?.swift",
                    range: Self.range(line: 2, 3...4, utf16: 3...4)),
        ]
        run.inputErrors = [InputError(path: "", message: "bad option"), InputError(path: "x.swift", message: "unreadable")]
        let report = SARIFReporter(version: "main-abc1234", sourceRoot: "/src").report(run)
        let sarifRun = try XCTUnwrap((try Self.object(report)["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["version"] as? String, "main-abc1234")
        XCTAssertNil(driver["semanticVersion"], "not a SemVer string")

        let results = try XCTUnwrap(sarifRun["results"] as? [[String: Any]])
        XCTAssertNil(results[0]["ruleIndex"], "a rule missing from LintRun.rules has no index")
        let locations = results.map { ((($0["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any] }
        XCTAssertEqual(locations[0]?["uri"] as? String, "file:///abs/dir/a%20b%C3%A9.swift")
        XCTAssertNil(locations[0]?["uriBaseId"], "an absolute path needs no base")
        XCTAssertEqual(locations[1]?["uri"] as? String, "odd%25%3A%23%3F.swift")
        XCTAssertEqual(locations[1]?["uriBaseId"] as? String, "SRCROOT")

        let notifications = try XCTUnwrap((sarifRun["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]])
        XCTAssertNil(notifications[0]["locations"], "an error without a path has no location")
        let errorLocation = ((notifications[1]["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any]
        XCTAssertNotNil(errorLocation?["artifactLocation"])
        XCTAssertNil(errorLocation?["region"], "an error without a line has no region")

        XCTAssertNotNil(SARIFReporter(version: "1.2.3-beta.1+exp.sha.5114f85").report(run).range(of: "\"semanticVersion\" : \"1.2.3-beta.1+exp.sha.5114f85\""))
        try Self.assertValidSARIF(report)
    }

    func testSARIFValidatorRejectsInvalidLogs() throws {
        // Guards the guard: a log the schema forbids must fail with its JSON path.
        let invalid = #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"}, "locations": [{"physicalLocation": {"region": {"startLine": 0}}}]}]}]}"#
        let (status, output) = try Self.runValidator(on: invalid)
        XCTAssertEqual(status, 1, output)
        XCTAssertTrue(output.contains("$.runs[0].results[0].locations[0].physicalLocation.region.startLine"), output)
    }

    func testReportersNamed() {
        let unwired = "Reporters.named does not return it: is Reporter.swift wired to the reporters?"
        XCTAssertTrue(Reporters.named("xcode", version: "1.0.0") is XcodeReporter, unwired)
        XCTAssertTrue(Reporters.named("json", version: "1.0.0") is JSONReporter, unwired)
        XCTAssertEqual((Reporters.named("sarif", version: "1.0.0") as? SARIFReporter)?.version, "1.0.0", unwired)
        XCTAssertNil(Reporters.named("checkstyle-typo", version: "1.0.0"))
        XCTAssertEqual([XcodeReporter.name, JSONReporter.name, SARIFReporter.name], Array(Reporters.names.prefix(3)))
    }

    /// A run over many files, streamed section by section, is byte for byte the one-piece JSON encoding
    /// (what `report` writes), and parses with every finding in order.
    func testJSONReportOfManyFilesAssemblesFromSections() throws {
        let one = Self.sampleRun.findings
        let findings = (0..<1_025).map { i -> Finding in
            var f = one[i % one.count]
            f.path = "App/F\(String(format: "%04d", i / 3)).swift"
            f.message += " #\(i)"
            return f
        }
        let run = LintRun(findings: findings, inputErrors: [], rules: Self.rules, fileCount: 342, lineCount: 120, seconds: 0)
        let whole = JSONReporter().report(run)
        XCTAssertEqual(whole, ReportJSONEncoding.encode(findings.map(JSONFinding.init)) + "\n")
        XCTAssertEqual(JSONReporter().assembled(findings), whole)
        let parsed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(whole.utf8)) as? [[String: Any]])
        XCTAssertEqual(parsed.count, findings.count)
        XCTAssertEqual(parsed.last?["message"] as? String, findings.last?.message)
    }

    /// A streamed report (sections per file, joined by the reporter's opening, separator and closing) is
    /// byte for byte `report(run)`, with and without findings, for every streaming reporter.
    func testStreamedReportsEqualWholeReports() {
        let reporters: [any StreamingReporter] = [XcodeReporter(), JSONReporter()]
        for reporter in reporters {
            for run in [Self.sampleRun, Self.emptyRun] {
                XCTAssertEqual(reporter.assembled(run.findings), reporter.report(run), "\(type(of: reporter))")
            }
        }
    }

    /// The ordered writer writes sections in file order whatever order they arrive in, skips files
    /// without findings, and ends with the closing (or the empty report when nothing was found).
    func testOrderedWriterRestoresFileOrder() {
        final class Sink: @unchecked Sendable { var text = "" }
        let reporter = JSONReporter()
        let sink = Sink()
        let writer = OrderedReportWriter(reporter: reporter) { sink.text += $0 }
        writer.deliver(2, "  C")
        writer.deliver(1, "")
        XCTAssertEqual(sink.text, "")
        writer.deliver(0, "  A")
        XCTAssertEqual(sink.text, "[\n  A,\n  C")
        writer.deliver(3, "  D")
        writer.finish()
        XCTAssertEqual(sink.text, "[\n  A,\n  C,\n  D\n]\n")
        let empty = Sink()
        let emptyWriter = OrderedReportWriter(reporter: reporter) { empty.text += $0 }
        emptyWriter.deliver(0, "")
        emptyWriter.finish()
        XCTAssertEqual(empty.text, "[]\n")
    }

    // MARK: - Helpers

    static func object(_ json: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    static func text(_ message: Any?) -> String? {
        (message as? [String: Any])?["text"] as? String
    }

    /// The package root, derived from this file's path (`Tests/DuoLintKitTests/ReporterTests.swift`).
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Runs `Tests/Scripts/validate_sarif.py SCHEMA FILE` on `sarif`; returns its exit
    /// status and output. Throws `XCTSkip` when the schema, python3 or jsonschema is missing.
    static func runValidator(on sarif: String) throws -> (status: Int32, output: String) {
        let schema = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/schemas/sarif-schema-2.1.0.json")
        guard FileManager.default.fileExists(atPath: schema.path) else {
            throw XCTSkip("SARIF schema not found at \(schema.standardizedFileURL.path) (the ../shared/schemas folder is absent); schema validation skipped")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("duolint-\(UUID().uuidString).sarif")
        try Data(sarif.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try runTestScript("validate_sarif.py", [schema.path, file.path])
    }

    static func assertValidSARIF(_ sarif: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let (status, output) = try runValidator(on: sarif)
        XCTAssertEqual(status, 0, "SARIF does not validate:\n\(output)\n\(sarif)", file: file, line: line)
    }
}
