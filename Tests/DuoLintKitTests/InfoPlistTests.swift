import Foundation
import XCTest
@testable import DuoLintKit

/// Reading Info.plists (XML, binary, OpenStep) and their input errors; the rule itself is tested from its
/// page (`Rules/requires_full_screen.md`).
final class InfoPlistTests: XCTestCase {
    private func lint(_ bytes: [UInt8], path: String = "App/Info.plist") -> Linter.FileResult {
        Linter(jobs: 1).lint(SourceFile(path: path, bytes: bytes))
    }

    private func positions(_ r: Linter.FileResult) -> [String] {
        r.findings.map { "\($0.range.start.line):\($0.range.start.utf8Column)-\($0.range.end.line):\($0.range.end.utf8Column) \($0.ruleID)" }
    }

    func testBinaryPlistIsReadAndTheFindingIsAtTheFileStart() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["UIRequiresFullScreen": true, "CFBundleName": "Stride"],
                                                      format: .binary, options: 0)
        let r = lint(Array(data))
        XCTAssertEqual(r.errors, [])
        XCTAssertEqual(positions(r), ["1:1-1:1 requires_full_screen"])
    }

    func testBinaryPlistWithTheKeyFalseFindsNothing() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["UIRequiresFullScreen": false], format: .binary, options: 0)
        let r = lint(Array(data))
        XCTAssertEqual(r.errors, [])
        XCTAssertEqual(r.findings, [])
    }

    func testOpenStepPlistStringYESCounts() {
        let r = lint(Array("{\n  CFBundleName = Stride;\n  UIRequiresFullScreen = YES;\n}\n".utf8))
        XCTAssertEqual(r.errors, [])
        XCTAssertEqual(positions(r), ["1:1-1:1 requires_full_screen"])
    }

    func testXMLFindingSpansTheKeyElementAndHonoursEntitiesAndCRLF() {
        let text = "<plist version=\"1.0\">\r\n<dict>\r\n\t<key>UIRequires&#70;ullScreen</key><true/>\r\n</dict>\r\n</plist>\r\n"
        let r = lint(Array(text.utf8))
        XCTAssertEqual(r.errors, [])
        XCTAssertEqual(positions(r), ["3:2-3:37 requires_full_screen"])
    }

    func testOlderTargetNamedInfoPlistIsRead() {
        let text = "<plist><dict><key>UIRequiresFullScreen</key><true/></dict></plist>\n"
        XCTAssertEqual(positions(lint(Array(text.utf8), path: "Stride-Info.plist")), ["1:14-1:45 requires_full_screen"])
    }

    func testInputErrorsSayWhatWasExpected() {
        XCTAssertEqual(lint([]).errors, [InputError(path: "App/Info.plist", line: 1, column: 1, message: "empty file; expected a property list", utf16Column: 1)])
        XCTAssertEqual(lint(Array("<plist><array/></plist>\n".utf8)).errors.map(\.message),
                       ["expected a dictionary at the top of an Info.plist, got an array"])
        let broken = lint(Array("<plist>\n<dict>\n<key>A</key>\n<wrong/>\n</dict>\n</plist>\n".utf8))
        XCTAssertEqual(broken.errors.map { "\($0.line ?? 0): \($0.message)" }, ["4: invalid property list: Encountered unknown tag wrong on line 4"])
        XCTAssertEqual(broken.findings, [])
    }

    func testXMLCommentsSuppressAndBadDirectivesAreInvalidSuppressionWarnings() {
        let text = """
            <plist version="1.0">
            <dict>
                <!-- duolint:disable:next requires_full_screen - kept until the 3.0 layout ships -->
                <key>UIRequiresFullScreen</key>
                <true/>
                <!-- duolint:disable:next requires_ful_screen -->
                <key>UIRequiresFullScreen~iphone</key>
                <true/>
                <!-- a comment that mentions duolint: in passing -->
            </dict>
            </plist>

            """
        let r = lint(Array(text.utf8))
        XCTAssertEqual(positions(r), ["6:31-6:50 invalid_suppression", "7:5-7:43 requires_full_screen"])
        XCTAssertEqual(r.suppressed.map { "\($0.range.start.line) \($0.ruleID) \(String(describing: $0.suppression))" },
                       ["4 requires_full_screen Optional(DuoLintKit.FindingSuppression.inSource(justification: Optional(\"kept until the 3.0 layout ships\")))"])
        XCTAssertEqual(r.errors, [])
        XCTAssertEqual(r.findings.first?.message, "'requires_ful_screen' is not a rule; did you mean 'requires_full_screen'?")
    }

    /// Found by the breaker: Foundation's XMLParser traps on a name that is not UTF-8, which killed the run.
    func testInvalidUTF8InAnElementOrInstructionNameIsAnErrorOrAFindingNeverATrap() {
        let element = lint(Array("<plist version=\"1.0\">\n<dict>\n<key>A</key>\n<".utf8) + [0xD1] + Array("/>\n</dict>\n</plist>\n".utf8))
        XCTAssertEqual(element.findings, [])
        XCTAssertEqual(element.errors.map { "\($0.line ?? 0): \($0.message)" }, ["4: invalid property list: Encountered unknown tag <unknown> on line 4"])
        let instruction = lint(Array("<?x".utf8) + [0xD1] + Array(" a?>\n<plist><dict><key>UIRequiresFullScreen</key><true/></dict></plist>\n".utf8))
        XCTAssertEqual(instruction.errors, [])
        XCTAssertEqual(positions(instruction), ["1:1-1:1 requires_full_screen"])
    }

    func testPositionsAndSuppressionsSurviveNonASCIIAndCDATAAndRepeatedKeys() {
        let text = """
            <plist version="1.0">
            <dict>
                <key>CFBundleDisplayName</key><string>日本語のアプリ</string><key>UIRequiresFullScreen~iphone</key><true/>
                <!-- duolint:disable:next requires_full_screen - 3.0 で削除 -->
                <key><![CDATA[UIRequiresFullScreen]]></key>
                <true/>
                <key>UIRequiresFullScreen~ipad</key><true/>
                <key>UIRequiresFullScreen~ipad</key><false/>
            </dict>
            </plist>

            """
        let r = lint(Array(text.utf8))
        XCTAssertEqual(r.errors, [])
        XCTAssertEqual(positions(r), ["3:73-3:111 requires_full_screen"])
        XCTAssertEqual(r.suppressed.map { "\($0.range.start.line):\($0.range.start.utf8Column)" }, ["5:5"])
        let repeated = "<plist><dict>\n<key>UIRequiresFullScreen</key><false/>\n<key>UIRequiresFullScreen</key><true/>\n</dict></plist>\n"
        XCTAssertEqual(positions(lint(Array(repeated.utf8))), ["3:1-3:32 requires_full_screen"], "the last of repeated keys wins, as in Foundation")
    }

    func testCorruptBinaryAndBlankFilesSayWhatTheyAre() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["UIRequiresFullScreen": true], format: .binary, options: 0)
        for bytes in [Array(data.prefix(data.count - 9)), Array("bplist00".utf8)] {
            XCTAssertEqual(lint(bytes).errors.map(\.message), ["invalid binary property list: truncated or corrupt"])
        }
        XCTAssertEqual(lint(Array(" \n\t\r\n".utf8)).errors.map(\.message), ["empty file; expected a property list"])
    }

    func testValuesReadAsTrueAsFoundationsBoolValueReadsThem() {
        for s in ["YES", "yes", "true", "T", "1", " 7", "+1", "007"] { XCTAssertTrue(PlistValue.string(s).readsAsTrue, s) }
        for s in ["NO", "false", "0", "", "$(FULL_SCREEN)", "-0", "maybe"] { XCTAssertFalse(PlistValue.string(s).readsAsTrue, s) }
        XCTAssertTrue(PlistValue.boolean(true).readsAsTrue)
        XCTAssertFalse(PlistValue.boolean(false).readsAsTrue)
        XCTAssertTrue(PlistValue.number(2).readsAsTrue)
        XCTAssertFalse(PlistValue.number(0).readsAsTrue)
        XCTAssertFalse(PlistValue.other.readsAsTrue)
    }

    func testAPreprocessedInfoPlistIsReadWithItsDirectivesBlanked() throws {
        // INFOPLIST_PREPROCESS = YES: `#include` and `#if` lines are not XML; the keys of every branch are read
        // where they are written, and a `#` in a value is left alone.
        let text = "#include \"Config.h\"\n<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + "#if DEBUG\n  <key>CFBundleName</key>\n  <string>Stride Debug</string>\n#else\n  <key>CFBundleName</key>\n"
            + "  <string>\n#1 Stride</string>\n#endif\n  <key>UIRequiresFullScreen</key>\n  <true/>\n</dict>\n</plist>\n"
        let dir = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: dir.appendingPathComponent("App/Info.plist"))
        let r = try runDuolint(["--quiet", "App"], in: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, "App/Info.plist:13:3: warning: UIRequiresFullScreen is deprecated and does not stop iPhone Duo from "
                       + "resizing the app when it opens or closes; remove it and adapt the layout to size classes and the safe area. "
                       + "(requires_full_screen)\n")
        let read = InfoPlistReader().read(SourceFile(path: "App/Info.plist", bytes: Array(text.utf8)))
        XCTAssertEqual(read.errors, [])
        XCTAssertEqual(read.plist?.values["CFBundleName"], .string("\n#1 Stride"))
        XCTAssertTrue(PlistPreprocessing.isDirective(ArraySlice(Array("  #  ifdef X".utf8))))
        XCTAssertFalse(PlistPreprocessing.isDirective(ArraySlice(Array("#iffy".utf8))))
    }

    func testCLIFindsInfoPlistsInFoldersAndABrokenOneLosesNothingElse() throws {
        let dir = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data("<plist>\n<dict>\n  <key>UIRequiresFullScreen</key>\n  <true/>\n</dict>\n</plist>\n".utf8)
            .write(to: dir.appendingPathComponent("App/Info.plist"))
        try Data("<plist><dict>\n<key>A</key>\n".utf8).write(to: dir.appendingPathComponent("App/Broken-Info.plist"))
        try Data("<plist><dict><key>UIRequiresFullScreen</key><true/></dict></plist>\n".utf8)
            .write(to: dir.appendingPathComponent("App/Settings.plist"))
        try Data("let s = UIScreen.main.scale\n".utf8).write(to: dir.appendingPathComponent("App/View.swift"))
        let r = try runDuolint(["--quiet", "App"], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) },
                       ["App/Info.plist:3:3:", "App/View.swift:1:9:"])
        XCTAssertTrue(r.stderr.hasPrefix("App/Broken-Info.plist:"), r.stderr)
        XCTAssertTrue(r.stderr.contains("error: invalid property list"), r.stderr)
    }

    /// The names read as Info.plists, by the path's last name only.
    func testInfoPlistNames() {
        for path in ["Info.plist", "App/Info.plist", "/a/b/App-Info.plist", "-Info.plist", "App/Info.plist/"] {
            XCTAssertTrue(InfoPlistReader.isInfoPlist(path), path)
        }
        // Every ending but `plist` and a slash answers before the name is read: `t` alone (`View.swift`), `list`,
        // `plis` and names shorter than `plist` included.
        for path in ["", "/", "Info.plist.swift", "AppInfo.plist", "Info.plist/A.swift", "info.plist", "Info.plistx",
                     "View.swift", "App/list", "Info.plis", "t", "st", "ist", "list", "plist", "Aplist", "Settings.plist"] {
            XCTAssertFalse(InfoPlistReader.isInfoPlist(path), path)
        }
        // Not ASCII: Swift's characters decide (a combining mark on the last `t` makes another name; an accent
        // elsewhere in the path does not matter), trailing slashes dropped as for any path.
        for path in ["caf\u{E9}/Info.plist", "cafe\u{301}/App-Info.plist", "caf\u{E9}/Info.plist//", "\u{301}/Info.plist"] {
            XCTAssertTrue(InfoPlistReader.isInfoPlist(path), path.debugDescription)
        }
        for path in ["App/Info.plist\u{301}", "App/Info.plis\u{E9}", "caf\u{E9}/Info.plist/\u{301}", "caf\u{E9}/View.swift"] {
            XCTAssertFalse(InfoPlistReader.isInfoPlist(path), path.debugDescription)
        }
    }
}
