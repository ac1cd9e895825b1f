import XCTest
@testable import DuoLintKit

/// Inline suppression: `duolint:disable:next`, `:this`, `:previous`, `disable` … `enable` regions, `all`,
/// several ids, reasons; unknown rule ids and directives are reported with their position.
final class SuppressionTests: XCTestCase {
    private func lint(_ text: String) -> (findings: [String], problems: [String]) {
        let result = Linter(jobs: 1).lint(SourceFile(path: "S.swift", text: text))
        return (result.findings.map { "\($0.range.start.line):\($0.range.start.utf8Column) \($0.ruleID)" },
                result.errors.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message)" })
    }

    func testNextThisAndPrevious() {
        let r = lint("""
            // duolint:disable:next ui_screen_main - widget extension has no window scene
            let a = UIScreen.main
            let b = UIScreen.main // duolint:disable:this ui_screen_main
            let c = UIScreen.main
            // duolint:disable:previous ui_screen_main
            let d = UIScreen.main /* duolint:disable:this all */
            let e = UIScreen.main
            """)
        XCTAssertEqual(r.findings, ["7:9 ui_screen_main"])
        XCTAssertEqual(r.problems, [])
    }

    func testRegionsAndSeveralIds() {
        let r = lint("""
            // duolint:disable ui_screen_main, idiom_layout_check
            let a = UIScreen.main
            let padding = UIDevice.current.userInterfaceIdiom == .pad ? 40 : 16
            // duolint:enable ui_screen_main
            let b = UIScreen.main
            let spacing = UIDevice.current.userInterfaceIdiom == .pad ? 24 : 8
            // duolint:disable all
            let c = UIScreen.main
            """)
        XCTAssertEqual(r.findings, ["5:9 ui_screen_main"])
        XCTAssertEqual(r.problems, [])
    }

    func testTyposAreReportedAndSuppressNothing() {
        let r = lint("""
            // duolint:disable:next ui_screen_mian
            let a = UIScreen.main
            // duolint:disabled:next ui_screen_main
            let b = UIScreen.main
            // duolint:disable:next
            let c = UIScreen.main
            // A comment that mentions duolint:disable:next in passing is not a directive.
            """)
        XCTAssertEqual(r.findings, ["2:9 ui_screen_main", "4:9 ui_screen_main", "6:9 ui_screen_main"])
        let known = SwiftLinter.knownRuleIDs.sorted().joined(separator: ", ")
        XCTAssertEqual(r.problems, [
            "1:1 unknown rule 'ui_screen_mian' in 'duolint:disable:next'; known rules: \(known)",
            "3:1 unknown directive 'duolint:disabled:next'; expected one of duolint:disable, duolint:enable, duolint:disable:next, duolint:disable:this, duolint:disable:previous",
            "5:1 'duolint:disable:next' names no rule; give rule ids or 'all'",
        ])
    }

    func testEnableAllEndsEveryRegion() {
        let r = lint("""
            // duolint:disable ui_screen_main
            let a = UIScreen.main.scale
            // duolint:enable all
            let b = UIScreen.main.scale
            """)
        XCTAssertEqual(r.findings, ["4:9 ui_screen_main"])
        XCTAssertEqual(r.problems, [])
    }

    func testEnableOfOneRuleCutsIntoAnAllRegion() {
        let r = lint("""
            // duolint:disable all
            let a = UIScreen.main.scale
            // duolint:enable ui_screen_main
            let b = UIScreen.main.scale
            let padding = UIDevice.current.userInterfaceIdiom == .pad ? 40 : 16
            // duolint:disable ui_screen_main
            let c = UIScreen.main.scale
            // duolint:enable all
            let d = UIScreen.main.scale
            let spacing = UIDevice.current.userInterfaceIdiom == .pad ? 24 : 8
            """)
        // The last directive naming a rule (or `all`) before a line decides: line 5 stays in the `all` region.
        XCTAssertEqual(r.findings, ["4:9 ui_screen_main", "9:9 ui_screen_main", "10:15 idiom_layout_check"])
        XCTAssertEqual(r.problems, [])
    }

    func testABlockCommentsLaterLinesAreNotRuleIds() {
        let r = lint("""
            /* duolint:disable:next ui_screen_main
               spanning two lines, with all of its words */
            let a = UIScreen.main.scale
            let b = UIScreen.main.scale /* duolint:disable:this ui_screen_main */ let c = UIScreen.main.scale
            let d = UIScreen.main.scale
            """)
        XCTAssertEqual(r.findings, ["5:9 ui_screen_main"])
        XCTAssertEqual(r.problems, [])
    }
}
