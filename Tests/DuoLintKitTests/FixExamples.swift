import Foundation
import XCTest
@testable import DuoLintKit

/// A `LANG-fix before` / `LANG-fix after` pair of a rule page: what `duolint --fix` must turn the first into.
struct FixPair {
    /// `swift`, `xml` (an Info.plist), `xcconfig` or `pbxproj`.
    var language: String
    var before: String
    var after: String
    /// 1-based page line of the `before` block's opening fence.
    var pageLine: Int
}

/// The fix pairs of a page's Markdown `text`, and the problems of blocks that do not pair up.
func fixPairs(_ text: String) -> (pairs: [FixPair], problems: [String]) {
    let lines = text.components(separatedBy: "\n")
    var pairs: [FixPair] = [], problems: [String] = []
    var pending: (language: String, body: String, line: Int)?
    var i = 0
    while i < lines.count {
        let line = lines[i]
        if line.hasPrefix("```"), line.hasSuffix("-fix before") || line.hasSuffix("-fix after") {
            let words = line.dropFirst(3).split(separator: " ")
            let language = String(words[0].dropLast("-fix".count)), side = String(words.last!)
            var body: [String] = []
            let start = i + 1
            i += 1
            while i < lines.count && lines[i] != "```" { body.append(lines[i]); i += 1 }
            let text = body.joined(separator: "\n") + "\n"
            if side == "before" {
                if let p = pending { problems.append("line \(p.line): a before block without its after block") }
                pending = (language, text, start)
            } else if let p = pending, p.language == language {
                pairs.append(FixPair(language: language, before: p.body, after: text, pageLine: p.line))
                pending = nil
            } else {
                problems.append("line \(start): an after block without a \(language)-fix before block above it")
            }
        }
        i += 1
    }
    if let p = pending { problems.append("line \(p.line): a before block without its after block") }
    return (pairs, problems)
}

/// The files of a fix block: for Swift, split at `// file: NAME` lines (`Package.swift` and names with a `/`
/// stay at the folder's root, others go under `Sources/`; before the first such line, `Sources/Example.swift`);
/// an Info.plist is `Info.plist`, build settings `Example.xcconfig` or `Example.xcodeproj/project.pbxproj`.
func fixFiles(_ text: String, language: String) -> [(path: String, text: String)] {
    switch language {
    case "xml": return [("Info.plist", text)]
    case "xcconfig": return [("Example.xcconfig", text)]
    case "pbxproj": return [("Example.xcodeproj/project.pbxproj", text)]
    default:
        var parts: [(path: String, text: String)] = []
        var path = "Sources/Example.swift", body: [String] = [], marked = false
        func flush() {
            if !marked && body.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) { return }
            parts.append((path, body.joined(separator: "\n") + "\n"))
        }
        // By `\n` bytes (a CRLF variant's `\r\n` is one Character, which `split` would not break at).
        for line in String(text.dropLast()).unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map({ String(String.UnicodeScalarView($0)) }) {
            if line.hasPrefix("// file: ") {
                flush()
                marked = true
                let name = line.dropFirst("// file: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
                path = name == "Package.swift" || name.contains("/") ? name : "Sources/" + name
                body = []
            } else {
                body.append(line)
            }
        }
        flush()
        return parts
    }
}

/// A variant of a fix example: as written, with CRLF line ends, or indented with tabs (each leading run of
/// four spaces a tab).
enum FixVariant: String, CaseIterable {
    case lf, crlf, tabs

    func apply(_ text: String) -> String {
        switch self {
        case .lf: return text
        case .crlf: return text.replacingOccurrences(of: "\n", with: "\r\n")
        case .tabs:
            return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                var rest = Substring(line), lead = ""
                while rest.hasPrefix("    ") { lead += "\t"; rest = rest.dropFirst(4) }
                return lead + rest
            }.joined(separator: "\n")
        }
    }
}

/// Writes `files` into a new folder (a git work tree), lints it with every default rule as a run does, and
/// applies the fixes of rule `ruleID`'s findings as `duolint --fix` does. Returns each file's text after
/// the fix (unchanged files too), by path, and the lint's findings of that rule that carried a fix.
func fixFolder(_ test: XCTestCase, _ files: [(path: String, text: String)], rule ruleID: String) throws
    -> (texts: [String: String], fixed: [Finding], notApplied: [Finding], refusals: [String]) {
    let dir = try makeFolder(test, files, workTree: true)
    let linter = Linter(jobs: 1)
    let run = linter.run(paths: [dir.path])
    let (fixed, errors) = linter.fixedFiles(run.findings.filter { $0.ruleID == ruleID })
    XCTAssertEqual(errors, [])
    var texts: [String: String] = [:]
    for (path, text) in files { texts[path] = text }
    for f in fixed where f.changes {
        let relative = String(f.path.dropFirst(dir.path.count + 1))
        texts[relative] = String(decoding: f.fixed, as: UTF8.self)
    }
    return (texts, fixed.flatMap(\.applied), fixed.flatMap(\.notApplied), fixed.compactMap(\.refusal))
}
