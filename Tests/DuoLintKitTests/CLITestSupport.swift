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
/// has `timedOut` set (its status is then the signal's); the caller fails the test on that. `executable`
/// runs another program instead of the built `duolint` (the watchdog's own test).
func runDuolint(_ arguments: [String], in directory: URL = packageRoot, stdin: Data? = nil,
                timeout: TimeInterval? = nil, executable: URL? = nil) throws -> CLIResult {
    let process = Process()
    process.executableURL = executable ?? productsDirectory.appendingPathComponent("duolint")
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

/// A fresh temporary folder (removed when the test ends) holding `files`: each relative path with its text (UTF-8),
/// folders made as needed; with `workTree`, an empty `.git` folder too, so the folder is a project of its own.
func makeFolder(_ test: XCTestCase, _ files: [(path: String, text: String)], workTree: Bool = false) throws -> URL {
    let dir = try makeTemporaryDirectory(test)
    for (path, text) in files {
        let url = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    if workTree { try FileManager.default.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true) }
    return dir
}

/// `makeFolder` for files given as a dictionary (path → text), written in path order.
func makeFolder(_ test: XCTestCase, _ files: [String: String], workTree: Bool = false) throws -> URL {
    try makeFolder(test, files.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) }, workTree: workTree)
}

/// What `runDuolintMeasured` gives: the run's result and the child's peak resident set size.
struct MeasuredCLIResult {
    var result: CLIResult
    /// The child's peak resident set size in bytes (`getrusage`'s `ru_maxrss` of that child, from `wait4`).
    var peakBytes: Int
}

/// Runs `duolint arguments…` in `directory` as `runDuolint` does, with standard output and standard error
/// going to files (so a large report cannot block the child), and returns its peak memory as the kernel
/// counted it for that child alone (`wait4`'s resource usage). Standard input is the file `stdin`, else `/dev/null`.
///
/// With a `timeout` (seconds), a run still going after that long is killed with SIGKILL (`timedOut`).
/// With `discardingStdout`, standard output goes to `/dev/null` (a large report costs neither disk nor the
/// test's memory; `stdout` is then empty). Throws when the child cannot be started.
func runDuolintMeasured(_ arguments: [String], in directory: URL, timeout: TimeInterval,
                        discardingStdout: Bool = false, stdin: URL? = nil) throws -> MeasuredCLIResult {
    try runDuolintMeasured(rawArguments: arguments.map { Array($0.utf8) }, in: directory, timeout: timeout,
                           discardingStdout: discardingStdout, stdin: stdin)
}

/// `runDuolintMeasured` with each argument given as its bytes, which need not be UTF-8 (file names that are not).
func runDuolintMeasured(rawArguments arguments: [[UInt8]], in directory: URL, timeout: TimeInterval,
                        discardingStdout: Bool = false, stdin: URL? = nil) throws -> MeasuredCLIResult {
    let outURL = directory.appendingPathComponent(".measured-stdout-\(UUID().uuidString)")
    let errURL = directory.appendingPathComponent(".measured-stderr-\(UUID().uuidString)")
    defer {
        try? FileManager.default.removeItem(at: outURL)
        try? FileManager.default.removeItem(at: errURL)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdin?.path ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, discardingStdout ? "/dev/null" : outURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let executable = productsDirectory.appendingPathComponent("duolint").path
    // posix_spawn has no working-directory action on every libc: change it around the spawn (tests are serial).
    let previous = FileManager.default.currentDirectoryPath
    guard FileManager.default.changeCurrentDirectoryPath(directory.path) else {
        throw NSError(domain: "runDuolintMeasured", code: 1, userInfo: [NSLocalizedDescriptionKey: "cannot enter \(directory.path)"])
    }
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    #if os(Linux)
    let pid = try spawnMeasurable(executable, arguments, &actions, standardInput: stdin != nil)
    #else
    let argv: [UnsafeMutablePointer<CChar>?] = ([Array(executable.utf8)] + arguments).map(duplicateCString) + [nil]
    defer { for p in argv { free(p) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else {
        throw NSError(domain: "runDuolintMeasured", code: Int(spawned), userInfo: [NSLocalizedDescriptionKey: "posix_spawn failed"])
    }
    #endif
    final class Flag: @unchecked Sendable { let lock = NSLock(); var finished = false; var fired = false }
    let flag = Flag()
    let child = pid
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
        flag.lock.lock()
        defer { flag.lock.unlock() }
        guard !flag.finished else { return }
        flag.fired = true
        kill(child, SIGKILL)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    flag.lock.lock()
    flag.finished = true
    let timedOut = flag.fired
    flag.lock.unlock()
    // WIFEXITED / WEXITSTATUS / WTERMSIG by hand (the C macros are not imported into Swift).
    let exited = status & 0x7F == 0
    let code: Int32 = exited ? (status >> 8) & 0xFF : status & 0x7F
    let out = (try? Data(contentsOf: outURL)) ?? Data()
    let err = (try? Data(contentsOf: errURL)) ?? Data()
    #if os(Linux)
    let peak = Int(usage.ru_maxrss) * 1024
    #else
    let peak = Int(usage.ru_maxrss)
    #endif
    return MeasuredCLIResult(result: CLIResult(status: code, stdout: String(decoding: out, as: UTF8.self),
                                               stderr: String(decoding: err, as: UTF8.self), timedOut: timedOut),
                             peakBytes: peak)
}

#if os(Linux)
/// Starts `executable arguments…` (with `actions`) so that its `ru_maxrss` is its own peak, and returns its pid; it
/// is a child of the test process, to be reaped with `wait4`.
///
/// Linux records, when a process calls `execve`, the peak RSS of the memory it had until then into the
/// `ru_maxrss` that `wait4` reports. A child that `posix_spawn` (or `fork`) starts shares (or copies) the test
/// process's memory until its `execve`, so its `ru_maxrss` could never be less than the test process's own peak
/// (80 MB after a test that built a 24 MiB input, hundreds after the 50 MB-line test). So a small `/bin/sh` starts
/// the program as a background job (a fork of the shell: the shell's small memory is what is recorded) and
/// exits; the test process, a child subreaper for that moment (`PR_SET_CHILD_SUBREAPER`), inherits the orphaned
/// job as its own child. Standard input of the job is `/dev/null`, as a shell gives background jobs, unless
/// `standardInput`: then it is the shell's own (the one `actions` open), given to the job explicitly.
private func spawnMeasurable(_ executable: String, _ arguments: [[UInt8]],
                             _ actions: inout posix_spawn_file_actions_t, standardInput: Bool = false) throws -> pid_t {
    // `prctl` is variadic, which Swift does not import: called through a non-variadic pointer with integer
    // arguments (the same registers on x86-64 and arm64 Linux).
    typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else {
        throw NSError(domain: "runDuolintMeasured", code: 2, userInfo: [NSLocalizedDescriptionKey: "no prctl"])
    }
    let prctl = unsafeBitCast(symbol, to: Prctl.self)
    let subreaper: Int32 = 36  // PR_SET_CHILD_SUBREAPER
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw NSError(domain: "runDuolintMeasured", code: 3, userInfo: nil) }
    defer { close(fds[0]) }
    posix_spawn_file_actions_adddup2(&actions, fds[1], 3)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    // A background job's standard input is `/dev/null` unless redirected: `<&4` gives it the shell's (fd 4 is a
    // copy of it made before the job starts).
    let job = standardInput ? "exec 4<&0; \"$@\" 3>&- <&4 4<&- & echo $! >&3" : "\"$@\" 3>&- & echo $! >&3"
    let shell = ["/bin/sh", "-c", job, "sh", executable].map { Array($0.utf8) } + arguments
    let argv: [UnsafeMutablePointer<CChar>?] = shell.map(duplicateCString) + [nil]
    defer { for p in argv { free(p) } }
    _ = prctl(subreaper, 1, 0, 0, 0)
    defer { _ = prctl(subreaper, 0, 0, 0, 0) }
    var shellPID: pid_t = 0
    let spawned = posix_spawn(&shellPID, "/bin/sh", &actions, nil, argv, environ)
    close(fds[1])
    guard spawned == 0 else {
        throw NSError(domain: "runDuolintMeasured", code: Int(spawned), userInfo: [NSLocalizedDescriptionKey: "posix_spawn failed"])
    }
    var status: Int32 = 0
    while waitpid(shellPID, &status, 0) < 0 && errno == EINTR {}
    var text = [UInt8](repeating: 0, count: 32)
    let n = read(fds[0], &text, text.count)
    guard n > 0, let pid = pid_t(String(decoding: text[..<n], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
        throw NSError(domain: "runDuolintMeasured", code: 4, userInfo: [NSLocalizedDescriptionKey: "no pid from the shell"])
    }
    return pid
}
#endif

/// A `malloc`ed NUL-terminated copy of `bytes` (an argument that need not be UTF-8), for `posix_spawn`'s argv.
private func duplicateCString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
    (bytes + [0]).withUnsafeBufferPointer { b in b.withMemoryRebound(to: CChar.self) { strdup($0.baseAddress!) } }
}

/// The `xcode` reporter's line for the `UIScreen.main` finding that CLI tests plant (`let s = UIScreen.main`, the
/// finding at `UIScreen`): `path:line:column: error: … (ui_screen_main)` and its newline.
func screenMain(_ path: String, _ line: Int = 1, _ column: Int = 9) -> String {
    "\(path):\(line):\(column): error: UIScreen.main does not say which of iPhone Duo's two displays the app is on; "
        + "use view.window?.windowScene?.screen instead of UIScreen.main. (ui_screen_main)\n"
}

/// `runDuolint` under the watchdog for the pathological suites: nil, after failing the calling test, when the
/// run was killed at `timeout` (a hang or a quadratic regression shows up as that failure).
func runDuolintWatched(_ arguments: [String], in directory: URL, timeout: TimeInterval,
                       file: StaticString = #filePath, line: UInt = #line) throws -> CLIResult? {
    let r = try runDuolint(arguments, in: directory, timeout: timeout)
    if r.timedOut {
        XCTFail("duolint \(arguments.joined(separator: " ")) did not finish within \(Int(timeout)) s", file: file, line: line)
        return nil
    }
    return r
}

/// Writes `bytes` as `name` into a fresh folder of `test` and runs `duolint --quiet name` there under the watchdog.
func lintOneFileWatched(_ name: String, _ bytes: [UInt8], in test: XCTestCase, timeout: TimeInterval,
                        file: StaticString = #filePath, line: UInt = #line) throws -> CLIResult? {
    let dir = try makeTemporaryDirectory(test)
    try bytes.withUnsafeBufferPointer { Data(buffer: $0) }.write(to: dir.appendingPathComponent(name))
    return try runDuolintWatched(["--quiet", name], in: dir, timeout: timeout, file: file, line: line)
}

/// Runs the Python script `Tests/Scripts/SCRIPT` with `arguments` (in `directory`, default: the current one)
/// and returns its exit status and its output (standard output and error together). Throws `XCTSkip` when
/// python3 is missing (status 127) or the script says a Python package is (status 3, as the validators do):
/// `scripts/setup.sh --test` installs them.
func runTestScript(_ script: String, _ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", packageRoot.appendingPathComponent("Tests/Scripts/\(script)").path] + arguments
    if let directory { process.currentDirectoryURL = directory }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    switch process.terminationStatus {
    case 127: throw XCTSkip("python3 not found on PATH; \(script) skipped (scripts/setup.sh --test installs the test tools)")
    case 3: throw XCTSkip("\(script): a Python package is missing (\(output)); scripts/setup.sh --test installs it")
    default: return (process.terminationStatus, output)
    }
}
