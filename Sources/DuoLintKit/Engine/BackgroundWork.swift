import Dispatch

/// A value computed on another thread while the caller goes on (`value` waits for it), or on the caller's thread
/// when `jobs` is 1 (`--jobs 1` runs on one thread). The work must only read what the caller also reads, or
/// thread-safe state.
final class BackgroundWork<Value>: @unchecked Sendable {
    private let group = DispatchGroup()
    private var result: Value?
    private let work: () -> Value

    /// Starts `work` on a global queue when `jobs` is above 1; with `jobs` 1 it runs when `value` is first asked.
    init(jobs: Int, _ work: @escaping () -> Value) {
        self.work = work
        if jobs > 1 {
            DispatchQueue.global().async(group: group) { self.result = work() }
        }
    }

    /// Waits for the thread, if the work runs on one; does not run the work otherwise.
    func finish() { group.wait() }

    /// The work's value: waits for the thread, or runs the work here (once).
    var value: Value {
        group.wait()
        if let result { return result }
        let v = work()
        result = v
        return v
    }
}
