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
}
