import Foundation
import XCTest
@testable import DuoLintKit

/// Every rule is tested from the examples on its page `Rules/<id>.md`
/// (ESLint's RuleTester, SwiftLint's example harness): each `↓` must be a
/// finding of that rule at that line and column and there must be no other.
/// Each triggering example is also re-run inside a line comment, a block comment
/// and a raw multi-line string literal (no finding), after emoji and CJK text on
/// its first line (columns shift by exactly that text's UTF-8 bytes and UTF-16
/// units), and under `// duolint:disable:next <id>` (no finding).
final class RulePageTests: XCTestCase {
    /// The pages, by rule id.
    private func pages() throws -> [String: RulePageDocument] {
        let dir = packageRoot.appendingPathComponent("Rules")
        var result: [String: RulePageDocument] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() where name.hasSuffix(".md") {
            let text = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
            let (page, problem) = RulePageDocument.parse(text)
            guard let page else { XCTFail("Rules/\(name): \(problem ?? "unreadable")"); continue }
            XCTAssertEqual(name, page.id + ".md", "Rules/\(name): the title's id and the file name differ")
            result[page.id] = page
        }
        return result
    }

    func testEveryRuleHasAPageAndEveryPageARule() throws {
        let pages = try pages()
        let ids = Set(RuleRegistry.descriptions.map(\.id))
        for id in ids.sorted() where pages[id] == nil { XCTFail("rule \(id) has no page Rules/\(id).md") }
        for id in pages.keys.sorted() where !ids.contains(id) { XCTFail("page Rules/\(id).md has no registered rule") }
    }

    func testPageHeadersMatchTheRuleMetadata() throws {
        let pages = try pages()
        for r in RuleRegistry.descriptions {
            guard let page = pages[r.id] else { continue }
            XCTAssertEqual(page.name, r.name, "\(r.id): name")
            XCTAssertEqual(page.severity, r.severity.rawValue, "\(r.id): severity")
            XCTAssertEqual(page.summary, r.summary, "\(r.id): summary")
            let inputs = r.inputs.map { $0 == .swift ? "Swift" : $0 == .plist ? "Info.plist" : $0 == .buildSettings ? "build settings" : $0.rawValue }.joined(separator: ", ")
            XCTAssertEqual(page.input, inputs, "\(r.id): input")
            for input in r.inputs {
                let languages: Set<String> = input == .swift ? ["swift"] : input == .plist ? ["xml"] : input == .buildSettings ? ["xcconfig", "pbxproj"] : ["yaml"]
                XCTAssertFalse(page.examples.filter { $0.triggering && languages.contains($0.language) }.isEmpty, "\(r.id): no triggering \(languages.sorted().joined(separator: " or ")) examples")
            }
            XCTAssertFalse(page.examples.filter(\.triggering).isEmpty, "\(r.id): no triggering examples")
            XCTAssertFalse(page.examples.filter { !$0.triggering }.isEmpty, "\(r.id): no non-triggering examples")
        }
    }

    /// Asserts that `rule` finds exactly `expected` (line, UTF-8 column) in `source`.
    private func assertFindings(_ rule: any SwiftRule, _ source: String, _ expected: [(line: Int, column: Int)],
                                _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let got = findingsOf(rule, in: source).map { "\($0.line):\($0.column)" }.sorted()
        let want = expected.map { "\($0.line):\($0.column)" }.sorted()
        XCTAssertEqual(got, want, "\(what)\n--- example ---\n\(source)---", file: file, line: line)
    }

    /// Asserts that each `language` example of `page` is a valid `what` (no input errors from `lint`) and that
    /// `lint` finds exactly its `↓` positions (line, UTF-8 column).
    private func assertExamples(_ page: RulePageDocument?, language: String, what: String,
                                _ lint: (String) -> (findings: [(line: Int, column: Int)], errors: [InputError])) {
        guard let page else { return }
        for ex in page.examples where ex.language == language {
            let at = "Rules/\(page.id).md:\(ex.pageLine)"
            XCTAssertEqual(ex.triggering, !ex.expected.isEmpty, "\(at): ↓ markers and the section disagree")
            let (found, errors) = lint(ex.source)
            XCTAssertEqual(errors, [], "\(at): the example is not a valid \(what)")
            XCTAssertEqual(found.map { "\($0.line):\($0.column)" }.sorted(), ex.expected.map { "\($0.line):\($0.column)" }.sorted(),
                           "\(at): findings differ from the ↓ markers\n--- example ---\n\(ex.source)---")
        }
    }

    func testEveryExampleOnEveryPage() throws {
        let pages = try pages()
        for rule in RuleRegistry.specRules {
            assertExamples(pages[rule.specDescription.id], language: "yaml", what: "spec") { specFindingsOf(rule, in: $0) }
        }
        for rule in RuleRegistry.plistRules {
            assertExamples(pages[rule.plistDescription.id], language: "xml", what: "Info.plist") { plistFindingsOf(rule, in: $0) }
        }
        for rule in RuleRegistry.buildSettingRules {
            for language in ["xcconfig", "pbxproj"] {
                assertExamples(pages[rule.buildSettingDescription.id], language: language, what: "build-settings file") {
                    buildSettingFindingsOf(rule, in: $0, language: language)
                }
            }
        }
        for rule in RuleRegistry.swiftRules {
            let id = rule.description.id
            guard let page = pages[id] else { continue }
            for ex in page.examples where ex.language == "swift" {
                let at = "Rules/\(id).md:\(ex.pageLine)"
                if ex.triggering {
                    XCTAssertFalse(ex.expected.isEmpty, "\(at): a triggering example without ↓")
                } else {
                    XCTAssertTrue(ex.expected.isEmpty, "\(at): a non-triggering example with ↓")
                }
                assertFindings(rule, ex.source, ex.expected, "\(at): findings differ from the ↓ markers")
            }
        }
    }

    func testTriggeringExamplesInCommentsAndStringsFindNothing() throws {
        let pages = try pages()
        for rule in RuleRegistry.swiftRules {
            let id = rule.description.id
            for ex in pages[id]?.examples ?? [] where ex.triggering && ex.language == "swift" {
                let at = "Rules/\(id).md:\(ex.pageLine)"
                let lines = ex.source.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                let lineComment = lines.map { "// " + $0 }.joined(separator: "\n") + "\n"
                assertFindings(rule, lineComment, [], "\(at): inside line comments")
                assertFindings(rule, wrappingEachFile(ex.source, "/*\n", "*/\n"), [], "\(at): inside a block comment")
                assertFindings(rule, wrappingEachFile(ex.source, "let text = #\"\"\"\n", "\"\"\"#\n"), [], "\(at): inside a raw multi-line string")
                assertFindings(rule, "let text = \"" + lines.joined(separator: " ").replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"\n",
                               [], "\(at): inside a single-line string")
            }
        }
    }

    /// `source` with each of its files (see `exampleFiles`) between `prefix` and `suffix`, the `// file:` lines kept.
    private func wrappingEachFile(_ source: String, _ prefix: String, _ suffix: String) -> String {
        let parts = exampleFiles(source)
        guard parts.count > 1 else { return prefix + source + suffix }
        return parts.map { "// file: \($0.path.dropFirst("Sources/".count))\n" + prefix + $0.text + suffix }.joined()
    }

    func testTriggeringExamplesAfterEmojiAndCJKShiftColumns() throws {
        let pages = try pages()
        let prefix = "/* 🎉 日本語 é */ "
        let utf8Shift = prefix.utf8.count, utf16Shift = prefix.utf16.count
        for rule in RuleRegistry.swiftRules {
            let id = rule.description.id
            for ex in pages[id]?.examples ?? [] where ex.triggering && ex.language == "swift" {
                let source = prefix + ex.source
                let got = findingsOf(rule, in: source).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
                let lines = ex.source.components(separatedBy: "\n")
                let want = ex.expected.map { e -> (Int, Int, Int) in
                    // UTF-16 column of the marker in the original line.
                    let lineText = lines[e.line - 1]
                    let before = String(decoding: Array(lineText.utf8).prefix(e.column - 1), as: UTF8.self)
                    let utf16 = before.utf16.count + 1
                    return e.line == 1 ? (1, e.column + utf8Shift, utf16 + utf16Shift) : (e.line, e.column, utf16)
                }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
                XCTAssertEqual(got.map { "\($0.line):\($0.column):\($0.utf16)" }, want.map { "\($0.0):\($0.1):\($0.2)" },
                               "Rules/\(id).md:\(ex.pageLine): columns after emoji/CJK (line:utf8:utf16)")
            }
        }
    }

    func testTriggeringExamplesUnderDisableNextFindNothing() throws {
        let pages = try pages()
        for rule in RuleRegistry.swiftRules {
            let id = rule.description.id
            for ex in pages[id]?.examples ?? [] where ex.triggering && ex.language == "swift" {
                let marked = Set(ex.expected.map(\.line))
                var out: [String] = []
                for (n, line) in ex.source.components(separatedBy: "\n").enumerated() {
                    if marked.contains(n + 1) {
                        let indent = line.prefix { $0 == " " || $0 == "\t" }
                        out.append("\(indent)// duolint:disable:next \(id)")
                    }
                    out.append(line)
                }
                assertFindings(rule, out.joined(separator: "\n"), [], "Rules/\(id).md:\(ex.pageLine): under disable:next")
            }
        }
    }
}

/// `source` with each of its files (split at `// file:` lines, as `exampleFiles` does) between `open` and
/// `close`; a snippet of one file is simply wrapped.
private func wrappingEachFile(_ source: String, _ open: String, _ close: String) -> String {
    var out = "", part = ""
    var started = false
    for line in source.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
        if line.hasPrefix("// file: ") {
            if started || !part.isEmpty { out += open + part + close }
            out += line + "\n"
            part = ""
            started = true
        } else {
            part += line + "\n"
        }
    }
    return out + open + part + close
}
