@testable import DuoLintKit
import Foundation
import XCTest

/// `SARIFResultWriter` writes the `sarif` reporter's results without `JSONEncoder`: each streamed section, held
/// as pieces or deferred, must be the encoder's bytes (the `SARIFResult` model through `ReportJSONEncoding`,
/// as sections were made before the writer) for every finding, fix, suppression, baseline state, path and
/// string a report can hold, under every `SARIFOptions` setting; and whole streamed runs must equal
/// `report(_:)`, which still encodes the model.
final class SARIFResultWriterTests: XCTestCase {
    private static let texts = ["", "a", "UIScreen.main", "quote \" and \\ back", "slash / and //", "tab\tnew\nline\r\nfeed\u{C}bell\u{8}",
                                "nul \u{0} esc \u{1B} us \u{1F} del \u{7F}", "caf\u{E9} \u{1F600} 日本", "c1 \u{85} ls \u{2028} bidi \u{202E} bom \u{FEFF}",
                                "##[error] x ##[", "\u{0}", "\\", "\"", "e\u{301}", "a/b\\c\"d", "U+FFFE \u{FFFE} U+061C \u{61C}"]
    private static let paths = ["App/A.swift", "App/\u{E9}.swift", "App/e\u{301}.swift", "/work/project/App/A.swift", "/elsewhere/B.swift",
                                "Sp ace/100%.swift", "./App/../App/C.swift", "App/a\\b.swift"]
    private static let root = "/work/project"
    /// Lines of text for the line hashes (every path reads the same file; one path reads none).
    private static let source: SourceTextReader = SourceTextReader { path in
        path.hasPrefix("/elsewhere") ? nil : Array((0..<40).map { "line \($0 % 7) \u{E9}\t x\r\n" }.joined().utf8)
    }
    private static let rules = [ReporterTests.rule("idiom_layout_check", .note, tags: ["a"]),
                                ReporterTests.rule("ui_screen_main", .warning, tags: [])]

    private func location(_ n: Int, _ g: inout SystemRandomNumberGenerator) -> SourceLocation {
        // Mostly valid positions; now and then one SARIF cannot express (a fix is then left out).
        let odd = Int.random(in: 0..<25, using: &g) == 0
        return SourceLocation(offset: odd ? -1 : n * 7, line: odd ? 0 : n % 30 + 1, utf8Column: n % 90 + 1,
                              utf16Column: odd ? 0 : n % 80 + 1, scalarColumn: n % 70 + 1)
    }

    private func finding(_ k: Int, path: String, _ g: inout SystemRandomNumberGenerator) -> Finding {
        let pick = { (g: inout SystemRandomNumberGenerator) in Self.texts.randomElement(using: &g)! }
        var f = Finding(ruleID: ["ui_screen_main", "idiom_layout_check", pick(&g)].randomElement(using: &g)!,
                        severity: [.note, .warning, .error].randomElement(using: &g)!,
                        // Repeated messages give occurrence numbers above 0.
                        message: Bool.random(using: &g) ? "same" : pick(&g) + " " + pick(&g), path: path,
                        range: SourceRange(start: location(k, &g), end: location(k + Int.random(in: -1...3, using: &g), &g)))
        if Int.random(in: 0..<3, using: &g) == 0 {
            let count = Int.random(in: 0...3, using: &g)
            f.fix = Fix(description: pick(&g), replacements: (0..<count).map { r in
                Fix.Replacement(deletedRegion: SourceRange(start: location(k + r, &g), end: location(k + r + Int.random(in: 0...1, using: &g), &g)),
                                insertedContent: pick(&g))
            })
        }
        return f
    }

    private func suppressed(_ f: Finding, _ g: inout SystemRandomNumberGenerator) -> Finding {
        var f = f
        f.suppression = [.external, .inSource(justification: nil), .inSource(justification: Self.texts.randomElement(using: &g)!)]
            .randomElement(using: &g)!
        return f
    }

    /// The section as it was made before `SARIFResultWriter`: the model encoded by `JSONEncoder`, cut at the indexes.
    private func encodedSection(_ reporter: SARIFReporter, _ findings: [Finding], _ suppressed: [Finding],
                                _ context: ReportContext) -> ReportSection {
        let all = reporter.resultFindings(findings, suppressed)
        guard let first = all.first else { return ReportSection("") }
        let ruleIndex = SARIFReporter.ruleIndexes(context.rules)
        var occurrences: [SARIFReporter.OccurrenceKey: Int] = [:]
        var local = ArtifactTable(repository: reporter.paths)
        let hashes = reporter.lineHashes(first.path, lines: Set(all.map { max(1, $0.range.start.line) }))
        let elements = SARIFJSONText.resultElements(all.map { finding -> SARIFResult in
            var location = local.location(for: finding.path)
            location.index = SARIFReporter.placeholderBase + (location.index ?? 0)
            return reporter.result(finding, ruleIndex: ruleIndex, occurrences: &occurrences, location: location,
                                   baselineApplied: context.baselineApplied, lineHashes: hashes)
        })
        return SARIFJSONText.cutIndexes(elements, paths: local.paths)
    }

    private func text(_ section: ReportSection, numbers: [Int]) -> String {
        var out = ""
        section.write(numbers: numbers) { out += $0 }
        return out
    }

    private func reporters() -> [SARIFReporter] {
        let paths = RepositoryPaths(root: Self.root, workingDirectory: Self.root)
        return [SARIFOptions(), SARIFOptions(category: "duolint/ios", suppressed: .omit), SARIFOptions(category: "x/", suppressed: .include)]
            .flatMap { options in [SARIFReporter(version: "1.2.3", paths: paths, options: options, source: Self.source),
                                   SARIFReporter(version: "0.1", paths: paths, options: options, source: .none)] }
    }

    func testSectionsAreTheEncodersBytes() {
        var g = SystemRandomNumberGenerator()
        for round in 0..<200 {
            // Mostly one path a section, as a run makes them; sometimes several.
            let pathCount = Int.random(in: 0..<4, using: &g) == 0 ? Int.random(in: 2...4, using: &g) : 1
            let sectionPaths = (0..<pathCount).map { _ in Self.paths.randomElement(using: &g)! }
            var all = (0..<Int.random(in: 1...12, using: &g)).map { k in
                finding(round * 10 + k, path: sectionPaths.randomElement(using: &g)!, &g)
            }
            all.sort(by: Finding.reportOrder)
            var findings: [Finding] = [], hidden: [Finding] = []
            for f in all {
                if Int.random(in: 0..<3, using: &g) == 0 { hidden.append(suppressed(f, &g)) } else { findings.append(f) }
            }
            let context = ReportContext(rules: Bool.random(using: &g) ? Self.rules : [], baselineApplied: Bool.random(using: &g))
            for var reporter in reporters() {
                let expected = encodedSection(reporter, findings, hidden, context)
                let numbers = expected.paths.indices.map { $0 * 3 + Int.random(in: 0...12, using: &g) }
                reporter.deferredSectionMinimum = .max
                let held = reporter.section(findings: findings, suppressed: hidden, context: context)
                XCTAssertEqual(held, expected, "round \(round), held")
                reporter.deferredSectionMinimum = 1
                let deferred = reporter.section(findings: findings, suppressed: hidden, context: context)
                XCTAssertEqual(deferred.deferred != nil, !expected.isEmpty, "round \(round)")
                XCTAssertEqual(deferred.paths, expected.paths, "round \(round), deferred")
                XCTAssertEqual(text(deferred, numbers: numbers), text(expected, numbers: numbers), "round \(round), deferred")
            }
        }
    }

    /// Every awkward text alone as message, justification, fix description and inserted content, at both kinds of path.
    func testEveryTextAlone() {
        for text in Self.texts {
            for path in [text + ".swift", "/elsewhere/" + text] {
                var f = Finding(ruleID: text, severity: .warning, message: text, path: path,
                                range: ReporterTests.range(line: 3, 1...4, utf16: 1...4))
                f.fix = Fix(description: text, replacements: [Fix.Replacement(deletedRegion: ReporterTests.range(line: 3, 2...2, utf16: 2...2),
                                                                              insertedContent: text)])
                var s = f
                s.suppression = .inSource(justification: text)
                for var reporter in reporters() {
                    let context = ReportContext(rules: Self.rules, baselineApplied: true)
                    let expected = encodedSection(reporter, [f], [s], context)
                    reporter.deferredSectionMinimum = .max
                    XCTAssertEqual(reporter.section(findings: [f], suppressed: [s], context: context), expected, text.debugDescription)
                    reporter.deferredSectionMinimum = 1
                    let deferred = reporter.section(findings: [f], suppressed: [s], context: context)
                    XCTAssertEqual(self.text(deferred, numbers: [5, 6]), self.text(expected, numbers: [5, 6]), text.debugDescription)
                }
            }
        }
    }

    /// A deferred section writes more than 64 KiB in several pieces (cut between whole results), the same text.
    func testALargeDeferredSectionIsWrittenInPieces() {
        var reporter = SARIFReporter(version: "1.2.3", sourceRoot: Self.root)
        let findings = (0..<300).map { k in
            Finding(ruleID: "ui_screen_main", severity: .error, message: "caf\u{E9} \u{85} " + String(repeating: "m", count: k % 50),
                    path: "App/A.swift", range: ReporterTests.range(line: k + 1, 1...5, utf16: 1...5))
        }
        let expected = text(encodedSection(reporter, findings, [], ReportContext()), numbers: [4])
        reporter.deferredSectionMinimum = 1
        var pieces: [String] = []
        reporter.section(findings: findings, suppressed: [], context: ReportContext()).write(numbers: [4]) { pieces.append($0) }
        XCTAssertGreaterThan(pieces.count, 1)
        XCTAssertEqual(pieces.joined(), expected)
        XCTAssertTrue(pieces.allSatisfy { $0.utf8.count < ReportSpool.chunkSize + 4096 })
    }

    /// Whole streamed runs, with every section deferred and with none, equal `report(_:)` (the model encoded).
    func testStreamedRunsEqualTheReport() {
        var g = SystemRandomNumberGenerator()
        for round in 0..<40 {
            var findings: [Finding] = [], hidden: [Finding] = []
            for k in 0..<Int.random(in: 0...30, using: &g) {
                // A run names each file by one path (the absolute spelling of App/A.swift would be counted apart).
                let f = finding(round * 50 + k, path: Self.paths.filter { !$0.hasPrefix(Self.root) }.randomElement(using: &g)!, &g)
                if Int.random(in: 0..<4, using: &g) == 0 { hidden.append(suppressed(f, &g)) } else { findings.append(f) }
            }
            findings.sort(by: Finding.reportOrder)
            hidden.sort(by: Finding.reportOrder)
            var run = LintRun(findings: findings, inputErrors: Bool.random(using: &g) ? [] : [InputError(path: "/elsewhere/Bad.duo.yml", line: 2, column: 5, message: "bad \u{85}")],
                              rules: Self.rules, fileCount: 3, lineCount: 9, seconds: 0)
            run.counts = FindingCounts(findings)
            run.suppressed = hidden
            run.baselineApplied = Bool.random(using: &g)
            for var reporter in reporters() {
                let expected = reporter.report(run)
                for minimum in [1, .max] {
                    reporter.deferredSectionMinimum = minimum
                    XCTAssertEqual(reporter.streamedReport(run), expected, "round \(round), minimum \(minimum)")
                }
            }
        }
    }
}

/// `String.hasSameUTF8(as:)` compares bytes, not canonical equivalence.
final class UTF8EqualityTests: XCTestCase {
    func testBytesNotEquivalence() {
        XCTAssertTrue("".hasSameUTF8(as: ""))
        XCTAssertTrue("caf\u{E9}".hasSameUTF8(as: "caf" + "\u{E9}"))
        XCTAssertFalse("caf\u{E9}".hasSameUTF8(as: "cafe\u{301}"))
        XCTAssertEqual("caf\u{E9}", "cafe\u{301}")
        XCTAssertFalse("a".hasSameUTF8(as: ""))
        XCTAssertFalse("ab".hasSameUTF8(as: "ac"))
        let long = String(repeating: "UIScreen.main ", count: 20)
        XCTAssertTrue(long.hasSameUTF8(as: String(repeating: "UIScreen.main ", count: 20)))
        XCTAssertFalse(long.hasSameUTF8(as: String(repeating: "UIScreen.main ", count: 19) + "UIScreen.mail "))
    }
}
