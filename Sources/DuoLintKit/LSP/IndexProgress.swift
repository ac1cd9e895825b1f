/// The `$/progress` reports (work-done progress) of indexing one project, under a token the server creates
/// (`window/workDoneProgress/create`); nothing when the client shows no progress.
final class IndexProgress: @unchecked Sendable {
    private let server: LanguageServer
    private let token: JSONValue?

    /// Begins the progress of indexing `root`, when the client shows progress (`window.workDoneProgress`).
    init(server: LanguageServer, root: String) {
        self.server = server
        guard server.state.with({ $0.clientShowsProgress }) else { token = nil; return }
        let made = JSONValue.string("duolint-index-\(server.state.with { s -> Int in s.nextRequest += 1; return s.nextRequest })")
        server.request("window/workDoneProgress/create", ["token": made])
        token = made
        send(["kind": "begin", "title": "duolint: indexing", "message": .string(root), "percentage": 0, "cancellable": false])
    }

    /// Reports `done` of `total` files read.
    func report(_ done: Int, _ total: Int) {
        send(["kind": "report", "message": .string("\(done)/\(total) files"), "percentage": .integer(total == 0 ? 100 : done * 100 / total)])
    }

    /// Ends the progress with `message`.
    func end(_ message: String) { send(["kind": "end", "message": .string(message)]) }

    private func send(_ value: JSONValue) {
        // Nothing after the answer to `shutdown`.
        guard let token, server.state.with({ $0.phase == .running }) else { return }
        server.notify("$/progress", ["token": token, "value": value])
    }
}
