@testable import DuoLintKit
import XCTest

/// `XMLEscaping.escape` works byte by byte: it must give what the scalar-by-scalar escaping it replaced gave
/// (kept here as the reference) for every text, in attributes and in element content.
final class XMLEscapingTests: XCTestCase {
    private static let pieces = ["", "a", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\r\n", "\u{0}", "\u{1B}", "\u{1F}", "\u{7F}",
                                 "#", "##", "[", "##[", "# [", "caf\u{E9}", "e\u{301}", "\u{85}", "\u{9F}", "\u{A0}", "\u{61C}", "\u{200E}",
                                 "\u{200F}", "\u{2028}", "\u{2029}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{FEFF}", "\u{FFFE}",
                                 "\u{FFFF}", "\u{FFFD}", "日本", "\u{1F600}", "\u{10FFFF}", "UIScreen.main", "iPhone Duo's"]

    /// The escaping as it was first written, scalar by scalar.
    private static func escapeByScalars(_ text: String, attribute: Bool) -> String {
        var out = ""
        var hashes = 0
        for scalar in text.unicodeScalars {
            defer { hashes = scalar == "#" ? hashes + 1 : 0 }
            switch scalar.value {
            case 0x5B where hashes >= 2: out += "&#91;"
            case 0x26: out += "&amp;"
            case 0x3C: out += "&lt;"
            case 0x3E: out += "&gt;"
            case 0x22: out += "&quot;"
            case 0x27: out += "&apos;"
            case 0x0D: out += "&#13;"
            case 0x0A: out += "&#10;"
            case 0x09 where attribute: out += "&#9;"
            case 0x09: out.unicodeScalars.append(scalar)
            case 0x00..<0x20, 0xFFFE, 0xFFFF: out += "\u{FFFD}"
            case let v where PrintableText.needsEscape(v): out += "&#\(v);"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    func testSameAsScalarByScalar() {
        for piece in Self.pieces {
            for attribute in [true, false] {
                let escaped = XMLEscaping.escape(piece, attribute: attribute)
                XCTAssertEqual(Array(escaped.utf8), Array(Self.escapeByScalars(piece, attribute: attribute).utf8), piece.debugDescription)
            }
        }
        var g = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...8, using: &g)).map { _ in Self.pieces.randomElement(using: &g)! }.joined()
            for attribute in [true, false] {
                XCTAssertEqual(Array(XMLEscaping.escape(text, attribute: attribute).utf8),
                               Array(Self.escapeByScalars(text, attribute: attribute).utf8), text.debugDescription)
            }
        }
    }

    func testExamples() {
        XCTAssertEqual(XMLEscaping.escape("a'b\tc\u{0}##[d\u{85}", attribute: true), "a&apos;b&#9;c\u{FFFD}##&#91;d&#133;")
        XCTAssertEqual(XMLEscaping.escape("a\tb", attribute: false), "a\tb")
        XCTAssertEqual(XMLEscaping.escape("caf\u{E9} \u{1F600}", attribute: true), "caf\u{E9} \u{1F600}")
    }
}

/// `ReportJSONEncoding.escapingInvisibles` skips eight plain ASCII bytes at a time: what it escapes must not
/// depend on where a character falls among the words (first or last byte of one, across two, at the end).
final class EscapingInvisiblesTests: XCTestCase {
    /// The escaping one byte at a time, the reference: each scalar `PrintableText.needsEscape` names from DEL up,
    /// U+061C, and the `[` of `##[`, as `\u` and four lowercase hex digits.
    private static func bytewise(_ text: String) -> String {
        var out = ""
        var hashes = 0
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v == 0x5B && hashes >= 2 || v >= 0x7F && PrintableText.needsEscape(v) {
                let hex = String(v, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
            hashes = v == 0x23 ? hashes + 1 : 0
        }
        return out
    }

    func testEveryOffsetAndWord() {
        let specials = ["\u{7F}", "\u{85}", "\u{9F}", "\u{A0}", "\u{61C}", "\u{2028}", "\u{202E}", "\u{2069}", "\u{FEFF}", "\u{FFFD}",
                        "##[", "#[", "[", "##", "caf\u{E9}", "\u{1F600}", "~", "Z"]
        for special in specials {
            for before in 0..<18 {
                for after in [0, 1, 7, 8, 9] {
                    let text = String(repeating: "a", count: before) + special + String(repeating: "b", count: after)
                    XCTAssertEqual(ReportJSONEncoding.escapingInvisibles(Array(text.utf8)), Self.bytewise(text), text.debugDescription)
                }
            }
        }
        XCTAssertEqual(ReportJSONEncoding.escapingInvisibles([]), "")
        var g = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...12, using: &g)).map { _ in
                Bool.random(using: &g) ? specials.randomElement(using: &g)! : String(repeating: "x", count: Int.random(in: 0...9, using: &g))
            }.joined()
            XCTAssertEqual(ReportJSONEncoding.escapingInvisibles(Array(text.utf8)), Self.bytewise(text), text.debugDescription)
        }
    }

    func testPlainASCIIWords() {
        XCTAssertTrue(ReportJSONEncoding.isPlainASCII(0x2020_2020_2020_2020))
        XCTAssertTrue(ReportJSONEncoding.isPlainASCII(0))
        XCTAssertTrue(ReportJSONEncoding.isPlainASCII(0x7E5C_5A00_7E01_7E5A))
        XCTAssertFalse(ReportJSONEncoding.isPlainASCII(0x2020_2020_2020_207F))
        XCTAssertFalse(ReportJSONEncoding.isPlainASCII(0x5B20_2020_2020_2020))
        XCTAssertFalse(ReportJSONEncoding.isPlainASCII(0x2020_2080_2020_2020))
        XCTAssertFalse(ReportJSONEncoding.isPlainASCII(0xFF00_0000_0000_0000))
    }
}
