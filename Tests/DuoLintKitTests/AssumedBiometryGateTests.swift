import XCTest
@testable import DuoLintKit

/// `AssumedBiometryRule`'s token gate (`anySegmentMayNameFaceID`): false only for files where no literal can pass
/// the rule's own byte test, with letters carried across the segments of one literal but not across depths.
final class AssumedBiometryGateTests: XCTestCase {
    private func gate(_ text: String) -> Bool {
        let file = SwiftFile(SourceFile(path: "t.swift", text: text))
        let open = AssumedBiometryRule.anySegmentMayNameFaceID(file)
        // The gate never closes on a file the rule may report in.
        if !open { XCTAssertFalse(AssumedBiometryRule().mayReport(in: file), text) }
        return open
    }

    func testFilesWithoutACandidateLiteralAreClosed() {
        XCTAssertFalse(gate(""))
        XCTAssertFalse(gate("struct Face { var body: some View { Spacer() } } // Face ID\n"))
        XCTAssertFalse(gate("let s = \"Hello\", t = \"ACT\""))
        // `ce` inside an interpolation does not follow `Fa` of the outer literal.
        XCTAssertFalse(gate("let s = \"Fa\\(\"ce\")\""))
        XCTAssertFalse(gate("let s = #\"Fa\"#"))
        // Escapes that decode to no letter (or stay as written in a raw string) join no letters.
        XCTAssertFalse(gate("let s = \"\\(x)\\n\", t = \"Ac\\\\e \\t\\r\\0\\\"\\'\""))
        XCTAssertFalse(gate("let s = #\"a\\nc\"#"))
    }

    func testCandidateLiteralsOpenTheGate() {
        XCTAssertTrue(gate("let s = \"Face ID\""))
        XCTAssertTrue(gate("let s = \"SURFACE\""))
        XCTAssertTrue(gate("let s = \"a\\u{46}b\""))
        XCTAssertTrue(gate("let s = \"\\(x)\\u{61}\""))
        XCTAssertTrue(gate("let s = \"\"\"\n  Fa\\\n  ce ID\n  \"\"\"\n"))
        XCTAssertTrue(gate("let s = ##\"a\\##u{41}\"##"))
        // Segments of one literal around an interpolation, itself holding a literal.
        XCTAssertTrue(gate("let s = \"Fa\\(\"zz\")ce ID\""))
        XCTAssertTrue(gate("let s = \"\"\"\n  Face ID\n  \"\"\"\n"))
        XCTAssertTrue(gate("let s = #\"Face\"#"))
        // Past the depths the gate carries letters for, it stays open.
        let deep = String(repeating: "\"y\\(", count: 9) + "x" + String(repeating: ")\"", count: 9)
        XCTAssertTrue(gate("let s = \"a\\(\(deep))\""))
    }

    func testTheRuleStillReportsThroughTheGate() {
        let file = SwiftFile(SourceFile(path: "t.swift", text: "let v = Text(\"Unlock with Face ID\")\n"))
        XCTAssertTrue(AssumedBiometryRule().mayReport(in: file))
    }

    /// `segmentMayNameFaceID` (eight bytes at a time) against a byte-at-a-time reading of its contract, on
    /// generated segments: every length to 40, every start offset to 8 (words straddling the segment's start and
    /// end), the letters of `ace` in both cases, backslashes before simple escapes, `u`, `#` and the segment's end,
    /// and non-ASCII bytes.
    func testTheWordTestMatchesTheByteTest() {
        let alphabet: [UInt8] = Array("aAcCeEx \\\\n\"u#0".utf8) + [0xC3, 0xA9, 0xE5, 0x45, 0x7F]
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Int { seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407; return Int(seed >> 33) }
        func reference(_ b: [UInt8], _ start: Int, _ end: Int, _ last: inout UInt16) -> Bool {
            var k = start
            while k < end {
                if b[k] == 0x5C {
                    guard k + 1 < end, [0x74, 0x6E, 0x72, 0x30, 0x5C, 0x22, 0x27].contains(b[k + 1]) else { return true }
                    last = 0
                    k += 2
                    continue
                }
                let lower = b[k] | 0x20
                if lower == 0x65 && last == 0x6163 { return true }
                last = last << 8 | UInt16(lower)
                k += 1
            }
            return false
        }
        var opened = 0
        for length in 0...40 {
            for offset in 0...8 {
                for _ in 0..<40 {
                    let bytes = (0..<(offset + length + next() % 9)).map { _ in alphabet[next() % alphabet.count] }
                    let before: UInt16 = [0, 0x6163, 0x2061, 0x6120][next() % 4]
                    var expected = before, actual = before
                    let want = reference(bytes, offset, offset + length, &expected)
                    let got = bytes.withUnsafeBufferPointer {
                        AssumedBiometryRule.segmentMayNameFaceID($0, offset, offset + length, &actual)
                    }
                    XCTAssertEqual(got, want, "\(bytes) \(offset) \(length) \(before)")
                    if !want { XCTAssertEqual(actual, expected, "\(bytes) \(offset) \(length) \(before)") }
                    if want { opened += 1 }
                }
            }
        }
        // Both answers occur.
        XCTAssertGreaterThan(opened, 100)
        XCTAssertLessThan(opened, 41 * 9 * 40 - 100)
        // An empty segment passes nothing and keeps `last`; a long clean one ends with its last two bytes.
        var last: UInt16 = 0x6163
        XCTAssertFalse([UInt8]().withUnsafeBufferPointer { AssumedBiometryRule.segmentMayNameFaceID($0, 0, 0, &last) })
        XCTAssertEqual(last, 0x6163)
        let clean = Array("xyzxyzxyzxyzxyzXA".utf8)
        XCTAssertFalse(clean.withUnsafeBufferPointer { AssumedBiometryRule.segmentMayNameFaceID($0, 0, $0.count, &last) })
        XCTAssertEqual(last, 0x7861)
    }

    /// `BiometryText.isBiometryName` (ASCII names byte by byte, others as strings) answers as the string search of
    /// the lower-cased name does: any case, at any position, a word cut short, non-ASCII names (the Kelvin sign
    /// lower-cases to `k`), empty.
    func testBiometryNames() {
        let words = ["faceid", "touchid", "opticid", "biometrytype", "biometrictype", "biometrykind", "biometrickind"]
        let names = ["isFaceID", "LABiometryType", "supportsOpticID", "biometricKind", "faceId", "TOUCHID", "xxfaceid",
                     "face", "", "touchI", "faceI", "f", "biometry", "fäceid", "xfaceidé", "\u{212A}", "biometry\u{212A}ind",
                     "optic_id", "BiometryKinds"]
        for name in names {
            let lower = name.lowercased()
            XCTAssertEqual(BiometryText.isBiometryName(name), words.contains { lower.contains($0) }, name)
        }
        XCTAssertTrue(BiometryText.isBiometryName("biometry\u{212A}ind"))
        XCTAssertFalse(BiometryText.isBiometryName("faceI"))
    }

    /// `equalBytes` marks exactly the bytes equal to the one asked, whatever their neighbours (a byte of 0x80 or
    /// more, or one just above or below, next to a match).
    func testEqualBytesMarksExactlyTheEqualBytes() {
        let bytes: [UInt8] = [0x65, 0xE5, 0x64, 0x66, 0x00, 0xFF, 0x65, 0x25]
        let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        XCTAssertEqual(AssumedBiometryRule.equalBytes(word, 0x65), 0x0080_0000_0000_0080)
        XCTAssertEqual(AssumedBiometryRule.equalBytes(word, 0xFF), 0x0000_8000_0000_0000)
        XCTAssertEqual(AssumedBiometryRule.equalBytes(word, 0x00), 0x0000_0080_0000_0000)
        XCTAssertEqual(AssumedBiometryRule.equalBytes(word, 0x61), 0)
        XCTAssertEqual(AssumedBiometryRule.equalBytes(0, 0), 0x8080_8080_8080_8080)
    }
}
