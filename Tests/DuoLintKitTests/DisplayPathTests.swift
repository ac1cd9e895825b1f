@testable import DuoLintKit
import XCTest

/// `DisplayPath`: the escaped, decodable form in which duolint names paths (issue 12, item 5).
final class DisplayPathTests: XCTestCase {
    /// Bytes → display form → bytes, for each of `cases` (bytes, expected display form).
    private func assertRoundTrips(_ cases: [([UInt8], String)], file: StaticString = #filePath, line: UInt = #line) {
        for (bytes, display) in cases {
            XCTAssertEqual(DisplayPath.display(bytes), display, file: file, line: line)
            XCTAssertEqual(DisplayPath.bytes(of: display), bytes, "\(display)", file: file, line: line)
            // Printing a display form escapes nothing more.
            XCTAssertEqual(PrintableText.escaped(display), display, file: file, line: line)
        }
    }

    func testPlainPathsAreTheirOwnDisplayForm() {
        assertRoundTrips([
            (Array("App/Views/Main.swift".utf8), "App/Views/Main.swift"),
            (Array("App/\u{C9}t\u{E9} \u{1F4F7}.swift".utf8), "App/\u{C9}t\u{E9} \u{1F4F7}.swift"),
            ([], ""),
        ])
    }

    func testInvalidBytesBackslashesAndControlsAreEscaped() {
        assertRoundTrips([
            (Array("a".utf8) + [0xFF] + Array(".swift".utf8), #"a\xFF.swift"#),
            (Array("a".utf8) + [0xFE] + Array(".swift".utf8), #"a\xFE.swift"#),
            // A truncated sequence, a stray continuation byte, an overlong form and a surrogate: byte by byte.
            ([0xE2, 0x82, 0x2F, 0x80, 0xC0, 0xAF, 0xED, 0xA0, 0x80], #"\xE2\x82/\x80\xC0\xAF\xED\xA0\x80"#),
            (Array(#"C:\new\xFF"#.utf8), #"C:\\new\\xFF"#),
            (Array("n\n::add-mask::x\r\t\u{1B}[31m\u{85}\u{2028}\u{202E}.swift".utf8),
             #"n\n::add-mask::x\r\t\u{1B}[31m\u{85}\u{2028}\u{202E}.swift"#),
            (Array("##[group]x".utf8), #"##\u{5B}group]x"#),
            (Array("\\".utf8) + [0xFF] + Array("\u{1B}\\".utf8), #"\\\xFF\u{1B}\\"#),
        ])
    }

    func testTextThatIsNotADisplayFormKeepsItsBackslashes() {
        XCTAssertEqual(DisplayPath.bytes(of: #"a\b\x4\u{110000}\u{}\"#), Array(#"a\b\x4\u{110000}\u{}\"#.utf8))
        XCTAssertEqual(DisplayPath.text(of: #"a\\b\xFF"#), "a\\b\u{FFFD}")
        XCTAssertEqual(DisplayPath.text(of: "plain.swift"), "plain.swift")
    }

    func testFileSystemPathIsTheDecodedBytes() {
        let seen = DisplayPath.withFileSystemPath(#"a\\b\xFF\n"#) { p in
            Array(UnsafeBufferPointer(start: UnsafeRawPointer(p).assumingMemoryBound(to: UInt8.self), count: strlen(p) + 1))
        }
        XCTAssertEqual(seen, Array("a\\b".utf8) + [0xFF, 0x0A, 0])
        XCTAssertEqual(DisplayPath.withFileSystemPath("x.swift") { String(cString: $0) }, "x.swift")
    }
}
