import XCTest
@testable import DuoLintKit

/// `superfluous_disable`: a note at each suppression comment (rule by rule) that silenced nothing; never for a
/// rule that did not run; itself silenced by `duolint:disable:this superfluous_disable` or a region of `all`.
final class SuperfluousDisableTests: XCTestCase {
    private func lint(_ text: String, path: String = "S.swift", linter: Linter = Linter(jobs: 1)) -> (findings: [String], suppressed: [String]) {
        let r = linter.lint(SourceFile(path: path, text: text))
        XCTAssertEqual(r.errors, [])
        return (r.findings.map { "\($0.range.start.line):\($0.range.start.utf8Column) \($0.ruleID)" },
                r.suppressed.map { "\($0.range.start.line):\($0.range.start.utf8Column) \($0.ruleID)" })
    }

    func testEachKindOfDirectiveThatSilencesNothing() {
        let text = """
            // duolint:disable:next ui_screen_main
            let a = 1
            let b = 2 // duolint:disable:this all
            // duolint:disable ui_screen_main
            let c = 3
            // duolint:enable ui_screen_main
            /* duolint:disable:previous idiom_layout_check */
            // duolint:disable:next ui_screen_main, idiom_layout_check - only one of them is here
            let d = UIScreen.main
            """
        let r = Linter(jobs: 1).lint(SourceFile(path: "S.swift", text: text))
        XCTAssertEqual(r.findings.map { "\($0.range.start.line):\($0.range.start.utf8Column) \($0.ruleID) \($0.severity) \($0.message)" }, [
            "1:1 superfluous_disable note 'duolint:disable:next ui_screen_main' suppresses nothing: line 2 has no ui_screen_main finding; remove it",
            "3:11 superfluous_disable note 'duolint:disable:this all' suppresses nothing: line 3 has no finding; remove it",
            "4:1 superfluous_disable note 'duolint:disable ui_screen_main' suppresses nothing: lines 4-5 have no ui_screen_main finding; remove it and its 'duolint:enable'",
            "7:1 superfluous_disable note 'duolint:disable:previous idiom_layout_check' suppresses nothing: line 6 has no idiom_layout_check finding; remove it",
            "8:1 superfluous_disable note 'duolint:disable:next idiom_layout_check' suppresses nothing: line 9 has no idiom_layout_check finding; remove it",
        ])
        XCTAssertEqual(r.suppressed.map { "\($0.range.start.line):\($0.range.start.utf8Column) \($0.ruleID) \(String(describing: $0.suppression!))" },
                       ["9:9 ui_screen_main inSource(justification: Optional(\"only one of them is here\"))"])
        // The note spans the directive's text on its line.
        XCTAssertEqual(r.findings[1].range.end.utf8Column, 38)
    }

    func testUsedDirectivesAreNotReported() {
        let r = lint("""
            // duolint:disable:next ui_screen_main
            let a = UIScreen.main
            // duolint:disable all
            let b = UIScreen.main
            // duolint:enable all
            """)
        XCTAssertEqual(r.findings, [])
        XCTAssertEqual(r.suppressed, ["2:9 ui_screen_main", "4:9 ui_screen_main"])
    }

    func testSilencingTheNote() {
        let r = lint("""
            /* duolint:disable:next ui_screen_main */ // duolint:disable:this superfluous_disable
            let a = 1
            // duolint:disable:next ui_screen_main // duolint:disable:this superfluous_disable
            let b = 2
            let c = 3 // duolint:disable:this symmetric_inset_math, superfluous_disable
            // duolint:disable all
            // duolint:disable:next ui_screen_main
            let d = 4
            // duolint:enable all
            // duolint:disable:next superfluous_disable
            let e = 5
            """)
        // The `all` region is used by the note it silences; the last directive silences nothing itself.
        XCTAssertEqual(r.findings, ["10:1 superfluous_disable"])
        XCTAssertEqual(r.suppressed, ["1:1 superfluous_disable", "3:1 superfluous_disable", "5:11 superfluous_disable", "7:1 superfluous_disable"])
    }

    func testRulesThatDidNotRunAreNotReported() {
        let text = """
            // duolint:disable:next ui_screen_main
            let a = 1
            // duolint:disable:next touch_target_too_small
            let b = 2
            // duolint:disable:next all
            let c = 3
            """
        let without = Linter(rules: RuleRegistry.swiftRules.filter { $0.description.id != "ui_screen_main" }, jobs: 1)
        XCTAssertEqual(lint(text, linter: without).findings, ["5:1 superfluous_disable"])
        let off = Linter(rules: RuleRegistry.swiftRules.filter { $0.description.id != "superfluous_disable" }, jobs: 1)
        XCTAssertEqual(lint(text, linter: off).findings, [])
        XCTAssertEqual(lint(text).findings, ["1:1 superfluous_disable", "5:1 superfluous_disable"])
    }

    func testSpecs() {
        let text = """
            screen: Plans # duolint:disable:this all
            layouts:
              inner-book:
                elements:
                  # duolint:disable:next odd_grid_columns
                  - id: a
                    kind: grid
                    columns: 4
                    frame: [20, 200, 827, 300]
                  # duolint:disable:next odd_grid_columns # duolint:disable:this superfluous_disable
                  - id: b
                    kind: grid
                    columns: 4
                    frame: [20, 200, 827, 300]
                  # duolint:disable:next ui_screen_main
                  - id: c
                    kind: grid
                    columns: 3
                    frame: [20, 200, 827, 300]
            """
        let r = lint(text, path: "S.duo.yml")
        XCTAssertEqual(r.findings, ["1:15 superfluous_disable", "5:7 superfluous_disable", "16:9 odd_grid_columns"])
        XCTAssertEqual(r.suppressed, ["10:7 superfluous_disable"])
        let off = Linter(specRules: RuleRegistry.specRules.filter { $0.specDescription.id != "superfluous_disable" }, jobs: 1)
        XCTAssertEqual(lint(text, path: "S.duo.yml", linter: off).findings, ["16:9 odd_grid_columns"])
    }

    func testRegionsEndAtTheNextDirectiveForTheirRule() {
        let text = """
            // duolint:disable ui_screen_main
            let a = UIScreen.main.scale
            // duolint:enable all
            // duolint:disable all
            let b = 1
            // duolint:enable ui_screen_main, superfluous_disable
            let c = UIScreen.main.scale
            // duolint:disable ui_screen_main
            let d = 2
            // duolint:disable all
            let e = UIScreen.main.scale
            // duolint:enable all
            """
        let r = Linter(jobs: 1).lint(SourceFile(path: "S.swift", text: text))
        XCTAssertEqual(r.errors, [])
        // Line 1 silenced line 2 (its region ends at `enable all`); line 4's `all` silenced nothing up to
        // `disable all` on line 10 (line 7 is out of it for ui_screen_main, and so is line 8's note for
        // superfluous_disable); line 8's region ends at line 10.
        XCTAssertEqual(r.findings.map { "\($0.range.start.line):\($0.range.start.utf8Column) \($0.ruleID) \($0.message)" }, [
            "4:1 superfluous_disable 'duolint:disable all' suppresses nothing: lines 4-9 have no finding; remove it",
            "7:9 ui_screen_main \(r.findings[1].message)",
            "8:1 superfluous_disable 'duolint:disable ui_screen_main' suppresses nothing: lines 8-9 have no ui_screen_main finding; remove it",
        ])
        XCTAssertEqual(r.suppressed.map { "\($0.range.start.line):\($0.range.start.utf8Column) \($0.ruleID)" },
                       ["2:9 ui_screen_main", "11:9 ui_screen_main"])
    }

    func testEnableThatReenablesNothing() {
        let text = """
            // duolint:enable ui_screen_main
            let a = UIScreen.main.scale
            // duolint:disable all
            let b = UIScreen.main.scale
            // duolint:enable ui_screen_main, superfluous_disable
            let c = UIScreen.main.scale
            // duolint:enable ui_screen_main, idiom_layout_check
            let padding = UIDevice.current.userInterfaceIdiom == .pad ? 40 : 16
            // duolint:enable all
            // duolint:enable all
            // duolint:disable:next ui_screen_main
            let d = UIScreen.main.scale
            // duolint:enable ui_screen_main // duolint:disable:this superfluous_disable
            """
        let r = Linter(jobs: 1).lint(SourceFile(path: "S.swift", text: text))
        XCTAssertEqual(r.errors, [])
        // Line 7 is out of the `all` region for ui_screen_main (and for superfluous_disable, so its note
        // shows); line 9 still re-enables the rules not named before it; `disable:next` opens no region.
        XCTAssertEqual(r.findings.map { "\($0.range.start.line):\($0.range.start.utf8Column) \($0.ruleID) \($0.message)" }, [
            "1:1 superfluous_disable 'enable' of ui_screen_main re-enables nothing",
            "2:9 ui_screen_main \(r.findings[1].message)",
            "6:9 ui_screen_main \(r.findings[1].message)",
            "7:1 superfluous_disable 'enable' of ui_screen_main re-enables nothing",
            "8:15 idiom_layout_check \(r.findings[4].message)",
            "10:1 superfluous_disable 'enable' of all re-enables nothing",
        ])
        XCTAssertEqual(r.findings[0].range.end.utf8Column, 33)
        XCTAssertEqual(r.suppressed.map { "\($0.range.start.line):\($0.range.start.utf8Column) \($0.ruleID)" },
                       ["4:9 ui_screen_main", "12:9 ui_screen_main", "13:1 superfluous_disable"])
        // A rule that did not run: its stray `enable` is not reported either.
        let without = Linter(rules: RuleRegistry.swiftRules.filter { $0.description.id != "ui_screen_main" }, jobs: 1)
        XCTAssertEqual(lint("// duolint:enable ui_screen_main\nlet a = 1\n", linter: without).findings, [])
    }
}
