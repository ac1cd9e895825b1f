import Foundation

/// Why an input was not read (whole).
public enum ReadFailure: Error, Equatable, Sendable {
    /// `open`, `fstat` or `read` failed with this `errno`.
    case system(SystemError)
    /// A FIFO, device or socket: only regular files are read (a FIFO may never end). A directory is
    /// `.system` with `EISDIR` (`Is a directory`), so messages name it as one.
    case notRegularFile
    /// Over `limit` bytes: `size` is the file's size when `fstat` told it, nil when reading went past the limit
    /// (standard input, or a file that grew while it was read). Nothing is returned.
    case tooLarge(size: Int?, limit: Int)
    /// The first bytes (`prefix`, at most `FileReader.binarySampleSize`) look binary (`Linter.looksBinary`): the
    /// rest was not read.
    case binary(prefix: [UInt8])

    /// The `errno` of a failed system call, nil for the other failures.
    public var code: Int32? {
        if case .system(let e) = self { return e.code }
        return nil
    }

    /// A short reason: `Permission denied`, `not a regular file (a FIFO or device is not read)`,
    /// `it is 1073741824 bytes, over the 64 MiB size limit`, `binary file (NUL and control bytes)`.
    public var text: String {
        switch self {
        case .system(let e): return e.text
        case .notRegularFile: return "not a regular file (a FIFO or device is not read)"
        case .tooLarge(let size, let limit):
            let over = "over the \(FileReader.describe(limit)) size limit"
            return size.map { "it is \($0) bytes, \(over)" } ?? "it is \(over)"
        case .binary: return "binary file (NUL and control bytes)"
        }
    }
}

/// Reads inputs with `read(2)` into one buffer, bounded by a size limit.
///
/// A path is opened with `O_NONBLOCK | O_CLOEXEC` (opening a FIFO or a device must never block) and `fstat`ed; what
/// is not a regular file is refused, then `O_NONBLOCK` is cleared. A file larger than the limit is refused
/// from its size, unread. The bytes are read into uninitialised capacity of the file's size (plus one byte, to see
/// the end or a file that grew), so a file costs one buffer of its size: no zeroing, no second copy. With
/// `stopIfBinary`, the first `binarySampleSize` bytes are read and checked first (`Linter.looksBinary`), and a binary
/// file is not read further. A descriptor of unknown size (standard input, a pipe) is read into a buffer that
/// doubles, and reading stops one byte past the limit.
public enum FileReader {
    /// The default limit: 64 MiB, for every kind of input (Swift, screen specs, Info.plists, standard input, the
    /// configuration and baseline files).
    public static let defaultLimit = 64 << 20

    /// How many leading bytes the binary check reads before the rest: 8 KiB, what `Linter.looksBinary` looks at.
    public static let binarySampleSize = 8192

    /// `limit` for messages: `64 MiB` when it is whole MiB, else `1000 bytes`.
    public static func describe(_ limit: Int) -> String {
        limit > 0 && limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
    }

    /// The bytes of the regular file at `path`, at most `limit` of them (see the type's description).
    public static func read(path: String, limit: Int = defaultLimit, stopIfBinary: Bool = false) -> Result<[UInt8], ReadFailure> {
        switch InputFile.open(path) {
        case .success(let file): return file.read(limit: limit, stopIfBinary: stopIfBinary)
        case .failure(let e): return .failure(e)
        }
    }

    /// Everything readable from the open descriptor `fd` (standard input: a file, a pipe, a terminal), at most
    /// `limit` bytes; it is not closed. A regular file's size is taken from `fstat` (and one over the limit is
    /// refused unread); anything else is read until its end. A directory fails with `EISDIR`, a closed
    /// descriptor with `EBADF`.
    public static func read(descriptor fd: Int32, limit: Int = defaultLimit, stopIfBinary: Bool = false) -> Result<[UInt8], ReadFailure> {
        var st = stat()
        guard fstat(fd, &st) == 0 else { return .failure(.system(.current)) }
        let size: Int? = (st.st_mode & S_IFMT) == S_IFREG ? Int(st.st_size) : nil
        return read(fd, size: size, limit: limit, stopIfBinary: stopIfBinary)
    }

    /// Reads `fd` to its end: `size` (a regular file's, nil when unknown) sets the first buffer's capacity.
    static func read(_ fd: Int32, size: Int?, limit: Int, stopIfBinary: Bool) -> Result<[UInt8], ReadFailure> {
        let limit = max(limit, 0)
        if let size, size > limit { return .failure(.tooLarge(size: size, limit: limit)) }
        // One byte more than expected: a read that fills it shows the file is longer than it was (or than the limit).
        var capacity = min(size ?? 65_536, limit) + 1
        var bytes: [UInt8] = []
        var failure: ReadFailure?
        var atEnd = false
        var first = true
        while true {
            let kept = bytes
            let sample = first && stopIfBinary
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                let base = buffer.baseAddress!
                if !kept.isEmpty { _ = kept.withUnsafeBufferPointer { memcpy(base, $0.baseAddress!, kept.count) } }
                var filled = kept.count
                defer { count = filled }
                if sample {
                    let end = min(binarySampleSize, capacity)
                    if let e = fill(fd, base, &filled, upTo: end, size: size, atEnd: &atEnd) { failure = .system(e); return }
                    let head = Array(UnsafeBufferPointer(start: base, count: filled))
                    // A UTF-16 or UTF-32 byte order mark is read whole: the linter decides what such a file is.
                    let bom = head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF])
                    if !bom && Linter.looksBinary(head) { failure = .binary(prefix: head); return }
                    if atEnd { return }
                }
                if let e = fill(fd, base, &filled, upTo: capacity, size: size, atEnd: &atEnd) { failure = .system(e) }
            }
            first = false
            if let failure { return .failure(failure) }
            if atEnd { return .success(bytes) }
            // Full to the last byte: the file grew, or its size was not known.
            if capacity > limit { return .failure(.tooLarge(size: nil, limit: limit)) }
            capacity = min(max(capacity * 2, 65_536), limit + 1)
        }
    }

    /// Reads into `base[filled..<end]` until it is full or the end of input (`atEnd`); nil, or the error of the
    /// `read` that failed. `EAGAIN` (a non-blocking descriptor with nothing yet) waits with `poll`. For a regular
    /// file of `size` bytes (nil for anything else), a read that comes back short with exactly `size` bytes in
    /// all is its end: a regular file's read is short only at its end, so the `read` that would return 0 is not
    /// made (one system call a file). A file that grew fills `end` (one byte past `size`) and is read on.
    private static func fill(_ fd: Int32, _ base: UnsafeMutablePointer<UInt8>, _ filled: inout Int, upTo end: Int,
                             size: Int?, atEnd: inout Bool) -> SystemError? {
        while filled < end {
            let n = Foundation.read(fd, base + filled, end - filled)
            if n > 0 {
                filled += n
                if filled < end, filled == size { atEnd = true; return nil }
                continue
            }
            if n == 0 { atEnd = true; return nil }
            let code = errno
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK {
                var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                while poll(&entry, 1, -1) < 0 && errno == EINTR {}
                continue
            }
            return SystemError(code: code)
        }
        return nil
    }
}

/// A regular file opened for reading without blocking, with its identity and size; closed when released.
public final class InputFile {
    /// The file's device and inode.
    public let identity: FileIdentity
    /// The file's size in bytes when it was opened.
    public let size: Int
    private let fd: Int32

    private init(fd: Int32, status: stat) {
        self.fd = fd
        identity = FileIdentity(status)
        size = Int(status.st_size)
    }

    deinit { close(fd) }

    /// Opens the display path `path` (`DisplayPath`) with `O_RDONLY | O_NONBLOCK | O_CLOEXEC` (a FIFO or device
    /// never blocks the open) and refuses anything `fstat` does not call a regular file: a directory with
    /// `.system(EISDIR)` (`Is a directory`, as `read` would say), anything else with `.notRegularFile`.
    /// `O_NONBLOCK` stays set: it does not change how a regular file is read (a read waits for the disk all the
    /// same, and `fill` would wait with `poll` if one ever said `EAGAIN`), and clearing it took two more system
    /// calls per file of a run.
    public static func open(_ path: String) -> Result<InputFile, ReadFailure> {
        let fd = DisplayPath.withFileSystemPath(path) { Foundation.open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard fd >= 0 else { return .failure(.system(.current)) }
        var st = stat()
        guard fstat(fd, &st) == 0 else {
            let e = SystemError.current
            close(fd)
            return .failure(.system(e))
        }
        guard (st.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            return .failure((st.st_mode & S_IFMT) == S_IFDIR ? .system(SystemError(code: EISDIR)) : .notRegularFile)
        }
        return .success(InputFile(fd: fd, status: st))
    }

    /// The file's bytes, at most `limit` (see `FileReader`); with `stopIfBinary`, a binary file's first bytes only
    /// (`.binary`).
    public func read(limit: Int = FileReader.defaultLimit, stopIfBinary: Bool = false) -> Result<[UInt8], ReadFailure> {
        FileReader.read(fd, size: size, limit: limit, stopIfBinary: stopIfBinary)
    }
}
