import XCTest
@testable import DuoLintKit

/// The allocation-free forms of tree queries and report writing give exactly what their plain forms give: the
/// statements, arguments and trailing closures of every node against `children` filtered, `ancestor(in:)` with a
/// list against the same kinds as a set, assignment targets and values against the sequence's elements, and
/// `PrettyJSONBytes`' integers and strings against `String(value)` and a byte-by-byte escape, and
/// `BarItems.startsUppercase` against `Character.isUppercase`.
final class QueryFastPathTests: XCTestCase {
    private let source = """
        import SwiftUI
        struct V: View {
            @State var a = 1
            var body: some View {
                VStack { Text("x"); Button("Go") { a = 2 } }
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) { Button(action: { a += 1 }) { Image(systemName: "plus") } }
                        #if os(iOS)
                        ToolbarItemGroup { saveButton }
                        #endif
                    }
            }
            func f(_ x: Int, y: Int) -> Int {
                let item = UIBarButtonItem(title: "T", style: .done, target: nil, action: nil)
                item.image = UIImage(systemName: "a")
                self.item.title = nil
                toolbar.items = [item, other]
                b = c = d
                if x > 0 { return x } else if y > 0 { return y }
                switch x { case 1: return 1; default: break }
                return cond ? a : b
            }
        }
        let g = { (p: Int) in p * 2 }
        """

    private func tree() -> (SwiftFile, SyntaxTree) {
        let file = SwiftFile(SourceFile(path: "Fast.swift", text: source))
        return (file, file.syntaxTree)
    }

    func testStatementsArgumentsAndClosuresAreTheFilteredChildren() {
        let (_, tree) = tree()
        var statements = 0
        for i in 0..<tree.count {
            let expected = SyntaxTree.statementContainers.contains(tree.kind(i)) ? tree.children(i).filter(tree.isStatement) : []
            XCTAssertEqual(tree.statements(of: i), expected, "node \(i) \(tree.kind(i))")
            statements += expected.count
            XCTAssertEqual(tree.arguments(ofCall: i), tree.children(i).filter { tree.kind($0) == .labeledExpr })
            XCTAssertEqual(tree.trailingClosures(ofCall: i), tree.children(i).filter { tree.kind($0) == .closureExpr })
            XCTAssertEqual(tree.conditions(of: i), [.ifExpr, .guardStmt, .whileStmt].contains(tree.kind(i))
                           ? tree.children(i).filter { tree.kind($0) == .conditionElement } : [])
            for kind in SyntaxKind.allCases {
                XCTAssertEqual(SyntaxTree.isStatementContainer(kind), SyntaxTree.statementContainers.contains(kind))
            }
        }
        XCTAssertGreaterThan(statements, 20)
    }

    func testAncestorWithAListIsAncestorWithASet() {
        let (_, tree) = tree()
        let lists: [[SyntaxKind]] = [[.functionDecl], [.functionDecl, .variableDecl], [.closureExpr, .codeBlock],
                                     [.structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl], [.sourceFile], [], [.tryExpr]]
        var found = 0
        for i in 0..<tree.count {
            for list in lists {
                let a = tree.ancestor(i, in: list)
                XCTAssertEqual(a, tree.ancestor(i, in: Set(list)), "node \(i) \(list)")
                if a != nil { found += 1 }
            }
        }
        XCTAssertGreaterThan(found, 100)
    }

    func testAssignmentTargetsAndValuesAreTheSequenceNeighbours() {
        let (_, tree) = tree()
        var pairs = 0
        for e in 0..<tree.count {
            var target: Int?, value: Int?
            if let p = tree.parent(e), tree.kind(p) == .sequenceExpr {
                let elements = tree.children(p)
                let k = elements.firstIndex(of: e)!
                if k + 2 < elements.count, tree.kind(elements[k + 1]) == .assignmentExpr { value = elements[k + 2] }
                if k >= 2, tree.kind(elements[k - 1]) == .assignmentExpr { target = elements[k - 2] }
            }
            XCTAssertEqual(tree.assignedValue(to: e), value, "node \(e)")
            XCTAssertEqual(tree.assignmentTarget(of: e), target, "node \(e)")
            if value != nil { pairs += 1 }
        }
        // `item.image = …`, `self.item.title = nil`, `toolbar.items = […]`, `b = c`, `c = d`, `a += 1` is no `=`.
        XCTAssertEqual(pairs, 6)
    }

    func testIntegersAreStringValue() {
        let values = [0, 1, 9, 10, 11, 99, 100, 101, 999, 1_000, 65_535, 1_000_000, 1_234_567_890, Int.max, Int.max - 1,
                      -1, -9, -10, -1_000, Int.min, Int.min + 1]
        for v in values {
            var out: [UInt8] = [0x41]
            PrettyJSONBytes.integer(v, &out)
            XCTAssertEqual(out, [0x41] + Array(String(v).utf8), "\(v)")
        }
    }

    func testStringsEscapeEveryByteAtEveryPosition() {
        // Every escaped byte, and bytes beside the word trick's edges (0x1F/0x20, 0x21/0x23, 0x5B/0x5D, 0x7F, 0x80,
        // 0xFF), at every position of strings of 1 to 24 bytes.
        let specials: [UInt8] = [0x00, 0x01, 0x08, 0x09, 0x0A, 0x0C, 0x0D, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F]
        for length in 1...24 {
            for position in 0..<length {
                for special in specials {
                    var bytes = [UInt8](repeating: 0x61, count: length)
                    bytes[position] = special
                    let text = String(decoding: bytes, as: UTF8.self)
                    var out: [UInt8] = []
                    PrettyJSONBytes.string(text, &out)
                    XCTAssertEqual(out, reference(text), "\(length) \(position) \(special)")
                }
            }
        }
        for text in ["", "caf\u{E9} \u{1F600} 日本 \"q\" \\ \n", String(repeating: "\u{E9}", count: 9) + "\t", "\u{80}\u{FF}\u{7F}abc\"def"] {
            var out: [UInt8] = []
            PrettyJSONBytes.string(text, &out)
            XCTAssertEqual(out, reference(text), text.debugDescription)
        }
    }

    func testStartsUppercaseIsTheFirstCharactersCase() {
        let words = ["", "A", "Z", "a", "z", "@", "[", "_x", "1", "Button", "button", "\u{C1}", "\u{E1}", "A\u{301}", "a\u{301}",
                     "_\u{301}", "\u{212A}", "\u{3A9}mega", "\u{DF}", "\u{1D400}", "\u{1F600}", "Ab\u{301}", "\r\n"]
        for word in words {
            XCTAssertEqual(BarItems.startsUppercase(word), word.first?.isUppercase == true, word.debugDescription)
        }
    }

    /// `text` escaped one byte at a time as `PrettyJSONBytes.string` documents it.
    private func reference(_ text: String) -> [UInt8] {
        var out: [UInt8] = [0x22]
        for b in text.utf8 {
            switch b {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x08: out += [0x5C, 0x62]
            case 0x09: out += [0x5C, 0x74]
            case 0x0A: out += [0x5C, 0x6E]
            case 0x0C: out += [0x5C, 0x66]
            case 0x0D: out += [0x5C, 0x72]
            case ..<0x20: out += Array(String(format: "\\u%04x", b).utf8)
            default: out.append(b)
            }
        }
        out.append(0x22)
        return out
    }
}
