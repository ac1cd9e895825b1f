import DuoLintKit
import Foundation

/// The subcommands: each reads its arguments, calls the library and returns the exit status.
enum Commands {
    static func lint(_ args: LintArguments) -> Int32 {
        let linter = Linter(options: RuleOptions(foldBand: args.foldBand), jobs: args.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        let progress = (!args.quiet && isatty(STDERR_FILENO) == 1) ? ProgressLine() : nil
        let run = linter.run(paths: args.paths, progress: progress.map { p in { done, total in p.update(done, total) } })
        progress?.finish()
        guard let reporter = Reporters.named(args.reporter, version: DuoLintVersion.current, jobs: linter.jobs) else { return 2 }
        let report = reporter.report(run)
        var status: Int32 = 0
        if let out = args.output {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: out, isDirectory: &isDir), isDir.boolValue {
                printError("duolint: error: cannot write report to \(out): it is a directory\n")
                status = 2
            } else {
                do { try Data(report.utf8).write(to: URL(fileURLWithPath: out)) } catch {
                    printError("duolint: error: cannot write report to \(out): \(Linter.reason(error))\n")
                    status = 2
                }
            }
        } else {
            FileHandle.standardOutput.write(Data(report.utf8))
        }
        for e in run.inputErrors {
            let position = e.line.map { ":\($0):\(e.column ?? 1)" } ?? ""
            printError("\(e.path)\(position): error: \(e.message)\n")
        }
        if !args.quiet { printError(summary(run) + "\n") }
        if status == 2 || !run.inputErrors.isEmpty { return 2 }
        let failing = run.findings.contains { $0.severity == .error || (args.strict && $0.severity == .warning) }
        return failing ? 1 : 0
    }

    /// `Found 3 findings (1 error, 2 warnings) in 42 files in 0.05 s`.
    static func summary(_ run: LintRun) -> String {
        let count = { (s: Severity) in run.findings.filter { $0.severity == s }.count }
        var parts: [String] = []
        for (s, word) in [(Severity.error, "error"), (.warning, "warning"), (.note, "note")] {
            let n = count(s)
            if n > 0 { parts.append("\(n) \(word)\(n == 1 ? "" : "s")") }
        }
        let n = run.findings.count
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
                 "tags": r.tags, "helpUri": r.helpURI]
            }
            let data = (try? JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])) ?? Data()
            FileHandle.standardOutput.write(data + Data("\n".utf8))
        } else if id != nil {
            print(RulePage.markdown(selected[0]), terminator: "")
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
