import XCTest
@testable import DuoLintKit

/// `NamedSwitches`, the file's list of `switch`es over a name that `custom_swiftui_bar` reads for each `@State`
/// property: exactly the switches whose subject is a name or a member access ending in one, in pre-order, each
/// with its subject's name token; and the first one at or after a node.
final class NamedSwitchesTests: XCTestCase {
    private let source = """
        struct V: View {
            @State var tab = 0
            func a() { switch tab { default: break } }
            func b() { switch self.tab { default: break } }
            func c() { switch (tab, mode) { default: break } }
            func d() { switch f() { default: break } }
            func e() { switch mode { case 1: switch x.y.z { default: break }; default: break } }
        }

        """

    func testListsTheSwitchesOverANameInPreOrder() {
        let file = SwiftFile(SourceFile(path: "V.swift", bytes: Array(source.utf8)))
        let tree = file.syntaxTree
        let switches = NamedSwitches(BarRows(file: file))
        XCTAssertEqual(switches.subjects.map { file.text(Int($0)) }, ["tab", "tab", "mode", "z"])
        XCTAssertEqual(switches.subjects.map { file.source.location(ofOffset: Int(file.tokens[Int($0)].start)).line }, [3, 4, 7, 7])
        XCTAssertEqual(switches.nodes, switches.nodes.sorted())
        XCTAssertTrue(switches.nodes.allSatisfy { tree.kind(Int($0)) == .switchExpr })
        // Every switch of the file but the tuple's and the call's.
        XCTAssertEqual((0..<tree.count).filter { tree.kind($0) == .switchExpr }.count, 6)
    }

    func testFirstAtOrAfterANode() {
        let file = SwiftFile(SourceFile(path: "V.swift", bytes: Array(source.utf8)))
        let switches = NamedSwitches(BarRows(file: file))
        let nodes = switches.nodes.map(Int.init)
        XCTAssertEqual(switches.first(atOrAfter: 0), 0)
        XCTAssertEqual(switches.first(atOrAfter: nodes[0]), 0)
        XCTAssertEqual(switches.first(atOrAfter: nodes[0] + 1), 1)
        XCTAssertEqual(switches.first(atOrAfter: nodes[3]), 3)
        XCTAssertEqual(switches.first(atOrAfter: nodes[3] + 1), 4)
        XCTAssertEqual(switches.first(atOrAfter: Int.max), 4)
    }
}
