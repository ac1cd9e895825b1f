/// Runs the build-setting rules over one `.xcconfig` or `project.pbxproj`: read it (`XCConfigReader`,
/// `PBXProjReader`), then every rule, then the `// duolint:…` (and, in a pbxproj, `/* duolint:… */`) suppression
/// comments.
public struct BuildSettingsLinter: Sendable {
    /// The rules run, in registry order.
    public let rules: [any BuildSettingRule]
    /// The options every rule gets.
    public let options: RuleOptions
    /// The largest included xcconfig read, in bytes (the run's `max_file_size`).
    public var maxFileSize = FileReader.defaultLimit
    /// Files read from memory instead of disk, by identity, where a build-settings file reads another one
    /// (`#include`, a base configuration): `Linter.overlay`'s. Empty by default.
    public var overlay: [FileIdentity: [UInt8]] = [:]
    /// The severity of each rule that runs, by id: the configuration's where it sets one, else the rule's own.
    private let severities: [String: Severity]

    /// A linter for `rules` with `options`; `severities` (by rule id, from the configuration) replace the rules'
    /// default severities.
    public init(rules: [any BuildSettingRule], options: RuleOptions = RuleOptions(), severities overrides: [String: Severity] = [:]) {
        self.rules = rules
        self.options = options
        severities = Severity.byRule(rules.map(\.buildSettingDescription), overrides: overrides)
    }

    /// True for the files this linter reads, by name: `*.xcconfig`, and `project.pbxproj` (the file Xcode keeps
    /// inside a `*.xcodeproj` folder).
    public static func isBuildSettingsFile(_ path: String) -> Bool {
        path.hasSuffix(".xcconfig") || path == "project.pbxproj" || path.hasSuffix("/project.pbxproj")
    }

    /// The findings of every rule on `source`, each over its setting's name (line 1-based, columns as
    /// `SourceLocation` gives them; 1:1 when the name could not be located), and the reader's input errors.
    public func lint(_ source: SourceFile) -> (findings: [Finding], errors: [InputError]) {
        let r = lintKeepingSuppressed(source)
        return (r.findings, r.errors)
    }

    /// As `lint`, with the findings silenced by suppression comments (`suppression` set) apart, `superfluous_disable`
    /// notes for directives that silenced nothing and `invalid_suppression` findings for bad ones (when those rules
    /// run), in report order. An xcconfig with input errors still has the findings of the lines that could be read.
    public func lintKeepingSuppressed(_ source: SourceFile) -> (findings: [Finding], suppressed: [Finding], errors: [InputError]) {
        let (settings, errors) = read(source)
        return lintKeepingSuppressed(source, settings, errors)
    }

    /// As `lintKeepingSuppressed`, with the file's iOS deployment targets (`DeploymentTarget.targets(of:in:)`)
    /// taken from the settings read for the rules (the file is read once).
    func lintReadingTargets(_ source: SourceFile) -> (findings: [Finding], suppressed: [Finding], errors: [InputError], targets: [DeploymentTarget]) {
        let (settings, errors) = read(source)
        let r = lintKeepingSuppressed(source, settings, errors)
        return (r.findings, r.suppressed, r.errors, settings.map { DeploymentTarget.targets(of: $0, in: source) } ?? [])
    }

    /// The settings of `source` as its reader (`XCConfigReader`, `PBXProjReader`) reads them, and its input errors.
    func read(_ source: SourceFile) -> (BuildSettings?, [InputError]) {
        if source.path.hasSuffix(".xcconfig") {
            var reader = XCConfigReader(maxFileSize: maxFileSize)
            reader.overlay = overlay
            return reader.read(source)
        }
        var reader = PBXProjReader(maxFileSize: maxFileSize)
        reader.overlay = overlay
        return reader.read(source)
    }

    private func lintKeepingSuppressed(_ source: SourceFile, _ settings: BuildSettings?, _ errors: [InputError])
        -> (findings: [Finding], suppressed: [Finding], errors: [InputError]) {
        guard let settings else { return ([], [], errors) }
        var sink = BuildSettingFindingSink()
        for rule in rules { rule.check(settings, options: options, sink: &sink) }
        let findings = sink.entries.map { e -> Finding in
            let range = SourceRange(start: source.location(ofOffset: e.range.lowerBound), end: source.location(ofOffset: e.range.upperBound))
            var f = Finding(ruleID: e.ruleID, severity: severities[e.ruleID] ?? .warning, message: e.message, path: source.path, range: range)
            f.fix = e.fix?.resolved(in: source)
            return f
        }
        guard !settings.directiveComments.isEmpty else { return (findings.sorted(by: Finding.reportOrder), [], errors) }
        var suppressions = SuppressionMap(buildSettings: source, comments: settings.directiveComments, knownRules: SwiftLinter.knownRuleIDs)
        let (kept, suppressed) = suppressions.resolve(findings, severities: severities, source: source)
        return (kept.sorted(by: Finding.reportOrder), suppressed.sorted(by: Finding.reportOrder), errors)
    }
}
