import XCTest
@testable import DuoLintKit

/// What each `superfluous_disable` note holds: notes whose fixes have the same description share one string
/// (100,000 notes each with its own took 16 MB), and the notes are those made before, byte for byte.
final class SuperfluousNoteSharingTests: XCTestCase {
    /// The address of `text`'s UTF-8 storage (a native string's own buffer; the same for two copies of one string).
    private func storage(_ text: String) -> UInt {
        var text = text
        return text.withUTF8 { UInt(bitPattern: $0.baseAddress) }
    }

    func testNotesOfTheSameKindShareTheirFixDescription() throws {
        let text = String(repeating: "let a = 1 // duolint:disable:this ui_screen_main\n", count: 3)
            + "let b = 2 // duolint:disable:this idiom_layout_check\n"
        let r = Linter(jobs: 1).lint(SourceFile(path: "S.swift", text: text))
        XCTAssertEqual(r.findings.map { "\($0.range.start.line):\($0.range.start.utf8Column) \($0.ruleID) \($0.message)" }, [
            "1:11 superfluous_disable 'duolint:disable:this ui_screen_main' suppresses nothing: line 1 has no ui_screen_main finding; remove it",
            "2:11 superfluous_disable 'duolint:disable:this ui_screen_main' suppresses nothing: line 2 has no ui_screen_main finding; remove it",
            "3:11 superfluous_disable 'duolint:disable:this ui_screen_main' suppresses nothing: line 3 has no ui_screen_main finding; remove it",
            "4:11 superfluous_disable 'duolint:disable:this idiom_layout_check' suppresses nothing: line 4 has no idiom_layout_check finding; remove it",
        ])
        let fixes = try r.findings.map { try XCTUnwrap($0.fix) }
        XCTAssertEqual(fixes.map(\.description), Array(repeating: "Remove 'ui_screen_main' of 'duolint:disable:this', which silences nothing", count: 3)
                       + ["Remove 'idiom_layout_check' of 'duolint:disable:this', which silences nothing"])
        XCTAssertEqual(fixes.map { $0.replacements.map(\.offsets) }, [[9..<48], [58..<97], [107..<146], [156..<199]])
        XCTAssertEqual(Set(fixes.prefix(3).map { storage($0.description) }).count, 1)
        XCTAssertNotEqual(storage(fixes[0].description), storage(fixes[3].description))
    }
}
