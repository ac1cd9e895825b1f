import XCTest
@testable import DuoLintKit

/// Calls left open before an operator (`#if os( !`, `let x = s( <`): the parser makes an argument with no
/// tokens for the missing part, and reading its text or replacing it must not trap (found by the breaker:
/// `duolint` and `duolint lsp` died with SIGILL on such text, which an editor sends while one types).
final class MissingPartInputTests: XCTestCase {
    private func lint(_ text: String) -> Linter.FileResult {
        Linter(jobs: 1).lint(SourceFile(path: "P.swift", text: text))
    }

    private func rows(_ r: Linter.FileResult) -> [String] {
        r.findings.map { "\($0.range.start.line):\($0.range.start.utf8Column) \($0.ruleID)" }
    }

    func testAnOpenCallInAnIfConfigConditionIsLinted() {
        XCTAssertEqual(rows(lint("#if os( !\nlet s = UIScreen.main\n#endif\n")), ["2:9 ui_screen_main"])
        XCTAssertEqual(rows(lint("#if s( <\n")), [])
        XCTAssertEqual(rows(lint("#if(i(\n<")), [])
        XCTAssertEqual(rows(lint("#if\na( &")), [])
    }

    func testAnOpenCallInAnExpressionIsLinted() {
        XCTAssertEqual(rows(lint("let x = s( <\nlet s = UIScreen.main\n")), ["2:9 ui_screen_main"])
        XCTAssertEqual(rows(lint("var body: some View { Text( < }\n")), [])
    }

    func testAMissingPartHasNoTextAndIsReplacedByAnInsertion() {
        let file = SwiftFile(SourceFile(path: "P.swift", text: "#if os( !\n#endif\n"))
        let tree = file.syntaxTree
        let empty = (0..<tree.count).first { tree.tokens($0).isEmpty }
        XCTAssertNotNil(empty)
        guard let n = empty else { return }
        XCTAssertEqual(SyntaxNames(file: file, tree: tree).text(n), "")
        let at = Int(file.tokens[tree.tokens(n).lowerBound].start)
        XCTAssertEqual(FixEdit.replace(tokens: tree.tokens(n), in: file, with: "iOS").offsets, at..<at)
        XCTAssertEqual(file.source.text(5, 3), "")
    }
}
