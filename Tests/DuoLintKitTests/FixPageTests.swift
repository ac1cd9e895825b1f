import Foundation
import XCTest
@testable import DuoLintKit

/// Every `LANG-fix before`/`after` pair on the rule pages, run through the fixes as `duolint --fix` applies
/// them: as written, with CRLF line ends and with tab indentation; the fixed text must be the `after` block,
/// and fixing that again must change nothing.
final class FixPageTests: XCTestCase {
    private func pages() throws -> [(id: String, text: String)] {
        let folder = packageRoot.appendingPathComponent("Rules")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted().map {
            (String($0.dropLast(3)), try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
        }
    }

    func testEveryFixableRuleHasPairsAndOnlyFixableRulesDo() throws {
        for (id, text) in try pages() {
            let (pairs, problems) = fixPairs(text)
            XCTAssertEqual(problems, [], "Rules/\(id).md")
            guard let rule = RuleRegistry.description(of: id) else { continue }
            XCTAssertEqual(!pairs.isEmpty, rule.isFixable, "Rules/\(id).md: fix pairs on the page and isFixable disagree")
            XCTAssertEqual(text.contains("\n- **Fixable:** yes (`duolint --fix`)\n"), rule.isFixable,
                           "Rules/\(id).md: the Fixable bullet and isFixable disagree")
        }
    }

    func testEveryFixPairInEveryVariantAndTwice() throws {
        for (id, text) in try pages() {
            for pair in fixPairs(text).pairs {
                for variant in FixVariant.allCases {
                    let at = "Rules/\(id).md:\(pair.pageLine) (\(variant.rawValue))"
                    let before = fixFiles(variant.apply(pair.before), language: pair.language)
                    let after = fixFiles(variant.apply(pair.after), language: pair.language)
                    XCTAssertEqual(before.map(\.path), after.map(\.path), "\(at): before and after name different files")
                    let once = try fixFolder(self, before, rule: id)
                    XCTAssertFalse(once.fixed.isEmpty, "\(at): nothing was fixed")
                    XCTAssertEqual(once.refusals, [], at)
                    for (path, want) in after {
                        XCTAssertEqual(once.texts[path], want, "\(at): \(path) differs from the after block")
                    }
                    let twice = try fixFolder(self, after, rule: id)
                    for (path, want) in after {
                        XCTAssertEqual(twice.texts[path], want, "\(at): fixing the after block changed \(path)")
                    }
                }
            }
        }
    }
}
