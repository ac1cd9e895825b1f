@testable import DuoLintKit
import XCTest

/// `PrintableText`: the escaping every text output goes through (issue 12, items 7 and 8).
final class PrintableTextTests: XCTestCase {
    func testPlainTextIsUnchanged() {
        XCTAssertEqual(PrintableText.escaped("Sources/App/Home View.swift: ok — 日本語 # [x]"),
                       "Sources/App/Home View.swift: ok — 日本語 # [x]")
    }

    func testControlsAreWrittenAsSwiftEscapes() {
        XCTAssertEqual(PrintableText.escaped("a\nb\rc\td\u{1B}[31me\u{7F}f\u{85}g\u{9B}h\u{0}"),
                       "a\\nb\\rc\\td\\u{1B}[31me\\u{7F}f\\u{85}g\\u{9B}h\\u{0}")
    }

    func testSeparatorsAndBidiControlsAreEscaped() {
        XCTAssertEqual(PrintableText.escaped("x\u{2028}y\u{2029}z\u{202E}w\u{2066}v\u{FEFF}"),
                       "x\\u{2028}y\\u{2029}z\\u{202E}w\\u{2066}v\\u{FEFF}")
    }

    func testOldStyleWorkflowCommandIsBroken() {
        XCTAssertEqual(PrintableText.escaped("x ##[add-mask]secret #[ok] ###[y"),
                       "x ##\\u{5B}add-mask]secret #[ok] ###\\u{5B}y")
    }

    /// The byte check that lets clean text through undecoded agrees with the scalar rule on every scalar that
    /// shares a lead byte with an escaped one (U+0080–U+07FF, U+2000–U+20FF, U+F000–U+FFFF) and on ASCII.
    func testByteCheckAgreesWithTheScalarRule() {
        let ranges: [ClosedRange<UInt32>] = [0x0...0x7F, 0x80...0x7FF, 0x2000...0x20FF, 0xF000...0xFFFF]
        for v in ranges.joined() {
            guard let scalar = Unicode.Scalar(v) else { continue }
            let text = "a" + String(Character(scalar)) + "b"
            var copy = text
            XCTAssertEqual(copy.withUTF8 { PrintableText.needsEscapeInUTF8($0) }, PrintableText.needsEscape(v), "U+\(String(v, radix: 16))")
            XCTAssertEqual(PrintableText.escaped(text) == text, !PrintableText.needsEscape(v), "U+\(String(v, radix: 16))")
        }
        XCTAssertEqual(PrintableText.escaped("Color…ignoresSafeArea() — ’é’ #x ## [ #[ ##"), "Color…ignoresSafeArea() — ’é’ #x ## [ #[ ##")
    }

    func testEscapingTwiceChangesNothingMore() {
        let once = PrintableText.escaped("a\nb\\n\u{1B}##[c")
        XCTAssertEqual(PrintableText.escaped(once), once)
    }

    func testLineStartingWithWorkflowCommandGetsDotSlash() {
        XCTAssertEqual(PrintableText.line("::error file=a.swift::x.swift:1:1: error: m"),
                       "./::error file=a.swift::x.swift:1:1: error: m")
        XCTAssertEqual(PrintableText.line("  ::add-mask::x"), "./  ::add-mask::x")
        XCTAssertEqual(PrintableText.line("a.swift:1:1: ::x"), "a.swift:1:1: ::x")
        XCTAssertEqual(PrintableText.line("\n::set-env"), "\\n::set-env")
    }
}

/// The memory-measuring harness the pathological tests use (`runDuolintMeasured`).
final class MeasuredRunHarnessTests: XCTestCase {
    func testMeasuresTheChildAndCapturesItsOutput() throws {
        let dir = try makeTemporaryDirectory(self)
        let m = try runDuolintMeasured(["version"], in: dir, timeout: 30)
        XCTAssertEqual(m.result.status, 0)
        XCTAssertFalse(m.result.timedOut)
        XCTAssertEqual(m.result.stdout, DuoLintVersion.current + "\n")
        XCTAssertEqual(m.result.stderr, "")
        // A resident set is at least a megabyte (the binary and its libraries) and `version` needs little more.
        XCTAssertGreaterThan(m.peakBytes, 1 << 20)
        XCTAssertLessThan(m.peakBytes, 100 << 20)
    }
}
