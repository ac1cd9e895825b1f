import XCTest
@testable import DuoLintKit

/// The YAML node reader over libyaml: positions of every node, aliases resolved within a bound, depth and
/// scalar size bounded, one document per file, libyaml's syntax errors with their position.
final class YAMLReaderTests: XCTestCase {
    private func read(_ text: String, _ reader: YAMLReader = YAMLReader()) throws -> YAMLNode {
        try reader.read(Array(text.utf8))
    }

    private func error(_ text: String, _ reader: YAMLReader = YAMLReader()) -> YAMLError? {
        do { _ = try read(text, reader); return nil } catch let e as YAMLError { return e } catch { return nil }
    }

    func testNodesCarryTheirPositionsAndStyles() throws {
        let root = try read("""
            screen: Checkout
            bar:
              - id: close
                title: "Close"
            layouts:
              inner-book:
                elements: []
            """)
        XCTAssertEqual(root.line, 1)
        XCTAssertEqual(root["screen"], YAMLNode(value: .scalar("Checkout", plain: true), line: 1, column: 9))
        let bar = try XCTUnwrap(root["bar"])
        guard case .sequence(let items) = bar.value else { return XCTFail("bar is not a sequence") }
        XCTAssertEqual(items.count, 1)
        XCTAssertEqual(items[0].line, 3)
        XCTAssertEqual(items[0].column, 5)
        XCTAssertEqual(items[0]["title"], YAMLNode(value: .scalar("Close", plain: false), line: 4, column: 12))
        XCTAssertEqual(root["layouts"]?["inner-book"]?["elements"], YAMLNode(value: .sequence([]), line: 7, column: 15))
    }

    func testColumnsCountCharactersAfterNonASCII() throws {
        let root = try read("タイトル: 決済\nscreen: x\n")
        XCTAssertEqual(root["タイトル"]?.column, 7)
        XCTAssertEqual(root["screen"]?.line, 2)
    }

    /// The copy stands where the alias is written; the anchored node's children keep their own positions.
    func testAliasesResolveToTheAnchoredNode() throws {
        let root = try read("base: &b {w: 1}\ncopy: *b\n")
        XCTAssertEqual(root["copy"]?["w"]?.scalar, "1")
        XCTAssertEqual(root["copy"]?.line, 2)
        XCTAssertEqual(root["copy"]?.column, 7)
        XCTAssertEqual(root["copy"]?["w"]?.line, 1)
    }

    func testInvalidUTF8IsReportedWhereItIs() {
        var bytes = Array("screen: X\ntitle: \"b".utf8)
        bytes += [0xFF] + Array("uy\"\n".utf8)
        XCTAssertThrowsError(try YAMLReader().read(bytes)) { e in
            XCTAssertEqual(e as? YAMLError, YAMLError(line: 2, column: 10, message: "invalid leading UTF-8 octet"))
        }
    }

    func testAliasBombIsRejectedAtTheAliasThatCrossesTheBound() {
        var lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
        for (k, name) in ["b", "c", "d", "e", "f", "g"].enumerated() {
            let prev = k == 0 ? "a" : ["b", "c", "d", "e", "f", "g"][k - 1]
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(prev)", count: 10).joined(separator: ", ") + "]")
        }
        let e = error(lines.joined(separator: "\n") + "\n")
        // a: 11 nodes, b: 111, c: 1,111, d: 11,111; the 8th `*d` of e (line 5) crosses 100,000.
        XCTAssertEqual(e, YAMLError(line: 5, column: 36, message: "alias expansion exceeds 100000 nodes"))
    }

    func testDeepNestingIsRejectedWithoutRecursion() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        XCTAssertEqual(error(deep), YAMLError(line: 1, column: 257, message: "nesting deeper than 256 levels"))
    }

    func testLongScalarIsRejected() {
        var reader = YAMLReader()
        reader.maxScalarBytes = 1000
        XCTAssertEqual(error("title: " + String(repeating: "x", count: 1001) + "\n", reader),
                       YAMLError(line: 1, column: 8, message: "scalar of 1001 bytes is longer than 1000"))
    }

    func testSecondDocumentEmptyFileAndSyntaxErrors() {
        XCTAssertEqual(error("a: 1\n---\nb: 2\n"), YAMLError(line: 2, column: 1, message: "a second YAML document; a screen spec is one document"))
        XCTAssertEqual(error(""), YAMLError(line: 1, column: 1, message: "the file holds no YAML document"))
        XCTAssertEqual(error("a: [1, 2\n"), YAMLError(line: 2, column: 1, message: "while parsing a flow sequence: did not find expected ',' or ']'"))
        XCTAssertEqual(error("a: *missing\n"), YAMLError(line: 1, column: 4, message: "alias '*missing' names no anchor"))
    }
}
