import Foundation

/// Writes whole buffers to a file descriptor with `write(2)`: the one way duolint writes its output (reports,
/// baselines, standard output and standard error), so a failure is a value, never a trap.
///
/// A partial write goes on with the rest, `EINTR` is retried, and `EAGAIN` (a non-blocking descriptor that is
/// full, e.g. a pipe its parent made non-blocking) waits with `poll(2)` until the descriptor takes more.
public enum DescriptorWriter {
    /// Writes all of `bytes` to `fd`. Returns nil when everything was written, else the error of the call that
    /// failed (`ENOSPC`, `EPIPE` when SIGPIPE is ignored, `EBADF`, `EIO`, …); what was written before stays.
    public static func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> SystemError? {
        guard let base = bytes.baseAddress else { return nil }
        var written = 0
        while written < bytes.count {
            let n = Foundation.write(fd, base + written, bytes.count - written)
            if n >= 0 {
                written += n
                continue
            }
            let code = errno
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK {
                if let failure = waitUntilWritable(fd) { return failure }
                continue
            }
            return SystemError(code: code)
        }
        return nil
    }

    /// Writes the UTF-8 bytes of `text` to `fd`; nil or the error, as `write(_:_:)` with a buffer.
    public static func write(_ fd: Int32, _ text: String) -> SystemError? {
        var text = text
        return text.withUTF8 { write(fd, UnsafeRawBufferPointer($0)) }
    }

    /// Waits until `fd` can take more bytes (or has failed: the next write then says why); nil, or the error
    /// of `poll` itself (`EBADF` for a descriptor `poll` calls invalid).
    private static func waitUntilWritable(_ fd: Int32) -> SystemError? {
        var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        while true {
            let n = poll(&entry, 1, -1)
            if n < 0 {
                if errno == EINTR { continue }
                return .current
            }
            if entry.revents & Int16(POLLNVAL) != 0 { return SystemError(code: EBADF) }
            return nil
        }
    }
}
