/// What `duolint --fix` works from: the lint of the original files, and each file the fixes change, fixed and
/// checked but not yet written.
public struct FixPass: Sendable {
    /// The lint of the files before fixing (its reported findings are the ones fixed: suppressed, baselined and
    /// excluded findings are not).
    public var run: LintRun
    /// The files with at least one fixable finding, in path order (`FixedFile`).
    public var files: [FixedFile]
    /// Files that could not be read again for fixing.
    public var errors: [InputError]

    /// Fixed findings in all files.
    public var appliedCount: Int { files.reduce(0) { $0 + ($1.refusal == nil ? $1.applied.count : 0) } }
    /// Files the fixes change.
    public var changedFiles: [FixedFile] { files.filter(\.changes) }
}

extension Linter {
    /// Lints `plan` (not streamed: the findings are needed) and fixes the reported findings whose rule is in
    /// `rules` (all when nil), file by file (`fixedFiles`). Writes nothing.
    public func fixPass(_ plan: LintPlan, rules: Set<String>? = nil) -> FixPass {
        let run = self.run(plan)
        // The run's input errors are the originals' for FixCheck: each fixed file is linted once more, not twice.
        let (files, errors) = fixedFiles(run.findings.filter { rules?.contains($0.ruleID) ?? true }, runErrors: run.inputErrors)
        return FixPass(run: run, files: files, errors: errors)
    }
}
