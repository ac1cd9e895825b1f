import Foundation
import XCTest
@testable import DuoLintKit

/// Reports encode a file's findings a batch at a time (`ReportJSONEncoding.inBatches`), so that a file with
/// 100,000 findings does not make the encoder's tree of all of them at once: the bytes are those of one
/// encoding of the whole list, whatever the batch size.
final class ReportBatchingTests: XCTestCase {
    /// 600 findings of one file with fixes, long and short messages and non-ASCII text.
    private func run() -> LintRun {
        let source = (0..<600).map { "let w\($0) = UIScreen.main.bounds.width // é \($0)\n" }.joined()
        let linter = Linter(rules: [UIScreenMainRule()], specRules: [], plistRules: [], jobs: 1)
        let result = linter.lint(SourceFile(path: "App/Views/Wide.swift", text: source))
        return LintRun(findings: result.findings, inputErrors: [], rules: [UIScreenMainRule.description],
                       fileCount: 1, lineCount: 600, seconds: 0)
    }

    func testJSONElementsAreTheSameInBatchesOfAnySize() throws {
        let items = run().findings.map(JSONFinding.init)
        XCTAssertEqual(items.count, 600)
        let whole = String(ReportJSONEncoding.encode(items).utf8.dropFirst(2).dropLast(2))!
        for size in [1, 7, 256, 599, 600, 10_000] {
            XCTAssertEqual(ReportJSONEncoding.arrayElements(items, batchSize: size), whole, "batch \(size)")
        }
    }

    func testSARIFResultsAndSonarQubeIssuesAreTheSameInBatchesOfAnySize() throws {
        let results = SARIFReporter(version: "1", sourceRoot: "/r").log(for: run()).runs[0].results
        XCTAssertEqual(results.count, 600)
        let whole = SARIFJSONText.elements(ReportJSONEncoding.encode(["r": [["r": results]]]), depth: 2)
        XCTAssertTrue(String(decoding: whole, as: UTF8.self).contains("\"ruleId\" : \"ui_screen_main\""))
        for size in [1, 7, 256, 600, 10_000] {
            XCTAssertEqual(SARIFJSONText.resultElements(results, batchSize: size), whole, "batch \(size)")
        }
        let nestedWhole = String(decoding: SARIFJSONText.elements(ReportJSONEncoding.encode(["r": results]), depth: 1), as: UTF8.self)
        XCTAssertEqual(SARIFJSONText.nestedElements(results, batchSize: 3), nestedWhole)
    }

    func testEmptyListGivesTheEncodersOwnElements() {
        XCTAssertEqual(ReportJSONEncoding.inBatches([Int](), size: 2) { XCTAssertTrue($0.isEmpty); return [1] }, [1])
    }

    /// A streamed run over a file with 600 findings (three batches) writes exactly the report made from the
    /// whole run at once, for every reporter that batches.
    func testStreamedReportOfManyFindingsIsTheWholeReport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("batching-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = (0..<600).map { "let w\($0) = UIScreen.main.bounds.width\n" }.joined()
        try source.write(to: folder.appendingPathComponent("Wide.swift"), atomically: true, encoding: .utf8)
        let linter = Linter(rules: [UIScreenMainRule()], specRules: [], plistRules: [], jobs: 2)
        let whole = linter.run(paths: [folder.path])
        XCTAssertEqual(whole.findings.count, 600)
        let reporters: [any StreamingReporter] = [JSONReporter(), SARIFReporter(version: "1", sourceRoot: folder.path),
                                                  SonarQubeReporter()]
        for reporter in reporters {
            final class Sink: @unchecked Sendable { var text = "" }
            let sink = Sink()
            let writer = OrderedReportWriter(reporter: reporter) { sink.text += $0 }
            _ = linter.run(paths: [folder.path], streaming: (reporter, writer))
            XCTAssertTrue(sink.text == reporter.report(whole), "\(type(of: reporter))")
        }
    }
}
