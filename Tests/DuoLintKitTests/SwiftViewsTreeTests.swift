import DuoLintKit
import Foundation
import XCTest

/// The views rules use (`SwiftFile+Calls`, `+Chains`, `+Bindings`) read from the syntax tree: the cases the
/// token-window versions got wrong or bounded, and the lexical fallback where the tree has no structure
/// (past the parser's nesting bound). Token indices are found by text; every result is asserted exactly.
final class SwiftViewsTreeTests: XCTestCase {
    private func parse(_ text: String) -> SwiftFile { LexTestSupport.swiftFile(text) }

    private func lint(_ text: String) -> [String] {
        Linter(jobs: 1).lint(SourceFile(path: "T.swift", text: text)).findings
            .map { "\($0.range.start.line):\($0.range.start.utf8Column) \($0.ruleID)" }
    }

    // MARK: Calls

    func testMemberCallWithArgumentAndTrailingClosure() {
        let f = parse("a.b(c) { d }")
        // 0 a 1 . 2 b 3 ( 4 c 5 ) 6 { 7 d 8 } 9 EOF
        let c = f.call(at: 2)
        XCTAssertEqual(c?.callee, 2)
        XCTAssertEqual(c?.argumentsOpen, 3)
        XCTAssertEqual(c?.arguments.map(\.label), [nil])
        XCTAssertEqual(c?.arguments.map(\.value), [4..<5])
        XCTAssertEqual(c?.trailingClosures.map(\.open), [6])
        XCTAssertEqual(c?.end, 9)
        XCTAssertNil(f.call(at: 0), "the base is not the callee")
        XCTAssertEqual(f.owner(ofGroup: 6), 2)
        XCTAssertEqual(f.owner(ofGroup: 3), 2)
    }

    func testBodiesAndArgumentClosuresHaveNoOwner() {
        let f = parse("if ready { go() }\nf(x: { y })\n")
        XCTAssertNil(f.owner(ofGroup: f.lexTestIndex(of: "{", 0)), "an if body is no call's closure")
        XCTAssertNil(f.owner(ofGroup: f.lexTestIndex(of: "{", 1)), "a closure argument is not a trailing closure")
        XCTAssertEqual(f.owner(ofGroup: f.lexTestIndex(of: "(", 1)), f.lexTestIndex(of: "f"))
    }

    func testMacroOwnsItsClosure() {
        let f = parse("#Preview(\"A\") {\n    V()\n}\n")
        XCTAssertEqual(f.owner(ofGroup: f.lexTestIndex(of: "{")), f.lexTestIndex(of: "Preview"))
    }

    func testArrayLiteralElements() {
        let f = parse("let c = [GridItem(), GridItem(), GridItem()]")
        let open = f.lexTestIndex(of: "[")
        let items = f.lexTestIndices(of: "GridItem")
        XCTAssertEqual(f.arguments(in: open).map(\.value), items.map { $0..<($0 + 3) })
    }

    // MARK: Chains

    func testChainThroughAStringLiteralAndImplicitMembers() {
        let f = parse("let n = \"abc\".count\nlet t = .top.value\n")
        XCTAssertEqual(f.chainStart(endingAt: f.lexTestIndex(of: "count")), f.lexTestIndex(of: "\""))
        XCTAssertEqual(f.chainStart(endingAt: f.lexTestIndex(of: "value")), f.lexTestIndex(of: "top"))
        XCTAssertEqual(f.nextMember(after: f.lexTestIndex(of: "top")), f.lexTestIndex(of: "value"))
    }

    func testNextMemberAfterATrailingClosure() {
        let f = parse("let v = x.map { $0 }.first")
        XCTAssertEqual(f.nextMember(after: f.lexTestIndex(of: "map")), f.lexTestIndex(of: "first"))
        XCTAssertEqual(f.nextMember(after: f.lexTestIndex(of: "x")), f.lexTestIndex(of: "map"))
    }

    func testSwitchBodyOfTupleSubject() {
        let f = parse("switch (idiom, size) {\ncase (.pad, _): break\ndefault: break\n}\n")
        XCTAssertEqual(f.switchBody(subject: f.lexTestIndex(of: "idiom")), f.lexTestIndex(of: "{"))
        XCTAssertEqual(f.switchBody(subject: f.lexTestIndex(of: "size")), f.lexTestIndex(of: "{"))
        XCTAssertNil(f.switchBody(subject: f.lexTestIndex(of: "pad")))
    }

    func testClauseCrossesTryAndNot() {
        let f = parse("if !x.isEmpty && y == .pad {\n}\n")
        // 0 if 1 ! 2 x 3 . 4 isEmpty 5 && 6 y 7 == 8 . 9 pad 10 {
        XCTAssertEqual(f.clause(around: 2), 1..<10)
    }

    func testStringLiteralEndIsTheLiteralNode() {
        let f = parse("let s = #\"a\"# + \"b\"")
        XCTAssertEqual(f.stringLiteralEnd(f.lexTestIndex(of: "#")), f.lexTestIndex(of: "+"))
    }

    // MARK: Bindings

    func testSecondBindingOfAListIsABinding() {
        let f = parse("func f() {\n    let a = 1, b = v.safeAreaInsets\n    use(b)\n}\n")
        let decl = f.lexTestIndex(of: "b", 0)
        XCTAssertEqual(f.binding(declaredAt: decl)?.value, f.lexTestIndex(of: "v")..<f.lexTestIndex(of: "use"))
        XCTAssertEqual(f.binding(referencedAt: f.lexTestIndex(of: "b", 1))?.name, decl)
    }

    func testClosureParameterShadowsTheBinding() {
        let f = parse("func f() {\n    let x = 1\n    g { x in use(x) }\n    use(x)\n}\n")
        let uses = f.lexTestIndices(of: "x")
        XCTAssertEqual(uses.count, 4)
        XCTAssertNil(f.binding(referencedAt: uses[2]), "the closure's x")
        XCTAssertEqual(f.binding(referencedAt: uses[3])?.name, uses[0])
    }

    func testReferenceFarPastManySameNameTokens() {
        let text = "func f() {\n    let x = 1\n" + String(repeating: "    use(x)\n", count: 400) + "}\n"
        let f = parse(text)
        let uses = f.lexTestIndices(of: "x")
        XCTAssertEqual(uses.count, 401)
        XCTAssertEqual(f.binding(referencedAt: uses[400])?.name, uses[0], "no bound on earlier same-name tokens")
        if let b = f.binding(declaredAt: uses[0]) { XCTAssertEqual(f.uses(of: b).count, 400) }
    }

    func testUseInsideItsOwnValueRefersToTheOuterBinding() {
        let f = parse("func f() {\n    let x = 1\n    do {\n        let x = x + 1\n    }\n}\n")
        let xs = f.lexTestIndices(of: "x")
        XCTAssertEqual(f.binding(referencedAt: xs[2])?.name, xs[0])
    }

    func testFunctionParameterShadowsAFileScopeBinding() {
        let f = parse("let insets = v.safeAreaInsets\nfunc g(for insets: UIEdgeInsets) {\n    use(insets)\n}\n")
        XCTAssertNil(f.binding(referencedAt: f.lexTestIndex(of: "insets", 2)))
    }

    // MARK: Deep nesting

    func testCallsPastTheParsersNestingBoundReadTheTokens() {
        let n = 300
        let f = parse(String(repeating: "VStack {\n", count: n) + "Button(\"x\") {}\n" + String(repeating: "}.padding()\n", count: n))
        let button = f.lexTestIndex(of: "Button")
        let c = f.call(at: button)
        XCTAssertEqual(c?.argumentsOpen, button + 1)
        XCTAssertEqual(c?.trailingClosures.map(\.open), [button + 6])
        XCTAssertEqual(f.modifiers(after: f.lexTestIndex(of: "}", 1) + 1), [f.lexTestIndex(of: "padding")])
    }

    // MARK: Rules on the tree

    func testBarItemInsideIfAndGroupInToolbar() {
        let findings = lint("""
            struct V: View {
                var body: some View {
                    List {}
                        .toolbar {
                            if editing {
                                Group { Button("Save") { save() } }
                            } else {
                                Button { share() } label: { Image(systemName: "square.and.arrow.up") }
                            }
                            Button("Go") { go() }.accessibilityLabel(Text("Go"))
                        }
                }
            }
            """)
        XCTAssertEqual(findings, ["6:29 text_only_bar_item", "8:21 bar_item_missing_title", "10:17 text_only_bar_item"])
    }

    func testTraitCallbackOverrideWithAttributesOnSeveralLines() {
        let findings = lint("class C: UIViewController {\n    @objc\n    public\n    override func traitCollectionDidChange(_ p: UITraitCollection?) {}\n}\n")
        XCTAssertEqual(findings, ["4:19 deprecated_trait_callback"])
    }

    func testKeyboardItemThroughModifiers() {
        let findings = lint("""
            let v = Text("x").toolbar {
                ToolbarItem(placement: .keyboard) { Button("Done") {} }
                    .padding()
                    .axisBehavior(.verticalPreferred)
            }
            """)
        XCTAssertEqual(findings, ["4:9 keyboard_accessory_vertical"])
    }

    func testOrientationInParenthesisedConditionButNotInAnArgument() {
        let findings = lint("""
            func f() {
                if (UIDevice.current.orientation.isLandscape) { stack.axis = .horizontal }
                if check(UIDevice.current.orientation.isLandscape) { stack.axis = .vertical }
                guard let o = UIDevice.current.orientation as UIDeviceOrientation? else { return }
            }
            """)
        XCTAssertEqual(findings, ["2:9 orientation_layout_check"])
    }

    func testArrangementInsideABranchOfAListsContent() {
        let findings = lint("""
            let v = List {
                if wide {
                    ArrangementView { A() } secondary: { B() }
                }
            }
            .sheet(isPresented: $p) { ArrangementView { A() } secondary: { B() } }
            """)
        XCTAssertEqual(findings, ["3:9 arrangement_nesting"])
    }

    func testInsetEdgeInParenthesesAndOnTheRightOfTheFactor() {
        let findings = lint("""
            func f(v: UIView) {
                let a = (v.safeAreaInsets.left) * 2
                let b = 2 * v.safeAreaInsets.top
                let c = v.safeAreaInsets.left + v.safeAreaInsets.right
            }
            """)
        XCTAssertEqual(findings, ["2:16 symmetric_inset_math", "3:19 symmetric_inset_math"])
    }

    func testHandMadeToolbarItemsAreNotBarItems() {
        let findings = lint("""
            func f() {
                bar.setItems([UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)], animated: false)
                bar.items = [UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil)]
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "C", style: .plain, target: nil, action: nil)
            }
            """)
        XCTAssertEqual(findings, ["4:41 text_only_bar_item"])
    }

    func testCountInTitleOfABarButtonItemDeclaredOrPassedIn() {
        let findings = lint("""
            final class C {
                let share: UIBarButtonItem! = nil
                func f(item: UIBarButtonItem, other: UILabel) {
                    item.title = "Inbox (\\(unreadCount))"
                    other.title = "Inbox (\\(unreadCount))"
                    self.share.title = "Cart \\(cart.count)"
                }
            }
            """)
        XCTAssertEqual(findings, ["4:22 count_in_bar_item_title", "6:28 count_in_bar_item_title"])
    }
}
