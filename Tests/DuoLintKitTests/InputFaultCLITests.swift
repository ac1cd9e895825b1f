import Foundation
import XCTest

/// Inputs that cannot or should not be read whole (issue 12, items 2 and 9), through the built executable:
/// standard input closed or a directory, and files or standard input over the size limit. Memory is the
/// child's peak resident set size as the kernel counted it (`runDuolintMeasured`), never a time.
final class InputFaultCLITests: XCTestCase {
    /// A file with one finding.
    private static let planted = Array("let s = UIScreen.main\n".utf8)


    /// A file of `size` bytes at `url` that holds no data blocks (a sparse file: reads give NUL bytes).
    private func sparseFile(_ url: URL, size: Int) throws {
        let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        XCTAssertGreaterThanOrEqual(fd, 0)
        XCTAssertEqual(ftruncate(fd, off_t(size)), 0)
        close(fd)
    }

    /// `count` bytes: a comment line of `x`s (`lineLength` bytes with its line break) repeated, ending in a line break (memcpy-doubled: the debug build
    /// copies generic sequences byte by byte).
    private func commentBytes(_ count: Int, lineLength: Int = 128) -> [UInt8] {
        let unit = Array(("//" + String(repeating: "x", count: lineLength - 3) + "\n").utf8)
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = buffer.baseAddress!
            var filled = 0
            while filled < count {
                let n = min(unit.count, count - filled)
                _ = unit.withUnsafeBufferPointer { memcpy(base + filled, $0.baseAddress!, n) }
                filled += n
                if filled >= unit.count * 64 { break }
            }
            while filled < count {
                let n = min(filled, count - filled)
                memcpy(base + filled, base, n)
                filled += n
            }
            if count > 0 { base[count - 1] = 0x0A }
            initialized = count
        }
    }

    // MARK: item 2: standard input

    /// `--stdin-path X.swift <&-`: an input error naming the reason, not a crash.
    func testClosedStandardInputIsAnInputError() throws {
        let dir = try makeTemporaryDirectory(self)
        let r = try runRedirected(["--quiet", "--stdin-path", "X.swift"], in: dir, stdin: .closed)
        XCTAssertEqual(r.end.signaled, false)
        XCTAssertEqual(r.end.status, 2)
        XCTAssertEqual(r.stderr, "X.swift: error: cannot read standard input: Bad file descriptor\n")
        XCTAssertEqual(r.stdout, "")
        // The JSON report is still written (empty).
        let json = try runRedirected(["--quiet", "--reporter", "json", "--stdin-path", "X.swift"], in: dir, stdin: .closed)
        XCTAssertEqual(json.end.status, 2)
        XCTAssertEqual(json.stdout, "[]\n")
    }

    /// `--stdin-path X.swift </some/dir`: an input error naming the reason, not a crash.
    func testDirectoryAsStandardInputIsAnInputError() throws {
        let dir = try makeTemporaryDirectory(self)
        let r = try runRedirected(["--quiet", "--stdin-path", "X.swift"], in: dir, stdin: .path(dir.path, O_RDONLY))
        XCTAssertEqual(r.end.signaled, false)
        XCTAssertEqual(r.end.status, 2)
        XCTAssertEqual(r.stderr, "X.swift: error: cannot read standard input: Is a directory\n")
        XCTAssertEqual(r.stdout, "")
    }

    /// Standard input is bounded by the size limit as files are: 1 MiB passes `--max-file-size 1`, one byte
    /// more is refused.
    func testStandardInputOverTheSizeLimitIsRefused() throws {
        let dir = try makeTemporaryDirectory(self)
        let limit = 1 << 20
        try Data(commentBytes(limit)).write(to: dir.appendingPathComponent("at"))
        try Data(commentBytes(limit + 1)).write(to: dir.appendingPathComponent("over"))
        let at = try runRedirected(["--quiet", "--max-file-size", "1", "--stdin-path", "X.swift"], in: dir,
                                   stdin: .path(dir.appendingPathComponent("at").path, O_RDONLY))
        XCTAssertEqual(at.end.status, 0, at.stderr)
        XCTAssertEqual(at.stderr, "")
        let over = try runRedirected(["--quiet", "--max-file-size", "1", "--stdin-path", "X.swift"], in: dir,
                                     stdin: .path(dir.appendingPathComponent("over").path, O_RDONLY))
        XCTAssertEqual(over.end.status, 2)
        XCTAssertEqual(over.stderr, "X.swift: error: standard input is over the 1 MiB size limit (max_file_size, --max-file-size); not linted\n")
        // Streamed, where the size is not known before reading: reading stops after the limit.
        let piped = try runStreamingStandardInput(["--quiet", "--max-file-size", "1", "--stdin-path", "X.swift"], in: dir,
                                                  bytes: commentBytes(limit) + Self.planted)
        XCTAssertEqual(piped.end.status, 2)
        XCTAssertEqual(piped.stderr, "X.swift: error: standard input is over the 1 MiB size limit (max_file_size, --max-file-size); not linted\n")
    }

    // MARK: item 9: size limit and the binary check before reading

    /// A 1 GiB sparse `.swift` file is refused from its size alone: the message names the size and the limit,
    /// the other file is linted, and the run stays small (it used to read it all, twice: 2.1 GB, 4.6 s).
    func testSparseFileOverTheLimitIsRefusedWithoutReadingIt() throws {
        let dir = try makeTemporaryDirectory(self)
        try sparseFile(dir.appendingPathComponent("Huge.swift"), size: 1 << 30)
        try Data(Self.planted).write(to: dir.appendingPathComponent("Good.swift"))
        let m = try runDuolintMeasured(["--quiet", "Huge.swift", "Good.swift"], in: dir, timeout: 120)
        XCTAssertFalse(m.result.timedOut)
        XCTAssertEqual(m.result.status, 2)
        XCTAssertEqual(m.result.stderr, "Huge.swift: error: file is 1073741824 bytes, over the 64 MiB size limit (max_file_size, --max-file-size); not linted\n")
        XCTAssertEqual(m.result.stdout, screenMain("Good.swift"))
        XCTAssertLessThan(m.peakBytes, 40 << 20, "peak \(m.peakBytes) bytes")
    }

    /// A 48 MiB sparse file (all NUL) is under the limit: its first 8 KiB show it is binary and the rest is
    /// never read (it used to be read whole, twice: 114 MB).
    func testSparseNULFileIsCalledBinaryFromItsFirstBytes() throws {
        let dir = try makeTemporaryDirectory(self)
        try sparseFile(dir.appendingPathComponent("Nul.swift"), size: 48 << 20)
        let m = try runDuolintMeasured(["--quiet", "Nul.swift"], in: dir, timeout: 120)
        XCTAssertFalse(m.result.timedOut)
        XCTAssertEqual(m.result.status, 2)
        XCTAssertEqual(m.result.stderr, "Nul.swift: error: binary file (NUL and control bytes), not Swift source; not linted\n")
        XCTAssertEqual(m.result.stdout, "")
        XCTAssertLessThan(m.peakBytes, 40 << 20, "peak \(m.peakBytes) bytes")
    }

    /// A 24 MiB Swift file (1 KiB comment lines, then the planted finding) is read into one buffer of its size:
    /// the peak stays under that of a run on a one-line file plus the file's size and a quarter (the line table,
    /// the tokens and the allocator's slack take about 1 MB here). It used to be read into a zeroed buffer and then
    /// copied: two buffers of its size (72 MB in the debug build against 55 MB now).
    func testLargeSwiftFileIsReadOnce() throws {
        let dir = try makeTemporaryDirectory(self)
        try Data(Self.planted).write(to: dir.appendingPathComponent("Small.swift"))
        let size = 24 << 20
        try Data(commentBytes(size, lineLength: 1024) + Self.planted).write(to: dir.appendingPathComponent("Big.swift"))
        let small = try runDuolintMeasured(["--quiet", "Small.swift"], in: dir, timeout: 60)
        XCTAssertEqual(small.result.status, 1, small.result.stderr)
        let m = try runDuolintMeasured(["--quiet", "Big.swift"], in: dir, timeout: 120)
        XCTAssertFalse(m.result.timedOut)
        XCTAssertEqual(m.result.status, 1, m.result.stderr)
        XCTAssertEqual(m.result.stderr, "")
        XCTAssertEqual(m.result.stdout, screenMain("Big.swift", size / 1024 + 1))
        XCTAssertLessThan(m.peakBytes, small.peakBytes + size + size / 4, "peak \(m.peakBytes) bytes, \(small.peakBytes) for one line")
    }

    /// A baseline is bounded by the same limit (it grows with the findings it records), so a larger
    /// `--max-file-size` reads a baseline that `--write-baseline` made large.
    func testBaselineIsBoundedByTheSameLimit() throws {
        let dir = try makeTemporaryDirectory(self)
        try Data("let x = 1\n".utf8).write(to: dir.appendingPathComponent("A.swift"))
        let padded = "{\"findings\": []," + String(repeating: " ", count: (1 << 20) + 10) + "\"version\": 1}\n"
        try Data(padded.utf8).write(to: dir.appendingPathComponent("b.json"))
        let r = try runDuolint(["--quiet", "--max-file-size", "1", "--baseline", "b.json", "A.swift"], in: dir, timeout: 60)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "b.json: error: cannot read baseline: it is \(padded.utf8.count) bytes, over the 1 MiB size limit\n")
        let wider = try runDuolint(["--quiet", "--max-file-size", "2", "--baseline", "b.json", "A.swift"], in: dir, timeout: 60)
        XCTAssertEqual(wider.status, 0, wider.stderr)
    }

    /// The limit comes from `max_file_size` (MiB) in `.duolint.yml`, and `--max-file-size` wins; it applies to
    /// Info.plists and screen specs too; bad values name what is expected.
    func testMaxFileSizeFromTheConfigurationAndTheCommandLine() throws {
        let dir = try makeTemporaryDirectory(self)
        try Data(commentBytes((1 << 20) + 1)).write(to: dir.appendingPathComponent("Over.swift"))
        try sparseFile(dir.appendingPathComponent("Info.plist"), size: 2 << 20)
        try sparseFile(dir.appendingPathComponent("Big.duo.yml"), size: 3 << 20)
        try Data("max_file_size: 1\n".utf8).write(to: dir.appendingPathComponent(".duolint.yml"))
        let r = try runDuolint(["--quiet", "."], in: dir, timeout: 60)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, """
            Big.duo.yml: error: file is 3145728 bytes, over the 1 MiB size limit (max_file_size, --max-file-size); not linted
            Info.plist: error: file is 2097152 bytes, over the 1 MiB size limit (max_file_size, --max-file-size); not linted
            Over.swift: error: file is 1048577 bytes, over the 1 MiB size limit (max_file_size, --max-file-size); not linted

            """)
        let wider = try runDuolint(["--quiet", "--max-file-size", "2", "Over.swift"], in: dir, timeout: 60)
        XCTAssertEqual(wider.status, 0, wider.stderr)
        XCTAssertEqual(wider.stderr, "")
        for bad in ["0", "-1", "1.5", "x", "", "1048577"] {
            let usage = try runDuolint(["--max-file-size", bad, "Over.swift"], in: dir, timeout: 60)
            XCTAssertEqual(usage.status, 2, bad)
            XCTAssertEqual(usage.stderr, "duolint: error: --max-file-size expects a whole number of MiB from 1 to 1048576, got '\(bad)'\n"
                           + "Run 'duolint help' for usage.\n", bad)
        }
        for (value, shown) in [("0", " '0'"), ("abc", " 'abc'"), ("[1]", ""), ("2.5", " '2.5'"), ("1048577", " '1048577'")] {
            try Data("max_file_size: \(value)\n".utf8).write(to: dir.appendingPathComponent(".duolint.yml"))
            let config = try runDuolint(["--quiet", "Over.swift"], in: dir, timeout: 60)
            XCTAssertEqual(config.status, 2, value)
            XCTAssertEqual(config.stderr, ".duolint.yml:1:16: error: invalid max_file_size\(shown); expected a whole number of MiB "
                           + "from 1 to 1048576 (default 64)\n", value)
        }
    }
}
