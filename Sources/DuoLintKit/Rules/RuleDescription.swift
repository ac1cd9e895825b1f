/// The inputs a rule reads.
public enum RuleInput: String, Sendable, Codable, CaseIterable {
    case swift, spec, plist
    /// Xcode build settings: `.xcconfig` files and `project.pbxproj` (shown as "build settings").
    case buildSettings
}

/// Everything about a rule that is not its code, in one place (Android Lint's
/// issue registry model): shown by `duolint rules`, written into SARIF's
/// `tool.driver.rules`, and checked against the rule's page `Rules/<id>.md` by
/// the tests.
public struct RuleDescription: Sendable, Equatable {
    /// snake_case id, e.g. `ui_screen_main`; the page is `Rules/<id>.md`.
    public var id: String
    /// A short human name, e.g. "UIScreen.main".
    public var name: String
    /// The default severity.
    public var severity: Severity
    /// One sentence: what the rule catches.
    public var summary: String
    /// Why it matters on iPhone Duo.
    public var rationale: String
    /// What to write instead.
    public var fix: String
    /// Where the facts come from: seed file and talk timestamp, e.g. `seed 003, talk 7:06`.
    public var source: String
    /// What the rule reads: Swift source, screen specs, Info.plist.
    public var inputs: [RuleInput]
    /// SARIF tags / categories, e.g. `["layout", "bars"]`.
    public var tags: [String]
    /// True for a rule that runs only when the configuration lists it in `opt_in_rules` or `only_rules`.
    public var isOptIn: Bool
    /// True for a rule some of whose findings carry a fix (`Finding.fix`) that `duolint --fix` applies
    /// (SwiftLint's "correctable", ESLint's `meta.fixable`); its page shows `…-fix before`/`after` pairs.
    public var isFixable: Bool

    /// Describes a rule; every field is shown by `duolint rules` and written into SARIF. `isOptIn` (default
    /// false) makes the rule run only when the configuration asks for it; `isFixable` (default false) says some of
    /// its findings carry a fix.
    public init(id: String, name: String, severity: Severity, summary: String, rationale: String,
                fix: String, source: String, inputs: [RuleInput], tags: [String], isOptIn: Bool = false,
                isFixable: Bool = false) {
        self.id = id
        self.name = name
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.fix = fix
        self.source = source
        self.inputs = inputs
        self.tags = tags
        self.isOptIn = isOptIn
        self.isFixable = isFixable
    }

    /// The page's URL in the project's repository (SARIF `helpUri`).
    public var helpURI: String { ProjectLinks.rulePage(id) }
}
