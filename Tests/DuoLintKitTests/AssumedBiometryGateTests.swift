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
    }

    func testCandidateLiteralsOpenTheGate() {
        XCTAssertTrue(gate("let s = \"Face ID\""))
        XCTAssertTrue(gate("let s = \"SURFACE\""))
        XCTAssertTrue(gate("let s = \"a\\u{46}b\""))
        XCTAssertTrue(gate("let s = \"\\(x)\\n\""))
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
}
