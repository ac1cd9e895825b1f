import DuoLintKit
import Foundation
import XCTest

/// `SyntaxTree+ViewNames`: a view call's type name and a chain's root view, read through `SwiftUI.`, an explicit
/// `.init` (with generic arguments) and parentheses around a whole root call, and not through another module's
/// qualifier. Token indices are found by text; every answer is asserted exactly (the name's token, or nil).
final class ViewNamesTests: XCTestCase {
    private func parse(_ text: String) -> SwiftFile { LexTestSupport.swiftFile(text) }

    /// The token of `typeName(ofCall:in:)` for the call that `call(constructing:in:)` finds for the name at token
    /// `name`, or nil when there is none (both directions must agree for an answer).
    private func typeNameToken(_ f: SwiftFile, name: Int) -> Int? {
        let tree = f.syntaxTree
        guard let n = tree.node(exactlyAt: name), let c = tree.call(constructing: n, in: f) else { return nil }
        return tree.typeName(ofCall: c, in: f).map { tree.start($0) }
    }

    func testTypeNameSeesThroughSwiftUIInitAndGenericArguments() {
        let f = parse("""
            Button("a") {}
            SwiftUI.Button("b") {}
            Button.init("c") {}
            ScrollView<Text>.init { x }
            SwiftUI.ScrollView<Text>.init { y }
            Foo<Int>(z)
            """)
        for (word, k) in [("Button", 0), ("Button", 1), ("Button", 2), ("ScrollView", 0), ("ScrollView", 1), ("Foo", 0)] {
            let t = f.lexTestIndex(of: word, k)
            XCTAssertEqual(typeNameToken(f, name: t), t, "\(word) #\(k)")
        }
    }

    func testOtherQualifiersMembersAndDelegationsNameNoType() {
        let f = parse("""
            MyKit.Button("a") {}
            x.padding(8)
            Outer.Inner(1)
            let v: V = .init(2)
            self.init(3)
            """)
        let tree = f.syntaxTree
        for word in ["Button", "padding", "Inner", "Outer", "MyKit", "x"] {
            XCTAssertNil(typeNameToken(f, name: f.lexTestIndex(of: word)), word)
        }
        // The file's five calls: none of them builds a type by name.
        let calls = (0..<tree.count).filter { tree.kind($0) == .functionCallExpr }
        XCTAssertEqual(calls.count, 5)
        XCTAssertEqual(calls.compactMap { tree.typeName(ofCall: $0, in: f) }, [])
    }

    func testViewRootOfAChain() {
        let f = parse("""
            SwiftUI.ScrollView { a }.ignoresSafeArea()
            (ScrollView { b }).ignoresSafeArea()
            ((List { c })).padding().ignoresSafeArea()
            MyKit.ScrollView { d }.ignoresSafeArea()
            (ScrollView { e }.padding()).ignoresSafeArea()
            ScrollView<Text>.init { g }.ignoresSafeArea()
            """)
        let tree = f.syntaxTree
        func root(_ k: Int) -> Int {
            let member = tree.parent(tree.node(exactlyAt: f.lexTestIndex(of: "ignoresSafeArea", k))!)!
            return tree.viewRoot(tree.chainRoot(tree.base(ofMember: member)!), in: f)
        }
        XCTAssertEqual(tree.start(root(0)), f.lexTestIndex(of: "ScrollView", 0))
        XCTAssertEqual(tree.start(root(1)), f.lexTestIndex(of: "ScrollView", 1))
        XCTAssertEqual(tree.start(root(2)), f.lexTestIndex(of: "List"))
        XCTAssertEqual(tree.start(root(3)), f.lexTestIndex(of: "MyKit"), "another module: the chain's own root")
        XCTAssertEqual(tree.kind(root(4)), .tupleExpr, "parentheses around more than the call are not seen through")
        XCTAssertEqual(tree.start(root(5)), f.lexTestIndex(of: "ScrollView", 4))
        XCTAssertNil(tree.call(constructing: root(3), in: f))
        XCTAssertEqual(tree.call(constructing: root(1), in: f).map { tree.start($0) }, f.lexTestIndex(of: "ScrollView", 1))
    }

    func testViewTopThroughParentheses() {
        let f = parse("(Button(\"c\") {}).padding()\n")
        let tree = f.syntaxTree
        let call = tree.call(constructing: tree.node(exactlyAt: f.lexTestIndex(of: "Button"))!, in: f)!
        let top = tree.viewTop(call, in: f)
        XCTAssertEqual(tree.tokens(top), 0..<(f.lexTestIndex(of: ")", 2) + 1))
        XCTAssertEqual(tree.kind(top), .functionCallExpr)
    }

    func testCallAtSeesThroughInit() {
        let f = parse("Button.init(\"c\") { go() }\n")
        let c = f.call(at: f.lexTestIndex(of: "Button"))
        XCTAssertEqual(c?.callee, 0)
        XCTAssertEqual(c?.argumentsOpen, f.lexTestIndex(of: "("))
        XCTAssertEqual(c?.trailingClosures.map(\.open), [f.lexTestIndex(of: "{")])
    }
}
