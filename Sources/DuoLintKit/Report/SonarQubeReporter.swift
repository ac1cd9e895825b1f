/// The `sonarqube` reporter: SonarQube's generic external issues format, the one of SonarQube Server 10.3 and
/// later and SonarQube Cloud (`rules` and `issues`;
/// https://docs.sonarsource.com/sonarqube-server/analyzing-source-code/importing-external-issues/generic-issue-import-format),
/// which the scanner imports with `sonar.externalIssuesReportPaths=duolint-sonar.json`.
///
/// ```json
/// {
///   "issues" : [ { "primaryLocation" : { "filePath" : "App/Bar.swift", "message" : "…",
///       "textRange" : { "endColumn" : 25, "endLine" : 3, "startColumn" : 16, "startLine" : 3 } },
///     "ruleId" : "ui_screen_main" } ],
///   "rules" : [ { "cleanCodeAttribute" : "LOGICAL", "description" : "…", "engineId" : "duolint",
///     "id" : "ui_screen_main", "impacts" : [ { "severity" : "HIGH", "softwareQuality" : "RELIABILITY" } ],
///     "name" : "…" } ]
/// }
/// ```
///
/// - `issues`: one per finding in run order. `filePath` is relative to the repository root
///   (`RepositoryPaths`, which is `sonar.projectBaseDir` when the scanner runs there), else absolute.
///   `textRange` has the 1-based `startLine` and `endLine` and **0-based** `startColumn` and `endColumn` in
///   UTF-16 code units (SonarQube's line offsets; `endColumn` exclusive); the columns are left out when the
///   range is empty, which SonarQube refuses.
/// - `rules`: every rule that has an issue, by id, with `engineId` `duolint`, the rule's name and summary,
///   `cleanCodeAttribute` `LOGICAL` and one impact on `RELIABILITY` of severity `HIGH` (error), `MEDIUM`
///   (warning) or `LOW` (note). SonarQube gives a rule one severity, so a finding whose severity differs from
///   its rule's configured one (`ui_screen_main`'s scale reads are warnings) has the rule id
///   `RULE:SEVERITY` (`ui_screen_main:warning`), a rule of its own.
/// - A run without findings gives `{"issues": [], "rules": []}`. Input errors are not part of the report.
///
/// Keys are sorted and pretty-printed as by the `json` reporter, with its escapes. A linted run streams the
/// issues; the `rules` (known once the run is over) follow them (`SonarQubeFrame`).
public struct SonarQubeReporter: StreamingReporter {
    /// `"sonarqube"`, the name given to `--reporter`.
    public static let name = "sonarqube"

    /// The repository root that `filePath` is relative to.
    public let paths: RepositoryPaths

    /// The number of a file's findings from which its streamed section is deferred.
    var deferredSectionMinimum = 1024

    /// A reporter with paths relative to `paths.root`.
    public init(paths: RepositoryPaths = RepositoryPaths()) {
        self.paths = paths
    }

    /// The whole report of `run`, ending with a newline.
    public func report(_ run: LintRun) -> String {
        let context = ReportContext(run)
        var sections: [ReportSection] = []
        var start = 0
        let findings = run.findings
        while start < findings.count {
            var end = start + 1
            while end < findings.count && findings[end].path == findings[start].path { end += 1 }
            sections.append(section(findings: Array(findings[start..<end]), suppressed: [], context: context))
            start = end
        }
        if sections.isEmpty { return emptyDocument }
        let (head, tail) = ends(rules: run.rules, used: sections.flatMap(\.facts))
        var out = head
        for (i, section) in sections.enumerated() {
            if i > 0 { out += separator }
            section.write(numbers: []) { out += $0 }
        }
        return out + tail
    }

    /// One file's issues as elements of the `issues` array, with each issue's report rule id as a fact. A file
    /// with at least `deferredSectionMinimum` findings gets a deferred section (`ReportSection.deferred`: its
    /// issues made and written `ReportJSONEncoding.batchSize` at a time when it is placed, never held whole) and
    /// each of its rule ids once as facts (the frame keeps only the set of them).
    public func section(findings: [Finding], suppressed: [Finding], context: ReportContext) -> ReportSection {
        guard !findings.isEmpty else { return ReportSection("") }
        let severities = Dictionary(context.rules.map { ($0.id, $0.severity) }, uniquingKeysWith: { a, _ in a })
        guard findings.count >= deferredSectionMinimum else {
            let issues = findings.map { issue($0, severities: severities) }
            return ReportSection(SARIFJSONText.nestedElements(issues), facts: issues.map(\.ruleId))
        }
        var ids: [String] = []
        var seen = Set<String>()
        for finding in findings {
            let id = Self.reportRuleID(finding, configured: severities[finding.ruleID])
            if seen.insert(id).inserted { ids.append(id) }
        }
        var section = ReportSection(deferred: DeferredText { _, write in
            // The encoder writes a whole array's elements in these batches too (`ReportJSONEncoding.inBatches`).
            var start = 0
            while start < findings.count {
                let end = min(findings.count, start + ReportJSONEncoding.batchSize)
                let batch = SARIFJSONText.nestedElements(findings[start..<end].map { issue($0, severities: severities) })
                write(start == 0 ? batch : ",\n" + batch)
                start = end
            }
        })
        section.facts = ids
        return section
    }

    /// The issue of `finding`, with the configured `severities` of the rules by id.
    private func issue(_ finding: Finding, severities: [String: Severity]) -> SonarIssue {
        let id = Self.reportRuleID(finding, configured: severities[finding.ruleID])
        let start = finding.range.start, end = finding.range.end
        let hasColumns = end.line > start.line || (end.line == start.line && end.utf16Column > start.utf16Column)
        let range = SonarIssue.TextRange(
            startLine: max(1, start.line), endLine: hasColumns ? max(1, end.line) : nil,
            startColumn: hasColumns ? max(0, start.utf16Column - 1) : nil,
            endColumn: hasColumns ? max(0, end.utf16Column - 1) : nil)
        return SonarIssue(ruleId: id, primaryLocation: .init(message: finding.message, filePath: reportedPath(finding.path),
                                                             textRange: range))
    }

    /// Not used: the section with context is.
    public func section(_ findings: [Finding]) -> String {
        var out = ""
        section(findings: findings, suppressed: [], context: ReportContext()).write(numbers: []) { out += $0 }
        return out
    }

    /// A new frame: the rules follow the issues.
    public func makeFrame() -> (any ReportFrame)? { SonarQubeFrame(reporter: self) }

    /// Not used (the frame's head is).
    public var opening: String { "" }
    /// `,` and a line break, between two files' issues.
    public var separator: String { ",\n" }
    /// Not used (the frame's tail is).
    public var closing: String { "" }
    /// The report of a run without findings.
    public var emptyReport: String { emptyDocument }

    /// `{"issues": [], "rules": []}` as the encoder writes it, with a newline.
    var emptyDocument: String {
        ReportJSONEncoding.encode(SonarReport(issues: [], rules: [])) + "\n"
    }

    /// The text before the first issue and after the last, for a report whose issues use the rule ids `used`.
    func ends(rules: [RuleDescription], used: [String]) -> (head: String, tail: String) {
        let byID = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let sonarRules = Set(used).sorted().map { id -> SonarRule in
            let parts = id.split(separator: ":", maxSplits: 1).map(String.init)
            let ruleID = parts[0]
            let severity = parts.count > 1 ? Severity(rawValue: parts[1]) : nil
            let rule = byID[ruleID]
            let name = (rule?.name ?? ruleID) + (severity.map { " (\($0.rawValue))" } ?? "")
            return SonarRule(id: id, name: name, description: rule?.summary ?? ruleID, engineId: "duolint",
                             cleanCodeAttribute: "LOGICAL",
                             impacts: [.init(softwareQuality: "RELIABILITY",
                                             severity: Self.impact(severity ?? rule?.severity ?? .warning))])
        }
        let placeholder = SonarIssue(ruleId: "", primaryLocation: .init(message: "", filePath: "", textRange: .init(startLine: 1)))
        let text = ReportJSONEncoding.encode(SonarReport(issues: [placeholder], rules: sonarRules)) + "\n"
        return SARIFJSONText.cutAroundElement(text, arrayKey: "issues", nextKey: "rules")
    }

    /// The rule id an issue of `finding` has: its own, or `RULE:SEVERITY` when its severity is not the
    /// rule's `configured` one.
    static func reportRuleID(_ finding: Finding, configured: Severity?) -> String {
        guard let configured, configured != finding.severity else { return finding.ruleID }
        return "\(finding.ruleID):\(finding.severity.rawValue)"
    }

    /// SonarQube's impact severity for `severity`.
    static func impact(_ severity: Severity) -> String {
        switch severity {
        case .error: return "HIGH"
        case .warning: return "MEDIUM"
        case .note: return "LOW"
        }
    }

    /// `filePath` for the display path `path`: `RepositoryPaths.reportedPath`.
    func reportedPath(_ path: String) -> String { paths.reportedPath(path) }
}

/// One streamed SonarQube run: sections written as they are, their rule ids gathered for the tail.
final class SonarQubeFrame: ReportFrame {
    private let reporter: SonarQubeReporter
    private var used: Set<String> = []

    init(reporter: SonarQubeReporter) {
        self.reporter = reporter
    }

    /// Writes the section and remembers its issues' rule ids.
    func place(_ section: ReportSection, _ write: (String) -> Void) {
        used.formUnion(section.facts)
        section.write(numbers: [], write)
    }

    /// The head up to the first issue and the tail with the rules used.
    func ends(for run: LintRun) -> (head: String, tail: String) {
        reporter.ends(rules: run.rules, used: Array(used))
    }
}

/// The report's root object; property names are the JSON keys.
struct SonarReport: Encodable {
    var issues: [SonarIssue]
    var rules: [SonarRule]
}

/// One issue.
struct SonarIssue: Encodable {
    var ruleId: String
    var primaryLocation: Location

    struct Location: Encodable {
        var message: String
        var filePath: String
        var textRange: TextRange
    }

    /// Lines 1-based; columns 0-based UTF-16 offsets, `endColumn` exclusive.
    struct TextRange: Encodable {
        var startLine: Int
        var endLine: Int? = nil
        var startColumn: Int? = nil
        var endColumn: Int? = nil
    }
}

/// One rule.
struct SonarRule: Encodable {
    var id: String
    var name: String
    var description: String
    var engineId: String
    var cleanCodeAttribute: String
    var impacts: [Impact]

    struct Impact: Encodable {
        var softwareQuality: String
        var severity: String
    }
}
