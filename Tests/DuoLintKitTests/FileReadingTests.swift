import DuoLintKit
import Foundation
import XCTest

/// Reading inputs (issue 12, items 4 and 9) in the library: what is not a regular file is refused without
/// blocking (a file replaced by a FIFO after discovery), and what is read is bounded by the size limit.
final class FileReadingTests: XCTestCase {
    /// A path that discovery found as a file and that is a FIFO when it is linted: opening it used to block
    /// forever (no writer); now it is refused after a non-blocking open.
    func testLintingAFileThatIsNowAFIFOIsRefused() throws {
        let dir = try makeTemporaryDirectory(self)
        let path = dir.appendingPathComponent("Now.swift").path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        let result = Linter().lintFile(atPath: path)
        XCTAssertEqual(result.errors, [InputError(path: path, message: "not a regular file (a FIFO or device is not read)")])
        XCTAssertEqual(result.findings, [])
    }
}

extension Result {
    /// The error of a failure, nil for a success.
    fileprivate var failure: Failure? {
        if case .failure(let e) = self { return e }
        return nil
    }
}

/// `FileReader`, `OutputFile` and `TemporaryFiles` on their own.
final class FileReaderTests: XCTestCase {
    /// A pipe holding `bytes` (closed for writing), read end returned; `bytes` must fit in the pipe (64 KiB).
    private func pipe(holding bytes: [UInt8]) -> Int32 {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(Glibc.pipe(&fds), 0)
        bytes.withUnsafeBytes { _ = write(fds[1], $0.baseAddress!, $0.count) }
        close(fds[1])
        return fds[0]
    }

    /// A descriptor of unknown size is read to its end, and refused one byte past the limit.
    func testADescriptorIsReadUpToTheLimit() {
        let at = pipe(holding: Array(repeating: 0x61, count: 1000))
        defer { close(at) }
        XCTAssertEqual(FileReader.read(descriptor: at, limit: 1000), .success(Array(repeating: 0x61, count: 1000)))
        let over = pipe(holding: Array(repeating: 0x61, count: 1001))
        defer { close(over) }
        XCTAssertEqual(FileReader.read(descriptor: over, limit: 1000), .failure(.tooLarge(size: nil, limit: 1000)))
        XCTAssertEqual(ReadFailure.tooLarge(size: nil, limit: 1000).text, "it is over the 1000 bytes size limit")
        XCTAssertEqual(FileReader.read(descriptor: -1).failure?.code, EBADF)
    }

    /// A regular file is read whole at every size around the binary sample and the end of its buffer, with and
    /// without the binary check: a short read with the file's size in hand ends it (no read returning 0 is
    /// needed), and a read that fills the buffer reads on.
    func testRegularFilesAreReadWholeAtEverySizeEdge() throws {
        let dir = try makeTemporaryDirectory(self)
        let sample = FileReader.binarySampleSize
        for size in [0, 1, 2, 4095, sample - 1, sample, sample + 1, 2 * sample, 65_537] {
            let bytes = (0..<size).map { UInt8(0x61 + $0 % 26) }
            let path = dir.appendingPathComponent("f\(size).swift").path
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            for stop in [false, true] {
                XCTAssertEqual(FileReader.read(path: path, stopIfBinary: stop), .success(bytes), "size \(size), binary check \(stop)")
            }
        }
    }

    /// A regular file over the limit is refused from its size; a folder is refused as one (`EISDIR`); the binary check
    /// stops after the first 8 KiB unless a UTF-16 byte order mark starts the file.
    func testFilesAreCheckedBeforeTheyAreRead() throws {
        let dir = try makeTemporaryDirectory(self)
        let big = dir.appendingPathComponent("big").path
        try Data(repeating: 0x61, count: 3 << 20).write(to: URL(fileURLWithPath: big))
        XCTAssertEqual(FileReader.read(path: big, limit: 1 << 20), .failure(.tooLarge(size: 3 << 20, limit: 1 << 20)))
        XCTAssertEqual(ReadFailure.tooLarge(size: 3 << 20, limit: 1 << 20).text, "it is 3145728 bytes, over the 1 MiB size limit")
        XCTAssertEqual(try FileReader.read(path: big).get().count, 3 << 20)
        XCTAssertEqual(FileReader.read(path: dir.path).failure?.code, EISDIR)
        XCTAssertEqual(FileReader.read(path: dir.appendingPathComponent("none").path).failure?.code, ENOENT)
        let nul = dir.appendingPathComponent("nul").path
        try Data(count: 100_000).write(to: URL(fileURLWithPath: nul))
        XCTAssertEqual(FileReader.read(path: nul, stopIfBinary: true), .failure(.binary(prefix: Array(repeating: 0, count: 8192))))
        XCTAssertEqual(try FileReader.read(path: nul).get().count, 100_000)
        let utf16 = dir.appendingPathComponent("utf16").path
        try Data([0xFF, 0xFE] + Array(repeating: 0, count: 20_000)).write(to: URL(fileURLWithPath: utf16))
        XCTAssertEqual(try FileReader.read(path: utf16, stopIfBinary: true).get().count, 20_002)
        // Small files: the sample is the whole file.
        let small = dir.appendingPathComponent("small").path
        try Data("let x = 1\n".utf8).write(to: URL(fileURLWithPath: small))
        XCTAssertEqual(try FileReader.read(path: small, stopIfBinary: true).get(), Array("let x = 1\n".utf8))
        let empty = dir.appendingPathComponent("empty").path
        try Data().write(to: URL(fileURLWithPath: empty))
        XCTAssertEqual(try FileReader.read(path: empty, stopIfBinary: true).get(), [])
    }

    /// An output file is written to a temporary file: `discard` leaves the destination as it was, `commit`
    /// replaces it; a registry's `removeAll` removes what is still registered and refuses new files.
    func testOutputFilesAreReplacedOnlyWhenCommitted() throws {
        let dir = try makeTemporaryDirectory(self)
        let path = dir.appendingPathComponent("r.txt").path
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        let files = TemporaryFiles()
        let abandoned = try OutputFile.open(path, temporaryFiles: files).get()
        XCTAssertNil(abandoned.write("new\n"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).count, 2)
        abandoned.discard()
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old\n")
        let kept = try OutputFile.open(path, temporaryFiles: files).get()
        XCTAssertNotNil(kept.replaces)
        XCTAssertNil(kept.write("new\n"))
        XCTAssertNil(kept.commit())
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["r.txt"])
        let interrupted = try OutputFile.open(dir.appendingPathComponent("n.txt").path, temporaryFiles: files).get()
        XCTAssertNil(interrupted.replaces)
        files.removeAll()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["r.txt"])
        XCTAssertEqual(interrupted.commit()?.code, ENOENT)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["r.txt"])
        guard case .failure(.system(let e)) = OutputFile.open(dir.appendingPathComponent("later").path, temporaryFiles: files) else {
            return XCTFail("a closed registry made a file")
        }
        XCTAssertEqual(e.code, EINTR)
        XCTAssertEqual(OutputFile.standardDescriptor(of: "/dev/fd/12"), 12)
        XCTAssertEqual(OutputFile.standardDescriptor(of: "/proc/self/fd/1"), 1)
        XCTAssertEqual(OutputFile.standardDescriptor(of: "/dev/stdout"), 1)
        XCTAssertNil(OutputFile.standardDescriptor(of: "/dev/fd/x"))
        XCTAssertNil(OutputFile.standardDescriptor(of: "/dev/null"))
    }
}
