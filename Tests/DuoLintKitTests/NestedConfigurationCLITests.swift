import Foundation
import XCTest
@testable import DuoLintKit

/// Nested `.duolint.yml` files through the command line: each file is linted with the configurations at and
/// above its folder, whatever else the command line names; how a child's keys combine with its parents';
/// filters from every level; `--config` imposing one file; an unusable nested file stopping the run.
final class NestedConfigurationCLITests: XCTestCase {
    /// Triggers `ui_screen_main` (error, on by default) and `size_breakpoint` (warning, opt-in), both at 1:15.
    private let source = "let compact = UIScreen.main.bounds.height < 700\n"
    private let screenMain = "UIScreen.main does not say which of iPhone Duo's two displays the app is on; use the window scene's or GeometryReader's bounds instead of UIScreen.main.bounds. (ui_screen_main)"
    private let breakpoint = "Comparing the screen's height with 700 guesses the device from its screen; iPhone Duo's window is 466 × 678 pt on the outer display and 951 × 669 pt on the inner one and changes as it folds, turns and splits, so decide from the size classes and size from the container instead. (size_breakpoint)"

    private func write(_ dir: URL, _ name: String, _ text: String) throws {
        let url = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A folder with `B.swift`, `sub/A.swift` (both `source`) and the two configurations given (nil: none).
    private func project(root: String?, sub: String?) throws -> URL {
        let dir = try makeTemporaryDirectory(self)
        try write(dir, "B.swift", source)
        try write(dir, "sub/A.swift", source)
        if let root { try write(dir, ".duolint.yml", root) }
        if let sub { try write(dir, "sub/.duolint.yml", sub) }
        return dir
    }

    /// The lines of `text` that begin with `prefix`.
    private func lines(_ text: String, startingWith prefix: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.hasPrefix(prefix) }
    }

    // MARK: The issue's test

    func testAFileGetsTheSameFindingsWhateverElseIsOnTheCommandLine() throws {
        // The root turns an opt-in rule on; sub/ turns off a rule the root runs.
        let dir = try project(root: "opt_in_rules: [size_breakpoint]\n", sub: "disabled_rules: [ui_screen_main]\n")
        let expectedA = ["sub/A.swift:1:15: warning: \(breakpoint)"]
        let expectedB = ["B.swift:1:15: warning: \(breakpoint)", "B.swift:1:15: error: \(screenMain)"]
        for arguments in [["B.swift", "sub/A.swift"], ["sub/A.swift", "B.swift"], ["."], []] {
            let r = try runDuolint(["--quiet"] + arguments, in: dir)
            XCTAssertEqual(r.status, 1, "\(arguments)")
            XCTAssertEqual(r.stderr, "", "\(arguments)")
            XCTAssertEqual(r.stdout, (expectedB + expectedA).map { $0 + "\n" }.joined(), "\(arguments)")
        }
        // sub/A.swift alone, and from inside sub/ (paths are shown as given).
        XCTAssertEqual(try runDuolint(["--quiet", "sub/A.swift"], in: dir).stdout, expectedA[0] + "\n")
        let r = try runDuolint(["--quiet", "A.swift"], in: dir.appendingPathComponent("sub"))
        XCTAssertEqual(r.stdout, "A.swift:1:15: warning: \(breakpoint)\n")
        XCTAssertEqual(r.status, 0)
    }

    // MARK: How a child combines with its parents

    func testChildOptInRulesAddToTheParents() throws {
        let dir = try project(root: "rules: { ui_screen_main: { severity: warning } }\n", sub: "opt_in_rules: [size_breakpoint]\n")
        let r = try runDuolint(["--quiet", "."], in: dir)
        XCTAssertEqual(r.stdout, """
            B.swift:1:15: warning: \(screenMain)
            sub/A.swift:1:15: warning: \(breakpoint)
            sub/A.swift:1:15: warning: \(screenMain)

            """)
        XCTAssertEqual(r.status, 0)
    }

    func testChildOnlyRulesReplaceWhatTheChainEnabled() throws {
        let dir = try project(root: "opt_in_rules: [size_breakpoint]\ndisabled_rules: [ui_screen_main]\n",
                              sub: "only_rules: [ui_screen_main]\n")
        let r = try runDuolint(["--quiet", "sub/A.swift", "B.swift"], in: dir)
        XCTAssertEqual(r.stdout, "B.swift:1:15: warning: \(breakpoint)\nsub/A.swift:1:15: error: \(screenMain)\n")
        XCTAssertEqual(r.status, 1)
    }

    func testChildDisabledRulesRemoveFromTheParentsOnlyRules() throws {
        let dir = try project(root: "only_rules: [ui_screen_main, size_breakpoint]\n", sub: "disabled_rules: [size_breakpoint]\n")
        let r = try runDuolint(["--quiet"], in: dir)
        XCTAssertEqual(r.stdout, """
            B.swift:1:15: warning: \(breakpoint)
            B.swift:1:15: error: \(screenMain)
            sub/A.swift:1:15: error: \(screenMain)

            """)
    }

    func testChildSeverityOverridesTheParentsPerRule() throws {
        let dir = try project(root: "opt_in_rules: [size_breakpoint]\nrules: { ui_screen_main: { severity: warning }, size_breakpoint: { severity: error } }\n",
                              sub: "rules: { ui_screen_main: { severity: note } }\n")
        let r = try runDuolint(["--quiet", "."], in: dir)
        XCTAssertEqual(r.stdout, """
            B.swift:1:15: error: \(breakpoint)
            B.swift:1:15: warning: \(screenMain)
            sub/A.swift:1:15: error: \(breakpoint)
            sub/A.swift:1:15: note: \(screenMain)

            """)
        // SARIF's rules carry the severities of the current directory's configuration; each result its own.
        let sarif = try runDuolint(["--quiet", "--reporter", "sarif", "sub/A.swift"], in: dir)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try XCTUnwrap((json["runs"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let levels = Dictionary(uniqueKeysWithValues: rules.map { ($0["id"] as? String ?? "", ($0["defaultConfiguration"] as? [String: Any])?["level"] as? String ?? "") })
        XCTAssertEqual(levels["ui_screen_main"], "warning")
        XCTAssertEqual(levels["size_breakpoint"], "error")
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { "\($0["ruleId"] ?? "") \($0["level"] ?? "")" }, ["size_breakpoint error", "ui_screen_main note"])
    }

    func testChildMaxFileSizeOverridesTheParents() throws {
        let dir = try project(root: "max_file_size: 1\n", sub: "max_file_size: 2\n")
        let big = "// " + String(repeating: "x", count: 1_200_000) + "\n"
        try write(dir, "Big.swift", big)
        try write(dir, "sub/Big.swift", big)
        let r = try runDuolint(["--quiet", "--", "Big.swift", "sub/Big.swift"], in: dir)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "Big.swift: error: file is 1200004 bytes, over the 1 MiB size limit (max_file_size, --max-file-size); not linted\n")
        XCTAssertEqual(r.status, 2)
    }

    // MARK: included / excluded at every level

    func testAParentsExcludedLeavesOutAChildFoldersFiles() throws {
        let dir = try project(root: "excluded: [sub/Generated]\n", sub: "rules: { ui_screen_main: { severity: warning } }\n")
        try write(dir, "sub/Generated/G.swift", source)
        for arguments in [["."], ["sub"], ["sub/Generated"], ["sub/Generated/G.swift"]] {
            let r = try runDuolint(["--quiet"] + arguments, in: dir)
            XCTAssertEqual(lines(r.stdout, startingWith: "sub/Generated"), [], "\(arguments)")
        }
        // From inside sub/, the root's pattern still counts from the root's folder.
        let r = try runDuolint(["--quiet"], in: dir.appendingPathComponent("sub"))
        XCTAssertEqual(r.stdout, "A.swift:1:15: warning: \(screenMain)\n")
    }

    func testAChildsExcludedIsRelativeToTheChildAndAppliesOnlyBelowIt() throws {
        let dir = try project(root: nil, sub: "excluded: [Generated]\n")
        try write(dir, "sub/Generated/G.swift", source)
        try write(dir, "Generated/G.swift", source)
        let r = try runDuolint(["--quiet", "."], in: dir)
        XCTAssertEqual(r.stdout, """
            B.swift:1:15: error: \(screenMain)
            Generated/G.swift:1:15: error: \(screenMain)
            sub/A.swift:1:15: error: \(screenMain)

            """)
        // Named on the command line, the excluded file is still left out (a hook passes changed files).
        XCTAssertEqual(try runDuolint(["--quiet", "sub/Generated/G.swift"], in: dir).stdout, "")
    }

    func testAChildsIncludedNarrowsOnlyItsOwnFolder() throws {
        let dir = try project(root: nil, sub: "included: [Screens]\n")
        try write(dir, "sub/Screens/S.swift", source)
        let r = try runDuolint(["--quiet"], in: dir)
        XCTAssertEqual(r.stdout, "B.swift:1:15: error: \(screenMain)\nsub/Screens/S.swift:1:15: error: \(screenMain)\n")
    }

    // MARK: --config

    func testExplicitConfigOverridesNesting() throws {
        let dir = try project(root: "opt_in_rules: [size_breakpoint]\n", sub: "disabled_rules: [ui_screen_main]\nexcluded: [A.swift]\n")
        try write(dir, "ci/strict.yml", "rules: { ui_screen_main: { severity: warning } }\n")
        let r = try runDuolint(["--quiet", "--config", "ci/strict.yml", "sub/A.swift", "B.swift"], in: dir)
        XCTAssertEqual(r.stdout, "B.swift:1:15: warning: \(screenMain)\nsub/A.swift:1:15: warning: \(screenMain)\n")
        XCTAssertEqual(r.status, 0)
        // A broken nested file is not read under --config.
        try write(dir, "sub/.duolint.yml", "disabled_rule: []\n")
        XCTAssertEqual(try runDuolint(["--quiet", "--config", "ci/strict.yml"], in: dir).status, 0)
    }

    func testConfigGivenTwiceIsAUsageError() throws {
        let dir = try project(root: nil, sub: nil)
        try write(dir, "a.yml", "")
        for arguments in [["--config", "a.yml", "--config", "a.yml"], ["--config=a.yml", "B.swift", "--config", "b.yml"]] {
            let r = try runDuolint(arguments, in: dir)
            XCTAssertEqual(r.status, 2, "\(arguments)")
            XCTAssertEqual(r.stdout, "")
            XCTAssertEqual(r.stderr, "duolint: error: --config given twice; give one configuration file\nRun 'duolint help' for usage.\n")
        }
    }

    // MARK: Unusable nested files

    func testAnInvalidNestedConfigurationStopsTheRunBeforeLinting() throws {
        let dir = try project(root: "rules: { ui_screen_main: { severity: warning } }\n", sub: "disabled_rule: [ui_screen_main]\n")
        try write(dir, "other/.duolint.yml", "opt_in_rules: [size_breakpoints]\n")
        try write(dir, "other/C.swift", source)
        let keys = "disabled_rules, excluded, included, max_file_size, only_rules, opt_in_rules, reporter, root, rules"
        let ids = RuleRegistry.descriptions.map(\.id).joined(separator: ", ")
        let both = "other/.duolint.yml:1:16: error: unknown rule 'size_breakpoints' in 'opt_in_rules' (did you mean 'size_breakpoint'?); expected one of: \(ids)\n"
            + "sub/.duolint.yml:1:1: error: unknown key 'disabled_rule' (did you mean 'disabled_rules'?); expected one of: \(keys)\n"
        var r = try runDuolint([], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, both)
        // Whatever the order of the paths, and with a report file: nothing is written.
        r = try runDuolint(["--output", "report.txt", "sub/A.swift", "other", "B.swift"], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, both)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("report.txt").path))
        // Standard input linted as a file below it.
        r = try runDuolint(["--stdin-path", "sub/New.swift"], in: dir, stdin: Data(source.utf8))
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "sub/.duolint.yml:1:1: error: unknown key 'disabled_rule' (did you mean 'disabled_rules'?); expected one of: \(keys)\n")
        // A run that reaches neither folder does not read them.
        r = try runDuolint(["--quiet", "B.swift"], in: dir)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, "B.swift:1:15: warning: \(screenMain)\n")
    }

    func testTheConfigurationOfAFolderLeftOutAboveIsNotRead() throws {
        // A vendored folder with a configuration this duolint does not understand, excluded by the root.
        let dir = try project(root: "excluded: [Vendor]\n", sub: "included: [Screens]\n")
        try write(dir, "Vendor/.duolint.yml", "future_key: 1\n")
        try write(dir, "Vendor/V.swift", source)
        try write(dir, "sub/Tools/.duolint.yml", "disabled_rule: []\n")
        for arguments in [[], ["Vendor"], ["Vendor/V.swift", "B.swift"], ["sub"]] {
            let r = try runDuolint(["--quiet"] + arguments, in: dir)
            XCTAssertEqual(r.stderr, "", "\(arguments)")
            XCTAssertEqual(lines(r.stdout, startingWith: "Vendor"), [], "\(arguments)")
            XCTAssertEqual(lines(r.stdout, startingWith: "sub"), [], "\(arguments)")
        }
        let r = try runDuolint(["config", "Vendor/V.swift"], in: dir)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout.split(separator: "\n").prefix(4), ["path: Vendor/V.swift", "linted: no (left out by included/excluded)",
                                                                   "files (root first):", "  .duolint.yml"])
    }

    func testANestedConfigurationLinkedOutsideItsFolderIsNotRead() throws {
        let dir = try project(root: nil, sub: nil)
        try write(dir, "secret.yml", "disabled_rules: [ui_screen_main]\n")
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("sub/.duolint.yml").path,
                                                   withDestinationPath: "../secret.yml")
        let r = try runDuolint(["--quiet", "."], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "sub/.duolint.yml: error: the configuration found is a symbolic link to a file outside its folder; "
                       + "not read (give it with --config to use it)\n")
    }

    func testRootTrueStartsTheChainAgain() throws {
        // The root turns ui_screen_main off; `sub` says `root: true`, so the root's file is not merged there.
        let dir = try project(root: "disabled_rules: [ui_screen_main]\n", sub: "root: true\n")
        let r = try runDuolint(["--quiet", "."], in: dir)
        XCTAssertEqual(r.stdout, "sub/A.swift:1:15: error: \(screenMain)\n")
        XCTAssertEqual(try runDuolint(["config", "sub/A.swift"], in: dir).stdout.split(separator: "\n").prefix(4),
                       ["path: sub/A.swift", "linted: yes", "files (root first):", "  sub/.duolint.yml"])
        let bad = try project(root: nil, sub: "root: yes\n")
        let e = try runDuolint(["--quiet", "."], in: bad)
        XCTAssertEqual(e.status, 2)
        XCTAssertEqual(e.stderr, "sub/.duolint.yml:1:7: error: 'root' expects true or false, got 'yes'\n")
    }

    func testANestedConfigurationLinkThatLeadsNowhereStopsTheRun() throws {
        // Its file moved, or a loop: the settings it was meant to give must not be lost in silence.
        for target in ["moved.yml", ".duolint.yml"] {
            let dir = try project(root: nil, sub: nil)
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("sub/.duolint.yml").path,
                                                       withDestinationPath: target)
            let r = try runDuolint(["--quiet", "."], in: dir)
            XCTAssertEqual(r.status, 2, target)
            XCTAssertEqual(r.stdout, "", target)
            let reason = target == "moved.yml" ? "No such file or directory" : "Too many levels of symbolic links"
            XCTAssertEqual(r.stderr, "sub/.duolint.yml: error: cannot read configuration file: it is a symbolic link that leads to no file (\(reason))\n", target)
        }
    }

    func testANestedConfigurationReadIsNeverWrittenOver() throws {
        let nested = "disabled_rules: [ui_screen_main]\n"
        let dir = try project(root: nil, sub: nested)
        for (option, what) in [("--output", "report"), ("--write-baseline", "baseline")] {
            let r = try runDuolint([option, "sub/.duolint.yml", "."], in: dir)
            XCTAssertEqual(r.status, 2)
            XCTAssertEqual(r.stdout, "")
            XCTAssertEqual(r.stderr, "duolint: error: cannot write \(what) to sub/.duolint.yml: it is the configuration file "
                           + "sub/.duolint.yml this run reads; nothing was written\n")
            XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("sub/.duolint.yml"), encoding: .utf8), nested)
        }
    }

    // MARK: Standard input and run-level settings

    func testStdinPathUsesItsOwnChain() throws {
        let dir = try project(root: "opt_in_rules: [size_breakpoint]\n", sub: "disabled_rules: [ui_screen_main]\n")
        let r = try runDuolint(["--quiet", "--stdin-path", "sub/New.swift"], in: dir, stdin: Data(source.utf8))
        XCTAssertEqual(r.stdout, "sub/New.swift:1:15: warning: \(breakpoint)\n")
        XCTAssertEqual(r.status, 0)
    }

    func testTheReporterComesFromTheCurrentDirectorysConfiguration() throws {
        let dir = try project(root: "reporter: checkstyle\n", sub: "reporter: json\n")
        // From the root, linting only sub/: the root's reporter, not sub/'s, nor the first path's.
        let fromRoot = try runDuolint(["--quiet", "sub/A.swift"], in: dir)
        XCTAssertTrue(fromRoot.stdout.hasPrefix("<?xml"), fromRoot.stdout)
        // From sub/, linting the root's file: sub/'s.
        let fromSub = try runDuolint(["--quiet", "../B.swift"], in: dir.appendingPathComponent("sub"))
        XCTAssertTrue(fromSub.stdout.hasPrefix("["), fromSub.stdout)
    }

    // MARK: Cost

    func testEachConfigurationIsReadOnceForTenThousandFilesInAThousandFolders() throws {
        let dir = try makeTemporaryDirectory(self)
        let fm = FileManager.default
        // 100 folders of 10 folders each; a configuration at the root and in each of the 100; 10 files a leaf.
        try write(dir, ".duolint.yml", "opt_in_rules: [size_breakpoint]\n")
        for d in 0..<100 {
            let mid = dir.appendingPathComponent("d\(d)")
            try fm.createDirectory(at: mid, withIntermediateDirectories: true)
            try Data((d % 2 == 0 ? "disabled_rules: [ui_screen_main]\n" : "rules: { ui_screen_main: { severity: note } }\n").utf8)
                .write(to: mid.appendingPathComponent(".duolint.yml"))
            for e in 0..<10 {
                let leaf = mid.appendingPathComponent("e\(e)")
                try fm.createDirectory(at: leaf, withIntermediateDirectories: true)
                for f in 0..<10 { XCTAssertTrue(fm.createFile(atPath: leaf.appendingPathComponent("F\(f).swift").path, contents: Data())) }
            }
        }
        // An absolute path, with the set's current directory the tree's root: nothing else is looked at.
        let root = Configuration.absolute(dir.path)
        let set = ConfigurationSet(currentDirectory: root)
        let plan = try Linter(jobs: 1).plan(paths: [root], configurations: set)
        XCTAssertEqual(plan.files.count, 10_000)
        XCTAssertEqual(set.filesRead, 101)
        // Every folder of the tree once (1 + 100 + 1,000), and each folder above the root once (`/tmp`, `/`).
        let ancestors = root.split(separator: "/").count
        XCTAssertEqual(set.foldersLookedAt, 1 + 100 + 1_000 + ancestors)
        // Two distinct configurations below the root's (the root's own holds no Swift file): one linter each.
        XCTAssertEqual(plan.settings.count, 2)
    }
}
