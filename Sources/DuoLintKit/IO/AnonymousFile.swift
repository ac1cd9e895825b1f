import Foundation

/// A temporary file nobody else can reach: made with `mkstemp` (mode 0600) in a folder and unlinked at once, so
/// nothing is left behind whatever ends the process. `ReportSpool` and `SpillBuffer` keep bytes out of memory in
/// one.
enum AnonymousFile {
    /// The descriptor of a new anonymous file named `prefix` plus six random characters in `directory`, or -1
    /// when it cannot be made (no such folder, no permission, no space).
    static func make(in directory: String, prefix: String) -> Int32 {
        var template = Array((directory.hasSuffix("/") ? directory : directory + "/").utf8CString.dropLast())
            + Array((prefix + "XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        if fd >= 0 { template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) } }
        return fd
    }

    /// Writes `bytes` to `fd` at its offset, again after an interruption; returns how many were written, fewer
    /// than `bytes.count` when a write failed (a full disk, a file size limit).
    static func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        var written = 0
        while written < bytes.count {
            let n = Foundation.write(fd, bytes.baseAddress! + written, bytes.count - written)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            written += n
        }
        return written
    }
}
