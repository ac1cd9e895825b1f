/// Inline suppression comments in Swift source (SwiftLint's habit, with our prefix).
///
/// A comment whose text starts with `duolint:` is a directive:
/// - `// duolint:disable:next RULE …` silences those rules on the line after the comment;
/// - `// duolint:disable:this RULE …` on the comment's own line;
/// - `// duolint:disable:previous RULE …` on the line before it;
/// - `// duolint:disable RULE …` from the comment's line until a `// duolint:enable RULE …`
///   (or the end of the file).
/// `all` stands for every rule; ids are separated by spaces or commas; text after
/// ` - ` is a reason for readers. An unknown rule id or directive is reported as
/// a problem (a typo must not silently leave a check on or off).
public struct SuppressionMap: Sendable {
    /// 1-based line → rule ids silenced there (`"all"` for every rule).
    private var byLine: [Int: Set<String>] = [:]
    /// Rule id (or `"all"`) → half-open 1-based line ranges where it is disabled.
    private var regions: [String: [Range<Int>]] = [:]
    /// Directives that could not be understood: UTF-8 offset of the comment and the message.
    public private(set) var problems: [(offset: Int, message: String)] = []

    /// Reads every `duolint:` directive among `file`'s comments. `knownRules` are the ids that may be named.
    public init(_ file: SwiftFile, knownRules: Set<String>) {
        let marker = Array("duolint:".utf8)
        var open: [String: Int] = [:]
        for c in file.comments {
            // The directive must open the comment's text: `// duolint:…`, `/* duolint:… */`.
            let start = file.source.bytes.withUnsafeBufferPointer { b -> Int? in
                var i = Int(c.start) + 2
                let end = Int(c.end)
                while i < end && (b[i] == 0x2F || b[i] == 0x2A || b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x21) { i += 1 }
                guard end - i >= marker.count else { return nil }
                for k in 0..<marker.count where b[i + k] != marker[k] { return nil }
                return i + marker.count
            }
            guard let textStart = start else { continue }
            var text = file.source.text(textStart, Int(c.end))
            if c.kind == .block || c.kind == .docBlock, text.hasSuffix("*/") { text.removeLast(2) }
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\n" || $0 == "\r" })
            guard let command = words.first else { continue }
            var ids: [String] = []
            for w in words.dropFirst() {
                if w == "-" || w == "--" || w == "—" { break }
                ids.append(String(w))
            }
            let line = file.source.lines.line(ofOffset: Int(c.start))
            let endLine = file.source.lines.line(ofOffset: max(Int(c.start), Int(c.end) - 1))
            let commands = ["disable", "enable", "disable:next", "disable:this", "disable:previous"]
            guard commands.contains(String(command)) else {
                problems.append((Int(c.start), "unknown directive 'duolint:\(command)'; expected one of \(commands.map { "duolint:" + $0 }.joined(separator: ", "))"))
                continue
            }
            if ids.isEmpty {
                problems.append((Int(c.start), "'duolint:\(command)' names no rule; give rule ids or 'all'"))
                continue
            }
            var valid = Set<String>()
            for id in ids {
                if id == "all" || knownRules.contains(id) { valid.insert(id) } else {
                    problems.append((Int(c.start), "unknown rule '\(id)' in 'duolint:\(command)'; known rules: \(knownRules.sorted().joined(separator: ", "))"))
                }
            }
            switch command {
            case "disable:next": byLine[endLine + 1, default: []].formUnion(valid)
            case "disable:this": byLine[line, default: []].formUnion(valid)
            case "disable:previous": if line > 1 { byLine[line - 1, default: []].formUnion(valid) }
            case "disable": for id in valid where open[id] == nil { open[id] = line }
            default: // enable
                for id in valid {
                    if let from = open.removeValue(forKey: id) { regions[id, default: []].append(from..<line) }
                }
            }
        }
        for (id, from) in open { regions[id, default: []].append(from..<Int.max) }
    }

    /// True when findings of `ruleID` on 1-based `line` are silenced.
    public func isSuppressed(_ ruleID: String, line: Int) -> Bool {
        if let ids = byLine[line], ids.contains(ruleID) || ids.contains("all") { return true }
        for key in [ruleID, "all"] {
            if let ranges = regions[key], ranges.contains(where: { $0.contains(line) }) { return true }
        }
        return false
    }
}
