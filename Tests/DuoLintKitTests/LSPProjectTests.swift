import DuoLintKit
import Foundation
import XCTest

/// The language server's project model and configuration: a change in one file relints the open files that
/// depend on it, files changed on disk count, `.duolint.yml` errors are shown on the configuration file.
final class LSPProjectTests: XCTestCase {
    // idiom_layout_check's page: the predicate in Device.swift is reported when LibraryView.swift uses it for layout.
    let device = """
        enum Device {
            static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
        }

        """
    let library = """
        struct LibraryView: View {
            var body: some View {
                Shelf()
                    .padding(.horizontal, Device.isPad ? 40 : 16)
            }
        }

        """

    func testAChangeInOneOpenFileRelintsTheOpenFilesThatDependOnIt() throws {
        let folder = try makeFolder(self, [("Device.swift", device), ("LibraryView.swift", library)], workTree: true)
        let client = try LSPTestClient(directory: folder)
        try client.initialize(root: folder, capabilities: ["window": ["workDoneProgress": true]], options: ["debounceMilliseconds": 0])
        _ = try client.wait { $0["method"] == "$/progress" && $0["params"]?["value"]?["kind"] == "end" }
        let deviceURI = folder.appendingPathComponent("Device.swift").absoluteString
        let libraryURI = folder.appendingPathComponent("LibraryView.swift").absoluteString
        client.open(deviceURI, device)
        XCTAssertEqual(try client.diagnostics(deviceURI, version: 1).map(describe), ["idiom_layout_check 1:29"])
        client.open(libraryURI, library)
        XCTAssertEqual(try client.diagnostics(libraryURI, version: 1), [])
        // The padding no longer depends on the predicate: Device.swift's finding goes, without touching Device.swift.
        client.change(libraryURI, version: 2, line: 3, from: 34, to: 55, "16")
        XCTAssertEqual(try client.diagnostics(libraryURI, version: 2), [])
        XCTAssertEqual(try client.diagnostics(deviceURI, version: 1), [])
        // Closing LibraryView.swift brings back what is on disk, where the predicate still chooses the padding.
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(libraryURI)]])
        XCTAssertEqual(try client.diagnostics(libraryURI), [])
        XCTAssertEqual(try client.diagnostics(deviceURI, version: 1).map(describe), ["idiom_layout_check 1:29"])
        // A file changed on disk and reported by the client counts as well.
        try Data(library.replacingOccurrences(of: "Device.isPad ? 40 : 16", with: "16").utf8)
            .write(to: folder.appendingPathComponent("LibraryView.swift"))
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(libraryURI), "type": 2]]])
        XCTAssertEqual(try client.diagnostics(deviceURI, version: 1), [])
        XCTAssertEqual(try client.shutDown(), 0)
    }

    func testConfigurationErrorsAreShownOnTheConfigurationFileAndClearedWhenFixed() throws {
        let view = "let width = UIScreen.main.bounds.width\n"
        let folder = try makeFolder(self, [("View.swift", view), (".duolint.yml", "disabled_rule: [ui_screen_main]\n")], workTree: true)
        let client = try LSPTestClient(directory: folder)
        try client.initialize(root: folder, options: ["debounceMilliseconds": 0])
        let viewURI = folder.appendingPathComponent("View.swift").absoluteString
        let configURI = folder.appendingPathComponent(".duolint.yml").absoluteString
        client.open(viewURI, view)
        let errors = try client.diagnostics(configURI)
        XCTAssertEqual(errors.map(describe), ["- 0:0"])
        XCTAssertEqual(errors.first?["message"], "unknown key 'disabled_rule' (did you mean 'disabled_rules'?); expected one of: disabled_rules, excluded, included, max_file_size, only_rules, opt_in_rules, reporter, root, rules")
        XCTAssertEqual(errors.first?["severity"], 1)
        let notLinted = try client.diagnostics(viewURI, version: 1)
        XCTAssertEqual(notLinted.map { $0["message"]?.string ?? "" },
                       ["not linted: the configuration \(folder.path)/.duolint.yml:1:1 has an error (shown on that file)"])
        // Fixed on disk: the errors are cleared and the document is linted with the rule disabled.
        try Data("disabled_rules: [ui_screen_main]\n".utf8).write(to: folder.appendingPathComponent(".duolint.yml"))
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(configURI), "type": 2]]])
        XCTAssertEqual(try client.diagnostics(configURI), [])
        XCTAssertEqual(try client.diagnostics(viewURI, version: 1), [])
        // Broken on disk unseen, then opened in the editor: read again, its error shown.
        try Data("rules: 3\n".utf8).write(to: folder.appendingPathComponent(".duolint.yml"))
        client.open(configURI, "rules: 3\n")
        XCTAssertEqual(try client.diagnostics(configURI).map { $0["message"]?.string ?? "" }, ["'rules' expects a mapping from rule id to options, e.g. 'ui_screen_main: { severity: error }'"])
        XCTAssertEqual(try client.diagnostics(viewURI, version: 1).map(describe), ["- 0:0"])
        // Enabled again by a saved configuration (didSave): the finding is back.
        try Data("disabled_rules: []\n".utf8).write(to: folder.appendingPathComponent(".duolint.yml"))
        client.notify("textDocument/didSave", ["textDocument": ["uri": .string(configURI)]])
        XCTAssertEqual(try client.diagnostics(viewURI, version: 1).map(describe), ["ui_screen_main 0:12"])
        XCTAssertEqual(try client.shutDown(), 0)
    }

    func testABaselineGivenAtInitializeHidesWhatItRecords() throws {
        let view = "let width = UIScreen.main.bounds.width\n"
        let folder = try makeFolder(self, [("View.swift", view), ("ci/README", "the CI's files\n")], workTree: true)
        let written = try runDuolint(["--write-baseline", "ci/baseline.json", "--quiet", "."], in: folder)
        XCTAssertEqual(written.status, 1, written.stderr)
        let client = try LSPTestClient(directory: folder)
        try client.initialize(root: folder, options: ["debounceMilliseconds": 0, "baseline": "ci/baseline.json"])
        let uri = folder.appendingPathComponent("View.swift").absoluteString
        client.open(uri, view)
        XCTAssertEqual(try client.diagnostics(uri, version: 1), [])
        // A new finding is not in the baseline; the recorded one stays hidden as its line moves.
        client.change(uri, version: 2, line: 0, from: 0, to: 0, "let scale = UIScreen.main.scale\n")
        XCTAssertEqual(try client.diagnostics(uri, version: 2).map(describe), ["ui_screen_main 0:12"])
        XCTAssertEqual(try client.shutDown(), 0)

        let other = try LSPTestClient(directory: folder)
        try other.initialize(root: folder, options: ["baseline": "missing.json"])
        XCTAssertEqual(try other.wait { $0["method"] == "window/showMessage" }["params"]?["message"]?.string,
                       "duolint: initialize: initializationOptions.baseline: \(folder.path)/missing.json: cannot read baseline: no such file")
        XCTAssertEqual(try other.shutDown(), 0)
    }

    func testAConfigurationThatIsAFIFOIsAnErrorAndNothingBlocks() throws {
        let view = "let width = UIScreen.main.bounds.width\n"
        let folder = try makeFolder(self, [("View.swift", view)], workTree: true)
        XCTAssertEqual(mkfifo(folder.appendingPathComponent(".duolint.yml").path, 0o644), 0)
        let client = try LSPTestClient(directory: folder)
        try client.initialize(root: folder, options: ["debounceMilliseconds": 0])
        let uri = folder.appendingPathComponent("View.swift").absoluteString
        client.open(uri, view)
        XCTAssertEqual(try client.diagnostics(folder.appendingPathComponent(".duolint.yml").absoluteString).map { $0["message"]?.string ?? "" },
                       ["cannot read configuration file: not a regular file"])
        XCTAssertEqual(try client.shutDown(), 0)
    }
}
