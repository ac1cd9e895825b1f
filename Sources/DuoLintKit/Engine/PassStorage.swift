import Foundation

/// The first pass's results that wait for the run's model, by file index (thread-safe). They are kept as they
/// are while their estimated size fits the memory budget, beyond it as bytes (`FileResult.encoded()`) in a
/// `SpillBuffer` (in memory up to the same budget, then in a temporary file), so a run where many files wait
/// keeps flat memory; the questions they asked are gathered as they come (`interest`). A parsed file
/// (`FileResult.parsed`) is kept as it is, within `parsedBudget`.
final class HeldResults: @unchecked Sendable {
    /// The most source bytes whose parsed files (`FileResult.parsed`) are kept for the second pass
    /// (`Linter.parsedBudget`).
    private let parsedBudget: Int
    private let memoryBudget: Int
    private let buffer: SpillBuffer
    private let lock = NSLock()
    private var kept: [Int: Linter.FileResult] = [:]
    private var keptBytes = 0
    private var handles: [Int: SpillBuffer.Handle] = [:]
    private var parsed: [Int: SwiftFile] = [:]
    private var parsedBytes = 0
    private var asked = ModelInterest()

    /// Results waiting with up to `memoryBudget` bytes of them in memory, the rest in a temporary file.
    init(parsedBudget: Int, memoryBudget: Int) {
        self.parsedBudget = parsedBudget
        self.memoryBudget = memoryBudget
        buffer = SpillBuffer(memoryBudget: memoryBudget)
    }

    /// True when a parsed file of `bytes` source bytes may be kept (and then counts against `parsedBudget`).
    func reserve(_ bytes: Int) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard parsedBytes + bytes <= parsedBudget else { return false }
        parsedBytes += bytes
        return true
    }

    /// Holds file `i`'s result `r` (its `parsed` file too, when set).
    func set(_ i: Int, _ r: Linter.FileResult) {
        // About what the result takes as it is: a finding with its strings, a question, the rest.
        let size = 256 + 320 * (r.findings.count + r.suppressed.count + r.errors.count) + 64 * r.queries.count
        lock.lock()
        if let p = r.parsed { parsed[i] = p }
        asked.add(r.queries)
        if keptBytes + size <= memoryBudget {
            keptBytes += size
            var plain = r
            plain.parsed = nil
            kept[i] = plain
            lock.unlock()
            return
        }
        lock.unlock()
        let handle = buffer.append(r.encoded())
        lock.lock()
        handles[i] = handle
        lock.unlock()
    }

    /// The indices held, ascending.
    var indices: [Int] { lock.lock(); defer { lock.unlock() }; return (Array(kept.keys) + Array(handles.keys)).sorted() }

    /// What the results held asked the model.
    var interest: ModelInterest { lock.lock(); defer { lock.unlock() }; return asked }

    /// The result of file `i` (with its parsed file when kept), no longer held; nil when it cannot be read back
    /// (a temporary file that failed).
    func take(_ i: Int) -> Linter.FileResult? {
        lock.lock()
        // A table is asked only when it holds something (most runs keep no parsed file and spill no result): each
        // look-up hashes the index.
        let plain = kept.isEmpty ? nil : kept.removeValue(forKey: i)
        let handle = plain != nil || handles.isEmpty ? nil : handles.removeValue(forKey: i)
        let file = parsed.isEmpty ? nil : parsed.removeValue(forKey: i)
        lock.unlock()
        var r = plain ?? handle.flatMap { Linter.FileResult(bytes: buffer.read($0)) }
        r?.parsed = file
        return r
    }
}

/// The summaries cut to a model's interest, in each project's model order (thread-safe): set in place, then
/// handed over whole to the project's model, so the list is not copied into another.
final class CutSummaries: @unchecked Sendable {
    private let lock = NSLock()
    private var byGroup: [Int: [FileSummary]]
    /// The lists to fill, by project (model group): each in model order, with a placeholder in every slot.
    init(_ placeholders: [Int: [FileSummary]]) { byGroup = placeholders }
    /// Puts `s` in slot `position` of project `group`'s list.
    func set(_ group: Int, _ position: Int, _ s: FileSummary) { lock.lock(); byGroup[group]![position] = s; lock.unlock() }
    /// Project `group`'s list, taken out of the store (empty when there is none).
    func take(_ group: Int) -> [FileSummary] { lock.lock(); defer { lock.unlock() }; return byGroup.removeValue(forKey: group) ?? [] }
}

/// The questions of the files a round of the second pass linted that its model does not cover, by file index
/// (thread-safe).
final class HeldQueries: @unchecked Sendable {
    private let lock = NSLock()
    private var queries: [Int: Set<ProjectModel.Query>] = [:]
    func set(_ i: Int, _ q: Set<ProjectModel.Query>) { lock.lock(); queries[i] = q; lock.unlock() }
    /// The indices held, ascending.
    var indices: [Int] { lock.lock(); defer { lock.unlock() }; return queries.keys.sorted() }
    func queries(of i: Int) -> Set<ProjectModel.Query> { lock.lock(); defer { lock.unlock() }; return queries[i] ?? [] }
}

/// Per-run result slots written by workers (each slot by exactly one worker).
final class ResultBox: @unchecked Sendable {
    private var slots: [Linter.FileResult]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: Linter.FileResult(), count: count) }
    func set(_ i: Int, _ r: Linter.FileResult) { lock.lock(); slots[i] = r; lock.unlock() }
    var values: [Linter.FileResult] { lock.lock(); defer { lock.unlock() }; return slots }
}

/// Values made by workers, by index (thread-safe); each slot is set once before it is read.
final class LockedSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()
    /// `count` empty slots.
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    /// Sets slot `i` to `value`.
    func set(_ i: Int, _ value: Value) { lock.lock(); slots[i] = value; lock.unlock() }
    /// The value of slot `i`, moved out (the slot is emptied, so the taker holds the only reference); it must
    /// have been set.
    func take(_ i: Int) -> Value {
        lock.lock(); defer { lock.unlock() }
        let value = slots[i]!
        slots[i] = nil
        return value
    }
}

/// A shared work counter for one run.
final class AtomicCounter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    /// Returns the current value and advances it.
    func increment() -> Int { lock.lock(); defer { lock.unlock() }; let v = value; value += 1; return v }
    /// The current value (the number of `increment()` calls so far).
    var count: Int { lock.lock(); defer { lock.unlock() }; return value }
}
