import XCTest
@testable import DuoLintKit

/// The parser's shortcut for simple expressions (`parseSimpleExpr`) against the general path it skips: from
/// every token of a corpus of edge cases, wherever the shortcut answers, it must consume the same tokens and
/// store the same nodes as `parseGeneralExpr` would there.
final class SyntaxSimpleExpressionTests: XCTestCase {
    /// Names, contextual words, `$0`, literals, member chains with keyword, tuple-index and float names, implicit
    /// members, every postfix continuation, operators, line breaks before names, operator words and `.`,
    /// non-ASCII names, and a chain cut off by the end of the file.
    static let corpus = """
        f(a: b, c: 1, d: 2.5, e: nil, g: true, h: false, i: self, j: Self, k: $0, l: .top, m: a.b.c)
        let x = [a, b.c, .d, 1, "s"], y = [k: v, .a: .b]
        x = y.z
        get = set
        async.run(x: await y, z: try w)
        a.0.1 + a.1 - a.self.init + a.Type + a.$0
        a.b(c) + a.b[c] + a.b { c } + a.b? + a.b! + a.b++ + a.b<C>() + a.b
        #if os(iOS)
        .padding()
        #endif
        a.b
          .c
        a
        as B
        a
        is B
        a
        b
        c
        throws
        d
        async
        self
        let t = café.naïve, u = (π, 名前)
        case .a(let x), .b(x): x
        if a, b.c, !d { e } else { f }
        switch x { case .a: b; case c.d: e; default: break }
        g(_: .h,
          i: j)
        k ? l : m
        n = o as P, q is R
        s.
        """

    /// The nodes a parser stored and where it stopped.
    struct Outcome: Equatable {
        var nodes: [[Int32]]
        var end: Int
    }

    func outcome(_ parser: SyntaxParser) -> Outcome {
        let nodes = (0..<parser.nodeCount).map { i -> [Int32] in
            let n = parser.nodes[i]
            return [Int32(n.kind.rawValue), n.first, n.end, n.size]
        }
        return Outcome(nodes: nodes, end: parser.p)
    }

    /// From every token, for each pattern context the shortcut serves.
    func testShortcutsStoreWhatTheGeneralPathStores() {
        for source in [SyntaxSimpleExpressionTests.corpus, "a", "a.b", ".a", "a.", "", "1", "nil\n"] {
            let file = SwiftFile(SourceFile(path: "T.swift", bytes: Array(source.utf8)))
            var exprHits = 0
            for start in 0..<file.tokens.count {
                for pattern in [SyntaxParser.PatternContext.none, .matching] {
                    let fast = withParser(file, at: start) { parser -> Outcome? in
                        parser.parseSimpleExpr() ? outcome(parser) : nil
                    }
                    guard let fast else { continue }
                    exprHits += 1
                    XCTAssertGreaterThan(fast.end, start)
                    for flavor in [SyntaxParser.ExprFlavor.basic, .stmtCondition] {
                        let general = withParser(file, at: start) { parser -> Outcome in
                            parser.parseGeneralExpr(flavor, pattern)
                            return outcome(parser)
                        }
                        XCTAssertEqual(fast, general, "parseSimpleExpr at token \(start) (\(file.text(start)))")
                    }
                }
            }
            if source == SyntaxSimpleExpressionTests.corpus {
                XCTAssertGreaterThan(exprHits, 60)
            }
        }
    }

    /// The exact nodes of a few shortcuts, and where they decline.
    func testShapesAndRefusals() {
        let file = SwiftFile(SourceFile(path: "T.swift", bytes: Array("f(x: a.b.c, y: .d, z: nil)\ng(h) i.j(k) l\n.m".utf8)))
        func texts(_ start: Int) -> [String]? {
            withParser(file, at: start) { parser -> [String]? in
                guard parser.parseSimpleExpr() else { return nil }
                return (0..<parser.nodeCount).map { i in
                    let n = parser.nodes[i]
                    return "\(n.kind.name) \(n.first)..<\(n.end) \(n.size)"
                }
            }
        }
        // Tokens: f ( x : a . b . c , y : . d , z : nil ) g ( h ) i . j ( k ) l . m
        XCTAssertEqual(texts(4), ["declReferenceExpr 4..<5 1", "declReferenceExpr 6..<7 1",
                                  "memberAccessExpr 4..<7 3", "declReferenceExpr 8..<9 1",
                                  "memberAccessExpr 4..<9 5"])
        XCTAssertEqual(texts(12), ["declReferenceExpr 13..<14 1", "memberAccessExpr 12..<14 2"])
        XCTAssertEqual(texts(17), ["nilLiteralExpr 17..<18 1"])
        XCTAssertNil(texts(0))   // `f(`: a call
        XCTAssertNil(texts(19))  // `g(`: a call
        XCTAssertNil(texts(20))  // `(h)`: not an operand the shortcut knows
        XCTAssertNil(texts(23))  // `i.j(`: the chain goes on into a call
        // `l` then `.m` on the next line: the chain goes on, to the end of the file, which ends no argument.
        XCTAssertNil(texts(29))
        XCTAssertNil(texts(31))
        XCTAssertNil(texts(file.tokens.count - 1))
        XCTAssertNil(texts(file.tokens.count))
    }
}
