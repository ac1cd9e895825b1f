import Foundation
import XCTest
@testable import DuoLintKit

/// Reading build settings: an `.xcconfig` (settings, conditions, `//` comments, includes, cycles, errors with
/// exact text and position) and a `project.pbxproj` (values from Foundation, the line of each setting, targets,
/// configurations and what they inherit, syntax errors), and which settings an iPhone app build uses.
final class BuildSettingsReaderTests: XCTestCase {
    /// Writes `files` (relative path, text) into a fresh folder and returns it.
    private func folder(_ files: [(String, String)]) throws -> URL { try makeFolder(self, files.map { (path: $0.0, text: $0.1) }) }

    private func readXCConfig(_ path: String) throws -> (settings: BuildSettings, errors: [InputError], source: SourceFile) {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let source = SourceFile(path: path, bytes: bytes)
        let (settings, errors) = XCConfigReader().read(source)
        return (settings, errors, source)
    }

    /// Settings with their values, conditions and exact byte ranges; `//` ends a value even in a URL.
    func testXCConfigSettingsConditionsAndComments() {
        let text = """
            // Stride
            SDKROOT = iphoneos
            \tINFOPLIST_KEY_UIRequiresFullScreen[sdk=iphoneos*][config=Debug]=YES // device only
            OTHER[arch=arm64,variant=normal] = a "b c"  \r
            HOME_URL = https://example.com/stride

            """
        let source = SourceFile(path: "A.xcconfig", text: text)
        let (s, errors) = XCConfigReader().read(source)
        XCTAssertEqual(errors, [])
        XCTAssertEqual(s.format, .xcconfig)
        XCTAssertEqual(s.settings.map(\.key), ["SDKROOT", "INFOPLIST_KEY_UIRequiresFullScreen", "OTHER", "HOME_URL"])
        XCTAssertEqual(s.settings.map(\.value), ["iphoneos", "YES", "a \"b c\"", "https:"])
        XCTAssertEqual(s.settings[1].conditions, [BuildSettingCondition(name: "sdk", pattern: "iphoneos*"),
                                                  BuildSettingCondition(name: "config", pattern: "Debug")])
        XCTAssertEqual(s.settings[2].conditions, [BuildSettingCondition(name: "arch", pattern: "arm64"),
                                                  BuildSettingCondition(name: "variant", pattern: "normal")])
        let key = s.settings[1].keyRange
        XCTAssertEqual(source.text(key.lowerBound, key.upperBound), "INFOPLIST_KEY_UIRequiresFullScreen[sdk=iphoneos*][config=Debug]")
        XCTAssertEqual(source.location(ofOffset: key.lowerBound).line, 3)
        XCTAssertEqual(source.location(ofOffset: key.lowerBound).utf8Column, 2)
        let value = s.settings[1].valueRange
        XCTAssertEqual(source.text(value.lowerBound, value.upperBound), "YES")
        XCTAssertEqual(s.chain.count, 4)
        XCTAssertTrue(s.chain.allSatisfy(\.isOwn))
        XCTAssertEqual(s.directiveComments, [])
    }

    /// Each unparseable line is an error at its line and column, saying what was expected; the other lines are read.
    func testXCConfigErrorsSayWhereAndWhatWasExpected() {
        let text = "A = 1\n  = 2\nB[sdk=iphoneos* = 3\nC[sdk] = 4\n#import \"x\"\n#include x\n#include \"y\" z\nD\nE = 5\n"
        let (s, errors) = XCConfigReader().read(SourceFile(path: "A.xcconfig", text: text))
        XCTAssertEqual(s.settings.map(\.key), ["A", "E"])
        XCTAssertEqual(errors.map { "\($0.line!):\($0.column!): \($0.message)" }, [
            "2:3: expected a setting (NAME = value), an #include or a // comment",
            "3:2: expected ] to close the condition of B",
            "4:2: expected a condition [name=pattern] after C, such as [sdk=iphoneos*] or [config=Debug]",
            "5:1: expected #include \"path\" or #include? \"path\" (the only # directives an xcconfig has)",
            "6:10: expected a path in double quotes after #include",
            "7:14: expected the end of the line after the #include path",
            "8:2: expected = after the setting name D",
        ])
    }

    /// Included files' settings take their place in the chain; a missing `#include?` is no error, a missing
    /// `#include` is one at its line.
    func testXCConfigIncludesChainAndMissingFiles() throws {
        let dir = try folder([
            ("Config/Base.xcconfig", "SDKROOT = iphoneos\nKEY = base\n"),
            ("Config/App.xcconfig", "KEY = first\n#include \"Base.xcconfig\"\n#include? \"Local.xcconfig\"\n#include \"Gone.xcconfig\"\nOTHER = 1\n"),
        ])
        let path = dir.appendingPathComponent("Config/App.xcconfig").path
        let (s, errors, _) = try readXCConfig(path)
        XCTAssertEqual(s.settings.map(\.key), ["KEY", "OTHER"])
        XCTAssertEqual(s.chain.map { "\($0.key)=\($0.value) \($0.isOwn)" }, ["KEY=first true", "SDKROOT=iphoneos false", "KEY=base false", "OTHER=1 true"])
        XCTAssertEqual(s.chain[1].file, dir.appendingPathComponent("Config/").path + "/Base.xcconfig")
        XCTAssertEqual(errors.map { "\($0.line!):\($0.column!): \($0.message)" }, [
            "4:1: cannot read included file \(dir.path)/Config/Gone.xcconfig: No such file or directory; expected an existing file (or #include? for an optional one)",
        ])
        // KEY is set again by the include that follows it: the first KEY is not what Xcode uses.
        XCTAssertFalse(s.appliesToIPhoneApp(s.settings[0]))
        XCTAssertTrue(s.appliesToIPhoneApp(s.settings[1]))
    }

    /// A cycle is an error at the linted file's `#include` line; includes nest at most `maximumDepth` deep.
    func testXCConfigIncludeCycleAndDepth() throws {
        var files = [("A.xcconfig", "#include \"B.xcconfig\"\nX = 1\n"), ("B.xcconfig", "#include \"A.xcconfig\"\n")]
        for k in 0...XCConfigReader.maximumDepth { files.append(("D\(k).xcconfig", "#include \"D\(k + 1).xcconfig\"\n")) }
        let dir = try folder(files)
        let cycle = try readXCConfig(dir.appendingPathComponent("A.xcconfig").path)
        XCTAssertEqual(cycle.settings.settings.map(\.key), ["X"])
        XCTAssertEqual(cycle.errors.map { "\($0.line!):\($0.column!): \($0.message)" }, [
            "1:1: include cycle: \(dir.path)/B.xcconfig includes \(dir.path)/A.xcconfig, which is already being included; expected #include lines that do not lead back to a file including them",
        ])
        let deep = try readXCConfig(dir.appendingPathComponent("D0.xcconfig").path)
        XCTAssertEqual(deep.errors.map { "\($0.line!):\($0.column!): \($0.message)" }, [
            "1:1: includes nested more than 16 deep at \(dir.path)/D17.xcconfig; expected at most 16 levels of #include",
        ])
    }

    /// Files that include one file many times over are bounded: at most `maximumIncludes` reads, one error.
    func testXCConfigIncludeBudget() throws {
        var files: [(String, String)] = [("L6.xcconfig", "X = 1\n")]
        for k in 0..<6 { files.append(("L\(k).xcconfig", String(repeating: "#include \"L\(k + 1).xcconfig\"\n", count: 10) + "K\(k) = 1\n")) }
        let dir = try folder(files)
        let (s, errors, _) = try readXCConfig(dir.appendingPathComponent("L0.xcconfig").path)
        XCTAssertEqual(s.settings.map(\.key), ["K0"])
        XCTAssertLessThanOrEqual(s.chain.filter { !$0.isOwn }.count, XCConfigReader.maximumIncludes)
        XCTAssertEqual(errors.map { "\($0.line!):\($0.column!): \($0.message)" }, [
            "1:1: more than 256 included files read for this file; expected fewer #include lines (each file is read again every time it is included)",
        ])
    }

    /// A small project: values as Foundation reads them (quoted, escaped, arrays joined), the line and column of
    /// each setting, project settings inherited by the target configuration of the same name.
    func testPBXProjValuesLinesAndInheritance() {
        let text = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP /* Project object */ = {isa = PBXProject; buildConfigurationList = PL; targets = (T, W); };
            \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PD /* Debug */, ); };
            \t\tPD /* Debug */ = {isa = XCBuildConfiguration; name = Debug; buildSettings = {
            \t\t\tSDKROOT = iphoneos;
            \t\t\t/* buildSettings = { NOT_A_KEY = 1; } */
            \t\t\tINFOPLIST_KEY_UIRequiresFullScreen = YES;
            \t\t}; };
            \t\tT /* Stride */ = {isa = PBXNativeTarget; name = Stride; productType = "com.apple.product-type.application"; buildConfigurationList = TL; };
            \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TD); };
            \t\tTD = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = F; buildSettings = {
            \t\t\t"CODE_SIGN_IDENTITY[sdk=iphoneos*]" = "iPhone \\"Developer\\"";
            \t\t\tOTHER_FLAGS = ("-a", "-b", );
            \t\t}; };
            \t\tW /* Watch */ = {isa = PBXNativeTarget; name = Watch; productType = "com.apple.product-type.application"; buildConfigurationList = WL; };
            \t\tWL = {isa = XCConfigurationList; buildConfigurations = (WD); };
            \t\tWD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SDKROOT = watchos; }; };
            \t};
            \trootObject = P;
            }

            """
        let source = SourceFile(path: "S.xcodeproj/project.pbxproj", text: text)
        let (read, errors) = PBXProjReader().read(source)
        XCTAssertEqual(errors, [])
        let s = try! XCTUnwrap(read)
        XCTAssertEqual(s.configurations.map { "\($0.target ?? "-")/\($0.name)" }, ["-/Debug", "Stride/Debug", "Watch/Debug"])
        XCTAssertEqual(s.configurations[1].productType, "com.apple.product-type.application")
        XCTAssertEqual(s.configurations[1].baseConfigurationReference, "F")
        XCTAssertEqual(s.configurations[1].value("INFOPLIST_KEY_UIRequiresFullScreen"), "YES")
        XCTAssertEqual(s.configurations[1].settings["CODE_SIGN_IDENTITY[sdk=iphoneos*]"], "iPhone \"Developer\"")
        XCTAssertEqual(s.configurations[1].settings["OTHER_FLAGS"], "-a -b")
        XCTAssertTrue(s.configurations[1].isIPhoneApp)
        XCTAssertFalse(s.configurations[2].isIPhoneApp)
        XCTAssertFalse(s.configurations[0].isIPhoneApp)
        let placed = s.settings.map { "\($0.key) \(source.location(ofOffset: $0.keyRange.lowerBound).line):\(source.location(ofOffset: $0.keyRange.lowerBound).utf8Column)" }
        XCTAssertEqual(placed, ["SDKROOT 7:4", "INFOPLIST_KEY_UIRequiresFullScreen 9:4", "CODE_SIGN_IDENTITY 14:4", "OTHER_FLAGS 15:4", "SDKROOT 19:68"])
        XCTAssertEqual(s.settings[2].conditions, [BuildSettingCondition(name: "sdk", pattern: "iphoneos*")])
        // The project's setting is inherited by Stride (an iPhone app) in Debug.
        XCTAssertTrue(s.appliesToIPhoneApp(s.settings[1]))
        XCTAssertFalse(s.appliesToIPhoneApp(s.settings[1], unlessSet: ["CODE_SIGN_IDENTITY"]))
    }

    /// A malformed pbxproj: one error at the first syntax error, with what was expected (never Foundation's
    /// "line 1"); a property list that is no project: at 1:1.
    func testPBXProjErrors() {
        func error(_ text: String) -> String {
            let (s, errors) = PBXProjReader().read(SourceFile(path: "S.xcodeproj/project.pbxproj", text: text))
            XCTAssertNil(s)
            return errors.map { "\($0.line!):\($0.column!): \($0.message)" }.joined(separator: "\n")
        }
        XCTAssertEqual(error("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = X; }\n\t};\n}\n"), "5:2: invalid project.pbxproj: expected ; after the value of A")
        XCTAssertEqual(error("{\n\tobjects = {\n\t\tA = {isa = X;\n"), "4:1: invalid project.pbxproj: expected } to close the dictionary before the end of the file (the bracket opened at line 3)")
        XCTAssertEqual(error("{\n\ta = \"b;\n}\n"), "2:6: invalid project.pbxproj: expected a closing \" for the string before the end of the file")
        XCTAssertEqual(error("{ a = b; } }"), "1:12: invalid project.pbxproj: expected the end of the file after the project's closing }")
        XCTAssertEqual(error("{ a b; }"), "1:5: invalid project.pbxproj: expected = after the key a")
        XCTAssertEqual(error("{ a = b; /* open"), "1:10: invalid project.pbxproj: expected */ to close the comment before the end of the file")
        XCTAssertEqual(error("{ a = é; }"), "1:7: invalid project.pbxproj: expected a string, a comment or one of { } ( ) = ; , got byte C3")
        XCTAssertEqual(error(""), "1:1: invalid project.pbxproj: expected a dictionary ({ … }) holding the project")
        XCTAssertEqual(error("{ objects = {}; }"), "1:1: invalid project.pbxproj: expected a dictionary with objects and a rootObject naming a PBXProject")
        XCTAssertEqual(error(String(repeating: "(", count: 300)), "1:1: invalid project.pbxproj: expected { to open the project's dictionary")
        XCTAssertEqual(error("{ a = " + String(repeating: "(", count: 300)), "1:206: invalid project.pbxproj: expected at most 200 nested dictionaries and arrays")
    }

    /// How an xcconfig with no target is judged: its own SDKROOT / TARGETED_DEVICE_FAMILY (with its includes'),
    /// and `[sdk=…]` conditions of other platforms.
    func testXCConfigIsJudgedByItsOwnPlatformSettings() {
        func applies(_ text: String, _ index: Int = -1) -> Bool {
            let (s, _) = XCConfigReader().read(SourceFile(path: "A.xcconfig", text: text))
            return s.appliesToIPhoneApp(index < 0 ? s.settings.last! : s.settings[index])
        }
        XCTAssertTrue(applies("K = 1\n"))
        XCTAssertFalse(applies("SDKROOT = macosx\nK = 1\n"))
        XCTAssertTrue(applies("SDKROOT = iphoneos\nTARGETED_DEVICE_FAMILY = 1,2\nK = 1\n"))
        XCTAssertFalse(applies("TARGETED_DEVICE_FAMILY = 2\nK = 1\n"))
        XCTAssertFalse(applies("SDKROOT = auto\nSUPPORTED_PLATFORMS = macosx\nK = 1\n"))
        XCTAssertTrue(applies("SDKROOT = auto\nSUPPORTED_PLATFORMS = iphoneos iphonesimulator macosx\nK = 1\n"))
        XCTAssertFalse(applies("K[sdk=macosx*] = 1\n"))
        XCTAssertFalse(applies("K[sdk=xros*] = 1\n"))
        XCTAssertTrue(applies("K[sdk=iphonesimulator*] = 1\n"))
        XCTAssertTrue(applies("K[config=Debug] = 1\n"))
        // Set again later for every iPhone build: the first is overridden; a Debug-only override is not enough.
        XCTAssertFalse(applies("K = 1\nK[sdk=iphoneos*] = 2\n", 0))
        XCTAssertTrue(applies("K = 1\nK[config=Debug] = 2\n", 0))
    }

    /// Booleans read as NSString's boolValue; list words split at blanks, quotes kept together.
    func testValues() {
        for v in ["YES", "yes", "true", "TRUE", "1", " 7", "Y"] { XCTAssertTrue(BuildSettingValues.readsAsTrue(v), v) }
        for v in ["NO", "no", "false", "0", "", "$(FULL)", "${FULL}", "maybe"] { XCTAssertFalse(BuildSettingValues.readsAsTrue(v), v) }
        XCTAssertEqual(BuildSettingValues.words(" a\tb  \"c d\" e"), ["a", "b", "c d", "e"])
        XCTAssertEqual(BuildSettingValues.words(""), [])
    }
}
