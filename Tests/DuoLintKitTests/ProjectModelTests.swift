import Foundation
import XCTest
@testable import DuoLintKit

/// The project model: `FileSummary` of small inputs, `ProjectModel`'s merge order, `RuleContext`'s recorded
/// questions, and the engine's two passes giving the same findings whatever the file order and worker count.
final class ProjectModelTests: XCTestCase {
    private func summary(_ text: String, path: String = "A.swift") -> FileSummary {
        FileSummary(SwiftFile(SourceFile(path: path, text: text)))
    }

    // MARK: FileSummary

    func testTypesWithInheritanceAndExtensions() {
        let s = summary("""
            struct Bar: SwiftUI.View, Equatable {
                enum Mode: String { case a }
            }
            final class Cell: UITableViewCell {}
            protocol P: AnyObject {}
            actor Store {}
            extension Model.Item: @preconcurrency Sendable {}
            extension Array where Element == Int {}
            extension Box<Int> {}
            """)
        XCTAssertEqual(s.types.map { "\($0.kind) \($0.name) \($0.inherited) \($0.outer ?? "-") \($0.line)" }, [
            "struct Bar [\"View\", \"Equatable\"] - 1",
            "enum Mode [\"String\"] Bar 2",
            "class Cell [\"UITableViewCell\"] - 4",
            "protocol P [\"AnyObject\"] - 5",
            "actor Store [] - 6",
            "extension Item [\"Sendable\"] - 7",
            "extension Array [] - 8",
            "extension Box [] - 9",
        ])
    }

    func testMembers() throws {
        let text = """
            struct V {
                @ToolbarContentBuilder var items: some ToolbarContent { ToolbarItem { x } }
                static let isWide = true
                @available(iOS, deprecated: 16) func make(_ a: Int, for b: String) -> Bool { true }
                init(x: Int) { }
                subscript(i: Int) -> Int { i }
                var stored: Int
                var isCompact: Bool
            }
            func top() { let local = 1 }
            """
        let s = summary(text)
        XCTAssertEqual(s.members.map { "\($0.kind) \($0.name) \($0.owner ?? "-") \($0.attributes) \($0.type ?? "-") \($0.isStatic) \($0.labels) \($0.line)" }, [
            "property items V [\"ToolbarContentBuilder\"] some ToolbarContent false [] 2",
            "property isWide V [] - true [] 3",
            "function make V [\"available\"] Bool false [\"_\", \"for\"] 4",
            "initializer init V [] - false [\"x\"] 5",
            "subscript subscript V [] Int false [\"i\"] 6",
            "property isCompact V [] Bool false [] 8",
            "function top - [] - false [] 10",
        ])
        // Bodies are token handles into the file: the accessor block, the initial value, the code block; none for a
        // stored property without a value (kept only for a type the rules ask about: `stored: Int` is left out).
        let file = SwiftFile(SourceFile(path: "A.swift", text: text))
        let items = try XCTUnwrap(s.members[0].body)
        XCTAssertEqual(file.text(items.lowerBound), "{")
        XCTAssertEqual(file.text(items.upperBound - 1), "}")
        let wide = try XCTUnwrap(s.members[1].body)
        XCTAssertEqual(wide.map(file.text), ["true"])
        XCTAssertNil(s.members[5].body)
        XCTAssertEqual(file.text(s.members[2].token), "@")
    }

    func testExtensionInitializersWithForwards() {
        let s = summary("""
            extension Button where Label == SwiftUI.Label<Text, Image> {
                init(_ title: String, icon: String, action: @escaping () -> Void) {
                    self.init(action: action) { Label(title, systemImage: icon) }
                }
            }
            extension Text {
                init(key: String) { self.init(LocalizedStringKey(key)) }
            }
            struct NotAnExtension { init(a: Int) { Image(systemName: "x") } }
            """)
        XCTAssertEqual(s.extensionInitializers.map { "\($0.type) \($0.labels) \($0.line)" },
                       ["Button [\"_\", \"icon\", \"action\"] 2", "Text [\"key\"] 7"])
        XCTAssertEqual(s.extensionInitializers[0].forwards.map { "\($0.callee)\($0.labels)" },
                       [".init[\"action\"]", "Label[\"_\", \"systemImage\"]"])
        XCTAssertTrue(s.extensionInitializers[0].forwardsSymbol)
        XCTAssertEqual(s.extensionInitializers[1].forwards.map { "\($0.callee)\($0.labels)" },
                       [".init[\"_\"]", "LocalizedStringKey[\"_\"]"])
        XCTAssertFalse(s.extensionInitializers[1].forwardsSymbol)
    }

    func testPredicates() {
        let s = summary("""
            extension UIDevice {
                static var isPad: Bool { current.userInterfaceIdiom == .pad }
                static func isPhone() -> Bool { UIDevice.current.userInterfaceIdiom == .phone }
                var name2: String { userInterfaceIdiom == .pad ? "a" : "b" }
            }
            struct S {
                let isLandscape = UIApplication.shared.statusBarOrientation.isLandscape
                var plain: Bool { true }
            }
            """)
        XCTAssertEqual(s.predicates.map { "\($0.subject) \($0.name) \($0.owner ?? "-") \($0.line)" },
                       ["idiom isPad UIDevice 2", "idiom isPhone UIDevice 3", "orientation isLandscape S 7"])
    }

    // MARK: ProjectModel and RuleContext

    /// A context of one file alone answers from its summary's lists, and past `RuleContext.listAnswers` questions
    /// from the model it then builds: the same answers either way, in the same order, for names held once, twice
    /// (a type and its extension) and not at all.
    func testOneFileContextAnswersTheSameBeforeAndAfterItBuildsItsModel() {
        let count = RuleContext.listAnswers + 20
        let source = (0..<count).map { "var isPad\($0): Bool { UIDevice.current.userInterfaceIdiom == .pad }\nstruct T\($0): View {}\nextension T\($0) {}" }
            .joined(separator: "\n")
        let s = summary(source)
        XCTAssertEqual(s.predicates.count, count)
        let context = RuleContext(summary: s)
        for k in 0..<count {
            XCTAssertEqual(context.predicates(named: "isPad\(k)").map(\.value), s.predicates.filter { $0.name == "isPad\(k)" }, "isPad\(k)")
            XCTAssertEqual(context.types(named: "T\(k)").map(\.value), s.types.filter { $0.name == "T\(k)" }, "T\(k)")
            XCTAssertEqual(context.types(named: "T\(k)").count, 2)
            XCTAssertEqual(context.predicates(named: "isPhone\(k)").count, 0)
            XCTAssertTrue(context.type("T\(k)", inheritsFrom: "View"), "T\(k)")
            XCTAssertFalse(context.type("T\(k)", inheritsFrom: "Hashable"), "T\(k)")
        }
    }

    /// `replaceSummary(ofFile:with:)` (the language server's update on a change) gives the model `init` makes of
    /// the summaries with the new one in place: the same entries, in the same order, for every index.
    func testReplacingASummaryGivesTheModelMadeWithIt() {
        let a = summary("enum Device {\n    static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }\n}\nstruct Shared { var shared: Int { 1 } }",
                        path: "/p/A.swift")
        let b = summary("""
            func f() {
                if Device.isPad { grid.columnCount = 4 }
            }
            struct MoreIcon: View { var body: some View { Image(systemName: "ellipsis") } }
            extension Text { init(key: String) { self.init(LocalizedStringKey(key)) } }
            struct B { var shared: Int { 2 }; var isPad: Bool { false } }
            """, path: "/p/B.swift")
        let b2 = summary("""
            enum Device { static var isPadLegacy: Bool { UIDevice.current.userInterfaceIdiom == .pad } }
            struct B: View { var shared: Int { 3 }; var body: some View { Text("b") } }
            extension A {}
            """, path: "/p/B.swift")
        let c = summary("struct C { var shared: Int { 1 } }\nfunc g() { if Device.isPad { grid.columnCount = 2 } }\nstruct MoreIcon2: View { var body: some View { Image(systemName: \"x\") } }",
                        path: "/p/C.swift")
        let manifest = summary("let package = Package(name: \"P\", platforms: [.iOS(.v16)], targets: [])", path: "/p/Package.swift")
        var named: Set<String> = ["isPad", "isPadLegacy", "shared", "body", "Text", "B", "A", "Device", "MoreIcon", "columnCount"]
        for s in [a, b, b2, c, manifest] {
            named.formUnion(s.types.map(\.name))
            named.formUnion(s.members.map(\.name))
            named.formUnion(s.extensionInitializers.map(\.type))
            named.formUnion(s.predicates.map(\.name))
            named.formUnion(s.layoutUses.map(\.name))
            named.formUnion(s.barContentUses.map(\.name))
            named.formUnion(s.reinsettingModifiers.map(\.name))
            named.formUnion(s.viewBodies.map(\.type))
        }
        let names = named.sorted()
        func same(_ x: ProjectModel, _ y: ProjectModel, _ label: String) {
            for n in names {
                XCTAssertEqual(x.types(named: n), y.types(named: n), "\(label) types \(n)")
                XCTAssertEqual(x.members(named: n), y.members(named: n), "\(label) members \(n)")
                XCTAssertEqual(x.extensionInitializers(of: n), y.extensionInitializers(of: n), "\(label) initializers \(n)")
                XCTAssertEqual(x.predicates(named: n), y.predicates(named: n), "\(label) predicates \(n)")
                XCTAssertEqual(x.layoutUses(of: n), y.layoutUses(of: n), "\(label) layout uses \(n)")
                XCTAssertEqual(x.barContentUses(of: n), y.barContentUses(of: n), "\(label) bar uses \(n)")
                XCTAssertEqual(x.reinsettingModifiers(named: n), y.reinsettingModifiers(named: n), "\(label) modifiers \(n)")
                XCTAssertEqual(x.viewBodies(of: n), y.viewBodies(of: n), "\(label) view bodies \(n)")
                for q in [ProjectModel.Query.types(n), .members(n), .predicates(n), .layoutUses(n), .viewBodies(n)] {
                    XCTAssertEqual(x.files(answering: q), y.files(answering: q), "\(label) \(q)")
                }
            }
            XCTAssertEqual(x.iOSDeploymentTarget(), y.iOSDeploymentTarget(), label)
            XCTAssertEqual(x.files(answering: .deploymentTargets), y.files(answering: .deploymentTargets), label)
        }
        XCTAssertFalse(b.predicates.isEmpty && b.layoutUses.isEmpty, "the summaries have entries to move")
        var model = ProjectModel([a, b, c, manifest])
        model.replaceSummary(ofFile: 1, with: b2)
        same(model, ProjectModel([a, b2, c, manifest]), "b -> b2")
        model.replaceSummary(ofFile: 1, with: b)
        same(model, ProjectModel([a, b, c, manifest]), "b2 -> b")
        model.replaceSummary(ofFile: 3, with: FileSummary(path: "/p/Package.swift"))
        same(model, ProjectModel([a, b, c, FileSummary(path: "/p/Package.swift")]), "manifest emptied")
        model.replaceSummary(ofFile: 0, with: b2)
        same(model, ProjectModel([b2, b, c, FileSummary(path: "/p/Package.swift")]), "first file")
    }

    func testMergeOrderAndQueries() {
        let a = summary("struct A { var shared: Int { 1 } }", path: "A.swift")
        let b = summary("struct B { var shared: Int { 2 } }\nextension A {}", path: "B.swift")
        let model = ProjectModel([b, a])
        XCTAssertEqual(model.paths, ["B.swift", "A.swift"])
        let context = RuleContext(model: model, fileIndex: 1)
        let shared = context.members(named: "shared")
        // Entries in the order of the summaries given (file index), then source order.
        XCTAssertEqual(shared.map { "\($0.file) \($0.value.owner ?? "-")" }, ["0 B", "1 A"])
        XCTAssertEqual(shared.map(context.isOwn), [false, true])
        XCTAssertEqual(shared.map { context.path(of: $0) }, ["B.swift", "A.swift"])
        XCTAssertEqual(context.types(named: "A").map { "\($0.file) \($0.value.kind)" }, ["0 extension", "1 struct"])
        XCTAssertTrue(context.members(named: "missing").isEmpty)
        XCTAssertEqual(context.queries, [.members("shared"), .types("A"), .members("missing")])
        XCTAssertEqual(model.files(answering: .members("shared")), [0, 1])
        XCTAssertEqual(model.files(answering: .types("B")), [0])
        XCTAssertTrue(model.answers([.members("shared")], dependOnFilesOtherThan: 1))
        XCTAssertFalse(model.answers([.types("B"), .members("missing")], dependOnFilesOtherThan: 0))
        XCTAssertTrue(model.answers([.types("A")], dependOnFilesOtherThan: 1))
        // A context of one file: its own entries only.
        let alone = RuleContext(file: SwiftFile(SourceFile(path: "A.swift", text: "struct A { var shared: Int { 1 } }")))
        XCTAssertEqual(alone.members(named: "shared").map(\.file), [0])
        XCTAssertFalse(alone.type("A", inheritsFrom: "View"))
        XCTAssertEqual(alone.queries, [.members("shared"), .conformance("A", "View")])
    }

    /// A conformance or class question depends only on the files whose entries answer it as asked: an
    /// `extension Button` elsewhere answers `types("Button")` but not whether `Button` is a `ToolbarContent` or a
    /// class, so the file asking is not linted again for it (issue 20: 289 files linted twice on eight apps, 72 now).
    func testConformanceAndClassQueriesDependOnlyOnMatchingEntries() {
        let ext = summary("extension Button { init(icon: String) { } }\nclass Cell: UITableViewCell { }", path: "Ext.swift")
        let bar = summary("struct Share: ToolbarContent { }\nextension Cell { }", path: "Bar.swift")
        let asking = summary("struct V { }", path: "V.swift")
        let model = ProjectModel([ext, bar, asking])
        XCTAssertTrue(model.answers([.types("Button")], dependOnFilesOtherThan: 2))
        XCTAssertFalse(model.answers([.conformance("Button", "ToolbarContent")], dependOnFilesOtherThan: 2))
        XCTAssertTrue(model.answers([.conformance("Share", "ToolbarContent")], dependOnFilesOtherThan: 2))
        XCTAssertFalse(model.answers([.conformance("Share", "ToolbarContent")], dependOnFilesOtherThan: 1))
        XCTAssertEqual(model.files(answering: .classes("Cell")), [0])
        XCTAssertEqual(model.files(answering: .types("Cell")), [0, 1])
        XCTAssertTrue(model.files(answering: .classes("Button")).isEmpty)
        let context = RuleContext(model: model, fileIndex: 2)
        XCTAssertEqual(context.classes(named: "Cell").map { "\($0.file) \($0.value.inherited)" }, ["0 [\"UITableViewCell\"]"])
        XCTAssertTrue(context.type("Share", inheritsFrom: "ToolbarContent"))
        XCTAssertFalse(context.type("Button", inheritsFrom: "ToolbarContent"))
        XCTAssertEqual(context.queries, [.classes("Cell"), .conformance("Share", "ToolbarContent"), .conformance("Button", "ToolbarContent")])
    }

    // MARK: The two passes

    /// A rule whose findings at `helper()` depend on where `helper` is declared: reports each call with the files
    /// that declare a member of that name (their paths' last component), or "nowhere".
    private struct DeclaredWhereRule: SwiftRule {
        static let description = RuleDescription(
            id: "declared_where", name: "Declared where", severity: .warning, summary: "s", rationale: "r", fix: "f",
            source: "test", inputs: [.swift], tags: [])
        var triggers: [String] { ["helper"] }
        func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
            guard file.kind(i + 1) == .leftParen, !file.isWord(i - 1, "func") else { return }
            let files = context.members(named: "helper").map { context.path(of: $0).split(separator: "/").last.map(String.init) ?? "" }
            sink.report(Self.description, at: i, "helper from " + (files.isEmpty ? "nowhere" : files.joined(separator: ",")))
        }
    }

    private let sources: [(String, String)] = [
        ("Use.swift", "struct U {\n    func f() {\n        helper()\n    }\n}\n"),
        ("Decl.swift", "extension U {\n    func helper() { }\n}\n"),
        ("Other.swift", "func g() { helper() }\n"),
        ("Lonely.swift", "func h() { helperless() }\n"),
    ]

    private func describe(_ findings: [Finding]) -> [String] {
        findings.map { f in
            "\(f.path.split(separator: "/").last ?? ""):\(f.range.start.line):\(f.range.start.utf8Column) \(f.message)"
        }.sorted()
    }

    private let expected = ["Other.swift:1:12 helper from Decl.swift", "Use.swift:3:9 helper from Decl.swift"]

    func testLintOfSourcesIsTheSameInEveryOrder() {
        let linter = Linter(rules: [DeclaredWhereRule()], specRules: [], plistRules: [], jobs: 1)
        let files = sources.map { SourceFile(path: $0.0, text: $0.1) }
        XCTAssertEqual(describe(linter.lint(files).flatMap(\.findings)), expected)
        XCTAssertEqual(describe(linter.lint(files.reversed()).flatMap(\.findings)), expected)
        XCTAssertEqual(describe(linter.lint([files[1], files[3], files[0], files[2]]).flatMap(\.findings)), expected)
        // Alone, a file sees only its own declarations.
        XCTAssertEqual(describe(linter.lint([files[0]]).flatMap(\.findings)), ["Use.swift:3:9 helper from nowhere"])
        XCTAssertEqual(describe(linter.lint(files[0]).findings), ["Use.swift:3:9 helper from nowhere"])
    }

    /// The second pass lints again the file the first pass parsed (`FileResult.parsed`, `Linter.relint`): the
    /// same result as reading it again, and the same run whether files are kept (within `parsedBudget`) or not.
    func testSecondPassOnTheFirstPassesParsedFileIsTheSameAsReadingItAgain() throws {
        let linter = Linter(rules: [DeclaredWhereRule()], specRules: [], plistRules: [], jobs: 1)
        let files = sources.map { SourceFile(path: $0.0, text: $0.1) }
        let first = files.map { linter.lint($0, model: nil) }
        // Only a file whose rules asked the model keeps its parse.
        XCTAssertEqual(first.map { $0.parsed != nil }, [true, false, true, false])
        XCTAssertTrue(first[0].parsed?.source === files[0])
        let model = ProjectModel(first.map { $0.summary! })
        for i in [0, 2] {
            let again = linter.relint(first[i].parsed!, model: (model, i))
            let read = linter.lint(files[i], model: (model, i))
            XCTAssertEqual(describe(again.findings), describe(read.findings), files[i].path)
            XCTAssertEqual(again.queries, read.queries, files[i].path)
            XCTAssertEqual(again.lines, read.lines, files[i].path)
            XCTAssertNil(again.parsed)
        }
        XCTAssertEqual(describe(linter.relint(first[0].parsed!, model: (model, 0)).findings), ["Use.swift:3:9 helper from Decl.swift"])
        // A run keeping no parse (a budget of 0 bytes) and one keeping all: the same findings.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("duolint-relint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in sources { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        for budget in [0, 40, 1 << 20] {
            for jobs in [1, 4] {
                var l = Linter(rules: [DeclaredWhereRule()], specRules: [], plistRules: [], jobs: jobs)
                l.parsedBudget = budget
                XCTAssertEqual(describe(l.run(paths: [folder.path]).findings), expected, "budget \(budget), jobs \(jobs)")
            }
        }
    }

    func testRunOverAFolderIsTheSameForOneAndFourWorkers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("duolint-model-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in sources { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        for jobs in [1, 4] {
            let linter = Linter(rules: [DeclaredWhereRule()], specRules: [], plistRules: [], jobs: jobs)
            let run = linter.run(paths: [folder.path])
            XCTAssertEqual(describe(run.findings), expected, "jobs \(jobs)")
            XCTAssertEqual(run.fileCount, 4)
            // The paths named one by one, in another order: the same findings.
            let reversed = linter.run(paths: sources.reversed().map { folder.appendingPathComponent($0.0).path })
            XCTAssertEqual(describe(reversed.findings), expected, "jobs \(jobs), files reversed")
        }
    }
}
