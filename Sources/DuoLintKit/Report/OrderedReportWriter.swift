import Foundation

/// Writes a `StreamingReporter`'s report section by section, in file order,
/// while workers finish files in any order: a section is held only until every
/// earlier file's section has been written.
///
/// For a reporter with fixed ends the sections go straight to `write`, after `opening`. For a reporter with
/// a frame (`sarif`, `junit`: the report's head depends on the whole run) they are placed by the frame and
/// spooled to an anonymous temporary file (`ReportSpool`); `finish(_:)` then writes the head, the spooled
/// sections (copied in chunks) and the tail. Memory stays bounded by the sections in flight either way.
///
/// Thread-safe: `deliver` may be called from any worker; `write` is called
/// under a lock, so never concurrently, with the report's text in order.
public final class OrderedReportWriter: @unchecked Sendable {
    private let reporter: any StreamingReporter
    private let write: (String) -> Void
    private let lock = NSLock()
    /// Sections received but not yet written, by file index: in memory up to `pendingBudget` bytes of text,
    /// then as bytes in `overflow` (a file waiting for the second pass holds back every later file's section).
    private var pending: [Int: ReportSection] = [:]
    private var pendingBytes = 0
    private let pendingBudget: Int
    private var overflow: SpillBuffer?
    private var overflowed: [Int: SpillBuffer.Handle] = [:]
    /// The index of the next file to write.
    private var next = 0
    /// True once a non-empty section has been written.
    private var wroteAny = false
    /// The reporter's frame for this run, if it has one.
    private let frame: (any ReportFrame)?
    /// Where a framed report's sections wait for the head (made with the first section).
    private var spool: ReportSpool?
    /// Set by `finish` when spooled sections could not be read back: why (the report written is then
    /// incomplete). Nil otherwise.
    public private(set) var failure: String?

    /// A writer for `reporter` that hands each piece of text to `write`. Up to 512 KiB of waiting sections stay in
    /// memory: when most files wait for the model, every later section waits, and 1 MiB made 8 copies of the
    /// generated corpus hold 0.4 MB more than one copy (which holds about 0.6 MB).
    public convenience init(reporter: any StreamingReporter, write: @escaping (String) -> Void) {
        self.init(reporter: reporter, pendingBudget: 512 << 10, write: write)
    }

    /// A writer holding up to `pendingBudget` bytes of sections that wait for an earlier file in memory, the
    /// rest in a temporary file (`SpillBuffer`; tests set 0).
    init(reporter: any StreamingReporter, pendingBudget: Int, write: @escaping (String) -> Void) {
        self.reporter = reporter
        self.write = write
        self.frame = reporter.makeFrame()
        self.pendingBudget = pendingBudget
    }

    /// Hands over file `index`'s section text (`""` for a file without findings), as one piece.
    public func deliver(_ index: Int, _ section: String) {
        deliver(index, ReportSection(section))
    }

    /// Hands over file `index`'s section (empty for a file that adds nothing); writes it and any sections
    /// waiting behind it once all files before `index` have been delivered. Each index exactly once.
    public func deliver(_ index: Int, _ section: ReportSection) {
        lock.lock()
        defer { lock.unlock() }
        // The section due now is written without waiting in `pending` (most are: files finish nearly in order).
        var due: ReportSection?
        if index == next {
            due = section
        // A section with deferred text holds a closure, not bytes: it waits in memory (its text is not made yet, but
        // the closure holds the file's findings: a file with 100,000 findings keeps them until its turn).
        } else if section.deferred != nil || section.deferredAppendix != nil || pendingBytes + section.textBytes <= pendingBudget {
            pending[index] = section
            pendingBytes += section.textBytes
        } else {
            let buffer = overflow ?? SpillBuffer(memoryBudget: 0)
            overflow = buffer
            overflowed[index] = buffer.append(section.encoded())
        }
        while let section = due ?? takeSection(next) {
            due = nil
            next += 1
            guard !section.isEmpty else { continue }
            if let frame {
                let spool = self.spool ?? ReportSpool()
                self.spool = spool
                if wroteAny { spool.write(reporter.separator) }
                frame.place(section) { spool.write($0) }
            } else {
                write(wroteAny ? reporter.separator : reporter.opening)
                section.write(numbers: [], write)
            }
            wroteAny = true
        }
    }

    /// The section of file `index` when it was delivered, no longer held.
    private func takeSection(_ index: Int) -> ReportSection? {
        // Each table is asked only when it holds something: a section is due after every one written, and most
        // runs spill none (asking the empty one hashed the index, 2,400 times over eight apps).
        if !pending.isEmpty, let section = pending.removeValue(forKey: index) {
            pendingBytes -= section.textBytes
            return section
        }
        guard !overflowed.isEmpty, let handle = overflowed.removeValue(forKey: index) else { return nil }
        // A section the temporary file cannot give back is said, as a spool that cannot be read back is.
        guard let section = ReportSection(bytes: overflow!.read(handle)) else {
            failure = failure ?? "cannot read back a report section kept in \(ReportSpool.temporaryDirectory)"
            return ReportSection("")
        }
        return section
    }

    /// Writes the end of the report. Call once, after every file was delivered.
    ///
    /// Without a frame: `closing`, or `emptyReport` when no section had findings. With a frame: the whole
    /// `report(run)` when no section had anything, else the frame's head for `run`, the spooled sections and
    /// the frame's tail. `run` is the run's summary (counts, input errors, rules, baseline flag; its
    /// findings are not used); nil stands for a run without input errors and rules.
    public func finish(_ run: LintRun? = nil) {
        lock.lock()
        defer { lock.unlock() }
        guard let frame else {
            write(wroteAny ? reporter.closing : reporter.emptyReport)
            return
        }
        var summary = run ?? LintRun(findings: [], inputErrors: [], rules: [], fileCount: 0, lineCount: 0, seconds: 0)
        summary.findings = []
        summary.suppressed = []
        guard wroteAny, let spool else {
            write(reporter.report(summary))
            return
        }
        let (head, tail) = frame.ends(for: summary)
        write(head)
        if let reason = spool.copy(to: write) ?? frame.copyAppendix(to: write) {
            failure = "cannot read back the report spooled in \(ReportSpool.temporaryDirectory): \(reason)"
            return
        }
        write(tail)
        self.spool = nil
    }
}
