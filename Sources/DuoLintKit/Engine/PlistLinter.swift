/// Runs the plist rules over one `Info.plist`: read it with `InfoPlistReader`, then every rule.
public struct PlistLinter: Sendable {
    /// The rules run, in registry order.
    public let rules: [any PlistRule]
    /// The options every rule gets.
    public let options: RuleOptions
    /// Reads the file.
    public var reader = InfoPlistReader()
    /// Severities set by the configuration, by rule id: they replace the rule's own.
    private let overrides: [String: Severity]

    /// A linter for `rules` with `options`; `severities` (by rule id, from the configuration) replace the
    /// rules' default severities.
    public init(rules: [any PlistRule], options: RuleOptions = RuleOptions(), severities overrides: [String: Severity] = [:]) {
        self.rules = rules
        self.options = options
        self.overrides = overrides
    }

    /// The findings of every rule on `source`, in report order, each from the start of its key's `<key>`
    /// element to the end of its `</key>` (line 1-based, columns as `SourceLocation` gives them; 1:1 in a
    /// binary or OpenStep plist); or the reader's input error when the file is not a property list with a
    /// dictionary at the top (no findings then).
    public func lint(_ source: SourceFile) -> (findings: [Finding], errors: [InputError]) {
        let (plist, errors) = reader.read(source)
        guard let plist else { return ([], errors) }
        var sink = PlistFindingSink()
        for rule in rules { rule.check(plist, options: options, sink: &sink) }
        let severities = Dictionary(rules.map { ($0.plistDescription.id, $0.plistDescription.severity) }) { first, _ in first }
        let findings = sink.entries.map { e -> Finding in
            let start = plist.keyOffsets[e.key] ?? 0
            let range = SourceRange(start: source.location(ofOffset: start), end: source.location(ofOffset: elementEnd(source, from: start)))
            return Finding(ruleID: e.ruleID, severity: overrides[e.ruleID] ?? severities[e.ruleID] ?? .warning,
                           message: e.message, path: source.path, range: range)
        }
        return (findings.sorted(by: Finding.reportOrder), [])
    }

    /// The offset just past the `</key>` that closes the element at `start` on its line, or `start`.
    private func elementEnd(_ source: SourceFile, from start: Int) -> Int {
        let close = Array("</key>".utf8)
        var k = start
        let b = source.bytes
        while k + close.count <= b.count && b[k] != 0x0A && b[k] != 0x0D {
            if b[k] == close[0] && b[k..<(k + close.count)].elementsEqual(close) { return k + close.count }
            k += 1
        }
        return start
    }
}
