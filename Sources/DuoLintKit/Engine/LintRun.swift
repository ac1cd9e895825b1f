/// How many findings of each severity a run (or a file) has.
public struct FindingCounts: Sendable, Equatable {
    /// Findings of severity `error`.
    public var errors = 0
    /// Findings of severity `warning`.
    public var warnings = 0
    /// Findings of severity `note`.
    public var notes = 0

    /// No findings.
    public init() {}

    /// The given numbers of errors, warnings and notes.
    public init(errors: Int, warnings: Int, notes: Int) {
        self.errors = errors
        self.warnings = warnings
        self.notes = notes
    }

    /// The counts of `findings`.
    public init(_ findings: [Finding]) {
        for f in findings { add(f.severity) }
    }

    /// All findings.
    public var total: Int { errors + warnings + notes }

    /// The count of `severity`.
    public func count(_ severity: Severity) -> Int {
        switch severity {
        case .error: return errors
        case .warning: return warnings
        case .note: return notes
        }
    }

    /// Counts one more finding of `severity`.
    public mutating func add(_ severity: Severity) {
        switch severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .note: notes += 1
        }
    }

    /// The sum of two counts.
    public static func + (a: FindingCounts, b: FindingCounts) -> FindingCounts {
        var c = a
        c.errors += b.errors
        c.warnings += b.warnings
        c.notes += b.notes
        return c
    }
}

/// The outcome of one `duolint lint` run: what reporters render.
///
/// `findings` are in report order (`Finding.reportOrder`); `inputErrors` in
/// path order. `rules` are the rules that were enabled, in id order (SARIF's
/// `tool.driver.rules`; a finding's `ruleIndex` is its rule's index here).
/// A run whose report was streamed (`Linter.run(paths:progress:streaming:)`)
/// keeps no findings, only their `counts`.
public struct LintRun: Sendable {
    /// Findings of every file, in report order (empty for a streamed run).
    public var findings: [Finding]
    /// How many findings of each severity the run found (streamed or not).
    public var counts: FindingCounts
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
    /// Findings kept out of the report by a suppression comment (`.inSource`) or the baseline (`.external`),
    /// in report order. Only SARIF shows them (with `suppressions`); they are not in `counts`. Empty for a
    /// streamed run.
    public var suppressed: [Finding] = []
    /// How many findings the baseline and suppression comments kept out of the report (streamed or not).
    public var hidden = HiddenCounts()
    /// True when a baseline was given: SARIF then gives every result a `baselineState`.
    public var baselineApplied = false
    /// The files linted, in report order, with the options each was linted with (the `html` reporter draws
    /// every screen spec among them, with findings or without).
    public var files: [ReportedFile] = []
    /// With `Linter.recordsBaseline`: the entries of every reported finding, for `--write-baseline`.
    public var baselineEntries: [BaselineEntry] = []
    /// The wall-clock time of each stage of the run (`--timings`; never in a report). The command line adds the
    /// report's end (`StageTimes.Stage.report`).
    public var times = StageTimes()

    /// Bundles the outcome of a run; `counts` default to those of `findings`; `seconds` is wall time.
    public init(findings: [Finding], counts: FindingCounts? = nil, inputErrors: [InputError], rules: [RuleDescription],
                fileCount: Int, lineCount: Int, seconds: Double) {
        self.findings = findings
        self.counts = counts ?? FindingCounts(findings)
        self.inputErrors = inputErrors
        self.rules = rules
        self.fileCount = fileCount
        self.lineCount = lineCount
        self.seconds = seconds
    }
}
