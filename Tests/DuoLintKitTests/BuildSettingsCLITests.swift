import Foundation
import XCTest

/// Build settings through the built `duolint`: findings of `requires_full_screen` and `portrait_only_orientation`
/// at the setting's line in `.xcconfig` files and `project.pbxproj`, folders walked into `*.xcodeproj`, suppression
/// comments in both formats, the baseline, and input errors (exit 2, exact text).
final class BuildSettingsCLITests: XCTestCase {
    /// Writes `files` (relative path, text) into a fresh folder and returns it.
    private func folder(_ files: [(String, String)]) throws -> URL { try makeFolder(self, files.map { (path: $0.0, text: $0.1) }) }

    /// A project with an iPhone app target `App` (Debug, Release) whose configurations have `debug` / `release`
    /// as their build settings' lines, and a project-level Debug with `project`.
    static func project(project: String = "", debug: String, release: String = "") -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tP /* Project object */ = {isa = PBXProject; buildConfigurationList = PL; targets = (T); };
        \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PD, PR); };
        \t\tPD /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tSDKROOT = iphoneos;
        \(project)
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tPR /* Release */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos;}; name = Release; };
        \t\tT /* App */ = {isa = PBXNativeTarget; buildConfigurationList = TL; name = App; productType = "com.apple.product-type.application"; };
        \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TD, TR); };
        \t\tTD /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \(debug)
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tTR /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \(release)
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t};
        \trootObject = P;
        }

        """
    }

    private let fullScreen = "warning: INFOPLIST_KEY_UIRequiresFullScreen = YES writes UIRequiresFullScreen, which is deprecated and does not stop iPhone Duo from resizing the app when it opens or closes; set it to NO (or remove it) and adapt the layout to size classes and the safe area. (requires_full_screen)"
    private func portrait(_ key: String) -> String {
        "warning: \(key) lists only portrait: on iPhone Duo's inner display the app does not rotate but is shown scaled in portrait, and the outer display cannot be used in landscape; add UIInterfaceOrientationLandscapeLeft and UIInterfaceOrientationLandscapeRight and lay the screens out by size class (a screen that must stay upright suppresses this with a reason). (portrait_only_orientation)"
    }

    /// A folder walk finds `App.xcodeproj/project.pbxproj` and the xcconfig files; each finding is at its
    /// setting's name (line 1-based, column in UTF-8 bytes); a project-level setting that the target inherits is
    /// reported once, where it is written; a key set again later in the file is not reported.
    func testFindingsPointAtTheSettingsLine() throws {
        let dir = try folder([
            ("App.xcodeproj/project.pbxproj", Self.project(
                project: "\t\t\t\tINFOPLIST_KEY_UIRequiresFullScreen = YES;",
                debug: "\t\t\t\t\"INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone\" = \"UIInterfaceOrientationPortrait\";",
                release: "\t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations = \"UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft\";")),
            ("Config/Base.xcconfig", "SDKROOT = iphoneos\n"),
            ("Config/App.xcconfig", """
                #include "Base.xcconfig"
                INFOPLIST_KEY_UIRequiresFullScreen = YES
                INFOPLIST_KEY_UIRequiresFullScreen = NO
                  INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait // iPhone upright
                INFOPLIST_KEY_UIRequiresFullScreen[sdk=iphoneos*] = true

                """),
            ("Config/Watch.xcconfig", "SDKROOT = watchos\nINFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait\n"),
            ("Config/Notes.txt", "INFOPLIST_KEY_UIRequiresFullScreen = YES\n"),
        ])
        let r = try runDuolint(["--quiet", "."], in: dir)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, """
            App.xcodeproj/project.pbxproj:12:5: \(fullScreen)
            App.xcodeproj/project.pbxproj:22:5: \(portrait("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone"))
            Config/App.xcconfig:4:3: \(portrait("INFOPLIST_KEY_UISupportedInterfaceOrientations"))
            Config/App.xcconfig:5:1: warning: INFOPLIST_KEY_UIRequiresFullScreen = true writes UIRequiresFullScreen, which is deprecated and does not stop iPhone Duo from resizing the app when it opens or closes; set it to NO (or remove it) and adapt the layout to size classes and the safe area. (requires_full_screen)

            """)
        // Given by name, a project.pbxproj and an xcconfig are linted; the JSON report has the setting's range.
        let json = try runDuolint(["--quiet", "--reporter", "json", "Config/App.xcconfig"], in: dir)
        let objects = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(objects.map { "\($0["line"]!):\($0["column"]!)-\($0["endLine"] ?? "?"):\($0["endColumn"] ?? "?")" }, ["4:3-4:49", "5:1-5:50"])
    }

    /// A configuration's base configuration file (`baseConfigurationReference`, found through the project's
    /// groups) counts: what it sets wins over the project level, and its `_iPhone` key is the iPhone's. The Release
    /// configurations, without base files, are reported.
    func testBaseConfigurationFilesCount() throws {
        let project = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tM = {isa = PBXGroup; children = (G); sourceTree = "<group>"; };
            \t\tG /* Config */ = {isa = PBXGroup; children = (F1, F2); path = Config; sourceTree = "<group>"; };
            \t\tF1 /* App.xcconfig */ = {isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>"; };
            \t\tF2 /* Project.xcconfig */ = {isa = PBXFileReference; path = Config/Project.xcconfig; sourceTree = SOURCE_ROOT; };
            \t\tP = {isa = PBXProject; buildConfigurationList = PL; mainGroup = M; targets = (T); };
            \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PD, PR); };
            \t\tPD = {isa = XCBuildConfiguration; baseConfigurationReference = F2; name = Debug; buildSettings = {
            \t\t\tINFOPLIST_KEY_UIRequiresFullScreen = YES;
            \t\t}; };
            \t\tPR = {isa = XCBuildConfiguration; name = Release; buildSettings = {
            \t\t\tINFOPLIST_KEY_UIRequiresFullScreen = YES;
            \t\t}; };
            \t\tT = {isa = PBXNativeTarget; buildConfigurationList = TL; name = App; productType = "com.apple.product-type.application"; };
            \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TD, TR); };
            \t\tTD = {isa = XCBuildConfiguration; baseConfigurationReference = F1; name = Debug; buildSettings = {
            \t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait;
            \t\t}; };
            \t\tTR = {isa = XCBuildConfiguration; name = Release; buildSettings = {
            \t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait;
            \t\t}; };
            \t};
            \trootObject = P;
            }

            """
        let dir = try folder([
            ("iOS/App.xcodeproj/project.pbxproj", project),
            ("iOS/Config/App.xcconfig", "INFOPLIST_KEY_UIRequiresFullScreen = NO\n"),
            ("iOS/Config/Project.xcconfig", "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft\n"),
        ])
        let r = try runDuolint(["--quiet", "iOS/App.xcodeproj"], in: dir)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, """
            iOS/App.xcodeproj/project.pbxproj:14:4: \(fullScreen)
            iOS/App.xcodeproj/project.pbxproj:22:4: \(portrait("INFOPLIST_KEY_UISupportedInterfaceOrientations"))

            """)
    }

    /// `// duolint:disable:next RULE - reason` in an xcconfig, `/* … */` and `//` in a pbxproj; a directive that
    /// silences nothing is a superfluous_disable note, a misspelt id an invalid_suppression warning.
    func testSuppressionCommentsInBothFormats() throws {
        let dir = try folder([
            ("App.xcodeproj/project.pbxproj", Self.project(
                debug: """
                \t\t\t\t/* duolint:disable:next portrait_only_orientation - the recorder is drawn upright */
                \t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;
                """,
                release: """
                \t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait; // duolint:disable:this portrait_only_orientation
                \t\t\t\tINFOPLIST_KEY_UIRequiresFullScreen = YES; /* duolint:disable:this requires_fullscreen */
                """)),
            ("App.xcconfig", """
                // duolint:disable:next requires_full_screen - kept until the 3.0 layout ships
                INFOPLIST_KEY_UIRequiresFullScreen = YES
                // duolint:disable:next portrait_only_orientation
                INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft

                """),
        ])
        let r = try runDuolint(["--quiet", "."], in: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, """
            App.xcconfig:3:1: note: 'duolint:disable:next portrait_only_orientation' suppresses nothing: line 4 has no portrait_only_orientation finding; remove it (superfluous_disable)
            App.xcodeproj/project.pbxproj:31:5: \(fullScreen)
            App.xcodeproj/project.pbxproj:31:71: warning: 'requires_fullscreen' is not a rule; did you mean 'requires_full_screen'? (invalid_suppression)

            """)
        let summary = try runDuolint([".", "--reporter", "json"], in: dir)
        XCTAssertTrue(summary.stderr.contains("hidden by comments"), summary.stderr)
    }

    /// `--write-baseline` records build-setting findings and `--baseline` hides them.
    func testBaselineHidesBuildSettingFindings() throws {
        let dir = try folder([("App.xcconfig", "INFOPLIST_KEY_UIRequiresFullScreen = YES\n")])
        let written = try runDuolint(["--quiet", "--write-baseline", "baseline.json", "."], in: dir)
        XCTAssertEqual(written.stdout, "App.xcconfig:1:1: \(fullScreen)\n")
        let hidden = try runDuolint(["--baseline", "baseline.json", "."], in: dir)
        XCTAssertEqual(hidden.stdout, "")
        XCTAssertTrue(hidden.stderr.hasPrefix("Found 0 findings (1 hidden by the baseline) in 1 file in "), hidden.stderr)
    }

    /// Malformed files are input errors (exit 2) at the line and column of the problem; the xcconfig's readable
    /// lines are still linted.
    func testInputErrorsAreExactAndExitTwo() throws {
        let dir = try folder([
            ("Bad.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = X; }\n\t};\n}\n"),
            // A UTF-8 byte order mark is not part of the first setting.
            ("B.xcconfig", "\u{FEFF}INFOPLIST_KEY_UIRequiresFullScreen = YES\n"),
            ("App.xcconfig", "#include \"Missing.xcconfig\"\nINFOPLIST_KEY_UIRequiresFullScreen YES\nINFOPLIST_KEY_UIRequiresFullScreen = YES\n"),
        ])
        try Data([0xFF, 0xFE] + "A = 1\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).write(to: dir.appendingPathComponent("A.xcconfig"))
        let r = try runDuolint(["--quiet", "."], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout, "App.xcconfig:3:1: \(fullScreen)\nB.xcconfig:1:4: \(fullScreen)\n")
        XCTAssertEqual(r.stderr, """
            A.xcconfig: error: UTF-16 text (byte order mark FF FE); build settings files must be UTF-8
            App.xcconfig:1:1: error: cannot read included file Missing.xcconfig: No such file or directory; expected an existing file (or #include? for an optional one)
            App.xcconfig:2:36: error: expected = after the setting name INFOPLIST_KEY_UIRequiresFullScreen
            Bad.xcodeproj/project.pbxproj:5:2: error: invalid project.pbxproj: expected ; after the value of A

            """)
    }

    /// A configuration's `excluded` leaves an xcconfig out; `--stdin-path` lints an xcconfig from standard input.
    func testExcludedAndStandardInput() throws {
        let dir = try folder([
            (".duolint.yml", "excluded:\n  - Legacy\n"),
            ("Legacy/Old.xcconfig", "INFOPLIST_KEY_UIRequiresFullScreen = YES\n"),
            ("App.xcconfig", "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = UIInterfaceOrientationPortrait\n"),
        ])
        let r = try runDuolint(["--quiet", "."], in: dir)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.status, 0, r.stderr)
        // A project.pbxproj given by its path is linted; one over max_file_size is refused, not read.
        let project = Self.project(debug: "\t\t\t\tINFOPLIST_KEY_UIRequiresFullScreen = \"YES \u{1B}[31m\(String(repeating: "x", count: 40))\";")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("P.xcodeproj"), withIntermediateDirectories: true)
        try Data(project.utf8).write(to: dir.appendingPathComponent("P.xcodeproj/project.pbxproj"))
        let given = try runDuolint(["--quiet", "P.xcodeproj/project.pbxproj"], in: dir)
        XCTAssertEqual(given.stdout, "P.xcodeproj/project.pbxproj:22:5: warning: INFOPLIST_KEY_UIRequiresFullScreen = YES \\u{1B}[31mxxxxxxxxxxxxxxxxxxxxxxx… writes UIRequiresFullScreen, which is deprecated and does not stop iPhone Duo from resizing the app when it opens or closes; set it to NO (or remove it) and adapt the layout to size classes and the safe area. (requires_full_screen)\n")
        let big = String(repeating: "// padding\n", count: 100_000) + project
        try Data(big.utf8).write(to: dir.appendingPathComponent("P.xcodeproj/project.pbxproj"))
        let refused = try runDuolint(["--quiet", "--max-file-size", "1", "P.xcodeproj"], in: dir)
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.stderr, "P.xcodeproj/project.pbxproj: error: file is \(big.utf8.count) bytes, over the 1 MiB size limit (max_file_size, --max-file-size); not linted\n")
        let stdin = try runDuolint(["--quiet", "--stdin-path", "Shared.xcconfig"], in: dir,
                                   stdin: Data("INFOPLIST_KEY_UIRequiresFullScreen = 1\n".utf8))
        XCTAssertEqual(stdin.stdout, "Shared.xcconfig:1:1: warning: INFOPLIST_KEY_UIRequiresFullScreen = 1 writes UIRequiresFullScreen, which is deprecated and does not stop iPhone Duo from resizing the app when it opens or closes; set it to NO (or remove it) and adapt the layout to size classes and the safe area. (requires_full_screen)\n")
    }
}
