import Foundation
import XCTest
@testable import DuoLintKit

/// `.duolint.yml`: every key's effect on findings, the exact errors for typos and bad values, upward
/// discovery, `--config`, `included`/`excluded` globs in discovery, and the README's example.
final class ConfigurationTests: XCTestCase {
    private let uiScreen = "let s = UIScreen.main.bounds\n"
    private let uiScreenMessage = "UIScreen.main does not say which of iPhone Duo's two displays the app is on; use the window scene's or GeometryReader's bounds instead of UIScreen.main.bounds. (ui_screen_main)"
    private let keys = "disabled_rules, excluded, included, max_file_size, only_rules, opt_in_rules, reporter, root, rules"
    private var ruleIDs: String { RuleRegistry.descriptions.map(\.id).joined(separator: ", ") }

    private func write(_ dir: URL, _ name: String, _ text: String) throws {
        let url = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The error reading `text` as `.duolint.yml` gives, as printed.
    private func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try ConfigurationReader().read(Array(text.utf8), path: ".duolint.yml", directory: "/project")
            XCTFail("no error for \(text)", file: file, line: line)
            return nil
        } catch let e as ConfigurationError {
            return e.description
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
            return nil
        }
    }

    private func read(_ text: String) throws -> Configuration {
        try ConfigurationReader().read(Array(text.utf8), path: ".duolint.yml", directory: "/project")
    }

    // MARK: Reading

    func testEveryKeyIsRead() throws {
        let c = try read("""
            included: [App, "Screens/**/*.duo.yml"]
            excluded: App/Generated
            disabled_rules: [text_only_bar_item]
            opt_in_rules: [size_breakpoint]
            rules:
              ui_screen_main: { severity: warning }
              interactive_on_fold: { fold_band: 32.5, severity: note }
            reporter: sarif
            """)
        XCTAssertEqual(c.path, ".duolint.yml")
        XCTAssertEqual(c.directory, "/project")
        XCTAssertEqual(c.included, ["App", "Screens/**/*.duo.yml"])
        XCTAssertEqual(c.excluded, ["App/Generated"])
        XCTAssertEqual(c.disabledRules, ["text_only_bar_item"])
        XCTAssertEqual(c.optInRules, ["size_breakpoint"])
        XCTAssertNil(c.onlyRules)
        XCTAssertEqual(c.severities, ["ui_screen_main": .warning, "interactive_on_fold": .note])
        XCTAssertEqual(c.foldBand, 32.5)
        XCTAssertEqual(c.reporter, "sarif")
        XCTAssertEqual(c.ruleOptions(foldBand: nil).foldBand, 32.5)
        XCTAssertEqual(c.ruleOptions(foldBand: 10).foldBand, 10)
    }

    func testEmptyFileAndCommentsOnlyAreTheDefault() throws {
        for text in ["", "# nothing here\n", "\n\n"] {
            let c = try read(text)
            XCTAssertEqual(c, Configuration(path: ".duolint.yml", directory: "/project"), text)
            XCTAssertEqual(c.ruleOptions(foldBand: nil).foldBand, 27)
        }
        XCTAssertEqual(try read("disabled_rules:\nincluded:\n").disabledRules, [])
    }

    func testTypoInKeyIsAnErrorNamingTheKnownKeys() {
        XCTAssertEqual(error("included: [App]\ndisabled_rule: [ui_screen_main]\n"),
                       ".duolint.yml:2:1: error: unknown key 'disabled_rule' (did you mean 'disabled_rules'?); expected one of: \(keys)")
    }

    func testUnknownRuleIDsAreErrorsListingTheRules() {
        XCTAssertEqual(error("disabled_rules: [ui_screen_man]\n"),
                       ".duolint.yml:1:18: error: unknown rule 'ui_screen_man' in 'disabled_rules' (did you mean 'ui_screen_main'?); expected one of: \(ruleIDs)")
        XCTAssertEqual(error("opt_in_rules:\n  - size_breakpoints\n"),
                       ".duolint.yml:2:5: error: unknown rule 'size_breakpoints' in 'opt_in_rules' (did you mean 'size_breakpoint'?); expected one of: \(ruleIDs)")
        XCTAssertEqual(error("only_rules: ui_screen\n"),
                       ".duolint.yml:1:13: error: unknown rule 'ui_screen' in 'only_rules'; expected one of: \(ruleIDs)")
        XCTAssertEqual(error("rules:\n  ui_screen: { severity: error }\n"),
                       ".duolint.yml:2:3: error: unknown rule 'ui_screen' in 'rules'; expected one of: \(ruleIDs)")
    }

    func testDidYouMeanOnlyWhenExactlyOneNameIsClose() {
        // The threshold grows with the name: 1 edit up to 4 characters, 2 up to 8, 3 beyond.
        XCTAssertEqual(["abcd", "abcde", "abcdefgh", "abcdefghi"].map(Suggestion.threshold(for:)), [1, 2, 2, 3])
        // Swapped neighbours are one edit.
        XCTAssertEqual(Suggestion.distance("ui_screen_mian", "ui_screen_main"), 1)
        XCTAssertEqual(Suggestion.distance("", "abc"), 3)
        XCTAssertEqual(Suggestion.distance("kitten", "sitting"), 3)
        // Case does not count; the nearer of two close names wins.
        XCTAssertEqual(Suggestion.closest(to: "UI_SCREEN_MAIN", among: RuleRegistry.descriptions.map(\.id)), "ui_screen_main")
        XCTAssertEqual(Suggestion.closest(to: "abcdefgh", among: ["abcdefgx", "abcdefxx"]), "abcdefgx")
        XCTAssertEqual(Suggestion.closest(to: "ui_screen_mian", among: RuleRegistry.descriptions.map(\.id)), "ui_screen_main")
        // Two names equally close: no guess. Too far: none.
        XCTAssertNil(Suggestion.closest(to: "ab", among: ["ax", "ay"]))
        XCTAssertNil(Suggestion.closest(to: "ui_screen", among: RuleRegistry.descriptions.map(\.id)))
        XCTAssertEqual(error("rules:\n  interactive_on_fold: { severity: error, fold_bands: 3 }\n"),
                       ".duolint.yml:2:43: error: unknown option 'fold_bands' for rule 'interactive_on_fold' (did you mean 'fold_band'?); expected one of: fold_band, severity")
        XCTAssertEqual(error("reporter: sarf\n"),
                       ".duolint.yml:1:11: error: unknown reporter 'sarf' (did you mean 'sarif'?); expected one of: \(Reporters.names.joined(separator: ", "))")
        XCTAssertEqual(error("only_rules: [ui_screen_main, bar_item_ordr]\n"),
                       ".duolint.yml:1:30: error: unknown rule 'bar_item_ordr' in 'only_rules' (did you mean 'bar_item_order'?); expected one of: \(ruleIDs)")
        XCTAssertEqual(error("includd: [App]\n"),
                       ".duolint.yml:1:1: error: unknown key 'includd' (did you mean 'included'?); expected one of: \(keys)")
    }

    func testColumnsCountUTF8Bytes() {
        // `é` is two bytes: the mapping after it starts at character 15, byte 16.
        XCTAssertEqual(error("included: [é, {a: 1}]\n"), ".duolint.yml:1:16: error: 'included' expects a list of paths or globs")
        XCTAssertEqual(error("excluded: [\"é😀\"]\nincluded: [\"😀\", {a: 1}]\n"), ".duolint.yml:2:20: error: 'included' expects a list of paths or globs")
        XCTAssertEqual(error("excluded: [é]\ndisabled_rules: [ui_screen_main, \"é\"]\n")?.hasPrefix(".duolint.yml:2:34: error: unknown rule 'é'"), true)
        XCTAssertEqual(error("# é\nrules: { ui_screen_main: { severity: \"é\" }, x: 1 }\n"),
                       ".duolint.yml:2:38: error: invalid severity 'é' for rule 'ui_screen_main'; expected one of: note, warning, error")
        XCTAssertEqual(error("included: [\"é\"]\nrules: { interactive_on_fold: { fold_band: -1 }, é: 1 }\n"),
                       ".duolint.yml:2:44: error: invalid fold_band '-1'; expected a width in points, 0 or more")
    }

    func testBadValuesAreErrorsNamingWhatIsAllowed() {
        XCTAssertEqual(error("rules:\n  ui_screen_main: { severity: fatal }\n"),
                       ".duolint.yml:2:31: error: invalid severity 'fatal' for rule 'ui_screen_main'; expected one of: note, warning, error")
        XCTAssertEqual(error("rules:\n  ui_screen_main: { severty: error }\n"),
                       ".duolint.yml:2:21: error: unknown option 'severty' for rule 'ui_screen_main' (did you mean 'severity'?); expected one of: severity")
        XCTAssertEqual(error("rules:\n  ui_screen_main: { fold_band: 30 }\n"),
                       ".duolint.yml:2:21: error: unknown option 'fold_band' for rule 'ui_screen_main'; expected one of: severity")
        XCTAssertEqual(error("rules:\n  interactive_on_fold: { foldband: 30 }\n"),
                       ".duolint.yml:2:26: error: unknown option 'foldband' for rule 'interactive_on_fold' (did you mean 'fold_band'?); expected one of: fold_band, severity")
        for bad in ["-3", "wide", "\"30\"", ".inf", "[30]", "0x10", "1_0", "0o17", "+.5e"] {
            let shown = bad == "[30]" ? "" : " '\(bad.replacingOccurrences(of: "\"", with: ""))'"
            XCTAssertEqual(error("rules:\n  interactive_on_fold: { fold_band: \(bad) }\n"),
                           ".duolint.yml:2:37: error: invalid fold_band\(shown); expected a width in points, 0 or more", bad)
        }
        XCTAssertEqual(error("rules:\n  ui_screen_main: error\n"),
                       ".duolint.yml:2:19: error: options of 'ui_screen_main' must be a mapping; expected keys: severity")
        XCTAssertEqual(error("rules: [ui_screen_main]\n"),
                       ".duolint.yml:1:8: error: 'rules' expects a mapping from rule id to options, e.g. 'ui_screen_main: { severity: error }'")
        XCTAssertEqual(error("reporter: pdf\n"),
                       ".duolint.yml:1:11: error: unknown reporter 'pdf'; expected one of: \(Reporters.names.joined(separator: ", "))")
        XCTAssertEqual(error("included: { App: 1 }\n"), ".duolint.yml:1:11: error: 'included' expects a list of paths or globs")
        XCTAssertEqual(error("disabled_rules: { ui_screen_main: 1 }\n"), ".duolint.yml:1:17: error: 'disabled_rules' expects a list of rule ids")
        XCTAssertEqual(error("- ui_screen_main\n"), ".duolint.yml:1:1: error: expected a mapping of keys: \(keys)")
        XCTAssertEqual(error("disabled_rules: []\ndisabled_rules: [ui_screen_main]\n"), ".duolint.yml:2:1: error: duplicate key 'disabled_rules'")
        XCTAssertEqual(error("rules: { ui_screen_main: { severity: note, severity: error } }\n"),
                       ".duolint.yml:1:44: error: duplicate option 'severity' for rule 'ui_screen_main'")
        XCTAssertEqual(error("disabled_rules: [ui_screen_main\n"), ".duolint.yml:2:1: error: while parsing a flow sequence: did not find expected ',' or ']'")
    }

    func testOnlyRulesCannotBeCombined() {
        XCTAssertEqual(error("disabled_rules: [ui_screen_main]\nonly_rules: [bar_item_order]\n"),
                       ".duolint.yml:2:1: error: 'only_rules' cannot be combined with 'disabled_rules'; list the rules to run in 'only_rules' alone")
        XCTAssertEqual(error("only_rules: [bar_item_order]\nopt_in_rules: [size_breakpoint]\n"),
                       ".duolint.yml:1:1: error: 'only_rules' cannot be combined with 'opt_in_rules'; list the rules to run in 'only_rules' alone")
    }

    func testOnlyRulesEmptyIsAnErrorAndOtherKeysWithoutValueAreEmpty() throws {
        let message = "'only_rules' is empty: it would turn off every rule; list the rules to run or remove the key"
        XCTAssertEqual(error("only_rules: []\n"), ".duolint.yml:1:13: error: \(message)")
        XCTAssertEqual(error("only_rules:\n"), ".duolint.yml:1:12: error: \(message)")
        // Every other key with no value (or an empty list) is the same as leaving the key out; `included`
        // empty is no restriction (everything is linted), not "nothing".
        let none = Configuration(path: ".duolint.yml", directory: "/project")
        XCTAssertEqual(try read("disabled_rules:\nopt_in_rules:\nincluded:\nexcluded:\nrules:\n"), none)
        XCTAssertEqual(try read("disabled_rules: []\nopt_in_rules: []\nincluded: []\nexcluded: []\nrules: {}\n"), none)
        XCTAssertNil(try read("included: []\n").pathFilter)
    }

    func testPatternsLeavingTheFolderAreErrorsAndAbsolutePathsInsideItAreRelative() throws {
        let outside = { (key: String, pattern: String) in
            "error: '\(key)' patterns are relative to the folder of .duolint.yml; '\(pattern)' is outside it"
        }
        XCTAssertEqual(error("included: [App]\nexcluded: [\"/tmp/x\"]\n"), ".duolint.yml:2:12: \(outside("excluded", "/tmp/x"))")
        XCTAssertEqual(error("excluded: [App, ../Shared]\n"), ".duolint.yml:1:17: \(outside("excluded", "../Shared"))")
        XCTAssertEqual(error("included: App/../../x\n"), ".duolint.yml:1:11: \(outside("included", "App/../../x"))")
        XCTAssertEqual(error("excluded: [/projects/App]\n"), ".duolint.yml:1:12: \(outside("excluded", "/projects/App"))")
        XCTAssertEqual(error("excluded: [/project/../x]\n"), ".duolint.yml:1:12: \(outside("excluded", "/project/../x"))")
        XCTAssertEqual(error("excluded: [App/../Other]\n"),
                       ".duolint.yml:1:12: error: 'excluded' pattern 'App/../Other' has a '..' component; write the path from the folder of .duolint.yml without it")
        let c = try read("excluded: [/project/App/Generated, /project/, \"/project/./Gen/../Src\"]\nincluded: /project/App\n")
        XCTAssertEqual(c.excluded, ["App/Generated", ".", "Src"])
        XCTAssertEqual(c.included, ["App"])
        // The folder given to the reader is the configuration's folder; "/" holds every absolute path.
        let root = try ConfigurationReader().read(Array("excluded: [/tmp/x]\n".utf8), path: ".duolint.yml", directory: "/")
        XCTAssertEqual(root.excluded, ["tmp/x"])
    }

    func testAPatternStringIsAListOfOneWithTheSameChecks() throws {
        XCTAssertEqual(error("excluded: \"\"\n"), ".duolint.yml:1:11: error: empty pattern in 'excluded'; write '.' for the whole folder of .duolint.yml")
        XCTAssertEqual(error("excluded: [\"\"]\n"), ".duolint.yml:1:12: error: empty pattern in 'excluded'; write '.' for the whole folder of .duolint.yml")
        XCTAssertEqual(error("excluded: \"/\"\n"),
                       ".duolint.yml:1:11: error: 'excluded' patterns are relative to the folder of .duolint.yml; '/' is outside it")
        XCTAssertEqual(error("excluded: [\"/\"]\n"),
                       ".duolint.yml:1:12: error: 'excluded' patterns are relative to the folder of .duolint.yml; '/' is outside it")
        XCTAssertEqual(try read("excluded: App\n").excluded, ["App"])
        // `.` is the whole folder: excluding everything has to be written out.
        let all = try read("excluded: .\n")
        XCTAssertEqual(all.excluded, ["."])
        XCTAssertEqual(all.pathFilter?.allowsFile("/project/A.swift"), false)
        XCTAssertEqual(try read("excluded: [App]\n").pathFilter?.allowsFile("/project/A.swift"), true)
    }

    func testTagsAreRejectedAndFoldBandIsDecimalZeroOrMore() throws {
        XCTAssertEqual(error("disabled_rules: !!seq [!!str ui_screen_main]\n"),
                       ".duolint.yml:1:17: error: tags (tag:yaml.org,2002:seq) are not part of the configuration format")
        XCTAssertEqual(error("disabled_rules: [!!str ui_screen_main]\n"),
                       ".duolint.yml:1:18: error: tags (tag:yaml.org,2002:str) are not part of the configuration format")
        XCTAssertEqual(error("rules: { !custom ui_screen_main: { severity: note } }\n"),
                       ".duolint.yml:1:10: error: tags (!custom) are not part of the configuration format")
        XCTAssertEqual(error("rules:\n  interactive_on_fold: { fold_band: 0x10 }\n"),
                       ".duolint.yml:2:37: error: invalid fold_band '0x10'; expected a width in points, 0 or more")
        // 0 keeps only the fold line itself, as `--fold-band 0` does.
        let zero = try read("rules:\n  interactive_on_fold: { fold_band: 0 }\n")
        XCTAssertEqual(zero.foldBand, 0)
        XCTAssertEqual(zero.ruleOptions(foldBand: nil).foldBand, 0)
        XCTAssertEqual(try read("rules: { interactive_on_fold: { fold_band: 1e1 } }\n").foldBand, 10)
    }

    func testOneDocumentAndAnEndMarkerAlone() throws {
        XCTAssertEqual(error("disabled_rules: []\n---\nexcluded: []\n"),
                       ".duolint.yml:2:1: error: a second YAML document; a configuration file is one document")
        let none = Configuration(path: ".duolint.yml", directory: "/project")
        for text in ["...\n", "---\n...\n", "# only this\n...\n", "---\n"] {
            XCTAssertEqual(try read(text), none, text)
        }
    }

    func testConfigThatIsNotARegularFileIsRefusedWithoutBlocking() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(dir, "A.swift", uiScreen)
        let fifo = dir.appendingPathComponent("fifo.yml").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertThrowsError(try ConfigurationReader().load(path: fifo)) { e in
            XCTAssertEqual("\(e)", "\(fifo): error: cannot read configuration file: not a regular file")
        }
        var r = try runDuolint(["--quiet", "--config", "fifo.yml", "A.swift"], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "fifo.yml: error: cannot read configuration file: not a regular file\n")
        r = try runDuolint(["--quiet", "--config", ".", "A.swift"], in: dir)
        XCTAssertEqual(r.stderr, ".: error: cannot read configuration file: not a regular file\n")
    }

    func testOptInRulesRunOnlyWhenListed() throws {
        let plain = UIScreenMainRule.description
        var optIn = plain
        optIn.id = "size_breakpoint"
        optIn.isOptIn = true
        XCTAssertFalse(plain.isOptIn)
        XCTAssertEqual(RuleRegistry.descriptions.filter(\.isOptIn).map(\.id), ["size_breakpoint"])
        let reader = ConfigurationReader(rules: [plain, optIn], reporters: ["xcode"])
        let none = try reader.read([], path: "c", directory: "/")
        XCTAssertTrue(none.isEnabled(plain))
        XCTAssertFalse(none.isEnabled(optIn))
        XCTAssertThrowsError(try reader.read(Array("opt_in_rules: [size_breakpoint, ui_screen_main]".utf8), path: "c", directory: "/")) {
            XCTAssertEqual("\($0)", "c:1:33: error: rule 'ui_screen_main' in 'opt_in_rules' is not opt-in (it runs unless "
                           + "'disabled_rules' lists it); opt-in rules: size_breakpoint")
        }
        let listed = try reader.read(Array("opt_in_rules: [size_breakpoint]".utf8), path: "c", directory: "/")
        XCTAssertTrue(listed.isEnabled(plain))
        XCTAssertTrue(listed.isEnabled(optIn))
        let only = try reader.read(Array("only_rules: [size_breakpoint]".utf8), path: "c", directory: "/")
        XCTAssertFalse(only.isEnabled(plain))
        XCTAssertTrue(only.isEnabled(optIn))
        let disabled = try reader.read(Array("disabled_rules: [ui_screen_main]\nopt_in_rules: [size_breakpoint]".utf8), path: "c", directory: "/")
        XCTAssertFalse(disabled.isEnabled(plain))
        XCTAssertTrue(disabled.isEnabled(optIn))
    }

    // MARK: Globs and discovery

    func testGlobs() {
        XCTAssertTrue(Glob("App").matchesPathOrAncestor(["App", "A.swift"]))
        XCTAssertTrue(Glob("./App/").matchesPathOrAncestor(["App"]))
        XCTAssertFalse(Glob("App").matchesPathOrAncestor(["Apps", "A.swift"]))
        XCTAssertTrue(Glob("*.swift").matchesPathOrAncestor(["A.swift"]))
        XCTAssertFalse(Glob("*.swift").matchesPathOrAncestor(["App", "A.swift"]))
        XCTAssertTrue(Glob("**/*.swift").matchesPathOrAncestor(["App", "X", "A.swift"]))
        XCTAssertTrue(Glob("**/*.swift").matchesPathOrAncestor(["A.swift"]))
        XCTAssertTrue(Glob("**/Generated").matchesPathOrAncestor(["App", "Generated", "G.swift"]))
        XCTAssertTrue(Glob("App/**/Gen*").matchesPathOrAncestor(["App", "Gen", "G.swift"]))
        XCTAssertTrue(Glob("V?ew.swift").matchesPathOrAncestor(["View.swift"]))
        XCTAssertFalse(Glob("V?ew.swift").matchesPathOrAncestor(["Vew.swift"]))
        XCTAssertTrue(Glob("*").matchesPathOrAncestor(["anything", "below"]))
        XCTAssertTrue(Glob("a*b*c").matchesPathOrAncestor(["aXbYbZc"]))
        XCTAssertFalse(Glob("a*b*c").matchesPathOrAncestor(["aXbYbZ"]))
        XCTAssertTrue(Glob("../Shared").matchesPathOrAncestor(["..", "Shared", "S.swift"]))
        XCTAssertFalse(Glob(".").matchesPathOrAncestor(["..", "Shared", "S.swift"]))
        XCTAssertTrue(Glob("App/Screens").mayMatchBelow(["App"]))
        XCTAssertFalse(Glob("App/Screens").mayMatchBelow(["Other"]))
        XCTAssertTrue(Glob("**/Screens").mayMatchBelow(["Other", "Deep"]))
    }

    func testRepeatedDoubleStarsMatchInLinearTime() {
        // 30 folders deep: the old backtracking matcher took exponential time in the number of `**`.
        let deep = (0..<30).map { "d\($0)" } + ["file.swift"]
        let repeated = Glob("**/**/**/**/**/**/**/**/nomatch")
        XCTAssertEqual(repeated.components, ["**", "nomatch"])
        XCTAssertFalse(repeated.matchesPathOrAncestor(deep))
        XCTAssertTrue(Glob(Array(repeating: "**", count: 40).joined(separator: "/") + "/d29/file.swift").matchesPathOrAncestor(deep))
        // `**` separated by other components cannot be collapsed: each (pattern, path) position is tried once.
        let interleaved = Array(repeating: "**/d*", count: 20).joined(separator: "/")
        XCTAssertFalse(Glob(interleaved + "/nomatch").matchesPathOrAncestor(deep))
        XCTAssertTrue(Glob(interleaved).matchesPathOrAncestor(deep))
        XCTAssertTrue(Glob(interleaved + "/**/*.swift").matchesPathOrAncestor(deep))
        XCTAssertFalse(Glob(Array(repeating: "**/d*", count: 31).joined(separator: "/")).matchesPathOrAncestor(deep))
        let filter = PathFilter(directory: "/project", included: [], excluded: ["**/**/**/**/**/**/**/**/nomatch"])
        XCTAssertTrue(filter.allowsFile("/project/" + deep.joined(separator: "/")))
        XCTAssertTrue(filter.allowsDirectory("/project/" + deep.dropLast().joined(separator: "/")))
    }

    func testIncludedAndExcludedInDiscovery() throws {
        let dir = try makeTemporaryDirectory(self)
        for name in ["App/A.swift", "App/Generated/G.swift", "App/Sub/Generated/H.swift", "App/Sub/S.swift",
                     "Other/O.swift", "Screens/Home.duo.yml", "Screens/Old/Home.duo.yml", "Top.swift", "Tests/T.swift"] {
            try write(dir, name, "\n")
        }
        let filter = PathFilter(directory: dir.path, included: ["App", "Screens/*.duo.yml", "Top.swift"],
                                excluded: ["**/Generated", "App/Sub/S.swift"])
        XCTAssertEqual(FileDiscovery.discover([dir.path], filter: filter).files.map { String($0.dropFirst(dir.path.count + 1)) },
                       ["Top.swift", "App/A.swift", "Screens/Home.duo.yml"])
        XCTAssertFalse(filter.allowsDirectory(dir.path + "/Other"))
        XCTAssertFalse(filter.allowsDirectory(dir.path + "/App/Generated"))
        XCTAssertTrue(filter.allowsDirectory(dir.path + "/Screens"))
        // A file named on the command line is filtered too; an excluded folder named there is not walked.
        XCTAssertEqual(FileDiscovery.discover([dir.path + "/Other/O.swift", dir.path + "/App/Generated"], filter: filter).files, [])
    }

    // MARK: Through the command line

    func testTypoFailsWithExit2AndLintsNothing() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(dir, "A.swift", uiScreen)
        try write(dir, ".duolint.yml", "disabled_rule: [ui_screen_main]\n")
        let r = try runDuolint([], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, ".duolint.yml:1:1: error: unknown key 'disabled_rule' (did you mean 'disabled_rules'?); expected one of: \(keys)\n")
    }

    func testDisabledRulesAndOnlyRulesRemoveFindings() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(dir, "A.swift", uiScreen)
        var r = try runDuolint(["--quiet"], in: dir)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, "A.swift:1:9: error: \(uiScreenMessage)\n")
        try write(dir, ".duolint.yml", "disabled_rules: [ui_screen_main]\n")
        r = try runDuolint(["--quiet"], in: dir)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, "")
        try write(dir, ".duolint.yml", "only_rules: [idiom_layout_check]\n")
        r = try runDuolint(["--quiet"], in: dir)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, "")
        try write(dir, ".duolint.yml", "only_rules: [ui_screen_main]\n")
        r = try runDuolint(["--quiet"], in: dir)
        XCTAssertEqual(r.stdout, "A.swift:1:9: error: \(uiScreenMessage)\n")
    }

    func testSeverityOverrideAppliesInEveryReporter() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(dir, "A.swift", uiScreen)
        try write(dir, ".duolint.yml", "rules:\n  ui_screen_main: { severity: warning }\n")
        var r = try runDuolint(["--quiet"], in: dir)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, "A.swift:1:9: warning: \(uiScreenMessage)\n")
        r = try runDuolint(["--quiet", "--strict"], in: dir)
        XCTAssertEqual(r.status, 1)
        r = try runDuolint(["--quiet", "--reporter", "json"], in: dir)
        let findings = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(findings.map { $0["severity"] as? String }, ["warning"])
        r = try runDuolint(["--quiet", "--reporter", "sarif"], in: dir)
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["level"] as? String }, ["warning"])
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let rule = try XCTUnwrap(rules.first { $0["id"] as? String == "ui_screen_main" })
        XCTAssertEqual((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String, "warning")
    }

    func testSeverityOverrideReplacesEverySpecFindingsSeverity() throws {
        let dir = try makeTemporaryDirectory(self)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Samples/Screens/WorkoutGrid.duo.yml"),
                                         to: dir.appendingPathComponent("WorkoutGrid.duo.yml"))
        try write(dir, ".duolint.yml", "only_rules: [touch_target_too_small]\nrules: { touch_target_too_small: { severity: warning } }\n")
        let r = try runDuolint(["--quiet"], in: dir)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout.split(separator: "\n").map { $0.components(separatedBy: " is ")[0] }, [
            "WorkoutGrid.duo.yml:48:9: warning: start (button)",
            "WorkoutGrid.duo.yml:134:9: warning: start (button)",
            "WorkoutGrid.duo.yml:160:9: warning: start (button)",
        ])
    }

    func testFoldBandFromConfigAndCommandLineWins() throws {
        let dir = try makeTemporaryDirectory(self)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Samples/Screens/Paywall.duo.yml"),
                                         to: dir.appendingPathComponent("Paywall.duo.yml"))
        try write(dir, ".duolint.yml", "only_rules: [interactive_on_fold]\nrules:\n  interactive_on_fold: { fold_band: 60 }\n")
        func places(_ r: CLIResult) -> [String] { r.stdout.split(separator: "\n").map { String($0.prefix(while: { $0 != " " })) } }
        XCTAssertEqual(places(try runDuolint(["--quiet"], in: dir)), [
            "Paywall.duo.yml:63:9:", "Paywall.duo.yml:70:9:", "Paywall.duo.yml:75:9:", "Paywall.duo.yml:79:9:",
            "Paywall.duo.yml:101:9:", "Paywall.duo.yml:159:9:", "Paywall.duo.yml:166:9:", "Paywall.duo.yml:175:9:",
        ])
        XCTAssertEqual(places(try runDuolint(["--quiet", "--fold-band", "27"], in: dir)), ["Paywall.duo.yml:101:9:", "Paywall.duo.yml:159:9:"])
    }

    func testReporterFromConfigAndCommandLineWins() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(dir, "A.swift", uiScreen)
        try write(dir, ".duolint.yml", "reporter: json\n")
        XCTAssertTrue(try runDuolint(["--quiet"], in: dir).stdout.hasPrefix("[\n  {\n    \"column\" : 9,"))
        XCTAssertEqual(try runDuolint(["--quiet", "--reporter", "xcode"], in: dir).stdout, "A.swift:1:9: error: \(uiScreenMessage)\n")
    }

    func testConfigIsFoundUpwardFromTheFirstPath() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(dir, "App/Sub/A.swift", uiScreen)
        try write(dir, ".duolint.yml", "rules: { ui_screen_main: { severity: note } }\n")
        // From the folder holding the configuration, with a path below it.
        XCTAssertEqual(try runDuolint(["--quiet", "App/Sub/A.swift"], in: dir).stdout, "App/Sub/A.swift:1:9: note: \(uiScreenMessage)\n")
        // From a folder below it.
        let sub = dir.appendingPathComponent("App/Sub")
        XCTAssertEqual(try runDuolint(["--quiet"], in: sub).stdout, "A.swift:1:9: note: \(uiScreenMessage)\n")
        // The nearest one wins; its errors are shown relative to the current directory.
        try write(dir, "App/.duolint.yml", "rules: { ui_screen_main: { severity: nope } }\n")
        let r = try runDuolint(["--quiet", "App"], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "App/.duolint.yml:1:38: error: invalid severity 'nope' for rule 'ui_screen_main'; expected one of: note, warning, error\n")
    }

    func testExplicitConfigAndMissingConfig() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(dir, "A.swift", uiScreen)
        try write(dir, ".duolint.yml", "disabled_rule: []\n")
        try write(dir, "ci/strict.yml", "rules: { ui_screen_main: { severity: warning } }\n")
        var r = try runDuolint(["--quiet", "--config", "ci/strict.yml"], in: dir)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, "A.swift:1:9: warning: \(uiScreenMessage)\n")
        r = try runDuolint(["--quiet", "--config=missing.yml"], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "missing.yml: error: cannot read configuration file: No such file or directory\n")
    }

    func testIncludedAndExcludedThroughTheCommandLine() throws {
        let dir = try makeTemporaryDirectory(self)
        for name in ["App/A.swift", "App/Generated/G.swift", "Vendor/V.swift"] { try write(dir, name, uiScreen) }
        // Relative to the configuration's folder, whatever the current directory; an absolute path inside the
        // folder counts from it too.
        try write(dir, "Project/.duolint.yml", "rules: {}\n")
        try write(dir, ".duolint.yml", "included: [App]\nexcluded: [\"\(dir.path)/App/Gen*\"]\n")
        let project = dir.appendingPathComponent("Project")
        var r = try runDuolint(["--quiet", "--config", "../.duolint.yml", ".."], in: project)
        XCTAssertEqual(r.stdout, "../App/A.swift:1:9: error: \(uiScreenMessage)\n")
        // A pattern leaving the folder is an error, not a pattern that silently matches nothing.
        try write(dir, "Project/.duolint.yml", "included: [../App]\n")
        r = try runDuolint(["--quiet", "--config", ".duolint.yml", ".."], in: project)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, ".duolint.yml:1:12: error: 'included' patterns are relative to the folder of .duolint.yml; '../App' is outside it\n")
    }

    // MARK: README

    func testReadmeExampleIsValid() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let marker = try XCTUnwrap(readme.range(of: "<!-- config-example -->"), "README.md has no <!-- config-example --> marker")
        let after = readme[marker.upperBound...]
        let open = try XCTUnwrap(after.range(of: "```yaml\n"))
        let close = try XCTUnwrap(after[open.upperBound...].range(of: "```"))
        let text = String(after[open.upperBound..<close.lowerBound])
        let c = try ConfigurationReader().read(Array(text.utf8), path: "README.md", directory: "/project")
        XCTAssertFalse(c.included.isEmpty)
        XCTAssertFalse(c.excluded.isEmpty)
        XCTAssertFalse(c.disabledRules.isEmpty)
        XCTAssertFalse(c.severities.isEmpty)
        XCTAssertNotNil(c.foldBand)
    }
}
