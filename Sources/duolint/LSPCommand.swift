import DuoLintKit
import Foundation

/// `duolint lsp`: the language server on standard input and output, its own problems on standard error.
enum LSPCommand {
    /// Serves until `exit` or the end of standard input; returns the server's exit status (0 after `shutdown`
    /// and `exit`, else 1).
    static func run(streams: StandardStreams) -> Int32 {
        // A client that goes away closes the pipe: a write must fail with EPIPE, not end the process unheard.
        signal(SIGPIPE, SIG_IGN)
        let server = LanguageServer(input: streams.descriptor(STDIN_FILENO), output: streams.descriptor(STDOUT_FILENO),
                                    log: { streams.diagnostic($0) })
        return server.run()
    }
}
