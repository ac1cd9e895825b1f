#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path with every symbolic link, `.` and `..` resolved (`realpath`), as raw bytes: for deciding whether a
/// link leads out of a folder (`FileDiscovery`, `ConfigurationSet`).
struct RealPath: Equatable {
    /// The resolved absolute path, without a terminating NUL (`/` for the root).
    var bytes: [UInt8]

    /// The real path of the display path `displayPath` (`DisplayPath`), or nil when it cannot be resolved
    /// (missing, a loop, no permission, too long).
    init?(_ displayPath: String) {
        guard let bytes: [UInt8] = DisplayPath.withFileSystemPath(displayPath, { path in
            guard let resolved = realpath(path, nil) else { return nil }
            defer { free(resolved) }
            return resolved.withMemoryRebound(to: UInt8.self, capacity: strlen(resolved)) {
                Array(UnsafeBufferPointer(start: $0, count: strlen(resolved)))
            }
        }) else { return nil }
        self.bytes = bytes
    }

    /// True when this path is `folder` or lies under it (compared by whole components: `/a/bc` is not under
    /// `/a/b`).
    func isInside(_ folder: RealPath) -> Bool {
        let f = folder.bytes
        if f == [UInt8(ascii: "/")] || bytes == f { return true }
        return bytes.count > f.count && bytes.starts(with: f) && bytes[f.count] == UInt8(ascii: "/")
    }
}
