import Foundation
import XCTest

/// Where reports and baselines are written (issue 12, items 3 and 4), through the built executable: never over
/// a linted file, to a temporary file renamed into place when complete (a killed run leaves the previous file
/// and no temporary file), keeping an existing file's permissions; `/dev/stdout` and character devices written
/// directly; FIFOs, sockets and directories refused before anything is linted.
final class ReportFileCLITests: XCTestCase {
    /// A file with one finding.
    private static let planted = "let s = UIScreen.main\n"


    /// The names in `dir`, sorted.
    private func names(_ dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    /// A report or baseline written over the configuration or the baseline the run reads would destroy it: refused
    /// before linting (exit 2, nothing on standard output, the file unchanged), whether the configuration was
    /// given or found. `--write-baseline` onto the `--baseline` it reads updates it in place.
    func testAnOutputThatIsTheConfigurationOrBaselineReadIsRefused() throws {
        let dir = try makeTemporaryDirectory(self)
        try Data(Self.planted.utf8).write(to: dir.appendingPathComponent("A.swift"))
        let config = Data("disabled_rules: [text_only_bar_item]\n".utf8)
        try config.write(to: dir.appendingPathComponent(".duolint.yml"))
        let made = try runDuolint(["--quiet", "--write-baseline", "b.json", "A.swift"], in: dir, timeout: 60)
        XCTAssertEqual(made.status, 1)
        let baseline = try Data(contentsOf: dir.appendingPathComponent("b.json"))
        let cases: [([String], String)] = [
            (["--output", ".duolint.yml"], "cannot write report to .duolint.yml: it is the configuration file .duolint.yml"),
            (["--config", ".duolint.yml", "--output", "./.duolint.yml"],
             "cannot write report to ./.duolint.yml: it is the configuration file .duolint.yml"),
            (["--write-baseline", ".duolint.yml"], "cannot write baseline to .duolint.yml: it is the configuration file .duolint.yml"),
            (["--baseline", "b.json", "--output", "b.json"], "cannot write report to b.json: it is the baseline file b.json"),
        ]
        for (options, message) in cases {
            let r = try runDuolint(["--quiet"] + options + ["A.swift"], in: dir, timeout: 60)
            XCTAssertEqual(r.status, 2, "\(options)")
            XCTAssertEqual(r.stdout, "", "\(options)")
            XCTAssertEqual(r.stderr, "duolint: error: \(message) this run reads; nothing was written\n", "\(options)")
            XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent(".duolint.yml")), config, "\(options)")
            XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("b.json")), baseline, "\(options)")
        }
        // A --baseline that is not one is not replaced by the baseline written to it.
        try Data("notes\n".utf8).write(to: dir.appendingPathComponent("notes.txt"))
        let notBaseline = try runDuolint(["--quiet", "--baseline", "notes.txt", "--write-baseline", "notes.txt", "A.swift"],
                                         in: dir, timeout: 60)
        XCTAssertEqual(notBaseline.status, 2)
        XCTAssertEqual(notBaseline.stderr, "duolint: error: cannot write baseline to notes.txt: it is the --baseline that could not be "
                       + "read; it was left as it is\nnotes.txt: error: invalid baseline (expected the JSON that --write-baseline writes)\n")
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("notes.txt"), encoding: .utf8), "notes\n")
        let update = try runDuolint(["--quiet", "--baseline", "b.json", "--write-baseline", "b.json", "A.swift"], in: dir, timeout: 60)
        XCTAssertEqual(update.status, 0)
        XCTAssertEqual(update.stderr, "")
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("b.json")), baseline)
    }

    /// `--stdin-path B.swift --output B.swift < B.swift`: standard input is the report's file, which the report would
    /// replace; refused before linting, the file unchanged.
    func testAnOutputThatIsTheFileOnStandardInputIsRefused() throws {
        let dir = try makeTemporaryDirectory(self)
        let file = dir.appendingPathComponent("B.swift")
        try Data(Self.planted.utf8).write(to: file)
        for option in ["--output", "--write-baseline"] {
            let input = open(file.path, O_RDONLY)
            XCTAssertGreaterThanOrEqual(input, 0)
            let errors = FileManager.default.temporaryDirectory.appendingPathComponent("duolint-stderr-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: errors) }
            let child = try spawnDuolint(["--quiet", "--stdin-path", "B.swift", option, "B.swift"], in: dir,
                                         stdin: .descriptor(input), stdout: .null,
                                         stderr: .path(errors.path, O_WRONLY | O_CREAT | O_TRUNC))
            close(input)
            let end = waitForChild(child, timeout: 60)
            XCTAssertFalse(end.timedOut)
            XCTAssertEqual(end.status, 2, option)
            let what = option == "--output" ? "report" : "baseline"
            XCTAssertEqual(try String(contentsOf: errors, encoding: .utf8),
                           "duolint: error: cannot write \(what) to B.swift: it is the file on standard input; nothing was written\n")
            XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), Self.planted, option)
            XCTAssertEqual(try names(dir), ["B.swift"], option)
        }
    }

    /// `cat buffer | duolint --stdin-path B.swift --output B.swift`: standard input stands for B.swift's text, and
    /// the report would replace B.swift itself; refused before linting, the file unchanged (it was replaced by the
    /// report before).
    func testAnOutputThatIsTheFileTheStdinPathNamesIsRefused() throws {
        let dir = try makeTemporaryDirectory(self)
        let file = dir.appendingPathComponent("B.swift")
        try Data(Self.planted.utf8).write(to: file)
        for option in ["--output", "--write-baseline"] {
            let r = try runDuolint(["--quiet", "--stdin-path", "B.swift", option, "B.swift"], in: dir, stdin: Data(Self.planted.utf8))
            XCTAssertEqual(r.status, 2, option)
            let what = option == "--output" ? "report" : "baseline"
            XCTAssertEqual(r.stderr, "duolint: error: cannot write \(what) to B.swift: it is the file --stdin-path names; nothing was written\n")
            XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), Self.planted, option)
            XCTAssertEqual(try names(dir), ["B.swift"], option)
        }
    }

    /// An output path whose bytes are not UTF-8 is a usage error (exit 2, nothing written, nothing linted):
    /// writing to its U+FFFD-repaired name would write a different file than the one asked for.
    func testAnOutputPathThatIsNotUTF8IsAUsageError() throws {
        let dir = try makeTemporaryDirectory(self)
        try Data(Self.planted.utf8).write(to: dir.appendingPathComponent("A.swift"))
        for option in ["--output", "--write-baseline"] {
            let m = try runDuolintMeasured(rawArguments: [Array(option.utf8), [0x72, 0xFF, 0x2E, 0x6A], Array("A.swift".utf8)],
                                           in: dir, timeout: 60)
            XCTAssertEqual(m.result.status, 2)
            XCTAssertEqual(m.result.stdout, "")
            XCTAssertEqual(m.result.stderr, "duolint: error: \(option) does not take a path that is not valid UTF-8, got 'r\\xFF.j'\n"
                           + "Run 'duolint help' for usage.\n")
            XCTAssertEqual(try names(dir), ["A.swift"])
        }
    }

    /// `duolint --output same/B.swift same` used to truncate B.swift before reading it. An output or baseline
    /// that is one of the linted files, however it is named (`./`, a symbolic link, a hard link), is refused:
    /// exit 2, and the file keeps its bytes.
    func testAnOutputThatIsALintedFileIsRefusedAndLeftAlone() throws {
        let dir = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("same"), withIntermediateDirectories: true)
        let input = dir.appendingPathComponent("same/B.swift")
        try Data(Self.planted.utf8).write(to: input)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.txt").path, withDestinationPath: "same/B.swift")
        XCTAssertEqual(link(input.path, dir.appendingPathComponent("hard.json").path), 0)
        for (option, what) in [("--output", "report"), ("--write-baseline", "baseline")] {
            for output in ["same/B.swift", "./same/B.swift", "link.txt", "hard.json"] {
                let r = try runDuolint(["--quiet", option, output, "same"], in: dir, timeout: 60)
                XCTAssertFalse(r.timedOut)
                XCTAssertEqual(r.status, 2, "\(option) \(output)")
                XCTAssertEqual(r.stderr, "duolint: error: cannot write \(what) to \(output): it is the linted file same/B.swift; "
                               + "the \(what) was not written there\n", "\(option) \(output)")
                XCTAssertEqual(r.stdout, option == "--output" ? "" : screenMain("same/B.swift"), "\(option) \(output)")
                XCTAssertEqual(try String(contentsOf: input, encoding: .utf8), Self.planted, "\(option) \(output)")
            }
        }
        XCTAssertEqual(try names(dir.appendingPathComponent("same")), ["B.swift"])
        XCTAssertEqual(try names(dir), ["hard.json", "link.txt", "same"])
    }

    /// `--output` and `--write-baseline` naming one file would each replace the other's bytes.
    func testOutputAndWriteBaselineNamingOneFileIsRefused() throws {
        let dir = try makeTemporaryDirectory(self)
        try Data(Self.planted.utf8).write(to: dir.appendingPathComponent("A.swift"))
        let r = try runDuolint(["--quiet", "--output", "r.json", "--write-baseline", "./r.json", "A.swift"], in: dir, timeout: 60)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "duolint: error: --output and --write-baseline name the same file (r.json, ./r.json)\n")
        XCTAssertEqual(try names(dir), ["A.swift"])
    }

    /// A run killed by SIGTERM, SIGINT or SIGHUP while it writes a report and a baseline leaves both files as
    /// they were and removes its temporary files; it exits with 128 + the signal. The run reads standard input
    /// from a pipe the test keeps open, so it is still running, deterministically, when the signal comes.
    func testAKilledRunLeavesThePreviousFilesAndNoTemporaryFile() throws {
        let dir = try makeTemporaryDirectory(self)
        let out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let report = out.appendingPathComponent("report.json"), baseline = out.appendingPathComponent("baseline.json")
        let old = Data("old report\n".utf8), oldBaseline = Data("old baseline\n".utf8)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGALRM, SIGXCPU] {
            try old.write(to: report)
            try oldBaseline.write(to: baseline)
            var fds: [Int32] = [0, 0]
            XCTAssertEqual(pipe(&fds), 0)
            let child = try spawnDuolint(["--quiet", "--reporter", "json", "--output", "out/report.json",
                                          "--write-baseline", "out/baseline.json", "--stdin-path", "X.swift"],
                                         in: dir, stdin: .descriptor(fds[0]), stdout: .null, stderr: .null)
            close(fds[0])
            // The temporary files are made before standard input is read: wait until both are there (or the run ended).
            var polls = 0
            while try names(out).count < 4 && polls < 3_000 {
                var status: Int32 = 0
                if waitpid(child.pid, &status, WNOHANG) == child.pid { XCTFail("duolint ended early (\(status))"); break }
                usleep(10_000)
                polls += 1
            }
            let during = try names(out)
            XCTAssertEqual(during.count, 4, "\(during)")
            XCTAssertEqual(kill(child.pid, signal), 0)
            let end = waitForChild(child, timeout: 60)
            close(fds[1])
            XCTAssertFalse(end.timedOut)
            XCTAssertEqual(end.signaled, true, "signal \(signal)")
            XCTAssertEqual(end.status, signal, "signal \(signal)")
            XCTAssertEqual(try names(out), ["baseline.json", "report.json"], "signal \(signal)")
            XCTAssertEqual(try Data(contentsOf: report), old, "signal \(signal)")
            XCTAssertEqual(try Data(contentsOf: baseline), oldBaseline, "signal \(signal)")
        }
    }

    /// The same while files are being linted on two workers: SIGTERM once the temporary report has its first
    /// 64 KiB (the report is streamed as files are linted; 1,000 files of 200 findings each give 37 MB, written
    /// over about 3 s in a debug build, so the run is under way and far from its end).
    func testARunKilledWhileLintingLeavesThePreviousReport() throws {
        let dir = try makeTemporaryDirectory(self)
        let src = dir.appendingPathComponent("src"), out = dir.appendingPathComponent("out")
        for folder in [src, out] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let text = Array(String(repeating: Self.planted, count: 200).utf8)
        for i in 0..<1_000 {
            let fd = open(src.appendingPathComponent("F\(i).swift").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            XCTAssertEqual(text.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }, text.count)
            close(fd)
        }
        let report = out.appendingPathComponent("report.txt")
        let old = Data("old report\n".utf8)
        try old.write(to: report)
        let child = try spawnDuolint(["--quiet", "--jobs", "2", "--output", "out/report.txt", "src"], in: dir, stdout: .null, stderr: .null)
        var polls = 0
        var started = false
        while !started && polls < 6_000 {
            var status: Int32 = 0
            if waitpid(child.pid, &status, WNOHANG) == child.pid { XCTFail("duolint ended early (\(status))"); return }
            for name in try names(out) where name != "report.txt" {
                let attributes = try? FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(name).path)
                if ((attributes?[.size] as? NSNumber)?.intValue ?? 0) > 0 { started = true }
            }
            if !started { usleep(5_000) }
            polls += 1
        }
        XCTAssertTrue(started)
        XCTAssertEqual(kill(child.pid, SIGTERM), 0)
        let end = waitForChild(child, timeout: 60)
        XCTAssertFalse(end.timedOut)
        XCTAssertEqual(end.signaled, true)
        XCTAssertEqual(end.status, SIGTERM)
        XCTAssertEqual(try names(out), ["report.txt"])
        XCTAssertEqual(try Data(contentsOf: report), old)
    }

    /// The permission bits of `url`.
    private func mode(_ url: URL) -> mode_t {
        var st = stat()
        XCTAssertEqual(stat(url.path, &st), 0)
        return st.st_mode & 0o7777
    }

    /// A replaced report keeps its permission bits (and a link to it stays a link); a new one gets 0644 less
    /// the umask; no temporary file is left.
    func testAReplacedReportKeepsItsPermissionsAndANewOneFollowsTheUmask() throws {
        let dir = try makeTemporaryDirectory(self)
        try Data(Self.planted.utf8).write(to: dir.appendingPathComponent("A.swift"))
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("real"), withIntermediateDirectories: true)
        let existing = dir.appendingPathComponent("real/report.txt")
        try Data("old\n".utf8).write(to: existing)
        XCTAssertEqual(chmod(existing.path, 0o640), 0)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.txt").path, withDestinationPath: "real/report.txt")
        for output in ["real/report.txt", "link.txt"] {
            let r = try runDuolint(["--quiet", "--output", output, "A.swift"], in: dir, timeout: 60)
            XCTAssertEqual(r.status, 1, r.stderr)
            XCTAssertEqual(r.stderr, "")
            XCTAssertEqual(try String(contentsOf: existing, encoding: .utf8), screenMain("A.swift"))
            XCTAssertEqual(mode(existing), 0o640)
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent("link.txt").path)
        XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeSymbolicLink)
        let mask = umask(0o022)
        umask(mask)
        let r = try runDuolint(["--quiet", "--output", "new.txt", "--write-baseline", "new.json", "A.swift"], in: dir, timeout: 60)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertEqual(mode(dir.appendingPathComponent("new.txt")), 0o644 & ~mask)
        XCTAssertEqual(mode(dir.appendingPathComponent("new.json")), 0o644 & ~mask)
        XCTAssertEqual(try names(dir), ["A.swift", "link.txt", "new.json", "new.txt", "real"])
        XCTAssertEqual(try names(dir.appendingPathComponent("real")), ["report.txt"])
    }

    /// A read-only report is not replaced (as when it was opened for writing): the system's reason, nothing linted.
    func testAReadOnlyReportIsNotReplaced() throws {
        guard getuid() != 0 else { throw XCTSkip("root may write any file") }
        let dir = try makeTemporaryDirectory(self)
        try Data(Self.planted.utf8).write(to: dir.appendingPathComponent("A.swift"))
        try Data("old\n".utf8).write(to: dir.appendingPathComponent("r.txt"))
        XCTAssertEqual(chmod(dir.appendingPathComponent("r.txt").path, 0o444), 0)
        let r = try runDuolint(["--quiet", "--output", "r.txt", "A.swift"], in: dir, timeout: 60)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "duolint: error: cannot write report to r.txt: Permission denied\n")
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("r.txt"), encoding: .utf8), "old\n")
    }

    /// `--output FIFO` and `--write-baseline FIFO` used to block forever in `open`; a socket cannot be opened.
    /// Both are refused before linting, with what duolint writes to instead.
    func testFIFOAndSocketOutputsAreRefusedBeforeLinting() throws {
        let dir = try makeTemporaryDirectory(self)
        try Data(Self.planted.utf8).write(to: dir.appendingPathComponent("A.swift"))
        XCTAssertEqual(mkfifo(dir.appendingPathComponent("fifo").path, 0o600), 0)
        let socketPath = dir.appendingPathComponent("sock").path
        let sock = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(sock) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        _ = withUnsafeMutableBytes(of: &address.sun_path) { raw in socketPath.utf8CString.withUnsafeBytes { memcpy(raw.baseAddress!, $0.baseAddress!, $0.count) } }
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(sock, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
        XCTAssertEqual(bound, 0)
        let advice = "write to a regular file, a new path, /dev/stdout or a character device such as /dev/null"
        for (option, what) in [("--output", "report"), ("--write-baseline", "baseline")] {
            for (name, kind) in [("fifo", "a FIFO"), ("sock", "a socket")] {
                let r = try runDuolint([option, name, "A.swift"], in: dir, timeout: 20)
                XCTAssertFalse(r.timedOut, "\(option) \(name)")
                XCTAssertEqual(r.status, 2, "\(option) \(name)")
                XCTAssertEqual(r.stderr, "duolint: error: cannot write \(what) to \(name): it is \(kind); \(advice)\n", "\(option) \(name)")
                XCTAssertEqual(r.stdout, "", "\(option) \(name)")
            }
        }
    }

    /// `/dev/stdout`, `/dev/fd/1` and `/dev/stderr` write to the run's own streams; `/dev/null` swallows the report.
    func testStandardStreamsAndCharacterDevicesAreWrittenDirectly() throws {
        let dir = try makeTemporaryDirectory(self)
        try Data(Self.planted.utf8).write(to: dir.appendingPathComponent("A.swift"))
        for output in ["/dev/stdout", "/dev/fd/1"] {
            let r = try runDuolint(["--quiet", "--output", output, "A.swift"], in: dir, timeout: 60)
            XCTAssertEqual(r.status, 1, output)
            XCTAssertEqual(r.stdout, screenMain("A.swift"), output)
            XCTAssertEqual(r.stderr, "", output)
        }
        let toStderr = try runDuolint(["--quiet", "--output", "/dev/stderr", "A.swift"], in: dir, timeout: 60)
        XCTAssertEqual(toStderr.status, 1)
        XCTAssertEqual(toStderr.stdout, "")
        XCTAssertEqual(toStderr.stderr, screenMain("A.swift"))
        let toNull = try runDuolint(["--quiet", "--output", "/dev/null", "--write-baseline", "/dev/null", "A.swift"], in: dir, timeout: 60)
        XCTAssertEqual(toNull.status, 1)
        XCTAssertEqual(toNull.stdout, "")
        XCTAssertEqual(toNull.stderr, "")
        let baseline = try runDuolint(["--quiet", "--output", "/dev/null", "--write-baseline", "/dev/stdout", "A.swift"], in: dir, timeout: 60)
        XCTAssertEqual(baseline.status, 1)
        XCTAssertTrue(baseline.stdout.hasPrefix("{\n  \"findings\" : [\n"), baseline.stdout)
        let closed = try runDuolint(["--quiet", "--output", "/dev/fd/9", "A.swift"], in: dir, timeout: 60)
        XCTAssertEqual(closed.status, 2)
        XCTAssertEqual(closed.stderr, "duolint: error: cannot write report to /dev/fd/9: Bad file descriptor\n")
        XCTAssertEqual(try names(dir), ["A.swift"])
    }
}
