import Dispatch
import Foundation

/// A progress line on a terminal's standard error (`Linting 1234/8000 files`), shown only for runs longer
/// than a second and redrawn at most ten times a second; erased when the run ends.
final class ProgressLine: @unchecked Sendable {
    private let streams: StandardStreams
    private let lock = NSLock()
    private let started = DispatchTime.now().uptimeNanoseconds
    private var lastDraw: UInt64 = 0
    private var drawn = false

    /// A progress line drawn on `streams`' standard error (a failed write is ignored).
    init(streams: StandardStreams) {
        self.streams = streams
    }

    /// Records that `done` of `total` files are linted; called from any worker thread.
    func update(_ done: Int, _ total: Int) {
        let now = DispatchTime.now().uptimeNanoseconds
        lock.lock()
        defer { lock.unlock() }
        guard now - started > 1_000_000_000, now - lastDraw > 100_000_000 || done == total else { return }
        lastDraw = now
        drawn = true
        streams.err("\rLinting \(done)/\(total) files")
    }

    /// Erases the line if it was drawn.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { streams.err("\r\u{1B}[K") }
    }
}
