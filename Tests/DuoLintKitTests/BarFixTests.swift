import Foundation
import XCTest
@testable import DuoLintKit

/// The bar rules' fixes beyond the page pairs: exact edits, forms that must get no fix, and the deployment
/// target read from the project's other files.
final class BarFixTests: XCTestCase {
    /// The findings of rule `id` when `files` are linted together as a run (one project model), by path.
    private func findings(_ id: String, _ files: [(path: String, text: String)]) -> [Finding] {
        Linter(jobs: 1).lint(files.map { SourceFile(path: $0.path, bytes: Array($0.text.utf8)) })
            .flatMap(\.findings).filter { $0.ruleID == id }
    }

    /// `text` with the fix of each finding of rule `id` applied (one finding's fix at a time, in report order).
    private func fixed(_ id: String, _ text: String, with others: [(path: String, text: String)] = []) -> String {
        let found = findings(id, [("Sources/Example.swift", text)] + others).filter { $0.path == "Sources/Example.swift" }
        var bytes = Array(text.utf8)
        for f in found.reversed() {
            guard let fix = f.fix else { continue }
            for r in fix.replacements.reversed() { bytes.replaceSubrange(r.offsets, with: Array(r.insertedContent.utf8)) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func testDebugMissingTitle() {
        let src = """
        List { }
            .toolbar {
                Button(action: openSettings) { Image(systemName: "gear") }
            }

        """
        let f = findings("bar_item_missing_title", [("Sources/Example.swift", src)])
        print("DEBUG", f.map { ($0.range.start.line, $0.range.start.utf8Column, $0.fix as Any) })
    }
}
