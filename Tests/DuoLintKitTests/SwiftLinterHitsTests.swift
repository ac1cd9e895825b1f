import Foundation
import XCTest
@testable import DuoLintKit

/// The one walk that finds both the file summary's words and the rules' triggers (`SwiftLinter.hits(in:)`):
/// its words are `SummaryWords(file)`'s, and linting from its hits gives the findings of linting by a walk.
final class SwiftLinterHitsTests: XCTestCase {
    private let linter = SwiftLinter(rules: RuleRegistry.swiftRules)

    private func file(_ text: String, path: String = "A.swift") -> SwiftFile { SwiftFile(SourceFile(path: path, text: text)) }
    private func file(bytes: [UInt8], path: String) -> SwiftFile { SwiftFile(SourceFile(path: path, bytes: bytes)) }

    /// `hits(in:)`'s words and findings against `SummaryWords` and a walk, for `text`.
    private func assertSame(_ text: String, _ name: String, line: UInt = #line) {
        assertSame(bytes: Array(text.utf8), name, line: line)
    }

    private func assertSame(bytes text: [UInt8], _ name: String, line: UInt = #line) {
        let f = file(bytes: text, path: name.hasSuffix(".swift") ? name : "Example.swift")
        let hits = linter.hits(in: f)
        let words = SummaryWords(f)
        for w in SummaryWords.words.indices {
            XCTAssertEqual(hits.words.occurrences(w), words.occurrences(w), "\(name): \(SummaryWords.words[w])", line: line)
        }
        let summary = FileSummary(f, words: hits.words)
        XCTAssertEqual(summary, FileSummary(file(bytes: text, path: f.path)), name, line: line)
        let context = RuleContext(options: linter.options, summary: summary)
        let viaHits = linter.lint(f, context: context, hits: hits).findings
        let viaWalk = linter.lint(file(bytes: text, path: f.path)).findings
        func described(_ f: [Finding]) -> [String] { f.map { "\($0.ruleID) \($0.range.start.line):\($0.range.start.utf8Column) \($0.message)" } }
        XCTAssertEqual(described(viaHits), described(viaWalk), name, line: line)
    }

    func testABacktickedNameIsATriggerButNotASummaryWord() {
        let f = file("let a = `toolbar`\nlet b = toolbar\nlet c = `UIScreen`.main")
        let hits = linter.hits(in: f)
        let toolbar = SummaryWords.words.firstIndex { $0.description == "toolbar" }!
        XCTAssertEqual(hits.words.occurrences(toolbar).map { f.text(Int($0)) }, ["toolbar"])
        // `UIScreen` backticked and bare `toolbar` (a trigger of custom_swiftui_bar) are rule hits; the backticked
        // `toolbar` is one too.
        let tokens = hits.rules.map { Int($0 >> 32) }
        XCTAssertEqual(tokens.map { f.text($0) }, ["`toolbar`", "toolbar", "`UIScreen`"])
        assertSame("let a = `toolbar`\nlet b = toolbar\nlet c = `UIScreen`.main", "backticks")
    }

    func testAWordThatIsBothATriggerAndASummaryWordIsBoth() {
        // `idiom` is a trigger of idiom_layout_check and a summary word.
        let f = file("var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }\nlet i = idiom")
        let hits = linter.hits(in: f)
        let idiom = SummaryWords.words.firstIndex { $0.description == "idiom" }!
        let full = SummaryWords.words.firstIndex { $0.description == "userInterfaceIdiom" }!
        XCTAssertEqual(hits.words.occurrences(idiom).map { f.text(Int($0)) }, ["idiom"])
        XCTAssertEqual(hits.words.occurrences(full).map { f.text(Int($0)) }, ["userInterfaceIdiom"])
        let ruleWords = hits.rules.map { f.text(Int($0 >> 32)) }
        XCTAssertTrue(ruleWords.contains("userInterfaceIdiom") && ruleWords.contains("idiom"), "\(ruleWords)")
    }

    /// Every Swift input of the repository: Samples, ../shared/cases and the rule pages' examples.
    func testEveryRepositoryInputGivesTheSameWordsSummaryAndFindings() throws {
        var inputs: [(String, [UInt8])] = []
        let fm = FileManager.default
        for root in [packageRoot.appendingPathComponent("Samples"), packageRoot.deletingLastPathComponent().appendingPathComponent("shared/cases")] {
            guard let e = fm.enumerator(atPath: root.path) else { continue }
            while let name = e.nextObject() as? String {
                guard name.hasSuffix(".swift") else { continue }
                inputs.append((name, Array(try Data(contentsOf: root.appendingPathComponent(name)))))
            }
        }
        let rules = packageRoot.appendingPathComponent("Rules")
        for name in try fm.contentsOfDirectory(atPath: rules.path).sorted() where name.hasSuffix(".md") {
            let (page, _) = RulePageDocument.parse(try String(contentsOf: rules.appendingPathComponent(name), encoding: .utf8))
            for (k, example) in (page?.examples ?? []).enumerated() where example.language == "swift" {
                inputs.append(("\(name)#\(k)", Array(example.source.utf8)))
            }
        }
        XCTAssertGreaterThan(inputs.count, 300)
        for (name, text) in inputs { assertSame(bytes: text, name) }
    }
}
