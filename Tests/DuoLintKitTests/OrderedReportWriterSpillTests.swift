import Foundation
import XCTest
@testable import DuoLintKit

/// `OrderedReportWriter` keeps sections that wait for an earlier file in memory up to its budget, then in a
/// temporary file (`ReportSection.encoded()`): the report is the same byte for byte.
final class OrderedReportWriterSpillTests: XCTestCase {
    /// Samples' run, its sections delivered last file first (every section but the first waits), to writers that
    /// keep nothing, some, or everything in memory: for every streaming reporter, the report made from the whole
    /// run at once.
    func testSectionsWaitingInATemporaryFileGiveTheSameReport() throws {
        let samples = LexTestSupport.packageRoot().appendingPathComponent("Samples").path
        let run = Linter(jobs: 2).run(paths: [samples])
        XCTAssertGreaterThan(run.findings.count, 50)
        var paths = Set(run.files.map(\.path))
        for f in run.findings + run.suppressed { paths.insert(f.path) }
        let order = paths.sorted()
        var streamed = 0
        for name in Reporters.names {
            guard let reporter = Reporters.named(name, version: "1") as? any StreamingReporter else { continue }
            streamed += 1
            let context = ReportContext(run)
            let sections = order.map { path in
                reporter.section(file: run.files.first { $0.path == path } ?? ReportedFile(path: path),
                                 findings: run.findings.filter { $0.path == path },
                                 suppressed: run.suppressed.filter { $0.path == path }, context: context)
            }
            for budget in [0, 2_000, 1 << 30] {
                final class Sink: @unchecked Sendable { var text = "" }
                let sink = Sink()
                let writer = OrderedReportWriter(reporter: reporter, pendingBudget: budget) { sink.text += $0 }
                for i in sections.indices.reversed() { writer.deliver(i, sections[i]) }
                var summary = run
                summary.findings = []
                summary.suppressed = []
                writer.finish(summary)
                XCTAssertNil(writer.failure)
                XCTAssertTrue(sink.text == reporter.report(run), "\(name), budget \(budget)")
            }
        }
        XCTAssertGreaterThanOrEqual(streamed, 9)
    }

    /// A section with deferred text (a file with very many findings) waits in memory even with no budget, and its
    /// text comes in its place between spilled sections.
    func testDeferredSectionWaitsInMemory() {
        final class Sink: @unchecked Sendable { var text = "" }
        let sink = Sink()
        let writer = OrderedReportWriter(reporter: XcodeReporter(), pendingBudget: 0) { sink.text += $0 }
        writer.deliver(3, ReportSection("d\n"))
        writer.deliver(2, ReportSection(deferred: DeferredText { _, write in write("c1\n"); write("c2\n") }))
        writer.deliver(1, ReportSection("b\n"))
        writer.deliver(0, ReportSection("a\n"))
        writer.finish()
        XCTAssertNil(writer.failure)
        XCTAssertEqual(sink.text, "a\nb\nc1\nc2\nd\n")
    }

    /// A section's bytes read back to the same section; cut short, to nothing.
    func testSectionBytesReadBack() throws {
        var s = ReportSection(pieces: ["{\"a\": 1}", "", "é🚀\n"], slots: [0, 2, Int.max], paths: ["Ä/b.swift", ""])
        s.facts = ["rule\u{1F}key"]
        s.appendix = "<tail>"
        XCTAssertEqual(s.textBytes, 8 + 0 + 7 + 6)
        XCTAssertEqual(ReportSection(bytes: s.encoded()), s)
        XCTAssertEqual(ReportSection(bytes: ReportSection("").encoded()), ReportSection(""))
        let bytes = s.encoded()
        for n in 0..<bytes.count { XCTAssertNil(ReportSection(bytes: Array(bytes[..<n])), "first \(n) bytes") }
    }
}
