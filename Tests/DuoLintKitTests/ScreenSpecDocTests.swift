@testable import DuoLintKit
import Foundation
import XCTest

/// `Docs/screen-spec.md` cannot drift from the code: its states table is `DeviceGeometry.iphoneDuo` row by
/// row, its kinds table is `ElementKind` (every case, its interactive, container and scrolling flags), its
/// role, axis and key tables are the reader's values and keys, and its two examples lint through the CLI as the
/// page says (the complete example with no output and status 0; the bad spec with the exact errors shown).
final class ScreenSpecDocTests: XCTestCase {
    static var doc: String {
        get throws { try String(contentsOf: packageRoot.appendingPathComponent("Docs/screen-spec.md"), encoding: .utf8) }
    }

    /// The lines between `<!-- NAME:begin -->` and `<!-- NAME:end -->`, fence lines (```) left out.
    static func section(_ name: String) throws -> [String] {
        let text = try doc
        let begin = try XCTUnwrap(text.range(of: "<!-- \(name):begin -->\n"), "no <!-- \(name):begin --> in Docs/screen-spec.md")
        let end = try XCTUnwrap(text.range(of: "<!-- \(name):end -->", range: begin.upperBound..<text.endIndex),
                                "no <!-- \(name):end --> in Docs/screen-spec.md")
        // The block ends with a newline before the end marker: the last, empty piece is not a line.
        return text[begin.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map(String.init).filter { !$0.hasPrefix("```") }
    }

    /// The body rows of the table in section `name` (header and separator left out).
    static func tableRows(_ name: String) throws -> [String] {
        let lines = try section(name)
        XCTAssertGreaterThanOrEqual(lines.count, 2, "section \(name) holds no table")
        return Array(lines.dropFirst(2))
    }

    /// The first cell of each body row of section `name`'s table, backticks removed.
    static func firstCells(_ name: String) throws -> [String] {
        try tableRows(name).map { row in
            String(row.split(separator: "|", omittingEmptySubsequences: true).first ?? "")
                .trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
        }
    }

    /// A number as the page writes it: no ".0" on whole numbers.
    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    static func row(_ state: DeviceState) -> String {
        let fold: String
        if let f = state.fold {
            fold = "\(f.axis.rawValue) at \(f.axis == .vertical ? "x" : "y") \(points(f.position)), \(f.active ? "active" : "inactive")"
        } else {
            fold = "none"
        }
        let s = state.safeArea
        let insets = [s.top, s.bottom, s.left, s.right].map(points).joined(separator: "/")
        return "| `\(state.name)` | \(points(state.width)) × \(points(state.height)) | \(fold) | \(insets) | \(state.bars.rawValue) | \(state.isInnerDisplay ? "inner" : "outer") |"
    }

    func testStatesTableIsDeviceGeometry() throws {
        XCTAssertEqual(try Self.tableRows("states"), DeviceGeometry.iphoneDuo.map(Self.row))
        // The page says the built-in folds are 0 pt wide.
        XCTAssertEqual(DeviceGeometry.iphoneDuo.compactMap(\.fold).map(\.width), [0, 0, 0, 0])
    }

    func testKindsTableIsElementKind() throws {
        func yesNo(_ flag: Bool) -> String { flag ? "yes" : "no" }
        let expected = ElementKind.allCases.map {
            "| `\($0.rawValue)` | \(yesNo($0.isInteractive)) | \(yesNo($0.isContainer)) | \(yesNo($0.impliesScrolling)) |"
        }
        XCTAssertEqual(try Self.tableRows("kinds"), expected)
    }

    func testValueTablesAreTheReadersValues() throws {
        XCTAssertEqual(try Self.firstCells("roles"), SpecBarItem.Role.allCases.map(\.rawValue))
        XCTAssertEqual(try Self.firstCells("axes"), SpecBarItem.Axis.allCases.map(\.rawValue))
    }

    func testKeyTablesAreTheReadersKeys() throws {
        func names(_ keys: [StaticString]) -> [String] { keys.map(\.description) }
        XCTAssertEqual(try Self.firstCells("top-keys"), names(ScreenSpecReader.topKeys))
        XCTAssertEqual(try Self.firstCells("bar-keys"), names(ScreenSpecReader.barKeys))
        XCTAssertEqual(try Self.firstCells("layout-keys"), names(ScreenSpecReader.layoutKeys))
        XCTAssertEqual(try Self.firstCells("element-keys"), names(ScreenSpecReader.elementKeys))
        // The fold and safe-area rows name every key the reader takes there.
        let layoutRows = try Self.tableRows("layout-keys")
        let foldRow = try XCTUnwrap(layoutRows.first { $0.hasPrefix("| `fold` |") })
        for key in names(ScreenSpecReader.foldKeys) { XCTAssertTrue(foldRow.contains("`\(key)`"), key) }
        let safeAreaRow = try XCTUnwrap(layoutRows.first { $0.hasPrefix("| `safe-area` |") })
        for key in names(ScreenSpecReader.safeAreaKeys) { XCTAssertTrue(safeAreaRow.contains("`\(key)`"), key) }
        // The element row of `presented` lists its values.
        let presented = try XCTUnwrap(try Self.tableRows("element-keys").first { $0.hasPrefix("| `presented` |") })
        for value in SpecElement.Presentation.allCases { XCTAssertTrue(presented.contains("`\(value.rawValue)`"), value.rawValue) }
    }

    func testCompleteExampleLintsClean() throws {
        let dir = try makeTemporaryDirectory(self)
        let spec = try Self.section("example").joined(separator: "\n") + "\n"
        try Data(spec.utf8).write(to: dir.appendingPathComponent("Checkout.duo.yml"))
        let result = try runDuolint(["--quiet", "Checkout.duo.yml"], in: dir)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
        // Every built-in layout it uses and its custom state are read (a typo would be an input error above).
        XCTAssertTrue(spec.contains("  kiosk-stand:\n    size: [800, 600]"))
    }

    func testErrorsExamplePrintsTheErrorsShown() throws {
        let dir = try makeTemporaryDirectory(self)
        let spec = try Self.section("errors-spec").joined(separator: "\n") + "\n"
        try Data(spec.utf8).write(to: dir.appendingPathComponent("Settings.duo.yml"))
        let result = try runDuolint(["--quiet", "Settings.duo.yml"], in: dir)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, try Self.section("errors-output").joined(separator: "\n") + "\n")
        XCTAssertEqual(result.status, 2)
    }

    /// Every rule page the doc links exists, and every spec rule is in the doc's rules table but the two
    /// suppression rules, which read comments (the doc points to the README for them).
    func testRulesTableLinksEverySpecRule() throws {
        let text = try Self.doc
        let linked = text.split(separator: "\n").filter { $0.hasPrefix("| [") }.compactMap { line -> String? in
            guard let open = line.range(of: "(../Rules/"), let close = line.range(of: ".md)", range: open.upperBound..<line.endIndex) else { return nil }
            return String(line[open.upperBound..<close.lowerBound])
        }
        for id in linked {
            XCTAssertTrue(FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("Rules/\(id).md").path), id)
        }
        let specRules = RuleRegistry.specRules.map(\.specDescription.id)
            .filter { $0 != "invalid_suppression" && $0 != "superfluous_disable" }
        XCTAssertEqual(Set(linked), Set(specRules))
    }
}
