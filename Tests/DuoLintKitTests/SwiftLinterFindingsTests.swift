@testable import DuoLintKit
import XCTest

/// How the engine turns the rules' reports into findings (`SwiftLinter.lint(_:context:)`): one finding per rule
/// and token, the first reported; located by one cursor over the tokens in order, also when rules report out of
/// token order; and a file with many findings frees its syntax tree before they are made (issue 20: a file with
/// 100,000 findings held 20 MB in it).
final class SwiftLinterFindingsTests: XCTestCase {
    /// Reports each trigger `a` twice (`Twice`: the engine keeps one), or reports two tokens before it (`Before`:
    /// the bound name of `let x = a`; run after `Twice`, so the reports are out of token order).
    struct Spy: SwiftRule {
        static let description = RuleDescription(
            id: "spy", name: "Spy", severity: .warning, summary: "s", rationale: "r", fix: "f", source: "test",
            inputs: [.swift], tags: [])
        /// The rule's own description (`twice` a warning, `before` an error).
        let rule: RuleDescription
        var triggers: [String] { ["a"] }
        func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
            _ = file.syntaxTree
            if rule.id == "twice" {
                sink.report(rule, at: i, "first")
                sink.report(rule, at: i, "second")
            } else {
                sink.report(rule, at: i - 2, "bound")
            }
        }
        static func Twice() -> Spy { Spy(rule: described("twice", .warning)) }
        static func Before() -> Spy { Spy(rule: described("before", .error)) }
        private static func described(_ id: String, _ severity: Severity) -> RuleDescription {
            RuleDescription(id: id, name: id, severity: severity, summary: "s", rationale: "r", fix: "f", source: "test",
                            inputs: [.swift], tags: [])
        }
    }

    /// A file whose first line has a two-byte name, then `lines - 1` lines `let x = a`.
    private func file(lines: Int) -> SwiftFile {
        SwiftFile(SourceFile(path: "A.swift", text: "let é = a\n" + String(repeating: "let x = a\n", count: lines - 1)))
    }

    /// (rule, message, line, UTF-8 column, UTF-16 column, end UTF-8 column) of each finding.
    private func rows(_ findings: [Finding]) -> [String] {
        findings.map { f in
            "\(f.ruleID) \(f.message) \(f.range.start.line):\(f.range.start.utf8Column)/\(f.range.start.utf16Column)-\(f.range.end.utf8Column)"
        }
    }

    func testManyFindingsAreOnePerRuleAndTokenInReportOrderAndTheTreeIsFreed() {
        let f = file(lines: 600)
        let found = SwiftLinter(rules: [Spy.Twice(), Spy.Before()]).lint(f).findings
        XCTAssertEqual(found.count, 1_200)
        XCTAssertGreaterThanOrEqual(found.count, SwiftLinter.manyFindings)
        XCTAssertEqual(Array(rows(found).prefix(4)), [
            "before bound 1:5/5-7", "twice first 1:10/9-11",
            "before bound 2:5/5-6", "twice first 2:9/9-10",
        ])
        XCTAssertEqual(Array(rows(found).suffix(2)), ["before bound 600:5/5-6", "twice first 600:9/9-10"])
        XCTAssertEqual(found.filter { $0.message == "second" }, [])
        // Freed, and parsed again on the next use.
        XCTAssertNil(f.syntaxTreeCache)
        XCTAssertEqual(f.syntaxTree.count, file(lines: 600).syntaxTree.count)
    }

    func testFewFindingsKeepTheTree() {
        let f = file(lines: 3)
        let found = SwiftLinter(rules: [Spy.Twice(), Spy.Before()]).lint(f).findings
        XCTAssertEqual(rows(found), [
            "before bound 1:5/5-7", "twice first 1:10/9-11",
            "before bound 2:5/5-6", "twice first 2:9/9-10",
            "before bound 3:5/5-6", "twice first 3:9/9-10",
        ])
        XCTAssertNotNil(f.syntaxTreeCache)
    }
}
