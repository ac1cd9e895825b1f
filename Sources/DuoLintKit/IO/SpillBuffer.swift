import Foundation

/// Records of bytes a run keeps until its end without holding them all in memory: up to `memoryBudget`
/// bytes stay in memory, later records go to an `AnonymousFile` in `$TMPDIR` (default `/tmp`), written through
/// a 64 KiB buffer and read back with `pread`.
///
/// When no temporary file can be made, or a write to it fails (a full disk), records stay in memory: every
/// record can still be read back, only the memory bound is lost (`ReportSpool`'s policy).
///
/// Thread-safe: workers append and read at the same time.
final class SpillBuffer: @unchecked Sendable {
    /// Where a record is: `count` bytes at `offset` in the file (`inFile`), or in the memory chunks. 16 bytes (with
    /// an `Int` count, 24): a run over 16,000 files keeps one or two per file.
    struct Handle: Sendable {
        fileprivate var offset: Int
        private var size: UInt32
        fileprivate var inFile: Bool
        fileprivate var count: Int { Int(size) }

        /// A record of `count` bytes (at most 4 GiB - 1: a record is one file's summary, result or report section).
        fileprivate init(offset: Int, count: Int, inFile: Bool) {
            precondition(count <= Int(UInt32.max), "a spilled record of \(count) bytes is over 4 GiB")
            self.offset = offset
            size = UInt32(count)
            self.inFile = inFile
        }
    }

    /// Bytes kept in memory before records go to the file.
    let memoryBudget: Int
    private let directory: String
    private let lock = NSLock()
    /// Records kept in memory, one after another in chunks of `ReportSpool.chunkSize` bytes (a record may span
    /// two or more): memory holds their bytes, without the spare capacity of an array grown by appending.
    private var chunks: [[UInt8]] = []
    private var memoryBytes = 0
    /// The temporary file once made; -1 before, and when making or writing it failed (`failed`).
    private var fd: Int32 = -1
    private var failed = false
    /// Bytes in the file, and bytes appended after them that wait in `pending` for a write.
    private var fileBytes = 0
    private var pending: [UInt8] = []

    /// A buffer keeping up to `memoryBudget` bytes in memory, the rest in a temporary file in `directory`.
    init(memoryBudget: Int, directory: String = ReportSpool.temporaryDirectory) {
        self.memoryBudget = memoryBudget
        self.directory = directory
    }

    deinit {
        if fd >= 0 { close(fd) }
    }

    /// True once some record went to the temporary file.
    var spilled: Bool { lock.lock(); defer { lock.unlock() }; return fd >= 0 }

    /// Keeps `bytes`; the handle reads them back.
    func append(_ bytes: [UInt8]) -> Handle {
        lock.lock()
        defer { lock.unlock() }
        if memoryBytes + bytes.count > memoryBudget && !failed {
            if fd < 0 { makeFile() }
            if fd >= 0 {
                let handle = Handle(offset: fileBytes + pending.count, count: bytes.count, inFile: true)
                pending.append(contentsOf: bytes)
                if pending.count >= ReportSpool.chunkSize { flush() }
                if !failed { return handle }
                // The write failed: `flush` kept the unwritten bytes; this record goes to memory instead.
            }
        }
        let handle = Handle(offset: memoryBytes, count: bytes.count, inFile: false)
        var from = 0
        while from < bytes.count {
            if chunks.isEmpty || chunks[chunks.count - 1].count == ReportSpool.chunkSize {
                chunks.append([])
                chunks[chunks.count - 1].reserveCapacity(ReportSpool.chunkSize)
            }
            let room = ReportSpool.chunkSize - chunks[chunks.count - 1].count
            let n = min(room, bytes.count - from)
            chunks[chunks.count - 1].append(contentsOf: bytes[from..<from + n])
            from += n
        }
        memoryBytes += bytes.count
        return handle
    }

    /// The bytes of the record `handle` (from `append` on this buffer); empty when the temporary file cannot
    /// be read back (callers decode that as nothing).
    func read(_ handle: Handle) -> [UInt8] {
        lock.lock()
        if !handle.inFile {
            defer { lock.unlock() }
            var out: [UInt8] = []
            out.reserveCapacity(handle.count)
            var at = handle.offset
            while out.count < handle.count {
                let chunk = at / ReportSpool.chunkSize, start = at % ReportSpool.chunkSize
                let n = min(ReportSpool.chunkSize - start, handle.count - out.count)
                out.append(contentsOf: chunks[chunk][start..<start + n])
                at += n
            }
            return out
        }
        // The part already written to the file, then the part still in `pending` (all of it when the record
        // was not written out yet, or was kept after a failed write).
        let end = handle.offset + handle.count
        let inFile = max(0, min(end, fileBytes) - handle.offset)
        var out = [UInt8](repeating: 0, count: handle.count)
        if inFile < handle.count {
            let from = handle.offset + inFile - fileBytes
            out.replaceSubrange(inFile..<handle.count, with: pending[from..<from + handle.count - inFile])
        }
        let file = fd
        lock.unlock()
        var done = 0
        while done < inFile {
            let n = out.withUnsafeMutableBytes { pread(file, $0.baseAddress! + done, inFile - done, off_t(handle.offset + done)) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return [] }
            done += n
        }
        return out
    }

    /// Makes the temporary file, or marks the buffer `failed` (memory only).
    private func makeFile() {
        fd = AnonymousFile.make(in: directory, prefix: "duolint-spill-")
        if fd >= 0 { pending.reserveCapacity(ReportSpool.chunkSize * 2) } else { failed = true }
    }

    /// Writes `pending` to the file; on a failed write keeps the unwritten bytes in `pending` for good.
    private func flush() {
        let done = pending.withUnsafeBytes { AnonymousFile.write(fd, $0) }
        fileBytes += done
        pending.removeSubrange(0..<done)
        if !pending.isEmpty { failed = true }
    }
}
