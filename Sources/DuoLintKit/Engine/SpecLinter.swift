/// Runs the spec rules over one screen spec: read and validate with `ScreenSpecReader`, then every rule.
public struct SpecLinter: Sendable {
    public let rules: [any SpecRule]
    public let options: RuleOptions
    public var reader = ScreenSpecReader()
    /// Each rule's default severity by id (the first rule with an id wins, as in the registry).
    private let severities: [String: Severity]
    /// Severities set by the configuration, by rule id: they replace the rule's severity in all its findings.
    private let overrides: [String: Severity]

    /// A linter for `rules` with `options`; `severities` (by rule id, from the configuration) replace the
    /// severity of every finding of those rules, including findings that set their own.
    public init(rules: [any SpecRule], options: RuleOptions = RuleOptions(), severities overrides: [String: Severity] = [:]) {
        self.rules = rules
        self.options = options
        self.overrides = overrides
        var severities: [String: Severity] = [:]
        for r in rules { severities[r.specDescription.id] = r.specDescription.severity }
        self.severities = severities
    }

    /// True for the names of screen specs: `*.duo.yml` and `*.duo.yaml`.
    public static func isSpec(_ path: String) -> Bool { path.hasSuffix(".duo.yml") || path.hasSuffix(".duo.yaml") }

    /// The findings of every rule on `source` in report order, or the spec's problems as input errors
    /// (an invalid spec gets no findings).
    public func lint(_ source: SourceFile) -> (findings: [Finding], errors: [InputError]) {
        let r = lintKeepingSuppressed(source)
        return (r.findings, r.errors)
    }

    /// As `lint`, with the findings silenced by `# duolint:disable…` comments (`suppression` set) apart, in
    /// report order; bad directives are `invalid_suppression` findings (when that rule runs).
    public func lintKeepingSuppressed(_ source: SourceFile) -> (findings: [Finding], suppressed: [Finding], errors: [InputError]) {
        let (spec, errors) = reader.read(source)
        guard let spec else { return ([], [], errors) }
        var sink = SpecFindingSink()
        for rule in rules { rule.check(spec, options: options, sink: &sink) }
        var findings: [Finding] = []
        findings.reserveCapacity(sink.entries.count)
        var seen = Repeats()
        var contentEnds: [Int: Int] = [:]
        for e in sink.entries {
            let loc = source.yamlLocation(line: e.position.line, characterColumn: e.position.column)
            guard seen.insert(rule: e.ruleID, offset: loc.offset, message: e.message) else { continue }
            // Once per line: the findings of a long one-line spec would each scan the rest of it.
            let contentEnd = contentEnds[loc.line] ?? SpecLinter.lineContentEnd(source, line: loc.line)
            contentEnds[loc.line] = contentEnd
            let end = source.location(ofOffset: max(loc.offset, contentEnd))
            findings.append(Finding(ruleID: e.ruleID, severity: overrides[e.ruleID] ?? e.severity ?? severities[e.ruleID] ?? .warning,
                                    message: e.message, path: source.path, range: SourceRange(start: loc, end: end)))
        }
        var suppressions = SuppressionMap(spec: source, knownRules: SwiftLinter.knownRuleIDs)
        guard !suppressions.isEmpty else { return (findings.sorted(by: Finding.reportOrder), [], []) }
        var ran = severities
        for (id, s) in overrides where ran[id] != nil { ran[id] = s }
        let (kept, suppressed) = suppressions.resolve(findings, severities: ran, source: source)
        return (kept.sorted(by: Finding.reportOrder), suppressed.sorted(by: Finding.reportOrder), [])
    }

    /// The offset just past the last non-blank byte of 1-based `line` of `source` (its start when it is blank): a
    /// spec finding's range runs from its key to the end of that line (`id: plans`, or a whole flow-mapping element).
    static func lineContentEnd(_ source: SourceFile, line: Int) -> Int {
        let start = source.lines.lineStarts[line - 1]
        var e = line < source.lines.lineCount ? source.lines.lineStarts[line] : source.bytes.count
        let bytes = source.bytes
        while e > start && (bytes[e - 1] == 0x0A || bytes[e - 1] == 0x0D || bytes[e - 1] == 0x20 || bytes[e - 1] == 0x09) { e -= 1 }
        return e
    }

    /// The reports kept so far, to drop one made again (same rule, offset and message).
    ///
    /// Reports are grouped by offset and a report is compared only with the few at the same place: hashing
    /// every message (mostly non-ASCII) would cost more than making it. A place with many reports (a spec
    /// whose aliases repeat one element in many states) gets a set, so the check stays linear.
    private struct Repeats {
        private struct Report: Hashable {
            var rule: String
            var message: String
        }
        private var few: [Int: [Report]] = [:]
        private var many: [Int: Set<Report>] = [:]

        /// True (and remembered) the first time `rule` reports `message` at `offset`.
        mutating func insert(rule: String, offset: Int, message: String) -> Bool {
            let report = Report(rule: rule, message: message)
            if many[offset] != nil { return many[offset]!.insert(report).inserted }
            var here = few[offset] ?? []
            if here.contains(report) { return false }
            here.append(report)
            if here.count > 16 {
                many[offset] = Set(here)
                few[offset] = nil
            } else {
                few[offset] = here
            }
            return true
        }
    }
}
