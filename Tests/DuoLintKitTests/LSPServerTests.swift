import DuoLintKit
import Foundation
import XCTest

/// `duolint lsp` driven through pipes as an editor drives it (`LSPTestClient`): exact capabilities,
/// diagnostics, code actions and errors.
final class LSPServerTests: XCTestCase {
    /// A view with one `ui_screen_main` finding on line 4 (0-based 3), column 17 (0-based 16).
    let screenView = """
        import SwiftUI

        struct Card: View {
            let width = UIScreen.main.bounds.width
            var body: some View { Text("card").frame(width: width) }
        }

        """

    func uri(_ folder: URL, _ name: String) -> String { folder.appendingPathComponent(name).absoluteURL.absoluteString }

    func testInitializeAnswersTheServerCapabilities() throws {
        let client = try LSPTestClient()
        let result = try client.initialize(root: nil)
        XCTAssertEqual(result["capabilities"], [
            "positionEncoding": "utf-16",
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
            "codeActionProvider": ["codeActionKinds": ["quickfix", "source.fixAll.duolint"], "resolveProvider": false],
            "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
        ])
        XCTAssertEqual(result["serverInfo"], ["name": "duolint", "version": .string(DuoLintVersion.current)])
        XCTAssertEqual(try client.shutDown(), 0)
    }

    func testDiagnosticsFollowTheTextAsItChanges() throws {
        let folder = try makeFolder(self, [("Card.swift", screenView)], workTree: true)
        let client = try LSPTestClient(directory: folder)
        try client.initialize(root: folder, options: ["debounceMilliseconds": 0])
        let card = uri(folder, "Card.swift")
        client.open(card, screenView)
        let first = try client.diagnostics(card, version: 1)
        XCTAssertEqual(first.map(describe), ["ui_screen_main 3:16"])
        XCTAssertEqual(first[0], [
            "range": ["start": ["line": 3, "character": 16], "end": ["line": 3, "character": 24]],
            "severity": 1, "code": "ui_screen_main", "source": "duolint",
            "codeDescription": ["href": "https://github.com/duolint/duolint/blob/main/Rules/ui_screen_main.md"],
            "message": "UIScreen.main does not say which of iPhone Duo's two displays the app is on; use the window scene's or GeometryReader's bounds instead of UIScreen.main.bounds.",
        ])
        // A line inserted above moves the finding down.
        client.change(card, version: 2, line: 1, from: 0, to: 0, "// Cards\n")
        XCTAssertEqual(try client.diagnostics(card, version: 2).map(describe), ["ui_screen_main 4:16"])
        // Replacing the read of UIScreen.main clears it: an empty list is published.
        client.change(card, version: 3, line: 4, from: 16, to: 42, "320")
        XCTAssertEqual(try client.diagnostics(card, version: 3), [])
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(card)]])
        XCTAssertEqual(try client.diagnostics(card), [])
        XCTAssertEqual(try client.shutDown(), 0)
    }

    /// A copy of Samples/ in a fresh work tree, as `<folder>/Samples`.
    func samplesCopy() throws -> URL {
        let folder = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Samples"), to: folder.appendingPathComponent("Samples"))
        return folder
    }

    /// Starts a server on `folder` and waits until its project is indexed.
    func indexedServer(_ folder: URL, options: JSONValue = ["debounceMilliseconds": 0]) throws -> LSPTestClient {
        let client = try LSPTestClient(directory: folder)
        try client.initialize(root: folder, capabilities: ["window": ["workDoneProgress": true]], options: options)
        _ = try client.wait { $0["method"] == "$/progress" && $0["params"]?["value"]?["kind"] == "end" }
        return client
    }

    func testEverySamplesFileGetsTheFindingsOfTheCommandLine() throws {
        let folder = try samplesCopy()
        let run = try runDuolint(["--reporter", "json", "Samples"], in: folder)
        XCTAssertEqual(run.status, 1, run.stderr)
        var expected: [String: [String]] = [:]
        for f in try JSONValue.parse(Array(run.stdout.utf8)).array ?? [] {
            let line = f["line"]!.integer! - 1, endLine = f["endLine"]!.integer! - 1
            expected[f["path"]!.string!, default: []].append(
                "\(f["ruleId"]!.string!) \(line):\(f["utf16Column"]!.integer! - 1)-\(endLine):\(f["endUtf16Column"]!.integer! - 1) \(f["message"]!.string!)")
        }
        XCTAssertEqual(expected.values.map(\.count).reduce(0, +), 96)
        let files = FileDiscovery.discover([folder.appendingPathComponent("Samples").path]).files.sorted()
        XCTAssertEqual(files.count, 34)
        let client = try indexedServer(folder)
        for path in files { client.open(URL(fileURLWithPath: path).absoluteString, try String(contentsOfFile: path, encoding: .utf8)) }
        for path in files {
            let got = try client.diagnostics(URL(fileURLWithPath: path).absoluteString).map { d -> String in
                let r = d["range"]!
                return "\(d["code"]?.string ?? "-") \(r["start"]!["line"]!.integer!):\(r["start"]!["character"]!.integer!)-"
                    + "\(r["end"]!["line"]!.integer!):\(r["end"]!["character"]!.integer!) \(d["message"]!.string!)"
            }
            let relative = String(path.dropFirst(folder.path.count + 1))
            XCTAssertEqual(got, expected[relative] ?? [], relative)
        }
        XCTAssertEqual(try client.shutDown(), 0)
    }

    func testQuickFixAndFixAllMakeWhatDuolintFixWrites() throws {
        let folder = try samplesCopy()
        let name = "Samples/Stride/SwiftUI/WorkoutDetailView.swift"
        let file = folder.appendingPathComponent(name)
        let original = try String(contentsOf: file, encoding: .utf8)
        let fix = try runDuolint(["--fix", "--quiet", name], in: folder)
        XCTAssertEqual(fix.status, 1, fix.stderr)
        let fixed = try String(contentsOf: file, encoding: .utf8)
        XCTAssertNotEqual(fixed, original)
        try Data(original.utf8).write(to: file)

        let client = try indexedServer(folder)
        client.open(file.absoluteString, original)
        let diagnostics = try client.diagnostics(file.absoluteString, version: 1)
        XCTAssertEqual(diagnostics.map(describe), ["symmetric_inset_math 24:52", "symmetric_inset_math 27:67", "text_only_bar_item 36:16",
                                                   "bar_item_missing_title 40:16", "idiom_layout_check 53:26"])
        let actions = try client.request("textDocument/codeAction", ["textDocument": ["uri": .string(file.absoluteString)],
            "range": diagnostics[1]["range"]!, "context": ["diagnostics": [diagnostics[1]]]])["result"]?.array ?? []
        XCTAssertEqual(actions.map { "\($0["kind"]!.string!): \($0["title"]!.string!)" }, [
            "quickfix: Use the leading inset for the leading edge",
            "quickfix: Disable symmetric_inset_math for this line",
            "source.fixAll.duolint: Fix all duolint findings in this file",
        ])
        XCTAssertEqual(actions[0]["diagnostics"], [diagnostics[1]])
        XCTAssertEqual(actions[0]["isPreferred"], true)
        let edits = actions[0]["edit"]?["changes"]?[file.absoluteString]?.array ?? []
        XCTAssertEqual(applying(edits, to: original), fixed)
        XCTAssertEqual(applying(actions[2]["edit"]?["changes"]?[file.absoluteString]?.array ?? [], to: original), fixed)
        // The fixed text sent back (a whole-text change) loses exactly that finding.
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(file.absoluteString), "version": 2],
                                                 "contentChanges": [["text": .string(fixed)]]])
        XCTAssertEqual(try client.diagnostics(file.absoluteString, version: 2).map(describe),
                       ["symmetric_inset_math 24:52", "text_only_bar_item 36:16", "bar_item_missing_title 40:16", "idiom_layout_check 53:26"])
        XCTAssertEqual(try client.shutDown(), 0)
    }

    func testDisableActionsInsertTheDirectiveOfEachFileKind() throws {
        let folder = try samplesCopy()
        let client = try indexedServer(folder)
        // (file, 0-based line of a finding, the line inserted above it)
        let cases: [(String, Int, String)] = [
            ("Samples/Stride/Info.plist", 10, "\t<!-- duolint:disable:next requires_full_screen - -->\n"),
            ("Samples/Screens/Paywall.duo.yml", 8, "  # duolint:disable:next bar_item_missing_title - \n"),
            ("Samples/Stride/Config/Stride.xcconfig", 6, "// duolint:disable:next requires_full_screen - \n"),
        ]
        for (name, line, inserted) in cases {
            let file = folder.appendingPathComponent(name)
            let text = try String(contentsOf: file, encoding: .utf8)
            client.open(file.absoluteString, text)
            let diagnostics = try client.diagnostics(file.absoluteString, version: 1)
            guard let target = diagnostics.first(where: { $0["range"]?["start"]?["line"]?.integer == line }) else {
                XCTFail("no finding in \(name)"); continue
            }
            let actions = try client.request("textDocument/codeAction", ["textDocument": ["uri": .string(file.absoluteString)],
                "range": target["range"]!, "context": ["diagnostics": [target], "only": ["quickfix"]]])["result"]?.array ?? []
            let rule = target["code"]!.string!
            guard let disable = actions.first(where: { $0["title"]?.string == "Disable \(rule) for this line" }) else {
                XCTFail("no disable action in \(name): \(actions)"); continue
            }
            let edits = disable["edit"]?["changes"]?[file.absoluteString]?.array ?? []
            XCTAssertEqual(edits.first?["newText"]?.string, inserted, name)
            XCTAssertEqual(edits.first?["range"], ["start": ["line": .integer(line), "character": 0], "end": ["line": .integer(line), "character": 0]], name)
            let silenced = applying(edits, to: text)
            client.notify("textDocument/didChange", ["textDocument": ["uri": .string(file.absoluteString), "version": 2],
                                                     "contentChanges": [["text": .string(silenced)]]])
            let after = try client.diagnostics(file.absoluteString, version: 2)
            let remaining = diagnostics.filter { $0 != target }.count
            XCTAssertEqual(after.count, remaining, "\(name): \(after.map(describe))")
            XCTAssertFalse(after.contains { ["superfluous_disable", "invalid_suppression"].contains($0["code"]?.string ?? "") }, name)
        }
        XCTAssertEqual(try client.shutDown(), 0)
    }
}
