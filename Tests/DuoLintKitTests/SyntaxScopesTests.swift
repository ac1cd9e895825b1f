import XCTest
@testable import DuoLintKit

/// `SyntaxTree+Scopes`: statements, parameter scopes and their names, conditions and declared names, asserted
/// as exact node kinds and token texts.
final class SyntaxScopesTests: XCTestCase {
    private func parse(_ text: String) -> (SwiftFile, SyntaxTree) {
        let file = SwiftFile(SourceFile(path: "Scopes.swift", text: text))
        return (file, file.syntaxTree)
    }

    /// The first node of `kind`.
    private func first(_ tree: SyntaxTree, _ kind: SyntaxKind) -> Int? {
        (0..<tree.count).first { tree.kind($0) == kind }
    }

    func testClosureAndFunctionParameterNames() throws {
        let (file, tree) = parse("""
            let h = f { [weak self] (ctx: C, b) in x = 1 }
            func g(insets: T, _ y: Int, z w: Int) { }
            let k = f { a, _ in }
            """)
        let closures = (0..<tree.count).filter { tree.kind($0) == .closureExpr }
        XCTAssertEqual(closures.count, 2)
        XCTAssertEqual(tree.parameterNames(file, of: closures[0]).map(file.text), ["ctx", "b"])
        XCTAssertEqual(tree.parameterNames(file, of: closures[1]).map(file.text), ["a", "_"])
        let g = try XCTUnwrap(first(tree, .functionDecl))
        XCTAssertEqual(tree.parameterNames(file, of: g).map(file.text), ["insets", "y", "w"])
        XCTAssertEqual(tree.body(of: g).map(tree.kind), .codeBlock)
        XCTAssertEqual(tree.body(of: closures[0]), closures[0])
    }

    func testStatementsAndEnclosingScope() throws {
        let (file, tree) = parse("""
            func f() {
                x = 1
                if a { y() }
                switch s { case .a: z = 2; w() default: break }
            }
            """)
        let body = try XCTUnwrap(tree.body(of: try XCTUnwrap(first(tree, .functionDecl))))
        // An `if` or `switch` used as a statement is wrapped in an `expressionStmt`, as in SwiftSyntax.
        XCTAssertEqual(tree.statements(of: body).map(tree.kind), [.sequenceExpr, .expressionStmt, .expressionStmt])
        let switchCase = try XCTUnwrap(first(tree, .switchCase))
        XCTAssertEqual(tree.statements(of: switchCase).map(tree.kind), [.sequenceExpr, .functionCallExpr])
        XCTAssertFalse(tree.isStatement(try XCTUnwrap(first(tree, .switchCaseLabel))))
        let call = try XCTUnwrap((0..<tree.count).first { tree.kind($0) == .functionCallExpr })
        XCTAssertEqual(file.text(tree.start(call)), "y")
        XCTAssertEqual(tree.enclosingParameterScope(call).map(tree.kind), .functionDecl)
    }

    func testConditionsAndDeclaredNames() throws {
        let (file, tree) = parse("""
            if let q = r, case let .s(w) = t, a == 1 { for (i, j) in z { var k = 1 } }
            """)
        let ifExpr = try XCTUnwrap(first(tree, .ifExpr))
        let conditions = tree.conditions(of: ifExpr)
        XCTAssertEqual(conditions.count, 3)
        let literal = try XCTUnwrap(first(tree, .integerLiteralExpr))
        XCTAssertEqual(tree.condition(around: literal)?.statement, ifExpr)
        XCTAssertEqual(tree.condition(around: literal)?.element, conditions[2])
        let loopLiteral = try XCTUnwrap((0..<tree.count).last { tree.kind($0) == .integerLiteralExpr })
        XCTAssertNil(tree.condition(around: loopLiteral))
        XCTAssertEqual(tree.declaredNameTokens(in: 0).map(file.text), ["q", "w", "i", "j", "k"])
    }
}
