import Foundation

/// The `html` reporter: one self-contained HTML page (inline CSS and SVG, no script, nothing loaded from
/// elsewhere, readable from `file://`) that draws every screen spec of the run, state by state, on iPhone
/// Duo's geometry with each finding on the element it concerns, then lists the other findings with their
/// source.
///
/// - The page opens with a summary: the duolint version and the configuration used (`configuration`, lines
///   the command line gives), the counts of files, lines and findings, a table of findings by rule (linked to
///   its page) and severity, and the screens with their counts, linked to their sections.
/// - Each screen spec gets a section (`HTMLScreenSection`): one drawing per layout (`SpecDrawing`), the
///   layout's findings under it, linked to their element (which the link outlines: `:target`) and to their line in the
///   spec's text, shown below. Specs without findings are drawn too; a spec with input errors is named, not drawn.
/// - Findings in Swift, Info.plist and build-settings files follow in one table (`HTMLCodeRows`): place
///   (`PATH:LINE:COLUMN`, column in UTF-8 bytes as the `xcode` reporter writes it), rule, severity, message
///   and the lines around the finding; then the input errors.
/// - Every text from the run is escaped (`HTMLText`): a spec id `<script>` is shown as text, a bidirectional
///   control as `\u{202E}`. Ids in the page
///   are made from a hash of the file's path (`anchor(of:)`), never from its text.
/// - No dates or times: the same run gives the same bytes.
///
/// Streamed: each file's section is made on the worker that linted it; the drawings are spooled in file
/// order, the code rows in a second spool (`ReportSection.appendix`), and the summary written first at the end.
public struct HTMLReporter: StreamingReporter {
    /// `"html"`, the name given to `--reporter`.
    public static let name = "html"
    /// duolint's version, shown in the summary.
    public var version: String
    /// The configuration used, one line each (configuration files read, options that change findings).
    public var configuration: [String]
    /// Where a spec's and a source file's text are read again.
    public var source: SourceTextReader

    /// The number of a file's findings from which its code rows are a deferred appendix
    /// (`ReportSection.deferredAppendix`: made and spooled in pieces when the section is placed, never held whole).
    var deferredSectionMinimum = 1024

    /// A reporter showing `version` and the `configuration` lines, reading files again through `source`.
    public init(version: String, configuration: [String] = [], source: SourceTextReader = .files) {
        self.version = version
        self.configuration = configuration
        self.source = source
    }

    /// The whole page of `run`: its files' sections (`run.files`, and the paths of findings not among them)
    /// placed as a streamed run places them.
    public func report(_ run: LintRun) -> String {
        var files = run.files
        let known = Set(files.map(\.path))
        for path in Set(run.findings.map(\.path)).subtracting(known).sorted() { files.append(ReportedFile(path: path)) }
        files.sort { $0.path < $1.path }
        let context = ReportContext(run)
        let sections = files.map { file in
            section(file: file, findings: run.findings.filter { $0.path == file.path }, suppressed: [], context: context)
        }
        guard sections.contains(where: { !$0.isEmpty }) else { return HTMLReportFrame(reporter: self).emptyPage(run) }
        let sink = TextSink()
        let writer = OrderedReportWriter(reporter: self) { sink.text += $0 }
        for (i, s) in sections.enumerated() { writer.deliver(i, s) }
        writer.finish(run)
        return sink.text
    }

    /// A file's section: a screen spec's drawings (drawn with findings or without), or the rows of another
    /// file's findings as the appendix.
    public func section(file: ReportedFile, findings: [Finding], suppressed: [Finding], context: ReportContext) -> ReportSection {
        var facts = findings.map { "f\t\(Self.factField($0.ruleID))\t\($0.severity.rawValue)" }
        if SpecLinter.isSpec(file.path) {
            // A spec with input errors (too large, binary, not valid) is named, not read again.
            let section = HTMLScreenSection(file: file, findings: findings, prefix: Self.anchor(of: file.path))
            let part = file.hasInputErrors ? section.notDrawn() : section.html(text: file.bytes ?? source.read(file.path))
            facts.append(part.fact)
            return ReportSection(part.html, facts: facts)
        }
        guard !findings.isEmpty else { return ReportSection("") }
        var section = ReportSection("", facts: facts)
        // Read even with input errors (a Swift file with invalid UTF-8 still has findings); a file not read at
        // all (too large, binary) has no findings to show.
        if findings.count >= deferredSectionMinimum {
            let source = source
            section.deferredAppendix = DeferredText { _, write in
                HTMLCodeRows.rows(findings, bytes: file.bytes ?? source.read(file.path), write)
            }
        } else {
            section.appendix = HTMLCodeRows.rows(findings, bytes: file.bytes ?? source.read(file.path))
        }
        return section
    }

    /// The section of `findings` of one file, all of it as one text (the drawings or the rows).
    public func section(_ findings: [Finding]) -> String {
        let s = section(file: ReportedFile(path: findings.first?.path ?? ""), findings: findings, suppressed: [], context: ReportContext())
        var out = s.pieces.joined() + s.appendix
        s.deferredAppendix?.write([]) { out += $0 }
        return out
    }

    /// The section of `findings` of one file (a file is known here only by its findings' path).
    public func section(findings: [Finding], suppressed: [Finding], context: ReportContext) -> ReportSection {
        section(file: ReportedFile(path: findings.first?.path ?? ""), findings: findings, suppressed: suppressed, context: context)
    }

    /// A new frame: the summary is known at the end.
    public func makeFrame() -> (any ReportFrame)? { HTMLReportFrame(reporter: self) }
    /// Not used (the frame's head is).
    public var opening: String { "" }
    /// Nothing between two files' sections.
    public var separator: String { "" }
    /// Not used (the frame's tail is).
    public var closing: String { "" }
    /// The page of a run without files.
    public var emptyReport: String { report(LintRun(findings: [], inputErrors: [], rules: [], fileCount: 0, lineCount: 0, seconds: 0)) }

    /// The prefix of a file's `id`s in the page: `f` and the 64-bit FNV-1a hash of its path in 16 hex digits.
    public static func anchor(of path: String) -> String {
        var h = FNV1a64()
        for b in path.utf8 { h.add(b) }
        let hex = String(h.value, radix: 16)
        return "f" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// `text` as one field of a tab-separated fact: `\` and tab written `\\` and `\t`.
    static func factField(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\\" || $0 == "\t" }) else { return text }
        return text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
    }

    /// A fact's fields, as `factField` wrote them.
    static func fields(_ fact: String) -> [String] {
        fact.split(separator: "\t", omittingEmptySubsequences: false).map { field in
            guard field.contains("\\") else { return String(field) }
            var out = "", escaped = false
            for c in field {
                if escaped { out.append(c == "t" ? "\t" : c); escaped = false } else if c == "\\" { escaped = true } else { out.append(c) }
            }
            return out
        }
    }
}
