import Foundation

/// The first pass's file summaries, by entry index, kept as bytes (`FileSummary.encoded()`) in a
/// `SpillBuffer` until the second pass cuts them to what the waiting files asked (`ModelInterest`): a run's
/// memory does not grow with every file's declarations. Thread-safe.
final class SummaryStore: @unchecked Sendable {
    private let buffer: SpillBuffer
    private let lock = NSLock()
    private var handles: [SpillBuffer.Handle?]

    /// A store for `count` entries keeping up to `memoryBudget` bytes of summaries in memory, the rest in a
    /// temporary file.
    init(count: Int, memoryBudget: Int) {
        buffer = SpillBuffer(memoryBudget: memoryBudget)
        handles = Array(repeating: nil, count: count)
    }

    /// Keeps `summary` as entry `i`'s.
    func set(_ i: Int, _ summary: FileSummary) {
        let handle = buffer.append(summary.encoded())
        lock.lock()
        handles[i] = handle
        lock.unlock()
    }

    /// True when entry `i` has a summary.
    func has(_ i: Int) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return handles[i] != nil
    }

    /// Entry `i`'s summary with the entries `interest` keeps (all when nil); nil when none was set or it cannot
    /// be read back (a temporary file that failed).
    func summary(_ i: Int, keeping interest: ModelInterest?) -> FileSummary? {
        lock.lock()
        let handle = handles[i]
        lock.unlock()
        return handle.flatMap { FileSummary(bytes: buffer.read($0), keeping: interest) }
    }

    /// True once some summary went to the temporary file.
    var spilled: Bool { buffer.spilled }
}
