import Foundation

/// The `sarif` reporter: a SARIF 2.1.0 log for editors and code-scanning
/// services (GitHub code scanning, VS Code's SARIF viewer, Azure DevOps).
///
/// The log validates against the OASIS SARIF 2.1.0 schema and has one run:
///
/// - `tool.driver`: name `duolint`, `version` (and `semanticVersion` when the
///   version is a Semantic Versioning 2.0 string), `informationUri`, and one
///   `rules` entry per `LintRun.rules` element in that order (id, name, summary,
///   rationale, fix, Markdown help, `helpUri`, default level, tags).
/// - `results`: one per finding in run order, with `ruleId`, `ruleIndex` (the
///   rule's index in `LintRun.rules`; left out for a rule that is not there),
///   `level`, `message.text`, one physical location and
///   `partialFingerprints`: `duolint/v1` and, when the file can be read (`SourceTextReader`),
///   `primaryLocationLineHash` exactly as GitHub's upload action computes it (`LineHash`). Findings
///   silenced by a suppression comment or hidden by the baseline (`LintRun.suppressed`) are results too
///   (with `SARIFOptions.suppressed` `.include`, the default), in report order among the others, with
///   `suppressions: [{"kind": "inSource", "justification": reason}]` or `[{"kind": "external"}]`; with
///   `.omit` they are left out. When the run had a baseline every result has `baselineState` `unchanged`
///   (baselined) or `new`. A finding with a fix (`Finding.fix`) that is not suppressed has `fixes`: one `fix`
///   with its description and one `artifactChange` of the finding's file, each replacement's `deletedRegion`
///   in UTF-16 columns and UTF-8 `byteOffset`/`byteLength`, and its `insertedContent.text`
///   (`SARIFReporter+Fixes.swift`).
/// - Each rule's `properties`: `tags`, `precision` (`RulePrecision`) and `problem.severity` (`error`,
///   `warning`, `recommendation`), which GitHub code scanning shows and filters by.
/// - `automationDetails.id` is `CATEGORY/` for `SARIFOptions.category` (GitHub's category: the upload
///   action's `category` input sets the same field, adding the `/`); absent without one.
/// - `columnKind` is `utf16CodeUnits`: every `region` column is a 1-based
///   **UTF-16 code unit** column (`SourceLocation.utf16Column`), and `endColumn`
///   is exclusive (the column just after the finding). `newlineSequences` is `["\r\n", "\n", "\r"]`: lines
///   end where the Swift compiler (and `LineTable`) ends them, a lone CR included, which SARIF's default
///   (`["\r\n", "\n"]`) would not count.
/// - A finding's file under the repository root (`RepositoryPaths`: the top of the git work tree holding
///   the working directory), whether its path was given relative or absolute (`$SRCROOT/App/X.swift`),
///   becomes a percent-encoded (§3.10) URI reference relative to the root with `uriBaseId` `SRCROOT`, which
///   `originalUriBaseIds` maps to the root's `file://` URI; a file outside the root becomes an absolute
///   `file://` URI with no `uriBaseId`. `invocations[0].workingDirectory` is the working directory's
///   `file://` URI. `artifacts` lists every distinct file once, and each `artifactLocation` gives its
///   `index` there.
/// - `invocations[0]`: `executionSuccessful` is true when the run had no input
///   errors; each input error becomes a `toolExecutionNotifications` entry of
///   level `error` with its file and, when known, its line and column.
///
/// The output is pretty-printed JSON with sorted keys and a trailing newline;
/// the same run and options always give the same bytes (no timestamps, no
/// machine-specific data except the source root given to `init`).
///
/// A linted run streams the log (`SARIFReporter+Streaming.swift`): each file's
/// results are written to a spool file as the file is done, and the head
/// (`artifacts`, `invocations`, …, which sorted keys put before `results`) and
/// the tail (`tool`) are written around them at the end, byte for byte as
/// `report(_:)` writes the whole log.
public struct SARIFReporter: StreamingReporter {
    /// `"sarif"`, the name given to `--reporter`.
    public static let name = "sarif"

    /// The schema URI written as the log's `$schema`.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The project page written as `tool.driver.informationUri`.
    public static let informationURI = ProjectLinks.repository
    /// The `uriBaseId` of artifact locations relative to the repository root.
    public static let sourceRootBaseID = "SRCROOT"
    /// The key of the fingerprint in each result's `partialFingerprints`.
    public static let fingerprintKey = "duolint/v1"
    /// The key of GitHub's line hash in `partialFingerprints`.
    public static let lineHashKey = "primaryLocationLineHash"
    /// The run's `newlineSequences`: the line ends duolint counts lines by (`LineTable`), a lone CR included.
    public static let newlineSequences = ["\r\n", "\n", "\r"]

    /// duolint's version as written into `tool.driver.version`.
    public let version: String
    /// The repository root and working directory the log's URIs are made from.
    public let paths: RepositoryPaths
    /// The category, and whether suppressed findings are results.
    public let options: SARIFOptions
    /// Where the line hashes' file text comes from.
    public let source: SourceTextReader
    /// The number of a file's results from which its streamed section is deferred (`ReportSection.deferred`):
    /// written when it is placed rather than held as text.
    var deferredSectionMinimum = 1024
    /// The `file://` URI, ending in `/`, that `SRCROOT` stands for.
    public var sourceRootURI: String { SARIFURI.directoryFileURI(forAbsolutePath: paths.root) }

    /// Creates a reporter.
    ///
    /// - Parameters:
    ///   - version: duolint's version, written as `tool.driver.version` (and as
    ///     `semanticVersion` when it is a SemVer 2.0 string such as `0.1.0`).
    ///   - paths: the repository root (`SRCROOT`) and working directory; default: the git work tree's top
    ///     above the current directory, and the current directory.
    ///   - options: `--sarif-category` and `--sarif-suppressed`.
    ///   - source: where each file's text comes from for `primaryLocationLineHash` (default: the files).
    public init(version: String, paths: RepositoryPaths = RepositoryPaths(), options: SARIFOptions = SARIFOptions(),
                source: SourceTextReader = .files) {
        self.version = version
        self.paths = paths
        self.options = options
        self.source = source
    }

    /// A reporter whose root and working directory are both `sourceRoot` (absolute, or relative to the current
    /// directory), reading no files (no line hashes): for tests of fixed runs.
    public init(version: String, sourceRoot: String, options: SARIFOptions = SARIFOptions()) {
        self.init(version: version, paths: RepositoryPaths(root: sourceRoot, workingDirectory: sourceRoot),
                  options: options, source: .none)
    }

    /// The report for `run`: the SARIF 2.1.0 log as JSON text, ending with a newline.
    public func report(_ run: LintRun) -> String {
        ReportJSONEncoding.encode(log(for: run)) + "\n"
    }

    /// The SARIF object model for `run` (what `report` encodes).
    func log(for run: LintRun) -> SARIFLog {
        let ruleIndex = Self.ruleIndexes(run.rules)
        var artifacts = ArtifactTable(repository: paths)
        // The how-manieth finding with the same rule, path and message this is (0-based, in run order).
        var occurrences: [OccurrenceKey: Int] = [:]
        let all = resultFindings(run.findings, run.suppressed)
        // Each file's line hashes, read once per file. Files are told apart by their path's bytes: two names
        // that differ only in Unicode normalization are equal Strings but two files.
        var linesByPath: [[UInt8]: Set<Int>] = [:]
        for finding in all { linesByPath[Array(finding.path.utf8), default: []].insert(max(1, finding.range.start.line)) }
        var hashesByPath: [[UInt8]: [Int: String]?] = [:]
        let results = all.map { finding -> SARIFResult in
            let key = Array(finding.path.utf8)
            if hashesByPath[key] == nil { hashesByPath[key] = .some(lineHashes(finding.path, lines: linesByPath[key] ?? [])) }
            return result(finding, ruleIndex: ruleIndex, occurrences: &occurrences,
                          location: artifacts.location(for: finding.path), baselineApplied: run.baselineApplied,
                          lineHashes: hashesByPath[key] ?? nil)
        }
        return makeLog(run, artifacts: &artifacts, results: results)
    }

    /// The findings that become results, in report order: `findings` and, unless suppressed results are
    /// omitted, `suppressed` (kept with `suppressions`) among them.
    func resultFindings(_ findings: [Finding], _ suppressed: [Finding]) -> [Finding] {
        guard options.suppressed == .include, !suppressed.isEmpty else { return findings }
        return (findings + suppressed).sorted(by: Finding.reportOrder)
    }

    /// The line hashes of `lines` of the file at `path`, or nil when its text cannot be read.
    func lineHashes(_ path: String, lines: Set<Int>) -> [Int: String]? {
        source.read(path).map { LineHash.hashes(of: $0, lines: lines) }
    }

    /// The log of `run` with `results`: the input errors' paths are added to `artifacts` (which holds the
    /// results' paths), then the artifacts, invocation, source root and rules are written around `results`.
    func makeLog(_ run: LintRun, artifacts: inout ArtifactTable, results: [SARIFResult]) -> SARIFLog {
        let notifications = run.inputErrors.map { error in
            SARIFNotification(
                level: "error",
                message: SARIFMessage(text: error.message),
                locations: error.path.isEmpty ? nil : [SARIFLocation(physicalLocation: SARIFPhysicalLocation(
                    artifactLocation: artifacts.location(for: error.path),
                    region: error.line.map { line in
                        // SARIF columns are UTF-16 units; an error made without its line's text only has
                        // the UTF-8 column, which equals it on ASCII lines.
                        SARIFRegion(startLine: max(1, line), startColumn: (error.utf16Column ?? error.column).map { max(1, $0) })
                    }))])
        }

        let driver = SARIFToolComponent(
            name: "duolint",
            version: version,
            semanticVersion: SemanticVersion.isValid(version) ? version : nil,
            informationUri: Self.informationURI,
            rules: run.rules.map(Self.descriptor))
        let sarifRun = SARIFRun(
            tool: SARIFTool(driver: driver),
            invocations: [SARIFInvocation(
                executionSuccessful: run.inputErrors.isEmpty,
                workingDirectory: SARIFArtifactLocation(uri: SARIFURI.directoryFileURI(forAbsolutePath: paths.workingDirectory)),
                toolExecutionNotifications: notifications.isEmpty ? nil : notifications)],
            originalUriBaseIds: [Self.sourceRootBaseID: SARIFArtifactLocation(uri: sourceRootURI)],
            artifacts: artifacts.artifacts.isEmpty ? nil : artifacts.artifacts,
            automationDetails: options.automationID.map { SARIFRunAutomationDetails(id: $0) },
            results: results,
            columnKind: "utf16CodeUnits",
            newlineSequences: Self.newlineSequences)
        return SARIFLog(schema: Self.schemaURI, version: "2.1.0", runs: [sarifRun])
    }

    /// Each rule's index in `rules` (the first, for a repeated id): a result's `ruleIndex`.
    static func ruleIndexes(_ rules: [RuleDescription]) -> [String: Int] {
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() where ruleIndex[rule.id] == nil {
            ruleIndex[rule.id] = index
        }
        return ruleIndex
    }

    /// What makes two findings the same for their fingerprint's occurrence number: rule, path and message.
    /// The path is compared by its bytes (its URI), so two files whose names differ only in Unicode
    /// normalization are counted apart, as they are in `artifacts`.
    struct OccurrenceKey: Hashable {
        var ruleID: String
        var uri: String
        var message: String

        init(_ finding: Finding, paths: RepositoryPaths) {
            ruleID = finding.ruleID
            uri = SARIFURI.reference(forPath: finding.path, paths: paths).uri
            message = finding.message
        }

        init(ruleID: String, uri: String, message: String) {
            self.ruleID = ruleID
            self.uri = uri
            self.message = message
        }
    }

    /// The result for `finding` at `location`: `ruleIndex` from `ruleIndex`, the fingerprint with the
    /// finding's occurrence number (counted in `occurrences`, in report order), `suppressions` from its
    /// suppression and, when `baselineApplied`, its `baselineState`; `primaryLocationLineHash` from
    /// `lineHashes` (the file's, by line) when it has the finding's start line; `fixes` from its fix unless
    /// it is suppressed (`SARIFReporter+Fixes.swift`).
    func result(_ finding: Finding, ruleIndex: [String: Int], occurrences: inout [OccurrenceKey: Int],
                location: SARIFArtifactLocation, baselineApplied: Bool, lineHashes: [Int: String]?) -> SARIFResult {
        let key = OccurrenceKey(finding, paths: paths)
        let occurrence = occurrences[key, default: 0]
        occurrences[key] = occurrence + 1
        var fingerprints = [Self.fingerprintKey: Self.fingerprint(finding, path: paths.reportedPath(finding.path), occurrence: occurrence)]
        if let hash = lineHashes?[max(1, finding.range.start.line)] { fingerprints[Self.lineHashKey] = hash }
        return SARIFResult(
            ruleId: finding.ruleID,
            ruleIndex: ruleIndex[finding.ruleID],
            level: finding.severity.rawValue,
            message: SARIFMessage(text: finding.message),
            locations: [SARIFLocation(physicalLocation: SARIFPhysicalLocation(
                artifactLocation: location,
                region: Self.region(finding.range)))],
            partialFingerprints: fingerprints,
            suppressions: finding.suppression.map { s -> [SARIFSuppression] in
                switch s {
                case .inSource(let justification): return [SARIFSuppression(kind: "inSource", justification: justification)]
                case .external: return [SARIFSuppression(kind: "external")]
                }
            },
            baselineState: baselineApplied ? (finding.suppression == .external ? "unchanged" : "new") : nil,
            fixes: finding.suppression == nil ? Self.fixes(finding.fix, location: location) : nil)
    }

    /// `tool.driver.rules` entry for one rule.
    static func descriptor(_ rule: RuleDescription) -> SARIFReportingDescriptor {
        var tags: [String] = []
        for tag in rule.tags where !tags.contains(tag) { tags.append(tag) }
        return SARIFReportingDescriptor(
            id: rule.id,
            name: rule.name,
            shortDescription: SARIFMultiformatMessage(text: rule.summary),
            fullDescription: SARIFMultiformatMessage(text: rule.rationale),
            help: SARIFMultiformatMessage(text: rule.fix, markdown: helpMarkdown(rule)),
            helpUri: rule.helpURI,
            defaultConfiguration: SARIFReportingConfiguration(level: rule.severity.rawValue),
            properties: SARIFPropertyBag(tags: tags.isEmpty ? nil : tags, precision: RulePrecision.precision(of: rule.id),
                                         problemSeverity: RulePrecision.problemSeverity(rule.severity)))
    }

    /// The rule's help in Markdown: summary, then why, fix and source sections.
    /// The rule texts are written as Markdown already and are not escaped.
    static func helpMarkdown(_ rule: RuleDescription) -> String {
        """
        **\(rule.summary)**

        ### Why

        \(rule.rationale)

        ### Fix

        \(rule.fix)

        ### Source

        \(rule.source)
        """
    }

    /// The SARIF region of a finding: 1-based lines and UTF-16 code unit
    /// columns, `endColumn` exclusive. Values below 1 are raised to 1 so the log
    /// stays valid even for a malformed range.
    static func region(_ range: SourceRange) -> SARIFRegion {
        SARIFRegion(
            startLine: max(1, range.start.line),
            startColumn: max(1, range.start.utf16Column),
            endLine: max(1, range.end.line),
            endColumn: max(1, range.end.utf16Column))
    }

    /// The `duolint/v1` partial fingerprint of a finding: 64-bit FNV-1a over
    /// the UTF-8 bytes of rule id, `path` (default: the finding's; a log uses the path relative to the
    /// repository root, `RepositoryPaths.reportedPath`, so it does not depend on the directory duolint ran
    /// in) and message, each followed by a 0 byte,
    /// as 16 lowercase hex digits. It does not depend on the line or column,
    /// so it stays the same when code above the finding moves. The second and
    /// later findings with the same rule, path and message (`occurrence` 1, 2, …)
    /// also hash their occurrence number, so no two results share a fingerprint.
    static func fingerprint(_ finding: Finding, path: String? = nil, occurrence: Int = 0) -> String {
        var hash = FNV1a64()
        hash.add(finding.ruleID)
        hash.add(path ?? finding.path)
        hash.add(finding.message)
        if occurrence > 0 { hash.add(String(occurrence)) }
        return hash.hex
    }
}

/// The `run.artifacts` array being built: each distinct path once, in order of
/// first use (findings, then input errors).
struct ArtifactTable {
    /// What the URIs are relative to.
    let repository: RepositoryPaths

    /// An empty table whose URIs are relative to `repository`'s root.
    init(repository: RepositoryPaths) {
        self.repository = repository
    }
    private(set) var artifacts: [SARIFArtifact] = []
    /// Artifact index by URI. Percent-encoding is one-to-one on path bytes, so
    /// keying by URI never merges two paths that differ (unlike `String`
    /// equality, which treats NFC and NFD spellings of a name as equal).
    private var indexByURI: [String: Int] = [:]
    /// The path of each artifact, in the same order (as the findings name them).
    private(set) var paths: [String] = []

    /// The artifact location for `path`, with its `index`, adding it if new.
    mutating func location(for path: String) -> SARIFArtifactLocation {
        let (uri, baseID) = SARIFURI.reference(forPath: path, paths: repository)
        let index: Int
        if let known = indexByURI[uri] {
            index = known
        } else {
            index = artifacts.count
            indexByURI[uri] = index
            artifacts.append(SARIFArtifact(location: SARIFArtifactLocation(uri: uri, uriBaseId: baseID)))
            paths.append(path)
        }
        return SARIFArtifactLocation(uri: uri, uriBaseId: baseID, index: index)
    }
}

/// File paths as SARIF URIs.
enum SARIFURI {
    /// The URI of a finding's `path` (a display form, `DisplayPath`) and the `uriBaseId` it is relative to: a
    /// file under `paths.root` gives a URI reference relative to the root and `SRCROOT`; any other file an
    /// absolute `file://` URI (of its normalized absolute path) and no base. The URI encodes the path's own
    /// bytes, so it names the real file: `a\xFF.swift` (a name holding byte FF) is `a%FF.swift`, and
    /// `a\\b.swift` (a backslash) is `a%5Cb.swift`.
    static func reference(forPath path: String, paths: RepositoryPaths) -> (uri: String, uriBaseId: String?) {
        if let relative = paths.relativePath(of: path) {
            return (percentEncoded(relative), SARIFReporter.sourceRootBaseID)
        }
        return ("file://" + percentEncoded(paths.absolutePath(of: path)), nil)
    }

    /// `path` percent-encoded for use as the path of a URI: every UTF-8 byte
    /// except the RFC 3986 unreserved characters (`A–Z a–z 0–9 - . _ ~`) and
    /// `/` becomes `%XX` (uppercase hex). So spaces become `%20`, `é` becomes
    /// `%C3%A9`, and `%`, `:`, `#`, `?` are encoded too (a `:` in the first
    /// segment would otherwise read as a URI scheme).
    /// With `isDisplayForm` (a finding's path), the bytes encoded are those the display form stands for
    /// (`DisplayPath.bytes(of:)`); otherwise `path`'s UTF-8.
    static func percentEncodedPath(_ path: String, isDisplayForm: Bool = true) -> String {
        percentEncoded(isDisplayForm ? DisplayPath.bytes(of: path) : Array(path.utf8))
    }

    /// The path bytes `path` percent-encoded as `percentEncodedPath` describes.
    static func percentEncoded(_ path: [UInt8]) -> String {
        let hexDigits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.count)
        for byte in path {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                bytes.append(byte)
            default:
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `file://` URI of the directory at the absolute path `path`, ending
    /// in `/`. `.` and empty segments are dropped and `..` removes the segment
    /// before it (lexically; symbolic links are not resolved).
    static func directoryFileURI(forAbsolutePath path: String) -> String {
        var segments: [String] = []
        for segment in PathText.components(path) {
            switch segment {
            case ".": continue
            case "..": if !segments.isEmpty { segments.removeLast() }
            default: segments.append(segment)
            }
        }
        let normalized = "/" + segments.joined(separator: "/")
        return "file://" + percentEncodedPath(normalized, isDisplayForm: false) + (segments.isEmpty ? "" : "/")
    }
}
