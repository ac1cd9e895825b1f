import Foundation
import XCTest

/// `duolint lsp` in a real editor: headless Neovim, through its own LSP client, opens a file in a copy of
/// `Samples/` (so the project model is the real one), waits for duolint's diagnostics, applies a code action with
/// `vim.lsp.util.apply_workspace_edit`, waits for the diagnostics of the edited buffer and writes it
/// (`Tests/Editors/neovim_e2e.lua`, driven by `NeovimSession`). The diagnostics must be exactly the findings
/// listed here and the CLI's findings in the same bytes (ranges, messages; `HistoryViewController.swift` line 86
/// has an emoji and Japanese before its finding, so its published column differs from its byte column), and the
/// written file exactly the expected bytes (the fixes as `Samples/FIXED.diff` has them).
/// Skips when `nvim` is not installed (`scripts/setup.sh --editors` installs it; `make test-integration` runs this).
final class NeovimEndToEndTests: XCTestCase {
    typealias Finding = NeovimSession.Finding
    typealias Action = NeovimRun.Action

    static let history = "Samples/Stride/UIKit/HistoryViewController.swift"
    /// `history`'s findings as `Samples/EXPECTED` lists them.
    static let historyFindings = [
        Finding(34, 26, "text_only_bar_item"), Finding(35, 23, "bar_item_missing_title"),
        Finding(45, 25, "text_only_bar_item"), Finding(59, 61, "symmetric_inset_math"),
        Finding(61, 12, "idiom_layout_check"), Finding(64, 17, "idiom_layout_check"),
        Finding(86, 69, "ui_screen_main"),
    ]
    static let fixAll = Action(title: "Fix all duolint findings in this file", kind: "source.fixAll.duolint",
                               isPreferred: false, diagnostics: [])

    /// The three fixes of `history` in `Samples/FIXED.diff`, each as (text, replacement).
    static let historyFixes = [
        ("action: #selector(addWorkout))\n", "action: #selector(addWorkout))\n        addItem.title = \"Add\"\n"),
        ("width: view.bounds.width - insets.left * 2, height:", "width: view.bounds.inset(by: insets).width, height:"),
        (#"@\(UIScreen.main.scale)x"#, #"@\(self.traitCollection.displayScale)x"#),
    ]

    /// `text` with `replacements` made, each of whose texts must occur exactly once.
    func replacing(_ text: String, _ replacements: [(String, String)]) -> String {
        replacements.reduce(text) { text, r in
            XCTAssertEqual(text.components(separatedBy: r.0).count, 2, "\(r.0) occurs once")
            return text.replacingOccurrences(of: r.0, with: r.1)
        }
    }

    /// The quick fix of the `ui_screen_main` finding on line 86: that finding goes, the others stay, the file is the
    /// original with that one change.
    func testQuickFixThroughNeovim() throws {
        let title = "Read the display scale from the trait collection"
        guard let s = try NeovimSession.start(self, path: Self.history, line: 86, rule: "ui_screen_main", title: title) else { return }
        XCTAssertEqual(NeovimSession.findings(s.run.before), Self.historyFindings)
        XCTAssertEqual(NeovimSession.sorted(s.run.actions), NeovimSession.sorted([
            Action(title: title, kind: "quickfix", isPreferred: true, diagnostics: ["ui_screen_main"]),
            Action(title: "Disable ui_screen_main for this line", kind: "quickfix", isPreferred: false, diagnostics: ["ui_screen_main"]),
            Self.fixAll,
        ]))
        XCTAssertEqual(NeovimSession.findings(s.run.after), Self.historyFindings.filter { $0.line != 86 })
        try s.assertCommon(expected: replacing(try s.original, [Self.historyFixes[2]]))
    }

    /// "Fix all duolint findings in this file": the file's three fixes in one edit (one of them adds a line), as
    /// `Samples/FIXED.diff` has them; the findings without a fix stay, those below the added line a line lower.
    func testFixAllThroughNeovim() throws {
        guard let s = try NeovimSession.start(self, path: Self.history, line: 35, rule: "bar_item_missing_title",
                                              title: Self.fixAll.title) else { return }
        XCTAssertEqual(NeovimSession.findings(s.run.before), Self.historyFindings)
        XCTAssertEqual(NeovimSession.sorted(s.run.actions), NeovimSession.sorted([
            Action(title: "Give the item the title Add", kind: "quickfix", isPreferred: true, diagnostics: ["bar_item_missing_title"]),
            Action(title: "Disable bar_item_missing_title for this line", kind: "quickfix", isPreferred: false,
                   diagnostics: ["bar_item_missing_title"]),
            Self.fixAll,
        ]))
        XCTAssertEqual(NeovimSession.findings(s.run.after), [
            Finding(34, 26, "text_only_bar_item"), Finding(46, 25, "text_only_bar_item"),
            Finding(62, 12, "idiom_layout_check"), Finding(65, 17, "idiom_layout_check"),
        ])
        try s.assertCommon(expected: replacing(try s.original, Self.historyFixes))
    }

    /// "Disable idiom_layout_check for this line" on line 61: the comment goes above it with its indentation, that
    /// finding goes and the findings below move down a line.
    func testDisableForThisLineThroughNeovim() throws {
        let title = "Disable idiom_layout_check for this line"
        guard let s = try NeovimSession.start(self, path: Self.history, line: 61, rule: "idiom_layout_check", title: title) else { return }
        XCTAssertEqual(NeovimSession.findings(s.run.before), Self.historyFindings)
        XCTAssertEqual(NeovimSession.sorted(s.run.actions), NeovimSession.sorted([
            Action(title: title, kind: "quickfix", isPreferred: false, diagnostics: ["idiom_layout_check"]),
            Self.fixAll,
        ]))
        XCTAssertEqual(NeovimSession.findings(s.run.after), disabled(Self.historyFindings, line: 61))
        try s.assertCommon(expected: inserting("        // duolint:disable:next idiom_layout_check - ", above: 61,
                                               in: try s.original, where: "        if idiom == .pad {"))
    }

    /// The same in a screen spec (YAML, `#` comments): `interactive_on_fold` on line 101 of `Paywall.duo.yml`.
    func testDisableInScreenSpecThroughNeovim() throws {
        let title = "Disable interactive_on_fold for this line"
        guard let s = try NeovimSession.start(self, path: "Samples/Screens/Paywall.duo.yml", line: 101,
                                              rule: "interactive_on_fold", title: title) else { return }
        let paywall = [
            Finding(9, 5, "bar_item_missing_title"), Finding(11, 5, "bar_item_order"), Finding(44, 9, "touch_target_too_small"),
            Finding(70, 9, "group_split_by_fold"), Finding(75, 9, "touch_target_too_small"),
            Finding(94, 9, "tabletop_controls_on_top"), Finding(101, 9, "interactive_on_fold"),
            Finding(141, 9, "content_under_vertical_bar"), Finding(159, 9, "interactive_on_fold"),
        ]
        XCTAssertEqual(NeovimSession.findings(s.run.before), paywall)
        XCTAssertEqual(s.run.actions, [Action(title: title, kind: "quickfix", isPreferred: false, diagnostics: ["interactive_on_fold"])])
        XCTAssertEqual(NeovimSession.findings(s.run.after), disabled(paywall, line: 101))
        try s.assertCommon(expected: inserting("      # duolint:disable:next interactive_on_fold - ", above: 101,
                                               in: try s.original, where: "      - id: buy"))
    }

    /// The project model: a layout decision added to `HistoryViewController.swift` through `UIDevice.current.isPad`
    /// puts a finding on the helper in `DeviceHelpers.swift`, open but never edited (the rule reports a helper at its
    /// test, naming the use), and taking the line out again removes it.
    func testEditInOneFileUpdatesAnotherThroughNeovim() throws {
        let helpers = "Samples/Stride/UIKit/DeviceHelpers.swift"
        let added = "        let columns = UIDevice.current.isPad ? 3 : 1"
        guard let s = try NeovimSession.startProject(self, watched: helpers, edited: Self.history, line: 64, text: added) else { return }
        let before = [Finding(43, 53, "ui_screen_main")]
        XCTAssertEqual(NeovimSession.findings(s.run.before), before)
        XCTAssertEqual(NeovimSession.findings(s.run.after), [Finding(12, 9, "idiom_layout_check")] + before)
        XCTAssertTrue(s.run.after.contains { $0.code == "idiom_layout_check" && $0.message.contains("HistoryViewController.swift:64") },
                      "\(s.run.after.map(\.message))")
        XCTAssertEqual(NeovimSession.findings(try XCTUnwrap(s.run.restored)), before)

        // The same against the CLI: the helpers' findings with the edited text on disk, then with the original.
        let original = try String(contentsOf: packageRoot.appendingPathComponent(Self.history), encoding: .utf8)
        let historyURL = s.root.appendingPathComponent(Self.history)
        XCTAssertEqual(try String(contentsOf: historyURL, encoding: .utf8), original, "Neovim wrote nothing")
        try Data(inserting(added, above: 64, in: original, where: "        switch (traitCollection.userInterfaceIdiom, "
                           + "view.bounds.width > view.bounds.height) {").utf8).write(to: historyURL)
        let cliAfter = try NeovimSession.cliFindings(helpers, in: s.root)
        try Data(original.utf8).write(to: historyURL)
        s.assertSameAsCLI(s.run.before, s.run.beforePublished, s.cliBefore, file: #filePath, line: #line)
        s.assertSameAsCLI(s.run.after, s.run.afterPublished, cliAfter, file: #filePath, line: #line)
        s.assertSameAsCLI(try XCTUnwrap(s.run.restored), try XCTUnwrap(s.run.restoredPublished), s.cliBefore, file: #filePath, line: #line)
        XCTAssertEqual(s.run.exit.code, 0, "duolint lsp's exit status after shutdown and exit")
    }

    /// `findings` without those on `line`, the ones below it a line lower (a line was inserted above `line`).
    func disabled(_ findings: [Finding], line: Int) -> [Finding] {
        findings.filter { $0.line != line }.map { Finding($0.line > line ? $0.line + 1 : $0.line, $0.column, $0.rule) }
    }

    /// `text` with the line `inserted` above its 1-based `line`, which must read `current`.
    func inserting(_ inserted: String, above line: Int, in text: String, where current: String) -> String {
        var lines = text.components(separatedBy: "\n")
        XCTAssertEqual(lines[line - 1], current)
        lines.insert(inserted, at: line - 1)
        return lines.joined(separator: "\n")
    }
}
