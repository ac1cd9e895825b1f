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
    /// Sections received but not yet written, by file index.
    private var pending: [Int: ReportSection] = [:]
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

    /// A writer for `reporter` that hands each piece of text to `write`.
    public init(reporter: any StreamingReporter, write: @escaping (String) -> Void) {
        self.reporter = reporter
        self.write = write
        self.frame = reporter.makeFrame()
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
        pending[index] = section
        while let section = pending.removeValue(forKey: next) {
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
