@testable import DuoLintKit
import Foundation
import XCTest

/// The README's copy-paste snippets stay valid: every ```yaml block parses, the pre-commit snippet and
/// `.pre-commit-hooks.yaml` say what the hook needs, and the GitHub workflow uses only options that
/// `duolint --help` lists.
final class ReadmeSnippetTests: XCTestCase {
    static var readme: String {
        get throws { try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8) }
    }

    /// The bodies of the README's fenced blocks whose info string is `language`.
    static func blocks(_ language: String, in text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let body = current {
                if line.hasPrefix("```") { blocks.append(body.joined(separator: "\n")); current = nil } else { current!.append(line) }
            } else if line == "```\(language)" {
                current = []
            }
        }
        return blocks
    }

    /// The text between `<!-- NAME:begin -->` and `<!-- NAME:end -->`, fence lines left out.
    static func marked(_ name: String, in text: String) throws -> String {
        let begin = try XCTUnwrap(text.range(of: "<!-- \(name):begin -->"), "no <!-- \(name):begin --> in README.md")
        let end = try XCTUnwrap(text.range(of: "<!-- \(name):end -->", range: begin.upperBound..<text.endIndex))
        return text[begin.upperBound..<end.lowerBound].split(separator: "\n").filter { !$0.hasPrefix("```") }.joined(separator: "\n")
    }

    func testEveryYAMLSnippetParses() throws {
        let blocks = Self.blocks("yaml", in: try Self.readme)
        XCTAssertGreaterThanOrEqual(blocks.count, 3)
        for block in blocks {
            XCTAssertNoThrow(try YAMLReader().read(Array(block.utf8)), block)
        }
    }

    func testPreCommitSnippetAndHookDefinition() throws {
        let snippet = try YAMLReader().read(Array(try Self.marked("pre-commit-config", in: try Self.readme).utf8))
        guard case .sequence(let repos)? = snippet["repos"]?.value, let repo = repos.first else {
            return XCTFail("the pre-commit snippet has no repos list")
        }
        XCTAssertEqual(repo["repo"]?.scalar, ProjectLinks.repository, "scripts/test-pre-commit.sh substitutes this")
        XCTAssertEqual(repo["rev"]?.scalar, "REV", "scripts/test-pre-commit.sh substitutes this")
        guard case .sequence(let hooks)? = repo["hooks"]?.value else { return XCTFail("no hooks") }
        XCTAssertEqual(hooks.first?["id"]?.scalar, "duolint")

        let definition = try Data(contentsOf: packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"))
        guard case .sequence(let defined) = try YAMLReader().read(Array(definition)).value, let hook = defined.first else {
            return XCTFail(".pre-commit-hooks.yaml is not a list of hooks")
        }
        XCTAssertEqual(hook["id"]?.scalar, "duolint")
        XCTAssertEqual(hook["entry"]?.scalar, "duolint --filenames-last")
        XCTAssertEqual(hook["language"]?.scalar, "swift")
        XCTAssertEqual(hook["require_serial"]?.scalar, "false")
        XCTAssertEqual(hook["pass_filenames"]?.scalar, "true")
        let files = try XCTUnwrap(hook["files"]?.scalar)
        XCTAssertEqual(files, #"(\.(swift|duo\.ya?ml|xcconfig)|(^|/)(([^/]*-)?Info\.plist|project\.pbxproj))$"#)
        // The README's local hook passes the same files.
        XCTAssertTrue(try Self.readme.contains("files: '\(files)'"), "the README's local hook has other files than .pre-commit-hooks.yaml")
        let regex = try NSRegularExpression(pattern: files)
        func matches(_ name: String) -> Bool { regex.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil }
        for name in ["A.swift", "Screens/Home.duo.yml", "Home.duo.yaml", "Info.plist", "App/Info.plist", "App/Stride-Info.plist",
                     "Config/App.xcconfig", "App.xcodeproj/project.pbxproj", "project.pbxproj"] {
            XCTAssertTrue(matches(name), name)
        }
        for name in ["A.swiftinterface", "Home.yml", "README.md", "App/MyInfo.plist", "Info.plist.bak", "Settings.plist",
                     "App.xcconfig.bak", "myproject.pbxproj", "App.xcodeproj/project.pbxproj.orig"] {
            XCTAssertFalse(matches(name), name)
        }
    }

    func testGitHubWorkflowUsesOnlyExistingOptions() throws {
        let workflow = try Self.marked("github-workflow", in: try Self.readme)
        let parsed = try YAMLReader().read(Array(workflow.utf8))
        XCTAssertNotNil(parsed["jobs"])
        XCTAssertTrue(workflow.contains("github/codeql-action/upload-sarif@"))
        // Each duolint command line: the words after a `duolint` word, up to a shell operator or comment.
        var flags: Set<String> = []
        var reporters: Set<String> = []
        for line in workflow.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            guard let start = words.firstIndex(of: "duolint") else { continue }
            var previous = ""
            for word in words[(start + 1)...] {
                if ["||", "&&", "|", ";", "#"].contains(word) { break }
                if word.hasPrefix("--") { flags.insert(String(word.split(separator: "=")[0])) }
                if previous == "--reporter" { reporters.insert(word) }
                previous = word
            }
        }
        XCTAssertTrue(flags.isSuperset(of: ["--reporter", "--output"]), "\(flags)")
        XCTAssertEqual(reporters, ["sarif", "github", "markdown"])
        let help = try runDuolint(["--help"])
        XCTAssertEqual(help.status, 0)
        for flag in flags {
            XCTAssertTrue(help.stdout.contains(flag + " "), "the README's workflow uses \(flag), which duolint --help does not list")
        }
        for reporter in reporters { XCTAssertTrue(help.stdout.contains(reporter), reporter) }
    }
}
