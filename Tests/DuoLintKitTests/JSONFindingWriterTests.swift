import Foundation
import XCTest
@testable import DuoLintKit

/// `JSONFindingWriter` writes the `json` reporter's finding objects without `JSONEncoder`: its bytes must be the
/// encoder's (`ReportJSONEncoding.arrayElements`) for every finding, fix and string a report can hold.
final class JSONFindingWriterTests: XCTestCase {
    private let texts = ["", "a", "UIScreen.main", "quote \" and \\ back", "slash / and //", "tab\tnew\nline\r\nfeed\u{C}bell\u{8}",
                         "nul \u{0} esc \u{1B} us \u{1F} del \u{7F}", "caf\u{E9} \u{1F600} 日本", "c1 \u{85} ls \u{2028} bidi \u{202E} bom \u{FEFF}",
                         "##[error] x ##[", "\u{0}", "\\", "\"", "e\u{301}", "a/b\\c\"d"]

    private func location(_ n: Int) -> SourceLocation {
        SourceLocation(offset: n * 7, line: n + 1, utf8Column: n % 90 + 1, utf16Column: n % 80 + 1, scalarColumn: n % 70 + 1)
    }

    private func finding(_ k: Int, _ generator: inout SystemRandomNumberGenerator) -> Finding {
        let pick = { (g: inout SystemRandomNumberGenerator) in self.texts.randomElement(using: &g)! }
        var f = Finding(ruleID: ["ui_screen_main", "idiom_layout_check", pick(&generator)].randomElement(using: &generator)!,
                        severity: [.note, .warning, .error].randomElement(using: &generator)!,
                        message: pick(&generator) + " " + pick(&generator), path: "Sources/" + pick(&generator) + ".swift",
                        range: SourceRange(start: location(k), end: location(k + Int.random(in: 0...3, using: &generator))))
        if Bool.random(using: &generator) {
            let count = Int.random(in: 1...3, using: &generator)
            f.fix = Fix(description: pick(&generator), replacements: (0..<count).map { r in
                Fix.Replacement(deletedRegion: SourceRange(start: location(k + r), end: location(k + r + 1)), insertedContent: pick(&generator))
            })
        }
        return f
    }

    func testSameBytesAsTheEncoder() throws {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<300 {
            let findings = (0..<Int.random(in: 1...12, using: &generator)).map { finding(round * 100 + $0, &generator) }
            let written = try XCTUnwrap(JSONFindingWriter.elements(findings))
            XCTAssertEqual(ReportJSONEncoding.escapingInvisibles(written),
                           ReportJSONEncoding.arrayElements(findings, as: JSONFinding.init), "round \(round)")
        }
        // Every text alone as a message and an inserted content.
        for text in texts {
            var f = Finding(ruleID: "r", severity: .warning, message: text, path: text, range: SourceRange(start: location(1), end: location(2)))
            f.fix = Fix(description: text, replacements: [Fix.Replacement(deletedRegion: SourceRange(start: location(1), end: location(1)), insertedContent: text)])
            XCTAssertEqual(JSONFindingWriter.elements([f]).map(ReportJSONEncoding.escapingInvisibles),
                           ReportJSONEncoding.arrayElements([f], as: JSONFinding.init), text.debugDescription)
        }
    }

    /// A fix without replacements is left to the encoder (nil), and the reporter's section is the encoder's then too.
    func testAFixWithoutReplacementsIsLeftToTheEncoder() {
        var f = Finding(ruleID: "r", severity: .error, message: "m", path: "A.swift", range: SourceRange(start: location(0), end: location(1)))
        f.fix = Fix(description: "d", replacements: [])
        XCTAssertNil(JSONFindingWriter.elements([f]))
        XCTAssertEqual(JSONReporter().section([f]), ReportJSONEncoding.arrayElements([f], as: JSONFinding.init))
    }
}
