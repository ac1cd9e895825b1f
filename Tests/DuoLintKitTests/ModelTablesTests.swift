import XCTest
@testable import DuoLintKit

/// The model's name table (`ProjectModel.NameSlots`): exact answers against a plain dictionary, with its edges.
final class ModelTablesTests: XCTestCase {
    private typealias Slot = ProjectModel.Slot

    /// The slots of `slots` as (file, item) pairs, in order.
    private func pairs(_ slots: ProjectModel.Slots?) -> [[Int32]]? {
        slots.map { $0.map { [$0.file, $0.item] } }
    }

    func testEmptyTableAnswersNothingAndAllocatesNoSlots() {
        let empty = ProjectModel.NameSlots()
        XCTAssertNil(empty[""])
        XCTAssertNil(empty["isPad"])
        var set = ProjectModel.NameSlots()
        set["isPad"] = nil
        XCTAssertNil(set["isPad"])
    }

    func testAppendKeepsEachNamesSlotsInOrderThroughGrowth() {
        // Names of every kind a summary holds: empty, one byte, small, longer than 15 bytes (heap strings), 8 and
        // 16 bytes (the hash's word steps), non-ASCII, and names that differ only in their last byte.
        var names = ["", "_", "init", "isPad", "body", "someVeryLongMemberName", "abcdefgh", "abcdefghijklmnop",
                     "café", "cafe\u{301}", "name1", "name2", "ToolbarContentBuilder"]
        names += (0..<600).map { "member\($0)" }
        var table = ProjectModel.NameSlots()
        var expected: [String: [[Int32]]] = [:]
        for round in 0..<3 {
            for (k, name) in names.enumerated() where (k + round) % 2 == 0 || round == 1 {
                let slot = Slot(file: Int32(round), item: Int32(k))
                table.append(slot, to: name)
                expected[name, default: []].append([slot.file, slot.item])
            }
        }
        for name in names { XCTAssertEqual(pairs(table[name]), expected[name], name) }
        XCTAssertNil(table["member600"])
        XCTAssertNil(table["nam"])
    }

    func testNamesEqualAsStringsShareTheirEntriesAsDictionaryKeysDo() {
        // Canonically equivalent spellings are one String, so one key: `é` precomposed or not, the Kelvin sign and
        // `K`, the Greek question mark and `;`, the Greek varia and the backtick (the three scalars whose
        // decomposition is ASCII), also inside longer names.
        let pairsOfNames = [("café", "cafe\u{301}"), ("K", "\u{212A}"), ("isOK", "isO\u{212A}"), (";", "\u{37E}"),
                            ("`x`", "\u{1FEF}x\u{1FEF}"), ("ÅngströmWidth", "A\u{30A}ngstro\u{308}mWidth")]
        var table = ProjectModel.NameSlots()
        var dictionary: [String: [[Int32]]] = [:]
        for (k, (a, b)) in pairsOfNames.enumerated() {
            XCTAssertEqual(a, b)
            table.append(Slot(file: 0, item: Int32(k)), to: a)
            table.append(Slot(file: 1, item: Int32(k)), to: b)
            dictionary[a, default: []].append([0, Int32(k)])
            dictionary[b, default: []].append([1, Int32(k)])
            XCTAssertEqual(ProjectModel.NameSlots.hash(a), ProjectModel.NameSlots.hash(b))
        }
        for (a, b) in pairsOfNames {
            XCTAssertEqual(pairs(table[a]), dictionary[a])
            XCTAssertEqual(pairs(table[b]), dictionary[b])
            XCTAssertEqual(pairs(table[a])?.count, 2)
        }
        // Different texts stay apart.
        XCTAssertNil(table["k"])
        XCTAssertNil(table["cafe"])
    }

    func testSettingReplacesRemovesAndAddsAgain() {
        var table = ProjectModel.NameSlots(minimumCapacity: 2)
        table.append(Slot(file: 0, item: 0), to: "a")
        table.append(Slot(file: 1, item: 3), to: "a")
        table.append(Slot(file: 0, item: 1), to: "b")
        table["a"] = ProjectModel.Slots([Slot(file: 2, item: 5)])
        XCTAssertEqual(pairs(table["a"]), [[2, 5]])
        table["b"] = nil
        XCTAssertNil(table["b"])
        XCTAssertEqual(pairs(table["a"]), [[2, 5]])
        // A removed name takes entries again; a name set that was never there is added.
        table.append(Slot(file: 3, item: 0), to: "b")
        XCTAssertEqual(pairs(table["b"]), [[3, 0]])
        table["c"] = ProjectModel.Slots([Slot(file: 4, item: 1), Slot(file: 4, item: 2)])
        XCTAssertEqual(pairs(table["c"]), [[4, 1], [4, 2]])
        // Many names past the reserved room: the table grows and keeps every answer.
        for k in 0..<100 { table.append(Slot(file: 5, item: Int32(k)), to: "n\(k)") }
        XCTAssertEqual(pairs(table["a"]), [[2, 5]])
        XCTAssertEqual(pairs(table["b"]), [[3, 0]])
        XCTAssertEqual(pairs(table["c"]), [[4, 1], [4, 2]])
        for k in 0..<100 { XCTAssertEqual(pairs(table["n\(k)"]), [[5, Int32(k)]]) }
    }
}
