@testable import DuoLintKit
import Foundation
import XCTest

/// One run of `Tests/Editors/neovim_e2e.lua` for `NeovimEndToEndTests`, with what to compare it against: a copy of
/// `Samples/` in a fresh work tree, the CLI's findings in the opened file before and after, and the file's bytes.
struct NeovimSession {
    var run: NeovimRun
    /// The copy's root (holding `Samples/` and `.git`).
    var root: URL
    /// The package-relative path of the opened file (the same inside the copy).
    var path: String
    /// `duolint --reporter json` on the file before Neovim opened it.
    var cliBefore: [CLIFinding]

    /// A finding as the tests name it: line, byte column, rule.
    struct Finding: Equatable, CustomStringConvertible {
        var line: Int, column: Int, rule: String
        init(_ line: Int, _ column: Int, _ rule: String) { (self.line, self.column, self.rule) = (line, column, rule) }
        var description: String { "\(line):\(column) \(rule)" }
    }

    /// A finding of `duolint --reporter json`.
    struct CLIFinding: Decodable {
        var line: Int, column: Int, endLine: Int, endColumn: Int, utf16Column: Int, endUtf16Column: Int
        var ruleId: String, severity: String, message: String
    }

    /// Copies `Samples/` into a fresh work tree and runs `neovim_e2e.lua` there on `path`, applying the code
    /// action `title` offered at the `rule` diagnostic of `line`. Nil after a failure (already reported); throws
    /// `XCTSkip` when `nvim` is not installed.
    static func start(_ test: XCTestCase, path: String, line: Int, rule: String, title: String,
                      file: StaticString = #filePath, sourceLine: UInt = #line) throws -> NeovimSession? {
        try start(test, "neovim_e2e.lua", path: path, variables: [
            "DUOLINT_E2E_FILE": path, "DUOLINT_E2E_LINE": String(line), "DUOLINT_E2E_CODE": rule, "DUOLINT_E2E_TITLE": title,
        ], label: title, file: file, sourceLine: sourceLine)
    }

    /// Copies `Samples/` into a fresh work tree and runs `neovim_project_e2e.lua` there: `watched` is opened, then
    /// `edited`, whose buffer gets the line `text` above its line `line` and then loses it again. The session's
    /// `path` is `watched`.
    static func startProject(_ test: XCTestCase, watched: String, edited: String, line: Int, text: String,
                             file: StaticString = #filePath, sourceLine: UInt = #line) throws -> NeovimSession? {
        try start(test, "neovim_project_e2e.lua", path: watched, variables: [
            "DUOLINT_E2E_WATCHED": watched, "DUOLINT_E2E_FILE": edited, "DUOLINT_E2E_LINE": String(line), "DUOLINT_E2E_TEXT": text,
        ], label: "\(edited) edited", file: file, sourceLine: sourceLine)
    }

    /// Runs `script` on a fresh copy of `Samples/` with `variables`, whose values that name files (`DUOLINT_E2E_FILE`,
    /// `DUOLINT_E2E_WATCHED`) are package-relative paths, made absolute in the copy here.
    private static func start(_ test: XCTestCase, _ script: String, path: String, variables: [String: String], label: String,
                              file: StaticString, sourceLine: UInt) throws -> NeovimSession? {
        guard let nvim = findNeovim() else {
            throw XCTSkip("nvim not found on PATH (or DUOLINT_NVIM); the Neovim end-to-end test is skipped "
                + "(scripts/setup.sh --editors installs Neovim; make test-integration runs this test)")
        }
        // The scripts use vim.diagnostic and vim.json (Neovim 0.7): an older Neovim is a failure, not a skip.
        guard let version = neovimVersion(nvim), version >= (0, 7) else {
            XCTFail("\(nvim.path) is not Neovim 0.7 or later (`nvim --version`); the end-to-end scripts need 0.7 "
                + "(Debian bookworm's neovim package, which scripts/setup.sh --editors installs, is 0.7.2)", file: file, line: sourceLine)
            return nil
        }
        let root = try makeTemporaryDirectory(test).resolvingSymlinksInPath()
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Samples"), to: root.appendingPathComponent("Samples"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let cliBefore = try cliFindings(path, in: root)
        var all = variables
        for key in ["DUOLINT_E2E_FILE", "DUOLINT_E2E_WATCHED"] where all[key] != nil {
            all[key] = root.appendingPathComponent(all[key]!).path
        }
        all["DUOLINT_E2E_SERVER"] = productsDirectory.appendingPathComponent("duolint").path
        all["DUOLINT_E2E_ROOT"] = root.path
        let started = Date()
        guard let run = try runNeovimScript(nvim, script, variables: all, scratch: try makeTemporaryDirectory(test), timeout: 120,
                                            file: file, line: sourceLine) else { return nil }
        print("Neovim \(run.nvim) (\(run.encoding)) end-to-end, \(path), \"\(label)\": "
            + String(format: "%.2f s", Date().timeIntervalSince(started)) + "\n  " + run.events.joined(separator: "\n  "))
        return NeovimSession(run: run, root: root, path: path, cliBefore: cliBefore)
    }

    /// `duolint --reporter json`'s findings in `path` as it is now on disk in the copy `root`.
    static func cliFindings(_ path: String, in root: URL) throws -> [CLIFinding] {
        let r = try runDuolint(["--quiet", "--reporter", "json", path], in: root)
        XCTAssertEqual(r.status, 1, r.stderr)
        return try JSONDecoder().decode([CLIFinding].self, from: Data(r.stdout.utf8))
    }

    /// The file's bytes in the package (before any change).
    var original: String { get throws { String(decoding: try Data(contentsOf: packageRoot.appendingPathComponent(path)), as: UTF8.self) } }

    /// The file's bytes as Neovim wrote them in the copy.
    var written: Data { get throws { try Data(contentsOf: root.appendingPathComponent(path)) } }

    /// (line, byte column, rule) of each diagnostic, sorted.
    static func findings(_ diagnostics: [NeovimRun.Diagnostic]) -> [Finding] {
        diagnostics.map { Finding($0.line, $0.column, $0.code) }.sorted { ($0.line, $0.column, $0.rule) < ($1.line, $1.column, $1.rule) }
    }

    /// The actions sorted by kind, then title (the server's order is not part of the protocol).
    static func sorted(_ actions: [NeovimRun.Action]) -> [NeovimRun.Action] {
        actions.sorted { ($0.kind ?? "", $0.title) < ($1.kind ?? "", $1.title) }
    }

    /// Checks what holds in every session: the diagnostics before and after are exactly the CLI's findings in
    /// the same bytes, the written file is `expected`, and the server exited with 0 after shutdown and exit.
    func assertCommon(expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        assertSameAsCLI(run.before, run.beforePublished, cliBefore, file: file, line: line)
        let written = try self.written
        XCTAssertEqual(String(decoding: written, as: UTF8.self), expected, "the written file", file: file, line: line)
        XCTAssertEqual(written, Data(expected.utf8), "the written file's bytes", file: file, line: line)
        assertSameAsCLI(run.after, run.afterPublished, try Self.cliFindings(path, in: root), file: file, line: line)
        XCTAssertEqual(run.exit.code, 0, "duolint lsp's exit status after shutdown and exit", file: file, line: line)
    }

    /// The diagnostics Neovim showed and the server published are exactly the CLI's findings `cli` in the same
    /// bytes: ranges (Neovim's byte columns; the published ones in the negotiated encoding), severity, rule,
    /// message, source and rule page.
    func assertSameAsCLI(_ seen: [NeovimRun.Diagnostic], _ published: [NeovimRun.Published], _ cli: [CLIFinding],
                         file: StaticString, line: UInt) {
        let levels = ["error": 1, "warning": 2, "note": 3]
        let utf8 = run.encoding == "utf-8"
        let expectedSeen = cli.map {
            NeovimRun.Diagnostic(line: $0.line, column: $0.column, endLine: $0.endLine, endColumn: $0.endColumn,
                                 severity: levels[$0.severity] ?? 0, code: $0.ruleId, source: "duolint", message: $0.message)
        }
        let expectedPublished = cli.map {
            NeovimRun.Published(line: $0.line - 1, character: (utf8 ? $0.column : $0.utf16Column) - 1, endLine: $0.endLine - 1,
                                endCharacter: (utf8 ? $0.endColumn : $0.endUtf16Column) - 1, severity: levels[$0.severity] ?? 0,
                                code: $0.ruleId, source: "duolint", href: ProjectLinks.rulePage($0.ruleId))
        }
        func bySeen(_ l: [NeovimRun.Diagnostic]) -> [NeovimRun.Diagnostic] { l.sorted { ($0.line, $0.column, $0.code) < ($1.line, $1.column, $1.code) } }
        func byPublished(_ l: [NeovimRun.Published]) -> [NeovimRun.Published] {
            l.sorted { ($0.line, $0.character, $0.code) < ($1.line, $1.character, $1.code) }
        }
        XCTAssertEqual(bySeen(seen), bySeen(expectedSeen), "Neovim's diagnostics vs the CLI's findings", file: file, line: line)
        XCTAssertEqual(byPublished(published), byPublished(expectedPublished), "published diagnostics vs the CLI's findings",
                       file: file, line: line)
    }
}
