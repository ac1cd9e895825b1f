import Foundation
import XCTest
@testable import DuoLintKit

/// The fixes of `symmetric_inset_math` and `ui_screen_main` beyond the page pairs: exact replacements, comments
/// kept, the forms that must get no fix, and the two runs two SwiftUI uses take.
final class InsetScreenFixTests: XCTestCase {
    /// The findings of rule `id` when `source` is `Sources/Example.swift` of a work tree (all default rules run).
    private func findings(_ id: String, _ source: String, extra: [(path: String, text: String)] = []) throws -> [Finding] {
        let dir = try makeFolder(self, [("Sources/Example.swift", source)] + extra, workTree: true)
        return Linter(jobs: 1).run(paths: [dir.path]).findings.filter { $0.ruleID == id && $0.path.hasSuffix("Example.swift") }
    }

    /// `source` after one `--fix` pass of rule `id`'s fixes.
    private func fixed(_ id: String, _ source: String) throws -> String {
        try fixFolder(self, [("Sources/Example.swift", source)], rule: id).texts["Sources/Example.swift"]!
    }

    // MARK: symmetric_inset_math

    func testInsetByFixIsTwoExactReplacements() throws {
        let f = try findings("symmetric_inset_math", "let w = view.bounds.width - view.safeAreaInsets.left * 2\n")
        XCTAssertEqual(f.count, 1)
        let fix = try XCTUnwrap(f.first?.fix)
        XCTAssertEqual(fix.description, "Inset the bounds by the whole safe area")
        XCTAssertEqual(fix.replacements.map(\.offsets), [19..<19, 25..<56])
        XCTAssertEqual(fix.replacements.map(\.insertedContent), [".inset(by: view.safeAreaInsets)", ""])
        XCTAssertEqual(fix.replacements[0].deletedRegion.start.line, 1)
        XCTAssertEqual(fix.replacements[0].deletedRegion.start.utf8Column, 20)
        XCTAssertEqual(fix.replacements[1].deletedRegion.end.utf8Column, 57)
        let margins = try findings("symmetric_inset_math", "let m = view.layoutMargins\nlet w = view.bounds.width - 2 * m.right\n")
        XCTAssertEqual(margins.map(\.range.start.line), [2])
        XCTAssertEqual(margins.first?.fix?.description, "Inset the bounds by the whole layout margins")
    }

    func testMirroredFixKeepsACommentAndInsetByIsNotUsedOverIt() throws {
        let source = "let w = view.bounds.width - /* both */ view.safeAreaInsets.left * 2 // sides\n"
        XCTAssertEqual(try fixed("symmetric_inset_math", source),
                       "let w = view.bounds.width - /* both */ view.safeAreaInsets.left - view.safeAreaInsets.right // sides\n")
    }

    func testMirroredForms() throws {
        let cases: [(String, String)] = [
            ("let a = x + view.safeAreaInsets.top * 2\n", "let a = x + view.safeAreaInsets.top + view.safeAreaInsets.bottom\n"),
            ("let a = 2 * view.layoutMargins.right + x\n", "let a = view.layoutMargins.right + view.layoutMargins.left + x\n"),
            ("let a = w - 2 * view.layoutMargins.right\n", "let a = w - view.layoutMargins.right - view.layoutMargins.left\n"),
            ("let a = x - view.bounds.width - view.safeAreaInsets.left * 2\n",
             "let a = x - view.bounds.width - view.safeAreaInsets.left - view.safeAreaInsets.right\n"),
            ("let a = view.bounds.width - view.directionalLayoutMargins.leading * 2\n",
             "let a = view.bounds.width - view.directionalLayoutMargins.leading - view.directionalLayoutMargins.trailing\n"),
            ("let a = view.bounds.height - view.safeAreaInsets.left * 2\n",
             "let a = view.bounds.height - view.safeAreaInsets.left - view.safeAreaInsets.right\n"),
            ("if view.bounds.width - view.safeAreaInsets.left * 2 < 300 { compact() }\n",
             "if view.bounds.inset(by: view.safeAreaInsets).width < 300 { compact() }\n"),
        ]
        for (before, after) in cases {
            XCTAssertEqual(try fixed("symmetric_inset_math", before), after, before)
            XCTAssertEqual(try fixed("symmetric_inset_math", after), after, "again: \(after)")
        }
    }

    func testFormsWithoutAFix() throws {
        let source = """
            let a = k * view.safeAreaInsets.left * 2
            let b = view.safeAreaInsets.left * 2 / 3
            let inset = view.safeAreaInsets.left
            let c = view.bounds.width - inset * 2
            let d = view.bounds.insetBy(dx: view.safeAreaInsets.left, dy: 0)
            let e = container().safeAreaInsets.left * 2
            let i = view.safeAreaInsets
            let g = UIEdgeInsets(top: 0, left: i.right, bottom: 0, right: i.left)
            let h = UIEdgeInsets(top: i.left, left: 0, bottom: 0, right: 0)
            let side = max(view.safeAreaInsets.left, view.safeAreaInsets.right)
            let j = view.bounds.insetBy(dx: side, dy: 0)
            let k2 = flag ? view.safeAreaInsets.left * 2 : 0
            let m = (view.safeAreaInsets.left * 2) as CGFloat
            let n = flag ? 0 : view.safeAreaInsets.left * 2

            """
        let f = try findings("symmetric_inset_math", source)
        XCTAssertEqual(f.map(\.range.start.line), [1, 2, 4, 5, 6, 8, 8, 9, 11, 12, 13, 14])
        for finding in f where finding.range.start.line != 12 && finding.range.start.line != 13 {
            XCTAssertNil(finding.fix, "line \(finding.range.start.line)")
        }
        // In a ternary's branch and inside parentheses the product is a sequence of its own: mirrored.
        XCTAssertNotNil(f.first { $0.range.start.line == 12 }?.fix)
        XCTAssertNotNil(f.first { $0.range.start.line == 13 }?.fix)
    }

    /// The edge read again outside the sequence (around parentheses, backticked, through another name of the same
    /// insets) counts too: no fix.
    func testAnEdgeReadAgainInTheStatementGetsNoFix() throws {
        for line in ["let a = x - (insets.left * 2) - insets.left", "let a = (x - insets.left * 2) - insets.left",
                     "let a = x - insets.left * 2 - insets.`left`", "let a = x - insets.left * 2 - view.safeAreaInsets.left"] {
            let source = "let insets = view.safeAreaInsets\n\(line)\n"
            let r = try fixFolder(self, [("Sources/Example.swift", source)], rule: "symmetric_inset_math")
            XCTAssertEqual(r.fixed.count, 0, line)
            XCTAssertEqual(r.texts["Sources/Example.swift"], source, line)
        }
    }

    func testAnEdgeReadAgainInTheSequenceGetsNoFix() throws {
        // Two findings in one chain: fixes right alone would be wrong together (W - L - 2R; L + R + R, then L + R + L).
        let cases = [
            "let a = bounds.width - safeAreaInsets.left - safeAreaInsets.left - safeAreaInsets.left\n",
            "let b = safeAreaInsets.left + safeAreaInsets.left + safeAreaInsets.left\n",
            "let c = view.bounds.width - view.safeAreaInsets.left * 2 - view.safeAreaInsets.right\n",
        ]
        for source in cases {
            let f = try findings("symmetric_inset_math", source)
            XCTAssertFalse(f.isEmpty, source)
            XCTAssertEqual(f.map { $0.fix == nil }, f.map { _ in true }, source)
            let once = try fixed("symmetric_inset_math", source)
            XCTAssertEqual(once, source)
            XCTAssertEqual(try fixed("symmetric_inset_math", once), source)
        }
        XCTAssertEqual(try findings("symmetric_inset_math", cases[0]).map(\.range.start.utf8Column), [24, 46])
        // The doubled edge alone in its sequence is still rewritten.
        XCTAssertEqual(try fixed("symmetric_inset_math", "let d = bounds.width - safeAreaInsets.left - safeAreaInsets.left + 8\n"),
                       "let d = bounds.inset(by: safeAreaInsets).width + 8\n")
    }

    // MARK: ui_screen_main

    func testUIKitFixIsOneExactReplacement() throws {
        let source = "final class V: UIView {\n    func f() { let s = UIScreen.main.scale }\n}\n"
        let f = try findings("ui_screen_main", source)
        let fix = try XCTUnwrap(f.first?.fix)
        XCTAssertEqual(fix.description, "Read the display scale from the trait collection")
        XCTAssertEqual(fix.replacements.map(\.offsets), [47..<66])
        XCTAssertEqual(fix.replacements.map(\.insertedContent), ["traitCollection.displayScale"])
    }

    func testSwiftUIFixInsertsThePropertyWithTheFilesLineEndingAndTabs() throws {
        let source = "struct Row: View {\r\n\t// The row.\r\n\tvar body: some View {\r\n\t\tGeometryReader { _ in Dot(scale: UIScreen.main.scale) }\r\n\t}\r\n}\r\n"
        XCTAssertEqual(try fixed("ui_screen_main", source),
                       "struct Row: View {\r\n\t@Environment(\\.displayScale) private var displayScale\r\n\t// The row.\r\n\tvar body: some View {\r\n\t\tGeometryReader { _ in Dot(scale: displayScale) }\r\n\t}\r\n}\r\n")
    }

    /// Both uses' fixes insert the same property at the same place: that insertion is shared (made once), so one
    /// run fixes both.
    func testTwoUsesInOneViewShareTheInsertedProperty() throws {
        let source = """
            struct Badge: View {
                var body: some View {
                    Circle().frame(width: 8 / UIScreen.main.scale, height: 8 / UIScreen.main.scale)
                }
            }

            """
        let once = try fixFolder(self, [("Sources/Example.swift", source)], rule: "ui_screen_main")
        XCTAssertEqual(once.fixed.count, 2)
        XCTAssertEqual(once.notApplied.count, 0)
        let want = """
            struct Badge: View {
                @Environment(\\.displayScale) private var displayScale
                var body: some View {
                    Circle().frame(width: 8 / displayScale, height: 8 / displayScale)
                }
            }

            """
        XCTAssertEqual(once.texts["Sources/Example.swift"], want)
        XCTAssertEqual(try fixed("ui_screen_main", want), want)
    }

    func testInAnInterpolationTheTraitCollectionIsReadThroughSelf() throws {
        let source = """
            final class V: UIViewController {
                func log() { logger.debug("bars @\\(UIScreen.main.scale)x") }
            }

            """
        XCTAssertEqual(try fixed("ui_screen_main", source), source.replacingOccurrences(of: "UIScreen.main.scale", with: "self.traitCollection.displayScale"))
    }

    func testAMethodReadingTheTraitCollectionAlreadyGetsTheFix() throws {
        let source = "final class V: UIView {\n    func f() { let i = traitCollection.userInterfaceIdiom; s = UIScreen.main.scale }\n}\n"
        XCTAssertEqual(try fixed("ui_screen_main", source),
                       "final class V: UIView {\n    func f() { let i = traitCollection.userInterfaceIdiom; s = traitCollection.displayScale }\n}\n")
    }

    func testExtensionOfAProjectViewGetsTheTraitCollection() throws {
        let source = "class Base: UIViewController {}\nfinal class Child: Base {}\nextension Child {\n    var hairline: CGFloat { 1 / UIScreen.main.scale }\n}\n"
        XCTAssertEqual(try fixed("ui_screen_main", source),
                       "class Base: UIViewController {}\nfinal class Child: Base {}\nextension Child {\n    var hairline: CGFloat { 1 / traitCollection.displayScale }\n}\n")
    }

    /// A method with 2,000 reads: each gets the fix (the check for a local `traitCollection` looks only at that
    /// name's tokens in the method, not at every token once per read), and one pass rewrites them all.
    func testEveryReadOfAMethodWithManyGetsTheFix() throws {
        let reads = (0..<2_000).map { "        let s\($0) = UIScreen.main.scale\n" }.joined()
        let source = "final class V: UIView {\n    func f() {\n" + reads + "    }\n}\n"
        let f = try findings("ui_screen_main", source)
        XCTAssertEqual(f.count, 2_000)
        XCTAssertEqual(f.filter { $0.fix?.description == "Read the display scale from the trait collection" }.count, 2_000)
        XCTAssertEqual(try fixed("ui_screen_main", source), source.replacingOccurrences(of: "UIScreen.main.scale", with: "traitCollection.displayScale"))
        // A local `traitCollection` anywhere in the method, even after the reads: no fix for any of them.
        let shadowed = "final class V: UIView {\n    func f() {\n" + reads + "        let traitCollection = UITraitCollection()\n    }\n}\n"
        XCTAssertEqual(try findings("ui_screen_main", shadowed).filter { $0.fix != nil }.count, 0)
    }

    /// An environment property whose name has a `K` is looked for token by token (the Kelvin sign spells `K` to
    /// `String`): a local of that name, spelled either way, still keeps the fix away.
    func testALocalNamedAsTheEnvironmentPropertyKeepsTheFixAway() throws {
        for local in ["scaleK", "scale\u{212A}"] {
            let source = "struct Pin: View {\n    @Environment(\\.displayScale) var scaleK\n    var body: some View {\n        let \(local) = 2.0\n        Dot(scale: UIScreen.main.scale * \(local))\n    }\n}\n"
            let f = try findings("ui_screen_main", source)
            XCTAssertEqual(f.count, 1, local)
            XCTAssertNil(f.first?.fix, local)
        }
        let plain = "struct Pin: View {\n    @Environment(\\.displayScale) var scaleK\n    var body: some View { Dot(scale: UIScreen.main.scale) }\n}\n"
        XCTAssertEqual(try fixed("ui_screen_main", plain), plain.replacingOccurrences(of: "UIScreen.main.scale", with: "scaleK"))
    }

    func testPlacesWithoutAFix() throws {
        let source = """
            let global = UIScreen.main.scale
            final class V: UIView {
                static func s() -> CGFloat { UIScreen.main.scale }
                let stored = UIScreen.main.scale
                init(x: Int) { scale = UIScreen.main.scale; super.init(frame: .zero) }
                func later() { DispatchQueue.main.async { self.s = UIScreen.main.scale } }
                func param(traitCollection: UITraitCollection) { s = UIScreen.main.scale }
                func native() { s = UIScreen.main.nativeScale }
                func commented() { s = UIScreen.main // legacy
                    .scale }
                func defaulted(s: CGFloat = UIScreen.main.scale) {}
            }
            final class C: UIViewController {
                override func viewDidLoad() { s = UIScreen.main.scale }
            }
            final class Model: NSObject {
                func f() { s = UIScreen.main.scale }
            }
            struct Card: View {
                var body: some View { Dot(scale: UIScreen.main.scale) }
            }
            extension Card {
                var helper: CGFloat { UIScreen.main.scale }
            }
            struct Pin: View {
                var displayScale: CGFloat = 2
                var body: some View { Dot(scale: UIScreen.main.scale) }
            }
            struct Tile: View {
                var body: some View {
                    let displayScale = UIScreen.main.scale
                    return Dot(scale: displayScale)
                }
            }

            """
        let f = try findings("ui_screen_main", source)
        XCTAssertEqual(f.map(\.range.start.line), [1, 3, 4, 5, 6, 7, 8, 9, 11, 14, 17, 20, 23, 27, 31])
        for finding in f where finding.range.start.line != 20 {
            XCTAssertNil(finding.fix, "line \(finding.range.start.line)")
        }
        // The plain SwiftUI view is the only one fixed.
        XCTAssertNotNil(f.first { $0.range.start.line == 20 }?.fix)
    }
}
