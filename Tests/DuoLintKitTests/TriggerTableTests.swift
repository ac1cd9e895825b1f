import XCTest
@testable import DuoLintKit

/// `TriggerTable`, the engine's look-up of identifiers among the rules' trigger words: a filter on the length,
/// first and last byte settles most misses, so words that share those (`Text`/`Test`) and words that differ only
/// there must be told apart exactly, at the end of the buffer and for non-ASCII words too.
final class TriggerTableTests: XCTestCase {
    private let table = TriggerTable(words: [["UIScreen", "Text"], ["Text", "é", ""], [], ["Text", "a", "a"]])

    /// The rule indices for `text[start ..< start + length]` (bytes), or nil for a miss.
    private func rules(_ text: String, _ start: Int = 0, _ length: Int? = nil) -> [Int32]? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { b in
            table.entry(b, start, length ?? bytes.count - start).map { e in table.rules(ofEntry: e).map { Int32(table.rule(at: $0)) } }
        }
    }

    func testWordsFindTheirRulesInRuleOrder() {
        XCTAssertEqual(rules("Text"), [0, 1, 3])
        XCTAssertEqual(rules("UIScreen"), [0])
        XCTAssertEqual(rules("é"), [1])
        // A rule that lists a word twice is called twice, as it asked.
        XCTAssertEqual(rules("a"), [3, 3])
    }

    func testNearMissesAreMisses() {
        for miss in ["Test", "TexT", "text", "Tex", "Texts", "UIScreeN", "UIScreens", "e", "è", "b", "aa"] {
            XCTAssertNil(rules(miss), miss)
        }
    }

    func testSlicesAndBufferEnds() {
        // The word at the very end of a longer buffer, and inside it.
        XCTAssertEqual(rules("let x = Text", 8), [0, 1, 3])
        XCTAssertEqual(rules("Text.init", 0, 4), [0, 1, 3])
        XCTAssertNil(rules("Text.init", 0, 5))
        XCTAssertEqual(rules("xé", 1), [1])
        // Length 0 (an empty word never matches) and lengths beyond the longest word are misses.
        XCTAssertNil(rules("Text", 2, 0))
        XCTAssertNil(rules("UIScreenX"))
        XCTAssertEqual(table.minLength, 1)
        XCTAssertEqual(table.maxLength, 8)
    }

    func testAnEmptyTableMatchesNothing() {
        let empty = TriggerTable(words: [[], [""]])
        Array("Text".utf8).withUnsafeBufferPointer { b in
            for length in 0...4 { XCTAssertNil(empty.entry(b, 0, length)) }
        }
    }

    /// Every two-byte and three-byte ASCII word against a table holding some of them: each is found exactly
    /// when it is a word (filter collisions and hash probing never confuse two words).
    func testExhaustiveShortWords() {
        let letters = Array("aZ_9é".utf8)
        var words: [String] = []
        var all: [[UInt8]] = []
        for x in letters { for y in letters { all.append([x, y]); for z in letters { all.append([x, y, z]) } } }
        for (k, w) in all.enumerated() where k % 3 == 0 { words.append(String(decoding: w, as: UTF8.self)) }
        let t = TriggerTable(words: [words])
        let chosen = Set(words.map { Array($0.utf8) })
        for w in all {
            let found = w.withUnsafeBufferPointer { t.entry($0, 0, $0.count) }
            XCTAssertEqual(found != nil, chosen.contains(w), String(decoding: w, as: UTF8.self))
        }
    }

    /// The engine calls a rule at its triggers, also written with backticks, and not at near misses.
    func testTheEngineVisitsTriggersOnly() {
        struct Spy: SwiftRule {
            static let description = RuleDescription(
                id: "spy", name: "Spy", severity: .warning, summary: "s", rationale: "r", fix: "f", source: "test",
                inputs: [.swift], tags: [])
            var triggers: [String] { ["Text", "é"] }
            func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
                sink.report(Self.description, at: i, file.text(i))
            }
        }
        let file = SwiftFile(SourceFile(path: "A.swift", text: "let a = Text(Test(`Text`, TexT, é, `é`, x.Text))\n"))
        let found = SwiftLinter(rules: [Spy()]).lint(file).findings.map { "\($0.range.start.utf8Column) \($0.message)" }
        XCTAssertEqual(found, ["9 Text", "19 `Text`", "33 é", "37 `é`", "45 Text"])
    }

    /// `TriggerTable.sameBytes` (eight bytes at a time) agrees with comparing the bytes, for lengths 0 to 20 at
    /// several offsets in both buffers, with one byte changed anywhere (in a whole word or in the tail), non-ASCII.
    func testSameBytesByWords() {
        let words = Array("navigationBarItemsToolbarItemGroupé".utf8)
        var text = Array("xx".utf8) + words + Array("yy".utf8)
        for length in 0...20 {
            for from in [0, 1, 7, 13] where from + length <= words.count {
                let start = from + 2
                XCTAssertTrue(text.withUnsafeBufferPointer { TriggerTable.sameBytes(words, from, $0, start, length) })
                for k in 0..<length {
                    text[start + k] ^= 0x20
                    XCTAssertFalse(text.withUnsafeBufferPointer { TriggerTable.sameBytes(words, from, $0, start, length) },
                                   "\(from) \(length) \(k)")
                    text[start + k] ^= 0x20
                }
            }
        }
    }
}
