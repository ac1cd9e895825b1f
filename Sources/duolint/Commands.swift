import DuoLintKit
import Foundation

/// The subcommands: each reads its arguments, calls the library and returns the exit status.
enum Commands {
    static func lint(_ args: LintArguments) -> Int32 {
        // An invalid configuration stops the run before any file is linted: a typo must not turn a check off.
        let configuration: Configuration
        do { configuration = try loadConfiguration(args) } catch {
            printError("\(error)\n")
            return 2
        }
        var linter = Linter(configuration: configuration, foldBand: args.foldBand,
                            jobs: args.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        // A missing or invalid baseline is an input error (exit 2); the files are still linted, without it.
        var baselineError: InputError?
        if let path = args.baseline {
            switch Baseline.load(from: path) {
            case .success(let b): linter.baseline = b.matcher
            case .failure(let e): baselineError = e
            }
        }
        linter.recordsBaseline = args.writeBaseline != nil
        // Entry paths are relative to the baseline file's folder, so it matches from any directory.
        if let file = args.baseline ?? args.writeBaseline { linter.baselineRoot = BaselineFingerprint.folder(ofFile: file) }
        let reporterName = args.reporter ?? configuration.reporter ?? "xcode"
        guard let reporter = Reporters.named(reporterName, version: DuoLintVersion.current) else { return 2 }
        let output = args.output.map { ReportOutput(path: $0) } ?? ReportOutput()
        // A progress line on a terminal, unless the report itself is streaming onto that terminal.
        let reportOnTerminal = args.output == nil && isatty(STDOUT_FILENO) == 1
        let progress = (!args.quiet && isatty(STDERR_FILENO) == 1 && !reportOnTerminal) ? ProgressLine() : nil
        let onProgress = progress.map { p in { @Sendable (done: Int, total: Int) in p.update(done, total) } }
        let run: LintRun
        if let stdinPath = args.stdinPath {
            let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
            run = linter.run(source: bytes, path: stdinPath)
            output.write(reporter.report(run))
        } else if let streaming = reporter as? any StreamingReporter {
            // Written file by file as the files are linted: memory does not grow with the findings.
            let writer = OrderedReportWriter(reporter: streaming) { output.write($0) }
            run = linter.run(paths: args.paths, progress: onProgress, streaming: (streaming, writer))
        } else {
            run = linter.run(paths: args.paths, progress: onProgress)
            output.write(reporter.report(run))
        }
        output.close()
        progress?.finish()
        var status: Int32 = 0
        if let failure = output.failure {
            printError("duolint: error: \(failure)\n")
            status = 2
        }
        if let path = args.writeBaseline, let failure = Baseline(findings: run.baselineEntries).write(to: path) {
            printError("duolint: error: \(failure)\n")
            status = 2
        }
        if let e = baselineError {
            printError("\(e.path): error: \(e.message)\n")
            status = 2
        }
        for e in run.inputErrors {
            let position = e.line.map { ":\($0):\(e.column ?? 1)" } ?? ""
            printError("\(e.path)\(position): error: \(e.message)\n")
        }
        if !args.quiet { printError(summary(run) + "\n") }
        if status == 2 || !run.inputErrors.isEmpty { return 2 }
        let failing = run.counts.errors > 0 || (args.strict && run.counts.warnings > 0)
        return failing ? 1 : 0
    }

    /// The configuration of a run: `--config FILE` (which must exist), else the `.duolint.yml` found upward
    /// from the first path, else the default. Throws `ConfigurationError`.
    static func loadConfiguration(_ args: LintArguments) throws -> Configuration {
        guard let path = args.config ?? Configuration.find(forPaths: args.paths) else { return Configuration() }
        return try ConfigurationReader().load(path: path)
    }

    /// `Found 3 findings (1 error, 2 warnings) in 42 files in 0.05 s`.
    static func summary(_ run: LintRun) -> String {
        let count = { (s: Severity) in run.counts.count(s) }
        var parts: [String] = []
        for (s, word) in [(Severity.error, "error"), (.warning, "warning"), (.note, "note")] {
            let n = count(s)
            if n > 0 { parts.append("\(n) \(word)\(n == 1 ? "" : "s")") }
        }
        let n = run.counts.total
        var line = "Found \(n) finding\(n == 1 ? "" : "s")"
        if !parts.isEmpty { line += " (\(parts.joined(separator: ", ")))" }
        line += " in \(run.fileCount) file\(run.fileCount == 1 ? "" : "s") in \(String(format: "%.2f", run.seconds)) s"
        if !run.inputErrors.isEmpty {
            line += "; \(run.inputErrors.count) input error\(run.inputErrors.count == 1 ? "" : "s")"
        }
        return line
    }

    static func rules(id: String?, format: String) -> Int32 {
        let all = RuleRegistry.descriptions
        var selected = all
        if let id {
            guard let r = RuleRegistry.description(of: id) else {
                printError("duolint: error: unknown rule '\(id)'; known rules: \(all.map(\.id).joined(separator: ", "))\n")
                return 2
            }
            selected = [r]
        }
        if format == "json" {
            let objects = selected.map { r -> [String: Any] in
                ["id": r.id, "name": r.name, "severity": r.severity.rawValue, "summary": r.summary,
                 "rationale": r.rationale, "fix": r.fix, "source": r.source, "inputs": r.inputs.map(\.rawValue),
                 "tags": r.tags, "helpUri": r.helpURI, "optIn": r.isOptIn]
            }
            let data = (try? JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
            FileHandle.standardOutput.write(data + Data("\n".utf8))
        } else if id != nil {
            print(RulePage.markdown(selected[0]), terminator: "")
        } else if format == "markdown" {
            print(RulePage.markdownTable(selected), terminator: "")
        } else {
            print(RulePage.list(selected), terminator: "")
        }
        return 0
    }

    static func tokens(paths: [String], trivia: Bool) -> Int32 {
        var status: Int32 = 0
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                printError("\(path): error: cannot read file\n")
                status = 2
                continue
            }
            let file = SourceFile(path: path, bytes: [UInt8](data))
            FileHandle.standardOutput.write(Data(TokenPrinter.dump(file, Lexer.lex(file), trivia: trivia).utf8))
        }
        return status
    }
}
