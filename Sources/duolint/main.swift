import DuoLintKit
import Foundation

/// Runs the command and returns the exit status.
func main(_ arguments: [String]) -> Int32 {
    // First: a closed standard stream gets /dev/null before any file is opened (`StandardStreams`).
    let streams = StandardStreams.claim()
    let command: Command
    do { command = try parseArguments(arguments) } catch let e as UsageError {
        streams.diagnostic("duolint: error: \(e.message)")
        streams.diagnostic("Run 'duolint help' for usage.")
        return 2
    } catch { return 2 }

    switch command {
    case .version:
        return streams.command(DuoLintVersion.current + "\n")
    case .help:
        return streams.command(usage)
    case .config(let path, let config):
        return Commands.config(path: path, config: config, streams: streams)
    case .rules(let id, let format):
        return Commands.rules(id: id, format: format, streams: streams)
    case .tokens(let paths, let trivia):
        return Commands.tokens(paths: paths, trivia: trivia, streams: streams)
    case .syntax(let paths, let kinds, let stats):
        if stats { return Commands.syntaxStats(paths: paths, streams: streams) }
        return Commands.syntax(paths: paths, kinds: kinds, streams: streams)
    case .lsp:
        return LSPCommand.run(streams: streams)
    case .render(let args):
        return RenderCommand.run(args, streams: streams)
    case .lint(let args):
        // Before any thread starts: the allocator keeps less of large freed blocks (`MallocTuning`), and
        // SIGINT/SIGTERM/SIGHUP remove the run's temporary files, then exit.
        MallocTuning.apply()
        let cleanup = SignalCleanup()
        return Commands.lint(args, streams: streams, temporaryFiles: cleanup.temporaryFiles)
    }
}

// The arguments in display form (`DisplayPath`), from argv's bytes: `CommandLine.arguments` has already
// replaced invalid UTF-8 with U+FFFD, which would make two file names one.
exit(main((1..<Int(CommandLine.argc)).map { DisplayPath.display(cString: CommandLine.unsafeArgv[$0]!) }))
