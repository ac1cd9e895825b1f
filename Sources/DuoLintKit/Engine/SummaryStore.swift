import Foundation

/// The first pass's file summaries, by entry index, until the second pass cuts them to what the waiting files
/// asked (`ModelInterest`). Summaries are kept as they are while their `footprint` fits `memoryBudget`; beyond
/// it as bytes (`FileSummary.encoded()`, about a quarter of the size) in a temporary file (`SpillBuffer`, in memory
/// only when no file can be written): a run's memory does not grow with every file's
/// declarations, and a run that fits pays neither the encoding nor the decoding. An entry takes 4 bytes until
/// it is set (a list of optional summaries took 88 bytes an entry: 1.4 MB for 16,000 files). Thread-safe.
final class SummaryStore: @unchecked Sendable {
    private let buffer: SpillBuffer
    private let lock = NSLock()
    private let memoryBudget: Int
    /// Where each entry's summary is: 0 none (or taken: `take(_:cutTo:path:)`), `k > 0` in `kept[k - 1]`, `k < 0` at
    /// `handles[-k - 1]`.
    private var slots: [Int32]
    private var kept: [FileSummary] = []
    private var keptBytes = 0
    private var handles: [SpillBuffer.Handle] = []
    /// True once the summaries kept as they are were cut in place (`cutKept(to:)`).
    private var keptAreCut = false

    /// A store for `count` entries keeping up to `memoryBudget` bytes of summaries as they are, the rest as bytes
    /// in a temporary file. (Keeping a thirty-second of the budget as bytes in memory too made 2 to 8 copies of the
    /// generated corpus hold 256 KB more than one copy, whose summaries all fit.)
    init(count: Int, memoryBudget: Int) {
        self.memoryBudget = memoryBudget
        buffer = SpillBuffer(memoryBudget: 0)
        slots = Array(repeating: 0, count: count)
    }

    /// Keeps `summary` as entry `i`'s.
    func set(_ i: Int, _ summary: FileSummary) {
        let size = summary.footprint
        lock.lock()
        if keptBytes + size <= memoryBudget {
            keptBytes += size
            lock.unlock()
            let compact = summary.compacted()
            lock.lock()
            kept.append(compact)
            slots[i] = Int32(kept.count)
            lock.unlock()
            return
        }
        lock.unlock()
        let handle = buffer.append(summary.encoded(footprint: size))
        lock.lock()
        handles.append(handle)
        slots[i] = -Int32(handles.count)
        lock.unlock()
    }

    /// Entry `i`'s summary with the entries `interest` keeps (all when nil); nil when none was set or it cannot
    /// be read back (a temporary file that failed). `path`, when given, is the summary's path as set (the same
    /// text): a summary read back from bytes shares its storage instead of holding a copy.
    func summary(_ i: Int, keeping interest: ModelInterest?, path: String? = nil) -> FileSummary? {
        lock.lock()
        let slot = Int(slots[i])
        let summary = slot > 0 && !keptAreCut ? kept[slot - 1] : nil
        let handle = slot < 0 ? handles[-slot - 1] : nil
        lock.unlock()
        if let summary { return interest.map { summary.cut(to: $0) } ?? summary }
        return handle.flatMap { FileSummary(bytes: buffer.read($0), keeping: interest, path: path) }
    }

    /// The summaries of entries `indices` (each an entry of the store, at most once), in that order, as
    /// `summary(_:keeping:path:)` gives them with no interest (`path(i)` being entry `i`'s path as set), or
    /// `missing(i)` when it gives none. Those kept as they are are moved out under one lock, not copied, and leave
    /// the store (the entry then reads as none): for the last use of the whole summaries, a model of them (reading
    /// the eight apps' 2,590 one by one, each under the lock and copied, took 2.4 M instructions on one thread
    /// between the passes).
    func takeWhole(_ indices: [Int], path: (Int) -> String, missing: (Int) -> FileSummary) -> [FileSummary] {
        var later: [Int] = []
        lock.lock()
        let cut = keptAreCut
        var result = [FileSummary](unsafeUninitializedCapacity: indices.count) { out, initialized in
            slots.withUnsafeMutableBufferPointer { slots in
                kept.withUnsafeMutableBufferPointer { kept in
                    for (k, i) in indices.enumerated() {
                        precondition(i >= 0 && i < slots.count, "an entry of the store")
                        let slot = Int(slots[i])
                        if slot > 0 && !cut {
                            // Moved, and an empty summary put in its place: no field is retained or released.
                            (out.baseAddress! + k).initialize(to: (kept.baseAddress! + slot - 1).move())
                            (kept.baseAddress! + slot - 1).initialize(to: FileSummary(path: ""))
                            slots[i] = 0
                        } else {
                            // A placeholder until the lock is let go: bytes are read back outside it.
                            (out.baseAddress! + k).initialize(to: FileSummary(path: ""))
                            later.append(k)
                        }
                    }
                }
            }
            initialized = indices.count
        }
        lock.unlock()
        for k in later {
            let i = indices[k]
            result[k] = summary(i, keeping: nil, path: path(i)) ?? missing(i)
        }
        return result
    }

    /// Cuts every summary kept as it is to `interest`, in place, freeing the whole ones' lists before the second
    /// pass makes its models' lists (8 copies of the generated corpus: the heap held 5 MB less when they were made).
    /// A summary so cut reads as none in `summary(_:keeping:path:)` (a later round makes it again from its file);
    /// `take` hands it over as it is, so its interest must be this one.
    func cutKept(to interest: ModelInterest) {
        lock.lock()
        defer { lock.unlock() }
        for k in kept.indices { kept[k] = kept[k].cut(to: interest) }
        keptAreCut = true
    }

    /// Entry `i`'s summary with only the entries `interest` keeps, as `summary(_:keeping:path:)` gives it (one cut
    /// in place by `cutKept(to:)`, to this interest, as it is); a summary kept in memory leaves the store (the entry
    /// then reads as none), so its lists are freed as the model's are made. One written as bytes stays (its bytes
    /// cannot be freed one by one). Nil as for `summary`.
    func take(_ i: Int, cutTo interest: ModelInterest, path: String) -> FileSummary? {
        lock.lock()
        let slot = Int(slots[i])
        var whole: FileSummary?
        if slot > 0 {
            whole = kept[slot - 1]
            // An empty path holds no storage: the summary's last reference is `whole`.
            kept[slot - 1] = FileSummary(path: "")
            slots[i] = 0
        }
        let handle = slot < 0 ? handles[-slot - 1] : nil
        let cutAlready = keptAreCut
        lock.unlock()
        if let whole { return cutAlready ? whole : whole.cut(to: interest) }
        return handle.flatMap { FileSummary(bytes: buffer.read($0), keeping: interest, path: path) }
    }

    /// True while every summary set is kept as it is (none written as bytes).
    var allKept: Bool { lock.lock(); defer { lock.unlock() }; return handles.isEmpty }

    /// True once some summary went to the temporary file.
    var spilled: Bool { buffer.spilled }
}
