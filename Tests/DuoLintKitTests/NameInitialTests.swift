import XCTest
@testable import DuoLintKit

/// `NameInitial`: the case of an identifier's first character, ASCII by its byte, any other as `Character` says;
/// and the rules that read it (`idiom_layout_check`'s helper uses, `size_breakpoint`'s type names) with
/// non-ASCII names.
final class NameInitialTests: XCTestCase {
    /// (name, value name, may name a type) for each identifier of `names`, declared as `let NAME = 0`.
    private func initials(_ names: [String]) -> [String] {
        let file = LexTestSupport.swiftFile(names.map { "let \($0) = 0\n" }.joined())
        return (0..<file.count).filter { file.kind($0) == .identifier }.map {
            "\(file.text($0)) \(NameInitial.isValueName(file, $0)) \(NameInitial.mayNameType(file, $0))"
        }
    }

    func testASCIIInitialsAreJudgedByTheirByte() {
        XCTAssertEqual(initials(["isPad", "zed", "_cache", "Mountain", "Zed", "aB", "`default`"]), [
            "isPad true false", "zed true false", "_cache true false", "Mountain false true", "Zed false true", "aB true false",
            "`default` true false",
        ])
    }

    func testNonASCIIInitialsAreJudgedAsUnicodeLetters() {
        XCTAssertEqual(initials(["ñIsPad", "éclair", "πMode", "ÑIsPad", "Éclair", "ΣTotal", "数値", "e\u{301}clair", "E\u{301}clair"]), [
            "ñIsPad true false", "éclair true false", "πMode true false", "ÑIsPad false true", "Éclair false true",
            "ΣTotal false true", "数値 true true", "e\u{301}clair true false", "E\u{301}clair false true",
        ])
    }

    /// A name that may be a type's: an upper-case or titlecase initial (`ǅ`), or a letter without case (`数値`, which
    /// may be either), read inside backquotes (`` `Mountain` ``); not a lower-case initial, `_` or a symbol (`ⓐ`).
    func testTypeNamesAreUpperCaseTitlecaseOrCaselessInsideBackquotes() {
        let file = LexTestSupport.swiftFile(["Mountain", "`Mountain`", "`mountain`", "ǅemo", "数値", "ñandú", "_Cache", "`default`", "ⓐ",
                                             "ℝ2", "𝐀x", "ª"]
            .map { "let \($0) = 0\n" }.joined())
        let judged = (0..<file.count).filter { file.kind($0) == .identifier }.map { "\(file.text($0)) \(NameInitial.mayNameType(file, $0))" }
        XCTAssertEqual(judged, ["Mountain true", "`Mountain` true", "`mountain` false", "ǅemo true", "数値 true", "ñandú false",
                                "_Cache false", "`default` false", "ⓐ false", "ℝ2 true", "𝐀x true", "ª false"])
    }

    /// A value name by its initial: lower-case or caseless (`数値`), not upper-case or titlecase (`ǅ`), not a symbol;
    /// a backquoted name by the initial inside its backquotes.
    func testValueNamesAreLowerCaseOrCaseless() {
        let file = LexTestSupport.swiftFile(["isPad", "_cache", "Mountain", "ñIsPad", "ÑIsPad", "数値", "大画面", "ǅx", "`default`", "ℝ2"]
            .map { "let \($0) = 0\n" }.joined())
        let judged = (0..<file.count).filter { file.kind($0) == .identifier }.map { "\(file.text($0)) \(NameInitial.isValueName(file, $0))" }
        XCTAssertEqual(judged, ["isPad true", "_cache true", "Mountain false", "ñIsPad true", "ÑIsPad false", "数値 true", "大画面 true",
                                "ǅx false", "`default` true", "ℝ2 false"])
    }

    private let fix = "both of iPhone Duo's displays report .phone; decide from the horizontal size class (@Environment(\\.horizontalSizeClass) or traitCollection.horizontalSizeClass) instead."

    private func idiomFindings(_ text: String) -> [String] {
        let linter = Linter(rules: [IdiomLayoutCheckRule()], specRules: [], plistRules: [], jobs: 1)
        return linter.lint([SourceFile(path: "Sources/A.swift", text: text)])[0].findings.map {
            "\($0.range.start.line):\($0.range.start.utf8Column) \($0.message)"
        }
    }

    /// A helper whose name starts with a non-ASCII lower-case letter, or a letter without case, is judged by its
    /// uses as `isPad` is (it was never reported: only `a`–`z` and `_` counted as a lower-case initial).
    func testHelperWithANonASCIILowerCaseInitialFiresAtItsTest() {
        for name in ["ñIsPad", "πWide", "éPad", "大画面"] {
            XCTAssertEqual(idiomFindings("var \(name): Bool { UIDevice.current.userInterfaceIdiom == .pad }\nfunc f() {\n    if \(name) { v.frame(width: 400) }\n}\n"), [
                "1:\(name.utf8.count + 14) Comparing the idiom with .pad in `\(name)` stands in for the screen size, and `\(name)` decides layout at A.swift:3, where it decides `frame`; \(fix)",
            ], name)
        }
    }

    /// A backquoted helper name is the name inside its backquotes, in the declaration and at its uses: `` `isPad` ``
    /// declared is `isPad` used, and the other way round (the eighth breaker found the helper silent).
    func testBackquotedHelperNamesMatchTheirUses() {
        for (declared, used) in [("`isPad`", "isPad"), ("isPad", "`isPad`"), ("`isPad`", "`isPad`")] {
            let column = "var \(declared): Bool { ".utf8.count + 1
            XCTAssertEqual(idiomFindings("var \(declared): Bool { UIDevice.current.userInterfaceIdiom == .pad }\nfunc f() {\n    if \(used) { v.frame(width: 400) }\n}\n"), [
                "1:\(column) Comparing the idiom with .pad in `isPad` stands in for the screen size, and `isPad` decides layout at A.swift:3, where it decides `frame`; \(fix)",
            ], "\(declared) \(used)")
        }
    }

    /// An upper-case initial, ASCII or not, stays a type-like name: no use of it is recorded.
    func testHelperWithAnUpperCaseInitialIsNotAUse() {
        for name in ["ÑIsPad", "IsPad"] {
            XCTAssertEqual(idiomFindings("var \(name): Bool { UIDevice.current.userInterfaceIdiom == .pad }\nfunc f() {\n    if \(name) { v.frame(width: 400) }\n}\n"), [], name)
        }
    }

    /// `size_breakpoint` leaves another named type's initializer alone whatever script its name starts with, backquoted
    /// or not, and a layout type (`…View`, `` `CGSize` ``) still counts.
    func testSizeBreakpointTypeNamesMayStartWithANonASCIILetter() {
        let linter = Linter(rules: [SizeBreakpointRule()], specRules: [], plistRules: [], jobs: 1)
        let text = "let a = Ñandú(width: 466, height: 678)\nlet b = ÉtagèreView(width: 466)\nlet c = ñandú(width: 466)\n"
            + "let d = `Mountain`(width: 466)\nlet e = 数値(width: 466)\nlet f = ǅemo(width: 466)\nlet g = `CGSize`(width: 466)\n"
            + "let h = ℝ2(width: 466)\n"
        let findings = linter.lint([SourceFile(path: "A.swift", text: text)])[0].findings
        XCTAssertEqual(findings.map { "\($0.range.start.line):\($0.range.start.utf8Column)" }, ["2:\("let b = ÉtagèreView(width: ".utf8.count + 1)", "3:\("let c = ñandú(width: ".utf8.count + 1)",
                                                                                               "7:\("let g = `CGSize`(width: ".utf8.count + 1)"])
    }
}
