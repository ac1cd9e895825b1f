import Dispatch
import Foundation

/// duolint's language server (LSP 3.17 over a pair of file descriptors, normally standard input and output):
/// it lints the documents the client opens as their text changes and publishes the findings as
/// diagnostics, with quick fixes and "Disable RULE for this line" as code actions.
///
/// Messages are read and handled in order on the thread that calls `run()`. Lints run on one serial queue,
/// a change's lint `debounce` seconds after it; a lint whose text changed meanwhile is dropped, not published.
/// Workspace folders are indexed (the project model: `ProjectIndex`) on another queue, with `$/progress`
/// reports, and documents are linted again when it lands. Nothing is written to the output but messages.
public final class LanguageServer: @unchecked Sendable {
    let reader: MessageReader
    let writer: MessageWriter
    let state = ServerState()
    /// Lints, project updates and diagnostics are made here, one at a time.
    let lintQueue = DispatchQueue(label: "duolint.lsp.lint")
    /// Workspace folders are read here.
    let indexQueue = DispatchQueue(label: "duolint.lsp.index")
    /// The linter every document's configured linter is made from.
    let baseLinter: Linter
    /// Workers for indexing.
    let jobs: Int
    /// Where the server's own problems go (standard error): never the protocol's output.
    let log: @Sendable (String) -> Void
    /// The projects by root, and each folder's project root (lint queue only).
    var projects: [String: ProjectIndex] = [:]
    var projectOfFolder: [String: String] = [:]
    /// The baseline of `initializationOptions.baseline` and the folder its paths are relative to (lint queue only).
    var baseline: (matcher: BaselineMatcher, root: String)?
    /// A linter per distinct settings met (lint queue only).
    var linters: [LintSettings: Linter] = [:]
    /// The configuration errors last published, by configuration file (lint queue only).
    var publishedConfigurationErrors: [String: [ConfigurationError]] = [:]

    /// A server reading messages from `input` and writing them to `output` (neither is closed), indexing with
    /// `jobs` workers; `log` receives one line per problem of the server's own.
    public init(input: Int32, output: Int32, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                log: @escaping @Sendable (String) -> Void = { _ in }) {
        reader = MessageReader(fd: input)
        writer = MessageWriter(fd: output)
        var linter = Linter(jobs: 1)
        linter.folderRoot = nil
        baseLinter = linter
        self.jobs = max(1, jobs)
        self.log = log
    }

    /// Reads and handles messages until `exit` or the end of the input. Returns the exit status: 0 after
    /// `shutdown` then `exit`, 1 when the input ended or `exit` came without `shutdown` (as LSP asks).
    public func run() -> Int32 {
        while true {
            switch reader.next() {
            case .end:
                return state.with { $0.phase == .shutDown } ? 0 : 1
            case .badHeader(let problem):
                log("duolint lsp: \(problem)")
                logMessage(1, "duolint: \(problem)")
            case .message(let body):
                let message: IncomingMessage
                do { message = try IncomingMessage.parse(body) } catch let e as IncomingError {
                    send(OutgoingMessage.error(id: e.id, e.error))
                    continue
                } catch { continue }
                if case .notification("exit", _) = message { return state.with { $0.phase == .shutDown } ? 0 : 1 }
                handle(message)
            }
        }
    }

    /// Handles one message in the lifecycle's rules: before `initialize` only `initialize` is answered, after
    /// `shutdown` requests are refused; notifications outside `running` are dropped.
    func handle(_ message: IncomingMessage) {
        let phase = state.with { $0.phase }
        switch message {
        case .response:
            return  // Answers to `window/workDoneProgress/create` and `client/registerCapability`: nothing to do.
        case .request(let id, let method, let params):
            switch (phase, method) {
            case (.uninitialized, "initialize"): respond(id, initialize(params))
            case (.uninitialized, _): respondError(id, ResponseError(ResponseError.serverNotInitialized, "the server is not initialized; send 'initialize' first"))
            case (.shutDown, _): respondError(id, ResponseError(ResponseError.invalidRequest, "the server is shut down; only 'exit' is accepted"))
            case (.running, "initialize"): respondError(id, ResponseError(ResponseError.invalidRequest, "'initialize' was already received"))
            case (.running, "shutdown"):
                state.with { $0.phase = .shutDown }
                // Lints already queued finish first, so nothing is published after the answer; code actions
                // still waiting for a (debounced) lint get an error rather than no answer.
                lintQueue.sync {}
                for waiting in state.takePending(for: nil) {
                    respondError(waiting, ResponseError(ResponseError.requestFailed, "the server is shutting down"))
                }
                respond(id, .null)
            case (.running, "textDocument/codeAction"): codeAction(id, params)
            case (.running, _): respondError(id, ResponseError(ResponseError.methodNotFound, "unknown method '\(method)'"))
            }
        case .notification(let method, let params):
            guard phase == .running else { return }
            switch method {
            case "initialized": initialized()
            case "textDocument/didOpen": didOpen(params)
            case "textDocument/didChange": didChange(params)
            case "textDocument/didSave": didSave(params)
            case "textDocument/didClose": didClose(params)
            case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
            // The client's settings hold nothing for duolint; its files are read again (not the projects: see
            // `reloadConfigurations`), as a client sends this once at start.
            case "workspace/didChangeConfiguration": lintQueue.async { self.reloadConfigurations(reindex: false) }
            case "workspace/didChangeWorkspaceFolders": didChangeWorkspaceFolders(params)
            case "$/cancelRequest": cancel(params)
            default: return  // `$/setTrace`, `$/progress` and others: optional, ignored.
            }
        }
    }

    // MARK: Writing

    /// Writes one message.
    func send(_ message: JSONValue) { writer.write(message.encoded) }

    func respond(_ id: RequestID, _ result: JSONValue) { send(OutgoingMessage.response(id: id, result: result)) }

    func respondError(_ id: RequestID, _ error: ResponseError) { send(OutgoingMessage.error(id: id, error)) }

    func notify(_ method: String, _ params: JSONValue) { send(OutgoingMessage.notification(method, params)) }

    /// `window/logMessage` of `type` (1 error, 2 warning, 3 info, 4 log).
    func logMessage(_ type: Int, _ text: String) { notify("window/logMessage", ["type": .integer(type), "message": .string(text)]) }

    /// Sends a request to the client (its answer is not waited for).
    func request(_ method: String, _ params: JSONValue) {
        let id = state.with { s -> Int in s.nextRequest += 1; return s.nextRequest - 1 }
        send(OutgoingMessage.request(id: .string("duolint-\(id)"), method, params))
    }
}
