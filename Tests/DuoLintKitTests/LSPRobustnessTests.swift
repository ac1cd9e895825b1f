import DuoLintKit
import Foundation
import XCTest

/// The language server facing a client that breaks the rules: bad framing and JSON, unknown methods, requests
/// out of turn, edits outside the text, cancelled and outdated requests, a long session.
final class LSPRobustnessTests: XCTestCase {
    let view = "let width = UIScreen.main.bounds.width\n"

    func testBadMessagesGetJSONRPCErrorsAndTheServerGoesOn() throws {
        let client = try LSPTestClient()
        // Before initialize: only initialize is answered.
        XCTAssertEqual(try client.request("textDocument/codeAction")["error"],
                       ["code": -32002, "message": "the server is not initialized; send 'initialize' first"])
        try client.initialize(root: nil)
        client.sendRaw(Array("{\"jsonrpc\": \"2.0\", \"id\": 7, \"method\": ".utf8))
        XCTAssertEqual(try client.wait { $0["error"] != nil }, ["jsonrpc": "2.0", "id": nil,
                       "error": ["code": -32700, "message": "the message is not valid JSON"]])
        // Nested deeper than the JSON reader goes: an error, not a stack overflow.
        client.sendRaw(Array(("{\"jsonrpc\": \"2.0\", \"id\": 9, \"method\": \"x\", \"params\": " + String(repeating: "[", count: 100_000)
                              + String(repeating: "]", count: 100_000) + "}").utf8))
        XCTAssertEqual(try client.wait { $0["error"] != nil }["error"], ["code": -32700, "message": "the message is not valid JSON"])
        client.sendRaw(Array("[1, 2]".utf8))
        XCTAssertEqual(try client.wait { $0["error"] != nil }["error"], ["code": -32600, "message": "a message must be a JSON object"])
        client.sendRaw(Array("{\"jsonrpc\": \"2.0\", \"id\": 8, \"method\": 3}".utf8))
        XCTAssertEqual(try client.wait { $0["error"] != nil }, ["jsonrpc": "2.0", "id": 8,
                       "error": ["code": -32600, "message": "'method' must be a string"]])
        // A header without Content-Length is skipped; the next message is read.
        client.sendBytes("Content-Type: application/vscode-jsonrpc\r\n\r\n")
        XCTAssertEqual(try client.request("workspace/symbol")["error"], ["code": -32601, "message": "unknown method 'workspace/symbol'"])
        XCTAssertEqual(try client.request("initialize", ["capabilities": [:]])["error"],
                       ["code": -32600, "message": "'initialize' was already received"])
        XCTAssertEqual(try client.request("textDocument/codeAction", ["textDocument": ["uri": "file:///nowhere/A.swift"],
                       "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]]])["error"],
                       ["code": -32602, "message": "file:///nowhere/A.swift is not open (send textDocument/didOpen first)"])
        XCTAssertEqual(try client.request("textDocument/codeAction", ["range": [:]])["error"],
                       ["code": -32602, "message": "textDocument/codeAction needs textDocument.uri and range"])
        XCTAssertEqual(try client.request("shutdown")["result"], .null)
        XCTAssertEqual(try client.request("textDocument/codeAction")["error"],
                       ["code": -32600, "message": "the server is shut down; only 'exit' is accepted"])
        client.notify("exit")
        XCTAssertEqual(client.finish(), 0)
        XCTAssertEqual(String(decoding: client.standardError, as: UTF8.self),
                       "duolint lsp: no valid Content-Length header in 'Content-Type: application/vscode-jsonrpc'\n")
    }

    func testExitWithoutShutdownOrEndOfInputExitsWithOne() throws {
        let first = try LSPTestClient()
        try first.initialize(root: nil)
        first.notify("exit")
        XCTAssertEqual(first.finish(), 1)
        let second = try LSPTestClient()
        try second.initialize(root: nil)
        XCTAssertEqual(second.finish(), 1)
    }

    func testAnEditOutsideTheTextIsRefusedAndTheDocumentKept() throws {
        let folder = try makeFolder(self, [("View.swift", view)], workTree: true)
        let client = try LSPTestClient(directory: folder)
        try client.initialize(root: folder, options: ["debounceMilliseconds": 0])
        let uri = folder.appendingPathComponent("View.swift").absoluteString
        client.open(uri, view)
        XCTAssertEqual(try client.diagnostics(uri, version: 1).map(describe), ["ui_screen_main 0:12"])
        // Line 5 does not exist; the whole change (both edits) is refused.
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [
            ["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "// x\n"],
            ["range": ["start": ["line": 5, "character": 0], "end": ["line": 5, "character": 1]], "text": "y"]]])
        let shown = try client.wait { $0["method"] == "window/showMessage" }
        XCTAssertEqual(shown["params"], ["type": 1, "message": .string("duolint: textDocument/didChange: contentChanges[1].range 5:0-5:1 is outside "
            + "the document (3 lines, utf-16 characters) or inside a character; the change was not applied and duolint's copy of \(uri) "
            + "may differ from the editor's: close and reopen the document")])
        // Past the end of line 0 is outside too (TextDocumentTests covers the inside of a character).
        client.change(uri, version: 3, line: 0, from: 39, to: 39, "x")
        _ = try client.wait { $0["method"] == "window/showMessage" }
        // The text is the one before: an edit at line 0 still finds the finding at column 12 + 5.
        client.change(uri, version: 4, line: 0, from: 0, to: 0, "var a")
        XCTAssertEqual(try client.diagnostics(uri, version: 4).map(describe), ["ui_screen_main 0:17"])
        client.notify("textDocument/didChange", ["textDocument": ["uri": "file:///nowhere/B.swift", "version": 2], "contentChanges": []])
        let notOpen = try client.wait { $0["method"] == "window/showMessage" }
        let expected = "duolint: textDocument/didChange: file:///nowhere/B.swift is not open; the change was not applied and duolint's copy of "
            + "file:///nowhere/B.swift may differ from the editor's: close and reopen the document"
        XCTAssertEqual(notOpen["params"]?["message"]?.string, expected)
        XCTAssertEqual(try client.shutDown(), 0)
    }

    func testACodeActionWaitingForItsLintCanBeCancelledOrOutdated() throws {
        let folder = try makeFolder(self, [("View.swift", view)], workTree: true)
        let client = try LSPTestClient(directory: folder)
        // Ten seconds of debounce: a lint after a change is still waiting while the test runs. The index lands
        // first (it lints the open documents again at once).
        try client.initialize(root: folder, capabilities: ["window": ["workDoneProgress": true]], options: ["debounceMilliseconds": 10_000])
        _ = try client.wait { $0["method"] == "$/progress" && $0["params"]?["value"]?["kind"] == "end" }
        let uri = folder.appendingPathComponent("View.swift").absoluteString
        client.open(uri, view)
        XCTAssertEqual(try client.diagnostics(uri, version: 1).map(describe), ["ui_screen_main 0:12"])
        client.change(uri, version: 2, line: 0, from: 4, to: 9, "size")
        let range: JSONValue = ["start": ["line": 0, "character": 12], "end": ["line": 0, "character": 12]]
        let cancelled = client.send("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": range, "context": ["diagnostics": []]])
        client.notify("$/cancelRequest", ["id": .integer(cancelled)])
        XCTAssertEqual(try client.wait { $0["id"] == .integer(cancelled) }["error"], ["code": -32800, "message": "the request was cancelled"])
        let outdated = client.send("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": range, "context": ["diagnostics": []]])
        client.change(uri, version: 3, line: 0, from: 4, to: 8, "side")
        XCTAssertEqual(try client.wait { $0["id"] == .integer(outdated) }["error"],
                       ["code": -32801, "message": "the document changed before its lint ended; ask again"])
        // Cancelling an id that was answered already changes nothing.
        client.notify("$/cancelRequest", ["id": .integer(outdated)])
        XCTAssertEqual(try client.shutDown(), 0)
        XCTAssertFalse(client.takeReceived().contains { $0["id"] == .integer(outdated) })
    }

    func testUTF8PositionsWhenTheClientOffersThem() throws {
        let text = "let 名前 = \"🙂\"; let w = UIScreen.main.bounds.width\n"
        let folder = try makeFolder(self, [("View.swift", text)], workTree: true)
        for (offered, expected) in [(["utf-8", "utf-16"], "ui_screen_main 0:29"), (["utf-32"], "ui_screen_main 0:23")] {
            let client = try LSPTestClient(directory: folder)
            let result = try client.initialize(root: folder, capabilities: ["general": ["positionEncodings": .array(offered.map { .string($0) })]],
                                               options: ["debounceMilliseconds": 0])
            XCTAssertEqual(result["capabilities"]?["positionEncoding"], .string(offered.contains("utf-8") ? "utf-8" : "utf-16"))
            let uri = folder.appendingPathComponent("View.swift").absoluteString
            client.open(uri, text)
            XCTAssertEqual(try client.diagnostics(uri, version: 1).map(describe), [expected])
            XCTAssertEqual(try client.shutDown(), 0)
        }
    }

    func testTenThousandEditsKeepResidentMemoryFlat() throws {
        var lines = ["import SwiftUI", ""]
        for i in 0..<400 {
            lines += ["struct Card\(i): View {", "    let width = UIScreen.main.bounds.width", "    var body: some View { Text(\"\(i)\") }", "}", ""]
        }
        let text = lines.joined(separator: "\n")
        let folder = try makeFolder(self, [("Cards.swift", text)], workTree: true)
        let client = try LSPTestClient(directory: folder)
        try client.initialize(root: folder)
        let uri = folder.appendingPathComponent("Cards.swift").absoluteString
        client.open(uri, text)
        XCTAssertEqual(try client.diagnostics(uri, version: 1).count, 400)
        var version = 1
        var afterThousand: Int?
        for i in 0..<10_000 {
            // Typing and erasing "xy" at the start of a line that moves through the file.
            let line = 2 + (i / 2) % 2000
            version += 1
            if i % 2 == 0 { client.change(uri, version: version, line: line, from: 0, to: 0, "xy") } else {
                client.change(uri, version: version, line: line, from: 0, to: 2, "")
            }
            if i == 999 {
                XCTAssertEqual(try client.diagnostics(uri, version: version).count, 400)
                afterThousand = client.residentKiB()
            }
        }
        XCTAssertEqual(try client.diagnostics(uri, version: version).count, 400)
        if let before = afterThousand, let after = client.residentKiB() {
            // Flat: within 20% of the resident size after the first thousand edits.
            XCTAssertLessThanOrEqual(after, before + before / 5, "resident \(before) KiB after 1,000 edits, \(after) KiB after 10,000")
        }
        XCTAssertEqual(try client.shutDown(), 0)
    }

    func testAWaitingCodeActionIsAnsweredWhenItsDocumentClosesOrReopensOrTheServerShutsDown() throws {
        let folder = try makeFolder(self, [("View.swift", view)], workTree: true)
        let client = try LSPTestClient(directory: folder)
        try client.initialize(root: folder, capabilities: ["window": ["workDoneProgress": true]], options: ["debounceMilliseconds": 10_000])
        _ = try client.wait { $0["method"] == "$/progress" && $0["params"]?["value"]?["kind"] == "end" }
        let uri = folder.appendingPathComponent("View.swift").absoluteString
        let range: JSONValue = ["start": ["line": 0, "character": 12], "end": ["line": 0, "character": 12]]
        func waiting() -> Int {
            client.send("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": range, "context": ["diagnostics": []]])
        }
        client.open(uri, view)
        XCTAssertEqual(try client.diagnostics(uri, version: 1).map(describe), ["ui_screen_main 0:12"])
        client.change(uri, version: 2, line: 0, from: 4, to: 9, "size")
        let closed = waiting()
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        XCTAssertEqual(try client.wait { $0["id"] == .integer(closed) }["error"], ["code": -32801, "message": "the document was closed before its lint ended"])
        client.open(uri, view)
        client.change(uri, version: 2, line: 0, from: 4, to: 9, "size")
        let reopened = waiting()
        client.open(uri, view)
        XCTAssertEqual(try client.wait { $0["id"] == .integer(reopened) }["error"],
                       ["code": -32801, "message": "the document was opened again before its lint ended; ask again"])
        client.change(uri, version: 2, line: 0, from: 4, to: 9, "size")
        let atShutdown = waiting()
        XCTAssertEqual(try client.request("shutdown")["result"], .null)
        XCTAssertEqual(try client.wait { $0["id"] == .integer(atShutdown) }["error"], ["code": -32803, "message": "the server is shutting down"])
        client.notify("exit")
        XCTAssertEqual(client.finish(), 0)
    }

    func testADocumentClosedAndOpenedAgainAtOnceEndsWithItsFindings() throws {
        let folder = try makeFolder(self, [("View.swift", view)], workTree: true)
        let client = try LSPTestClient(directory: folder)
        try client.initialize(root: folder, capabilities: ["window": ["workDoneProgress": true]], options: ["debounceMilliseconds": 0])
        _ = try client.wait { $0["method"] == "$/progress" && $0["params"]?["value"]?["kind"] == "end" }
        let uri = folder.appendingPathComponent("View.swift").absoluteString
        client.open(uri, view)
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        client.open(uri, view)
        // The close's empty list, then the reopened text's finding (whatever the first open's lint published).
        XCTAssertEqual(try client.wait { $0["params"]?["uri"]?.string == uri && $0["params"]?["version"] == nil }["params"]?["diagnostics"], [])
        XCTAssertEqual(try client.diagnostics(uri, version: 1).map(describe), ["ui_screen_main 0:12"])
        XCTAssertEqual(try client.shutDown(), 0)
    }

    func testFixAllWhenTheFixOnlyAppendsToTheText() throws {
        // A function still being typed: the UIKit title fix goes after the last line.
        let typing = "import UIKit\n\nfunc makeItem() {\n    let item = UIBarButtonItem(image: UIImage(systemName: \"square.and.arrow.up\"), style: .plain, target: nil, action: nil)\n"
        let folder = try makeFolder(self, [("Typing.swift", typing)], workTree: true)
        let client = try LSPTestClient(directory: folder)
        try client.initialize(root: folder, options: ["debounceMilliseconds": 0])
        let uri = folder.appendingPathComponent("Typing.swift").absoluteString
        client.open(uri, typing)
        let diagnostics = try client.diagnostics(uri, version: 1)
        XCTAssertEqual(diagnostics.map(describe), ["bar_item_missing_title 3:15"])
        // The cursor on the line's indentation: outside the finding, which the client names in the context.
        let actions = try client.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)],
            "range": ["start": ["line": 3, "character": 2], "end": ["line": 3, "character": 2]],
            "context": ["diagnostics": .array(diagnostics)]])["result"]?.array ?? []
        XCTAssertEqual(actions.map { $0["title"]?.string ?? "" },
                       ["Give the item the title Share", "Disable bar_item_missing_title for this line", "Fix all duolint findings in this file"])
        let expected = typing + "    item.title = \"Share\"\n"
        XCTAssertEqual(applying(actions[0]["edit"]?["changes"]?[uri]?.array ?? [], to: typing), expected)
        XCTAssertEqual(applying(actions[2]["edit"]?["changes"]?[uri]?.array ?? [], to: typing), expected)
        XCTAssertEqual(try client.shutDown(), 0)
    }

    func testTheRootFolderAsAWorkspaceIsNotRead() throws {
        let folder = try makeFolder(self, [("View.swift", view)])
        try checkTheRootFolderIsNotRead(as: URL(fileURLWithPath: "/"), folder: folder)
        // Through a symbolic link to it, too.
        let link = folder.appendingPathComponent("disk")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/")
        try checkTheRootFolderIsNotRead(as: link, folder: folder)
    }

    func checkTheRootFolderIsNotRead(as root: URL, folder: URL) throws {
        let client = try LSPTestClient(directory: folder)
        try client.initialize(root: root, capabilities: ["window": ["workDoneProgress": true]],
                              options: ["debounceMilliseconds": 0])
        let uri = folder.appendingPathComponent("View.swift").absoluteString
        client.open(uri, view)
        XCTAssertEqual(try client.diagnostics(uri, version: 1).map(describe), ["ui_screen_main 0:12"])
        XCTAssertEqual(try client.shutDown(), 0)
        // No indexing began: the whole disk would have been walked.
        XCTAssertEqual(client.takeReceived().filter { $0["method"] == "$/progress" }, [])
    }
}
