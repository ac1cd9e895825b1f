import XCTest
@testable import DuoLintKit

/// The lexer classifies each name once (`LexedFile.words`), and the kind it gives a name follows from that
/// word: the parser reads the words instead of classifying the tokens' text again.
final class LexerWordsTests: XCTestCase {
    private func classify(_ text: String) -> Word {
        Array(text.utf8).withUnsafeBufferPointer { Word.classify($0, 0, $0.count) }
    }

    func testReservedWordsAreExactlyTheLexersKeywords() {
        for word in SwiftKeywords.words { XCTAssertTrue(classify(word).isReservedKeyword, word) }
        var reserved = 0
        var raw: UInt8 = 1
        while let w = Word(rawValue: raw) { if w.isReservedKeyword { reserved += 1 }; raw += 1 }
        XCTAssertEqual(reserved, SwiftKeywords.words.count)
        for word in ["get", "some", "await", "actor", "Type", "willSet", "none", "x", "classy"] {
            XCTAssertFalse(classify(word).isReservedKeyword, word)
        }
    }

    func testEachNamesWordIsItsTextsWordAndOthersHaveNone() {
        let text = """
        @MainActor final class V: `default` { var `self` = $x; func f(in x: Int, for: Int) -> Self { .default }
        let s = "\\(self.init) \\(some)"; _ = x.for; get set willSet Type case let }
        """
        let file = SwiftFile(SourceFile(path: "A.swift", text: text))
        XCTAssertEqual(file.words.count, file.tokens.count)
        var named = 0
        for (i, t) in file.tokens.enumerated() {
            let spelled = String(decoding: file.source.bytes[Int(t.start)..<Int(t.end)], as: UTF8.self)
            let expected: Word = (t.kind == .identifier || t.kind == .keyword) ? classify(spelled) : .none
            XCTAssertEqual(file.words[i], expected, "\(spelled) at \(i)")
            if expected != .none { named += 1 }
            if t.kind == .keyword { XCTAssertTrue(file.words[i].isReservedKeyword, spelled) }
        }
        XCTAssertGreaterThan(named, 15)
    }
}
