import XCTest
@testable import DuoLintKit

/// Inputs that once took time growing with the square of their size (found by the breaker): each must
/// finish with the exact result. A regression to quadratic time shows up as a test run far beyond the
/// suite's usual seconds; no test here asserts a time.
final class PathologicalInputTests: XCTestCase {
    private func lint(_ text: String) -> Linter.FileResult {
        Linter(jobs: 1).lint(SourceFile(path: "P.swift", text: text))
    }

    func testManyFileScopeBindingsOfInsetsAndBarItems() {
        let insets = lint(String(repeating: "let a = v.safeAreaInsets.left\n", count: 20_000) + "let w = a * 2\n")
        XCTAssertEqual(insets.findings.map { "\($0.range.start.line):\($0.range.start.utf8Column)" }, ["20001:9"])
        let items = lint(String(repeating: "let b = UIBarButtonItem(image: img, style: .plain, target: nil, action: nil)\n", count: 20_000))
        XCTAssertEqual(items.findings.count, 20_000)
        XCTAssertEqual(Set(items.findings.map(\.ruleID)), ["bar_item_missing_title"])
        let idioms = lint(String(repeating: "let i = UIDevice.current.userInterfaceIdiom\n", count: 20_000))
        XCTAssertEqual(idioms.findings.count, 0)
    }

    func testManyFindingsOnOneLongLine() {
        let result = lint(String(repeating: "_ = UIScreen.main; ", count: 20_000))
        XCTAssertEqual(result.findings.count, 20_000)
        XCTAssertEqual(result.findings.last?.range.start.utf8Column, 19 * 19_999 + 5)
        XCTAssertEqual(result.findings.last?.range.start.utf16Column, 19 * 19_999 + 5)
    }

    func testRunsOfPoundsAndUnclosedRegexDelimiters() {
        let pounds = lint(String(repeating: "#", count: 200_000) + "\nlet s = UIScreen.main\n")
        XCTAssertEqual(pounds.findings.map { "\($0.range.start.line):\($0.range.start.utf8Column)" }, ["2:9"])
        let regexes = lint(String(repeating: "#/\n", count: 50_000) + "let s = UIScreen.main\n")
        XCTAssertEqual(regexes.findings.map { "\($0.range.start.line):\($0.range.start.utf8Column)" }, ["50001:9"])
        let slashes = lint(String(repeating: " /[", count: 50_000) + "\nlet s = UIScreen.main\n")
        XCTAssertEqual(slashes.findings.map { "\($0.range.start.line):\($0.range.start.utf8Column)" }, ["2:9"])
    }

    func testLexicalErrorCountIsExactPastTheKeptDiagnostics() {
        let result = lint(String(repeating: "\"\n", count: 1_500))
        XCTAssertEqual(result.errors.count, 11)
        XCTAssertEqual(result.errors.first, InputError(path: "P.swift", line: 1, column: 1, message: "unterminated string literal", utf16Column: 1))
        XCTAssertEqual(result.errors.last, InputError(path: "P.swift", line: 10, column: 1, message: "1490 more lexical errors in this file not shown"))
    }

    /// A spec where many layouts lack many controls: one finding per lacking layout, not one per pair.
    func testFeatureMissingInManyLayoutsStaysLinear() {
        var lines = ["screen: Many", "layouts:", "  inner-book:", "    elements:"]
        for i in 0..<500 { lines.append("      - {id: b\(i), kind: button, frame: [0, 0, 50, 50]}") }
        for i in 0..<2_000 { lines.append("  c\(i): {size: [100, 100]}") }
        let result = Linter(jobs: 1).lint(SourceFile(path: "M.duo.yml", text: lines.joined(separator: "\n") + "\n"))
        XCTAssertEqual(result.errors, [])
        let missing = result.findings.filter { $0.ruleID == "feature_missing_in_state" }
        XCTAssertEqual(missing.count, 2_000)
        XCTAssertEqual(missing.first?.message,
                       "b0 (button), b1 (button), b2 (button) and 497 more are in other states but missing in c0; keep the feature in every state.")
    }
}
