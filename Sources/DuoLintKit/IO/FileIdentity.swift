import Foundation

/// A file system object's identity: its device and inode, the same for every name and link that reaches it.
public struct FileIdentity: Hashable, Sendable {
    /// `st_dev`.
    public var device: UInt64
    /// `st_ino`.
    public var inode: UInt64

    /// The identity `fstat`/`stat` reported in `status`.
    public init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    /// The identity of the file at the display path `path` (`DisplayPath`; links followed), or nil when it
    /// cannot be looked at (missing, no permission).
    public init?(path: String) {
        var st = stat()
        guard DisplayPath.withFileSystemPath(path, { stat($0, &st) }) == 0 else { return nil }
        self.init(st)
    }
}
