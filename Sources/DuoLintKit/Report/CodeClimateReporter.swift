/// The `codeclimate` reporter: GitLab's Code Quality report, a JSON array of issues in the subset of the Code
/// Climate format that GitLab documents (https://docs.gitlab.com/ci/testing/code_quality/, "Code Quality
/// report format"), which a job names under `artifacts: reports: codequality:` to show findings in merge
/// requests.
///
/// One object per finding, in run order, with the keys (sorted, pretty-printed as the `json` reporter):
///
/// | key | value |
/// |---|---|
/// | `check_name` | the rule id |
/// | `description` | the finding's message |
/// | `fingerprint` | 16 lowercase hex digits, stable while the finding's line is unchanged (below) |
/// | `location.path` | the file relative to the repository root (`RepositoryPaths`), else its absolute path |
/// | `location.lines.begin` | the finding's 1-based start line |
/// | `severity` | `info` (note), `minor` (warning) or `major` (error) |
///
/// `critical` and `blocker` are not used: GitLab ranks them above everything, which duolint's layout
/// findings are not. The fingerprint, as the baseline's entries, does not depend on the line number: it is
/// 64-bit FNV-1a over the path (as in `location.path`), the rule id, the text of the finding's start line
/// with its white space normalised as the baseline's (`BaselineFingerprint.normalized`; the message when the file
/// cannot be read; standard input's lines come from its bytes, so piped-in text gets the fingerprints of the same
/// bytes named as a file) and the finding's occurrence number among the file's findings with the same rule and
/// line text (0, 1, … in report order, findings hidden by a comment or the baseline counted too, so hiding
/// one does not renumber the others), each followed by a 0 byte. So editing other lines keeps a finding's
/// fingerprint, and GitLab shows it as unchanged; editing its line makes it new.
///
/// A run without findings gives `[]`. Input errors are not part of the report (the CLI prints them). Text is
/// escaped as `ReportJSONEncoding` does (controls, separators and bidirectional controls as `\u` escapes).
public struct CodeClimateReporter: StreamingReporter {
    /// `"codeclimate"`, the name given to `--reporter`.
    public static let name = "codeclimate"

    /// The repository root that `location.path` is relative to.
    public let paths: RepositoryPaths
    /// Where each file's text comes from for the fingerprints.
    public let source: SourceTextReader

    /// The number of a file's findings from which its streamed section is deferred.
    var deferredSectionMinimum = 1024

    /// A reporter with paths relative to `paths.root`, reading line texts through `source`.
    public init(paths: RepositoryPaths = RepositoryPaths(), source: SourceTextReader = .files) {
        self.paths = paths
        self.source = source
    }

    /// The report for `run`: the JSON array, ending with a newline (as the streamed run writes it: one
    /// section per file, its suppressed findings counted for the occurrence numbers).
    public func report(_ run: LintRun) -> String {
        let read = reader(run.files)
        var sections: [String] = []
        var i = 0, j = 0
        let findings = run.findings, hidden = run.suppressed
        while i < findings.count {
            let path = findings[i].path
            var end = i
            while end < findings.count && findings[end].path == path { end += 1 }
            // Suppressed findings are in report order too: those of earlier paths are skipped.
            while j < hidden.count && hidden[j].path < path { j += 1 }
            var hiddenEnd = j
            while hiddenEnd < hidden.count && hidden[hiddenEnd].path == path { hiddenEnd += 1 }
            var text = ""
            issueBatches(Array(findings[i..<end]), hidden: Array(hidden[j..<hiddenEnd]), read: read) { batch in
                if !text.isEmpty { text += ",\n" }
                text += batch
            }
            if !text.isEmpty { sections.append(text) }
            i = end
            j = hiddenEnd
        }
        return sections.isEmpty ? emptyReport : opening + sections.joined(separator: separator) + closing
    }

    /// One file's section in a streamed run: `section(_:hidden:)` with the file's suppressed findings, deferred
    /// (`ReportSection.deferred`: written a batch of issues at a time when it is placed, never held whole) for a
    /// file with at least `deferredSectionMinimum` findings.
    public func section(findings: [Finding], suppressed: [Finding], context: ReportContext) -> ReportSection {
        section(findings, suppressed: suppressed, read: source.read)
    }

    /// As `section(findings:suppressed:context:)`, with the line texts of a `file` whose bytes are not on disk
    /// (standard input) taken from `file.bytes`: the fingerprints are those of the same bytes named as a file.
    public func section(file: ReportedFile, findings: [Finding], suppressed: [Finding], context: ReportContext) -> ReportSection {
        section(findings, suppressed: suppressed, read: reader([file]))
    }

    /// The section of `findings` and `suppressed` with line texts from `read`, deferred from `deferredSectionMinimum`
    /// findings on.
    private func section(_ findings: [Finding], suppressed: [Finding], read: @escaping @Sendable (String) -> [UInt8]?) -> ReportSection {
        guard findings.count >= deferredSectionMinimum else {
            var out = ""
            issueBatches(findings, hidden: suppressed, read: read) { batch in
                if !out.isEmpty { out += ",\n" }
                out += batch
            }
            return ReportSection(out)
        }
        return ReportSection(deferred: DeferredText { _, write in
            var first = true
            issueBatches(findings, hidden: suppressed, read: read) { batch in
                write(first ? batch : ",\n" + batch)
                first = false
            }
        })
    }

    /// What reads a file's bytes for the fingerprints: those `files` hold (standard input: `ReportedFile.bytes`), by
    /// path, else `source`.
    private func reader(_ files: [ReportedFile]) -> @Sendable (String) -> [UInt8]? {
        var held: [String: [UInt8]] = [:]
        for f in files { if let bytes = f.bytes { held[f.path] = bytes } }
        guard !held.isEmpty else { return source.read }
        let source = self.source, fixed = held
        return { path in fixed[path] ?? source.read(path) }
    }

    /// One file's issue objects as they appear inside the array (indented one level, `,\n` between two),
    /// `""` without findings; no finding of the file is taken as hidden.
    public func section(_ findings: [Finding]) -> String { section(findings, hidden: []) }

    /// One file's issue objects for its reported `findings`, with the occurrence numbers counted over them
    /// and the file's `hidden` (suppressed) findings together in report order; `""` without findings.
    public func section(_ findings: [Finding], hidden: [Finding]) -> String {
        var out = ""
        issueBatches(findings, hidden: hidden, read: source.read) { batch in
            if !out.isEmpty { out += ",\n" }
            out += batch
        }
        return out
    }

    /// The issue objects of `section(_:hidden:)`, made and encoded `ReportJSONEncoding.batchSize` at a time:
    /// each batch's elements (`ReportJSONEncoding.arrayElements`, not empty) go to `batch` in order, and joined
    /// with `,\n` they are the section (the encoder writes a whole array's elements in those batches too).
    /// Nothing without findings.
    /// Line texts come from `read` (a display path's bytes, or nil: the message stands for the line).
    private func issueBatches(_ findings: [Finding], hidden: [Finding], read: (String) -> [UInt8]?, _ batch: (String) -> Void) {
        guard !findings.isEmpty else { return }
        // Without hidden findings (nearly always) the findings are read in place, not copied into `all`.
        var all: [(Finding, Bool)] = []
        if !hidden.isEmpty {
            all = findings.map { ($0, true) } + hidden.map { ($0, false) }
            all.sort { Finding.reportOrder($0.0, $1.0) }
        }
        // Each file's lines, read once; files told apart by their path's bytes (names that differ only in
        // Unicode normalization are equal Strings but two files).
        var linesByPath: [[UInt8]: [ArraySlice<UInt8>]?] = [:]
        var occurrences: [[UInt8]: Int] = [:]
        var issues: [CodeClimateIssue] = []
        issues.reserveCapacity(min(findings.count, ReportJSONEncoding.batchSize))
        for k in 0..<(hidden.isEmpty ? findings.count : all.count) {
            let (finding, reported) = hidden.isEmpty ? (findings[k], true) : all[k]
            let key = Array(finding.path.utf8)
            if linesByPath[key] == nil { linesByPath[key] = .some(read(finding.path).map(SourceTextReader.lines(of:))) }
            let lines = linesByPath[key] ?? nil
            let path = reportedPath(finding.path)
            let line = max(1, finding.range.start.line)
            let text = lines.flatMap { line <= $0.count ? BaselineFingerprint.normalized(String(decoding: $0[line - 1], as: UTF8.self)) : nil }
                ?? finding.message
            let occurrenceKey = Array((path + "\u{0}" + finding.ruleID + "\u{0}" + text).utf8)
            let occurrence = occurrences[occurrenceKey, default: 0]
            occurrences[occurrenceKey] = occurrence + 1
            guard reported else { continue }
            var hash = FNV1a64()
            hash.add(path)
            hash.add(finding.ruleID)
            hash.add(text)
            hash.add(String(occurrence))
            issues.append(CodeClimateIssue(description: finding.message, check_name: finding.ruleID, fingerprint: hash.hex,
                                           severity: Self.severity(finding.severity),
                                           location: .init(path: path, lines: .init(begin: line))))
            if issues.count == ReportJSONEncoding.batchSize {
                batch(ReportJSONEncoding.arrayElements(issues))
                issues.removeAll(keepingCapacity: true)
            }
        }
        if !issues.isEmpty { batch(ReportJSONEncoding.arrayElements(issues)) }
    }

    /// `[` and a line break.
    public var opening: String { "[\n" }
    /// `,` and a line break.
    public var separator: String { ",\n" }
    /// A line break, `]` and the final newline.
    public var closing: String { "\n]\n" }
    /// `[]` and a newline.
    public var emptyReport: String { "[]\n" }

    /// `location.path` for the display path `path`: `RepositoryPaths.reportedPath`.
    func reportedPath(_ path: String) -> String { paths.reportedPath(path) }

    /// GitLab's severity for `severity`.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .note: return "info"
        case .warning: return "minor"
        case .error: return "major"
        }
    }
}

/// One Code Quality issue; property names are the JSON keys.
struct CodeClimateIssue: Encodable {
    var description: String
    var check_name: String
    var fingerprint: String
    var severity: String
    var location: Location

    struct Location: Encodable {
        var path: String
        var lines: Lines
    }

    struct Lines: Encodable {
        /// 1-based.
        var begin: Int
    }
}
