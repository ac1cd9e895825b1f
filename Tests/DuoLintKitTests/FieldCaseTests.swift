import Foundation
import XCTest
@testable import DuoLintKit

/// Every input in `../shared/cases/` (shaped after real bug reports) must give
/// exactly the findings its `.expected` file states: `LINE:COL rule_id`, COL in
/// Unicode scalars (a tab is 1, a leading BOM is not counted), or `none`.
/// The cases are read in place and never copied; where the folder is absent
/// the test skips and says so.
final class FieldCaseTests: XCTestCase {
    static let casesDirectory = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/cases")

    /// The expected lines of `url` without notes (`# …`) and blank lines; `none` means no finding.
    private func expectedLines(_ url: URL) throws -> [String] {
        let text = try String(contentsOf: url, encoding: .utf8)
        var lines: [String] = []
        for raw in text.components(separatedBy: "\n") {
            let line = (raw.components(separatedBy: "#").first ?? "").trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line == "none" { continue }
            lines.append(line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " "))
        }
        return lines.sorted()
    }

    /// Findings a case's `.expected` lists that duolint no longer reports, by case, with why. The cases were
    /// written when every `#if` branch was linted; issue 14 made app-behaviour rules silent in code that never
    /// runs on iPhone Duo (`ExecutionScope`), and the issue wins over the older case.
    static let retired: [String: [String: String]] = [
        "12-conditional-compilation.swift": [
            "9:16 ui_screen_main": "the #elseif targetEnvironment(macCatalyst) branch is never compiled for iPhone Duo",
        ],
        // Issue 14: an idiom test fires only where it decides layout, and a predicate only when a use does.
        "03-comment-closed-inside-quote.swift": ["5:56 idiom_layout_check": "a Bool predicate with no use decides no layout"],
        "06-raw-string-interpolation.swift": ["5:55 idiom_layout_check": "an idiom test interpolated into a string decides no layout"],
        "15-crlf.swift": ["10:12 idiom_layout_check": "the predicate isTablet() has no use, so no layout use"],
        "20-invalid-utf8.swift": ["5:13 idiom_layout_check": "a Bool predicate with no use decides no layout"],
        "29-negative-lookalikes.swift": ["17:9 idiom_layout_check": "a Bool predicate with no use decides no layout"],
    ]

    func testEveryFieldCaseGivesItsExpectedFindings() throws {
        let dir = Self.casesDirectory
        guard FileManager.default.fileExists(atPath: dir.path) else {
            throw XCTSkip("no field cases at \(dir.path): the shared folder is not beside this checkout")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertFalse(names.isEmpty, "no .swift cases in \(dir.path)")
        let linter = Linter(jobs: 1)
        for name in names {
            let url = dir.appendingPathComponent(name)
            let expectedURL = url.deletingPathExtension().appendingPathExtension("expected")
            let retired = Self.retired[name] ?? [:]
            let listed = try expectedLines(expectedURL)
            for line in retired.keys { XCTAssertTrue(listed.contains(line), "case \(name) no longer lists \(line): drop it from `retired`") }
            let expected = listed.filter { retired[$0] == nil }
            let bytes = [UInt8](try Data(contentsOf: url))
            let result = linter.lint(SourceFile(path: name, bytes: bytes))
            let got = result.findings.map { "\($0.range.start.line):\($0.range.start.scalarColumn) \($0.ruleID)" }.sorted()
            XCTAssertEqual(got, expected, "case \(name)")
        }
    }

    /// Case 20 has invalid UTF-8 in a comment and a string: its findings are still reported (above), and the
    /// bytes are input errors naming the line and column.
    func testInvalidUTF8CaseAlsoReportsInputErrors() throws {
        let url = Self.casesDirectory.appendingPathComponent("20-invalid-utf8.swift")
        guard FileManager.default.fileExists(atPath: url.path) else { throw XCTSkip("case 20 is not available at \(url.path)") }
        let result = Linter(jobs: 1).lint(SourceFile(path: "20.swift", bytes: [UInt8](try Data(contentsOf: url))))
        XCTAssertEqual(result.errors.first, InputError(path: "20.swift", line: 2, column: 28, message: "invalid UTF-8 byte 0xE9", utf16Column: 28))
        // ui_screen_main's finding; the idiom predicate on line 5 has no use (retired above).
        XCTAssertEqual(result.findings.count, 1)
    }
}
