/// Runs the plist rules over one `Info.plist`: read it with `InfoPlistReader`, then every rule, then the
/// `<!-- duolint:… -->` suppression comments.
public struct PlistLinter: Sendable {
    /// The rules run, in registry order.
    public let rules: [any PlistRule]
    /// The options every rule gets.
    public let options: RuleOptions
    /// Reads the file.
    public var reader = InfoPlistReader()
    /// The severity of each rule that runs, by id: the configuration's where it sets one, else the rule's own.
    private let severities: [String: Severity]

    /// A linter for `rules` with `options`; `severities` (by rule id, from the configuration) replace the
    /// rules' default severities.
    public init(rules: [any PlistRule], options: RuleOptions = RuleOptions(), severities overrides: [String: Severity] = [:]) {
        self.rules = rules
        self.options = options
        severities = Severity.byRule(rules.map(\.plistDescription), overrides: overrides)
    }

    /// The findings of every rule on `source`, in report order, each from the start of its key's `<key>`
    /// element to the end of its `</key>` (line 1-based, columns as `SourceLocation` gives them; 1:1 in a
    /// binary or OpenStep plist); or the reader's input error when the file is not a property list with a
    /// dictionary at the top (no findings then).
    public func lint(_ source: SourceFile) -> (findings: [Finding], errors: [InputError]) {
        let r = lintKeepingSuppressed(source)
        return (r.findings, r.errors)
    }

    /// As `lint`, with the findings silenced by `<!-- duolint:disable… -->` comments (`suppression` set) apart,
    /// and `superfluous_disable` notes for directives that silenced nothing (when that rule runs), in report
    /// order; bad directives are `invalid_suppression` findings (when that rule runs).
    public func lintKeepingSuppressed(_ source: SourceFile) -> (findings: [Finding], suppressed: [Finding], errors: [InputError]) {
        let (plist, errors) = reader.read(source)
        guard let plist else { return ([], [], errors) }
        var sink = PlistFindingSink()
        for rule in rules { rule.check(plist, options: options, sink: &sink) }
        let findings = sink.entries.map { e -> Finding in
            let start = plist.keyOffsets[e.key] ?? 0
            let range = SourceRange(start: source.location(ofOffset: start), end: source.location(ofOffset: elementEnd(source, from: start)))
            var f = Finding(ruleID: e.ruleID, severity: severities[e.ruleID] ?? .warning, message: e.message, path: source.path, range: range)
            f.fix = e.fix?.resolved(in: source)
            return f
        }
        guard !plist.directiveComments.isEmpty else { return (findings.sorted(by: Finding.reportOrder), [], []) }
        var suppressions = SuppressionMap(xml: source, comments: plist.directiveComments, knownRules: SwiftLinter.knownRuleIDs)
        let (kept, suppressed) = suppressions.resolve(findings, severities: severities, source: source)
        return (kept.sorted(by: Finding.reportOrder), suppressed.sorted(by: Finding.reportOrder), [])
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
