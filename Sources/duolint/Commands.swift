import DuoLintKit
import Foundation

/// The subcommands: each reads its arguments, calls the library and returns the exit status.
enum Commands {
    /// `duolint lint`: lints, writes the report and the baseline, prints input errors and the summary on standard
    /// error (escaped), and returns the exit status. The report and baseline files are prepared before anything is
    /// linted and registered in `temporaryFiles` until they are renamed into place.
    static func lint(_ args: LintArguments, streams: StandardStreams, temporaryFiles: TemporaryFiles) -> Int32 {
        // An invalid configuration stops the run before any file is linted: a typo must not turn a check off.
        // Each file gets the configurations at and above its folder (or --config); the run's own settings
        // (reporter) come from the current directory's.
        let configurations: ConfigurationSet, configuration: EffectiveConfiguration, plan: LintPlan?
        var linter = Linter(jobs: args.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        // The process exits after the run: what the run no longer needs is not freed piece by piece.
        linter.keepsRunMemoryUntilExit = true
        do {
            configurations = try configurationSet(config: args.config)
            configuration = try configurations.currentConfiguration()
            if let stdinPath = args.stdinPath { _ = try configurations.configuration(forFile: stdinPath) }
            plan = args.stdinPath != nil ? nil : try linter.plan(paths: args.paths, configurations: configurations,
                                                                 foldBand: args.foldBand, maxFileSize: args.maxFileSize.map { $0 << 20 },
                                                                 projectContext: !args.modelFromPaths)
        } catch {
            // One line per unusable configuration (`ConfigurationErrors` lists them all).
            for e in (error as? ConfigurationErrors)?.errors.map(\.description) ?? ["\(error)"] { streams.diagnostic(e) }
            return 2
        }
        linter.maxFileSize = args.maxFileSize.map { $0 << 20 } ?? configuration.maxFileSize?.value ?? FileReader.defaultLimit
        // A missing or invalid baseline is an input error (exit 2); the files are still linted, without it.
        var baselineError: InputError?
        if let path = args.baseline {
            switch Baseline.load(from: path, limit: linter.maxFileSize) {
            case .success(let b): linter.baseline = b.matcher
            case .failure(let e): baselineError = e
            }
        }
        linter.recordsBaseline = args.writeBaseline != nil
        // Entry paths are relative to the baseline file's folder, so it matches from any directory.
        if let file = args.baseline ?? args.writeBaseline { linter.baselineRoot = BaselineFingerprint.folder(ofFile: file) }
        let reporterName = args.reporter ?? configuration.reporter?.value ?? "xcode"
        // The SARIF options would be dropped in silence by any other reporter: a usage error, as a typo is.
        if reporterName != "sarif", let option = [(args.sarifCategory, "--sarif-category"), (args.sarifSuppressed.map { "\($0)" }, "--sarif-suppressed")]
            .first(where: { $0.0 != nil })?.1 {
            streams.diagnostic("duolint: error: \(option) applies to the sarif reporter only; the reporter is '\(PrintableText.line(reporterName))'")
            streams.diagnostic("Run 'duolint help' for usage.")
            return 2
        }
        let sarif = SARIFOptions(category: args.sarifCategory, suppressed: args.sarifSuppressed ?? .include)
        guard let reporter = Reporters.named(reporterName, version: DuoLintVersion.current, sarif: sarif,
                                             source: args.stdinPath == nil ? .files : .none,
                                             configuration: configurationLines(args, files: configurations.filesFound)) else { return 2 }
        let output: ReportOutput, baselineFile: OutputFile?
        // With --fix --diff the diff is standard output; the report goes only to --output.
        var reportArgs = args
        if args.diff && args.output == nil { reportArgs.output = "/dev/null" }
        switch openOutputs(reportArgs, configurationPath: configuration.chain.last?.path, streams: streams, temporaryFiles: temporaryFiles) {
        case .success(let o): (output, baselineFile) = o
        case .failure(let f):
            streams.diagnostic("duolint: error: \(f.message)")
            return 2
        }
        // A nested configuration the run read is refused as an output too (openOutputs checks the current directory's).
        let configurationFiles = configurations.filesFound.map { (path: Optional($0), what: "configuration") }
        for (replaces, what, path) in [(output.replaces, "report", args.output), (baselineFile?.replaces, "baseline", args.writeBaseline)] {
            guard let path, let f = refusedAsRead(replaces, what: what, path: path, reads: configurationFiles) else { continue }
            _ = output.finish(keep: false)
            baselineFile?.discard()
            streams.diagnostic("duolint: error: \(f.message)")
            return 2
        }
        // Standard input that is the report or baseline file (`--stdin-path B.swift --output B.swift < B.swift`), or
        // the file the stdin path names, whose text the input stands for (`cat buffer | duolint --stdin-path B.swift
        // --output B.swift`): replacing it would destroy the file being linted.
        if let stdinPath = args.stdinPath {
            let outputs = [(output.replaces, "report", args.output), (baselineFile?.replaces, "baseline", args.writeBaseline)]
            let input = standardInputFile(streams)
            let named = FileIdentity(path: stdinPath)
            for (replaces, what, path) in outputs {
                guard let replaces, replaces == input || replaces == named else { continue }
                _ = output.finish(keep: false)
                baselineFile?.discard()
                let which = replaces == input ? "the file on standard input" : "the file --stdin-path names"
                streams.diagnostic("duolint: error: cannot write \(what) to \(path ?? ""): it is \(which); nothing was written")
                return 2
            }
        }
        let replaced = [output.replaces.map { ReplacedFiles.Output(identity: $0, what: "report", path: args.output ?? "") },
                        baselineFile?.replaces.map { ReplacedFiles.Output(identity: $0, what: "baseline", path: args.writeBaseline ?? "") }]
            .compactMap { $0 }
        if !replaced.isEmpty { linter.replacedFiles = ReplacedFiles(replaced) }
        var fixed: FixOutcome?
        if args.fix, let plan {
            fixed = fix(plan, linter: &linter, diff: args.diff, quiet: args.quiet, streams: streams, temporaryFiles: temporaryFiles)
        }
        // A progress line on a terminal, unless the report itself is streaming onto that terminal.
        let reportOnTerminal = reportArgs.output == nil && isatty(STDOUT_FILENO) == 1
        let progress = (!args.quiet && isatty(STDERR_FILENO) == 1 && !reportOnTerminal) ? ProgressLine(streams: streams) : nil
        let onProgress = progress.map { p in { @Sendable (done: Int, total: Int) in p.update(done, total) } }
        let run: LintRun
        // Where the report stage of `--timings` starts: after the passes (a whole report is made after them).
        var reportStart: UInt64 = 0
        if let plan, let streaming = reporter as? any StreamingReporter {
            // Written file by file as the files are linted: memory does not grow with the findings.
            let writer = OrderedReportWriter(reporter: streaming) { output.write($0) }
            run = linter.run(plan, progress: onProgress, streaming: (streaming, writer))
        } else if let plan {
            run = linter.run(plan, progress: onProgress)
            reportStart = StageTimes.now()
            output.write(reporter.report(run))
        } else {
            // Standard input is streamed as a file is: its report is never made whole in memory.
            let streaming = (reporter as? any StreamingReporter).map { r in
                (reporter: r, writer: OrderedReportWriter(reporter: r) { output.write($0) })
            }
            // The stdin path's configurations were read above without error (and are kept), so this does not throw.
            do {
                run = try linter.run(standardInput: streams.descriptor(STDIN_FILENO), path: args.stdinPath ?? "",
                                     configurations: configurations, foldBand: args.foldBand, maxFileSize: args.maxFileSize.map { $0 << 20 },
                                     streaming: streaming)
            } catch {
                _ = output.finish(keep: false)
                baselineFile?.discard()
                streams.diagnostic("\(error)")
                return 2
            }
            reportStart = StageTimes.now()
            if streaming == nil { output.write(reporter.report(run)) }
        }
        // A report or baseline that is one of the linted files is not written: it would destroy that input.
        let collisions = linter.replacedFiles?.linted ?? []
        if reportStart == 0 { reportStart = StageTimes.now() }
        let failure = output.finish(keep: collisions.isEmpty)
        var times = run.times
        times.add(.report, since: reportStart)
        progress?.finish()
        var status: Int32 = 0
        for c in collisions {
            streams.diagnostic("duolint: error: cannot write \(c.output.what) to \(c.output.path): it is the linted file \(c.input); "
                               + "the \(c.output.what) was not written there")
            status = 2
        }
        if let failure {
            streams.diagnostic("duolint: error: \(failure)")
            status = 2
        }
        // A --baseline that could not be read is left as it is, even when --write-baseline names it: it may be a
        // file that is not a baseline at all.
        let unreadBaseline = baselineError == nil ? nil : args.baseline.flatMap { FileIdentity(path: $0) }
        let keepsUnreadBaseline = unreadBaseline != nil && unreadBaseline == baselineFile?.replaces
        if let file = baselineFile, let path = args.writeBaseline {
            if keepsUnreadBaseline {
                file.discard()
                streams.diagnostic("duolint: error: cannot write baseline to \(path): it is the --baseline that could not be read; "
                                   + "it was left as it is")
                status = 2
            } else if !collisions.isEmpty {
                file.discard()
            } else if let e = Baseline(findings: run.baselineEntries).write(to: file) {
                streams.diagnostic("duolint: error: cannot write baseline to \(path): \(e.text)")
                status = 2
            }
        }
        if let e = baselineError {
            streams.diagnostic("\(e.path): error: \(e.message)")
            status = 2
        }
        for e in run.inputErrors {
            let position = e.line.map { ":\($0):\(e.column ?? 1)" } ?? ""
            streams.diagnostic("\(e.path)\(position): error: \(e.message)")
        }
        if let fixed {
            if !args.quiet { streams.diagnostic(fixSummary(fixed, diff: args.diff, remaining: run.counts.total)) }
            if fixed.status != 0 { status = 2 }
        }
        if !args.quiet { streams.diagnostic(summary(run)) }
        if args.timings { for line in times.table() { streams.diagnostic(line) } }
        if status == 2 || !run.inputErrors.isEmpty { return 2 }
        // `--fix --diff` with fixes to make fails, as `git diff --exit-code` does: a pre-commit check stops there.
        if args.diff, let fixed, fixed.files > 0 { return 1 }
        let failing = run.counts.errors > 0 || (args.strict && run.counts.warnings > 0)
        return failing ? 1 : 0
    }

    /// The configuration a report shows (`html`): the configuration files read, or `--config`, and the options
    /// given that change what is reported.
    static func configurationLines(_ args: LintArguments, files: [String]) -> [String] {
        var lines = [files.isEmpty ? "Configuration: none (every rule that is not opt-in, default settings)"
                                   : "Configuration: " + files.joined(separator: ", ") + (args.config != nil ? " (--config)" : "")]
        if let band = args.foldBand {
            lines.append("--fold-band " + (band == band.rounded() && abs(band) < 1e15 ? String(Int(band)) : String(band)))
        }
        if let baseline = args.baseline { lines.append("--baseline \(baseline)") }
        if args.strict { lines.append("--strict") }
        return lines
    }

    /// `Found 3 findings (1 error, 2 warnings) in 42 files in 0.05 s`; with hidden findings
    /// `Found 2 findings (1 error, 1 warning; 3 hidden by the baseline, 1 by comments) in 3 files in 0.05 s`
    /// (`Found 0 findings (1 hidden by comments) …`): parts that are zero are left out.
    static func summary(_ run: LintRun) -> String {
        let count = { (s: Severity) in run.counts.count(s) }
        var parts: [String] = []
        for (s, word) in [(Severity.error, "error"), (.warning, "warning"), (.note, "note")] {
            let n = count(s)
            if n > 0 { parts.append("\(n) \(word)\(n == 1 ? "" : "s")") }
        }
        let n = run.counts.total
        var line = "Found \(n) finding\(n == 1 ? "" : "s")"
        let hidden = [(run.hidden.baseline, "the baseline"), (run.hidden.comments, "comments")].filter { $0.0 > 0 }
            .enumerated().map { "\($0.element.0) \($0.offset == 0 ? "hidden " : "")by \($0.element.1)" }
        let groups = [parts, hidden].filter { !$0.isEmpty }.map { $0.joined(separator: ", ") }
        if !groups.isEmpty { line += " (\(groups.joined(separator: "; ")))" }
        line += " in \(run.fileCount) file\(run.fileCount == 1 ? "" : "s") in \(String(format: "%.2f", run.seconds)) s"
        if !run.inputErrors.isEmpty {
            line += "; \(run.inputErrors.count) input error\(run.inputErrors.count == 1 ? "" : "s")"
        }
        return line
    }

    /// `duolint rules [ID] [--format …]`: the rules table, list or one rule's page on standard output; 2 for an
    /// unknown id or a failed write.
    static func rules(id: String?, format: String, streams: StandardStreams) -> Int32 {
        let all = RuleRegistry.descriptions
        var selected = all
        if let id {
            guard let r = RuleRegistry.description(of: id) else {
                streams.diagnostic("duolint: error: unknown rule '\(id)'\(Suggestion.clause(for: id, among: all.map(\.id))); known rules: "
                    + all.map(\.id).joined(separator: ", "))
                return 2
            }
            selected = [r]
        }
        if format == "json" {
            let objects = selected.map { r -> [String: Any] in
                ["id": r.id, "name": r.name, "severity": r.severity.rawValue, "summary": r.summary,
                 "rationale": r.rationale, "fix": r.fix, "source": r.source, "inputs": r.inputs.map(\.rawValue),
                 "tags": r.tags, "helpUri": r.helpURI, "optIn": r.isOptIn, "fixable": r.isFixable]
            }
            let data = (try? JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
            return streams.command(String(decoding: data, as: UTF8.self) + "\n")
        } else if id != nil {
            return streams.command(RulePage.markdown(selected[0]))
        } else if format == "markdown" {
            return streams.command(RulePage.markdownTable(selected))
        } else {
            return streams.command(RulePage.list(selected))
        }
    }

    /// `duolint tokens FILE…`: each file's token stream on standard output; 2 when a file is not a Swift file or
    /// cannot be read (the others are still printed) or the output cannot be written (then it stops).
    static func tokens(paths: [String], trivia: Bool, streams: StandardStreams) -> Int32 {
        eachReadableFile(paths, streams) { file in
            streams.command(TokenPrinter.dump(file, Lexer.lex(file), trivia: trivia)) == 0
        }
    }

    /// Reads each Swift file of `paths` and hands it to `body` (which returns false when it could not write, which
    /// stops the loop): 0, or 2 when a path is a folder, is not named `*.swift` (`not a Swift file (.swift)`: a
    /// spec or plist is not lexed as Swift, as a compiler's dump refuses what is not its source) or could not be
    /// read (each said on standard error; the others are still handed over) or `body` stopped.
    static func eachReadableFile(_ paths: [String], _ streams: StandardStreams, _ body: (SourceFile) -> Bool) -> Int32 {
        var status: Int32 = 0
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                streams.diagnostic("\(path): error: is a directory (give the Swift files it holds)")
                status = 2
                continue
            }
            // By bytes, as file discovery picks Swift files: the name's last six bytes are `.swift`.
            guard path.utf8.reversed().starts(with: ".swift".utf8.reversed()) else {
                streams.diagnostic("\(path): error: not a Swift file (.swift)")
                status = 2
                continue
            }
            let bytes: [UInt8]
            switch Linter.readFile(atPath: path) {
            case .success(let b): bytes = b
            case .failure(let e):
                streams.diagnostic("\(path): error: \(e.code == nil ? e.text : "cannot read file: \(e.text)")")
                status = 2
                continue
            }
            if !body(SourceFile(path: path, bytes: bytes)) { return 2 }
        }
        return status
    }

    /// `duolint syntax [--kinds K,…] FILE…`: each file's syntax tree in the outline format of `swift-outline`;
    /// 2 for an unknown kind (nothing printed), a file that is not a Swift file or cannot be read (the others are
    /// still printed) or output that cannot be written (then it stops).
    static func syntax(paths: [String], kinds names: [String]?, streams: StandardStreams) -> Int32 {
        var kinds: Set<SyntaxKind>?
        if let names {
            var set = Set<SyntaxKind>()
            for name in names {
                guard let k = SyntaxKind(name: name), k != .unexpected else {
                    streams.diagnostic("duolint: error: unknown syntax kind '\(PrintableText.escaped(name))'")
                    return 2
                }
                set.insert(k)
            }
            kinds = set
        }
        return eachReadableFile(paths, streams) { source in
            let file = SwiftFile(source)
            return streams.command(SyntaxOutline.dump(file, file.syntaxTree, kinds: kinds)) == 0
        }
    }

    /// `duolint syntax --stats FILE…`: lexes and parses every file and prints one line with the totals: files,
    /// tokens, nodes, the lex's and the parse's time (monotonic clock, this thread) in ns per token, and the
    /// tree's retained size in bytes per token (`SyntaxTree.retainedBytes`). Checks each tree's invariants
    /// (`SyntaxTree.invariantViolation`) and says which file breaks one. For `make bench`. 2 as `syntax`, and
    /// when an invariant is broken.
    static func syntaxStats(paths: [String], streams: StandardStreams) -> Int32 {
        var files = 0, tokens = 0, nodes = 0, treeBytes = 0
        var lexNanoseconds: UInt64 = 0, parseNanoseconds: UInt64 = 0
        var invalid = false
        let status = eachReadableFile(paths, streams) { source in
            let t0 = DispatchTime.now().uptimeNanoseconds
            let file = SwiftFile(source)
            let t1 = DispatchTime.now().uptimeNanoseconds
            let tree = file.syntaxTree
            let t2 = DispatchTime.now().uptimeNanoseconds
            if let broken = tree.invariantViolation(tokenCount: file.tokens.count) {
                streams.diagnostic("\(source.path): error: syntax tree invariant broken: \(broken)")
                invalid = true
            }
            files += 1
            tokens += file.tokens.count
            nodes += tree.count
            treeBytes += tree.retainedBytes
            lexNanoseconds += t1 - t0
            parseNanoseconds += t2 - t1
            return true
        }
        let perToken = { (ns: UInt64) in tokens == 0 ? "0" : String(format: "%.1f", Double(ns) / Double(tokens)) }
        let line = "files \(files) tokens \(tokens) nodes \(nodes) lex_ns_per_token \(perToken(lexNanoseconds)) "
            + "parse_ns_per_token \(perToken(parseNanoseconds)) "
            + "tree_bytes_per_token \(tokens == 0 ? "0" : String(format: "%.1f", Double(treeBytes) / Double(tokens)))\n"
        if streams.command(line) != 0 { return 2 }
        return invalid ? 2 : status
    }
}
