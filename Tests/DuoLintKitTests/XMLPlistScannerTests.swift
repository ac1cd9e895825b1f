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

    /// Through the CLI: the finding is at the top-level key, past a DOCTYPE, a comment and an attribute holding
    /// `>`, CR LF line ends, a nested dictionary with the same key and a start tag broken over two lines.
    func testCLIFindsTheTopLevelKeyPastTheConstructsAroundIt() throws {
        let dir = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App"), withIntermediateDirectories: true)
        let plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n"
            + "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\r\n"
            + "<plist version=\"1.0\"><!-- a > b --><dict>\r\n"
            + "<key note=\"x>y\">日本</key><string>語 &amp; &lt;</string><key>Inner</key><dict><key>UIRequiresFullScreen</key><true/></dict>\r\n"
            + "\t<key\r\n>UIRequires&#70;ullScreen</key><true/>\r\n</dict></plist>\r\n"
        try Data(plist.utf8).write(to: dir.appendingPathComponent("App/Info.plist"))
        let r = try runDuolint(["--quiet", "App"], in: dir)
        XCTAssertEqual(r.stdout, "App/Info.plist:5:2: warning: UIRequiresFullScreen is deprecated and does not stop iPhone Duo from "
                       + "resizing the app when it opens or closes; remove it and adapt the layout to size classes and the safe area. "
                       + "(requires_full_screen)\n")
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.status, 0)
    }

    /// Through the CLI: where Foundation's message names no line (an XML plist cut short), the error is where
    /// the scanner stopped, the end of the file; exit 2.
    func testCLIPutsAnErrorWithoutALineWhereTheXMLStops() throws {
        let dir = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data("<plist><dict>\n<key>A</key><true/>\n</dict>".utf8).write(to: dir.appendingPathComponent("App/Info.plist"))
        let r = try runDuolint(["--quiet", "App"], in: dir)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "App/Info.plist:3:8: error: invalid property list: Encountered unexpected EOF\n")
        XCTAssertEqual(r.status, 2)
    }

    /// Hostile input: 3,000 deterministic mixes of plist fragments, cut at random points and with random bytes
    /// spliced in, never trap, and what the scanner reports points into the bytes (each key offset at a `<key`,
    /// each comment from `<!--` to `-->`, the error offset within the bytes).
    func testFragmentsCutAndSplicedAtRandomNeverTrapAndStayInBounds() {
        let fragments = ["<plist>", "<plist version=\"1.0\">", "<dict>", "</dict>", "</plist>", "<key>", "</key>", "<key/>",
                         "UIRequiresFullScreen", "<true/>", "<!-- c -->", "<!--", "-->", "<![CDATA[", "]]>", "<?pi ?>",
                         "<!DOCTYPE plist [", "]>", "&amp;", "&#x41;", "&#xD800;", "&", "\"", "'", "<", ">", "/", "\r\n", "日本"]
        var numbers = SeededNumbers(seed: 0x9E37_79B9_7F4A_7C15)
        func next(_ bound: Int) -> Int { numbers.next(bound) }
        for _ in 0..<3000 {
            var bytes: [UInt8] = []
            for _ in 0..<next(40) {
                if next(8) == 0 { bytes.append(UInt8(next(256))) } else { bytes += Array(fragments[next(fragments.count)].utf8) }
            }
            bytes = Array(bytes.prefix(next(bytes.count + 1)))
            let s = XMLPlistScanner(bytes: bytes)
            for key in s.topLevelKeys {
                XCTAssertTrue(bytes[key.offset...].starts(with: Array("<key".utf8)), "\(bytes)")
            }
            for comment in s.comments {
                XCTAssertTrue(comment.upperBound <= bytes.count && bytes[comment].starts(with: Array("<!--".utf8))
                              && bytes[comment].reversed().starts(with: Array("-->".utf8).reversed()), "\(bytes)")
            }
            if let offset = s.errorOffset { XCTAssertTrue(offset >= 0 && offset <= bytes.count, "\(bytes)") }
        }
    }
}
