import Foundation

/// A failed system call's `errno`, with the C library's text for it.
public struct SystemError: Error, Equatable, Sendable {
    /// The `errno` value (`ENOENT`, `EACCES`, …).
    public var code: Int32

    /// The error of the system call that just failed (the current `errno`).
    public static var current: SystemError { SystemError(code: errno) }

    /// `strerror`'s text, e.g. `Permission denied`.
    public var text: String { String(cString: strerror(code)) }
}
