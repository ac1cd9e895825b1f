import Foundation
import XCTest

/// How one standard stream of a child started by `spawnDuolint` is set up.
enum ChildStream {
    /// `/dev/null`.
    case null
    /// Closed: the child starts without this descriptor.
    case closed
    /// The file or device at this path, opened with these `open` flags (created 0600 with `O_CREAT`).
    case path(String, Int32)
    /// A descriptor of the test process, duplicated onto the child's (the test keeps its own copy).
    case descriptor(Int32)
}

/// A child started by `spawnDuolint`: its process id.
struct SpawnedChild {
    var pid: pid_t
}

/// How a child ended (`waitForChild`).
struct ChildEnd {
    /// The exit status, or the signal number when `signaled`.
    var status: Int32
    /// True when a signal ended the child.
    var signaled: Bool
    /// True when the watchdog killed it (SIGKILL) after the timeout.
    var timedOut: Bool
}

/// Starts the built `duolint` (or `executable`) with `arguments` in `directory`, its standard streams set up as
/// given, with an empty signal mask and default signal actions except SIGPIPE, which is ignored when
/// `ignoresSIGPIPE` (as after `trap '' PIPE` in a shell) and default otherwise. Throws when it cannot start.
func spawnDuolint(_ arguments: [String], in directory: URL, stdin: ChildStream = .null, stdout: ChildStream,
                  stderr: ChildStream, ignoresSIGPIPE: Bool = false) throws -> SpawnedChild {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (fd, stream) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {
        switch stream {
        case .null: posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
        case .closed: posix_spawn_file_actions_addclose(&actions, fd)
        case .path(let p, let flags): posix_spawn_file_actions_addopen(&actions, fd, p, flags, 0o600)
        case .descriptor(let d): posix_spawn_file_actions_adddup2(&actions, d, fd)
        }
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for s in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGXFSZ] { sigaddset(&defaults, s) }
    if !ignoresSIGPIPE { sigaddset(&defaults, SIGPIPE) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let duolint = productsDirectory.appendingPathComponent("duolint").path
    // An ignored signal stays ignored across exec: the shell ignores SIGPIPE, then becomes duolint.
    let argv = ignoresSIGPIPE ? ["/bin/sh", "-c", "trap '' PIPE; exec \"$0\" \"$@\"", duolint] + arguments : [duolint] + arguments
    let cArgv: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
    defer { for p in cArgv { free(p) } }
    // posix_spawn has no working-directory action on every libc: change it around the spawn (tests are serial).
    let previous = FileManager.default.currentDirectoryPath
    guard FileManager.default.changeCurrentDirectoryPath(directory.path) else {
        throw NSError(domain: "spawnDuolint", code: 1, userInfo: [NSLocalizedDescriptionKey: "cannot enter \(directory.path)"])
    }
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, argv[0], &actions, &attributes, cArgv, environ)
    guard spawned == 0 else {
        throw NSError(domain: "spawnDuolint", code: Int(spawned), userInfo: [NSLocalizedDescriptionKey: "posix_spawn failed"])
    }
    return SpawnedChild(pid: pid)
}

/// Waits for `child` to end; after `timeout` seconds the watchdog kills it (SIGKILL, `timedOut`).
func waitForChild(_ child: SpawnedChild, timeout: TimeInterval) -> ChildEnd {
    final class Flag: @unchecked Sendable { let lock = NSLock(); var finished = false; var fired = false }
    let flag = Flag()
    let pid = child.pid
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
        flag.lock.lock()
        defer { flag.lock.unlock() }
        guard !flag.finished else { return }
        flag.fired = true
        kill(pid, SIGKILL)
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    flag.lock.lock()
    flag.finished = true
    let timedOut = flag.fired
    flag.lock.unlock()
    // WIFEXITED / WEXITSTATUS / WTERMSIG by hand (the C macros are not imported into Swift).
    let exited = status & 0x7F == 0
    return ChildEnd(status: exited ? (status >> 8) & 0xFF : status & 0x7F, signaled: !exited, timedOut: timedOut)
}

/// What `runRedirected` gives: how the child ended and what it wrote to the files given as its output.
struct RedirectedResult {
    var end: ChildEnd
    /// Standard output's bytes as text when it went to a capture file, else "".
    var stdout: String
    /// Standard error's bytes as text when it went to a capture file, else "".
    var stderr: String
}

/// Runs duolint with its streams set up as given; `nil` for `stdout` or `stderr` captures that stream in a file
/// in `directory` (read back into the result). Fails the test when the watchdog fired.
func runRedirected(_ arguments: [String], in directory: URL, stdin: ChildStream = .null, stdout: ChildStream? = nil,
                   stderr: ChildStream? = nil, ignoresSIGPIPE: Bool = false, timeout: TimeInterval = 60,
                   file: StaticString = #filePath, line: UInt = #line) throws -> RedirectedResult {
    let outURL = directory.appendingPathComponent(".redirected-stdout-\(UUID().uuidString)")
    let errURL = directory.appendingPathComponent(".redirected-stderr-\(UUID().uuidString)")
    defer {
        try? FileManager.default.removeItem(at: outURL)
        try? FileManager.default.removeItem(at: errURL)
    }
    let capture = O_WRONLY | O_CREAT | O_TRUNC
    let child = try spawnDuolint(arguments, in: directory, stdin: stdin, stdout: stdout ?? .path(outURL.path, capture),
                                 stderr: stderr ?? .path(errURL.path, capture), ignoresSIGPIPE: ignoresSIGPIPE)
    let end = waitForChild(child, timeout: timeout)
    if end.timedOut { XCTFail("duolint did not finish within \(Int(timeout)) s", file: file, line: line) }
    let read = { (url: URL, used: Bool) in used ? String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self) : "" }
    return RedirectedResult(end: end, stdout: read(outURL, stdout == nil), stderr: read(errURL, stderr == nil))
}

/// Runs duolint with `bytes` streamed into its standard input through a socket (so its size is not known
/// before reading, as with a pipe), written from another thread with `MSG_NOSIGNAL`: a child that stops
/// reading early costs the test process no SIGPIPE. Standard output and error are captured.
func runStreamingStandardInput(_ arguments: [String], in directory: URL, bytes: [UInt8], timeout: TimeInterval = 60,
                               file: StaticString = #filePath, line: UInt = #line) throws -> RedirectedResult {
    var fds: [Int32] = [0, 0]
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0 else {
        throw NSError(domain: "runStreamingStandardInput", code: Int(errno), userInfo: [NSLocalizedDescriptionKey: "socketpair failed"])
    }
    let writer = fds[1]
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        var sent = 0
        bytes.withUnsafeBytes { raw in
            while sent < raw.count {
                let n = send(writer, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                if n < 0 { if errno == EINTR { continue }; break }
                sent += n
            }
        }
        shutdown(writer, Int32(SHUT_WR))
        done.signal()
    }
    let result = try runRedirected(arguments, in: directory, stdin: .descriptor(fds[0]), timeout: timeout, file: file, line: line)
    close(fds[0])
    // The child has ended: the writer's next send fails (EPIPE) if it had not finished.
    shutdown(writer, Int32(SHUT_RDWR))
    done.wait()
    close(writer)
    return result
}
