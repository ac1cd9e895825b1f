/// A reporter whose report is made of one section per file, so a run can write
/// it file by file while later files are still being linted: memory then stays
/// bounded by the largest file's findings, not by the run's.
///
/// Most streaming reporters (`xcode`, `json`, `github`, `checkstyle`, `codeclimate`) have fixed ends: the report of a run is
/// `emptyReport` when no file has findings; otherwise `opening`, the non-empty sections in report order with
/// `separator` between two of them, then `closing`. `report(_:)` gives exactly those bytes (tests hold each
/// conforming reporter to it).
///
/// A reporter whose beginning depends on the whole run (`sarif`: every path and the input errors come before
/// the results; `junit`: the totals; `markdown`: the summary table; `sonarqube`: the rules after the issues) returns
/// a `ReportFrame` from `makeFrame()`: its sections are then made
/// with `section(findings:suppressed:context:)`, spooled in file order, and written between the frame's
/// `head` and `tail` once the run is over (see `OrderedReportWriter`). `streamedReport(_:)` gives what such a
/// streamed run writes; it equals `report(_:)` byte for byte.
public protocol StreamingReporter: Reporter {
    /// The section for one file's `findings` (in report order, all with the same path), `""` when there are
    /// none. Pure: called on worker threads, in any order.
    func section(_ findings: [Finding]) -> String
    /// Written before the first non-empty section (not used with a frame: the frame's `head` is).
    var opening: String { get }
    /// Written between two non-empty sections (with a frame too).
    var separator: String { get }
    /// Written after the last section when there was at least one (not used with a frame).
    var closing: String { get }
    /// The whole report of a run without findings (not used with a frame: `report(_:)` of the run is).
    var emptyReport: String { get }

    /// One file's section in a streamed run, from its reported `findings` and its `suppressed` ones (both in
    /// report order, all with the file's path) and what the run knows before its first file (`context`).
    /// Empty when the file adds nothing to the report. Pure: called on worker threads, in any order.
    /// Default: `section(findings)` as one piece.
    func section(findings: [Finding], suppressed: [Finding], context: ReportContext) -> ReportSection

    /// As `section(findings:suppressed:context:)`, for a reporter that shows more of a file than its findings
    /// (`html` draws every screen spec, with findings or without): `file` is the linted file, given for every
    /// file of the run, with findings or not. Default: `section(findings:suppressed:context:)`.
    func section(file: ReportedFile, findings: [Finding], suppressed: [Finding], context: ReportContext) -> ReportSection

    /// A new frame for one streamed run, or nil (the default) when the report's ends are the fixed
    /// `opening`, `closing` and `emptyReport`.
    func makeFrame() -> (any ReportFrame)?
}

extension StreamingReporter {
    /// `section(findings)` as one piece: the file's suppressed findings and the context do not matter.
    public func section(findings: [Finding], suppressed: [Finding], context: ReportContext) -> ReportSection {
        ReportSection(section(findings))
    }

    /// The section of `findings`, whatever the file: most reports show only findings.
    public func section(file: ReportedFile, findings: [Finding], suppressed: [Finding], context: ReportContext) -> ReportSection {
        section(findings: findings, suppressed: suppressed, context: context)
    }

    /// No frame: the report's ends are fixed.
    public func makeFrame() -> (any ReportFrame)? { nil }

    /// The report of `findings` (report order) assembled from per-file sections, as a streamed run writes it,
    /// for a reporter without a frame (with one, use `streamedReport(_:)`).
    public func assembled(_ findings: [Finding]) -> String {
        var sections: [String] = []
        var start = 0
        while start < findings.count {
            var end = start + 1
            while end < findings.count && findings[end].path == findings[start].path { end += 1 }
            let text = section(Array(findings[start..<end]))
            if !text.isEmpty { sections.append(text) }
            start = end
        }
        if sections.isEmpty { return emptyReport }
        return opening + sections.joined(separator: separator) + closing
    }

    /// What a streamed run of `run` writes: the run's files (`run.files`, and the paths of its findings not
    /// among them) in path order, each with its reported and suppressed findings cut from the run's, made into
    /// sections handed to an `OrderedReportWriter` with the run's context, and finished with the run's summary
    /// (its counts, input errors and rules). Equals `report(run)` for every streaming reporter; a frame's
    /// sections go through a spool file as in a real run.
    public func streamedReport(_ run: LintRun) -> String {
        let sink = TextSink()
        let writer = OrderedReportWriter(reporter: self) { sink.text += $0 }
        let context = ReportContext(run)
        var files: [String: ReportedFile] = [:]
        for f in run.files { files[f.path] = f }
        for f in run.findings + run.suppressed where files[f.path] == nil { files[f.path] = ReportedFile(path: f.path) }
        var i = 0, j = 0
        let findings = run.findings, suppressed = run.suppressed
        for (file, path) in files.keys.sorted().enumerated() {
            let a = i, b = j
            while i < findings.count && findings[i].path == path { i += 1 }
            while j < suppressed.count && suppressed[j].path == path { j += 1 }
            writer.deliver(file, section(file: files[path]!, findings: Array(findings[a..<i]), suppressed: Array(suppressed[b..<j]),
                                         context: context))
        }
        var summary = run
        summary.findings = []
        summary.suppressed = []
        writer.finish(summary)
        return sink.text
    }
}

/// A file a streamed section is made for: what the reporter may know of it besides its findings.
public struct ReportedFile: Sendable {
    /// The file as reported (display form, as in its findings' `path`).
    public var path: String
    /// The rule options it was linted with (its configuration's `fold_band`, or `--fold-band`).
    public var options: RuleOptions
    /// The file's bytes when they are not on disk (standard input); nil: read them at `path` when needed.
    public var bytes: [UInt8]?
    /// True when the file had input errors (not read: too large, binary; not valid): the `html` reporter then
    /// does not read a spec again to draw it.
    public var hasInputErrors: Bool

    /// A file at `path` linted with `options`; `bytes` when its text is not on disk; `hasInputErrors` when it
    /// could not be read or was not valid.
    public init(path: String, options: RuleOptions = RuleOptions(), bytes: [UInt8]? = nil, hasInputErrors: Bool = false) {
        self.path = path
        self.options = options
        self.bytes = bytes
        self.hasInputErrors = hasInputErrors
    }
}

/// Text gathered from a writer's `write` calls (which come under the writer's lock, one at a time).
final class TextSink: @unchecked Sendable {
    var text = ""
}

/// The number of a file's findings from which a `LineReporter`'s streamed section is deferred.
let lineSectionDeferredMinimum = 1024

/// A streaming reporter that writes one line per finding and nothing else (`xcode`, `github`): a file's
/// section is its findings' lines, each ending with a newline, and a run without findings gives `""`.
public protocol LineReporter: StreamingReporter {
    /// One finding's line, without the trailing newline.
    static func line(for finding: Finding) -> String
}

extension LineReporter {
    /// One line per finding of `run`, each ending with a newline, or `""` without findings.
    public func report(_ run: LintRun) -> String {
        section(run.findings)
    }

    /// One file's lines, each ending with a newline (`""` without findings).
    public func section(_ findings: [Finding]) -> String {
        var out = ""
        Self.writeLines(findings) { out += $0 }
        return out
    }

    /// One file's section in a streamed run: `section(findings)`, deferred (`ReportSection.deferred`: written in
    /// pieces of about 64 KiB when it is placed, never held whole) for a file with at least
    /// `lineSectionDeferredMinimum` findings. Suppressed findings and the context do not matter.
    public func section(findings: [Finding], suppressed: [Finding], context: ReportContext) -> ReportSection {
        guard findings.count >= lineSectionDeferredMinimum else { return ReportSection(section(findings)) }
        return ReportSection(deferred: DeferredText { _, write in Self.writeLines(findings, write) })
    }

    /// The lines of `findings`, each ending with a newline, handed to `write` in pieces of whole lines of about
    /// `ReportSpool.chunkSize` bytes (the last may be smaller; nothing without findings).
    static func writeLines(_ findings: [Finding], _ write: (String) -> Void) {
        var out = ""
        for finding in findings {
            out += Self.line(for: finding)
            out += "\n"
            if out.utf8.count >= ReportSpool.chunkSize {
                write(out)
                out = ""
            }
        }
        if !out.isEmpty { write(out) }
    }

    /// Nothing: the report is just the lines.
    public var opening: String { "" }
    /// Nothing: each line ends with its own newline.
    public var separator: String { "" }
    /// Nothing.
    public var closing: String { "" }
    /// The empty string.
    public var emptyReport: String { "" }
}
