@testable import DuoLintKit
import Foundation
import XCTest

/// Fixes offered in the `json` and `sarif` reports (issue 17, item 4), on findings built here with fixes
/// resolved in a real file (`ProposedFix.resolved(in:)`): a CRLF file with a byte-order mark and, before the
/// replaced token, characters whose UTF-8, UTF-16 and byte counts all differ.
///
/// The json reporter's `fix` object and the SARIF `fixes` are checked value by value, the SARIF log against the
/// OASIS schema, hostile inserted text for exact escaping, and the regions by applying them as an editor would
/// (SARIF lines and UTF-16 columns; SARIF and json byte offsets) and comparing with `FixApplication`.
final class FixReportTests: XCTestCase {
    // MARK: - Fixture

    /// `App/Scale.swift`, 90 bytes, CRLF, with a byte-order mark:
    ///
    /// | line | bytes | text |
    /// |---|---|---|
    /// | 1 | 0–16 | BOM, `import UIKit` |
    /// | 2 | 17–57 | `let s = ("é📷", UIScreen.main.scale)`: `UIScreen` at byte 36, UTF-8 column 20, UTF-16 column 17 |
    /// | 3 | 58–69 | tab, `let x = 1` |
    /// | 4 | 70–79 | `// stale` |
    /// | 5 | 80–89 | `print(s)` |
    static let text = "\u{FEFF}import UIKit\r\nlet s = (\"\u{E9}\u{1F4F7}\", UIScreen.main.scale)\r\n\tlet x = 1\r\n// stale\r\nprint(s)\r\n"
    static let path = "App/Scale.swift"
    static let source = SourceFile(path: path, text: text)

    static let environmentLine = "\t@Environment(\\.displayScale) private var displayScale\r\n"

    /// A replacement and an insertion at the start of line 3 (one fix); a whole line deleted, its CRLF with it;
    /// an insertion just after the byte-order mark.
    static let scaleFix = ProposedFix("Read the scale from the environment",
                                      [.insert(environmentLine, at: 58), FixEdit(36..<55, "displayScale")])
    static let staleFix = ProposedFix("Remove the stale comment", [FixEdit(70..<80, "")])
    static let importFix = ProposedFix("Import SwiftUI", [.insert("import SwiftUI\r\n", at: 3)])

    static func finding(_ rule: String, _ offsets: Range<Int>, _ fix: ProposedFix?) -> Finding {
        var f = Finding(ruleID: rule, severity: .warning, message: "Message of \(rule)", path: path,
                        range: SourceRange(start: source.location(ofOffset: offsets.lowerBound),
                                           end: source.location(ofOffset: offsets.upperBound)))
        f.fix = fix?.resolved(in: source)
        return f
    }

    /// Findings on lines 1, 2, 4 with fixes, and one on line 3 without.
    static let findings = [
        finding("import_rule", 3..<9, importFix),
        finding("ui_screen_main", 36..<44, scaleFix),
        finding("plain_rule", 59..<62, nil),
        finding("stale_rule", 70..<78, staleFix),
    ]

    static func run(_ findings: [Finding], suppressed: [Finding] = []) -> LintRun {
        var run = LintRun(findings: findings, inputErrors: [], rules: ReporterTests.rules, fileCount: 1, lineCount: 5, seconds: 0)
        run.suppressed = suppressed
        return run
    }

    static let sarif = SARIFReporter(version: "1.2.3", sourceRoot: "/work/project")

    // MARK: - The resolved fixes (what the reporters are given)

    func testFixtureFixesHaveTheExpectedPositions() throws {
        let scale = try XCTUnwrap(Self.findings[1].fix)
        XCTAssertEqual(scale.replacements.map(\.offsets), [36..<55, 58..<58])
        let token = scale.replacements[0].deletedRegion
        XCTAssertEqual([token.start.line, token.start.utf8Column, token.start.utf16Column], [2, 20, 17])
        XCTAssertEqual([token.end.line, token.end.utf8Column, token.end.utf16Column], [2, 39, 36])
        let bom = try XCTUnwrap(Self.findings[0].fix).replacements[0].deletedRegion
        XCTAssertEqual([bom.start.offset, bom.start.line, bom.start.utf8Column, bom.start.utf16Column], [3, 1, 4, 1])
        XCTAssertEqual(bom.end, bom.start)
        let stale = try XCTUnwrap(Self.findings[3].fix).replacements[0].deletedRegion
        XCTAssertEqual([stale.end.offset, stale.end.line, stale.end.utf8Column, stale.end.utf16Column], [80, 5, 1, 1])
    }

    // MARK: - json

    func testJSONFixObjectExactly() {
        let report = JSONReporter().report(Self.run([Self.findings[1], Self.findings[2]]))
        let expected = #"""
        [
          {
            "column" : 20,
            "endColumn" : 28,
            "endLine" : 2,
            "endUtf16Column" : 25,
            "fix" : {
              "description" : "Read the scale from the environment",
              "replacements" : [
                {
                  "column" : 20,
                  "endColumn" : 39,
                  "endLine" : 2,
                  "endUtf16Column" : 36,
                  "insertedContent" : "displayScale",
                  "length" : 19,
                  "line" : 2,
                  "offset" : 36,
                  "utf16Column" : 17
                },
                {
                  "column" : 1,
                  "endColumn" : 1,
                  "endLine" : 3,
                  "endUtf16Column" : 1,
                  "insertedContent" : "\t@Environment(\\.displayScale) private var displayScale\r\n",
                  "length" : 0,
                  "line" : 3,
                  "offset" : 58,
                  "utf16Column" : 1
                }
              ]
            },
            "line" : 2,
            "message" : "Message of ui_screen_main",
            "path" : "App/Scale.swift",
            "ruleId" : "ui_screen_main",
            "severity" : "warning",
            "utf16Column" : 17
          },
          {
            "column" : 2,
            "endColumn" : 5,
            "endLine" : 3,
            "endUtf16Column" : 5,
            "line" : 3,
            "message" : "Message of plain_rule",
            "path" : "App/Scale.swift",
            "ruleId" : "plain_rule",
            "severity" : "warning",
            "utf16Column" : 2
          }
        ]

        """#
        XCTAssertEqual(report, expected)
    }

    /// A pure deletion has `insertedContent` `""` and a multi-line region; an insertion after the byte-order
    /// mark has UTF-8 column 4 (the mark counts) and UTF-16 column 1, offset 3.
    func testJSONDeletionAndInsertionAfterTheByteOrderMark() throws {
        let report = JSONReporter().report(Self.run(Self.findings))
        let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [[String: Any]])
        XCTAssertEqual(array.map { $0["fix"] != nil }, [true, true, false, true])
        let replacement = try XCTUnwrap(((array[3]["fix"] as? [String: Any])?["replacements"] as? [[String: Any]])?.first)
        XCTAssertEqual(Set(replacement.keys), ["offset", "length", "line", "column", "utf16Column", "endLine", "endColumn",
                                               "endUtf16Column", "insertedContent"])
        let decoded = try JSONDecoder().decode([JSONFinding].self, from: Data(report.utf8))
        func numbers(_ r: JSONReplacement) -> [Int] {
            [r.offset, r.length, r.line, r.column, r.utf16Column, r.endLine, r.endColumn, r.endUtf16Column]
        }
        let insertion = try XCTUnwrap(decoded[0].fix?.replacements.first)
        XCTAssertEqual(numbers(insertion), [3, 0, 1, 4, 1, 1, 4, 1])
        XCTAssertEqual(insertion.insertedContent, "import SwiftUI\r\n")
        let deletion = try XCTUnwrap(decoded[3].fix?.replacements.first)
        XCTAssertEqual(numbers(deletion), [70, 10, 4, 1, 1, 5, 1, 1])
        XCTAssertEqual(deletion.insertedContent, "")
        XCTAssertEqual(decoded.map { $0.fix?.replacements.count }, [1, 2, nil, 1])
        XCTAssertEqual(decoded[1].fix?.description, "Read the scale from the environment")
    }

    /// The streamed report (file sections) is the whole report, fixes included.
    func testJSONStreamedWithFixesEqualsWhole() {
        let run = Self.run(Self.findings)
        XCTAssertEqual(JSONReporter().streamedReport(run), JSONReporter().report(run))
        XCTAssertEqual(JSONReporter().section(Self.findings), String(JSONReporter().report(run).dropFirst(2).dropLast(3)))
    }

    /// Findings without a fix are written exactly as before: no `fix` key, no other change.
    func testJSONAndSARIFWithoutFixesHaveNoFixKeys() {
        XCTAssertFalse(JSONReporter().report(ReporterTests.sampleRun).contains("\"fix\""))
        let log = Self.sarif.report(ReporterTests.sampleRun)
        for key in ["\"fixes\"", "\"byteOffset\"", "\"byteLength\"", "\"insertedContent\"", "\"artifactChanges\""] {
            XCTAssertFalse(log.contains(key), key)
        }
    }

    // MARK: - Hostile inserted text

    /// Every C0 control, DEL, C1 controls, separators, bidirectional controls, U+FEFF, `##[`, quotes,
    /// backslashes and a non-BMP scalar.
    static let hostile = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined()
        + "\u{7F}\u{80}\u{85}\u{9B}\u{9F}\u{2028}\u{2029}\u{202A}\u{202E}\u{2066}\u{2069}\u{FEFF}##[error]x\"\\/'\u{1F4F7}\u{E9}"

    static func hostileFinding() -> Finding {
        finding("ui_screen_main", 36..<44, ProposedFix(Self.hostile, [FixEdit(36..<55, Self.hostile)]))
    }

    /// The report's bytes hold no raw control, DEL, C1, separator, bidirectional control, U+FEFF or `##[`:
    /// only the pretty-printer's line feeds, and the text decodes back to exactly what was inserted.
    func testHostileInsertedContentIsEscapedAndRoundTrips() throws {
        let finding = Self.hostileFinding()
        for (name, report) in [("json", JSONReporter().report(Self.run([finding]))), ("sarif", Self.sarif.report(Self.run([finding])))] {
            for scalar in report.unicodeScalars where scalar != "\n" {
                XCTAssertFalse(scalar.value < 0x20 || PrintableText.needsEscape(scalar.value), "\(name): raw U+\(String(scalar.value, radix: 16))")
            }
            XCTAssertFalse(report.contains("##["), name)
            XCTAssertTrue(report.contains(#"\u0000\u0001"#), name)
            XCTAssertTrue(report.contains(#"\u007f\u0080\u0085\u009b\u009f\u2028\u2029\u202a\u202e\u2066\u2069\ufeff##\u005berror]x\"\\/'"#), name)
            let object = try JSONSerialization.jsonObject(with: Data(report.utf8))
            let inserted: Any?
            let description: Any?
            if name == "json" {
                let fix = ((object as? [[String: Any]])?.first?["fix"] as? [String: Any])
                inserted = (fix?["replacements"] as? [[String: Any]])?.first?["insertedContent"]
                description = fix?["description"]
            } else {
                let fix = try XCTUnwrap(Self.results(object).first?["fixes"] as? [[String: Any]]).first
                let replacement = ((fix?["artifactChanges"] as? [[String: Any]])?.first?["replacements"] as? [[String: Any]])?.first
                inserted = (replacement?["insertedContent"] as? [String: Any])?["text"]
                description = (fix?["description"] as? [String: Any])?["text"]
            }
            XCTAssertEqual(inserted as? String, Self.hostile, name)
            XCTAssertEqual(description as? String, Self.hostile, name)
        }
        try ReporterTests.assertValidSARIF(Self.sarif.report(Self.run([finding])))
    }

    // MARK: - sarif

    static func results(_ log: Any) throws -> [[String: Any]] {
        let runs = try XCTUnwrap((log as? [String: Any])?["runs"] as? [[String: Any]])
        return try XCTUnwrap(runs.first?["results"] as? [[String: Any]])
    }

    func testSARIFFixesExactly() throws {
        let log = Self.sarif.log(for: Self.run(Self.findings))
        let results = try XCTUnwrap(log.runs.first?.results)
        XCTAssertEqual(results.count, 4)
        let location = SARIFArtifactLocation(uri: "App/Scale.swift", uriBaseId: "SRCROOT", index: 0)
        func fixes(_ description: String, _ replacements: [SARIFReplacement]) -> [SARIFFix] {
            [SARIFFix(description: SARIFMessage(text: description),
                      artifactChanges: [SARIFArtifactChange(artifactLocation: location, replacements: replacements)])]
        }
        XCTAssertEqual(results[0].fixes, fixes("Import SwiftUI", [
            SARIFReplacement(deletedRegion: SARIFRegion(startLine: 1, startColumn: 1, endLine: 1, endColumn: 1, byteOffset: 3, byteLength: 0),
                             insertedContent: SARIFArtifactContent(text: "import SwiftUI\r\n")),
        ]))
        XCTAssertEqual(results[1].fixes, fixes("Read the scale from the environment", [
            SARIFReplacement(deletedRegion: SARIFRegion(startLine: 2, startColumn: 17, endLine: 2, endColumn: 36, byteOffset: 36, byteLength: 19),
                             insertedContent: SARIFArtifactContent(text: "displayScale")),
            SARIFReplacement(deletedRegion: SARIFRegion(startLine: 3, startColumn: 1, endLine: 3, endColumn: 1, byteOffset: 58, byteLength: 0),
                             insertedContent: SARIFArtifactContent(text: Self.environmentLine)),
        ]))
        XCTAssertNil(results[2].fixes)
        XCTAssertEqual(results[3].fixes, fixes("Remove the stale comment", [
            SARIFReplacement(deletedRegion: SARIFRegion(startLine: 4, startColumn: 1, endLine: 5, endColumn: 1, byteOffset: 70, byteLength: 10),
                             insertedContent: nil),
        ]))
        // The result's own region is as before: no byte offsets.
        XCTAssertEqual(results[1].locations.first?.physicalLocation.region,
                       SARIFRegion(startLine: 2, startColumn: 17, endLine: 2, endColumn: 25))
        XCTAssertEqual(log.runs.first?.newlineSequences, ["\r\n", "\n", "\r"])
    }

    /// The key names as written: `fixes[0].description.text`, `artifactChanges[0].replacements[…]`,
    /// `deletedRegion` with `byteOffset`/`byteLength`, no `insertedContent` for the deletion.
    func testSARIFFixKeysAsWritten() throws {
        let results = try Self.results(try JSONSerialization.jsonObject(with: Data(Self.sarif.report(Self.run(Self.findings)).utf8)))
        let fix = try XCTUnwrap((results[3]["fixes"] as? [[String: Any]])?.first)
        XCTAssertEqual(Set(fix.keys), ["description", "artifactChanges"])
        XCTAssertEqual((fix["description"] as? [String: Any])?["text"] as? String, "Remove the stale comment")
        let change = try XCTUnwrap((fix["artifactChanges"] as? [[String: Any]])?.first)
        XCTAssertEqual(Set(change.keys), ["artifactLocation", "replacements"])
        let location = try XCTUnwrap(change["artifactLocation"] as? [String: Any])
        XCTAssertEqual(Set(location.keys), ["uri", "uriBaseId", "index"])
        XCTAssertEqual([location["uri"] as? String, location["uriBaseId"] as? String], ["App/Scale.swift", "SRCROOT"])
        XCTAssertEqual(location["index"] as? Int, 0)
        let replacement = try XCTUnwrap((change["replacements"] as? [[String: Any]])?.first)
        XCTAssertEqual(Set(replacement.keys), ["deletedRegion"])
        XCTAssertEqual(replacement["deletedRegion"] as? [String: Int],
                       ["startLine": 4, "startColumn": 1, "endLine": 5, "endColumn": 1, "byteOffset": 70, "byteLength": 10])
        let insertion = try XCTUnwrap(((((results[0]["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?
            .first?["replacements"]) as? [[String: Any]])?.first)
        XCTAssertEqual(insertion["insertedContent"] as? [String: String], ["text": "import SwiftUI\r\n"])
        XCTAssertNil(results[2]["fixes"])
    }

    func testSARIFWithFixesValidatesAgainstSchema() throws {
        try ReporterTests.assertValidSARIF(Self.sarif.report(Self.run(Self.findings)))
    }

    /// A suppressed result (comment or baseline) has no `fixes`: `duolint --fix` does not apply them either.
    func testSARIFSuppressedResultsHaveNoFixes() throws {
        var commented = Self.findings[1]
        commented.suppression = .inSource(justification: "measured")
        var baselined = Self.findings[3]
        baselined.suppression = .external
        let log = Self.sarif.log(for: Self.run([Self.findings[0]], suppressed: [commented, baselined]))
        let results = try XCTUnwrap(log.runs.first?.results)
        XCTAssertEqual(results.map { $0.suppressions != nil }, [false, true, true])
        XCTAssertEqual(results.map { $0.fixes != nil }, [true, false, false])
    }

    /// A fix whose region SARIF cannot express (line 0, an end before the start, a negative offset) or that
    /// has no replacement is left out; the json reporter writes it as the finding carries it.
    func testSARIFLeavesOutFixesItCannotExpress() throws {
        let good = try XCTUnwrap(Self.findings[1].fix)
        func broken(_ change: (inout SourceRange) -> Void) -> Finding {
            var f = Self.findings[1]
            var fix = good
            change(&fix.replacements[1].deletedRegion)
            f.fix = fix
            return f
        }
        var empty = Self.findings[1]
        empty.fix = Fix(description: "Nothing", replacements: [])
        let cases = [
            broken { $0.start.line = 0 },
            broken { $0.start.utf16Column = 0; $0.end.utf16Column = 0 },
            broken { $0.end.line = 2 },
            broken { $0.end.utf16Column = 0 },
            broken { $0.start.offset = -1 },
            broken { $0.start.offset = 59 },
            empty,
        ]
        for (i, finding) in cases.enumerated() {
            let log = Self.sarif.log(for: Self.run([finding]))
            XCTAssertNil(log.runs.first?.results.first?.fixes, "case \(i)")
            XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(JSONReporter().report(Self.run([finding])).utf8)) as? [[String: Any]])
        }
        XCTAssertTrue(JSONReporter().report(Self.run([empty])).contains(#""replacements" : ["#))
        // The same region on one line with an end column before the start: not a region.
        XCTAssertNil(SARIFReporter.deletedRegion(SourceRange(start: Self.source.location(ofOffset: 40), end: Self.source.location(ofOffset: 36))))
        try ReporterTests.assertValidSARIF(Self.sarif.report(Self.run(cases)))
    }

    /// Streamed, the fixes' artifact indexes are filled in like the results' (sections delivered out of order,
    /// two files): the log is byte for byte the whole report's.
    func testSARIFStreamedWithFixesEqualsWholeAndIndexesMatch() throws {
        var other = Self.findings.map { f -> Finding in var g = f; g.path = "App/Other.swift"; return g }
        other.removeLast()
        let run = Self.run((Self.findings + other).sorted(by: Finding.reportOrder))
        for reporter in [Self.sarif, SARIFReporter(version: "1.2.3", sourceRoot: "/work/project", options: SARIFOptions(suppressed: .omit))] {
            XCTAssertEqual(reporter.streamedReport(run), reporter.report(run))
            final class Sink: @unchecked Sendable { var text = "" }
            let sink = Sink()
            let writer = OrderedReportWriter(reporter: reporter) { sink.text += $0 }
            let context = ReportContext(run)
            writer.deliver(1, reporter.section(findings: run.findings.filter { $0.path == Self.path }, suppressed: [], context: context))
            writer.deliver(0, reporter.section(findings: run.findings.filter { $0.path != Self.path }, suppressed: [], context: context))
            var summary = run
            summary.findings = []
            writer.finish(summary)
            XCTAssertEqual(sink.text, reporter.report(run))
            XCTAssertFalse(sink.text.contains(String(SARIFReporter.placeholderBase)))
        }
        let log = try JSONDecoder().decode(SARIFLog.self, from: Data(Self.sarif.streamedReport(run).utf8))
        let results = try XCTUnwrap(log.runs.first?.results)
        var withFixes = 0
        for result in results {
            for fix in result.fixes ?? [] {
                withFixes += 1
                XCTAssertEqual(fix.artifactChanges.map(\.artifactLocation), [result.locations[0].physicalLocation.artifactLocation])
            }
        }
        XCTAssertEqual(withFixes, 5)
        XCTAssertEqual(results.map { $0.locations[0].physicalLocation.artifactLocation.index }, [0, 0, 0, 1, 1, 1, 1])
    }

    // MARK: - The regions mean the bytes

    /// Applying each SARIF fix as an editor would (the text without its byte-order mark, lines split at the
    /// log's `newlineSequences`, UTF-16 columns), as a byte tool would (`byteOffset`, `byteLength`) and each json
    /// fix by `offset`/`length` all give the file `FixApplication` makes, here and on a lone-CR copy.
    func testRegionsApplyToTheSameBytesAsFixApplication() throws {
        let loneCR = Self.text.replacingOccurrences(of: "\r\n", with: "\r")
        for text in [Self.text, loneCR] {
            let source = SourceFile(path: Self.path, text: text)
            let shift = text == Self.text ? 0 : -1  // one byte fewer per earlier line
            func at(_ offset: Int, line: Int) -> Int { offset + shift * (line - 1) }
            let fixes = [
                Self.importFix.resolved(in: source),
                ProposedFix(Self.scaleFix.description, [.insert(Self.environmentLine, at: at(58, line: 3)), FixEdit(at(36, line: 2)..<at(55, line: 2), "displayScale")]).resolved(in: source),
                ProposedFix(Self.staleFix.description, [FixEdit(at(70, line: 4)..<at(80, line: 5), "")]).resolved(in: source),
            ].compactMap { $0 }
            XCTAssertEqual(fixes.count, 3)
            let findings = fixes.map { fix -> Finding in
                var f = Finding(ruleID: "r", severity: .warning, message: fix.description, path: Self.path, range: fix.replacements[0].deletedRegion)
                f.fix = fix
                return f
            }
            let expected = FixApplication.apply(fixes, to: source.bytes)
            XCTAssertEqual(expected.notApplied, [])
            let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(Self.sarif.report(Self.run(findings)).utf8)) as? [String: Any])
            let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
            let newLines = try XCTUnwrap(run["newlineSequences"] as? [String])
            var byLine: [(line: Int, column: Int, endLine: Int, endColumn: Int, text: String)] = []
            var byByte: [(offset: Int, length: Int, text: String)] = []
            for result in try Self.results(log) {
                let fix = try XCTUnwrap((result["fixes"] as? [[String: Any]])?.first)
                for r in try XCTUnwrap((fix["artifactChanges"] as? [[String: Any]])?.first?["replacements"] as? [[String: Any]]) {
                    let region = try XCTUnwrap(r["deletedRegion"] as? [String: Int])
                    let inserted = (r["insertedContent"] as? [String: String])?["text"] ?? ""
                    byLine.append((region["startLine"]!, region["startColumn"]!, region["endLine"]!, region["endColumn"]!, inserted))
                    byByte.append((region["byteOffset"]!, region["byteLength"]!, inserted))
                }
            }
            XCTAssertEqual(Self.applyByLines(text, byLine, newLines: newLines), expected.bytes, "SARIF lines and UTF-16 columns")
            XCTAssertEqual(Self.applyByBytes(source.bytes, byByte), expected.bytes, "SARIF byte offsets")
            let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(JSONReporter().report(Self.run(findings)).utf8)) as? [[String: Any]])
            let jsonEdits = json.flatMap { ($0["fix"] as? [String: Any])?["replacements"] as? [[String: Any]] ?? [] }
                .map { ($0["offset"] as! Int, $0["length"] as! Int, $0["insertedContent"] as! String) }
            XCTAssertEqual(Self.applyByBytes(source.bytes, jsonEdits), expected.bytes, "json offsets")
        }
    }

    /// 300 generated files (a seeded generator: every run the same) mixing CRLF, LF and lone CR line ends, a
    /// leading byte-order mark or none, a U+FEFF inside, combining marks, non-BMP scalars and tabs, each with
    /// up to 6 fixes of 1 to 3 random non-overlapping replacements at scalar boundaries (deletions, insertions,
    /// replacements, across line ends; never before the byte-order mark, which no fix touches): the SARIF
    /// regions applied by lines and UTF-16 columns, and by byte offsets, and the json offsets, all give the file
    /// `FixApplication` makes.
    func testGeneratedFixesMeanTheSameBytesByLinesAndByOffsets() throws {
        var random = SeededRandom(seed: 17)
        let pieces = ["a", "b", " ", "\t", "\u{E9}", "e\u{301}", "\u{1F4F7}", "\u{4E2D}", "\r\n", "\n", "\r", "\u{FEFF}", "\"", "\\"]
        let insertions = ["", "x", "\r\n", "\u{1F4F7}", "\t\u{E9}\n", "\r"]
        var checked = (replacements: 0, multiLine: 0, insertions: 0, deletions: 0, differentColumns: 0)
        for n in 0..<300 {
            var text = random.next(4) == 0 ? "\u{FEFF}" : ""
            for _ in 0..<(1 + random.next(60)) { text += pieces[random.next(pieces.count)] }
            let source = SourceFile(path: Self.path, text: text)
            // Scalar boundaries after the byte-order mark (a fix never touches it).
            var boundaries: [Int] = []
            var offset = 0
            for scalar in text.unicodeScalars {
                if offset >= source.lines.bomLength { boundaries.append(offset) }
                offset += String(scalar).utf8.count
            }
            boundaries.append(offset)
            var points = Array(Set((0..<(2 * (1 + random.next(9)))).map { _ in boundaries[random.next(boundaries.count)] })).sorted()
            if points.count % 2 == 1 { points.removeLast() }
            var edits: [FixEdit] = []
            for i in stride(from: 0, to: points.count, by: 2) {
                edits.append(FixEdit(points[i]..<(random.next(3) == 0 ? points[i] : points[i + 1]), insertions[random.next(insertions.count)]))
            }
            // Group the edits into fixes of 1 to 3; equal start offsets never occur (the points are distinct).
            var fixes: [Fix] = []
            var rest = edits.shuffled(using: &random)
            while !rest.isEmpty {
                let count = min(rest.count, 1 + random.next(3))
                if let fix = ProposedFix("Fix \(fixes.count)", Array(rest.prefix(count))).resolved(in: source) { fixes.append(fix) }
                rest.removeFirst(count)
            }
            guard !fixes.isEmpty else { continue }
            let findings = fixes.map { fix -> Finding in
                var f = Finding(ruleID: "r", severity: .warning, message: fix.description, path: Self.path, range: fix.replacements[0].deletedRegion)
                f.fix = fix
                return f
            }.sorted(by: Finding.reportOrder)
            let expected = FixApplication.apply(findings.map { $0.fix! }, to: source.bytes)
            XCTAssertEqual(expected.notApplied, [], "file \(n)")
            let log = try JSONDecoder().decode(SARIFLog.self, from: Data(Self.sarif.report(Self.run(findings)).utf8))
            let replacements = try XCTUnwrap(log.runs.first?.results).flatMap { try XCTUnwrap($0.fixes?.first?.artifactChanges.first?.replacements) }
            XCTAssertEqual(replacements.count, edits.count, "file \(n)")
            for r in replacements {
                checked.replacements += 1
                if r.deletedRegion.endLine! > r.deletedRegion.startLine { checked.multiLine += 1 }
                if r.deletedRegion.byteLength == 0 { checked.insertions += 1 }
                if r.insertedContent == nil { checked.deletions += 1 }
            }
            if fixes.contains(where: { $0.replacements.contains { $0.deletedRegion.start.utf8Column != $0.deletedRegion.start.utf16Column } }) {
                checked.differentColumns += 1
            }
            let byLine = replacements.map { r in
                (r.deletedRegion.startLine, r.deletedRegion.startColumn!, r.deletedRegion.endLine!, r.deletedRegion.endColumn!, r.insertedContent?.text ?? "")
            }
            let byByte = replacements.map { ($0.deletedRegion.byteOffset!, $0.deletedRegion.byteLength!, $0.insertedContent?.text ?? "") }
            XCTAssertEqual(Self.applyByLines(text, byLine, newLines: log.runs[0].newlineSequences), expected.bytes, "file \(n): lines and UTF-16 columns")
            XCTAssertEqual(Self.applyByBytes(source.bytes, byByte), expected.bytes, "file \(n): byte offsets")
            let json = try JSONDecoder().decode([JSONFinding].self, from: Data(JSONReporter().report(Self.run(findings)).utf8))
            let jsonEdits = json.flatMap { $0.fix?.replacements ?? [] }.map { ($0.offset, $0.length, $0.insertedContent) }
            XCTAssertEqual(Self.applyByBytes(source.bytes, jsonEdits), expected.bytes, "file \(n): json offsets")
        }
        // The generated cases cover what they are meant to.
        XCTAssertGreaterThan(checked.replacements, 800)
        XCTAssertGreaterThan(checked.multiLine, 100)
        XCTAssertGreaterThan(checked.insertions, 100)
        XCTAssertGreaterThan(checked.deletions, 100)
        XCTAssertGreaterThan(checked.differentColumns, 100)
    }

    /// `edits` (byte offset, length, text) applied from the last offset to the first.
    static func applyByBytes(_ bytes: [UInt8], _ edits: [(offset: Int, length: Int, text: String)]) -> [UInt8] {
        var out = bytes
        for e in edits.sorted(by: { $0.offset > $1.offset }) {
            out.replaceSubrange(e.offset..<(e.offset + e.length), with: Array(e.text.utf8))
        }
        return out
    }

    /// `edits` applied as an editor reading the SARIF regions would: the text decoded without its byte-order
    /// mark as UTF-16, lines starting after each of `newLines`, each (line, column) the UTF-16 index
    /// `lineStart + column - 1`; the result encoded as UTF-8, the mark put back.
    static func applyByLines(_ text: String, _ edits: [(line: Int, column: Int, endLine: Int, endColumn: Int, text: String)],
                             newLines: [String]) -> [UInt8] {
        let hasBOM = text.unicodeScalars.first == "\u{FEFF}"
        var units = Array((hasBOM ? String(text.unicodeScalars.dropFirst()) : text).utf16)
        let separators = newLines.map { Array($0.utf16) }.sorted { $0.count > $1.count }
        var lineStarts = [0]
        var i = 0
        while i < units.count {
            if let s = separators.first(where: { i + $0.count <= units.count && Array(units[i..<(i + $0.count)]) == $0 }) {
                i += s.count
                lineStarts.append(i)
            } else {
                i += 1
            }
        }
        func index(_ line: Int, _ column: Int) -> Int { lineStarts[line - 1] + column - 1 }
        for e in edits.sorted(by: { index($0.line, $0.column) > index($1.line, $1.column) }) {
            units.replaceSubrange(index(e.line, e.column)..<index(e.endLine, e.endColumn), with: Array(e.text.utf16))
        }
        return (hasBOM ? [0xEF, 0xBB, 0xBF] : []) + Array(String(decoding: units, as: UTF16.self).utf8)
    }
}

/// A small seeded generator (SplitMix64), so generated tests are the same on every run.
private struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    mutating func next(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
