import Foundation
import XCTest
@testable import DuoLintKit

/// The tree's single allocation (`SyntaxTree.init(count:tokenCount:fill:)`) and its columns
/// (`SyntaxTreeColumn`): exact contents for the smallest trees, a column keeping its tree alive after the file
/// has dropped it (`SwiftLinter.manyFindings` frees `syntaxTreeCache` early), the tree freed once its last
/// reference goes, reads from several threads at once, and the build's stack kept in post-order slots the walk
/// has passed (deep trees, where the stack is as deep as the tree is long).
final class SyntaxTreeStorageTests: XCTestCase {
    func file(_ source: String) -> SwiftFile { SwiftFile(SourceFile(path: "T.swift", bytes: Array(source.utf8))) }

    /// Every column of `tree` as arrays, for comparing two trees.
    func columns(_ tree: SyntaxTree) -> [[Int32]] {
        [tree.kinds.map { Int32($0.rawValue) }, Array(tree.firstTokens), Array(tree.endTokens), Array(tree.parents),
         Array(tree.subtreeSizes), Array(tree.tokenOwners)]
    }

    func testSmallestTreesColumnByColumn() {
        // An empty file: the root alone, over the final `.endOfFile`.
        let empty = file("").syntaxTree
        XCTAssertEqual(empty.count, 1)
        XCTAssertEqual(empty.kinds.count, 1)
        XCTAssertEqual(Array(empty.kinds), [.sourceFile])
        XCTAssertEqual(Array(empty.firstTokens), [0])
        XCTAssertEqual(Array(empty.endTokens), [0])
        XCTAssertEqual(Array(empty.parents), [-1])
        XCTAssertEqual(Array(empty.subtreeSizes), [1])
        XCTAssertEqual(Array(empty.tokenOwners), [0])
        XCTAssertEqual(empty.retainedBytes, 17 + 4)
        XCTAssertEqual(empty.node(containingToken: 0), 0)
        XCTAssertEqual(empty.node(containingToken: 1), 0)
        XCTAssertEqual(empty.node(containingToken: -1), 0)
        // One token: the root and one leaf.
        let one = file("x").syntaxTree
        XCTAssertEqual(one.count, 2)
        XCTAssertEqual(Array(one.kinds), [.sourceFile, .declReferenceExpr])
        XCTAssertEqual(Array(one.firstTokens), [0, 0])
        XCTAssertEqual(Array(one.endTokens), [1, 1])
        XCTAssertEqual(Array(one.parents), [-1, 0])
        XCTAssertEqual(Array(one.subtreeSizes), [2, 1])
        XCTAssertEqual(Array(one.tokenOwners), [1, 0])
        XCTAssertEqual(one.retainedBytes, 2 * 17 + 2 * 4)
        // The columns read through `withUnsafeBufferPointer` as through the subscript.
        XCTAssertEqual(one.parents.withUnsafeBufferPointer { Array($0) }, [-1, 0])
        XCTAssertEqual(one.kinds.withUnsafeBufferPointer { $0.count }, 2)
        XCTAssertEqual(one.subtreeSizes.indices, 0..<2)
    }

    func testColumnsFromArraysAreCopiedExactly() {
        let tree = SyntaxTree(kinds: [.sourceFile, .declReferenceExpr], firstTokens: [0, 0], endTokens: [1, 1],
                              parents: [-1, 0], subtreeSizes: [2, 1], tokenOwners: [1, 0])
        XCTAssertEqual(columns(tree), columns(file("x").syntaxTree))
        // No token at all (a tree made from arrays only): the owners column is empty, and every token is the root's.
        let bare = SyntaxTree(kinds: [.sourceFile], firstTokens: [0], endTokens: [0], parents: [-1], subtreeSizes: [1],
                              tokenOwners: [])
        XCTAssertEqual(bare.tokenOwners.count, 0)
        XCTAssertEqual(bare.node(containingToken: 0), 0)
        XCTAssertEqual(bare.retainedBytes, 17)
    }

    /// A column holds its tree: kept after the file drops the tree (as a file with many findings does), it reads
    /// the same values; the tree is freed when the column, its last reference, goes.
    func testColumnKeepsTheTreeAliveUntilItGoes() {
        let source = "let x = f(a, b)\nstruct S { var y: Int { 1 } }"
        let expected = columns(file(source).syntaxTree)
        weak var weakTree: SyntaxTree?
        var kinds: SyntaxTreeColumn<SyntaxKind>?
        var owners: SyntaxTreeColumn<Int32>?
        do {
            let f = file(source)
            let tree = f.syntaxTree
            weakTree = tree
            kinds = tree.kinds
            owners = tree.tokenOwners
            f.syntaxTreeCache = nil
        }
        XCTAssertNotNil(weakTree)
        XCTAssertEqual(kinds!.map { Int32($0.rawValue) }, expected[0])
        XCTAssertEqual(Array(owners!), expected[5])
        kinds = nil
        XCTAssertNotNil(weakTree)
        XCTAssertEqual(Array(owners!), expected[5])
        owners = nil
        XCTAssertNil(weakTree)
    }

    /// A file whose tree was dropped parses again into an equal tree, and the first one stays readable.
    func testTreeDroppedEarlyIsParsedAgainEqually() {
        let f = file("func g() { if a { b() } else { c[0] = d } }")
        let first = f.syntaxTree
        f.syntaxTreeCache = nil
        let second = f.syntaxTree
        XCTAssertFalse(first === second)
        XCTAssertEqual(columns(first), columns(second))
        XCTAssertNil(second.invariantViolation(tokenCount: f.tokens.count))
    }

    /// One tree read by several threads at once: every thread sees the same columns (the tree is never written
    /// after it is made).
    func testConcurrentReadsAgree() {
        let source = (0..<200).map { "let v\($0) = a\($0).b(c: [\($0), 2]) ?? { d in d }(e)" }.joined(separator: "\n")
        let tree = file(source).syntaxTree
        let expected = columns(tree)
        let results = UnsafeMutableBufferPointer<Bool>.allocate(capacity: 8)
        defer { results.deallocate() }
        results.initialize(repeating: false)
        DispatchQueue.concurrentPerform(iterations: 8) { k in
            var same = true
            for _ in 0..<5 {
                same = same && columns(tree) == expected
                let owners = (0..<tree.tokenOwners.count).map { tree.node(containingToken: $0) }
                same = same && owners == expected[5].map { Int($0) } && tree.children(0).count == 200
            }
            results[k] = same
        }
        XCTAssertEqual(Array(results), Array(repeating: true, count: 8))
    }

    /// The four `Int32` node columns lie one after another (`SyntaxTree.Columns`: first, end, parents, sizes),
    /// which the build relies on to write a node's four through one pointer; and a tree whose nodes are wrapped
    /// after their first child (a call around a member access, a trailing closure, `try`) holds each node's
    /// first and end token, parent and subtree size in the row of its kind.
    func testNodeColumnsAreConsecutiveAndWrittenRowByRow() {
        for tree in [file("").syntaxTree, file("x").syntaxTree, file("let a = try b.c(d) { e }").syntaxTree,
                     SyntaxTree(kinds: [.sourceFile], firstTokens: [0], endTokens: [0], parents: [-1],
                                subtreeSizes: [1], tokenOwners: [])] {
            let n = tree.count
            let first = tree.firstTokens.withUnsafeBufferPointer { $0.baseAddress! }
            XCTAssertEqual(tree.endTokens.withUnsafeBufferPointer { $0.baseAddress! }, first + n)
            XCTAssertEqual(tree.parents.withUnsafeBufferPointer { $0.baseAddress! }, first + 2 * n)
            XCTAssertEqual(tree.subtreeSizes.withUnsafeBufferPointer { $0.baseAddress! }, first + 3 * n)
        }
        // Tokens: let a = try b . c ( d ) { e } and the end of the file, 0 ... 13.
        let tree = file("let a = try b.c(d) { e }").syntaxTree
        XCTAssertEqual(Array(tree.kinds), [.sourceFile, .variableDecl, .patternBinding, .identifierPattern, .tryExpr,
                                           .functionCallExpr, .memberAccessExpr, .declReferenceExpr,
                                           .declReferenceExpr, .labeledExpr, .declReferenceExpr, .closureExpr,
                                           .declReferenceExpr])
        XCTAssertEqual(Array(tree.firstTokens), [0, 0, 1, 1, 3, 4, 4, 4, 6, 8, 8, 10, 11])
        XCTAssertEqual(Array(tree.endTokens), [13, 13, 13, 2, 13, 13, 7, 5, 7, 9, 9, 13, 12])
        XCTAssertEqual(Array(tree.parents), [-1, 0, 1, 2, 2, 4, 5, 6, 6, 5, 9, 5, 11])
        XCTAssertEqual(Array(tree.subtreeSizes), [13, 12, 11, 1, 9, 8, 3, 1, 1, 2, 1, 2, 1])
        XCTAssertEqual(Array(tree.tokenOwners), [1, 3, 2, 4, 7, 6, 8, 5, 10, 5, 11, 12, 11, 0])
    }

    /// The node buffer grown from one slot while the file is parsed (`SyntaxParser.growNodes`, many times, which
    /// keeps the slot before node 0 where the tree build's walk ends): the same tree, column by column, as from
    /// the buffer sized at the start; with blocks deep enough to be deferred too (the other build path).
    func testNodeBufferGrownFromOneSlotGivesTheSameTree() {
        let deep = String(repeating: "do { ", count: SyntaxParser.deferralNesting + 8) + "y"
            + String(repeating: " }", count: SyntaxParser.deferralNesting + 8)
        let plain = "import UIKit\nstruct V: View {\n  var body: some View { Text(\"a\").padding().frame(width: 3) }\n}\n"
            + String(repeating: "let x = try a.b(c)[d]!\n", count: 40)
        for source in ["", "x", plain, plain + deep] {
            let f = file(source)
            XCTAssertEqual(f.words.count, f.tokens.count)
            let expected = columns(f.syntaxTree)
            let grown = withParser(f) { parser in
                // Fewer slots than were allocated: each grow moves the nodes to a buffer twice as large.
                parser.nodeCapacity = 1
                return parser.parseSourceFile()
            }
            XCTAssertEqual(columns(grown), expected)
        }
    }

    /// Trees as deep as they are long (left-nested postfix chains, nested calls, prefix operators), where the
    /// build's stack grows as far down the post-order slots as it ever can: invariants hold and each token's node
    /// is the one found from the pre-order columns independently.
    func testDeepTreesWithTheStackInPassedSlots() {
        let chain = "a" + String(repeating: ".b", count: 3_000)
        let calls = String(repeating: "f(", count: 90) + "x" + String(repeating: ")", count: 90)
        let prefixes = "let y = " + String(repeating: "-", count: 500) + "z"
        let subscripts = "q" + String(repeating: "[0]!", count: 1_000)
        for source in [chain, calls, prefixes, subscripts, chain + "\n" + calls + "\n" + prefixes] {
            let f = file(source)
            let tree = f.syntaxTree
            XCTAssertNil(tree.invariantViolation(tokenCount: f.tokens.count))
            let reference = SyntaxParser.tree(kinds: Array(tree.kinds), first: Array(tree.firstTokens),
                                              end: Array(tree.endTokens), parents: Array(tree.parents),
                                              sizes: Array(tree.subtreeSizes))
            XCTAssertEqual(Array(tree.tokenOwners), Array(reference.tokenOwners))
        }
        // The chain's innermost member access is as deep as the chain is long.
        let deep = file(chain).syntaxTree
        var depth = 0, n = 0
        while let c = deep.firstChild(n) { depth += 1; n = c }
        XCTAssertGreaterThan(depth, 3_000)
    }
}
