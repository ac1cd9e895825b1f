import Foundation

/// The temporary files of one run (`OutputFile`'s, renamed into place when complete), so that a run ended by a
/// signal can remove them (`removeAll`) and leave every previous file as it was.
///
/// Thread-safe. Creating a temporary file and renaming it into place happen under the registry's lock, so
/// `removeAll` (called from the thread that waits for signals) never sees a file half made or half renamed;
/// after it, no temporary file can be created.
public final class TemporaryFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: Set<String> = []
    private var closed = false

    /// An empty registry.
    public init() {}

    /// Runs `create` (which makes the file at `path` and returns its descriptor, or -1 with `errno` set) under
    /// the lock and registers `path` when it succeeded. After `removeAll`, returns -1 with `errno` `EINTR`
    /// without calling `create`.
    public func create(_ path: String, _ create: () -> Int32) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { errno = EINTR; return -1 }
        let fd = create()
        if fd >= 0 { paths.insert(path) }
        return fd
    }

    /// Runs `finish` (which renames or removes the file at `path`) under the lock and forgets `path`; returns
    /// `finish`'s result. After `removeAll` the file is gone: returns false with `errno` `ENOENT`.
    public func finish(_ path: String, _ finish: () -> Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard paths.remove(path) != nil else { errno = ENOENT; return false }
        return finish()
    }

    /// Removes (`unlink`) every registered file, forgets them and refuses new ones.
    public func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        closed = true
        for p in paths { unlink(p) }
        paths = []
    }
}
