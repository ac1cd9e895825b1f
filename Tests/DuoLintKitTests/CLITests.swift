import Foundation
import XCTest
@testable import DuoLintKit

/// The `duolint` executable end to end: exit statuses, input errors that name
/// the file and the problem while every other file is still linted and
/// reported, usage errors, `rules`, `version`, `tokens`, `--strict`, `--output`.
final class CLITests: XCTestCase {
    private func write(_ dir: URL, _ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: dir.appendingPathComponent(name))
    }

    func testMissingPathIsAnInputErrorAndOtherFilesAreStillReported() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(dir, "Good.swift", "let s = UIScreen.main.bounds\n")
        let r = try runDuolint(["Good.swift", "Missing.swift"], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout, "Good.swift:1:9: error: UIScreen.main does not say which of iPhone Duo's two displays the app is on; use the window scene's or GeometryReader's bounds instead of UIScreen.main.bounds. (ui_screen_main)\n")
        XCTAssertTrue(r.stderr.hasPrefix("Missing.swift: error: no such file or directory\nFound 1 finding (1 error) in 1 file in "), r.stderr)
    }

    func testBinarySwiftFileIsAnInputErrorAndOtherFilesAreStillReported() throws {
        let dir = try makeTemporaryDirectory(self)
        var bytes: [UInt8] = []
        for i in 0..<4096 { bytes.append(UInt8((i * 37) % 256)) }
        try Data(bytes).write(to: dir.appendingPathComponent("Blob.swift"))
        try write(dir, "Good.swift", "let s = UIScreen.main\n")
        let r = try runDuolint(["--quiet", "."], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "Blob.swift: error: binary file (NUL and control bytes), not Swift source; not linted\n")
        XCTAssertEqual(r.stdout.split(separator: "\n").count, 1)
        XCTAssertTrue(r.stdout.hasPrefix("Good.swift:1:9: error: "), r.stdout)
    }

    func testInvalidUTF8IsReportedWithItsPositionAndTheFileIsStillLinted() throws {
        let dir = try makeTemporaryDirectory(self)
        var bytes = Array("// caf".utf8) + [0xE9] + Array("\nlet w = UIScreen.main.bounds\n".utf8)
        try Data(bytes).write(to: dir.appendingPathComponent("Latin1.swift"))
        bytes = []
        let r = try runDuolint(["--quiet", "Latin1.swift"], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "Latin1.swift:1:7: error: invalid UTF-8 byte 0xE9\n")
        XCTAssertTrue(r.stdout.hasPrefix("Latin1.swift:2:9: error: UIScreen.main"), r.stdout)
    }

    func testUnreadableFileIsAnInputError() throws {
        if getuid() == 0 { throw XCTSkip("running as root: file permissions cannot make a file unreadable") }
        let dir = try makeTemporaryDirectory(self)
        try write(dir, "Locked.swift", "let s = UIScreen.main\n")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: dir.appendingPathComponent("Locked.swift").path)
        let r = try runDuolint(["--quiet", "Locked.swift"], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "Locked.swift: error: cannot read file\n")
    }

    func testUsageErrorsExitTwoWithAMessage() throws {
        var r = try runDuolint(["--reporter", "pdf", "Samples"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "duolint: error: unknown reporter 'pdf'; expected one of xcode, json, sarif, github, checkstyle, junit, codeclimate, sonarqube, markdown, html\nRun 'duolint help' for usage.\n")
        // A near miss gets the suggestion configuration errors give (`Suggestion`).
        let typo = try runDuolint(["--reporter", "jsn", "Samples"])
        XCTAssertEqual(typo.status, 2)
        XCTAssertEqual(typo.stderr, "duolint: error: unknown reporter 'jsn' (did you mean 'json'?); expected one of xcode, json, sarif, github, checkstyle, junit, codeclimate, sonarqube, markdown, html\nRun 'duolint help' for usage.\n")
        XCTAssertEqual(r.stdout, "")
        r = try runDuolint(["--jobs", "0"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "duolint: error: --jobs expects a positive integer, got '0'\nRun 'duolint help' for usage.\n")
        r = try runDuolint(["--frobnicate"])
        XCTAssertEqual(r.stderr, "duolint: error: unknown option '--frobnicate'\nRun 'duolint help' for usage.\n")
    }

    func testStrictMakesWarningsFail() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(dir, "Bar.swift", "struct V: View {\n    var body: some View {\n        List {}.toolbar { Button(\"Save\") {} }\n    }\n}\n")
        var r = try runDuolint(["--quiet", "Bar.swift"], in: dir)
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stdout.hasPrefix("Bar.swift:3:27: warning: "), r.stdout)
        r = try runDuolint(["--quiet", "--strict", "Bar.swift"], in: dir)
        XCTAssertEqual(r.status, 1)
    }

    func testCleanRunExitsZeroWithSummary() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(dir, "Clean.swift", "let scale = traitCollection.displayScale\n")
        let r = try runDuolint(["lint", "Clean.swift"], in: dir)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, "")
        XCTAssertTrue(r.stderr.hasPrefix("Found 0 findings in 1 file in "), r.stderr)
    }

    func testOutputWritesTheReportToAFile() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(dir, "A.swift", "let s = UIScreen.main\n")
        let r = try runDuolint(["--quiet", "--reporter", "json", "--output", "out.json", "A.swift"], in: dir)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, "")
        let report = try String(contentsOf: dir.appendingPathComponent("out.json"), encoding: .utf8)
        XCTAssertTrue(report.contains("\"ruleId\" : \"ui_screen_main\""), report)
    }

    func testRulesVersionAndHelp() throws {
        var r = try runDuolint(["rules"])
        XCTAssertEqual(r.status, 0)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first?.split(separator: " ").map(String.init), ["id", "opt-in", "severity", "input", "name"])
        // Columns are padded to their widest cell and separated by at least two spaces.
        let cells = lines.map { $0.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        XCTAssertTrue(cells.contains(["requires_full_screen", "no", "warning", "Info.plist, build settings", "Requires full screen"]), r.stdout)
        XCTAssertTrue(cells.contains(["size_breakpoint", "yes", "warning", "Swift", "Size breakpoint"]), r.stdout)
        XCTAssertTrue(cells.contains(["superfluous_disable", "no", "note", "Swift, spec, Info.plist, build settings", "Superfluous disable"]), r.stdout)
        XCTAssertEqual(lines.dropFirst().map { String($0.split(separator: " ").first ?? "") },
                       ["arrangement_nesting", "assumed_biometry", "bar_item_missing_title", "bar_item_order", "camera_orientation_assumption", "content_under_vertical_bar", "count_in_bar_item_title",
                        "custom_bar_instance", "custom_swiftui_bar", "deprecated_scene_activation", "deprecated_trait_callback",
                        "ellipsis_custom_menu", "feature_missing_in_state", "foreground_ignores_safe_area", "group_split_by_fold",
                        "hinge_angle_threshold", "hinge_effect_not_reset", "idiom_layout_check", "interactive_on_fold",
                        "invalid_suppression", "keyboard_accessory_vertical", "odd_grid_columns", "orientation_layout_check", "portrait_only_orientation", "requires_full_screen",
                        "size_breakpoint", "superfluous_disable", "symmetric_inset_math", "tabletop_controls_on_top", "text_only_bar_item", "touch_target_too_small",
                        "ui_screen_main", "uikit_foreground_ignores_safe_area"])
        r = try runDuolint(["rules", "ui_screen_main"])
        XCTAssertTrue(r.stdout.hasPrefix("# UIScreen.main (`ui_screen_main`)\n\n- **Severity:** error\n"), r.stdout)
        r = try runDuolint(["rules", "nope"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.hasPrefix("duolint: error: unknown rule 'nope'; known rules: arrangement_nesting, assumed_biometry, bar_item_missing_title, "), r.stderr)
        let typo = try runDuolint(["rules", "ui_screen_mian"])
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.stderr.hasPrefix("duolint: error: unknown rule 'ui_screen_mian' (did you mean 'ui_screen_main'?); known rules: arrangement_nesting, "), typo.stderr)
        r = try runDuolint(["rules", "--format", "json"])
        let rules = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(rules.count, 33)
        XCTAssertEqual(rules.filter { $0["optIn"] as? Bool == true }.compactMap { $0["id"] as? String }, ["size_breakpoint"])
        r = try runDuolint(["rules", "--format", "markdown"])
        XCTAssertTrue(r.stdout.hasPrefix("| id | opt-in | severity | input | summary |\n|---|---|---|---|---|\n| [arrangement_nesting]("), r.stdout)
        XCTAssertTrue(r.stdout.contains("| [count_in_bar_item_title](https://github.com/duolint/duolint/blob/main/Rules/count_in_bar_item_title.md) | no | warning | Swift | "
                                         + #"Flags bar item titles that carry a count in their text ("Inbox (\\(unread))"), which belongs in a badge. |"#), r.stdout)
        r = try runDuolint(["rules", "--format", "xml"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.hasPrefix("duolint: error: --format expects text, markdown or json, got 'xml'"), r.stderr)
        r = try runDuolint(["rules", "size_breakpoint"])
        XCTAssertTrue(r.stdout.contains("\n- **Opt-in:** yes; enable it with `opt_in_rules: [size_breakpoint]` in .duolint.yml\n"), r.stdout)
        r = try runDuolint(["version"])
        XCTAssertEqual(r.stdout, DuoLintVersion.current + "\n")
        r = try runDuolint(["--help"])
        XCTAssertTrue(r.stdout.contains("duolint tokens [--trivia] FILE"), r.stdout)
    }

    func testTokensPrintsTheReferenceFormat() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(dir, "T.swift", "let a = \"x\\(b)\" // c\n")
        let r = try runDuolint(["tokens", "--trivia", "T.swift"], in: dir)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, """
            T.swift\t1:1\t0\tkeyword:let\tlet
            T.swift\t1:5\t4\tidentifier\ta
            T.swift\t1:7\t6\tequal\t=
            T.swift\t1:9\t8\tstringQuote\t"
            T.swift\t1:10\t9\tstringSegment\tx
            T.swift\t1:11\t10\tbackslash\t\\\\
            T.swift\t1:12\t11\tleftParen\t(
            T.swift\t1:13\t12\tidentifier\tb
            T.swift\t1:14\t13\trightParen\t)
            T.swift\t1:15\t14\tstringSegment\t
            T.swift\t1:15\t14\tstringQuote\t"
            T.swift\t1:17\t16\tcomment\t// c
            T.swift\t2:1\t21\tendOfFile\t

            """)
    }
}

/// Odd paths and outputs found by breaking the tool: each is a clear input error, never a hang.
final class CLIOddInputTests: XCTestCase {
    func testStdinDashFIFOAndDirectoryOutputAreClearErrors() throws {
        let dir = try makeTemporaryDirectory(self)
        XCTAssertEqual(mkfifo(dir.appendingPathComponent("Pipe.swift").path, 0o644), 0)
        try Data("let s = UIScreen.main\n".utf8).write(to: dir.appendingPathComponent("Good.swift"))
        let r = try runDuolint(["--quiet", "Pipe.swift", "-", "Good.swift"], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "-: error: reading standard input is not supported; give file or directory paths\n"
            + "Pipe.swift: error: not a regular file (a FIFO or device is not read)\n")
        XCTAssertTrue(r.stdout.hasPrefix("Good.swift:1:9: error: "), r.stdout)
        let out = try runDuolint(["--quiet", "--output", dir.path, "Good.swift"], in: dir)
        XCTAssertEqual(out.status, 2)
        XCTAssertEqual(out.stderr, "duolint: error: cannot write report to \(dir.path): it is a directory\n")
    }

    func testSameFileGivenTwiceIsLintedOnce() throws {
        let dir = try makeTemporaryDirectory(self)
        try Data("let s = UIScreen.main\n".utf8).write(to: dir.appendingPathComponent("A.swift"))
        let r = try runDuolint(["A.swift", "./A.swift"], in: dir)
        XCTAssertEqual(r.stdout.split(separator: "\n").count, 1)
        XCTAssertTrue(r.stderr.hasPrefix("Found 1 finding (1 error) in 1 file in "), r.stderr)
    }
}
