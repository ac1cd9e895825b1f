import Foundation
import XCTest

/// Failed writes to standard output and standard error (issue 12, item 1), through the built executable: a full
/// device, a closed descriptor, a pipe whose reader is gone (with SIGPIPE ignored, and with its default), and a
/// non-blocking pipe that fills up. A failed report is exit 2 with the reason where it can still be written; a
/// failed summary or diagnostic never changes the outcome; nothing crashes.
final class OutputFaultCLITests: XCTestCase {
    /// A file with one finding.
    private static let planted = "let s = UIScreen.main\n"


    /// A folder with `Good.swift` (one finding), `Clean.swift` (none) and `Bin.swift` (binary: an input error).
    private func project() throws -> URL {
        let dir = try makeTemporaryDirectory(self)
        try Data(Self.planted.utf8).write(to: dir.appendingPathComponent("Good.swift"))
        try Data("let x = 1\n".utf8).write(to: dir.appendingPathComponent("Clean.swift"))
        try Data([0, 1, 2, 3, 0, 0, 0, 0]).write(to: dir.appendingPathComponent("Bin.swift"))
        return dir
    }

    /// Standard error on a full device or closed: the summary and the input errors are lost, but the report and
    /// the exit status are what they are with a working standard error (1 findings, 2 input error, 0 clean).
    func testFailedStandardErrorWritesDoNotChangeTheOutcome() throws {
        let dir = try project()
        for stderr in [ChildStream.path("/dev/full", O_WRONLY), .closed] {
            let findings = try runRedirected(["Good.swift"], in: dir, stderr: stderr)
            XCTAssertEqual(findings.end.signaled, false, "\(stderr)")
            XCTAssertEqual(findings.end.status, 1, "\(stderr)")
            XCTAssertEqual(findings.stdout, screenMain("Good.swift"))
            let inputError = try runRedirected(["Bin.swift", "Good.swift"], in: dir, stderr: stderr)
            XCTAssertEqual(inputError.end.signaled, false, "\(stderr)")
            XCTAssertEqual(inputError.end.status, 2, "\(stderr)")
            XCTAssertEqual(inputError.stdout, screenMain("Good.swift"))
            let clean = try runRedirected(["Clean.swift"], in: dir, stderr: stderr)
            XCTAssertEqual(clean.end.signaled, false, "\(stderr)")
            XCTAssertEqual(clean.end.status, 0, "\(stderr)")
            XCTAssertEqual(clean.stdout, "")
            // A usage error has nothing but standard error to say it on: still exit 2.
            let usage = try runRedirected(["--jobs", "0"], in: dir, stderr: stderr)
            XCTAssertEqual(usage.end.signaled, false, "\(stderr)")
            XCTAssertEqual(usage.end.status, 2, "\(stderr)")
        }
    }

    /// The report on a full device (standard output or `--output /dev/full`): exit 2 and the reason.
    func testReportToAFullDeviceIsExitTwoWithTheReason() throws {
        let dir = try project()
        for reporter in ["xcode", "json", "sarif"] {
            let r = try runRedirected(["--quiet", "--reporter", reporter, "Good.swift"], in: dir, stdout: .path("/dev/full", O_WRONLY))
            XCTAssertEqual(r.end.signaled, false, reporter)
            XCTAssertEqual(r.end.status, 2, reporter)
            XCTAssertEqual(r.stderr, "duolint: error: cannot write report to standard output: No space left on device\n", reporter)
        }
        let file = try runRedirected(["--quiet", "--output", "/dev/full", "Good.swift"], in: dir)
        XCTAssertEqual(file.end.status, 2)
        XCTAssertEqual(file.stdout, "")
        XCTAssertEqual(file.stderr, "duolint: error: cannot write report to /dev/full: No space left on device\n")
    }

    /// `version`, `help`, `rules` (every format, one rule), `tokens`, `syntax` and `config` on a full device: exit 2,
    /// never 0 or a crash.
    func testVersionHelpRulesAndTokensToAFullDeviceExitTwo() throws {
        let dir = try project()
        for arguments in [["version"], ["help"], ["rules"], ["rules", "--format", "markdown"], ["rules", "--format", "json"],
                          ["rules", "ui_screen_main"], ["tokens", "Good.swift"], ["syntax", "Good.swift"], ["config"]] {
            let r = try runRedirected(arguments, in: dir, stdout: .path("/dev/full", O_WRONLY))
            XCTAssertEqual(r.end.signaled, false, "\(arguments)")
            XCTAssertEqual(r.end.status, 2, "\(arguments)")
            XCTAssertEqual(r.stderr, "duolint: error: cannot write to standard output: No space left on device\n", "\(arguments)")
        }
    }

    /// `--fix --diff` with three files to fix and standard output on a full device: exit 2, the reason said once
    /// (not once a file), nothing rewritten.
    func testFixDiffToAFullDeviceSaysSoOnce() throws {
        let dir = try makeTemporaryDirectory(self)
        let view = "import UIKit\n\nfinal class V: UIView {\n    func f() -> CGFloat { UIScreen.main.scale }\n}\n"
        for name in ["A.swift", "B.swift", "C.swift"] {
            try Data(view.utf8).write(to: dir.appendingPathComponent(name))
        }
        let r = try runRedirected(["--fix", "--diff", "--quiet", "."], in: dir, stdout: .path("/dev/full", O_WRONLY))
        XCTAssertEqual(r.end.signaled, false)
        XCTAssertEqual(r.end.status, 2)
        XCTAssertEqual(r.stderr, "duolint: error: cannot write to standard output: No space left on device\n")
        for name in ["A.swift", "B.swift", "C.swift"] {
            XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8), view)
        }
    }

    /// A pipe whose reader has gone (`… | head -1` once head has exited).
    private func brokenPipe() throws -> Int32 {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        close(fds[0])
        return fds[1]
    }

    /// With SIGPIPE ignored (`trap '' PIPE`), a write to a pipe without a reader fails with EPIPE: the report's
    /// failure is exit 2, said on standard error when that is elsewhere and silently lost when it is the same
    /// pipe (`2>&1`); `version` likewise.
    func testClosedPipeWithSIGPIPEIgnoredIsExitTwo() throws {
        let dir = try project()
        let pipeEnd = try brokenPipe()
        defer { close(pipeEnd) }
        let separate = try runRedirected(["--quiet", "Good.swift"], in: dir, stdout: .descriptor(pipeEnd), ignoresSIGPIPE: true)
        XCTAssertEqual(separate.end.signaled, false)
        XCTAssertEqual(separate.end.status, 2)
        XCTAssertEqual(separate.stderr, "duolint: error: cannot write report to standard output: Broken pipe\n")
        for arguments in [["Good.swift"], ["Bin.swift", "Good.swift"], ["version"], ["rules", "--format", "json"]] {
            let both = try runRedirected(arguments, in: dir, stdout: .descriptor(pipeEnd), stderr: .descriptor(pipeEnd),
                                         ignoresSIGPIPE: true)
            XCTAssertEqual(both.end.signaled, false, "\(arguments)")
            XCTAssertEqual(both.end.status, 2, "\(arguments)")
        }
    }

    /// With SIGPIPE's default action, a closed pipe ends duolint as it ends `cat`: by the signal.
    func testClosedPipeWithDefaultSIGPIPEEndsByTheSignal() throws {
        let dir = try project()
        let pipeEnd = try brokenPipe()
        defer { close(pipeEnd) }
        let r = try runRedirected(["--quiet", "Good.swift"], in: dir, stdout: .descriptor(pipeEnd))
        XCTAssertEqual(r.end.signaled, true)
        XCTAssertEqual(r.end.status, SIGPIPE)
    }

    /// Standard output a non-blocking pipe (a parent that set O_NONBLOCK on it) of 4 KiB, read only after a
    /// while: writes return EAGAIN until the reader drains it, and duolint waits instead of failing.
    func testNonBlockingStandardOutputIsWaitedFor() throws {
        let dir = try makeTemporaryDirectory(self)
        let lines = 3_000
        try Data(String(repeating: Self.planted, count: lines).utf8).write(to: dir.appendingPathComponent("Many.swift"))
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        #if os(Linux)
        _ = fcntl(fds[1], 1031 /* F_SETPIPE_SZ */, 4096)
        #endif
        XCTAssertEqual(fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK), 0)
        let errURL = dir.appendingPathComponent("stderr")
        let child = try spawnDuolint(["--quiet", "Many.swift"], in: dir, stdout: .descriptor(fds[1]),
                                     stderr: .path(errURL.path, O_WRONLY | O_CREAT | O_TRUNC))
        close(fds[1])
        // Not a timed assertion: the pause only makes it certain the pipe is full before anything is read.
        usleep(300_000)
        let out = FileHandle(fileDescriptor: fds[0], closeOnDealloc: true).readDataToEndOfFile()
        let end = waitForChild(child, timeout: 60)
        XCTAssertFalse(end.timedOut)
        XCTAssertEqual(end.signaled, false)
        XCTAssertEqual(end.status, 1, String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self))
        XCTAssertEqual(String(decoding: out, as: UTF8.self), (1...lines).map { screenMain("Many.swift", $0) }.joined())
    }
}
