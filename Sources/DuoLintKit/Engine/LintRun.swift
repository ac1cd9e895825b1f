/// The outcome of one `duolint lint` run: what reporters render.
///
/// `findings` are in report order (`Finding.reportOrder`); `inputErrors` in
/// path order. `rules` are the rules that were enabled, in id order (SARIF's
/// `tool.driver.rules`; a finding's `ruleIndex` is its rule's index here).
public struct LintRun: Sendable {
    /// Findings of every file, in report order.
    public var findings: [Finding]
    /// Problems with the inputs (exit status 2), by path, line and column.
    public var inputErrors: [InputError]
    /// The rules that ran, by id.
    public var rules: [RuleDescription]
    /// Number of files read and linted (including those with input errors).
    public var fileCount: Int
    /// Number of lines in those files.
    public var lineCount: Int
    /// Wall time of the run in seconds (for the stderr summary only; never in reports).
    public var seconds: Double

    /// Bundles the outcome of a run; `seconds` is wall time.
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
