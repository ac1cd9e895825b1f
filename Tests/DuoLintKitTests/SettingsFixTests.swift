import Foundation
import XCTest
@testable import DuoLintKit

/// The fixes of `requires_full_screen` (plist key, xcconfig and pbxproj setting removed), `superfluous_disable`
/// (the directive or the id that silences nothing removed) and `deprecated_scene_activation` (the deprecated call
/// rewritten), beyond the page pairs: exact edits, the forms that get no fix, and the files still reading the same.
final class SettingsFixTests: XCTestCase {
    /// Lints `text` at `path` with every default rule, and applies the fixes of `rule`'s findings as `--fix` does.
    private func fixed(_ text: String, path: String, rule: String) -> (findings: [Finding], text: String, lint: (findings: [Finding], suppressed: [Finding])) {
        let linter = Linter(jobs: 1)
        let r = linter.lint(SourceFile(path: path, text: text))
        XCTAssertEqual(r.errors, [], path)
        let mine = r.findings.filter { $0.ruleID == rule }
        let out = FixApplication.apply(mine.compactMap(\.fix), to: Array(text.utf8))
        return (mine, String(decoding: out.bytes, as: UTF8.self), (r.findings, r.suppressed))
    }

    private func keys(_ text: String) throws -> Set<String> {
        var format = PropertyListSerialization.PropertyListFormat.xml
        let d = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: &format) as? [String: Any]
        return Set(d?.keys.map { $0 } ?? [])
    }

    // MARK: requires_full_screen, Info.plist

    func testPlistKeyAndValueLinesGoCRLFAndTabsKeptAndTheRestStillParses() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<plist version=\"1.0\">\r\n<dict>\r\n\t<key>A</key>\r\n\t<string>x</string>\r\n"
            + "\t<key>UIRequiresFullScreen</key>\r\n\t<true/>\r\n\t<!-- note -->\r\n\t<key>B</key>\r\n\t<dict>\r\n\t\t<key>UIRequiresFullScreen</key>\r\n\t\t<true/>\r\n\t</dict>\r\n</dict>\r\n</plist>\r\n"
        let r = fixed(text, path: "App/Info.plist", rule: "requires_full_screen")
        XCTAssertEqual(r.findings.count, 1)
        let fix = try XCTUnwrap(r.findings.first?.fix)
        XCTAssertEqual(fix.description, "Remove UIRequiresFullScreen from the Info.plist")
        // Lines 6 and 7 with their CR LF: from the start of line 6 to the start of line 8.
        XCTAssertEqual(fix.replacements.count, 1)
        let region = fix.replacements[0].deletedRegion
        XCTAssertEqual([region.start.line, region.start.utf8Column, region.end.line, region.end.utf8Column], [6, 1, 8, 1])
        XCTAssertEqual(fix.replacements[0].insertedContent, "")
        XCTAssertEqual(r.text, text.replacingOccurrences(of: "\t<key>UIRequiresFullScreen</key>\r\n\t<true/>\r\n\t<!--", with: "\t<!--"))
        XCTAssertEqual(try keys(r.text), try keys(text).subtracting(["UIRequiresFullScreen"]))
        XCTAssertEqual(try keys(r.text), ["A", "B"])
        // Fixed once: nothing left to report or fix.
        XCTAssertEqual(fixed(r.text, path: "App/Info.plist", rule: "requires_full_screen").findings.count, 0)
    }

    func testPlistElementsSharingALineGoExactly() throws {
        let text = "<plist version=\"1.0\">\n<dict>\n  <key>A</key><true/><key>UIRequiresFullScreen~iphone</key><integer>1</integer> <!-- kept -->\n</dict>\n</plist>\n"
        let r = fixed(text, path: "Info.plist", rule: "requires_full_screen")
        XCTAssertEqual(r.text, "<plist version=\"1.0\">\n<dict>\n  <key>A</key><true/><!-- kept -->\n</dict>\n</plist>\n")
        XCTAssertEqual(try keys(r.text), ["A"])
    }

    func testPlistFormsWithoutAFix() throws {
        // A key written twice, a comment between key and value, a binary plist.
        let twice = "<plist version=\"1.0\">\n<dict>\n<key>UIRequiresFullScreen</key>\n<true/>\n<key>UIRequiresFullScreen</key>\n<true/>\n</dict>\n</plist>\n"
        let commented = "<plist version=\"1.0\">\n<dict>\n<key>UIRequiresFullScreen</key> <!-- why --> <true/>\n</dict>\n</plist>\n"
        for text in [twice, commented] {
            let r = fixed(text, path: "Info.plist", rule: "requires_full_screen")
            XCTAssertEqual(r.findings.map { $0.fix == nil }, [true], text)
        }
        let binary = try PropertyListSerialization.data(fromPropertyList: ["UIRequiresFullScreen": true], format: .binary, options: 0)
        let b = Linter(jobs: 1).lint(SourceFile(path: "Info.plist", bytes: [UInt8](binary)))
        XCTAssertEqual(b.findings.map(\.ruleID), ["requires_full_screen"])
        XCTAssertNil(b.findings[0].fix)
    }

    func testASuppressedFindingIsNotFixed() {
        let text = "<plist version=\"1.0\">\n<dict>\n    <!-- duolint:disable:next requires_full_screen - kept until 3.0 -->\n    <key>UIRequiresFullScreen</key>\n    <true/>\n</dict>\n</plist>\n"
        let linter = Linter(jobs: 1)
        let r = linter.lint(SourceFile(path: "Info.plist", text: text))
        XCTAssertEqual(r.findings.map(\.ruleID), [])
        XCTAssertEqual(r.suppressed.map(\.ruleID), ["requires_full_screen"])
        // `--fix` fixes the reported findings only: nothing for this file.
        XCTAssertEqual(linter.fixedFiles(r.findings).files.count, 0)
        let xc = linter.lint(SourceFile(path: "A.xcconfig", text: "INFOPLIST_KEY_UIRequiresFullScreen = YES // duolint:disable:this requires_full_screen\n"))
        XCTAssertEqual(xc.findings.count, 0)
        XCTAssertEqual(xc.suppressed.map(\.ruleID), ["requires_full_screen"])
    }

    // MARK: requires_full_screen, build settings

    func testXcconfigLineWithItsCommentGoesButNotWithADirective() throws {
        let text = "A = 1\r\nINFOPLIST_KEY_UIRequiresFullScreen = YES // old layout\r\nB = 2\r\n"
        let r = fixed(text, path: "A.xcconfig", rule: "requires_full_screen")
        XCTAssertEqual(r.text, "A = 1\r\nB = 2\r\n")
        let directive = "INFOPLIST_KEY_UIRequiresFullScreen = YES // duolint:disable:next ui_screen_main\nB = 2\n"
        XCTAssertEqual(fixed(directive, path: "A.xcconfig", rule: "requires_full_screen").findings.map { $0.fix == nil }, [true])
        // The last line, without a line break: the one before it goes instead.
        XCTAssertEqual(fixed("A = 1\nINFOPLIST_KEY_UIRequiresFullScreen = YES", path: "A.xcconfig", rule: "requires_full_screen").text, "A = 1")
    }

    func testPbxprojSettingGoesAndTheProjectStillReadsTheSame() throws {
        let text = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP1 = {isa = PBXProject; buildConfigurationList = L1; targets = (T1); };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
            \t\tC1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SDKROOT = iphoneos;}; };
            \t\tT1 = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = L2; };
            \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
            \t\tC2 = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tname = Debug;
            \t\t\tbuildSettings = {
            \t\t\t\tA = 1;
            \t\t\t\t"INFOPLIST_KEY_UIRequiresFullScreen" = "YES"; /* legacy */
            \t\t\t\tB = 2; "INFOPLIST_KEY_UIRequiresFullScreen[sdk=iphoneos*]" = YES; C = 3;
            \t\t\t};
            \t\t};
            \t};
            \trootObject = P1;
            }

            """
        let r = fixed(text, path: "App.xcodeproj/project.pbxproj", rule: "requires_full_screen")
        XCTAssertEqual(r.findings.count, 2)
        XCTAssertEqual(r.text, text.replacingOccurrences(of: "\t\t\t\t\"INFOPLIST_KEY_UIRequiresFullScreen\" = \"YES\"; /* legacy */\n", with: "")
            .replacingOccurrences(of: "\"INFOPLIST_KEY_UIRequiresFullScreen[sdk=iphoneos*]\" = YES; ", with: ""))
        // Foundation reads the fixed file, and its settings are the old ones minus the two removed.
        func settings(_ t: String) throws -> [String: String] {
            var format = PropertyListSerialization.PropertyListFormat.openStep
            let root = try PropertyListSerialization.propertyList(from: Data(t.utf8), options: [], format: &format) as! [String: Any]
            let objects = root["objects"] as! [String: Any]
            return (objects["C2"] as! [String: Any])["buildSettings"] as! [String: String]
        }
        var expected = try settings(text)
        expected["INFOPLIST_KEY_UIRequiresFullScreen"] = nil
        expected["INFOPLIST_KEY_UIRequiresFullScreen[sdk=iphoneos*]"] = nil
        XCTAssertEqual(try settings(r.text), expected)
        XCTAssertNotNil(PBXProjReader().read(SourceFile(path: "project.pbxproj", text: r.text)).settings)
        XCTAssertEqual(fixed(r.text, path: "App.xcodeproj/project.pbxproj", rule: "requires_full_screen").findings.count, 0)
    }

    func testPbxprojProjectLevelSettingAnIPadAppInheritsGetsNoFix() {
        let text = """
            {
            \tobjects = {
            \t\tP1 = {isa = PBXProject; buildConfigurationList = L1; targets = (T1, T2); };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
            \t\tC1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {
            \t\t\tINFOPLIST_KEY_UIRequiresFullScreen = YES;
            \t\t}; };
            \t\tT1 = {isa = PBXNativeTarget; name = Phone; productType = "com.apple.product-type.application"; buildConfigurationList = L2; };
            \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
            \t\tC2 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SDKROOT = iphoneos;}; };
            \t\tT2 = {isa = PBXNativeTarget; name = Pad; productType = "com.apple.product-type.application"; buildConfigurationList = L3; };
            \t\tL3 = {isa = XCConfigurationList; buildConfigurations = (C3); };
            \t\tC3 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = 2;}; };
            \t};
            \trootObject = P1;
            }

            """
        let r = fixed(text, path: "project.pbxproj", rule: "requires_full_screen")
        XCTAssertEqual(r.findings.map { "\($0.range.start.line) \($0.fix == nil)" }, ["6 true"])
    }

    // MARK: superfluous_disable

    func testOnlyTheIDThatSilencesNothingGoesWithItsSeparator() throws {
        let text = "// duolint:disable:next ui_screen_main, idiom_layout_check - the widget\nlet d = UIScreen.main\n"
        let r = fixed(text, path: "S.swift", rule: "superfluous_disable")
        let fix = try XCTUnwrap(r.findings.first?.fix)
        XCTAssertEqual(fix, Fix(description: "Remove 'idiom_layout_check' of 'duolint:disable:next', which silences nothing", replacements: [
            Fix.Replacement(deletedRegion: SourceRange(start: SourceFile(path: "S.swift", text: text).location(ofOffset: 38),
                                                       end: SourceFile(path: "S.swift", text: text).location(ofOffset: 58)),
                            insertedContent: ""),
        ], fileHash: SourceFile.hash(Array(text.utf8))))
        XCTAssertEqual(r.text, "// duolint:disable:next ui_screen_main - the widget\nlet d = UIScreen.main\n")
        // A leading id goes with the comma and blank after it.
        let lead = fixed("// duolint:disable:next idiom_layout_check, ui_screen_main\nlet d = UIScreen.main\n", path: "S.swift", rule: "superfluous_disable")
        XCTAssertEqual(lead.text, "// duolint:disable:next ui_screen_main\nlet d = UIScreen.main\n")
    }

    func testCommentsAroundCodeAndSharedCommentsKeepTheRest() {
        let text = "let a = 1 /* duolint:disable:this all */ + 2\r\n\t// duolint:disable:next ui_screen_main // duolint:disable:this symmetric_inset_math\r\n\tlet b = 2\r\n"
        let r = fixed(text, path: "S.swift", rule: "superfluous_disable")
        XCTAssertEqual(r.findings.count, 3)
        // The two notes of the second comment share one fix, applied once.
        XCTAssertEqual(r.findings[1].fix, r.findings[2].fix)
        XCTAssertEqual(r.text, "let a = 1 + 2\r\n\tlet b = 2\r\n")
        // One of two directives of a line comment.
        let one = fixed("// duolint:disable:next ui_screen_main // duolint:disable:this symmetric_inset_math\nlet s = UIScreen.main.scale\n",
                      path: "S.swift", rule: "superfluous_disable")
        XCTAssertEqual(one.text, "// duolint:disable:next ui_screen_main\nlet s = UIScreen.main.scale\n")
    }

    func testRegionsAndTheirEnables() {
        // Not disabled before: the enable's id goes with the disable (its other id re-enables nothing: it goes too).
        let plain = "// duolint:disable ui_screen_main\nlet a = 1\n// duolint:enable ui_screen_main, idiom_layout_check\nlet b = 2\n"
        let r = fixed(plain, path: "S.swift", rule: "superfluous_disable")
        XCTAssertEqual(r.findings.count, 2)
        XCTAssertEqual(r.text, "let a = 1\nlet b = 2\n")
        // An enable also ending a region that silenced something keeps that id.
        let shared = "// duolint:disable ui_screen_main\n// duolint:disable idiom_layout_check\nlet a = UIScreen.main.bounds.width > 500\n// duolint:enable ui_screen_main, idiom_layout_check\n"
        let sh = fixed(shared, path: "S.swift", rule: "superfluous_disable")
        XCTAssertEqual(sh.text, "// duolint:disable ui_screen_main\nlet a = UIScreen.main.bounds.width > 500\n// duolint:enable ui_screen_main\n")
        // Disabled before by an earlier region: only the inner disable goes (the enable still ends the outer region).
        let nested = "let s = UIScreen.main.scale // duolint:disable ui_screen_main\nlet a = 1 // duolint:disable ui_screen_main\nlet b = 2\n// duolint:enable ui_screen_main\n"
        let n = fixed(nested, path: "S.swift", rule: "superfluous_disable")
        XCTAssertEqual(n.text, "let s = UIScreen.main.scale // duolint:disable ui_screen_main\nlet a = 1\nlet b = 2\n// duolint:enable ui_screen_main\n")
        XCTAssertEqual(fixed(n.text, path: "S.swift", rule: "superfluous_disable").findings.count, 0)
    }

    func testFormsWithoutAFix() {
        // `disable all` ended by an enable; a block comment with prose after its directive; the first of two
        // directives of a block comment.
        for text in ["// duolint:disable all\nlet a = 1\n// duolint:enable all\n",
                     "/* duolint:disable:next ui_screen_main\n   the widget has no scene */\nlet a = 1\n",
                     "/* duolint:disable:next symmetric_inset_math // duolint:disable:this ui_screen_main */ let s = UIScreen.main.scale\nlet b = 2\n"] {
            let r = fixed(text, path: "S.swift", rule: "superfluous_disable")
            XCTAssertFalse(r.findings.isEmpty, text)
            XCTAssertEqual(r.findings.map { $0.fix == nil }, r.findings.map { _ in true }, text)
        }
        // A note silenced by another directive is not reported, so not fixed.
        let silenced = fixed("// duolint:disable:next ui_screen_main // duolint:disable:this superfluous_disable\nlet a = 1\n",
                           path: "S.swift", rule: "superfluous_disable")
        XCTAssertEqual(silenced.findings.count, 0)
        XCTAssertEqual(silenced.lint.suppressed.map(\.ruleID), ["superfluous_disable"])
    }

    func testAReasonHoldingANoteGetsNoFix() throws {
        let text = "let h = 1 // duolint:disable:this all - reason // note H\n"
        let r = fixed(text, path: "S.swift", rule: "superfluous_disable")
        XCTAssertEqual(r.findings.map { "\($0.range.start.line) \($0.fix == nil)" }, ["1 true"])
        XCTAssertEqual(r.text, text)
    }

    func testANoteAfterTheDirectiveStays() {
        // The directive goes up to the note's own `//`; the note stays as the comment (and the line in an xcconfig).
        let swift = fixed("let a = 1 // duolint:disable:this all // TODO: keep this note\r\n", path: "S.swift", rule: "superfluous_disable")
        XCTAssertEqual(swift.findings.map(\.range.start.line), [1])
        XCTAssertEqual(swift.text, "let a = 1 // TODO: keep this note\r\n")
        XCTAssertEqual(fixed(swift.text, path: "S.swift", rule: "superfluous_disable").findings.count, 0)
        let xcconfig = fixed("// duolint:disable:next requires_full_screen // keep this\nSWIFT_VERSION = 5.0\n", path: "A.xcconfig", rule: "superfluous_disable")
        XCTAssertEqual(xcconfig.findings.map(\.range.start.line), [1])
        XCTAssertEqual(xcconfig.text, "// keep this\nSWIFT_VERSION = 5.0\n")
        // Prose without its own comment marker, or in a block comment, or next to another directive: no fix.
        for text in ["let a = 1 // duolint:disable:this all keep this note\n",
                     "let a = 1 /* duolint:disable:this all // keep this */\n",
                     "// duolint:disable:next ui_screen_main // duolint:disable:this all // note\nlet s = UIScreen.main.scale\n"] {
            let r = fixed(text, path: "S.swift", rule: "superfluous_disable")
            XCTAssertEqual(r.findings.count, 1, text)
            XCTAssertNil(r.findings.first?.fix, text)
        }
    }

    func testSpecsPlistsAndBuildSettings() {
        let spec = "screen: Plans # duolint:disable:this all\nlayouts:\n  inner-book:\n    elements:\n      - id: plans\n        kind: text\n        frame: [20, 200, 400, 300]\n"
        XCTAssertEqual(fixed(spec, path: "P.duo.yml", rule: "superfluous_disable").text, spec.replacingOccurrences(of: " # duolint:disable:this all", with: ""))
        let plist = "<plist version=\"1.0\">\n<dict>\n    <key>A</key><true/> <!-- duolint:disable:this requires_full_screen -->\n</dict>\n</plist>\n"
        XCTAssertEqual(fixed(plist, path: "Info.plist", rule: "superfluous_disable").text, plist.replacingOccurrences(of: " <!-- duolint:disable:this requires_full_screen -->", with: ""))
        let pbx = "{\n\t/* duolint:disable:next requires_full_screen */\n\tobjects = {\n\t\tP1 = {isa = PBXProject; buildConfigurationList = L1; };\n\t\tL1 = {isa = XCConfigurationList; buildConfigurations = (); };\n\t};\n\trootObject = P1;\n}\n"
        let p = fixed(pbx, path: "project.pbxproj", rule: "superfluous_disable")
        XCTAssertEqual(p.text, pbx.replacingOccurrences(of: "\t/* duolint:disable:next requires_full_screen */\n", with: ""))
        XCTAssertNotNil(PBXProjReader().read(SourceFile(path: "project.pbxproj", text: p.text)).settings)
    }

    // MARK: deprecated_scene_activation

    func testSceneActivationExactRewrite() throws {
        let text = "if #available(iOS 17, *) {\n    UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil, errorHandler: handle)\n}\n"
        let r = fixed(text, path: "S.swift", rule: "deprecated_scene_activation")
        let fix = try XCTUnwrap(r.findings.first?.fix)
        XCTAssertEqual(fix.replacements.map { "\($0.deletedRegion.start.line):\($0.deletedRegion.start.utf8Column)-\($0.deletedRegion.end.utf8Column) \($0.insertedContent)" }, [
            "2:26-55 activateSceneSession",
            "2:55-120 (for: UISceneSessionActivationRequest(role: .windowApplication, userActivity: activity), errorHandler: handle)",
        ])
        XCTAssertEqual(fixed(r.text, path: "S.swift", rule: "deprecated_scene_activation").findings.count, 0)
    }

    func testSceneActivationFormsWithoutAFix() {
        for call in ["UIApplication.shared.requestSceneSessionActivation(session, userActivity: nil, options: nil, errorHandler: nil)",
                     "router.requestSceneSessionActivation(nil, userActivity: nil, options: nil, errorHandler: nil)",
                     "UIApplication.shared.requestSceneSessionActivation(nil, userActivity: a /* the document */, options: nil)",
                     "UIApplication.shared.requestSceneSessionActivation(nil, options: nil, userActivity: a)",
                     // No error handler: the new call would be reported in turn.
                     "UIApplication.shared.requestSceneSessionActivation(nil, userActivity: a, options: nil, errorHandler: nil)",
                     "UIApplication.shared.requestSceneSessionActivation(nil, userActivity: a, options: nil)"] {
            let inside = "if #available(iOS 17, *) {\n    \(call)\n}\n"
            let r = fixed(inside, path: "S.swift", rule: "deprecated_scene_activation")
            XCTAssertEqual(r.findings.map { $0.fix == nil }, [true], call)
        }
        // Not known to run on iOS 17 or later: an older check, no check, `#unavailable`.
        for around in ["if #available(iOS 16, *) {\n%@\n}\n", "func open() {\n%@\n}\n", "if #unavailable(iOS 30) {\n%@\n}\n"] {
            let text = around.replacingOccurrences(of: "%@", with: "    UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { _ in }")
            let r = fixed(text, path: "S.swift", rule: "deprecated_scene_activation")
            XCTAssertEqual(r.findings.map { $0.fix == nil }, [true], text)
        }
    }
}
