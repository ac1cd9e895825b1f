import Foundation
import XCTest

/// What a run of the built `duolint` executable produced.
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
    /// True when the run took longer than the `timeout` given to `runDuolint` and was killed (SIGKILL).
    var timedOut = false
}

/// The folder holding the built products (`duolint` and the test bundle).
var productsDirectory: URL {
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
    }
    return Bundle.main.bundleURL
}

/// Runs `duolint arguments…` in `directory` (default: the package root) with `stdin` as standard input.
///
/// With a `timeout` (seconds), a run still going after that long is killed with SIGKILL and the result
/// has `timedOut` set (its status is then the signal's); the caller fails the test on that.
func runDuolint(_ arguments: [String], in directory: URL = packageRoot, stdin: Data? = nil,
                timeout: TimeInterval? = nil) throws -> CLIResult {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("duolint")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    // The watchdog: kills the child once the timeout has passed, unless the run finished first.
    final class Watchdog: @unchecked Sendable {
        let lock = NSLock()
        var finished = false
        var fired = false
        let process: Process
        init(_ process: Process) { self.process = process }
    }
    let watchdog = Watchdog(process)
    if let timeout {
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
            watchdog.lock.lock()
            defer { watchdog.lock.unlock() }
            // `finished` is set (under the lock) before the child is reaped, so the pid is still ours here.
            guard !watchdog.finished, watchdog.process.isRunning else { return }
            watchdog.fired = true
            kill(pid, SIGKILL)
        }
    }
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try input.fileHandleForWriting.close()
    // Read both pipes to the end before waiting, so a large report cannot block the child.
    final class Box: @unchecked Sendable { var data = Data() }
    let errBox = Box()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async { errBox.data = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    let errData = errBox.data
    watchdog.lock.lock()
    watchdog.finished = true
    let timedOut = watchdog.fired
    watchdog.lock.unlock()
    process.waitUntilExit()
    return CLIResult(status: process.terminationStatus,
                     stdout: String(decoding: outData, as: UTF8.self),
                     stderr: String(decoding: errData, as: UTF8.self),
                     timedOut: timedOut)
}

/// A fresh temporary folder, removed when the test ends.
func makeTemporaryDirectory(_ test: XCTestCase) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("duolint-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
    return dir
}
