import XCTest
@testable import DuoLintKit

/// `SwiftFile`'s bracket partners and enclosing brackets, computed with raw buffers, equal what the former
/// array-based loop (`reference`) computed, on balanced, unbalanced and crossed brackets (recovery: a close that
/// matches an open further out closes the groups inside it; one that matches nothing stays unmatched).
final class BracketPartnerTests: XCTestCase {
    private func reference(_ tokens: [Token]) -> (partner: [Int32], enclosing: [Int32]) {
        var partner = [Int32](repeating: -1, count: tokens.count)
        var enclosing = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int32] = []
        func want(_ k: TokenKind) -> TokenKind { k == .rightParen ? .leftParen : k == .rightSquare ? .leftSquare : .leftBrace }
        for i in tokens.indices {
            let k = tokens[i].kind
            if k.isClose {
                if let top = stack.last, tokens[Int(top)].kind == want(k) {
                    stack.removeLast()
                    partner[Int(top)] = Int32(i)
                    partner[i] = top
                } else if let depth = stack.lastIndex(where: { tokens[Int($0)].kind == want(k) }) {
                    let open = stack[depth]
                    stack.removeSubrange(depth...)
                    partner[Int(open)] = Int32(i)
                    partner[i] = open
                }
                enclosing[i] = stack.last ?? -1
                continue
            }
            enclosing[i] = stack.last ?? -1
            if k.isOpen { stack.append(Int32(i)) }
        }
        return (partner, enclosing)
    }

    func testPartnersAndEnclosingMatchTheReference() {
        var sources = ["", "a", "(", ")", "()", "([)]", "(]", "[(])", "{ ( [ } ] )", ")))(((", "f(a[b{c}d]e)g",
                       "{ [ ( ) ] } ( [ { } ] )", "(((( ]", "[ ( ( ] ) )", "{ ( } ) }"]
        let pieces = ["(", ")", "[", "]", "{", "}", "a", " ", "b("]
        var state: UInt64 = 0x1234_5678_9ABC_DEF1
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var bits = state
            var s = ""
            for _ in 0..<(Int(bits % 24)) {
                bits = bits &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                s += pieces[Int(bits >> 60) % pieces.count]
            }
            sources.append(s)
        }
        for s in sources {
            let f = SwiftFile(SourceFile(path: "A.swift", text: s))
            let r = reference(f.tokens)
            XCTAssertEqual(f.partner, r.partner, s)
            XCTAssertEqual(f.enclosing, r.enclosing, s)
        }
    }
}
