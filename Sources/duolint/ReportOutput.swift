import Foundation

/// Where the report goes: standard output or the `--output` file, written through a 64 KiB buffer.
/// Not thread-safe by itself: a streamed report calls `write` under its writer's lock.
final class ReportOutput: @unchecked Sendable {
    private let fd: Int32
    private let ownsDescriptor: Bool
    private var buffer: [UInt8] = []
    /// The first failure, as the message to print (`cannot write report to …: …`); writing stops after it.
    private(set) var failure: String?
    private let name: String

    /// Standard output.
    init() {
        fd = STDOUT_FILENO
        ownsDescriptor = false
        name = "standard output"
    }

    /// The file at `path`, created or truncated now; `failure` says why when it cannot be opened.
    init(path: String) {
        name = path
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            fd = -1
            failure = "cannot write report to \(path): it is a directory"
        } else {
            fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            if fd < 0 { failure = "cannot write report to \(path): \(String(cString: strerror(errno)))" }
        }
        ownsDescriptor = fd >= 0
    }

    /// Appends `text` to the report.
    func write(_ text: String) {
        guard failure == nil else { return }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 65_536 { flush() }
    }

    /// Writes out what is buffered.
    func flush() {
        guard failure == nil else { buffer = []; return }
        var written = 0
        buffer.withUnsafeBytes { raw in
            while written < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + written, raw.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = "cannot write report to \(name): \(String(cString: strerror(errno)))"
                    return
                }
                written += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes and closes the file (standard output stays open).
    func close() {
        flush()
        if ownsDescriptor { _ = Foundation.close(fd) }
    }
}
