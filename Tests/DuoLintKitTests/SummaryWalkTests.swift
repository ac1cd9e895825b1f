import XCTest
@testable import DuoLintKit

/// The file summary's walk helpers: `SummaryLines` (lines of offsets asked mostly in ascending order),
/// `FileSummary.OpenTypes` (owner and outer type names read once per type), and the byte reading of
/// `ExecutionScope.projectPath` — each asserted equal to the plain definition it replaces, at the edges.
final class SummaryWalkTests: XCTestCase {
    /// Every offset of a text, asked in ascending order, in descending order, and in a scrambled order, gets
    /// `LineTable.line(ofOffset:)`'s line: empty lines, a first line of its own, a last line without newline,
    /// `\r\n`, offsets past the end.
    func testSummaryLinesAreTheLineTablesAnswers() {
        let texts = ["", "a", "\n", "\n\n\n", "a\nb", "a\nb\n", "ab\n\ncd\r\nef\n\n\ng", String(repeating: "x\n", count: 300) + "end"]
        for text in texts {
            let source = SourceFile(path: "A.swift", text: text)
            let table = source.lines
            let offsets = Array(0...(source.bytes.count + 2))
            var up = SummaryLines(table)
            for o in offsets { XCTAssertEqual(up.line(ofOffset: o), table.line(ofOffset: o), "\(text.debugDescription) \(o)") }
            var down = SummaryLines(table)
            for o in offsets.reversed() { XCTAssertEqual(down.line(ofOffset: o), table.line(ofOffset: o), "\(text.debugDescription) \(o)") }
            var mixed = SummaryLines(table)
            for (k, o) in offsets.enumerated() {
                let o2 = k % 3 == 0 ? offsets[(k * 7919) % offsets.count] : o
                XCTAssertEqual(mixed.line(ofOffset: o2), table.line(ofOffset: o2), "\(text.debugDescription) \(o2)")
            }
        }
    }

    /// Owners and outer types: nested types, an extension of a qualified name, members after a nested type
    /// (the owner asked again), a type without a name (`struct {`), members in `#if` clauses, a member block
    /// in something that is not a type.
    func testOwnersAndOuterTypesAreTheDeclaredNames() {
        let text = """
        struct A {
            struct B {
                var b: Bool { true }
                enum C { case x; func c() {} }
                func b2() {}
            }
            func a() {}
            #if os(iOS)
            var a2: Int { 1 }
            #endif
        }
        extension Model.Item {
            class D { func d() {} }
            func item() {}
        }
        struct {
            func orphan() {}
        }
        func top() {}
        """
        let s = FileSummary(SwiftFile(SourceFile(path: "A.swift", text: text)))
        XCTAssertEqual(s.types.map { "\($0.name)<\($0.outer ?? "-")" }, ["A<-", "B<A", "C<B", "Item<-", "D<Item"])
        XCTAssertEqual(s.members.map { "\($0.name)@\($0.owner ?? "-"):\($0.line)" },
                       ["b@B:3", "c@C:4", "b2@B:5", "a@A:7", "a2@A:9", "d@D:13", "item@Item:14", "orphan@-:17", "top@-:19"])
    }

    /// `projectPath` read as bytes (`plainASCIIProjectPath`) answers as the general reading
    /// (`resolvedProjectPath`) does, on paths and roots made of names near every edge.
    func testProjectPathBytesAreTheGeneralReading() {
        let names = ["App", "", ".", "..", "A.swift", ".hidden", "a.b", "Tests", "caf\u{E9}", "x"]
        let roots: [String?] = [nil, "", "/", "/r", "/r/", "/r/App", "/r/App/", "r", "/caf\u{E9}"]
        var generator = SystemRandomNumberGenerator()
        var paths = ["", "/", "//", "/r", "/r/", "/r/App", "/rApp/x", "/r//x", "App/", "/App", "./x", "x/."]
        for _ in 0..<3000 {
            let count = Int.random(in: 1...4, using: &generator)
            let parts = (0..<count).map { _ in names.randomElement(using: &generator)! }
            let head = ["", "/", "/r/", "/r/App/", "/r"].randomElement(using: &generator)!
            paths.append(head + parts.joined(separator: "/"))
        }
        for path in paths {
            for root in roots {
                XCTAssertEqual(ExecutionScope.projectPath(path, root: root), ExecutionScope.resolvedProjectPath(path, root: root),
                               "\(path.debugDescription) \(root.debugDescription)")
            }
        }
        // The byte reading answers plain ASCII paths itself, and leaves the others to the general reading.
        func plain(_ path: String, _ root: String?) -> String?? {
            var p = path
            return p.withUTF8 { pb in
                guard var r = root else { return ExecutionScope.plainASCIIProjectPath(pb, root: nil) }
                return r.withUTF8 { ExecutionScope.plainASCIIProjectPath(pb, root: $0) }
            }
        }
        XCTAssertEqual(plain("App/A.swift", nil), .some("App/A.swift"))
        XCTAssertEqual(plain("/r/App/A.swift", "/r"), .some("App/A.swift"))
        XCTAssertEqual(plain("/r/App/A.swift", "/r/"), .some("App/A.swift"))
        XCTAssertEqual(plain("/rApp/A.swift", "/r"), .some(nil))
        XCTAssertEqual(plain("/r", "/r"), .some(nil))
        XCTAssertEqual(plain("/x/A.swift", nil), .some(nil))
        XCTAssertEqual(plain("/x/A.swift", ""), .some(nil))
        XCTAssertEqual(plain("App/./A.swift", nil), String??.none)
        XCTAssertEqual(plain("App//A.swift", nil), String??.none)
        XCTAssertEqual(plain("App/", nil), String??.none)
        XCTAssertEqual(plain("/r//A.swift", "/r"), String??.none)
        XCTAssertEqual(plain("caf\u{E9}/A.swift", nil), String??.none)
        XCTAssertEqual(plain("/r/A.swift", "/caf\u{E9}"), String??.none)
    }
}

/// `SummaryList`: appended elements come back in order as an array of exactly their count, through growths,
/// with their references intact (a moved element is neither retained twice nor released early), and a list
/// dropped without `take()` releases what it holds.
final class SummaryListTests: XCTestCase {
    private final class Box {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    func testTakeGivesTheElementsInOrderAtTheirSize() {
        for n in [0, 1, 3, 4, 5, 16, 17, 100] {
            var list = SummaryList<(Int, String, [Int])>()
            for i in 0..<n { list.append((i, "name \(i) long enough to be on the heap", [i, i]), minimumCapacity: 4) }
            XCTAssertEqual(list.count, n)
            let out = list.take()
            XCTAssertEqual(out.map(\.0), Array(0..<n))
            XCTAssertEqual(out.map(\.1), (0..<n).map { "name \($0) long enough to be on the heap" })
            XCTAssertEqual(out.map(\.2), (0..<n).map { [$0, $0] })
            XCTAssertEqual(list.count, 0)
            XCTAssertEqual(list.take().count, 0)
        }
    }

    func testReferencesSurviveGrowthAndAreReleasedOnce() {
        weak var first: Box?
        var out: [Box] = []
        do {
            var list = SummaryList<Box>()
            for i in 0..<40 {
                let b = Box(i)
                if i == 0 { first = b }
                list.append(b)
            }
            out = list.take()
            list.append(Box(99))
        }
        XCTAssertEqual(out.map(\.value), Array(0..<40))
        XCTAssertNotNil(first)
        out = []
        XCTAssertNil(first)
        weak var dropped: Box?
        do {
            var list = SummaryList<Box>()
            let b = Box(7)
            dropped = b
            list.append(b)
        }
        XCTAssertNil(dropped)
    }

    /// `FileSummary.readKinds` holds exactly the kinds the walk's `switch` has cases for.
    func testReadKindsAreTheWalksCases() {
        let read: Set<SyntaxKind> = [.ifExpr, .guardStmt, .whileStmt, .unresolvedTernaryExpr, .importDecl, .ifConfigDecl, .attribute,
                                     .availabilityCondition, .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl,
                                     .variableDecl, .functionDecl, .initializerDecl, .subscriptDecl]
        XCTAssertEqual(FileSummary.readKinds.count, 256)
        for k in SyntaxKind.allCases { XCTAssertEqual(FileSummary.readKinds[Int(k.rawValue)], read.contains(k), "\(k)") }
        XCTAssertEqual(FileSummary.readKinds.filter { $0 }.count, read.count)
    }
}
