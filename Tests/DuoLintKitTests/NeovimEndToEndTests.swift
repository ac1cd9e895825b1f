@testable import DuoLintKit
import Foundation
import XCTest

/// `duolint lsp` in a real editor: headless Neovim, through its own LSP client, opens
/// `Stride/UIKit/HistoryViewController.swift` in a copy of `Samples/` (so the project model is the real one),
/// waits for duolint's diagnostics, applies a code action with `vim.lsp.util.apply_workspace_edit`, waits for the
/// new diagnostics and writes the buffer (`Tests/Editors/neovim_e2e.lua`). The diagnostics must be exactly the
/// CLI's findings for the same file (Neovim's byte columns, and the published positions in the negotiated
/// encoding: line 86 has an emoji and Japanese before its finding), and the written file exactly the expected bytes.
/// Skips when `nvim` is not installed (`scripts/setup.sh --editors` installs it; `make test-integration` runs this).
final class NeovimEndToEndTests: XCTestCase {
    static let path = "Samples/Stride/UIKit/HistoryViewController.swift"

    /// The file's findings as `Samples/EXPECTED` lists them: line, byte column, rule.
    static let findings: [Finding] = [
        Finding(34, 26, "text_only_bar_item"), Finding(35, 23, "bar_item_missing_title"),
        Finding(45, 25, "text_only_bar_item"), Finding(59, 61, "symmetric_inset_math"),
        Finding(61, 12, "idiom_layout_check"), Finding(64, 17, "idiom_layout_check"),
        Finding(86, 69, "ui_screen_main"),
    ]

    struct Finding: Equatable, CustomStringConvertible {
        var line: Int, column: Int, rule: String
        init(_ line: Int, _ column: Int, _ rule: String) { (self.line, self.column, self.rule) = (line, column, rule) }
        var description: String { "\(line):\(column) \(rule)" }
    }

    /// The quick fix of the `ui_screen_main` finding on line 86 (`Samples/FIXED.diff`): the finding goes, the
    /// others stay, and the file on disk is the original with that one change.
    func testQuickFixThroughNeovim() throws {
        let title = "Read the display scale from the trait collection"
        guard let ran = try session(line: 86, rule: "ui_screen_main", title: title) else { return }
        let (run, root, cliBefore) = ran
        XCTAssertEqual(findings(run.before), Self.findings)
        assertSameAsCLI(run.before, run.beforePublished, encoding: run.encoding, cliBefore)
        XCTAssertEqual(run.actions.sorted(by: Self.actionOrder), [
            NeovimRun.Action(title: title, kind: "quickfix", isPreferred: true, diagnostics: ["ui_screen_main"]),
            NeovimRun.Action(title: "Disable ui_screen_main for this line", kind: "quickfix", isPreferred: false,
                             diagnostics: ["ui_screen_main"]),
        ].sorted(by: Self.actionOrder) + fixAll(run.actions))
        XCTAssertEqual(findings(run.after), Self.findings.filter { $0.line != 86 })

        let original = try String(decoding: Self.original(), as: UTF8.self)
        let call = #"@\(UIScreen.main.scale)x"#
        XCTAssertEqual(original.components(separatedBy: call).count, 2, "the fixed call occurs once")
        let expected = original.replacingOccurrences(of: call, with: #"@\(self.traitCollection.displayScale)x"#)
        let written = try Data(contentsOf: root.appendingPathComponent(Self.path))
        XCTAssertEqual(String(decoding: written, as: UTF8.self), expected)
        XCTAssertEqual(written, Data(expected.utf8))
        assertSameAsCLI(run.after, run.afterPublished, encoding: run.encoding, try cliFindings(root))
        XCTAssertEqual(run.exit.code, 0, "duolint lsp's exit status after shutdown and exit")
    }

    /// "Disable idiom_layout_check for this line" on line 61: the comment goes above it, that finding goes and
    /// the findings below move down a line.
    func testDisableForThisLineThroughNeovim() throws {
        let title = "Disable idiom_layout_check for this line"
        guard let ran = try session(line: 61, rule: "idiom_layout_check", title: title) else { return }
        let (run, root, cliBefore) = ran
        XCTAssertEqual(findings(run.before), Self.findings)
        assertSameAsCLI(run.before, run.beforePublished, encoding: run.encoding, cliBefore)
        XCTAssertEqual(run.actions.filter { $0.kind != "source.fixAll.duolint" }, [
            NeovimRun.Action(title: title, kind: "quickfix", isPreferred: false, diagnostics: ["idiom_layout_check"]),
        ])
        XCTAssertEqual(fixAll(run.actions).count, 1, "the file has fixes: one fix-all action")
        XCTAssertEqual(findings(run.after), Self.findings.filter { $0.line != 61 }.map {
            Finding($0.line > 61 ? $0.line + 1 : $0.line, $0.column, $0.rule)
        })

        var lines = try String(decoding: Self.original(), as: UTF8.self).components(separatedBy: "\n")
        XCTAssertEqual(lines[60], "        if idiom == .pad {")
        lines.insert("        // duolint:disable:next idiom_layout_check - ", at: 60)
        let expected = lines.joined(separator: "\n")
        let written = try Data(contentsOf: root.appendingPathComponent(Self.path))
        XCTAssertEqual(String(decoding: written, as: UTF8.self), expected)
        XCTAssertEqual(written, Data(expected.utf8))
        assertSameAsCLI(run.after, run.afterPublished, encoding: run.encoding, try cliFindings(root))
        XCTAssertEqual(run.exit.code, 0, "duolint lsp's exit status after shutdown and exit")
    }

    // MARK: - Helpers

    static func original() throws -> Data { try Data(contentsOf: packageRoot.appendingPathComponent(path)) }

    /// Copies `Samples/` into a fresh work tree and runs the script there on `path`, applying `title` at the
    /// `rule` diagnostic of `line`; also returns the CLI's findings in the file before Neovim changed it. Nil after a
    /// failure (already reported); throws `XCTSkip` without `nvim`.
    private func session(line: Int, rule: String, title: String) throws -> (NeovimRun, URL, [CLIFinding])? {
        guard let nvim = findNeovim() else {
            throw XCTSkip("nvim not found on PATH (or DUOLINT_NVIM); the Neovim end-to-end test is skipped "
                + "(scripts/setup.sh --editors installs Neovim; make test-integration runs this test)")
        }
        let root = try makeTemporaryDirectory(self).resolvingSymlinksInPath()
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Samples"), to: root.appendingPathComponent("Samples"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let cliBefore = try cliFindings(root)
        let scratch = try makeTemporaryDirectory(self)
        let started = Date()
        let run = try runNeovimScript(nvim, variables: [
            "DUOLINT_E2E_SERVER": productsDirectory.appendingPathComponent("duolint").path,
            "DUOLINT_E2E_ROOT": root.path,
            "DUOLINT_E2E_FILE": root.appendingPathComponent(Self.path).path,
            "DUOLINT_E2E_LINE": String(line),
            "DUOLINT_E2E_CODE": rule,
            "DUOLINT_E2E_TITLE": title,
        ], scratch: scratch, timeout: 120)
        guard let run else { return nil }
        print("Neovim \(run.nvim) end-to-end (\(title)): \(String(format: "%.2f", Date().timeIntervalSince(started))) s\n  "
            + run.events.joined(separator: "\n  "))
        return (run, root, cliBefore)
    }

    private func findings(_ diagnostics: [NeovimRun.Diagnostic]) -> [Finding] {
        diagnostics.map { Finding($0.line, $0.column, $0.code) }.sorted { ($0.line, $0.column, $0.rule) < ($1.line, $1.column, $1.rule) }
    }

    private func fixAll(_ actions: [NeovimRun.Action]) -> [NeovimRun.Action] {
        actions.filter { $0.kind == "source.fixAll.duolint" && $0.title == "Fix all duolint findings in this file" }
    }

    private static func actionOrder(_ a: NeovimRun.Action, _ b: NeovimRun.Action) -> Bool {
        (a.kind ?? "", a.title) < (b.kind ?? "", b.title)
    }

    /// A finding of `duolint --reporter json`.
    private struct CLIFinding: Decodable {
        var line: Int, column: Int, endLine: Int, endColumn: Int, utf16Column: Int, endUtf16Column: Int
        var ruleId: String, severity: String, message: String
    }

    /// `duolint --reporter json`'s findings in the file as it is now on disk in the copy `root`.
    private func cliFindings(_ root: URL) throws -> [CLIFinding] {
        let r = try runDuolint(["--quiet", "--reporter", "json", Self.path], in: root)
        XCTAssertEqual(r.status, 1, r.stderr)
        return try JSONDecoder().decode([CLIFinding].self, from: Data(r.stdout.utf8))
    }

    /// The diagnostics Neovim showed and the server published are exactly the CLI's findings `cli` in the same
    /// bytes of the same copy of Samples/: ranges, severity, rule, message, source and rule page.
    private func assertSameAsCLI(_ seen: [NeovimRun.Diagnostic], _ published: [NeovimRun.Published], encoding: String,
                                 _ cli: [CLIFinding], line: UInt = #line) {
        let levels = ["error": 1, "warning": 2, "note": 3]
        let expectedSeen = cli.map {
            NeovimRun.Diagnostic(line: $0.line, column: $0.column, endLine: $0.endLine, endColumn: $0.endColumn,
                                 severity: levels[$0.severity] ?? 0, code: $0.ruleId, source: "duolint", message: $0.message)
        }
        let utf8 = encoding == "utf-8"
        let expectedPublished = cli.map {
            NeovimRun.Published(line: $0.line - 1, character: (utf8 ? $0.column : $0.utf16Column) - 1, endLine: $0.endLine - 1,
                                endCharacter: (utf8 ? $0.endColumn : $0.endUtf16Column) - 1, severity: levels[$0.severity] ?? 0,
                                code: $0.ruleId, source: "duolint", href: ProjectLinks.rulePage($0.ruleId))
        }
        XCTAssertEqual(sortedSeen(seen), sortedSeen(expectedSeen), line: line)
        XCTAssertEqual(sortedPublished(published), sortedPublished(expectedPublished), line: line)
    }

    private func sortedSeen(_ list: [NeovimRun.Diagnostic]) -> [NeovimRun.Diagnostic] {
        list.sorted { ($0.line, $0.column, $0.code) < ($1.line, $1.column, $1.code) }
    }

    private func sortedPublished(_ list: [NeovimRun.Published]) -> [NeovimRun.Published] {
        list.sorted { ($0.line, $0.character, $0.code) < ($1.line, $1.character, $1.code) }
    }
}
