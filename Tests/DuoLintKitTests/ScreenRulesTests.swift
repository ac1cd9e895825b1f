@testable import DuoLintKit
import XCTest

/// Per-finding severity (`ui_screen_main`, `interactive_on_fold`), the traits `deprecated_trait_callback` names,
/// the `symmetric_inset_math` forms, and the spec rules' exact messages, severities and options through the CLI,
/// which the rule pages do not pin down; and three realistic screen specs (`Fixtures/Screens`) with what fires.
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

    // MARK: Spec rules through the CLI (issue 16)

    /// Runs `duolint --quiet ARGS S.duo.yml` on `spec` in a fresh folder (with `.duolint.yml` holding `config`
    /// when given): the exit status and standard output's lines.
    private func lintSpec(config: String? = nil, _ spec: String, _ arguments: [String] = []) throws -> (status: Int32, lines: [String], stderr: String) {
        let dir = try makeTemporaryDirectory(self)
        try Data(spec.utf8).write(to: dir.appendingPathComponent("S.duo.yml"))
        if let config { try Data(config.utf8).write(to: dir.appendingPathComponent(".duolint.yml")) }
        let r = try runDuolint(["--quiet"] + arguments + ["S.duo.yml"], in: dir)
        return (r.status, r.stdout.split(separator: "\n").map(String.init), r.stderr)
    }

    private let foldSpec = """
        screen: Checkout
        layouts:
          inner-book:
            elements:
              - id: buy
                kind: button
                frame: [440, 600, 200, 48]
              - id: price
                kind: label
                frame: [300, 120, 300, 40]
              - id: terms
                kind: text
                frame: [470, 200, 300, 60]
              - id: article
                kind: text
                scrolls: true
                frame: [0, 300, 867, 200]
              - id: hero
                kind: image
                frame: [0, 0, 951, 100]

        """

    func testTextOnTheFoldIsAWarningAndControlsStayErrors() throws {
        let r = try lintSpec(foldSpec)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.lines, [
            "S.duo.yml:5:9: error: buy (button) at x 440–640 meets the fold band 462–489 in inner-book; a control on the fold is hard to tap, move it into one half. (interactive_on_fold)",
            "S.duo.yml:8:9: warning: price (label) at x 300–600 meets the fold band 462–489 in inner-book; text on the fold is hard to read, move it into one half. (interactive_on_fold)",
            "S.duo.yml:11:9: warning: terms (text) at x 470–770 meets the fold band 462–489 in inner-book; text on the fold is hard to read, move it into one half. (interactive_on_fold)",
        ])
    }

    /// A configured severity replaces the per-kind one in every finding of the rule, text and controls alike.
    func testAConfiguredSeverityWinsForTextAndControlsAlike() throws {
        for (severity, status) in [("note", Int32(0)), ("error", Int32(1)), ("warning", Int32(0))] {
            let r = try lintSpec(config: "rules:\n  interactive_on_fold: { severity: \(severity) }\n", foldSpec)
            XCTAssertEqual(r.status, status, "\(severity): \(r.stderr)")
            XCTAssertEqual(r.lines.map { $0.split(separator: " ").prefix(2).joined(separator: " ") },
                           ["S.duo.yml:5:9: \(severity):", "S.duo.yml:8:9: \(severity):", "S.duo.yml:11:9: \(severity):"], severity)
        }
    }

    private let tabletopSpec = """
        screen: Player
        layouts:
          inner-tabletop:
            elements:
              - id: play
                kind: button
                frame: [312, 400, 44, 44]
              - id: speed
                kind: menu
                frame: [400, 420, 44, 44]
              - id: search
                kind: search-field
                frame: [20, 94, 629, 44]
              - id: scrubber
                kind: slider
                frame: [40, 500, 589, 44]

        """

    func testTabletopControlsOnTopIsANoteMeasuredFromTheFoldBand() throws {
        var r = try lintSpec(tabletopSpec)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertEqual(r.lines, [
            "S.duo.yml:5:9: note: play (button) at y 400–444 is wholly above the fold at 475.5 in inner-tabletop, the raised half kept for viewing; move it to the lower half, where touch has a stable surface. (tabletop_controls_on_top)",
            "S.duo.yml:8:9: error: speed (menu) at y 420–464 meets the fold band 462–489 in inner-tabletop; a control on the fold is hard to tap, move it into one half. (interactive_on_fold)",
        ])
        // A wider band (--fold-band 100: 425.5–525.5) takes `play` onto the band: interactive_on_fold's, not both.
        r = try lintSpec(tabletopSpec, ["--fold-band", "100"])
        XCTAssertEqual(r.lines.map { String($0.split(separator: "(").last ?? "") }, ["interactive_on_fold)", "interactive_on_fold)", "interactive_on_fold)"])
        // The fold_band option of interactive_on_fold sets the same band for both rules.
        r = try lintSpec(config: "rules:\n  interactive_on_fold: { fold_band: 0 }\n", tabletopSpec)
        XCTAssertEqual(r.lines.map { String($0.prefix(24)) }, ["S.duo.yml:5:9: note: pla", "S.duo.yml:8:9: note: spe"])
    }

    func testTopAndBottomBarInsetsAndFullWidthMedia() throws {
        let r = try lintSpec(config: "only_rules: [content_under_vertical_bar]\n", """
            screen: Inbox
            layouts:
              inner-portrait:
                elements:
                  - id: hero
                    kind: image
                    frame: [0, 0, 669, 300]
                  - id: cover
                    kind: image
                    frame: [0, 0, 600, 300]
                  - id: title
                    kind: label
                    frame: [20, 40, 629, 34]
                  - id: compose
                    kind: button
                    frame: [20, 880, 629, 44]
                  - id: messages
                    kind: list
                    frame: [0, 0, 669, 951]
              corner:
                size: [600, 800]
                safe-area: { top: 50, bottom: 0, left: 0, right: 60 }
                elements:
                  - id: badge
                    kind: label
                    frame: [560, 10, 40, 20]

            """)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.lines, [
            "S.duo.yml:8:9: warning: cover (image) at y 0–300 is under the top bar's inset 0–84 in inner-portrait; keep it inside the safe area. (content_under_vertical_bar)",
            "S.duo.yml:11:9: warning: title (label) at y 40–74 is under the top bar's inset 0–84 in inner-portrait; keep it inside the safe area. (content_under_vertical_bar)",
            "S.duo.yml:14:9: warning: compose (button) at y 880–924 is under the bottom bar's inset 856–951 in inner-portrait; keep it inside the safe area. (content_under_vertical_bar)",
            "S.duo.yml:24:9: warning: badge (label) at x 560–600 is under the vertical bar's inset 540–600 in corner; keep it inside the safe area. (content_under_vertical_bar)",
        ])
    }

    func testPresentedElementsAreNotMissingAndOldSpecsReadAsBefore() throws {
        let spec = """
            screen: Mail
            layouts:
              inner-book:
                elements:
                  - id: reply
                    kind: button
                    presented: push
                    frame: [500, 20, 44, 44]
                  - id: flag
                    kind: button
                    frame: [560, 20, 44, 44]
                  - id: move
                    kind: button
                    frame: [620, 20, 44, 44]
              outer-portrait:
                elements: []

            """
        var r = try lintSpec(spec)
        XCTAssertEqual(r.lines, ["S.duo.yml:15:3: warning: flag (button), move (button) are in other states but missing in outer-portrait; keep the feature in every state. (feature_missing_in_state)"])
        r = try lintSpec(spec.replacingOccurrences(of: "        presented: push\n", with: ""))
        XCTAssertEqual(r.lines, ["S.duo.yml:14:3: warning: reply (button), flag (button), move (button) are in other states but missing in outer-portrait; keep the feature in every state. (feature_missing_in_state)"])
        r = try lintSpec(spec.replacingOccurrences(of: "frame: [560, 20, 44, 44]", with: "presented: sheet\n        frame: [560, 20, 44, 44]"))
        XCTAssertEqual(r.lines, ["S.duo.yml:16:3: warning: move (button) is in inner-book but missing in outer-portrait; keep the feature in every state. (feature_missing_in_state)"])
        r = try lintSpec(spec.replacingOccurrences(of: "presented: push", with: "presented: modal"))
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "S.duo.yml:7:20: error: layouts.inner-book.elements[0].presented: unknown value 'modal'; expected one of push, sheet\n")
    }

    /// Three screen specs written as designers would lay out real screens (a mail list and message, a recipe
    /// read in tabletop, a map with a bottom sheet): every finding duolint gives on them, each judged in the
    /// report of issue 16. The recipe screen is laid out as the seeds advise and gives none.
    func testRealisticScreenSpecs() throws {
        let r = try runDuolint(["--quiet", "Tests/DuoLintKitTests/Fixtures/Screens"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        let prefix = "Tests/DuoLintKitTests/Fixtures/Screens/"
        XCTAssertEqual(r.stdout.split(separator: "\n").map { String($0.dropFirst(prefix.count)) }, [
            "Mail.duo.yml:23:9: note: search (search-field) is 443.5 × 36 pt in inner-book, below the 44 × 44 pt default touch target. (touch_target_too_small)",
            "Mail.duo.yml:65:9: note: search (search-field) is 350 × 36 pt in outer-portrait, below the 44 × 44 pt default touch target. (touch_target_too_small)",
            "Mail.duo.yml:74:9: note: search (search-field) is 359.5 × 36 pt in split-left, below the 44 × 44 pt default touch target. (touch_target_too_small)",
            "Mail.duo.yml:83:9: note: search (search-field) is 637 × 36 pt in inner-portrait, below the 44 × 44 pt default touch target. (touch_target_too_small)",
            "Mail.duo.yml:90:3: warning: search (search-field) is in inner-book but missing in inner-tabletop; keep the feature in every state. (feature_missing_in_state)",
            "Map.duo.yml:29:9: note: search (search-field) is 350 × 36 pt in outer-portrait, below the 44 × 44 pt default touch target. (touch_target_too_small)",
            "Map.duo.yml:44:9: note: search (search-field) is 348 × 36 pt in inner-book, below the 44 × 44 pt default touch target. (touch_target_too_small)",
            "Map.duo.yml:60:9: note: locate (button) at y 402–446 is wholly above the fold at 475.5 in inner-tabletop, the raised half kept for viewing; move it to the lower half, where touch has a stable surface. (tabletop_controls_on_top)",
            "Map.duo.yml:67:9: note: search (search-field) is 637 × 36 pt in inner-tabletop, below the 44 × 44 pt default touch target. (touch_target_too_small)",
            "Map.duo.yml:86:9: note: search (search-field) is 637 × 36 pt in inner-portrait, below the 44 × 44 pt default touch target. (touch_target_too_small)",
            "Map.duo.yml:105:9: note: search (search-field) is 359.5 × 36 pt in split-right, below the 44 × 44 pt default touch target. (touch_target_too_small)",
            "Map.duo.yml:124:9: warning: search (search-field) at x 16–375.5 is under the vertical bar's inset 0–84 in split-left; keep it inside the safe area. (content_under_vertical_bar)",
            "Map.duo.yml:124:9: note: search (search-field) is 359.5 × 36 pt in split-left, below the 44 × 44 pt default touch target. (touch_target_too_small)",
        ])
    }

    /// The corrected Reader sample gives nothing; the Reader sample gives each of the new checks once or twice.
    func testReaderSampleAndItsFixedTwin() throws {
        var r = try runDuolint(["--quiet", "--strict", "Samples/Screens/ReaderFixed.duo.yml"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "")
        r = try runDuolint(["--quiet", "Samples/Screens/Reader.duo.yml"])
        XCTAssertEqual(r.stdout.split(separator: "\n").map { String($0.split(separator: " ").first ?? "") + " " + String($0.split(separator: "(").last ?? "") }, [
            "Samples/Screens/Reader.duo.yml:23:9: interactive_on_fold)", "Samples/Screens/Reader.duo.yml:39:3: feature_missing_in_state)",
            "Samples/Screens/Reader.duo.yml:51:9: tabletop_controls_on_top)", "Samples/Screens/Reader.duo.yml:55:9: tabletop_controls_on_top)",
            "Samples/Screens/Reader.duo.yml:58:9: interactive_on_fold)", "Samples/Screens/Reader.duo.yml:67:9: content_under_vertical_bar)",
            "Samples/Screens/Reader.duo.yml:78:9: content_under_vertical_bar)",
        ])
    }
}
