import Foundation
import XCTest
@testable import DuoLintKit

/// `duolint config [PATH] [--config FILE]`: the effective configuration of a path, exactly as printed.
final class ConfigCommandCLITests: XCTestCase {
    private func write(_ dir: URL, _ name: String, _ text: String) throws {
        let url = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A root configuration and a child one in `sub/` that override and add to it.
    private func project() throws -> URL {
        let dir = try makeTemporaryDirectory(self)
        try write(dir, "sub/A.swift", "let a = 1\n")
        try write(dir, ".duolint.yml", """
            only_rules: [ui_screen_main, interactive_on_fold, size_breakpoint]
            excluded: [Generated, "sub/Old/**"]
            reporter: json
            max_file_size: 8

            """)
        try write(dir, "sub/.duolint.yml", """
            disabled_rules: [size_breakpoint]
            rules: { ui_screen_main: { severity: note }, interactive_on_fold: { fold_band: 30.5 } }
            excluded: [Old]
            included: [.]

            """)
        return dir
    }

    /// The `not run` line for a chain that runs exactly `enabled`.
    private func notRun(_ enabled: Set<String>) -> String {
        let ids = RuleRegistry.descriptions.map(\.id).filter { !enabled.contains($0) }.sorted()
        return "not run (\(ids.count))" + (ids.isEmpty ? "" : ": " + ids.joined(separator: ", "))
    }

    /// A folder whose name starts with a combining mark (`p/\u{301}x`) is a folder inside `p`, as the file system reads
    /// it: `p`'s configuration applies to its files, in `config` and in a run (the eighth session's F1: Swift reads
    /// `/\u{301}` as one character, no `/`, and the chain of configurations stopped above `p`).
    func testAFolderNamedWithALeadingCombiningMarkIsInsideItsParent() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(dir, "p/.duolint.yml", "disabled_rules: [ui_screen_main]\n")
        try write(dir, "p/\u{301}x/A.swift", "let w = UIScreen.main.bounds.width\n")
        try write(dir, "q/\u{301}x/A.swift", "let w = UIScreen.main.bounds.width\n")
        let config = try runDuolint(["config", "p/\u{301}x/A.swift"], in: dir)
        XCTAssertEqual(config.status, 0)
        XCTAssertEqual(config.stdout.components(separatedBy: "\n").prefix(5), ["path: p/\u{301}x/A.swift", "linted: yes", "files (root first):",
                                                                              "  p/.duolint.yml", "rules (31):"])
        let run = try runDuolint(["--quiet", "p", "q"], in: dir)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "q/\u{301}x/A.swift:1:9: error: UIScreen.main does not say which of iPhone Duo's two displays the app is on; use the window scene's or GeometryReader's bounds instead of UIScreen.main.bounds. (ui_screen_main)\n")
    }

    func testConfigOfANestedFile() throws {
        let dir = try project()
        let r = try runDuolint(["config", "sub/A.swift"], in: dir)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, """
            path: sub/A.swift
            linted: yes
            files (root first):
              .duolint.yml
              sub/.duolint.yml
            rules (2):
              interactive_on_fold: severity error, fold_band 30.5 (sub/.duolint.yml)
              ui_screen_main: severity note (sub/.duolint.yml)
            \(notRun(["interactive_on_fold", "ui_screen_main"]))
            included:
              . (sub/.duolint.yml)
            excluded:
              Generated (.duolint.yml)
              sub/Old/** (.duolint.yml)
              Old (sub/.duolint.yml)
            max_file_size: 8 MiB (.duolint.yml)
            reporter: json (.duolint.yml)

            """)
    }

    func testConfigOfAFolderAndOfAnExcludedFile() throws {
        let dir = try project()
        // A folder's own configuration counts; the root's keeps its settings.
        var r = try runDuolint(["config", "."], in: dir)
        XCTAssertEqual(r.stdout, """
            path: .
            linted: yes
            files (root first):
              .duolint.yml
            rules (3):
              interactive_on_fold: severity error, fold_band 27 (default)
              size_breakpoint: severity warning
              ui_screen_main: severity error
            \(notRun(["interactive_on_fold", "size_breakpoint", "ui_screen_main"]))
            included: none (every file)
            excluded:
              Generated (.duolint.yml)
              sub/Old/** (.duolint.yml)
            max_file_size: 8 MiB (.duolint.yml)
            reporter: json (.duolint.yml)

            """)
        // The default PATH is `.`.
        XCTAssertEqual(try runDuolint(["config"], in: dir).stdout, r.stdout)
        r = try runDuolint(["config", "sub/Old/X.swift"], in: dir)
        XCTAssertEqual(r.stdout.split(separator: "\n").prefix(2), ["path: sub/Old/X.swift", "linted: no (left out by included/excluded)"])
    }

    func testRunLevelReporterComesFromTheCurrentDirectory() throws {
        let dir = try project()
        try write(dir, "sub/.duolint.yml", "reporter: checkstyle\n")
        // Asked from the root about sub/: the root's reporter runs.
        XCTAssertEqual(try runDuolint(["config", "sub"], in: dir).stdout.split(separator: "\n").last, "reporter: json (.duolint.yml)")
        // From sub/, configurations outside the current directory are shown absolute.
        let root = Configuration.absolute(dir.path)
        let r = try runDuolint(["config"], in: dir.appendingPathComponent("sub"))
        XCTAssertEqual(r.stdout.split(separator: "\n").prefix(5), ["path: .", "linted: yes", "files (root first):",
                                                                    "  \(root)/.duolint.yml", "  .duolint.yml"])
        XCTAssertEqual(r.stdout.split(separator: "\n").last, "reporter: checkstyle (.duolint.yml)")
    }

    func testConfigWithoutAnyFileIsTheDefaults() throws {
        let dir = try makeTemporaryDirectory(self)
        let r = try runDuolint(["config", "A.swift"], in: dir)
        XCTAssertEqual(r.status, 0)
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let defaults = RuleRegistry.descriptions.filter { !$0.isOptIn }
        XCTAssertEqual(Array(lines.prefix(4)), ["path: A.swift", "linted: yes", "files: none (the defaults)", "rules (\(defaults.count)):"])
        XCTAssertEqual(lines.filter { $0.hasPrefix("  ") }.count, defaults.count)
        XCTAssertTrue(lines.contains("  ui_screen_main: severity error"))
        XCTAssertEqual(Array(lines.suffix(6)), [notRun(Set(defaults.map(\.id))), "included: none (every file)", "excluded: none",
                                                "max_file_size: 64 MiB (default)", "reporter: xcode (default)", ""])
        // A name duolint does not lint is not linted, whatever the filters say.
        XCTAssertEqual(try runDuolint(["config", "notes.txt"], in: dir).stdout.split(separator: "\n")[1],
                       "linted: no (not a file duolint lints: .swift, .duo.yml, .duo.yaml, Info.plist, NAME-Info.plist, .xcconfig, project.pbxproj)")
    }

    func testExplicitConfig() throws {
        let dir = try project()
        try write(dir, "ci/strict.yml", "only_rules: [ui_screen_main]\nrules: { ui_screen_main: { severity: warning } }\n")
        let r = try runDuolint(["config", "--config", "ci/strict.yml", "sub/A.swift"], in: dir)
        XCTAssertEqual(r.stdout, """
            path: sub/A.swift
            linted: yes
            files (root first):
              ci/strict.yml (--config)
            rules (1):
              ui_screen_main: severity warning (ci/strict.yml)
            \(notRun(["ui_screen_main"]))
            included: none (every file)
            excluded: none
            max_file_size: 64 MiB (default)
            reporter: xcode (default)

            """)
        let twice = try runDuolint(["config", "--config", "a.yml", "--config", "b.yml"], in: dir)
        XCTAssertEqual(twice.status, 2)
        XCTAssertEqual(twice.stderr, "duolint: error: --config given twice; give one configuration file\nRun 'duolint help' for usage.\n")
    }

    func testErrorsAndUsage() throws {
        let dir = try project()
        try write(dir, "sub/.duolint.yml", "rules: { ui_screen_main: { severty: note } }\n")
        var r = try runDuolint(["config", "sub/A.swift"], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "sub/.duolint.yml:1:28: error: unknown option 'severty' for rule 'ui_screen_main' (did you mean 'severity'?); expected one of: severity\n")
        r = try runDuolint(["config", "a", "b"], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "duolint: error: 'config' takes at most one PATH\nRun 'duolint help' for usage.\n")
        r = try runDuolint(["config", "--bogus"], in: dir)
        XCTAssertEqual(r.stderr, "duolint: error: unknown option '--bogus' for 'config'\nRun 'duolint help' for usage.\n")
        r = try runDuolint(["config", "--config", "missing.yml"], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "missing.yml: error: cannot read configuration file: No such file or directory\n")
        XCTAssertTrue(try runDuolint(["help"]).stdout.contains("duolint config [PATH] [--config FILE]"))
    }

    func testPrintedPathsAreEscaped() throws {
        let dir = try makeTemporaryDirectory(self)
        // (YAML itself refuses control characters: an old-style command and a bidirectional override get through it.)
        try write(dir, "::warning::x/.duolint.yml", "excluded: [\"##[group]x\u{202E}y\"]\n")
        let r = try runDuolint(["config", "::warning::x/A.swift"], in: dir)
        XCTAssertEqual(r.status, 0)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "path: ::warning::x/A.swift")
        // A line that would begin with `::` (after spaces) is a workflow command to GitHub: `./` goes first.
        XCTAssertTrue(lines.contains("./  ::warning::x/.duolint.yml"), r.stdout)
        XCTAssertTrue(lines.contains("  ##\\u{5B}group]x\\u{202E}y (::warning::x/.duolint.yml)"), r.stdout)
        XCTAssertFalse(r.stdout.contains("\u{202E}"))
        XCTAssertFalse(r.stdout.contains("##["))
    }
}
