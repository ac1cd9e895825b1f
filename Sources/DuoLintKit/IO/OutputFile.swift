import Foundation

/// Why an output cannot be written.
public enum OutputFileError: Error, Equatable, Sendable {
    /// A system call failed with this `errno` (`ENOENT` for a missing folder, `EACCES`, `EBADF` for a closed
    /// `/dev/fd/N`, …).
    case system(SystemError)
    /// The path is a directory.
    case directory
    /// The path is a FIFO, socket or block device (`kind` says which, e.g. `a FIFO`): opening it could block or
    /// fail, and replacing it would not reach its reader.
    case unsupported(kind: String)

    /// The reason as messages give it: `No such file or directory`, `it is a directory`,
    /// `it is a FIFO; write to a regular file, a new path, /dev/stdout or a character device such as /dev/null`.
    public var text: String {
        switch self {
        case .system(let e): return e.text
        case .directory: return "it is a directory"
        case .unsupported(let kind):
            return "it is \(kind); write to a regular file, a new path, /dev/stdout or a character device such as /dev/null"
        }
    }
}

/// A file duolint writes — a report (`--output`), a baseline (`--write-baseline`), later `--fix`'s sources — so
/// that a failed or interrupted run never leaves it truncated.
///
/// A regular file or a new path is written to a temporary file in the same folder (`.NAME.duolint-PID-N.tmp`,
/// registered in `TemporaryFiles`) and renamed over the destination by `commit()` only when complete; an existing
/// file keeps its permission bits (a new one gets 0644 less the umask), and through a symbolic link its target is
/// replaced, the link kept. `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` (and `/proc/self/fd/N`) write to that open
/// descriptor, and character devices (`/dev/null`, a terminal) are opened without blocking and written directly.
/// A FIFO, socket, block device or directory is refused by `open`, before anything is written.
public final class OutputFile: @unchecked Sendable {
    /// The path as given (for messages).
    public let path: String
    /// Where writes go: the temporary file, or the device or standard stream.
    public let descriptor: Int32
    /// The existing regular file `commit()` replaces (its identity), nil for a new path or a direct write: the
    /// caller checks it is not one of the run's inputs.
    public let replaces: FileIdentity?
    /// The path `commit()` renames onto (symbolic links resolved for an existing file), nil for a direct write.
    public let destination: String?
    private let temporaryPath: String?
    private let temporaryFiles: TemporaryFiles
    private var done = false

    private init(path: String, descriptor: Int32, replaces: FileIdentity?, destination: String?, temporaryPath: String?,
                 temporaryFiles: TemporaryFiles) {
        self.path = path
        self.descriptor = descriptor
        self.replaces = replaces
        self.destination = destination
        self.temporaryPath = temporaryPath
        self.temporaryFiles = temporaryFiles
    }

    deinit { if !done { discard() } }

    /// The descriptor a path such as `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N` names, nil
    /// for any other path.
    public static func standardDescriptor(of path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                let digits = path.dropFirst(prefix.count)
                if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int32(digits) { return n }
            }
            return nil
        }
    }

    /// Prepares writing to `path` (see the type's description): for a regular file or a new path, creates the
    /// temporary file now, registered in `temporaryFiles`. Fails, having created nothing, for a directory, a
    /// FIFO, a socket, a block device, an existing file that may not be written (`EACCES`), a folder that does not
    /// exist, or a closed `/dev/fd/N` (`closedDescriptors`: descriptors to treat as closed, such as a standard
    /// stream that was closed when the process started and now holds `/dev/null`).
    public static func open(_ path: String, temporaryFiles: TemporaryFiles = TemporaryFiles(),
                            closedDescriptors: Set<Int32> = []) -> Result<OutputFile, OutputFileError> {
        if let n = standardDescriptor(of: path) {
            let fd = closedDescriptors.contains(n) ? -1 : fcntl(n, F_DUPFD_CLOEXEC, 3)
            if closedDescriptors.contains(n) { errno = EBADF }
            guard fd >= 0 else { return .failure(.system(.current)) }
            return .success(OutputFile(path: path, descriptor: fd, replaces: nil, destination: nil, temporaryPath: nil,
                                       temporaryFiles: temporaryFiles))
        }
        guard !path.isEmpty else { return .failure(.system(SystemError(code: ENOENT))) }
        var st = stat()
        if stat(path, &st) != 0 {
            let e = SystemError.current
            guard e.code == ENOENT else { return .failure(.system(e)) }
            if path.hasSuffix("/") { return .failure(.system(SystemError(code: EISDIR))) }
            return atomic(path, destination: path, existing: nil, temporaryFiles: temporaryFiles)
        }
        switch st.st_mode & S_IFMT {
        case S_IFREG:
            // Replacing a file that may not be written would get round its permissions.
            guard access(path, W_OK) == 0 else { return .failure(.system(.current)) }
            var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let destination = realpath(path, &resolved) != nil ? String(cString: resolved) : path
            return atomic(path, destination: destination, existing: st, temporaryFiles: temporaryFiles)
        case S_IFCHR:
            let fd = Foundation.open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
            guard fd >= 0 else { return .failure(.system(.current)) }
            var now = stat()
            // Replaced by something else since `stat`: refuse it rather than write there.
            guard fstat(fd, &now) == 0, (now.st_mode & S_IFMT) == S_IFCHR else {
                close(fd)
                return .failure(.unsupported(kind: "no longer a character device"))
            }
            let flags = fcntl(fd, F_GETFL)
            if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
            return .success(OutputFile(path: path, descriptor: fd, replaces: nil, destination: nil, temporaryPath: nil,
                                       temporaryFiles: temporaryFiles))
        case S_IFDIR: return .failure(.directory)
        case S_IFIFO: return .failure(.unsupported(kind: "a FIFO"))
        case S_IFSOCK: return .failure(.unsupported(kind: "a socket"))
        case S_IFBLK: return .failure(.unsupported(kind: "a block device"))
        default: return .failure(.unsupported(kind: "not a regular file"))
        }
    }

    /// A temporary file beside `destination`, with `existing`'s permission bits (or 0644 less the umask).
    private static func atomic(_ path: String, destination: String, existing: stat?,
                               temporaryFiles: TemporaryFiles) -> Result<OutputFile, OutputFileError> {
        let slash = PathText.lastSlash(destination)
        let folder = slash.map { $0 == destination.utf8.startIndex ? "/" : PathText.prefix(destination, upTo: $0) } ?? "."
        let name = slash.map { String(decoding: destination.utf8[destination.utf8.index(after: $0)...], as: UTF8.self) } ?? destination
        let pid = getpid()
        for attempt in 0..<100 {
            let temporary = (folder == "/" ? "" : folder) + "/.\(name).duolint-\(pid)-\(attempt).tmp"
            let fd = temporaryFiles.create(temporary) {
                Foundation.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
            }
            if fd < 0 {
                if errno == EEXIST { continue }
                return .failure(.system(.current))
            }
            if let existing { _ = fchmod(fd, existing.st_mode & 0o777) }
            return .success(OutputFile(path: path, descriptor: fd, replaces: existing.map(FileIdentity.init),
                                       destination: destination, temporaryPath: temporary, temporaryFiles: temporaryFiles))
        }
        return .failure(.system(SystemError(code: EEXIST)))
    }

    /// Writes all of `bytes`; nil, or the error (`DescriptorWriter`).
    public func write(_ bytes: UnsafeRawBufferPointer) -> SystemError? {
        DescriptorWriter.write(descriptor, bytes)
    }

    /// Writes `text` as UTF-8; nil, or the error.
    public func write(_ text: String) -> SystemError? {
        DescriptorWriter.write(descriptor, text)
    }

    /// Completes the file: a temporary file is synced to disk, closed and renamed over the destination (removed
    /// instead when that fails); a direct descriptor is closed. Nil, or the error (then the destination is as
    /// it was). Calling it again does nothing.
    public func commit() -> SystemError? {
        guard !done else { return nil }
        done = true
        guard let temporaryPath, let destination else {
            close(descriptor)
            return nil
        }
        var failure: SystemError?
        // EINVAL: a file system that cannot sync (some FUSE file systems); the rename is still atomic.
        if fsync(descriptor) != 0 && errno != EINVAL { failure = .current }
        if close(descriptor) != 0 && failure == nil && errno != EINTR { failure = .current }
        let renamed = temporaryFiles.finish(temporaryPath) {
            if failure == nil, rename(temporaryPath, destination) == 0 { return true }
            if failure == nil { failure = .current }
            unlink(temporaryPath)
            return false
        }
        if !renamed && failure == nil { failure = .current }
        return failure
    }

    /// Abandons the file: a temporary file is closed and removed (the destination is untouched); a direct
    /// descriptor is closed. Calling it again, or after `commit()`, does nothing.
    public func discard() {
        guard !done else { return }
        done = true
        close(descriptor)
        if let temporaryPath { _ = temporaryFiles.finish(temporaryPath) { unlink(temporaryPath) == 0 } }
    }
}
