import Foundation
import XCTest

/// Input errors that named the wrong problem (issue 12, item 13), through the built `duolint`: UTF-16 and
/// UTF-32 files called binary, a spec's errors out of line order, a file that is no property list at all
/// described by a mis-decoded character. Each test asserts the exact exit status and the exact messages.
final class InputMessageCLITests: XCTestCase {
    /// Writes `files` (name, bytes) to a fresh folder and runs `duolint --quiet` on them, in that order.
    private func lint(_ files: [(String, [UInt8])]) throws -> CLIResult {
        let dir = try makeTemporaryDirectory(self)
        for (name, bytes) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        let r = try runDuolint(["--quiet"] + files.map(\.0), in: dir, timeout: 60)
        XCTAssertFalse(r.timedOut)
        return r
    }

    /// `text` in UTF-16 (little- or big-endian) after its byte order mark.
    private func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + text.utf16.flatMap { unit -> [UInt8] in
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            return bigEndian ? [high, low] : [low, high]
        }
    }

    /// `text` in UTF-32 (little- or big-endian) after its byte order mark.
    private func utf32(_ text: String, bigEndian: Bool) -> [UInt8] {
        (bigEndian ? [0, 0, 0xFE, 0xFF] : [0xFF, 0xFE, 0, 0]) + text.unicodeScalars.flatMap { s -> [UInt8] in
            let bytes = (0..<4).map { UInt8((s.value >> (8 * UInt32($0))) & 0xFF) }
            return bigEndian ? bytes.reversed() : bytes
        }
    }

    /// Specs and Swift files in UTF-16 or UTF-32 with a byte order mark are named as such (they were "binary
    /// file (NUL and control bytes), not Swift source", or, for text without ASCII, a heap of invalid UTF-8
    /// errors); a binary spec is "not a screen spec". Nothing in them is linted.
    func testUTF16AndUTF32FilesAreNamedAsSuch() throws {
        let spec = "screen: Home\nlayouts:\n  inner-book:\n    elements: []\n"
        let swift = "let s = UIScreen.main\n"
        let r = try lint([
            ("A.duo.yml", utf16(spec, bigEndian: false)),
            ("B.duo.yaml", utf16(spec, bigEndian: true)),
            ("C.duo.yml", utf32(spec, bigEndian: false)),
            ("D.swift", utf16(swift, bigEndian: false)),
            ("E.swift", utf16(swift, bigEndian: true)),
            ("F.swift", utf32(swift, bigEndian: false)),
            ("G.swift", utf32(swift, bigEndian: true)),
            // No ASCII at all: no NUL byte, so it did not even look binary.
            ("H.swift", utf16("日本語の説明", bigEndian: false)),
            ("I.duo.yml", [0, 1, 2, 3, 0, 0, 0, 0]),
        ])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, """
            A.duo.yml: error: UTF-16 text (byte order mark FF FE); screen specs must be UTF-8
            B.duo.yaml: error: UTF-16 text (byte order mark FE FF); screen specs must be UTF-8
            C.duo.yml: error: UTF-32 text (byte order mark FF FE 00 00); screen specs must be UTF-8
            D.swift: error: UTF-16 text (byte order mark FF FE); Swift source must be UTF-8
            E.swift: error: UTF-16 text (byte order mark FE FF); Swift source must be UTF-8
            F.swift: error: UTF-32 text (byte order mark FF FE 00 00); Swift source must be UTF-8
            G.swift: error: UTF-32 text (byte order mark 00 00 FE FF); Swift source must be UTF-8
            H.swift: error: UTF-16 text (byte order mark FF FE); Swift source must be UTF-8
            I.duo.yml: error: binary file (NUL and control bytes), not a screen spec; not linted

            """)
    }

    /// A spec's problems come in line and column order, whichever part of the spec the reader checks first
    /// (it read `screen` and `bar` before `layouts`, and printed 5:9, 6:6, then 2:3).
    func testSpecErrorsInLineAndColumnOrder() throws {
        let spec = "layouts:\n  bogus-state:\n    elements: []\ntitle: x\nscreen: \"\"\nbar: 3\n"
        let r = try lint([("O.duo.yml", Array(spec.utf8))])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, """
            O.duo.yml:2:3: error: layouts.bogus-state: unknown state 'bogus-state'; expected one of outer-portrait, \
            outer-landscape, inner-landscape, inner-book, inner-portrait, inner-tabletop, split-left, split-right, \
            or a custom state with size: [width, height]
            O.duo.yml:5:9: error: screen: expected a non-empty name
            O.duo.yml:6:6: error: bar: expected a sequence of bar items, got '3'

            """)
    }

    /// An Info.plist whose first byte (after blanks) opens no property-list format is called that, at that byte
    /// (it was Foundation's "Conversion of string failed", "No XML content found" or "Unexpected character ã",
    /// a byte read as Latin-1). One that opens a format and breaks later keeps Foundation's reason.
    func testPlistThatOpensNoFormatSaysSo() throws {
        let r = try lint([
            ("A/Info.plist", [0x00, 0x01, 0x02]),
            ("B/Info.plist", [0x00, 0x01, 0x02, 0x61, 0x62, 0x63]),
            ("C/Info.plist", Array(" \n\t".utf8) + [0x01]),
            ("D/Info.plist", [0xFF, 0xD8, 0xFF, 0xE0]),
            ("E/Info.plist", [0xE3, 0x81, 0x82]),
            ("F/Info.plist", Array("#!/bin/sh\n".utf8)),
            ("G/Info.plist", Array("{ a = b; }junk".utf8)),
        ])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout, "")
        let none = "error: not a property list (XML, binary or OpenStep): none of them starts with byte"
        XCTAssertEqual(r.stderr, """
            A/Info.plist:1:1: \(none) 00
            B/Info.plist:1:1: \(none) 00
            C/Info.plist:2:2: \(none) 01
            D/Info.plist:1:1: \(none) FF
            E/Info.plist:1:1: \(none) E3
            F/Info.plist:1:1: \(none) 23
            G/Info.plist:1:1: error: invalid property list: Unexpected character { at line 1

            """)
    }
}
