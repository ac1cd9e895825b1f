import DuoLintKit
import Foundation
import XCTest

/// A language-server client for tests: starts the built `duolint lsp` with pipes, frames and reads messages
/// on its own (not with the server's `MessageReader`), and waits for the ones a test expects.
final class LSPTestClient: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSCondition()
    private var received: [JSONValue] = []
    private var ended = false
    private var nextID = 1
    /// Everything the server wrote to standard error.
    private(set) var standardError = Data()

    /// Starts `duolint lsp` in `directory`.
    init(directory: URL = packageRoot) throws {
        process.executableURL = productsDirectory.appendingPathComponent("duolint")
        process.arguments = ["lsp"]
        process.currentDirectoryURL = directory
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading
        Thread.detachNewThread { [self] in readMessages(out) }
        let err = errors.fileHandleForReading
        Thread.detachNewThread { [self] in
            let data = err.readDataToEndOfFile()
            lock.lock(); standardError = data; lock.unlock()
        }
    }

    /// Reads framed messages until the server closes its output.
    private func readMessages(_ handle: FileHandle) {
        var buffer = Data()
        let separator = Data("\r\n\r\n".utf8)
        while true {
            while let end = buffer.range(of: separator) {
                let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
                let length = header.split(separator: "\r\n").compactMap { line -> Int? in
                    let parts = line.split(separator: ":", maxSplits: 1)
                    return parts.count == 2 && parts[0].lowercased() == "content-length" ? Int(parts[1].trimmingCharacters(in: .whitespaces)) : nil
                }.first ?? 0
                guard buffer.count - (end.upperBound - buffer.startIndex) >= length else { break }
                let body = buffer[end.upperBound..<(end.upperBound + length)]
                buffer = Data(buffer[(end.upperBound + length)...])
                let message = (try? JSONValue.parse(Array(body))) ?? .string("unreadable: \(String(decoding: body, as: UTF8.self))")
                lock.lock(); received.append(message); lock.broadcast(); lock.unlock()
            }
            let chunk = handle.availableData
            if chunk.isEmpty { lock.lock(); ended = true; lock.broadcast(); lock.unlock(); return }
            buffer.append(chunk)
        }
    }

    /// Writes `body` framed, as it is.
    func sendRaw(_ body: [UInt8]) {
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + Data(body))
    }

    /// Writes raw bytes (a broken header, half a message).
    func sendBytes(_ bytes: String) { input.fileHandleForWriting.write(Data(bytes.utf8)) }

    /// Sends a notification.
    func notify(_ method: String, _ params: JSONValue = .object([:])) {
        sendRaw(JSONValue.object(["jsonrpc": "2.0", "method": .string(method), "params": params]).encoded)
    }

    /// Sends a request and returns its id without waiting.
    @discardableResult
    func send(_ method: String, _ params: JSONValue = .object([:])) -> Int {
        lock.lock(); let id = nextID; nextID += 1; lock.unlock()
        sendRaw(JSONValue.object(["jsonrpc": "2.0", "id": .integer(id), "method": .string(method), "params": params]).encoded)
        return id
    }

    /// Sends a request and waits for its response (the whole message: `result` or `error`).
    func request(_ method: String, _ params: JSONValue = .object([:]), timeout: TimeInterval = 20,
                 file: StaticString = #filePath, line: UInt = #line) throws -> JSONValue {
        let id = send(method, params)
        return try wait(timeout: timeout, file: file, line: line) { $0["id"] == .integer(id) && $0["method"] == nil }
    }

    /// Waits for (and removes) the first message received that `matches`; fails the test after `timeout` seconds.
    func wait(timeout: TimeInterval = 20, file: StaticString = #filePath, line: UInt = #line,
              _ matches: (JSONValue) -> Bool) throws -> JSONValue {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let i = received.firstIndex(where: matches) { return received.remove(at: i) }
            if ended || !lock.wait(until: deadline) {
                let seen = received.map { String(decoding: $0.encoded.prefix(200), as: UTF8.self) }.joined(separator: "\n")
                XCTFail("no expected message after \(timeout) s (server \(ended ? "ended" : "running")); received:\n\(seen)", file: file, line: line)
                throw LSPTestError.timeout
            }
        }
    }

    /// The next `publishDiagnostics` for `uri` (with `version` when given).
    func diagnostics(_ uri: String, version: Int? = nil, timeout: TimeInterval = 20,
                     file: StaticString = #filePath, line: UInt = #line) throws -> [JSONValue] {
        let m = try wait(timeout: timeout, file: file, line: line) {
            $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri
                && (version == nil || $0["params"]?["version"]?.integer == version)
        }
        return m["params"]?["diagnostics"]?.array ?? []
    }

    /// The messages received and not yet waited for, removed.
    func takeReceived() -> [JSONValue] {
        lock.lock(); defer { lock.unlock() }
        let all = received
        received = []
        return all
    }

    /// `initialize` (capabilities and options as given) then `initialized`; returns the `initialize` result.
    @discardableResult
    func initialize(root: URL?, capabilities: JSONValue = .object([:]), options: JSONValue? = nil) throws -> JSONValue {
        var params: [String: JSONValue] = ["processId": .null, "capabilities": capabilities]
        if let root { params["rootUri"] = .string(root.absoluteURL.absoluteString) }
        if let options { params["initializationOptions"] = options }
        let response = try request("initialize", .object(params))
        notify("initialized")
        return response["result"] ?? .null
    }

    /// `didOpen` of `text` as `uri` (language from the name).
    func open(_ uri: String, _ text: String, version: Int = 1) {
        let language = uri.hasSuffix(".swift") ? "swift" : uri.hasSuffix(".plist") ? "xml" : "yaml"
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": .string(language),
                                                         "version": .integer(version), "text": .string(text)]])
    }

    /// `didChange` replacing 0-based `line`'s characters `from..<to` (UTF-16) with `text`.
    func change(_ uri: String, version: Int, line: Int, from: Int, to: Int, _ text: String) {
        notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .integer(version)],
            "contentChanges": [["range": ["start": ["line": .integer(line), "character": .integer(from)],
                                          "end": ["line": .integer(line), "character": .integer(to)]],
                                "text": .string(text)]]])
    }

    /// `shutdown` then `exit`; returns the exit status.
    func shutDown() throws -> Int32 {
        _ = try request("shutdown")
        notify("exit")
        return finish()
    }

    /// Closes the server's input and waits for it to end; returns its exit status.
    func finish() -> Int32 {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The server's resident set size now (`VmRSS` of /proc/PID/status), in KiB; nil where there is no /proc.
    func residentKiB(_ field: String = "VmRSS") -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1])
        }
        return nil
    }

    deinit { if process.isRunning { process.terminate() } }
}

enum LSPTestError: Error { case timeout }

/// A diagnostic as `rule line:character message` (0-based, the session's units), for exact comparisons.
func describe(_ diagnostic: JSONValue) -> String {
    let start = diagnostic["range"]?["start"]
    return "\(diagnostic["code"]?.string ?? "-") \(start?["line"]?.integer ?? -1):\(start?["character"]?.integer ?? -1)"
}

/// `text` with LSP `TextEdit`s (UTF-16 positions, non-overlapping) applied, as a client applies them.
func applying(_ edits: [JSONValue], to text: String) -> String {
    var lines: [Int] = [0]
    let units = Array(text.utf16)
    for (i, u) in units.enumerated() where u == 10 { lines.append(i + 1) }
    func offset(_ p: JSONValue?) -> Int { lines[p!["line"]!.integer!] + p!["character"]!.integer! }
    var result = units
    for e in edits.sorted(by: { offset($0["range"]?["start"]) > offset($1["range"]?["start"]) }) {
        result.replaceSubrange(offset(e["range"]?["start"])..<offset(e["range"]?["end"]), with: Array(e["newText"]!.string!.utf16))
    }
    return String(decoding: result, as: UTF16.self)
}
