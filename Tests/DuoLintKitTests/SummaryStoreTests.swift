import Foundation
import XCTest
@testable import DuoLintKit

/// The first pass's summaries kept as bytes (`FileSummary.encoded()`, `SummaryStore`, `SpillBuffer`) and the
/// second pass's models cut to what the waiting files asked (`ModelInterest`): the bytes read back to the same
/// summary, a cut summary is the whole one filtered, spilled records read back, and a run gives the findings of
/// the whole model however much is spilled and however far the questions lead.
final class SummaryStoreTests: XCTestCase {
    /// A summary with every kind of entry and awkward values: empty and non-ASCII strings, nil and present
    /// optionals, negative and huge integers, a body, a deployment target without a version.
    private func awkward() -> FileSummary {
        var s = FileSummary(path: "Ä/b c/Ünïcode 🚀.swift")
        s.types = [TypeSummary(kind: .struct, name: "V", inherited: ["View", ""], outer: nil, token: 0, line: 1),
                   TypeSummary(kind: .extension, name: "Button", inherited: [], outer: "Outer", token: Int.max, line: -1)]
        s.members = [MemberSummary(kind: .property, name: "isPad", owner: "V", attributes: ["ViewBuilder", "available"], type: "some View",
                                   isStatic: true, labels: [], token: 12, line: 3, body: 14..<20),
                     MemberSummary(kind: .function, name: "make", owner: nil, attributes: [], type: nil, isStatic: false,
                                   labels: ["_", "for"], token: Int.min, line: 0, body: nil),
                     MemberSummary(kind: .subscript, name: "subscript", owner: "🚀", attributes: [], type: "Int", isStatic: false,
                                   labels: ["i"], token: 300, line: 200_000, body: 5..<5)]
        s.extensionInitializers = [ExtensionInitializer(type: "Button", labels: ["_", "icon"],
                                                        forwards: [ForwardedCall(callee: ".init", labels: []),
                                                                   ForwardedCall(callee: "Label", labels: ["_", "systemImage"])],
                                                        token: 40, line: 7)]
        s.predicates = [PredicateSummary(subject: .orientation, name: "isLandscape", owner: nil, token: 1, line: 2)]
        s.layoutUses = [NameUse(name: "isPad", context: "itemsPerRow", token: 3, line: 4)]
        s.barContentUses = [NameUse(name: "items", context: "toolbar content", token: 5, line: 6, owner: "V", placement: "horizontalOnly"),
                            NameUse(name: "isPad", context: "", token: 7, line: 8, owner: nil, placement: "")]
        s.reinsettingModifiers = [NameUse(name: "inset", context: "safeAreaPadding", token: 9, line: 10)]
        s.viewBodies = [ViewBodySummary(type: "MoreIcon", shows: .image, isEllipsis: true, token: 11, line: 12)]
        s.deploymentTargets = [DeploymentTarget(version: .init(16, 4), line: 3), DeploymentTarget(version: nil, line: 9)]
        return s
    }

    private func summaryOf(_ text: String, path: String = "A.swift") -> FileSummary {
        FileSummary(SwiftFile(SourceFile(path: path, text: text)))
    }

    func testBytesReadBackToTheSameSummary() throws {
        let made = summaryOf("""
            struct V: View {
                var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
                var body: some View { if isPad { Text("a").frame(width: 400) } }
                @ToolbarContentBuilder var items: some ToolbarContent { ToolbarItem { share } }
            }
            extension Button { init(_ t: String, icon: String) { self.init { Label(t, systemImage: icon) } } }
            """)
        XCTAssertFalse(made.members.isEmpty)
        for s in [awkward(), made, FileSummary(path: ""), FileSummary(path: "x")] {
            XCTAssertEqual(FileSummary(bytes: s.encoded()), s, s.path)
        }
    }

    /// Every way a record can be cut short reads as nothing, never as a crash or a wrong summary.
    func testShortOrDamagedBytesReadAsNothing() {
        let bytes = awkward().encoded()
        for n in 0..<bytes.count {
            XCTAssertNil(FileSummary(bytes: Array(bytes[..<n])), "first \(n) bytes")
        }
        XCTAssertNil(FileSummary(bytes: bytes + [0]), "a byte too many")
        // An enum byte no writer writes (the first type's kind follows the path and the type's name).
        var damaged = bytes
        let kindAt = 1 + awkward().path.utf8.count + 1 + 1 + 1
        XCTAssertEqual(damaged[kindAt], TypeSummary.Kind.struct.rawValue)
        damaged[kindAt] = 200
        XCTAssertNil(FileSummary(bytes: damaged))
        // Random bytes: whatever they read as, they read without a crash.
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let junk = (0..<Int.random(in: 0..<60, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            _ = FileSummary(bytes: junk)
        }
    }

    /// A summary read with an interest keeps exactly the entries whose names it asks for, in order.
    func testInterestKeepsOnlyTheEntriesAskedFor() throws {
        let s = awkward()
        let interest = ModelInterest([.members("isPad"), .conformance("Button", "View"), .layoutUses("isPad"), .barContentUses("isPad"),
                                      .viewBodies("Nothing"), .extensionInitializers("Button")])
        let cut = try XCTUnwrap(FileSummary(bytes: s.encoded(), keeping: interest))
        XCTAssertEqual(cut.path, s.path)
        XCTAssertEqual(cut.types, s.types.filter { $0.name == "Button" })
        XCTAssertEqual(cut.members, s.members.filter { $0.name == "isPad" })
        XCTAssertEqual(cut.extensionInitializers, s.extensionInitializers)
        XCTAssertEqual(cut.predicates, [])
        XCTAssertEqual(cut.layoutUses, s.layoutUses)
        XCTAssertEqual(cut.barContentUses, [s.barContentUses[1]])
        XCTAssertEqual(cut.reinsettingModifiers, [])
        XCTAssertEqual(cut.viewBodies, [])
        XCTAssertEqual(cut.deploymentTargets, [])
        // Cutting the summary as it is gives the same.
        XCTAssertEqual(s.cut(to: interest), cut)
        XCTAssertEqual(s.cut(to: ModelInterest([.deploymentTargets])).deploymentTargets, s.deploymentTargets)
        let targets = try XCTUnwrap(FileSummary(bytes: s.encoded(), keeping: ModelInterest([.deploymentTargets])))
        XCTAssertEqual(targets.deploymentTargets, s.deploymentTargets)
        XCTAssertEqual(targets.members, [])
        XCTAssertTrue(interest.covers([.types("Button"), .classes("Button"), .members("isPad")]))
        XCTAssertFalse(interest.covers([.members("isPad"), .members("isPhone")]))
        XCTAssertFalse(interest.covers([.deploymentTargets]))
        XCTAssertTrue(ModelInterest().covers([]))
    }

    /// The interest's name sets answer exactly as a `Set` does, whatever the filter's bits say: names that share
    /// a filter bit with a member, the empty name, non-ASCII names.
    func testNameSetAnswersAsASet() {
        var set = NameSet()
        let inside = ["", "isPad", "body", "Ünïcode", "a", "WalletDetailViewController2"]
        for n in inside { set.insert(n) }
        set.insert("isPad")
        XCTAssertEqual(set.names, Set(inside))
        // Same length, first and last byte as members (same filter bit), and others.
        let outside = ["isPud", "bady", "Ü", "b", "WalletDetailViewController3", "WalletDetailViewControlle2", "ispad", " "]
        XCTAssertEqual(NameSet.bit("isPud"), NameSet.bit("isPad"))
        XCTAssertNil(NameSet.bit("Ünïcode"))
        for n in inside { XCTAssertTrue(set.contains(n), n); XCTAssertEqual(set.member(n), n) }
        for n in outside { XCTAssertFalse(set.contains(n), n); XCTAssertNil(set.member(n)) }
        for n in inside + outside { XCTAssertTrue(NameSet.bit(n).map { (0..<1024).contains($0) } ?? true, n) }
    }

    /// The filter asked with a name's UTF-8 bytes (`mayContain(utf8:)`, which spares reading back an unwanted name as
    /// a `String`): never "no" for a name the set holds, "no" for ASCII names off every member's filter bit.
    func testNameSetFilterOnBytesNeverTurnsAMemberAway() {
        var set = NameSet()
        for n in ["", "isPad", "body"] { set.insert(n) }
        func may(_ n: String) -> Bool { Array(n.utf8).withUnsafeBufferPointer { set.mayContain(utf8: $0) } }
        // Members, and names on a member's bit (same length, first and last byte): the set decides.
        for n in ["", "isPad", "body", "isPud", "ispad", "bady"] { XCTAssertTrue(may(n), n) }
        for n in ["b", " ", "isPadding", "WalletDetailViewController2"] { XCTAssertFalse(may(n), n) }
        // A byte of 0x80 or more always may (the Kelvin sign is canonically a K: `is\u{212A}Pad` could be a member).
        XCTAssertTrue(may("is\u{212A}Pad"))
        XCTAssertTrue(may("\u{DC}"))
        // A set that holds a non-ASCII name lets every name through to the set.
        set.insert("\u{DC}n\u{EF}code")
        XCTAssertTrue(may("b"))
        for n in ["", "isPad", "body", "\u{DC}n\u{EF}code"] { XCTAssertTrue(may(n) && set.contains(n), n) }
    }

    /// Names compare as Swift strings do, by canonical equivalence, whichever spelling the set holds and whichever
    /// is asked: `é` as one scalar and as `e` with a combining accent, `K` and the Kelvin sign (found by the breaker
    /// helper: a byte filter dropped the model's entries and looped the second pass).
    func testNameSetComparesByCanonicalEquivalence() {
        let composed = "is\u{E9}Pad", decomposed = "ise\u{301}Pad", ascii = "isKPad", kelvin = "is\u{212A}Pad"
        XCTAssertEqual(composed, decomposed)
        XCTAssertEqual(ascii, kelvin)
        for (held, asked) in [(composed, decomposed), (decomposed, composed), (ascii, kelvin), (kelvin, ascii)] {
            var set = NameSet()
            set.insert("body")
            set.insert(held)
            XCTAssertTrue(set.contains(asked), "\(held.unicodeScalars.map(\.value)) asked as \(asked.unicodeScalars.map(\.value))")
            // An entry keeps its own spelling.
            XCTAssertTrue(set.member(asked)!.utf8.elementsEqual(asked.utf8))
            XCTAssertFalse(set.contains("isPad"))
        }
        // The second spelling of a name already held still counts for the filter.
        var both = NameSet()
        both.insert(ascii)
        both.insert(kelvin)
        XCTAssertTrue(both.contains(ascii) && both.contains(kelvin))
    }

    /// A predicate declared with one spelling and used with another: the run with every summary spilled (the
    /// cut model) gives the whole model's findings, and a second spelling asked by another file does not send
    /// the second pass round and round.
    func testCutModelMatchesNamesAsTheWholeModelDoes() throws {
        let cases: [[(String, String)]] = [
            [("Device.swift", "enum Device {\n    static var is\u{E9}Pad: Bool { UIDevice.current.userInterfaceIdiom == .pad }\n}\n"),
             ("Library.swift", "func f() {\n    if Device.ise\u{301}Pad { grid.columnCount = 4 }\n}\n")],
            [("Device1.swift", "enum Device {\n    static var is\u{E9}Pad: Bool { UIDevice.current.userInterfaceIdiom == .pad }\n}\n"),
             ("Device2.swift", "enum Other {\n    static var ise\u{301}Pad: Bool { UIDevice.current.userInterfaceIdiom == .pad }\n}\n"),
             ("Library.swift", "func f() {\n    if Device.is\u{E9}Pad { grid.columnCount = 4 }\n    if Other.ise\u{301}Pad { grid.columnCount = 3 }\n}\n")],
            [("Device.swift", "enum Device {\n    static var isKPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }\n}\n"),
             ("Library.swift", "func f() {\n    if Device.is\u{212A}Pad { grid.columnCount = 4 }\n}\n")],
        ]
        for (n, sources) in cases.enumerated() {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("duolint-spelling-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            for (name, text) in sources { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
            var whole = Linter(jobs: 1)
            whole.summaryMemoryBudget = 1 << 30
            let expected = whole.run(paths: [folder.path]).findings
            XCTAssertFalse(expected.isEmpty, "case \(n)")
            for jobs in [1, 4] {
                var spilled = Linter(jobs: jobs)
                spilled.summaryMemoryBudget = 0
                spilled.heldMemoryBudget = 0
                XCTAssertEqual(spilled.run(paths: [folder.path]).findings, expected, "case \(n), jobs \(jobs)")
            }
        }
    }

    /// Records within the budget stay in memory; later ones go to the file, written out or still buffered, and
    /// all read back. Without a usable folder for the file everything stays in memory.
    func testSpillBufferReadsBackFromMemoryBufferAndFile() {
        let records = (0..<3000).map { i in (0..<(i % 97)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ i) } }
        for budget in [0, 1000, 1 << 30] {
            let buffer = SpillBuffer(memoryBudget: budget)
            var handles: [SpillBuffer.Handle] = []
            for (i, r) in records.enumerated() {
                handles.append(buffer.append(r))
                // The newest record, still in the write buffer, reads back too.
                XCTAssertEqual(buffer.read(handles[i]), r, "budget \(budget), record \(i) at once")
            }
            XCTAssertEqual(buffer.spilled, budget < 1 << 30, "budget \(budget)")
            for (i, r) in records.enumerated() { XCTAssertEqual(buffer.read(handles[i]), r, "budget \(budget), record \(i)") }
        }
        let nowhere = SpillBuffer(memoryBudget: 0, directory: "/nonexistent-duolint-folder")
        let handles = records.map { nowhere.append($0) }
        XCTAssertFalse(nowhere.spilled)
        for (i, r) in records.enumerated() { XCTAssertEqual(nowhere.read(handles[i]), r, "in memory, record \(i)") }
    }

    /// A waiting result's bytes read back to the same result: findings with and without fixes and suppressions,
    /// input errors with and without positions, baseline entries, every kind of question; cut short, nothing.
    func testWaitingResultsReadBackFromBytes() throws {
        func at(_ offset: Int, _ line: Int, _ column: Int) -> SourceLocation {
            SourceLocation(offset: offset, line: line, utf8Column: column, utf16Column: column - 1, scalarColumn: column + 2)
        }
        var fixed = Finding(ruleID: "screen_main", severity: .error, message: "Use the scene's screen — 画面", path: "Ä/V.swift",
                            range: SourceRange(start: at(10, 2, 5), end: at(25, 2, 20)))
        fixed.fix = Fix(description: "Read the window scene", replacements: [
            Fix.Replacement(deletedRegion: SourceRange(start: at(10, 2, 5), end: at(25, 2, 20)), insertedContent: "view.window?.windowScene?.screen"),
            Fix.Replacement(deletedRegion: SourceRange(start: at(0, 1, 1), end: at(0, 1, 1)), insertedContent: ""),
        ], fileHash: UInt64.max)
        var justified = fixed
        justified.fix = nil
        justified.suppression = .inSource(justification: "legacy \u{1B}[31m")
        var bare = justified
        bare.suppression = .inSource(justification: nil)
        var external = bare
        external.suppression = .external
        external.severity = .note
        var r = Linter.FileResult()
        r.findings = [fixed, Finding(ruleID: "", severity: .warning, message: "", path: "", range: SourceRange(start: at(0, 0, 0), end: at(0, 0, 0)))]
        r.suppressed = [justified, bare, external]
        r.errors = [InputError(path: "x.swift", line: 3, column: 4, message: "unterminated string", utf16Column: 2), InputError(path: "y", message: "m")]
        r.lines = 123_456
        r.baselineEntries = [BaselineEntry(path: "V.swift", rule: "screen_main", lineHash: "abc123", occurrence: 2)]
        r.queries = [.types("A"), .members("b"), .extensionInitializers("Button"), .predicates("isPad"), .layoutUses("isPad"),
                     .barContentUses("items"), .reinsettingModifiers("inset"), .viewBodies("Icon"), .deploymentTargets,
                     .conformance("Share", "ToolbarContent"), .classes("Cell")]
        let bytes = r.encoded()
        let back = try XCTUnwrap(Linter.FileResult(bytes: bytes))
        XCTAssertEqual(back.findings, r.findings)
        XCTAssertEqual(back.suppressed, r.suppressed)
        XCTAssertEqual(back.errors, r.errors)
        XCTAssertEqual(back.lines, r.lines)
        XCTAssertEqual(back.baselineEntries, r.baselineEntries)
        XCTAssertEqual(back.queries, r.queries)
        for n in 0..<bytes.count { XCTAssertNil(Linter.FileResult(bytes: Array(bytes[..<n])), "first \(n) bytes") }
        let empty = try XCTUnwrap(Linter.FileResult(bytes: Linter.FileResult().encoded()))
        XCTAssertTrue(empty.findings.isEmpty && empty.queries.isEmpty && empty.lines == 0)
    }

    /// A rule that follows an answer to a further question: at `helper()` it asks for members named `helper`, and
    /// only when another file declares one, for members named `deeper` too. Alone in the first pass the file
    /// asks only the first question, so the cut model of the second pass cannot answer the second: the run must
    /// lint the file again with a model that holds `deeper`.
    private struct FollowingRule: SwiftRule {
        static let description = RuleDescription(
            id: "following", name: "Following", severity: .warning, summary: "s", rationale: "r", fix: "f",
            source: "test", inputs: [.swift], tags: [])
        var triggers: [String] { ["helper"] }
        func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
            guard file.kind(i + 1) == .leftParen, !file.isWord(i - 1, "func") else { return }
            let helpers = context.members(named: "helper").filter { !context.isOwn($0) }
            guard !helpers.isEmpty else { return sink.report(Self.description, at: i, "no helper elsewhere") }
            let deeper = context.members(named: "deeper").map { context.path(of: $0).split(separator: "/").last.map(String.init) ?? "" }
            sink.report(Self.description, at: i, "helper elsewhere, deeper in " + (deeper.isEmpty ? "nowhere" : deeper.joined(separator: ",")))
        }
    }

    func testARunFollowsQuestionsTheFirstPassDidNotAsk() throws {
        let sources = [
            ("Use.swift", "func f() {\n    helper()\n}\n"),
            ("Decl.swift", "extension U {\n    func helper() { }\n    var deeper: Int { 1 }\n}\n"),
            ("More.swift", "struct W { func deeper() { } }\n"),
            ("Lonely.swift", "func g() { helper() }\nfunc helper() { }\n"),
        ]
        let expected = ["Lonely.swift:1:12 helper elsewhere, deeper in Decl.swift,More.swift",
                        "Use.swift:2:5 helper elsewhere, deeper in Decl.swift,More.swift"]
        func describe(_ findings: [Finding]) -> [String] {
            findings.map { "\($0.path.split(separator: "/").last ?? ""):\($0.range.start.line):\($0.range.start.utf8Column) \($0.message)" }.sorted()
        }
        // The in-memory run holds the whole model: the reference.
        let whole = Linter(rules: [FollowingRule()], specRules: [], plistRules: [], jobs: 1)
        XCTAssertEqual(describe(whole.lint(sources.map { SourceFile(path: $0.0, text: $0.1) }).flatMap(\.findings)), expected)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("duolint-interest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in sources { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        for budget in [0, 1 << 20] {
            for jobs in [1, 4] {
                var l = Linter(rules: [FollowingRule()], specRules: [], plistRules: [], jobs: jobs)
                l.summaryMemoryBudget = budget
                l.heldMemoryBudget = budget
                XCTAssertEqual(describe(l.run(paths: [folder.path]).findings), expected, "budget \(budget), jobs \(jobs)")
            }
        }
    }

    /// A store of `count` entries whose budget keeps entry 0's summary (`awkward()`) as it is and writes entry 1's (the
    /// same at `B.swift`) as bytes.
    private func keptAndWritten(count: Int) -> (store: SummaryStore, kept: FileSummary, written: FileSummary) {
        let s = awkward()
        var other = awkward()
        other.path = "B.swift"
        let store = SummaryStore(count: count, memoryBudget: s.footprint)
        store.set(0, s)
        store.set(1, other)
        return (store, s, other)
    }

    /// A store whose budget keeps the first summary as it is and writes the second as bytes: `take` cuts either to
    /// the interest, with the path given; a kept summary leaves the store (it then reads as none) and one written as
    /// bytes stays; an entry never set reads as none.
    func testTakeCutsAndLetsGoOfKeptSummaries() throws {
        let (store, s, other) = keptAndWritten(count: 3)
        XCTAssertFalse(store.allKept)
        let interest = ModelInterest([.members("isPad"), .types("Button")])
        XCTAssertEqual(store.take(0, cutTo: interest, path: s.path), s.cut(to: interest))
        XCTAssertNil(store.summary(0, keeping: nil), "a kept summary taken reads as none")
        XCTAssertNil(store.take(0, cutTo: interest, path: s.path))
        let fromBytes = try XCTUnwrap(store.take(1, cutTo: interest, path: "B.swift"))
        XCTAssertEqual(fromBytes, other.cut(to: interest))
        XCTAssertEqual(store.take(1, cutTo: interest, path: "B.swift"), fromBytes, "a summary written as bytes stays")
        XCTAssertEqual(store.summary(1, keeping: nil, path: "B.swift"), other)
        XCTAssertEqual(store.summary(1, keeping: nil), other, "the path as written")
        XCTAssertNil(store.take(2, cutTo: interest, path: "C.swift"))
    }

    /// Summaries kept whole and cut in place: `take` hands each over as cut, once; `summary` reads them as none (a
    /// later round makes them again from their files); a summary written as bytes is cut as it is read.
    func testKeptSummariesCutInPlace() throws {
        let (store, s, other) = keptAndWritten(count: 2)
        let interest = ModelInterest([.members("isPad"), .types("Button"), .deploymentTargets])
        store.cutKept(to: interest)
        XCTAssertNil(store.summary(0, keeping: nil), "a summary cut in place is not the whole one")
        XCTAssertNil(store.summary(0, keeping: interest))
        XCTAssertEqual(store.take(0, cutTo: interest, path: s.path), s.cut(to: interest))
        XCTAssertNil(store.take(0, cutTo: interest, path: s.path))
        XCTAssertEqual(store.summary(1, keeping: nil), other)
        XCTAssertEqual(store.take(1, cutTo: interest, path: "B.swift"), other.cut(to: interest))
    }

    /// `takeWhole` hands over the summaries in the order asked: one kept as it is moved out (it then reads as none),
    /// one written as bytes read back with the path given (it stays), an entry never set made by `missing`; after a
    /// cut in place the kept one is not whole, so it too is made by `missing`.
    func testTakeWholeMovesKeptSummariesOutInTheOrderAsked() throws {
        let (store, s, other) = keptAndWritten(count: 3)
        let paths = [s.path, "B.swift", "C.swift"]
        var asked: [Int] = []
        let got = store.takeWhole([1, 2, 0], path: { paths[$0] }) { i in
            asked.append(i)
            return FileSummary(path: "made \(i)")
        }
        XCTAssertEqual(got, [other, FileSummary(path: "made 2"), s])
        XCTAssertEqual(got[0].path, "B.swift")
        XCTAssertEqual(asked, [2])
        XCTAssertNil(store.summary(0, keeping: nil), "a kept summary taken reads as none")
        XCTAssertEqual(store.summary(1, keeping: nil, path: "B.swift"), other, "a summary written as bytes stays")
        XCTAssertEqual(store.takeWhole([0, 1], path: { paths[$0] }) { FileSummary(path: "made \($0)") },
                       [FileSummary(path: "made 0"), other], "taken once")
        XCTAssertEqual(store.takeWhole([], path: { paths[$0] }) { FileSummary(path: "made \($0)") }, [])

        let (cutStore, _, cutOther) = keptAndWritten(count: 2)
        cutStore.cutKept(to: ModelInterest([.members("isPad")]))
        XCTAssertEqual(cutStore.takeWhole([0, 1], path: { paths[$0] }) { FileSummary(path: "made \($0)") },
                       [FileSummary(path: "made 0"), cutOther], "a summary cut in place is not handed over as whole")
    }

    /// A run that keeps some summaries as they are and writes the others as bytes, and needs a second round (the
    /// following rule): the summaries the first round's cut let go of are made again from their files, and the
    /// findings are the whole model's at every budget.
    func testSecondRoundRemakesSummariesTheCutLetGo() throws {
        let sources = [
            ("Decl.swift", "extension U {\n    func helper() { }\n    var deeper: Int { 1 }\n}\n"),
            ("Lonely.swift", "func g() { helper() }\nfunc helper() { }\n"),
            ("More.swift", "struct W { func deeper() { } }\n"),
            ("Use.swift", "func f() {\n    helper()\n}\n"),
        ]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("duolint-take-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in sources { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let whole = Linter(rules: [FollowingRule()], specRules: [], plistRules: [], jobs: 1)
        let expected = whole.lint(sources.map { SourceFile(path: folder.appendingPathComponent($0.0).path, text: $0.1) }).flatMap(\.findings)
        XCTAssertEqual(expected.count, 2)
        // From every summary written as bytes to every one kept, through each mix in between.
        let footprints = sources.map { FileSummary(SwiftFile(SourceFile(path: folder.appendingPathComponent($0.0).path, text: $0.1))).compacted().footprint }
        let budgets = (0...footprints.count).map { footprints.prefix($0).reduce(0, +) }
        for budget in budgets {
            var l = Linter(rules: [FollowingRule()], specRules: [], plistRules: [], jobs: 1)
            l.summaryMemoryBudget = budget
            XCTAssertEqual(l.run(paths: [folder.path]).findings, expected, "budget \(budget)")
        }
    }

    /// Samples (every rule's forms across files) give the same findings with every summary spilled to the file as
    /// with all of them in memory.
    func testSamplesGiveTheSameFindingsWithSummariesSpilled() {
        let samples = LexTestSupport.packageRoot().appendingPathComponent("Samples").path
        var inMemory = Linter(jobs: 2)
        inMemory.summaryMemoryBudget = 1 << 30
        var spilled = Linter(jobs: 2)
        spilled.summaryMemoryBudget = 0
        spilled.heldMemoryBudget = 0
        let a = inMemory.run(paths: [samples]).findings, b = spilled.run(paths: [samples]).findings
        XCTAssertGreaterThan(a.count, 50)
        XCTAssertEqual(a, b)
    }
}
