@testable import DuoLintKit
import Foundation
import XCTest

/// Standard input streamed as a file argument is (`Linter.run(standardInput:path:rules:streaming:)`): every
/// reporter writes through the writer exactly what `report(_:)` of the same run not streamed gives, and the
/// streamed run keeps only the counts, so memory does not grow with the findings (100,000 findings on standard
/// input took 537 MB as SARIF when the whole report was made, 89 MB as a file argument).
final class StdinStreamingTests: XCTestCase {
    /// `count` `UIScreen.main` findings (errors) and, before the last line, one finding silenced by a comment, and
    /// one `UIScreen.main.scale` warning; `findings` is what is reported.
    private func source(_ count: Int) -> (text: String, findings: Int) {
        var text = "import UIKit\n"
        for i in 0..<count { text += i == count / 2 ? "let s\(i) = UIScreen.main.scale\n" : "let s\(i) = UIScreen.main\n" }
        text += "// duolint:disable:next ui_screen_main - widget has no scene\nlet hidden = UIScreen.main\n"
        return (text, count)
    }

    /// A descriptor reading `text` from a file of `test`'s own (closed by the caller).
    private func descriptor(_ text: String) throws -> Int32 {
        let file = try makeTemporaryDirectory(self).appendingPathComponent("in.swift")
        try Data(text.utf8).write(to: file)
        let fd = open(file.path, O_RDONLY)
        XCTAssertGreaterThanOrEqual(fd, 0)
        return fd
    }

    /// Small (sections made whole) and large (past every reporter's `deferredSectionMinimum`, so `sarif`,
    /// `json`, `junit`, `codeclimate` and `sonarqube` defer theirs): each reporter, as the CLI makes it for
    /// standard input (`source: .none`), streams exactly the whole report, and the run keeps no finding.
    func testEveryReporterStreamsStandardInputAsTheWholeReport() throws {
        let linter = Linter(jobs: 1)
        let rules = linter.activeRules
        for count in [3, 1100] {
            let (text, expected) = source(count)
            for name in Reporters.names {
                let reporter = try XCTUnwrap(Reporters.named(name, version: "1.2.3", source: .none) as? any StreamingReporter, name)
                let fd = try descriptor(text)
                defer { close(fd) }
                let whole = linter.run(standardInput: fd, path: "App/In.swift", rules: rules)
                XCTAssertEqual(whole.findings.count, expected, name)
                XCTAssertEqual(whole.suppressed.count, 1, name)
                let sink = TextSink()
                let writer = OrderedReportWriter(reporter: reporter) { sink.text += $0 }
                let again = try descriptor(text)
                defer { close(again) }
                let streamed = linter.run(standardInput: again, path: "App/In.swift", rules: rules, streaming: (reporter, writer))
                XCTAssertEqual(sink.text, reporter.report(whole), "\(name), \(count) lines")
                XCTAssertEqual(streamed.findings.count, 0, name)
                XCTAssertEqual(streamed.suppressed.count, 0, name)
                XCTAssertEqual(streamed.counts, whole.counts, name)
                XCTAssertEqual(streamed.counts.total, expected, name)
                XCTAssertEqual(streamed.hidden, whole.hidden, name)
                XCTAssertEqual(streamed.rules.map(\.id), rules.map(\.id), name)
                XCTAssertEqual(streamed.inputErrors.count, 0, name)
            }
        }
    }
}
