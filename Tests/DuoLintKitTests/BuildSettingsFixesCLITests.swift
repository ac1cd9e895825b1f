import Foundation
import XCTest

/// What a breaker found in the build-settings input (issue 16), through the built `duolint`: pbxproj shapes that
/// were quadratic (run under the watchdog, whose timeout is far below the old code's time and far above the new
/// one's; never a timed assertion) and `--stdin-path` with a `project.pbxproj` in a folder.
final class BuildSettingsFixesCLITests: XCTestCase {
    private static let timeout: TimeInterval = 60

    /// Writes `text` as `A.xcodeproj/project.pbxproj` in a fresh folder and returns the folder.
    private func project(_ text: String) throws -> URL { try makeFolder(self, [(path: "A.xcodeproj/project.pbxproj", text: text)]) }

    /// One project `Debug` configuration setting `INFOPLIST_KEY_UIRequiresFullScreen` under 32,000 conditions,
    /// and 32,000 framework targets each with a `Debug` configuration of its own (11.7 MB). Each project setting
    /// looked at every target (more than 120 s); now the iPhone app targets of each name are found once and a
    /// project key is judged once per configuration (about 5 s in a debug build). No target is an app: nothing.
    func testProjectSettingsOverManyTargets() throws {
        let n = 32_000
        var o = "{\n objects = {\n P = { isa = PBXProject; buildConfigurationList = PL; targets = ( "
        o += (0..<n).map { "T\($0)" }.joined(separator: ", ")
        o += " ); };\n PL = { isa = XCConfigurationList; buildConfigurations = ( PC ); };\n PC = { isa = XCBuildConfiguration; buildSettings = {\n"
        for i in 0..<n { o += "  \"INFOPLIST_KEY_UIRequiresFullScreen[arch=a\(i)]\" = YES;\n" }
        o += " }; name = Debug; };\n"
        for i in 0..<n {
            o += " T\(i) = { isa = PBXNativeTarget; name = App\(i); productType = \"com.apple.product-type.framework\"; buildConfigurationList = TL\(i); };\n"
            o += " TL\(i) = { isa = XCConfigurationList; buildConfigurations = ( C\(i) ); };\n C\(i) = { isa = XCBuildConfiguration; buildSettings = { A = B; }; name = Debug; };\n"
        }
        o += " };\n rootObject = P;\n}\n"
        let dir = try project(o)
        guard let r = try runDuolintWatched(["--quiet", "."], in: dir, timeout: Self.timeout) else { return }
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, "")
    }

    /// One app target configuration with 16,000 conditional `INFOPLIST_KEY_UISupportedInterfaceOrientations`
    /// keys: each was judged by scanning every key of the configuration (26 s); now the keys each configuration
    /// sets are a set built once (about 1.3 s in a debug build). Every one is reported, at its line.
    func testManyKeysInOneTargetConfiguration() throws {
        let n = 16_000
        var o = "{\n objects = {\n P = { isa = PBXProject; buildConfigurationList = PL; targets = ( T ); };\n PL = { isa = XCConfigurationList; buildConfigurations = ( PC ); };\n PC = { isa = XCBuildConfiguration; buildSettings = { }; name = Debug; };\n"
        o += " T = { isa = PBXNativeTarget; name = App; productType = \"com.apple.product-type.application\"; buildConfigurationList = TL; };\n TL = { isa = XCConfigurationList; buildConfigurations = ( C ); };\n C = { isa = XCBuildConfiguration; buildSettings = {\n"
        for i in 0..<n { o += "  \"INFOPLIST_KEY_UISupportedInterfaceOrientations[arch=a\(i)]\" = UIInterfaceOrientationPortrait;\n" }
        o += " }; name = Debug; };\n };\n rootObject = P;\n}\n"
        let dir = try project(o)
        guard let r = try runDuolintWatched(["--quiet", "."], in: dir, timeout: Self.timeout) else { return }
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.status, 0)
        let message = "warning: INFOPLIST_KEY_UISupportedInterfaceOrientations lists only portrait: on iPhone Duo's inner display the app does not rotate but is shown scaled in portrait, and the outer display cannot be used in landscape; add UIInterfaceOrientationLandscapeLeft and UIInterfaceOrientationLandscapeRight and lay the screens out by size class (a screen that must stay upright suppresses this with a reason). (portrait_only_orientation)"
        XCTAssertEqual(r.stdout, (0..<n).map { "A.xcodeproj/project.pbxproj:\($0 + 9):3: \(message)\n" }.joined())
    }

    /// `--stdin-path A.xcodeproj/project.pbxproj` is a pbxproj by its last path component (it was refused as not
    /// a lintable name); the project-level setting is reported at its line.
    func testStandardInputWithAProjectPath() throws {
        let text = BuildSettingsCLITests.project(project: "\t\t\t\tINFOPLIST_KEY_UIRequiresFullScreen = YES;", debug: "")
        let r = try runDuolint(["--quiet", "--stdin-path", "A.xcodeproj/project.pbxproj"], stdin: Data(text.utf8))
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, "A.xcodeproj/project.pbxproj:12:5: warning: INFOPLIST_KEY_UIRequiresFullScreen = YES writes UIRequiresFullScreen, which is deprecated and does not stop iPhone Duo from resizing the app when it opens or closes; set it to NO (or remove it) and adapt the layout to size classes and the safe area. (requires_full_screen)\n")
    }

    /// A pbxproj with `project` and `debug` (target) setting lines, as bytes (for bytes that are not UTF-8).
    private static func bytes(project: [UInt8], debug: [UInt8] = []) -> [UInt8] {
        Array("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tP = {isa = PBXProject; buildConfigurationList = PL; targets = (T); };\n\t\tPL = {isa = XCConfigurationList; buildConfigurations = (PD); };\n\t\tPD = {isa = XCBuildConfiguration; buildSettings = {\n".utf8)
            + project + Array("\n\t\t}; name = Debug; };\n\t\tT = {isa = PBXNativeTarget; buildConfigurationList = TL; name = App; productType = \"com.apple.product-type.application\"; };\n\t\tTL = {isa = XCConfigurationList; buildConfigurations = (TD); };\n\t\tTD = {isa = XCBuildConfiguration; buildSettings = {\n".utf8)
            + debug + Array("\n\t\t}; name = Debug; };\n\t};\n\trootObject = P;\n}\n".utf8)
    }

    /// Keys written with the escapes Foundation decodes (`\U0046`, octal `\123` and `\117`, `\U005b`) are found
    /// at their line: the project's one is silenced by its `disable:this` comment, the target's reported at 12:4.
    func testEscapedKeysKeepTheirPlace() throws {
        let text = Self.bytes(project: Array(#"\#t\#t\#t"INFOPLIST_KEY_UIRequires\U0046ull\123creen" = YES; // duolint:disable:this requires_full_screen"#.utf8),
                              debug: Array(#"\#t\#t\#t"INFOPLIST_KEY_UISupportedInterface\117rientations\U005bsdk=iphoneos*]" = UIInterfaceOrientationPortrait;"#.utf8))
        guard let r = try lintOneFileWatched("project.pbxproj", text, in: self, timeout: Self.timeout) else { return }
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, "project.pbxproj:12:4: warning: INFOPLIST_KEY_UISupportedInterfaceOrientations lists only portrait: on iPhone Duo's inner display the app does not rotate but is shown scaled in portrait, and the outer display cannot be used in landscape; add UIInterfaceOrientationLandscapeLeft and UIInterfaceOrientationLandscapeRight and lay the screens out by size class (a screen that must stay upright suppresses this with a reason). (portrait_only_orientation)\n")
    }

    /// Errors Foundation reported at line 1 ("Unexpected character / at line 1") are found at their byte: data
    /// that is not pairs of hex digits, a Latin-1 byte in a comment, invalid UTF-8 in a string.
    func testSyntaxErrorsAtTheirByte() throws {
        let cases: [([UInt8], String)] = [
            (Array("\t\t\tX = <zz>;".utf8), "7:9: error: invalid project.pbxproj: expected hex digits or > in data (< … >)"),
            (Array("\t\t\tX = <0a b>;".utf8), "7:12: error: invalid project.pbxproj: expected two hex digits per byte in data (< … >)"),
            (Array("\t\t\tX = Y; /* caf".utf8) + [0xE9] + Array(" */".utf8), "7:17: error: invalid project.pbxproj: not UTF-8 at this byte (0xE9); Xcode writes project files in UTF-8"),
            (Array("\t\t\tX = \"a".utf8) + [0xC3, 0x28, 0x22, 0x3B], "7:10: error: invalid project.pbxproj: not UTF-8 at this byte (0xC3); Xcode writes project files in UTF-8"),
        ]
        for (line, expected) in cases {
            guard let r = try lintOneFileWatched("project.pbxproj", Self.bytes(project: line), in: self, timeout: Self.timeout) else { return }
            XCTAssertEqual(r.status, 2, expected)
            XCTAssertEqual(r.stdout, "", expected)
            XCTAssertEqual(r.stderr, "project.pbxproj:\(expected)\n")
        }
    }

    /// A project whose app target has `n` configurations `Debug0`…, configuration `i` based on `l<i>.xcconfig`
    /// (SOURCE_ROOT); configuration 0 sets `INFOPLIST_KEY_UIRequiresFullScreen = YES` (line 7 of the file).
    private static func based(_ n: Int) -> String {
        var o = "{\n objects = {\n P = { isa = PBXProject; buildConfigurationList = PL; targets = ( T ); };\n PL = { isa = XCConfigurationList; buildConfigurations = ( PC ); };\n PC = { isa = XCBuildConfiguration; buildSettings = { }; name = Debug; };\n"
        o += " T = { isa = PBXNativeTarget; name = App; productType = \"com.apple.product-type.application\"; buildConfigurationList = TL; };\n"
        o += " C0 = { isa = XCBuildConfiguration; baseConfigurationReference = F0; buildSettings = { INFOPLIST_KEY_UIRequiresFullScreen = YES; }; name = Debug0; };\n"
        o += " TL = { isa = XCConfigurationList; buildConfigurations = ( " + (0..<n).map { "C\($0)" }.joined(separator: ", ") + " ); };\n"
        for i in 0..<n {
            if i > 0 { o += " C\(i) = { isa = XCBuildConfiguration; baseConfigurationReference = F\(i); buildSettings = { }; name = Debug\(i); };\n" }
            o += " F\(i) = { isa = PBXFileReference; path = \"l\(i).xcconfig\"; sourceTree = SOURCE_ROOT; };\n"
        }
        return o + " };\n rootObject = P;\n}\n"
    }

    private let fullScreenAt7 = "A.xcodeproj/project.pbxproj:7:88: warning: INFOPLIST_KEY_UIRequiresFullScreen = YES writes UIRequiresFullScreen, which is deprecated and does not stop iPhone Duo from resizing the app when it opens or closes; set it to NO (or remove it) and adapt the layout to size classes and the safe area. (requires_full_screen)\n"

    /// 4,000 configurations, each based on its own name for one file (a symbolic link to `base.xcconfig`, which
    /// includes `inc.xcconfig` 256 times): the file was read again for each name (20 s, 280 MB in a debug build);
    /// now once, by its device and inode (0.3 s). The project is linted.
    func testOneBaseFileUnderManyNamesIsReadOnce() throws {
        let n = 4_000
        let dir = try project(Self.based(n))
        try Data(String(repeating: "#include \"inc.xcconfig\"\n", count: 256).utf8).write(to: dir.appendingPathComponent("base.xcconfig"))
        try Data("A = 1\n".utf8).write(to: dir.appendingPathComponent("inc.xcconfig"))
        for i in 0..<n {
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("l\(i).xcconfig").path, withDestinationPath: "base.xcconfig")
        }
        guard let r = try runDuolintWatched(["--quiet", "A.xcodeproj"], in: dir, timeout: Self.timeout) else { return }
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, fullScreenAt7)
    }

    /// Distinct base files, each including `inc.xcconfig` 256 times: the project's budget of 1,024 files read
    /// runs out inside the fourth (3 × 257 read before it); an input error at that configuration's line, and no
    /// findings (its base settings are not known whole).
    func testTheProjectsBudgetOfFilesRead() throws {
        let dir = try project(Self.based(6))
        for i in 0..<6 {
            try Data(String(repeating: "#include \"inc.xcconfig\"\n", count: 256).utf8).write(to: dir.appendingPathComponent("l\(i).xcconfig"))
        }
        try Data("A = 1\n".utf8).write(to: dir.appendingPathComponent("inc.xcconfig"))
        let r = try runDuolint(["--quiet", "A.xcodeproj"], in: dir)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "A.xcodeproj/project.pbxproj:14:2: error: more than 1024 files read for this project's base configurations (baseConfigurationReference files and the files they include, each counted every time it is included), over the limit at this configuration's; expected fewer base files or #include lines\n")
    }

    /// An xcconfig's own 257th `#include` of one file goes over its 256 reads: the error is at that line (it was
    /// lost when the budget ran out exactly at an include of the file itself), and the settings read still count.
    func testFlatIncludesOverTheBudget() throws {
        let dir = try makeTemporaryDirectory(self)
        try Data((String(repeating: "#include \"inc.xcconfig\"\n", count: 257) + "INFOPLIST_KEY_UIRequiresFullScreen = YES\n").utf8)
            .write(to: dir.appendingPathComponent("App.xcconfig"))
        try Data("A = 1\n".utf8).write(to: dir.appendingPathComponent("inc.xcconfig"))
        let r = try runDuolint(["--quiet", "App.xcconfig"], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout, "App.xcconfig:258:1: warning: INFOPLIST_KEY_UIRequiresFullScreen = YES writes UIRequiresFullScreen, which is deprecated and does not stop iPhone Duo from resizing the app when it opens or closes; set it to NO (or remove it) and adapt the layout to size classes and the safe area. (requires_full_screen)\n")
        XCTAssertEqual(r.stderr, "App.xcconfig:257:1: error: more than 256 included files read for this file; expected fewer #include lines (each file is read again every time it is included)\n")
    }

    /// A missing include with a 100,000-character path, and a pbxproj key of 100,000 characters with no `=`:
    /// each message echoes the first 200 characters and "…".
    func testLongPathsAndKeysAreCappedInMessages() throws {
        let dir = try makeTemporaryDirectory(self)
        let long = String(repeating: "d", count: 100_000)
        try Data("#include \"\(long)\"\n".utf8).write(to: dir.appendingPathComponent("App.xcconfig"))
        let r = try runDuolint(["--quiet", "App.xcconfig"], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "App.xcconfig:1:1: error: cannot read included file \(String(long.prefix(200)))…: File name too long; expected an existing file (or #include? for an optional one)\n")
        let p = Self.bytes(project: Array("\t\t\t\(long);".utf8))
        guard let q = try lintOneFileWatched("project.pbxproj", p, in: self, timeout: Self.timeout) else { return }
        XCTAssertEqual(q.status, 2)
        XCTAssertEqual(q.stderr, "project.pbxproj:7:100004: error: invalid project.pbxproj: expected = after the key \(String(long.prefix(200)))…\n")
    }
}
