import Foundation
@testable import DuoLintKit

/// A rule page `Rules/<id>.md` as the tests read it: the header facts and the
/// fenced examples, with each `↓` marker turned into an expected position.
struct RulePageDocument {
    struct Example {
        /// The example's source with the markers removed.
        var source: String
        /// Expected findings: 1-based line and UTF-8 column of each `↓`.
        var expected: [(line: Int, column: Int)]
        /// 1-based line of the example's opening fence in the page (for failure messages).
        var pageLine: Int
        var triggering: Bool
        /// `swift`, `yaml` (a screen spec), `xml` (an Info.plist), `xcconfig` or `pbxproj` (build settings).
        var language: String
    }

    var id: String
    var name: String
    var severity: String
    var input: String
    var summary: String
    var examples: [Example]

    /// Parses `text`, the page's Markdown. Returns nil with a reason when the page does not follow the format.
    static func parse(_ text: String) -> (page: RulePageDocument?, problem: String?) {
        let lines = text.components(separatedBy: "\n")
        guard let title = lines.first, title.hasPrefix("# "), let open = title.range(of: " (`"), title.hasSuffix("`)") else {
            return (nil, "first line must be '# <Name> (`<id>`)'")
        }
        let name = String(title[title.index(title.startIndex, offsetBy: 2)..<open.lowerBound])
        let id = String(title[open.upperBound..<title.index(title.endIndex, offsetBy: -2)])
        func bullet(_ key: String) -> String? {
            let prefix = "- **\(key):** "
            return lines.first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        }
        guard let severity = bullet("Severity"), let input = bullet("Input"), let summary = bullet("Summary") else {
            return (nil, "missing Severity, Input or Summary bullet")
        }
        var examples: [Example] = []
        var section: Bool?  // true: triggering, false: non-triggering, nil: elsewhere
        var i = 0
        while i < lines.count {
            let line = lines[i]
            if line.hasPrefix("## ") {
                section = line == "## Triggering examples" ? true : line == "## Non-triggering examples" ? false : nil
            } else if let triggering = section, line == "```swift" || line == "```yaml" || line == "```xml"
                        || line == "```xcconfig" || line == "```pbxproj" {
                let language = String(line.dropFirst(3))
                var body: [String] = []
                let start = i + 1
                i += 1
                while i < lines.count && lines[i] != "```" { body.append(lines[i]); i += 1 }
                examples.append(makeExample(body, pageLine: start, triggering: triggering, language: language))
            }
            i += 1
        }
        return (RulePageDocument(id: id, name: name, severity: severity, input: input, summary: summary, examples: examples), nil)
    }

    /// Removes the `↓` markers of `body` and records where each one stood.
    static func makeExample(_ body: [String], pageLine: Int, triggering: Bool, language: String) -> Example {
        var expected: [(Int, Int)] = []
        var cleaned: [String] = []
        for (n, line) in body.enumerated() {
            var out = ""
            for ch in line {
                if ch == "↓" { expected.append((n + 1, out.utf8.count + 1)) } else { out.append(ch) }
            }
            cleaned.append(out)
        }
        return Example(source: cleaned.joined(separator: "\n") + "\n", expected: expected, pageLine: pageLine,
                       triggering: triggering, language: language)
    }
}

/// Runs one rule over a snippet and returns its findings' (line, UTF-8 column, UTF-16 column).
/// `superfluous_disable` reads the other rules' findings, so it runs with all of them.
///
/// A snippet with `// file: NAME.swift` lines is several files of one project (the lines before the first
/// such line are `Example.swift`): they are linted together, with one project model, and each finding's
/// line is counted in the whole snippet (a file's first line is the one after its `// file:` line).
func findingsOf(_ rule: any SwiftRule, in source: String) -> [(line: Int, column: Int, utf16: Int)] {
    let rules = rule.description.id == SuperfluousDisableRule.description.id ? RuleRegistry.swiftRules : [rule]
    let parts = exampleFiles(source)
    if parts.count == 1 {
        let file = SwiftFile(SourceFile(path: "Example.swift", text: source))
        return SwiftLinter(rules: rules).lint(file).findings
            .filter { $0.ruleID == rule.description.id }
            .map { ($0.range.start.line, $0.range.start.utf8Column, $0.range.start.utf16Column) }
    }
    let linter = Linter(rules: rules, specRules: [], plistRules: [], jobs: 1)
    let results = linter.lint(parts.map { SourceFile(path: $0.path, text: $0.text) })
    return zip(parts, results).flatMap { part, result in
        result.findings.filter { $0.ruleID == rule.description.id }
            .map { ($0.range.start.line + part.firstLine - 1, $0.range.start.utf8Column, $0.range.start.utf16Column) }
    }
}

/// The files of a snippet split at its `// file: NAME` lines: each file's path (`Sources/NAME`), text and the
/// snippet line its first line is (1-based). One file, `Example.swift`, when there is no such line.
func exampleFiles(_ source: String) -> [(path: String, text: String, firstLine: Int)] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var parts: [(path: String, text: String, firstLine: Int)] = []
    var path = "Sources/Example.swift"
    var start = 0
    var body: [String] = []
    var sawMarker = false
    func flush() {
        // Blank lines before the first `// file:` line are no file.
        if !sawMarker && body.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) { return }
        parts.append((path, body.joined(separator: "\n") + "\n", start + 1))
    }
    for (n, line) in lines.enumerated() {
        if line.hasPrefix("// file: ") {
            flush()
            sawMarker = true
            path = "Sources/" + line.dropFirst("// file: ".count).trimmingCharacters(in: .whitespaces)
            start = n + 1
            body = []
        } else {
            body.append(line)
        }
    }
    flush()
    return parts
}

/// Runs one spec rule over a spec snippet: its findings' (line, UTF-8 column) and the spec's input errors.
func specFindingsOf(_ rule: any SpecRule, in source: String) -> (findings: [(line: Int, column: Int)], errors: [InputError]) {
    let rules = rule.specDescription.id == SuperfluousDisableRule.description.id ? RuleRegistry.specRules : [rule]
    let (findings, errors) = SpecLinter(rules: rules).lint(SourceFile(path: "Example.duo.yml", text: source))
    return (findings.filter { $0.ruleID == rule.specDescription.id }.map { ($0.range.start.line, $0.range.start.utf8Column) }, errors)
}

/// Runs one plist rule over an XML Info.plist snippet: its findings' (line, UTF-8 column) and the file's input errors.
func plistFindingsOf(_ rule: any PlistRule, in source: String) -> (findings: [(line: Int, column: Int)], errors: [InputError]) {
    let rules = rule.plistDescription.id == SuperfluousDisableRule.description.id ? RuleRegistry.plistRules : [rule]
    let (findings, errors) = PlistLinter(rules: rules).lint(SourceFile(path: "Info.plist", text: source))
    return (findings.filter { $0.ruleID == rule.plistDescription.id }.map { ($0.range.start.line, $0.range.start.utf8Column) }, errors)
}

/// Runs one build-setting rule over a build-settings snippet, as a file named `Example.xcconfig` (`language`
/// `xcconfig`) or `Example.xcodeproj/project.pbxproj` (`pbxproj`): its findings' (line, UTF-8 column) and the
/// file's input errors.
func buildSettingFindingsOf(_ rule: any BuildSettingRule, in source: String, language: String) -> (findings: [(line: Int, column: Int)], errors: [InputError]) {
    let rules = rule.buildSettingDescription.id == SuperfluousDisableRule.description.id ? RuleRegistry.buildSettingRules : [rule]
    let path = language == "xcconfig" ? "Example.xcconfig" : "Example.xcodeproj/project.pbxproj"
    let (findings, errors) = BuildSettingsLinter(rules: rules).lint(SourceFile(path: path, text: source))
    return (findings.filter { $0.ruleID == rule.buildSettingDescription.id }.map { ($0.range.start.line, $0.range.start.utf8Column) }, errors)
}

/// The package's root folder (two levels above this file's folder).
let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
