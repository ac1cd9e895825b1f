/// The outcome of one `duolint lint` run: what reporters render.
///
/// `findings` are in report order (`Finding.reportOrder`); `inputErrors` in
/// path order. `rules` are the rules that were enabled, in id order (SARIF's
/// `tool.driver.rules`; a finding's `ruleIndex` is its rule's index here).
public struct LintRun: Sendable {
    public var findings: [Finding]
    public var inputErrors: [InputError]
    public var rules: [RuleDescription]
    /// Number of files read and linted (including those with input errors).
    public var fileCount: Int
    /// Number of lines in those files.
    public var lineCount: Int
    /// Wall time of the run in seconds (for the stderr summary only; never in reports).
    public var seconds: Double

    public init(findings: [Finding], inputErrors: [InputError], rules: [RuleDescription],
                fileCount: Int, lineCount: Int, seconds: Double) {
        self.findings = findings
        self.inputErrors = inputErrors
        self.rules = rules
        self.fileCount = fileCount
        self.lineCount = lineCount
        self.seconds = seconds
    }
}
