import Dispatch

extension Linter {
    /// Lints `bytes` (standard input, an editor's buffer) as if they were the file at `path`: an Info.plist
    /// when `path` is named `Info.plist`/`*-Info.plist`, a screen spec when it ends in `.duo.yml`/`.duo.yaml`,
    /// build settings when it is an `.xcconfig` or a `project.pbxproj`, Swift otherwise. `path` need not exist;
    /// findings and input
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
        var run = finishedRun(&result, fileCount: fileCount, started: started)
        if fileCount == 1 {
            run.files = [ReportedFile(path: path, options: specLinter.options, bytes: bytes, hasInputErrors: !result.errors.isEmpty)]
        }
        return run
    }

    /// Reads the open descriptor `fd` (standard input: a file, a pipe, a terminal) to its end with `read(2)`, at
    /// most `maxFileSize` bytes, and lints what it held as `run(source:path:)` does. A descriptor that cannot be
    /// read (closed: `EBADF`; a directory: `EISDIR`) or holds more than `maxFileSize` bytes is an input error at
    /// `path` (`cannot read standard input: Bad file descriptor`, `standard input is over the 64 MiB size limit
    /// (max_file_size, --max-file-size); not linted`). Input whose first 8 KiB look binary is not read further,
    /// unless `path` names an Info.plist (which may be a binary property list).
    ///
    /// `rules` (nil: `activeRules`) are the run's `rules`. With `streaming`, the report is written as a run of
    /// files writes it (`run(paths:progress:streaming:)`): the file's section (its findings and suppressed
    /// findings, the run's rules and baseline flag as `ReportContext`, its bytes in the `ReportedFile`) is handed
    /// to the writer and the writer is finished with the run's summary; the run then keeps only the findings'
    /// counts (`findings` and `suppressed` are empty), so no whole report is made in memory. A writer that could
    /// not read its spooled sections back adds an input error naming the temporary folder.
    public func run(standardInput fd: Int32, path: String, rules: [RuleDescription]? = nil,
                    streaming: (reporter: any StreamingReporter, writer: OrderedReportWriter)? = nil) -> LintRun {
        let started = DispatchTime.now().uptimeNanoseconds
        let read = FileReader.read(descriptor: fd, limit: maxFileSize, stopIfBinary: !InfoPlistReader.isInfoPlist(path))
        guard pathFilter?.allowsFile(path) ?? true else {
            var none = FileResult()
            var run = finishedRun(&none, fileCount: 0, started: started)
            if let rules { run.rules = rules }
            if let streaming { stream(&run, streaming) }
            return run
        }
        var result: FileResult
        var text: [UInt8]?
        switch read {
        case .success(let bytes):
            result = lint(SourceFile(path: path, bytes: bytes))
            text = bytes
        case .failure(.binary(let prefix)): result = lint(SourceFile(path: path, bytes: prefix))
        case .failure(.tooLarge(_, let limit)):
            result = FileResult(errors: [InputError(path: path, message: "standard input is over the \(FileReader.describe(limit)) "
                                                    + "size limit (max_file_size, --max-file-size); not linted")])
        case .failure(let e):
            result = FileResult(errors: [InputError(path: path, message: "cannot read standard input: \(e.text)")])
        }
        let file = ReportedFile(path: path, options: specLinter.options, bytes: text, hasInputErrors: !result.errors.isEmpty)
        var run = finishedRun(&result, fileCount: 1, started: started)
        run.files = [file]
        if let rules { run.rules = rules }
        if let streaming { stream(&run, streaming) }
        return run
    }

    /// Writes the report of `run` (a run of at most one file, `run.files`) through `streaming`'s writer as a
    /// streamed run of files does: the file's section, then the end made from the run's summary. The run keeps
    /// its counts, not its findings or suppressed findings.
    private func stream(_ run: inout LintRun, _ streaming: (reporter: any StreamingReporter, writer: OrderedReportWriter)) {
        let (reporter, writer) = streaming
        if let file = run.files.first {
            // Made from the findings moved out of the run: a section made whole no longer holds them while its
            // text is written (100,000 findings as checkstyle: 107 -> 91 MB, as markdown: 106 -> 89 MB); a deferred one keeps
            // them until then.
            let section = madeSection(file, takingFindingsOf: &run, reporter)
            writer.deliver(0, section)
        }
        writer.finish(run)
        if let failure = writer.failure {
            run.inputErrors.append(InputError(path: ReportSpool.temporaryDirectory, message: failure))
        }
    }

    /// `reporter`'s section of `file` from `run`'s findings and suppressed findings, which are moved out of
    /// `run` (left empty), with the run's context.
    private func madeSection(_ file: ReportedFile, takingFindingsOf run: inout LintRun,
                             _ reporter: any StreamingReporter) -> ReportSection {
        let context = ReportContext(run)
        var findings: [Finding] = [], suppressed: [Finding] = []
        swap(&findings, &run.findings)
        swap(&suppressed, &run.suppressed)
        return reporter.section(file: file, findings: findings, suppressed: suppressed, context: context)
    }

    /// The run of one file's `result`, `started` at that uptime (nanoseconds). The result's findings are moved
    /// out of it (left empty) and sorted in place: they are not copied.
    private func finishedRun(_ result: inout FileResult, fileCount: Int, started: UInt64) -> LintRun {
        var findings: [Finding] = []
        swap(&findings, &result.findings)
        findings.sort(by: Finding.reportOrder)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        var run = LintRun(findings: findings, counts: FindingCounts(findings), inputErrors: result.errors,
                          rules: activeRules, fileCount: fileCount, lineCount: result.lines,
                          seconds: seconds)
        run.suppressed = result.suppressed
        run.hidden = HiddenCounts(result.suppressed)
        run.baselineApplied = baseline != nil
        run.baselineEntries = result.baselineEntries
        return run
    }
}
