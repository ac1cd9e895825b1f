@testable import DuoLintKit
import XCTest

/// Per-finding severity (`ui_screen_main`), the traits `deprecated_trait_callback` names, and the
/// `symmetric_inset_math` forms that the rule pages do not pin down by message.
final class ScreenRulesTests: XCTestCase {
    private func findings(_ rule: any SwiftRule, _ text: String, severities: [String: Severity] = [:]) -> [Finding] {
        let file = SwiftFile(SourceFile(path: "A.swift", text: text))
        return SwiftLinter(rules: [rule], severities: severities).lint(file).findings
    }

    func testScaleReadsAreWarningsAndSizesStayErrors() {
        let text = "let s = UIScreen.main.scale\nlet n = UIScreen.main.nativeScale\nlet w = UIScreen.main.bounds.width\nlet x = UIScreen.main\n"
        let f = findings(UIScreenMainRule(), text)
        XCTAssertEqual(f.map { "\($0.range.start.line):\($0.range.start.utf8Column) \($0.severity)" },
                       ["1:9 warning", "2:9 warning", "3:9 error", "4:9 error"])
        XCTAssertEqual(f[1].message, "UIScreen.main does not say which of iPhone Duo's two displays the app is on; read view.window?.windowScene?.screen.nativeScale (the screen of the window's scene) instead of UIScreen.main.nativeScale.")
    }

    func testAConfiguredSeverityAppliesToEveryFindingOfTheRule() {
        let text = "let s = UIScreen.main.scale\nlet w = UIScreen.main.bounds.width\n"
        XCTAssertEqual(findings(UIScreenMainRule(), text, severities: ["ui_screen_main": .note]).map(\.severity), [.note, .note])
        XCTAssertEqual(findings(UIScreenMainRule(), text, severities: ["ui_screen_main": .error]).map(\.severity), [.error, .error])
    }

    func testTraitCallbackMessageNamesTheTraitsTheBodyReads() {
        let text = """
            class A: UIViewController {
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    if traitCollection.preferredContentSizeCategory != previous?.preferredContentSizeCategory { relayout() }
                    if traitCollection.hasDifferentColorAppearance(comparedTo: previous) { redraw() }
                }
            }
            class B: UIViewController {
                override func traitCollectionDidChange(_ previous: UITraitCollection?) { relayout() }
            }

            """
        let f = findings(DeprecatedTraitCallbackRule(), text)
        XCTAssertEqual(f.map(\.range.start.line), [2, 8])
        XCTAssertEqual(f[0].message, "traitCollectionDidChange(_:) is deprecated since iOS 17 and iPhone Duo changes the size class on every open and close; it reacts to the content size category and the colour appearance (light or dark): call registerForTraitChanges([UITraitPreferredContentSizeCategory.self, UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in … } in viewDidLoad or init instead.")
        XCTAssertEqual(f[1].message, "traitCollectionDidChange(_:) is deprecated since iOS 17 and iPhone Duo changes the size class on every open and close; it reacts to every trait change without saying which: call registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, previous: UITraitCollection) in … } in viewDidLoad or init instead.")
    }

    func testMaxOfOneEdgeAndAConstantIsNotSymmetricMath() {
        let text = """
            let frame = view.bounds.inset(by: UIEdgeInsets(top: max(view.safeAreaInsets.top, 12), left: 0,
                                                           bottom: max(view.safeAreaInsets.bottom, 12), right: 0))
            let pad = UIEdgeInsets(top: 0, left: max(view.safeAreaInsets.left, view.safeAreaInsets.right), bottom: 0, right: 0)

            """
        let f = findings(SymmetricInsetMathRule(), text)
        XCTAssertEqual(f.map { "\($0.range.start.line):\($0.range.start.utf8Column)" }, ["3:47"])
        XCTAssertEqual(f[0].message, "Giving the left edge the larger or smaller of two opposite insets assumes symmetric insets, but iPhone Duo's vertical bar makes one side 84 pt and the other 0; use the left edge itself.")
    }
}
