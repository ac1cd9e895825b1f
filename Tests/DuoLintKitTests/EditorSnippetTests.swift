import Foundation
import XCTest

/// The README's "Editors (language server)" snippets: the JSON ones (VS Code, Sublime Text, Zed) parse, and every
/// editor's set-up starts `duolint lsp` and passes `debounceMilliseconds`, the server's initialization option.
/// `NeovimEndToEndTests` drives the server through Neovim itself; the README says which snippets were run by hand.
final class EditorSnippetTests: XCTestCase {
    /// The section's text, from its heading to the next `## ` heading.
    static func section() throws -> String {
        let readme = try ReadmeSnippetTests.readme
        let start = try XCTUnwrap(readme.range(of: "\n## Editors (language server)\n"), "no Editors section in README.md")
        let end = readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex)?.lowerBound ?? readme.endIndex
        return String(readme[start.upperBound..<end])
    }

    /// The subsection `### NAME` of the section.
    static func subsection(_ name: String) throws -> String {
        let text = try section()
        let start = try XCTUnwrap(text.range(of: "### \(name)\n"), "no ### \(name) in the Editors section")
        let end = text.range(of: "\n### ", range: start.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
        return String(text[start.upperBound..<end])
    }

    func testJSONSnippetsParse() throws {
        let blocks = ReadmeSnippetTests.blocks("json", in: try Self.section())
        XCTAssertEqual(blocks.count, 3, "VS Code, Sublime Text and Zed")
        for block in blocks {
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(block.utf8)), block)
        }
    }

    func testVSCodeSublimeAndZedSettings() throws {
        func object(_ name: String) throws -> [String: Any] {
            let block = try XCTUnwrap(ReadmeSnippetTests.blocks("json", in: try Self.subsection(name)).first, name)
            return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any], name)
        }
        let vscode = try object("VS Code")
        XCTAssertEqual(vscode["glspc.server.command"] as? String, "duolint")
        XCTAssertEqual(vscode["glspc.server.commandArguments"] as? [String], ["lsp"])
        XCTAssertEqual((vscode["glspc.server.initializationOptions"] as? [String: Int])?["debounceMilliseconds"], 50)
        let sublime = try XCTUnwrap((try object("Sublime Text (LSP)")["clients"] as? [String: Any])?["duolint"] as? [String: Any])
        XCTAssertEqual(sublime["command"] as? [String], ["duolint", "lsp"])
        XCTAssertEqual((sublime["initializationOptions"] as? [String: Int])?["debounceMilliseconds"], 50)
        let zed = try XCTUnwrap((try object("Zed")["lsp"] as? [String: Any])?["duolint"] as? [String: Any])
        XCTAssertEqual((zed["initialization_options"] as? [String: Int])?["debounceMilliseconds"], 50)
    }

    func testEverySetUpStartsTheServerWithTheOption() throws {
        let starts: [(section: String, language: String, command: String)] = [
            ("Neovim", "lua", "{ 'duolint', 'lsp' }"),
            ("Emacs (eglot)", "elisp", "(\"duolint\" \"lsp\""),
            ("Helix", "toml", "command = \"duolint\"\nargs = [\"lsp\"]"),
        ]
        for (name, language, command) in starts {
            let blocks = ReadmeSnippetTests.blocks(language, in: try Self.subsection(name))
            XCTAssertFalse(blocks.isEmpty, name)
            for block in blocks {
                XCTAssertTrue(block.contains(command), "\(name): \(block)")
                XCTAssertTrue(block.contains("debounceMilliseconds"), "\(name): \(block)")
            }
        }
    }
}
