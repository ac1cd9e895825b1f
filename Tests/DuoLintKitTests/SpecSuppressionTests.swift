import XCTest
@testable import DuoLintKit

/// Inline suppression in screen specs: the Swift directives after `#`, and which `#` starts a comment
/// (`YAMLComments`: at a line start or after a blank, outside every scalar libyaml reads).
final class SpecSuppressionTests: XCTestCase {
    private func lint(_ text: String) -> (findings: [String], suppressed: [String], errors: [String]) {
        let r = Linter(jobs: 1).lint(SourceFile(path: "S.duo.yml", text: text))
        func show(_ f: Finding) -> String {
            var s = "\(f.range.start.line):\(f.range.start.utf8Column) \(f.ruleID)"
            if case .inSource(let why)? = f.suppression, let why { s += " (\(why))" }
            return s
        }
        return (r.findings.map(show), r.suppressed.map(show), r.errors.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message)" })
    }

    /// A grid element with an odd column count in `inner-book`: one `odd_grid_columns` finding at its `id`.
    private func grid(_ id: String, _ comment: String = "") -> String {
        "      - id: \(id)\(comment)\n        kind: grid\n        columns: 3\n        frame: [20, 200, 827, 300]\n"
    }

    func testFindingsRangeFromTheKeyToTheEndOfItsLine() {
        let text = "screen: X\nlayouts:\n  inner-book:\n    elements:\n      - id: buy   \n        kind: button\n        frame: [440, 600, 200, 48]\n"
        let r = Linter(jobs: 1).lint(SourceFile(path: "S.duo.yml", text: text))
        XCTAssertEqual(r.findings.map { "\($0.ruleID) \($0.range.start.line):\($0.range.start.utf8Column)-\($0.range.end.line):\($0.range.end.utf8Column)" },
                       ["interactive_on_fold 5:9-5:16"])
    }

    func testNextThisPreviousRegionsAndReasons() {
        let text = "screen: Plans\nlayouts:\n  inner-book:\n    elements:\n"
            + "      # duolint:disable:next odd_grid_columns - redesign in 2.0\n"  // 5
            + grid("a")                                                          // 6
            + grid("b", "   # duolint:disable:this all")                         // 10
            + grid("c").replacingOccurrences(of: "        kind: grid\n", with: "        # duolint:disable:previous odd_grid_columns\n        kind: grid\n") // 14
            + "      # duolint:disable odd_grid_columns, touch_target_too_small\n" // 19
            + grid("d")                                                          // 20
            + "      # duolint:enable odd_grid_columns\n"                        // 24
            + grid("e")                                                          // 25
        let r = lint(text)
        XCTAssertEqual(r.findings, ["19:7 superfluous_disable", "25:9 odd_grid_columns"])
        XCTAssertEqual(r.suppressed, ["6:9 odd_grid_columns (redesign in 2.0)", "10:9 odd_grid_columns", "14:9 odd_grid_columns", "20:9 odd_grid_columns"])
        XCTAssertEqual(r.errors, [])
    }

    func testHashInsideScalarsIsNotAComment() {
        let text = """
            a: "x # duolint:disable:next nope1" # c1
            b: 'it''s # nope2' # c2
            c: 'multi
              line # nope3'
            d: |
              # nope4
              text # nope5
            e: Don't # c3
            f: a#b
            g: [1, "#x", 2] # c4
            # c5
            h: >
              folded # nope6
              # nope7
            # c6
            i: {k: "v # nope8"}  # c7

            """
        let source = SourceFile(path: "x.yml", text: text)
        let found = YAMLComments.commentOffsets(source.bytes).map { o -> String in
            let loc = source.location(ofOffset: o)
            let end = source.bytes[o...].firstIndex(of: 0x0A) ?? source.bytes.count
            return "\(loc.line):\(loc.utf8Column) \(source.text(o, end))"
        }
        XCTAssertEqual(found, ["1:37 # c1", "2:20 # c2", "8:10 # c3", "10:17 # c4", "11:1 # c5", "15:1 # c6", "16:22 # c7"])
    }

    func testDirectiveInsideQuotedOrBlockScalarIsIgnored() {
        let text = "screen: \"Plans # duolint:disable:next bogus\"\ntitle: 'it''s # duolint:disable:next odd_grid_columns'\nlayouts:\n  inner-book:\n    elements:\n"
            + grid("a")  // 6
        let r = lint(text)
        XCTAssertEqual(r.findings, ["6:9 odd_grid_columns"])
        XCTAssertEqual(r.suppressed, [])
        XCTAssertEqual(r.errors, [])
    }

    func testTyposAreInvalidSuppressionWarningsAndFindingsStay() {
        let text = "screen: Plans # duolint:disable:next odd_grid_colums\ntitle: T # duolint:disabled:this all\nlayouts:\n  inner-book:\n    # duolint:disable:next\n    elements:\n"
            + grid("a")  // 7
            + "      # duolint:disable:next odd_grid_columns because pricing\n" + grid("b")  // 11, 12
        let r = lint(text)
        XCTAssertEqual(r.findings, ["1:38 invalid_suppression", "2:12 invalid_suppression", "5:7 invalid_suppression",
                                    "7:9 odd_grid_columns", "11:47 invalid_suppression"])
        XCTAssertEqual(r.suppressed, ["12:9 odd_grid_columns"])
        XCTAssertEqual(r.errors, [])
        let messages = Linter(jobs: 1).lint(SourceFile(path: "S.duo.yml", text: text)).findings
            .filter { $0.ruleID == "invalid_suppression" }.map(\.message)
        XCTAssertEqual(messages, [
            "'odd_grid_colums' is not a rule; did you mean 'odd_grid_columns'?",
            "'duolint:disabled:this' is not a directive; did you mean 'duolint:disable:this'?",
            "'duolint:disable:next' names no rule; give rule ids or 'all' before ' - '",
            "'because' is not a rule; write the reason after ' - '",
        ])
    }

    func testQuotedDirectiveInACommentIsNotOne() {
        let text = "screen: Plans # see duolint:disable:next all\nlayouts:\n  inner-book:\n    # # duolint:disable:next odd_grid_columns\n    elements:\n"
            + grid("a")  // 6
        let r = lint(text)
        XCTAssertEqual(r.findings, ["6:9 odd_grid_columns"])
        XCTAssertEqual(r.errors, [])
    }
}
