import XCTest
@testable import DuoLintKit

/// The parser's fast paths against their plain definitions: the one-walk tree build (pre-order numbering and
/// each token's innermost node) against `SyntaxParser.tree`, which finds the owners independently from the
/// pre-order arrays; and `isStartOfDeclaration`'s quick rejection against the full scan.
final class SyntaxTreeBuildTests: XCTestCase {
    /// Every reserved keyword and contextual word the parser classifies (`Word`), spelled.
    static let spellings = """
        associatedtype class deinit enum extension fileprivate func import init inout internal let open operator \
        private precedencegroup protocol public rethrows static struct subscript typealias var break case catch \
        continue default defer do else fallthrough for guard if in repeat return throw switch where while Any as \
        false is nil self Self super throws true try actor macro await async some any each consume copy discard \
        yield then get set willSet didSet _read _modify unsafeAddress unsafeMutableAddress read modify mutating \
        nonmutating override final required convenience lazy weak unowned dynamic optional indirect prefix \
        postfix infix nonisolated distributed package consuming borrowing __consuming __owned __shared sending \
        isolated _const unknown safe unsafe Type Protocol
        """.split(separator: " ").map(String.init)

    /// The tree of `source`, checked: its invariants hold and each token's node is the one `SyntaxParser.tree`
    /// finds from the same pre-order arrays.
    @discardableResult
    func checkedTree(_ source: String, file path: StaticString = #filePath, line: UInt = #line) -> SyntaxTree {
        let file = SwiftFile(SourceFile(path: "T.swift", bytes: Array(source.utf8)))
        let tree = file.syntaxTree
        XCTAssertNil(tree.invariantViolation(tokenCount: file.tokens.count), file: path, line: line)
        let reference = SyntaxParser.tree(kinds: Array(tree.kinds), first: Array(tree.firstTokens),
                                          end: Array(tree.endTokens), parents: Array(tree.parents),
                                          sizes: Array(tree.subtreeSizes))
        XCTAssertEqual(Array(tree.tokenOwners), Array(reference.tokenOwners), file: path, line: line)
        XCTAssertEqual(tree.tokenOwners.count, file.tokens.count, file: path, line: line)
        return tree
    }

    func testEmptyAndTinyFiles() {
        let empty = checkedTree("")
        XCTAssertEqual(empty.count, 1)
        XCTAssertEqual(Array(empty.kinds), [.sourceFile])
        XCTAssertEqual(Array(empty.tokenOwners), [0])
        let one = checkedTree("x")
        XCTAssertEqual(Array(one.kinds), [.sourceFile, .declReferenceExpr])
        XCTAssertEqual(Array(one.parents), [-1, 0])
        XCTAssertEqual(Array(one.subtreeSizes), [2, 1])
        XCTAssertEqual(Array(one.tokenOwners), [1, 0])
        checkedTree("\n\n// only a comment\n")
    }

    func testOwnersBetweenChildrenAndAroundEmptyNodes() {
        // `f(a, b)`: the parentheses and comma are the call's and arguments' own tokens, between children.
        let call = checkedTree("f(a, b)")
        XCTAssertEqual(Array(call.kinds), [.sourceFile, .functionCallExpr, .declReferenceExpr, .labeledExpr,
                                    .declReferenceExpr, .labeledExpr, .declReferenceExpr])
        XCTAssertEqual(Array(call.tokenOwners), [2, 1, 4, 3, 6, 1, 0])
        // An empty argument (`f(/ a/)`) is a node with no tokens: the tokens around it go to its parent.
        checkedTree("f(/ a/)")
        checkedTree("let x = √ 16")
        // Postfix chains wrap what they follow; prefixes are finished innermost first.
        checkedTree("a.b(c)[d]?.e!.f { g }\n try await x.y(&z, -w)")
        checkedTree("if a { } else if b { } else { }\nswitch x { case .a(let y): y; default: break }")
        // Non-ASCII names and an interpolated string.
        checkedTree("let café = \"π \\(naïve) ∑\"\nfunc 名前() -> Int { 1 }")
    }

    func testUnbalancedInput() {
        checkedTree("func f( {")
        checkedTree("}}} ) ] let x = [1, 2")
        checkedTree("struct S { var a: Int = f(\n func g() {} }")
    }

    func testDeepNestingSegmentsAgree() {
        // Blocks deeper than `deferralNesting` are parsed as deferred segments (the other tree-building path).
        let depth = SyntaxParser.deferralNesting + 8
        let blocks = String(repeating: "do { ", count: depth) + "x" + String(repeating: " }", count: depth)
        checkedTree(blocks)
        checkedTree("func f() {\n" + blocks + "\n}\nlet y = 1")
        // Expressions past `maximumNesting` keep the rest of their bracket as one `unexpected` node.
        let parens = String(repeating: "(", count: SyntaxParser.maximumNesting + 20) + "1"
            + String(repeating: ")", count: SyntaxParser.maximumNesting + 20)
        checkedTree("let z = " + parens)
    }

    func testDeclarationStartQuickRejectionMatchesTheScan() {
        // Each word alone, before a name, before each declaration keyword, after an attribute, with a
        // modifier's argument, and as a name in an expression.
        var lines: [String] = []
        for w in SyntaxTreeBuildTests.spellings {
            lines.append("\(w)")
            lines.append("\(w) x")
            lines.append("\(w) func f()")
            lines.append("\(w) var v")
            lines.append("\(w) class C")
            lines.append("\(w) static let k")
            lines.append("\(w)(set) var s")
            lines.append("@a \(w) let l")
            lines.append("\(w) #m")
            lines.append("x = \(w)")
        }
        let file = SwiftFile(SourceFile(path: "T.swift", bytes: Array(lines.joined(separator: "\n").utf8)))
        var checked = 0
        withParser(file) { parser in
            for i in -1...file.tokens.count {
                for context in [SyntaxParser.ItemContext.statements, .members, .caseBody, .switchCases, .postfix] {
                    XCTAssertEqual(parser.isStartOfDeclaration(i, context), parser.scanStartOfDeclaration(i, context),
                                   "token \(i) (\(i >= 0 && i < file.tokens.count ? file.text(i) : "-")) in \(context)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 5_000)
        // Some of them are declarations, most are not.
        withParser(file) { parser in
            let starts = (0..<file.tokens.count).filter { parser.isStartOfDeclaration($0, .members) }
            XCTAssertGreaterThan(starts.count, 100)
            XCTAssertLessThan(starts.count, file.tokens.count / 2)
        }
    }

    /// `SyntaxTree.children` (counted, then filled in one allocation) lists what `firstChild`/`nextSibling` walk
    /// to, and `lastChild` (a walk over subtree sizes) is the walk's last, for every node: leaves (none), the
    /// root, the last node, nodes with one child, nodes whose last child is a deep subtree.
    func testChildrenAgreeWithTheSiblingWalk() {
        let tree = checkedTree("""
        import A
        struct S { var x: Int { get { f(a, b: [1, 2], c: { $0 }) } } }
        func g() { if a { b } else if c { d } else { e(((f))) } }
        let z = 1
        """)
        for n in 0..<tree.count {
            var walk: [Int] = []
            var c = tree.firstChild(n)
            while let k = c { walk.append(k); c = tree.nextSibling(k) }
            XCTAssertEqual(tree.children(n), walk, "node \(n)")
            XCTAssertEqual(tree.lastChild(n), walk.last, "node \(n)")
        }
        XCTAssertEqual(tree.children(tree.count - 1), [])
        XCTAssertNil(tree.lastChild(tree.count - 1))
        // The root's last child is the last top-level item (`let z = 1`), past every nested subtree.
        XCTAssertEqual(tree.kind(tree.lastChild(0)!), .variableDecl)
        XCTAssertEqual(tree.lastChild(0)! + Int(tree.subtreeSizes[tree.lastChild(0)!]), tree.count)
        // One child only: `x` alone is the root's single item.
        let one = checkedTree("x")
        XCTAssertEqual(one.lastChild(0), 1)
        XCTAssertNil(one.lastChild(1))
    }

    /// `isCompoundName` (first label inline, the rest out of line) against the plain definition: `(` unspaced,
    /// then one or more `label:` (a name, keyword or `_`), then `)`; from every token of a corpus of edge cases,
    /// including a `(` at the end of the file and past it.
    func testCompoundNameCheckMatchesItsDefinition() {
        let source = """
            f(_:) g(a:b:) h(a: b) i(a:) j (a:) k(a:b) l() m(_:_:) n(class:) o(a:b:
            p(a::) q((a:)) r(a:)(b:) s(a)
            t(
            """
        let file = SwiftFile(SourceFile(path: "T.swift", bytes: Array(source.utf8)))
        func reference(_ open: Int) -> Bool {
            func kind(_ i: Int) -> TokenKind { i >= 0 && i < file.tokens.count ? file.kind(i) : .endOfFile }
            guard open >= 0, open < file.tokens.count, file.tokens[open].flags & Token.spaceBefore == 0 else {
                return false
            }
            var i = open + 1, labels = 0
            while kind(i) == .identifier || kind(i) == .keyword || kind(i) == .wildcard {
                guard kind(i + 1) == .colon else { return false }
                i += 2
                labels += 1
            }
            return labels > 0 && kind(i) == .rightParen
        }
        var compound = 0
        withParser(file) { parser in
            for i in -1...(file.tokens.count + 1) {
                XCTAssertEqual(parser.isCompoundName(i), reference(i), "token \(i)")
                if reference(i) && file.kind(i) == .leftParen { compound += 1 }
            }
        }
        // At a `(`: `(_:)`, `(a:b:)`, `(a:)`, `(_:_:)`, `(class:)`, `(a:)` inside `q((a:))`, both in `r(a:)(b:)`.
        XCTAssertEqual(compound, 8)
    }
}
