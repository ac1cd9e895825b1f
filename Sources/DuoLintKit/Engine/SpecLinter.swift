/// Runs the spec rules over one screen spec: read and validate with `ScreenSpecReader`, then every rule.
public struct SpecLinter: Sendable {
    public let rules: [any SpecRule]
    public let options: RuleOptions
    public var reader = ScreenSpecReader()

    /// A linter for `rules` with `options`.
    public init(rules: [any SpecRule], options: RuleOptions = RuleOptions()) {
        self.rules = rules
        self.options = options
    }

    /// True for the names of screen specs: `*.duo.yml` and `*.duo.yaml`.
    public static func isSpec(_ path: String) -> Bool { path.hasSuffix(".duo.yml") || path.hasSuffix(".duo.yaml") }

    /// The findings of every rule on `source` in report order, or the spec's problems as input errors
    /// (an invalid spec gets no findings).
    public func lint(_ source: SourceFile) -> (findings: [Finding], errors: [InputError]) {
        let (spec, errors) = reader.read(source)
        guard let spec else { return ([], errors) }
        var sink = SpecFindingSink()
        for rule in rules { rule.check(spec, options: options, sink: &sink) }
        var severities: [String: Severity] = [:]
        for r in rules { severities[r.specDescription.id] = r.specDescription.severity }
        var findings: [Finding] = []
        var seen = Set<String>()
        for e in sink.entries {
            let loc = source.location(line: e.position.line, characterColumn: e.position.column)
            guard seen.insert("\(e.ruleID)@\(loc.offset)@\(e.message)").inserted else { continue }
            findings.append(Finding(ruleID: e.ruleID, severity: e.severity ?? severities[e.ruleID] ?? .warning,
                                    message: e.message, path: source.path, range: SourceRange(start: loc, end: loc)))
        }
        return (findings.sorted(by: Finding.reportOrder), [])
    }
}
