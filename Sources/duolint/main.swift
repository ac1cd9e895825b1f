import DuoLintKit
import Foundation

/// Writes `text` to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

/// Runs the command and returns the exit status.
func main(_ arguments: [String]) -> Int32 {
    let command: Command
    do { command = try parseArguments(arguments) } catch let e as UsageError {
        printError("duolint: error: \(e.message)\nRun 'duolint help' for usage.\n")
        return 2
    } catch { return 2 }

    switch command {
    case .version:
        print(DuoLintVersion.current)
        return 0
    case .help:
        print(usage, terminator: "")
        return 0
    case .rules(let id, let format):
        return Commands.rules(id: id, format: format)
    case .tokens(let paths, let trivia):
        return Commands.tokens(paths: paths, trivia: trivia)
    case .lint(let args):
        return Commands.lint(args)
    }
}

// The arguments in display form (`DisplayPath`), from argv's bytes: `CommandLine.arguments` has already
// replaced invalid UTF-8 with U+FFFD, which would make two file names one.
exit(main((1..<Int(CommandLine.argc)).map { DisplayPath.display(cString: CommandLine.unsafeArgv[$0]!) }))
