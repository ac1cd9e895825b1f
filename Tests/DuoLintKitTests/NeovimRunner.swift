import Foundation
import XCTest

/// What headless Neovim saw in one run of `Tests/Editors/neovim_e2e.lua` (the JSON file the script writes).
struct NeovimRun: Decodable {
    /// A diagnostic as Neovim holds it (`vim.diagnostic.get`): 1-based lines and byte columns, end exclusive.
    struct Diagnostic: Decodable, Equatable {
        var line: Int, column: Int, endLine: Int, endColumn: Int
        var severity: Int
        var code: String
        var source: String
        var message: String
    }

    /// A diagnostic as the server published it: 0-based positions in the negotiated encoding.
    struct Published: Decodable, Equatable {
        var line: Int, character: Int, endLine: Int, endCharacter: Int
        var severity: Int
        var code: String
        var source: String
        var href: String?
    }

    /// A code action the server offered at the chosen diagnostic.
    struct Action: Decodable, Equatable {
        var title: String
        var kind: String?
        var isPreferred: Bool
        /// The rule ids of the action's `diagnostics`.
        var diagnostics: [String]
    }

    struct Exit: Decodable { var code: Int; var signal: Int }

    var nvim: String
    /// The client's position encoding (`client.offset_encoding`): utf-16 on Neovim 0.7.
    var encoding: String
    var before: [Diagnostic]
    var beforePublished: [Published]
    var actions: [Action]
    var after: [Diagnostic]
    var afterPublished: [Published]
    /// After the edit was undone (neovim_project_e2e.lua only).
    var restored: [Diagnostic]?
    var restoredPublished: [Published]?
    var exit: Exit
    /// What happened when, in milliseconds from the script's start (for failure messages and timings).
    var events: [String]
}

/// How the script ended when it failed: its message and what it had seen until then.
private struct NeovimFailure: Decodable {
    var error: String?
    var events: [String]?
}

/// Finds `nvim`: `$DUOLINT_NVIM` when set, else the first executable `nvim` on `PATH`.
func findNeovim() -> URL? {
    let environment = ProcessInfo.processInfo.environment
    if let named = environment["DUOLINT_NVIM"], !named.isEmpty { return URL(fileURLWithPath: named) }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("nvim")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
}

/// The version `nvim --version` prints on its first line (`NVIM v0.7.2`), as (major, minor), or nil.
func neovimVersion(_ nvim: URL) -> (major: Int, minor: Int)? {
    let process = Process()
    process.executableURL = nvim
    process.arguments = ["--version"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard let first = text.split(separator: "\n").first, let v = first.range(of: "v") else { return nil }
    let numbers = first[v.upperBound...].split(separator: ".").prefix(2).compactMap { Int($0.prefix { $0.isNumber }) }
    return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
}

/// Runs `nvim --headless -u NONE -i NONE -n -c 'luafile Tests/Editors/SCRIPT'` with `variables` (the script's
/// `DUOLINT_E2E_*`) and Neovim's own state folders inside `scratch`, killing it after `timeout` seconds.
/// Returns the script's result, or nil after failing the test with everything known (the script's error, its
/// events, Neovim's output and its LSP log).
func runNeovimScript(_ nvim: URL, _ name: String, variables: [String: String], scratch: URL, timeout: TimeInterval,
                     file: StaticString = #filePath, line: UInt = #line) throws -> NeovimRun? {
    let script = packageRoot.appendingPathComponent("Tests/Editors/\(name)")
    let resultURL = scratch.appendingPathComponent("result.json")
    var environment = ProcessInfo.processInfo.environment
    for folder in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"] {
        environment[folder] = scratch.appendingPathComponent(folder).path
    }
    environment.merge(variables) { $1 }
    environment["DUOLINT_E2E_OUT"] = resultURL.path

    let process = Process()
    process.executableURL = nvim
    process.arguments = ["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", "luafile \(script.path)"]
    process.environment = environment
    process.currentDirectoryURL = scratch
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let pid = process.processIdentifier
    let watchdog = DispatchWorkItem { if process.isRunning { kill(pid, SIGKILL) } }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    watchdog.cancel()

    let data = try? Data(contentsOf: resultURL)
    let failure = data.flatMap { try? JSONDecoder().decode(NeovimFailure.self, from: $0) }
    if process.terminationStatus == 0, failure?.error == nil, let data {
        do { return try JSONDecoder().decode(NeovimRun.self, from: data) } catch {
            XCTFail("cannot read the script's result (\(error)): \(String(decoding: data, as: UTF8.self))", file: file, line: line)
            return nil
        }
    }
    let log = (try? String(contentsOf: scratch.appendingPathComponent("XDG_CACHE_HOME/nvim/lsp.log"), encoding: .utf8))
        ?? (try? String(contentsOf: scratch.appendingPathComponent("XDG_STATE_HOME/nvim/lsp.log"), encoding: .utf8)) ?? ""
    let reason = process.terminationReason == .uncaughtSignal ? "killed after \(Int(timeout)) s or by a signal"
        : "exit status \(process.terminationStatus)"
    XCTFail("""
        headless Neovim failed (\(reason)): \(failure?.error ?? "no result file")
        Neovim's output:
        \(printed)
        Neovim's LSP log:
        \(log)
        """, file: file, line: line)
    return nil
}
