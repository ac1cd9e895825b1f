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

/// What `runDuolintMeasured` gives: the run's result and the child's peak resident set size.
struct MeasuredCLIResult {
    var result: CLIResult
    /// The child's peak resident set size in bytes (`getrusage`'s `ru_maxrss` of that child, from `wait4`).
    var peakBytes: Int
}

/// The measuring parent on Linux: `python3 -c measuringParent PEAK_FILE EXECUTABLE ARGS…` forks, runs
/// `EXECUTABLE ARGS…` in the child (SIGPIPE and SIGXFSZ back to their default action, as Python ignores
/// them), waits for it with `wait4` and writes its `ru_maxrss` (KiB) and raw wait status to `PEAK_FILE`.
///
/// Why a parent of its own: Linux records in a process's `ru_maxrss`, when it calls `exec`, the peak of the
/// memory it had before, and a child that `posix_spawn` starts (`vfork`) has the test process's, so every
/// measure would be at least the test process's own peak (about 190 MB late in the suite). A child forked
/// by a small Python process starts from that process's 10 MB or so, under any duolint run's own peak.
private let measuringParent = """
import os, signal, sys
pid = os.fork()
if pid == 0:
    try:
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
        signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
        os.execv(sys.argv[2], sys.argv[2:])
    finally:
        os._exit(127)
_, status, usage = os.wait4(pid, 0)
with open(sys.argv[1], "w") as f:
    f.write("%d %d" % (usage.ru_maxrss, status))
"""

/// Runs `duolint arguments…` in `directory` as `runDuolint` does, with standard output and standard error
/// going to files (so a large report cannot block the child), and returns its peak memory as the kernel
/// counted it for that child alone (`wait4`'s resource usage). Standard input is `/dev/null`. On Linux the
/// child is started by a small measuring parent (`measuringParent`, needs `python3`; without it the child
/// is spawned directly and its measure is at least the test process's own peak).
///
/// With a `timeout` (seconds), a run still going after that long is killed with SIGKILL (`timedOut`; the
/// measuring parent and the child are in a process group of their own, killed together).
/// With `discardingStdout`, standard output goes to `/dev/null` (a large report costs neither disk nor the
/// test's memory; `stdout` is then empty). Throws when the child cannot be started.
func runDuolintMeasured(_ arguments: [String], in directory: URL, timeout: TimeInterval,
                        discardingStdout: Bool = false) throws -> MeasuredCLIResult {
    let outURL = directory.appendingPathComponent(".measured-stdout-\(UUID().uuidString)")
    let errURL = directory.appendingPathComponent(".measured-stderr-\(UUID().uuidString)")
    let peakURL = directory.appendingPathComponent(".measured-peak-\(UUID().uuidString)")
    defer {
        try? FileManager.default.removeItem(at: outURL)
        try? FileManager.default.removeItem(at: errURL)
        try? FileManager.default.removeItem(at: peakURL)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, discardingStdout ? "/dev/null" : outURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    // A process group of its own, so the watchdog kills the measuring parent and the child together.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    let executable = productsDirectory.appendingPathComponent("duolint").path
    // posix_spawn has no working-directory action on every libc: change it around the spawn (tests are serial).
    let previous = FileManager.default.currentDirectoryPath
    guard FileManager.default.changeCurrentDirectoryPath(directory.path) else {
        throw NSError(domain: "runDuolintMeasured", code: 1, userInfo: [NSLocalizedDescriptionKey: "cannot enter \(directory.path)"])
    }
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    func spawn(_ command: [String], searchingPath: Bool) -> (pid: pid_t, error: Int32) {
        let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let e = searchingPath ? posix_spawnp(&pid, command[0], &actions, &attributes, argv, environ)
                              : posix_spawn(&pid, command[0], &actions, &attributes, argv, environ)
        return (pid, e)
    }
    var measuredByParent = false
    var spawned: (pid: pid_t, error: Int32) = (0, ENOENT)
    #if os(Linux)
    spawned = spawn(["python3", "-c", measuringParent, peakURL.path, executable] + arguments, searchingPath: true)
    measuredByParent = spawned.error == 0
    #endif
    if !measuredByParent { spawned = spawn([executable] + arguments, searchingPath: false) }
    guard spawned.error == 0 else {
        throw NSError(domain: "runDuolintMeasured", code: Int(spawned.error), userInfo: [NSLocalizedDescriptionKey: "posix_spawn failed"])
    }
    let pid = spawned.pid
    final class Flag: @unchecked Sendable { let lock = NSLock(); var finished = false; var fired = false }
    let flag = Flag()
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
        flag.lock.lock()
        defer { flag.lock.unlock() }
        guard !flag.finished else { return }
        flag.fired = true
        kill(-pid, SIGKILL)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    flag.lock.lock()
    flag.finished = true
    let timedOut = flag.fired
    flag.lock.unlock()
    var maxrss = Int(usage.ru_maxrss)
    if measuredByParent {
        // "MAXRSS STATUS" of the child; nothing when the measuring parent was killed (then its own status stands).
        let fields = ((try? String(contentsOf: peakURL, encoding: .utf8)) ?? "").split(separator: " ").compactMap { Int($0) }
        if fields.count == 2 {
            maxrss = fields[0]
            status = Int32(truncatingIfNeeded: fields[1])
        }
    }
    // WIFEXITED / WEXITSTATUS / WTERMSIG by hand (the C macros are not imported into Swift).
    let exited = status & 0x7F == 0
    let code: Int32 = exited ? (status >> 8) & 0xFF : status & 0x7F
    let out = (try? Data(contentsOf: outURL)) ?? Data()
    let err = (try? Data(contentsOf: errURL)) ?? Data()
    #if os(Linux)
    let peak = maxrss * 1024
    #else
    let peak = maxrss
    #endif
    return MeasuredCLIResult(result: CLIResult(status: code, stdout: String(decoding: out, as: UTF8.self),
                                               stderr: String(decoding: err, as: UTF8.self), timedOut: timedOut),
                             peakBytes: peak)
}
