import XCTest
@testable import DuoLintKit

/// Inline suppression: `duolint:disable:next`, `:this`, `:previous`, `disable` … `enable` regions, `all`,
/// several ids, reasons; words that are not rule ids, unknown directives and directives naming no rule are
/// `invalid_suppression` warnings at the word.
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

    /// The findings of `text` with their messages (`line:column rule: message`, UTF-8 columns).
    private func messages(_ text: String) -> [String] {
        Linter(jobs: 1).lint(SourceFile(path: "S.swift", text: text)).findings
            .map { "\($0.range.start.line):\($0.range.start.utf8Column) \($0.ruleID): \($0.message)" }
    }

    func testTyposAreInvalidSuppressionWarningsAndSuppressNothing() {
        let r = lint("""
            // duolint:disable:next ui_screen_mian
            let a = UIScreen.main
            // duolint:disabled:next ui_screen_main
            let b = UIScreen.main
            // duolint:disable:next
            let c = UIScreen.main
            // A comment that mentions duolint:disable:next in passing is not a directive.
            """)
        XCTAssertEqual(r.findings, ["1:25 invalid_suppression", "2:9 ui_screen_main", "3:4 invalid_suppression",
                                    "4:9 ui_screen_main", "5:4 invalid_suppression", "6:9 ui_screen_main"])
        XCTAssertEqual(r.problems, [])
        XCTAssertEqual(messages("// duolint:disable:next ui_screen_mian\n// duolint:disabled:next ui_screen_main\n// duolint:stop all\n"
                                + "// duolint:disable:next - legacy\n").filter { $0.contains("invalid_suppression") }, [
            "1:25 invalid_suppression: 'ui_screen_mian' is not a rule; did you mean 'ui_screen_main'?",
            "2:4 invalid_suppression: 'duolint:disabled:next' is not a directive; did you mean 'duolint:disable:next'?",
            "3:4 invalid_suppression: 'duolint:stop' is not a directive; use duolint:disable, duolint:enable, duolint:disable:next, "
                + "duolint:disable:this or duolint:disable:previous",
            "4:4 invalid_suppression: 'duolint:disable:next' names no rule; give rule ids or 'all' before ' - '",
        ])
    }

    /// A reason written without ` - ` is one warning at its first word; the ids the directive names still apply.
    func testAReasonWithoutTheDashWarnsOnceAndTheNamedIdsStillApply() {
        XCTAssertEqual(messages("// duolint:disable:next ui_screen_main because legacy, see idiom_layot_check\nlet a = UIScreen.main\n"), [
            "1:40 invalid_suppression: 'because' is not a rule; write the reason after ' - '",
            "1:60 invalid_suppression: 'idiom_layot_check' is not a rule; did you mean 'idiom_layout_check'?",
        ])
        // Columns in UTF-8 bytes: `é` is two.
        XCTAssertEqual(messages("/* é */ // duolint:disable:this ALL ui_screen_main\n").filter { $0.contains("invalid_suppression") },
                       ["1:34 invalid_suppression: 'ALL' is not a rule; did you mean 'all'?"])
    }

    /// The directive a warning is about never silences it, not even through `all` or `invalid_suppression`;
    /// another directive does, and counts as used (no `superfluous_disable` note for it).
    func testTheWarningIsSilencedOnlyByAnotherDirective() {
        XCTAssertEqual(messages("let a = 1 // duolint:disable:this all invalid_suppression becuase\n").filter { $0.contains("invalid_suppression:") }, [
            "1:59 invalid_suppression: 'becuase' is not a rule; write the reason after ' - '",
        ])
        XCTAssertEqual(messages("// duolint:disable all becuase\nlet a = UIScreen.main\n"), [
            "1:24 invalid_suppression: 'becuase' is not a rule; write the reason after ' - '",
        ])
        let silenced = Linter(jobs: 1).lint(SourceFile(path: "S.swift", text:
            "// duolint:disable:next invalid_suppression\n// duolint:disable:next ui_screen_main because\nlet a = UIScreen.main\n"))
        XCTAssertEqual(silenced.findings, [])
        XCTAssertEqual(silenced.suppressed.map { "\($0.range.start.line):\($0.range.start.utf8Column) \($0.ruleID)" },
                       ["2:40 invalid_suppression", "3:9 ui_screen_main"])
    }

    /// With the rule turned off, bad words are ignored and the named ids still apply.
    func testTurnedOffTheWordsAreIgnored() {
        let rules = RuleRegistry.swiftRules.filter { !$0.description.isOptIn && $0.description.id != "invalid_suppression" }
        let r = Linter(rules: rules, jobs: 1).lint(SourceFile(path: "S.swift", text: "// duolint:disable:next ui_screen_main because\nlet a = UIScreen.main\n"))
        XCTAssertEqual(r.findings, [])
        XCTAssertEqual(r.errors, [])
        XCTAssertEqual(r.suppressed.map(\.ruleID), ["ui_screen_main"])
    }

    func testALongWordIsQuotedShort() {
        let word = String(repeating: "z", count: 100_000)
        XCTAssertEqual(messages("// duolint:disable:next ui_screen_main \(word)\nlet a = UIScreen.main\n"),
                       ["1:40 invalid_suppression: '\(String(repeating: "z", count: 60))…' is not a rule; write the reason after ' - '"])
    }

    /// Through the CLI: a bad word is a warning (exit 0, or 1 with `--strict`), never exit 2; the configuration
    /// turns the rule off like any other.
    func testCLIReportsTheWordAndExitsWithoutFailing() throws {
        let dir = try makeTemporaryDirectory(self)
        try "// duolint:disable:next ui_screen_main because legacy\nlet a = UIScreen.main\n"
            .write(to: dir.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let r = try runDuolint(["--quiet", "A.swift"], in: dir)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, "A.swift:1:40: warning: 'because' is not a rule; write the reason after ' - ' (invalid_suppression)\n")
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(try runDuolint(["--quiet", "--strict", "A.swift"], in: dir).status, 1)
        try "disabled_rules: [invalid_suppression]\n".write(to: dir.appendingPathComponent(".duolint.yml"), atomically: true, encoding: .utf8)
        let off = try runDuolint(["A.swift"], in: dir)
        XCTAssertEqual(off.status, 0)
        XCTAssertEqual(off.stdout, "")
        XCTAssertTrue(off.stderr.hasPrefix("Found 0 findings (1 hidden by comments) in 1 file in "), off.stderr)
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
