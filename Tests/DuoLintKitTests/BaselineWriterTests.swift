import Foundation
import XCTest
@testable import DuoLintKit

/// `--write-baseline` writes its file in pieces (`BaselineWriter`), byte for byte what `JSONEncoder` wrote, and
/// its peak memory stays near the same run's without it.
final class BaselineWriterTests: XCTestCase {
    /// The pieces, joined, are `Baseline.encoded()`'s bytes, for strings the encoder escapes (`"`, `\`, the C0
    /// controls), leaves raw (`/`, DEL, U+2028, non-ASCII) and enough entries for several pieces.
    func testPiecesAreTheEncodersBytes() {
        var entries = [
            BaselineEntry(path: "a \"quoted\"/back\\slash.swift", rule: "ui_screen_main", lineHash: "0123456789abcdef", occurrence: 0),
            BaselineEntry(path: "ctl\u{1}\u{8}\t\n\u{C}\r\u{1F}.swift", rule: "r", lineHash: "", occurrence: 12),
            BaselineEntry(path: "Ünï/\u{7F}\u{2028}大画面.swift", rule: "superfluous_disable", lineHash: "x", occurrence: 1_234_567),
        ]
        for i in 0..<2_000 {
            entries.append(BaselineEntry(path: "App/View\(i % 7).swift", rule: "ui_screen_main", lineHash: "a6009191cd8fa57a", occurrence: i))
        }
        let baseline = Baseline(findings: entries)
        var pieces: [[UInt8]] = []
        XCTAssertNil(BaselineWriter.write(entries) { pieces.append($0); return nil })
        XCTAssertEqual(pieces.flatMap { $0 }, Array(baseline.encoded().utf8))
        XCTAssertGreaterThan(pieces.count, 3)
        XCTAssertTrue(pieces.dropLast().allSatisfy { $0.count >= ReportSpool.chunkSize })
    }

    /// A piece that cannot be written stops the writer with that error.
    func testFirstFailureStopsTheWriter() {
        let entries = (0..<2_000).map { BaselineEntry(path: "A.swift", rule: "ui_screen_main", lineHash: "a6009191cd8fa57a", occurrence: $0) }
        var calls = 0
        let failure = BaselineWriter.write(entries) { _ in
            calls += 1
            return SystemError(code: ENOSPC)
        }
        XCTAssertEqual(failure?.code, ENOSPC)
        XCTAssertEqual(calls, 1)
    }

    /// 70,000 findings in 100 files: the baseline file holds every entry, and the run's peak is within 16 MiB of
    /// the same run without `--write-baseline` (the entries themselves, about 100 bytes each). When `JSONEncoder`
    /// made the file whole the release build took 85 MB against 28 MB without it.
    func testWriteBaselineOfManyFindingsStaysNearTheRunWithoutIt() throws {
        let dir = try makeTemporaryDirectory(self)
        let src = dir.appendingPathComponent("src")
        try FileManager.default.createDirectory(at: src, withIntermediateDirectories: true)
        let text = Data(String(repeating: "let s = UIScreen.main\n", count: 700).utf8)
        for i in 0..<100 { try text.write(to: src.appendingPathComponent(String(format: "F%04d.swift", i))) }
        var peaks: [Int] = []
        for extra in [[], ["--write-baseline", "b.json"]] {
            let m = try runDuolintMeasured(["--quiet"] + extra + ["src"], in: dir, timeout: 600, discardingStdout: true)
            XCTAssertFalse(m.result.timedOut, "\(extra): did not finish")
            XCTAssertEqual(m.result.status, 1, "\(extra): \(m.result.stderr)")
            peaks.append(m.peakBytes)
        }
        XCTAssertLessThan(peaks[1], peaks[0] + (16 << 20), "with --write-baseline \(peaks[1] >> 20) MiB, without \(peaks[0] >> 20) MiB")
        let written = try Data(contentsOf: dir.appendingPathComponent("b.json"))
        let baseline = try JSONDecoder().decode(Baseline.self, from: written)
        XCTAssertEqual(baseline.findings.count, 70_000)
        XCTAssertEqual(baseline.findings.last, BaselineEntry(path: "src/F0099.swift", rule: "ui_screen_main",
                                                             lineHash: BaselineFingerprint.lineHash("let s = UIScreen.main"),
                                                             occurrence: 699))
        XCTAssertEqual(written, Data(baseline.encoded().utf8))
    }

    /// An entry keeps a 16-lowercase-hex-digit line hash as a number and any other text as it is: the text reads
    /// back the same, and entries are equal exactly when their texts are.
    func testLineHashIsKeptAsANumberOnlyForItsOwnForm() throws {
        let hex = BaselineEntry(path: "A.swift", rule: "r", lineHash: "00a6009191cd8fa5", occurrence: 0)
        XCTAssertEqual(hex.storedHash, .value(0x00a6_0091_91cd_8fa5))
        XCTAssertEqual(hex.lineHash, "00a6009191cd8fa5")
        for text in ["00A6009191CD8FA5", "+0a6009191cd8fa5", "a6009191cd8fa5", "00a6009191cd8fa57", ""] {
            let e = BaselineEntry(path: "A.swift", rule: "r", lineHash: text, occurrence: 0)
            XCTAssertEqual(e.storedHash, .text(text))
            XCTAssertEqual(e.lineHash, text)
            XCTAssertNotEqual(e, hex)
        }
        var edited = hex
        edited.lineHash = "x"
        XCTAssertEqual(edited.storedHash, .text("x"))
        let made = BaselineFingerprint.entries(for: [Finding(ruleID: "r", severity: .error, message: "m", path: "A.swift",
                                                             range: ReporterTests.range(line: 1, 1...2, utf16: 1...2))],
                                               in: SourceFile(path: "A.swift", text: "let  s = 1\n"))
        XCTAssertEqual(made.map(\.lineHash), [BaselineFingerprint.lineHash("let s = 1")])
        XCTAssertEqual(made, [BaselineEntry(path: "A.swift", rule: "r", lineHash: BaselineFingerprint.lineHash("let s = 1"), occurrence: 0)])
        let decoded = try JSONDecoder().decode(BaselineEntry.self, from: Data(#"{"lineHash":"AB","occurrence":2,"path":"p","rule":"r"}"#.utf8))
        XCTAssertEqual(decoded, BaselineEntry(path: "p", rule: "r", lineHash: "AB", occurrence: 2))
    }
}
