import Dispatch

extension Linter {
    /// Lints `bytes` (standard input, an editor's buffer) as if they were the file at `path`: an Info.plist
    /// when `path` is named `Info.plist`/`*-Info.plist`, a screen spec when it ends in `.duo.yml`/`.duo.yaml`,
    /// Swift otherwise. `path` need not exist; findings and input
    /// errors are reported with it. A path the configuration's `included`/`excluded` leave out is not linted
    /// (the run then has no files), as when the file is named on the command line.
    public func run(source bytes: [UInt8], path: String) -> LintRun {
        let started = DispatchTime.now().uptimeNanoseconds
        var result = FileResult()
        var fileCount = 0
        if pathFilter?.allowsFile(path) ?? true {
            result = lint(SourceFile(path: path, bytes: bytes))
            fileCount = 1
        }
        let findings = result.findings.sorted(by: Finding.reportOrder)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        var run = LintRun(findings: findings, counts: FindingCounts(findings), inputErrors: result.errors,
                          rules: activeRules, fileCount: fileCount, lineCount: result.lines,
                          seconds: seconds)
        run.suppressed = result.suppressed
        run.baselineApplied = baseline != nil
        run.baselineEntries = result.baselineEntries
        return run
    }
}
