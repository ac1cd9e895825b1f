/// Inline suppression comments in Swift source (SwiftLint's habit, with our prefix):
///
/// - `// duolint:disable:next RULE [RULE…]` silences those rules on the line after the comment;
/// - `// duolint:disable:this RULE [RULE…]` silences them on the comment's own line;
/// - `all` stands for every rule. Text after ` - ` is a free reason (`// duolint:disable:next ui_screen_main - legacy`).
///
/// The region forms (`disable` … `enable`) and `:previous` come with the configuration issue.
public struct SuppressionMap: Sendable {
    /// 1-based line → rule ids silenced there (`"all"` for every rule).
    private var byLine: [Int: Set<String>] = [:]

    /// Reads every `duolint:` comment of `file`.
    public init(_ file: SwiftFile) {
        let marker = Array("duolint:".utf8)
        for c in file.comments {
            // Cheap byte scan first: most comments are not directives.
            let found = file.source.bytes.withUnsafeBufferPointer { b -> Bool in
                var i = Int(c.start)
                let end = Int(c.end) - marker.count
                while i <= end {
                    if b[i] == 0x64 {
                        var k = 1
                        while k < marker.count && b[i + k] == marker[k] { k += 1 }
                        if k == marker.count { return true }
                    }
                    i += 1
                }
                return false
            }
            guard found else { continue }
            let text = file.source.text(Int(c.start), Int(c.end))
            guard let r = text.range(of: "duolint:disable:") else { continue }
            let rest = text[r.upperBound...]
            let target: Int
            let words: Substring
            if rest.hasPrefix("next") {
                words = rest.dropFirst(4)
                target = file.source.lines.line(ofOffset: Int(c.end)) + 1
            } else if rest.hasPrefix("this") {
                words = rest.dropFirst(4)
                target = file.source.lines.line(ofOffset: Int(c.end))
            } else {
                continue
            }
            var ids = Set<String>()
            for w in words.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }) {
                if w == "-" || w.hasPrefix("*/") { break }
                ids.insert(String(w))
            }
            if !ids.isEmpty { byLine[target, default: []].formUnion(ids) }
        }
    }

    /// True when findings of `ruleID` on 1-based `line` are silenced.
    public func isSuppressed(_ ruleID: String, line: Int) -> Bool {
        guard let ids = byLine[line] else { return false }
        return ids.contains(ruleID) || ids.contains("all")
    }
}
