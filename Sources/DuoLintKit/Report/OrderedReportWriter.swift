import Foundation

/// Writes a `StreamingReporter`'s report section by section, in file order,
/// while workers finish files in any order: a section is held only until every
/// earlier file's section has been written.
///
/// Thread-safe: `deliver` may be called from any worker; `write` is called
/// under a lock, so never concurrently, with the report's text in order.
public final class OrderedReportWriter: @unchecked Sendable {
    private let reporter: any StreamingReporter
    private let write: (String) -> Void
    private let lock = NSLock()
    /// Sections received but not yet written, by file index.
    private var pending: [Int: String] = [:]
    /// The index of the next file to write.
    private var next = 0
    /// True once a non-empty section has been written.
    private var wroteAny = false

    /// A writer for `reporter` that hands each piece of text to `write`.
    public init(reporter: any StreamingReporter, write: @escaping (String) -> Void) {
        self.reporter = reporter
        self.write = write
    }

    /// Hands over file `index`'s section (`""` for a file without findings); writes it and any sections
    /// waiting behind it once all files before `index` have been delivered. Each index exactly once.
    public func deliver(_ index: Int, _ section: String) {
        lock.lock()
        defer { lock.unlock() }
        pending[index] = section
        while let text = pending.removeValue(forKey: next) {
            next += 1
            guard !text.isEmpty else { continue }
            write(wroteAny ? reporter.separator : reporter.opening)
            write(text)
            wroteAny = true
        }
    }

    /// Writes the end of the report (`closing`, or `emptyReport` when no section had findings). Call once,
    /// after every file was delivered.
    public func finish() {
        lock.lock()
        defer { lock.unlock() }
        write(wroteAny ? reporter.closing : reporter.emptyReport)
    }
}
