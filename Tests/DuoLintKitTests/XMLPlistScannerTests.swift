import XCTest
@testable import DuoLintKit

/// `XMLPlistScanner`, which locates an XML plist's top-level keys and comments without an XML library (so the
/// Linux binary needs no libxml2): the constructs a plist can hold, and where it stops on broken XML.
final class XMLPlistScannerTests: XCTestCase {
    private func scan(_ text: String) -> XMLPlistScanner { XMLPlistScanner(bytes: Array(text.utf8)) }

    func testOnlyTheTopLevelDictionarysKeysWithTheirOffsets() {
        let text = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>A</key><dict><key>Inner</key><true/></dict>"
            + "<key>B</key><array><dict><key>C</key></dict></array><key/></dict></plist>\n"
        let s = scan(text)
        XCTAssertEqual(s.topLevelKeys, [.init(text: "A", offset: 49), .init(text: "B", offset: 97), .init(text: "", offset: 149)])
        XCTAssertNil(s.errorOffset)
    }

    func testDoctypeWithAnInternalSubsetAndAttributesHoldingAngleBrackets() {
        let text = "<!DOCTYPE plist [ <!-- a > in a comment --> <!ENTITY e \"x>y\"> ]>\n"
            + "<plist version='1>0'><dict><key note=\"a>b\">K</key><true/></dict></plist>"
        let s = scan(text)
        XCTAssertEqual(s.topLevelKeys.map(\.text), ["K"])
        XCTAssertEqual(s.topLevelKeys.first?.offset, 92)
        XCTAssertEqual(s.comments, [], "a comment inside the DOCTYPE is part of the declaration")
        XCTAssertNil(s.errorOffset)
    }

    func testEntitiesCharacterReferencesCDATAAndLineBreaksInKeyText() {
        let s = scan("<plist><dict><key>a&lt;&gt;&amp;&quot;&apos;&#70;&#x3042;&unknown;<![CDATA[&lt;]]>\r\nz\r</key></dict></plist>")
        XCTAssertEqual(s.topLevelKeys.map(\.text), ["a<>&\"'Fあ&unknown;&lt;\nz\n"])
    }

    func testCommentsAreFoundWithTheirByteRanges() {
        let text = "<plist><!-- one --><dict>\n<!-- two -- still -->\n</dict></plist>"
        XCTAssertEqual(scan(text).comments, [7..<19, 26..<47])
    }

    func testBrokenXMLStopsAtTheConstructThatDoesNotEnd() {
        XCTAssertEqual(scan("<plist><dict><!-- open").errorOffset, 13)
        XCTAssertEqual(scan("<plist><dict><key>A</dict>").errorOffset, 19, "an end tag that closes no open element")
        XCTAssertEqual(scan("<plist><dict><key>A</key>").errorOffset, 25, "elements left open: the end")
        XCTAssertEqual(scan("<plist><dict><key attr=\"x>").errorOffset, 13)
        XCTAssertEqual(scan("<plist>< /plist>").errorOffset, 7, "a start tag without a name")
        XCTAssertEqual(scan("<!DOCTYPE plist [ <!ELEMENT a ANY>").errorOffset, 0)
        XCTAssertNil(scan("").errorOffset)
    }
}
