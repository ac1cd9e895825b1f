import XCTest
@testable import DuoLintKit

/// `ForegroundTable.viewWords`/`holdsViewWord`, the necessary condition that lets `foreground_ignores_safe_area`
/// skip declarations that cannot be view members: every spelling `SwiftFile.isWord` accepts is found (backticks
/// too), near names are not, and the range test is exact at its ends.
final class ForegroundViewWordsTests: XCTestCase {
    func testViewWordsAreFoundInEverySpelling() {
        let file = SwiftFile(SourceFile(path: "A.swift", text: """
            struct S { var a: some View { x }; var b: AnyView; @ViewBuilder func c() -> some `View` { y }
            var d: Views; var e: MyView; var f: `AnyView`; @`ViewBuilder` var g: Int; let h = "View"; var é: VIEW }
            """))
        let found = ForegroundTable.viewWords(file).map { file.text(Int($0)) }
        XCTAssertEqual(found, ["View", "AnyView", "ViewBuilder", "`View`", "`AnyView`", "`ViewBuilder`"])
    }

    func testRangesAreExactAtTheirEnds() {
        let words: [Int32] = [3, 7, 20]
        XCTAssertTrue(ForegroundTable.holdsViewWord(3..<4, words))
        XCTAssertFalse(ForegroundTable.holdsViewWord(4..<7, words))
        XCTAssertTrue(ForegroundTable.holdsViewWord(4..<8, words))
        XCTAssertFalse(ForegroundTable.holdsViewWord(8..<20, words))
        XCTAssertTrue(ForegroundTable.holdsViewWord(0..<100, words))
        XCTAssertFalse(ForegroundTable.holdsViewWord(21..<100, words))
        XCTAssertFalse(ForegroundTable.holdsViewWord(0..<3, words))
        XCTAssertFalse(ForegroundTable.holdsViewWord(5..<5, words))
        XCTAssertFalse(ForegroundTable.holdsViewWord(0..<100, []))
    }

    /// `EnclosingTypeNames` answers like `FileSummary.declaredTypeName` of `SyntaxTree.ancestor(_:in:)` with the
    /// type kinds, also when asked again (from its memo) and for nodes outside every type.
    func testEnclosingTypeNamesMatchTheAncestorWalk() {
        let file = SwiftFile(SourceFile(path: "A.swift", text: """
            struct A { var x: Int { 1 }; enum B { case c; func f() { let y = 2 } } }
            extension A.B { var z: Int { 3 } }
            func free() { let w = 4 }
            actor `C` { let v = 5 }
            """))
        let tree = file.syntaxTree
        let kinds: Set<SyntaxKind> = [.structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl]
        var names = EnclosingTypeNames(file: file, tree: tree)
        var seen: Set<String> = []
        for _ in 0..<2 {
            for n in 0..<tree.count {
                let expected = tree.ancestor(n, in: kinds).flatMap { FileSummary.declaredTypeName($0, tree.kind($0), file, tree) }
                XCTAssertEqual(names.around(n), expected, "node \(n)")
                if let e = expected { seen.insert(e) }
            }
        }
        XCTAssertTrue(seen.count >= 3, "\(seen)")
    }
}
