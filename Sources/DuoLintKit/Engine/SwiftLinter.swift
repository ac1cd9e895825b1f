/// Runs the Swift rules over one file in a single walk of its tokens.
///
/// The walk looks up each identifier token's text in a table built from the rules' `triggers`
/// (`TriggerTable`: length bounds and a filter on the first and last byte, then a 64-bit hash of the bytes,
/// `SwiftFile.hash`, into an open-addressed table, then a byte compare) and calls only the rules that asked for
/// that word.
public struct SwiftLinter: Sendable {
    /// The rules run on every file.
    public let rules: [any SwiftRule]
    /// Settings passed to every rule.
    public let options: RuleOptions
    /// The rules' trigger words and the file summary's words (`SummaryWords`), and for each the indices of the
    /// rules that asked for it: rule `rules.count + w` stands for summary word `w` (`hits(in:)`).
    let triggers: TriggerTable
    /// For each entry of `triggers`: whether a rule asked for it, and the summary word it is (-1 for none).
    let entryHasRule: [Bool]
    let entryWord: [Int8]
    /// Each rule's severity by id.
    private let severities: [String: Severity]
    /// Severities set by the configuration, by rule id: they replace a finding's own severity too.
    private let overrides: [String: Severity]

    /// Prepares the dispatch table for `rules`; `severities` (by rule id, from the configuration) replace the
    /// rules' default severities in their findings.
    public init(rules: [any SwiftRule], options: RuleOptions = RuleOptions(), severities overrides: [String: Severity] = [:]) {
        self.rules = rules
        self.options = options
        let triggers = TriggerTable(words: rules.map(\.triggers) + SummaryWords.words.map { [$0.description] })
        self.triggers = triggers
        var hasRule = [Bool](repeating: false, count: triggers.entryCount)
        var word = [Int8](repeating: -1, count: triggers.entryCount)
        for e in 0..<triggers.entryCount {
            for k in triggers.rules(ofEntry: e) {
                let r = triggers.rule(at: k)
                if r < rules.count { hasRule[e] = true } else { word[e] = Int8(r - rules.count) }
            }
        }
        entryHasRule = hasRule
        entryWord = word
        severities = Severity.byRule(rules.map(\.description), overrides: overrides)
        self.overrides = overrides
    }

    /// What linting one Swift file gives: findings (suppressions applied, in report order) and the
    /// suppression directives that could not be understood, as input errors.
    public struct Result: Sendable {
        /// Findings in report order, suppressions applied (with `superfluous_disable` and `invalid_suppression`
        /// notes when those rules run).
        public var findings: [Finding]
        /// Findings silenced by a `duolint:disable…` comment (`suppression` set), in report order: for SARIF.
        public var suppressed: [Finding] = []
        /// The questions the rules asked the project model (`RuleContext.queries`).
        public var queries = Set<ProjectModel.Query>()
    }

    /// The number of findings from which a file's syntax tree is freed before its findings are made
    /// (`lint(_:context:)`): as many as a report writes its text of later (`DeferredText`).
    static let manyFindings = 1_024

    /// Rule ids a suppression comment may name: every registered rule, enabled or not.
    public static let knownRuleIDs = Set(RuleRegistry.descriptions.map(\.id))

    /// Lints `file` with all rules, with a project model of `file` alone.
    public func lint(_ file: SwiftFile) -> Result {
        lint(file, context: RuleContext(options: options, file: file))
    }

    /// Lints `file` with all rules; the rules ask `context`'s project model (the file being `context.fileIndex`
    /// there). Triggers in code that never runs on iPhone Duo (`SwiftFile.executionScope`) call no rule, and
    /// findings reported at such tokens are dropped.
    public func lint(_ file: SwiftFile, context: RuleContext) -> Result {
        lint(file, context: context, hits: nil)
    }

    /// `lint(_:context:)` with the rules' triggers in `file` already found (`hits(in:)`), not looked up again.
    func lint(_ file: SwiftFile, context: RuleContext, hits: Hits?) -> Result {
        var sink = FindingSink()
        let tokens = file.tokens
        var scope: ExecutionScope?
        // Per rule: 0 not yet asked, 1 may report, 2 cannot report in this file (`SwiftRule.mayReport(in:)`).
        // On the stack (`withUnsafeTemporaryAllocation`): one array allocation less per file.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: rules.count) { live in
            live.initialize(repeating: 0)
            /// The rules of trigger entry `entry` at token `i`. An entry's rules come in rule order, the summary's
            /// words (rules from `rules.count` on) last.
            func visit(_ i: Int, _ entry: Int) {
                // A trigger whose rules all cannot report in this file needs no scope (which can cost a pass).
                let asked = triggers.rules(ofEntry: entry)
                var anyLive = false
                for k in asked {
                    let ri = triggers.rule(at: k)
                    if ri >= rules.count { break }
                    if live[ri] == 0 { live[ri] = rules[ri].mayReport(in: file) ? 1 : 2 }
                    if live[ri] == 1 { anyLive = true }
                }
                guard anyLive else { return }
                if scope == nil { scope = file.executionScope }
                guard scope!.reason(atToken: i) == nil else { return }
                for k in asked {
                    let ri = triggers.rule(at: k)
                    if ri >= rules.count { break }
                    if live[ri] == 1 { rules[ri].visit(i, in: file, context: context, sink: &sink) }
                }
            }
            if let hits {
                for h in hits.rules { visit(Int(h >> 32), Int(h & 0xffff_ffff)) }
            } else {
                file.source.bytes.withUnsafeBufferPointer { b in tokens.withUnsafeBufferPointer { toks in
                    triggers.forEachMatch(b, toks) { i, entry in
                        if entryHasRule[entry] { visit(i, entry) }
                    }
                } }
            }
        }
        if let scope, !sink.entries.isEmpty { sink.removeAll { scope.reason(atToken: $0.token) != nil } }
        var suppressions = SuppressionMap(file, knownRules: SwiftLinter.knownRuleIDs)
        // Most files: nothing found and no directive, so no locations, no de-duplication and no sort.
        if sink.entries.isEmpty && suppressions.isEmpty { return Result(findings: [], queries: context.queries) }
        // The rules are done with the tree: a file with many findings frees it before they are made (a file with
        // 100,000 findings held 20 MB in it); a later use parses again.
        if sink.entries.count >= SwiftLinter.manyFindings { file.syntaxTreeCache = nil }
        // The entries in token order (reported order within a token): their starts and ends then ascend, so one
        // cursor locates them all. Rules report in token order, so this is mostly the reported order as it is.
        var order = [Int32](unsafeUninitializedCapacity: sink.entries.count) { b, n in
            for k in 0..<b.count { b[k] = Int32(truncatingIfNeeded: k) }
            n = b.count
        }
        if sink.entries.indices.dropFirst().contains(where: { sink.entries[$0].token < sink.entries[$0 - 1].token }) {
            order.sort { (sink.entries[Int($0)].token, $0) < (sink.entries[Int($1)].token, $1) }
        }
        var cursor = LocationCursor(file.source.lines)
        var findings: [Finding] = []
        findings.reserveCapacity(sink.entries.count)
        // The rules that reported at the current token: one finding per rule and position, the first reported.
        var rulesAtToken: [String] = []
        var currentToken = -1
        file.source.bytes.withUnsafeBufferPointer { bytes in
            for k in order {
                let e = sink.entries[Int(k)]
                if e.token != currentToken {
                    currentToken = e.token
                    rulesAtToken.removeAll(keepingCapacity: true)
                } else if rulesAtToken.contains(e.ruleID) {
                    continue
                }
                rulesAtToken.append(e.ruleID)
                let t = file.tokens[e.token]
                let start = cursor.location(ofOffset: Int(t.start), in: bytes)
                let range = SourceRange(start: start, end: cursor.location(ofOffset: Int(t.end), in: bytes))
                var finding = Finding(ruleID: e.ruleID, severity: overrides[e.ruleID] ?? e.severity ?? severities[e.ruleID] ?? .warning,
                                      message: e.message, path: file.path, range: range)
                finding.fix = e.fix?.resolved(in: file.source)
                findings.append(finding)
            }
        }
        // Not needed any more: freed before the findings are sorted (a file with 100,000 findings held 16 MB in them).
        sink = FindingSink()
        order = []
        guard !suppressions.isEmpty else {
            // Sorted in place, and only when out of order (rules report in token order): the same order as `sorted`.
            if findings.indices.dropFirst().contains(where: { Finding.reportOrder(findings[$0], findings[$0 - 1]) }) {
                findings.sort(by: Finding.reportOrder)
            }
            return Result(findings: findings, queries: context.queries)
        }
        let (kept, suppressed) = suppressions.resolve(findings, severities: severities, source: file.source)
        return Result(findings: kept.sorted(by: Finding.reportOrder),
                      suppressed: suppressed.sorted(by: Finding.reportOrder), queries: context.queries)
    }
}
