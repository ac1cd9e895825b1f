import Foundation

/// The body of a streamed report kept out of memory until its head can be written: an `AnonymousFile` in
/// `$TMPDIR` (default `/tmp`; unlinked at once, so nothing is left behind whatever ends the process), written
/// through a 64 KiB buffer and read back in 64 KiB chunks.
///
/// When no temporary file can be made, or a write to it fails (a full disk), the rest of the body is kept
/// in memory instead: the report stays complete and correct, only its memory bound is lost. Not
/// thread-safe: the `OrderedReportWriter` calls it under its lock.
final class ReportSpool {
    /// Bytes gathered before a write to the file, and the size of a chunk read back.
    static let chunkSize = 65_536

    /// The temporary file, or -1 when there is none (or it failed and the body went on in memory).
    private var fd: Int32 = -1
    /// How many bytes the file holds.
    private var fileBytes = 0
    /// Bytes written after the file's: the buffer not yet written out, and everything once the file failed.
    private var tail: [UInt8] = []
    /// True once the body is kept in memory (no file, or a failed write).
    private(set) var inMemory = false

    /// A spool in `directory` (default: `$TMPDIR`, else `/tmp`).
    init(directory: String = ReportSpool.temporaryDirectory) {
        fd = AnonymousFile.make(in: directory, prefix: "duolint-report-")
        if fd < 0 { inMemory = true }
        tail.reserveCapacity(Self.chunkSize)
    }

    deinit {
        if fd >= 0 { close(fd) }
    }

    /// `$TMPDIR` when set and not empty, else `/tmp`.
    static var temporaryDirectory: String {
        if let dir = ProcessInfo.processInfo.environment["TMPDIR"], !dir.isEmpty { return dir }
        return "/tmp"
    }

    /// Appends `text`'s UTF-8 bytes to the body. When what is buffered and `text` together reach two chunks, the
    /// buffered bytes are written and then `text` goes to the file from its own storage: it is not copied into the
    /// buffer first (a section of 100,000 findings
    /// made whole, 25 MB of `markdown` rows, was held twice).
    func write(_ text: String) {
        if !inMemory && tail.count + text.utf8.count >= 2 * Self.chunkSize {
            if !tail.isEmpty { flush() }
            if !inMemory {
                var text = text
                text.withUTF8 { b in
                    let done = AnonymousFile.write(fd, UnsafeRawBufferPointer(b))
                    fileBytes += done
                    // A failed write keeps the rest (and all later bytes) in memory, as `flush` does.
                    if done < b.count {
                        inMemory = true
                        tail.append(contentsOf: b[done...])
                    }
                }
                return
            }
        }
        tail.append(contentsOf: text.utf8)
        if !inMemory && tail.count >= Self.chunkSize { flush() }
    }

    /// Writes the buffer to the file; on failure keeps it (and all later bytes) in memory.
    private func flush() {
        let done = tail.withUnsafeBytes { AnonymousFile.write(fd, $0) }
        fileBytes += done
        if done < tail.count {
            inMemory = true
            tail.removeSubrange(0..<done)
        } else {
            tail.removeAll(keepingCapacity: true)
        }
    }

    /// Hands the whole body to `write` in order, in pieces of at most about 64 KiB, each cut at a UTF-8
    /// character boundary (so each piece is the exact text written). Returns nil, or the reason the file
    /// could not be read back (then the pieces stop where the reading failed).
    func copy(to write: (String) -> Void) -> String? {
        var carry: [UInt8] = []
        carry.reserveCapacity(Self.chunkSize + 4)
        // Writes `bytes` after what was carried, keeping an incomplete UTF-8 sequence at the end for later.
        func emit(_ bytes: ArraySlice<UInt8>) {
            carry.append(contentsOf: bytes)
            // The last character's lead byte, after up to 3 continuation bytes: cut before it if its sequence
            // (2, 3 or 4 bytes by the lead byte) is not complete yet.
            var lead = carry.count
            while lead > 0 && carry.count - lead < 3 && carry[lead - 1] & 0xC0 == 0x80 { lead -= 1 }
            var cut = carry.count
            if lead > 0 && carry[lead - 1] >= 0xC0 {
                let length = carry[lead - 1] >= 0xF0 ? 4 : carry[lead - 1] >= 0xE0 ? 3 : 2
                if carry.count - (lead - 1) < length { cut = lead - 1 }
            }
            write(String(decoding: carry[0..<cut], as: UTF8.self))
            carry.removeSubrange(0..<cut)
        }
        var offset = 0
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        while offset < fileBytes {
            let want = min(Self.chunkSize, fileBytes - offset)
            let n = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, want, off_t(offset)) }
            if n < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            if n == 0 { return "the temporary file ended early" }
            offset += n
            emit(chunk[0..<n])
        }
        var start = 0
        while start < tail.count {
            let end = min(start + Self.chunkSize, tail.count)
            emit(tail[start..<end])
            start = end
        }
        if !carry.isEmpty { write(String(decoding: carry, as: UTF8.self)) }
        return nil
    }
}
