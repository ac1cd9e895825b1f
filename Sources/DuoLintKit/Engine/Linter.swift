import Dispatch
import Foundation

/// Lints many files: discovery, reading, lexing, parsing and the rules, in
/// parallel, with the results merged in a deterministic order.
///
/// Each worker reads one file, lints it and keeps only its findings and input
/// errors, so memory is bounded by the largest file (times the worker count),
/// not by the number of files.
public struct Linter: Sendable {
    /// The rules and their single-walk dispatch table.
    public var swiftLinter: SwiftLinter
    /// The spec rules, for `*.duo.yml` / `*.duo.yaml` files.
    public var specLinter: SpecLinter
    /// The plist rules, for `Info.plist` / `*-Info.plist` files.
    public var plistLinter: PlistLinter
    /// The build-setting rules, for `*.xcconfig` files and `project.pbxproj` inside `*.xcodeproj` folders.
    public var buildSettingsLinter: BuildSettingsLinter
    /// Parallel workers (at least 1).
    public var jobs: Int
    /// At most this many lexical diagnostics are reported per file.
    public var maxDiagnosticsPerFile = 10
    /// Severities set by the configuration, by rule id (they replace the rules' own in findings and in `LintRun.rules`).
    public var severities: [String: Severity] = [:]
    /// Which discovered paths are walked and linted (a configuration's `included`/`excluded`, or those of a
    /// file's whole chain: `EffectiveConfiguration`); nil: all.
    public var pathFilter: (any PathFiltering)?
    /// `--baseline`: findings in it are kept out of the report (`suppressed`, `.external`); nil: none.
    public var baseline: BaselineMatcher?
    /// `--write-baseline`: each file's reported findings are recorded (`FileResult.baselineEntries`).
    public var recordsBaseline = false
    /// The folder baseline entries' paths are relative to (absolute; normally the baseline file's folder),
    /// so a baseline matches however the paths were given; nil: paths as given, without leading `./`.
    public var baselineRoot: String?
    /// The largest input read, in bytes (default `FileReader.defaultLimit`, 64 MiB; the configuration's
    /// `max_file_size`): a larger file, or standard input, is an input error and is not linted.
    public var maxFileSize = FileReader.defaultLimit
    /// The run's folder, absolute (default: the current directory when the linter is made): test and watch
    /// folders are read from a file's path below it (`ExecutionScope.projectPath`), never from the folders the
    /// project itself sits in; nil: only relative paths' folders count.
    public var folderRoot: String? = FileManager.default.currentDirectoryPath
    /// The current directory when the linter was made (absolute), which relative paths are resolved against
    /// for the project model's order and test folders: read once, not once per file.
    var workingDirectory = FileManager.default.currentDirectoryPath

    /// True for a process that exits after the run (the command line): the run's summaries and models, which it
    /// no longer needs once its files are linted, are never freed, as compilers skip freeing before they exit
    /// (the exit gives their pages back at once). False by default: a language server or a test runs again
    /// and must get its memory back.
    public var keepsRunMemoryUntilExit = false

    /// The files the run replaces when it ends (`--output`, `--write-baseline`): each linted file is noted there,
    /// so the caller can refuse to write over an input; nil: none.
    public var replacedFiles: ReplacedFiles?
    /// Files read from memory instead of disk, by path as discovery gives it: the fixed bytes of `--fix --diff`,
    /// which lints what `--fix` would write without writing it. Empty by default.
    public var overlay: [String: [UInt8]] = [:] {
        didSet { overlayByIdentity = Dictionary(overlay.compactMap { p, b in FileIdentity(path: p).map { ($0, b) } }, uniquingKeysWith: { a, _ in a }) }
    }
    /// `overlay` by file identity, for the files a build-settings file reads by their own paths.
    var overlayByIdentity: [FileIdentity: [UInt8]] = [:]

    /// A linter running `rules`, `specRules` and `plistRules` (default: every registered rule that is not
    /// opt-in, as `duolint` runs without a configuration) on `jobs` workers; `severities` (by rule id) replace
    /// the rules' default severities.
    public init(rules: [any SwiftRule] = RuleRegistry.swiftRules.filter { !$0.description.isOptIn },
                specRules: [any SpecRule] = RuleRegistry.specRules,
                plistRules: [any PlistRule] = RuleRegistry.plistRules,
                buildSettingRules: [any BuildSettingRule] = RuleRegistry.buildSettingRules,
                options: RuleOptions = RuleOptions(), severities: [String: Severity] = [:],
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        swiftLinter = SwiftLinter(rules: rules, options: options, severities: severities)
        specLinter = SpecLinter(rules: specRules, options: options, severities: severities)
        plistLinter = PlistLinter(rules: plistRules, options: options, severities: severities)
        buildSettingsLinter = BuildSettingsLinter(rules: buildSettingRules, options: options, severities: severities)
        self.severities = severities
        self.jobs = max(1, jobs)
    }

    /// The outcome of linting one file.
    /// The most source bytes (of all files together) whose parsed files the first pass keeps for the second
    /// (`FileResult.parsed`); a file beyond it is read and parsed again there. None by default: a file's tokens,
    /// syntax tree and tables take about 8 times its bytes while they wait, and keeping 512 KB of source raised
    /// the peak RSS of a run over eight apps from 37.5 to 41.6 MB for less than 1% of its instructions (issue
    /// 20 wants peak memory flat). The in-memory `lint(_:)` and the language server, whose files are in memory
    /// anyway, lint again what they parsed. Tests set it to take both ways.
    var parsedBudget = 0
    /// The most bytes of memory the first pass's file summaries take as they are (`FileSummary.footprint`) for the
    /// project model; beyond it they are kept as bytes in a temporary file (`SummaryStore`). 8 MiB holds the
    /// summaries of the eight real apps of issue 20 together (369,823 lines:
    /// 7.1 MB), so most runs never encode one, and a larger run's memory stays flat. Tests set it to 0 to take the
    /// file's way.
    var summaryMemoryBudget = 8 << 20
    /// The most bytes of first-pass results waiting for the project model (`FileResult.encoded()`) kept in
    /// memory; the rest wait in a temporary file (`HeldResults`). The eight apps' 470 waiting results take
    /// 103 KB; the generated corpus, where most files wait, 1.3 MB per 250,000 lines, so a run of it grows by a
    /// quarter of its results at most (a budget of 1 MiB grew the peak RSS of 8 copies of it by 1.6 MB more).
    /// Tests set it to 0.
    var heldMemoryBudget = 256 << 10

    public struct FileResult: Sendable {
        /// The file's findings, suppressions applied, in report order.
        public var findings: [Finding] = []
        /// Input errors: unreadable or binary file, lexical errors.
        public var errors: [InputError] = []
        /// Number of lines in the file (for the summary and lines per second).
        public var lines = 0
        /// How many findings of each severity the file has: set by `lintInParallel`, and kept there when the
        /// findings themselves were handed to a streamed report.
        public var counts = FindingCounts()
        /// Findings kept out of the report by a suppression comment or the baseline (`suppression` set), in
        /// report order: only SARIF shows them.
        public var suppressed: [Finding] = []
        /// How many findings the baseline and suppression comments hid: set with `counts`, and kept when
        /// `suppressed` itself was dropped after a streamed report.
        public var hidden = HiddenCounts()
        /// With `recordsBaseline`: the baseline entries of the reported findings (before `baseline` applies).
        public var baselineEntries: [BaselineEntry] = []
        /// A Swift file's summary for the project model (set when it was linted without a run's model).
        var summary: FileSummary?
        /// The questions the Swift rules asked the project model while linting the file.
        var queries = Set<ProjectModel.Query>()
        /// A Swift file linted without a run's model whose rules asked the model something: the file as lexed
        /// and parsed, so the second pass can run the rules again with the run's model (`relint(_:model:folderRoot:)`)
        /// without reading, lexing and parsing it again.
        var parsed: SwiftFile?
    }

    /// Lints the file at `path` as read from disk: opened without blocking and refused unless it is a regular
    /// file of at most `maxFileSize` bytes (an Info.plist: at most `InfoPlistReader.maximumSize` too); a Swift file
    /// or spec whose first 8 KiB look binary is not read further.
    public func lintFile(atPath path: String) -> FileResult { lintFile(atPath: path, model: nil, folderRoot: folderRoot) }

    /// `lintFile(atPath:)` with the run's project model `model` (the file being `model.file`), or with a model of
    /// the file alone when nil (the result then carries the file's summary).
    /// `folderRoot` is the folder test and watch folders are judged from (`Linter.folderRoot` for the linter's own).
    /// A plain `String?`, not a `String??` defaulting to the linter's: an optional of an optional is destroyed
    /// through `Optional`'s generic value witness, 425 instructions each time, three times a file.
    func lintFile(atPath path: String, model: (model: ProjectModel, file: Int)?, folderRoot root: String?) -> FileResult {
        if let bytes = overlay[path] { return lint(SourceFile(path: path, bytes: bytes), model: model, folderRoot: root) }
        let file: InputFile
        switch InputFile.open(path) {
        case .success(let f): file = f
        case .failure(let e): return FileResult(errors: [Linter.readError(e, path: path)])
        }
        replacedFiles?.noteLinted(file.identity, path: path)
        let plist = InfoPlistReader.isInfoPlist(path)
        let plistLimit = plist && InfoPlistReader.maximumSize < maxFileSize
        switch file.read(limit: plistLimit ? InfoPlistReader.maximumSize : maxFileSize, stopIfBinary: !plist) {
        case .success(let bytes): return lint(SourceFile(path: path, bytes: bytes), model: model, folderRoot: root)
        // The first bytes decide, as `lint(_:)` decides from them: it reports the binary file.
        case .failure(.binary(let prefix)): return lint(SourceFile(path: path, bytes: prefix))
        case .failure(let e):
            return FileResult(errors: [Linter.readError(e, path: path, limitName: plistLimit ? "for an Info.plist" : nil)])
        }
    }

    /// `path` (a display path, relative to the current directory or absolute) as seen from the folder `root`
    /// (absolute) for `ExecutionScope`, or nil outside it; with no root, only a relative path counts.
    func projectPath(_ path: String, root: String?) -> String? {
        // From the current directory (no project, or the project's root is where duolint runs) the path as
        // given is already relative to it.
        guard let root, root != workingDirectory else { return ExecutionScope.projectPath(path, root: root) }
        return ExecutionScope.projectPath(Configuration.absolute(path, from: workingDirectory), root: root)
    }

    /// The project-model summary of the Swift file (or the deployment targets of the build-settings file) at
    /// `path`, read as `lintFile(atPath:)` reads it, without running a rule; nil when it cannot be read or is refused (binary, too large: it then adds nothing).
    func summaryOfFile(atPath path: String, folderRoot root: String?) -> FileSummary? {
        let source: SourceFile
        if let bytes = overlay[path] {
            source = SourceFile(path: path, bytes: bytes)
        } else {
            guard case .success(let file) = InputFile.open(path),
                  case .success(let bytes) = file.read(limit: maxFileSize, stopIfBinary: true) else { return nil }
            source = SourceFile(path: path, bytes: bytes)
        }
        guard SourceRefusal.reason(for: source) == nil else { return nil }
        if BuildSettingsLinter.isBuildSettingsFile(source.path) {
            // Only the deployment targets (`DeploymentTarget`): a build-settings file adds nothing else to the model.
            var settings = buildSettingsLinter
            settings.maxFileSize = maxFileSize
            settings.overlay = overlayByIdentity
            var summary = FileSummary(path: source.path)
            if let read = settings.read(source).0 { summary.deploymentTargets = DeploymentTarget.targets(of: read, in: source) }
            return summary
        }
        let swift = SwiftFile(source)
        swift.projectPath = projectPath(source.path, root: root)
        return FileSummary(swift).compacted()
    }

    /// The input error of a file that could not be read: `cannot read file: Permission denied`, `not a regular
    /// file (a FIFO or device is not read)`, `file is 1073741824 bytes, over the 64 MiB size limit (max_file_size, --max-file-size);
    /// not linted`.
    /// `limitName` says which limit a `.tooLarge` file is over (default: the settings, `(max_file_size, --max-file-size)`).
    static func readError(_ failure: ReadFailure, path: String, limitName: String? = nil) -> InputError {
        switch failure {
        case .system(let e): return InputError(path: path, message: "cannot read file: \(e.text)")
        case .tooLarge(let size, let limit):
            let setting = limitName ?? "(max_file_size, --max-file-size)"
            let over = "over the \(FileReader.describe(limit)) size limit \(setting); not linted"
            return InputError(path: path, message: size.map { "file is \($0) bytes, \(over)" } ?? "file is \(over)")
        case .notRegularFile, .binary: return InputError(path: path, message: failure.text)
        }
    }

    /// The bytes of the regular file at `path` (see `FileReader`): at most `limit` bytes, opened without
    /// blocking, read into one buffer of the file's size; with `stopIfBinary`, only the first bytes of a binary file.
    public static func readFile(atPath path: String, limit: Int = FileReader.defaultLimit,
                                stopIfBinary: Bool = false) -> Result<[UInt8], ReadFailure> {
        FileReader.read(path: path, limit: limit, stopIfBinary: stopIfBinary)
    }

    /// True when `bytes` look like a binary file rather than (possibly damaged) text: the first 8 KiB hold a
    /// NUL byte and at least 10% of them are NUL or other control bytes (tab, line breaks, form feed excepted).
    public static func looksBinary(_ bytes: [UInt8]) -> Bool {
        let sample = bytes.prefix(8192)
        let hasNUL = sample.withUnsafeBufferPointer { b in b.isEmpty ? false : memchr(b.baseAddress!, 0, b.count) != nil }
        guard hasNUL else { return false }
        let control = sample.filter { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0x0C && $0 != 0x0B }.count
        return control * 10 >= sample.count
    }

    /// Lints one in-memory file (stdin, tests): an Info.plist (XML or binary), a screen spec or Swift source,
    /// by its path's name. Any other binary file gets one input error and is not linted.
    public func lint(_ source: SourceFile) -> FileResult { lint(source, model: nil, folderRoot: folderRoot) }

    /// `lint(_:model:folderRoot:)` with the linter's own `folderRoot`.
    func lint(_ source: SourceFile, model: (model: ProjectModel, file: Int)?) -> FileResult {
        lint(source, model: model, folderRoot: folderRoot)
    }

    /// `lint(_:)` with the run's project model (`model.file` is this file's index there), or with a model of the
    /// file alone when nil; then a Swift file's result carries its summary for the run's model. `folderRoot` is
    /// the folder test and watch folders are judged from.
    func lint(_ source: SourceFile, model: (model: ProjectModel, file: Int)?, folderRoot: String?) -> FileResult {
        var result = FileResult()
        lintContent(source, model: model, folderRoot: folderRoot, into: &result)
        // Counted last: a Swift file's line table is then the one its lexer recorded (`SwiftFile`), not a scan of its own.
        result.lines = source.lines.lineCount
        return result
    }

    /// `lint(_:model:folderRoot:)` but for the line count: adds the file's findings, suppressed findings, errors and
    /// summary to `result`.
    private func lintContent(_ source: SourceFile, model: (model: ProjectModel, file: Int)?, folderRoot: String?,
                             into result: inout FileResult) {
        if InfoPlistReader.isInfoPlist(source.path) {
            (result.findings, result.suppressed, result.errors) = plistLinter.lintKeepingSuppressed(source)
            applyBaseline(to: &result, source)
            return
        }
        if let refusal = SourceRefusal.reason(for: source) {
            result.errors.append(InputError(path: source.path, message: refusal))
            return
        }
        if SpecLinter.isSpec(source.path) {
            (result.findings, result.suppressed, result.errors) = specLinter.lintKeepingSuppressed(source)
            applyBaseline(to: &result, source)
            return
        }
        if BuildSettingsLinter.isBuildSettingsFile(source.path) {
            var settings = buildSettingsLinter
            settings.maxFileSize = maxFileSize
            settings.overlay = overlayByIdentity
            let r = settings.lintReadingTargets(source)
            (result.findings, result.suppressed, result.errors) = (r.findings, r.suppressed, r.errors)
            // The project model's deployment targets (`RuleContext.iOSDeploymentTarget`), from the same read.
            if model == nil, !r.targets.isEmpty {
                result.summary = FileSummary(path: source.path)
                result.summary?.deploymentTargets = r.targets
            }
            applyBaseline(to: &result, source)
            return
        }
        let file = SwiftFile(source)
        file.projectPath = projectPath(source.path, root: folderRoot)
        lintSwift(file, model: model, into: &result)
    }

    /// The result of linting again, with the run's project model `model`, the Swift file `file` that `lint` parsed
    /// in the first pass (`FileResult.parsed`): the same as `lint(file.source, model: model, folderRoot:)` with the
    /// folder root the first pass had, without reading, lexing and parsing the file again. A file's tables
    /// (`SwiftFile.table`) depend on the file alone, so those built in the first pass serve the second.
    func relint(_ file: SwiftFile, model: (model: ProjectModel, file: Int)) -> FileResult {
        var result = FileResult()
        result.lines = file.source.lines.lineCount
        lintSwift(file, model: model, into: &result)
        return result
    }

    /// The Swift rules' part of `lint(_:model:folderRoot:)`: adds the findings, questions and lexical errors of
    /// `file` to `result`, and applies the baseline. In place: a result passed and returned by value was copied,
    /// each of its arrays retained and released, twice a file.
    private func lintSwift(_ file: SwiftFile, model: (model: ProjectModel, file: Int)?, into result: inout FileResult) {
        let source = file.source
        let context: RuleContext
        var hits: SwiftLinter.Hits?
        if let model {
            context = RuleContext(options: swiftLinter.options, model: model.model, fileIndex: model.file)
        } else {
            // The summary's words and the rules' triggers found in one walk.
            hits = swiftLinter.hits(in: file)
            let summary = FileSummary(file, words: hits!.words)
            result.summary = summary
            context = RuleContext(options: swiftLinter.options, summary: summary)
        }
        let linted = swiftLinter.lint(file, context: context, hits: hits)
        if model == nil && !linted.queries.isEmpty { result.parsed = file }
        result.queries = linted.queries
        result.findings = linted.findings
        result.suppressed = linted.suppressed
        // The first lexical errors by position (an interpolation opened at 1:1 is reported before the ones inside it).
        let shown = file.diagnostics.sorted { $0.offset < $1.offset }.prefix(maxDiagnosticsPerFile)
        for d in shown {
            let loc = source.location(ofOffset: d.offset)
            result.errors.append(InputError(path: source.path, at: loc, message: d.message))
        }
        result.errors.sort { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
        if file.diagnosticCount > shown.count, let last = result.errors.last {
            result.errors.append(InputError(path: source.path, line: last.line, column: last.column,
                message: "\(file.diagnosticCount - shown.count) more lexical errors in this file not shown"))
        }
        applyBaseline(to: &result, source)
    }

    /// Lints in-memory files together, as a run lints files read from disk: the same two passes over one
    /// project model (`forEachResult`), on one thread. Results are in the order of `sources`.
    public func lint(_ sources: [SourceFile]) -> [FileResult] {
        var results = sources.map { lint($0, model: nil) }
        let model = ProjectModel(results.enumerated().map { $0.element.summary ?? FileSummary(path: sources[$0.offset].path) })
        for i in results.indices {
            if model.answers(results[i].queries, dependOnFilesOtherThan: i) {
                results[i] = results[i].parsed.map { relint($0, model: (model, i)) } ?? lint(sources[i], model: (model, i))
            }
            results[i].summary = nil
            results[i].parsed = nil
            results[i].counts = FindingCounts(results[i].findings)
            results[i].hidden = HiddenCounts(results[i].suppressed)
        }
        return results
    }

    /// Records `result`'s baseline entries (`recordsBaseline`) and moves its baselined findings to `suppressed`
    /// (`baseline`), in place (a result passed and returned by value was copied, once a file).
    private func applyBaseline(to r: inout FileResult, _ source: SourceFile) {
        guard (baseline != nil || recordsBaseline), !r.findings.isEmpty else { return }
        let entries = BaselineFingerprint.entries(for: r.findings, in: source, root: baselineRoot)
        if recordsBaseline { r.baselineEntries = entries }
        if let baseline {
            let (kept, hidden) = baseline.apply(r.findings, entries: entries, source: source, root: baselineRoot)
            if !hidden.isEmpty {
                r.findings = kept
                r.suppressed = (r.suppressed + hidden).sorted(by: Finding.reportOrder)
            }
        }
    }

    /// Lints every file under `paths` (see `FileDiscovery`); `seconds` in the result is the wall time.
    /// `progress`, if given, is called after each file with (files done, files in all), from any worker thread.
    /// With `streaming`, each file's report section (from its findings and suppressed findings, with the
    /// run's rules and baseline flag as `ReportContext`) is made on the worker that linted it and handed to the
    /// writer in file order, and the writer is finished with the run's summary; the run then keeps only the
    /// findings' counts (`findings` and `suppressed` are empty), so memory does not grow with the number of
    /// findings. Files are linted in path order, so sections come in report order. A writer that could not
    /// read its spooled sections back adds an input error naming the temporary folder.
    public func run(paths: [String], progress: (@Sendable (Int, Int) -> Void)? = nil,
                    streaming: (reporter: any StreamingReporter, writer: OrderedReportWriter)? = nil) -> LintRun {
        let started = DispatchTime.now().uptimeNanoseconds
        var (files, discoveryErrors) = FileDiscovery.discover(paths, filter: pathFilter)
        // Report order is by path (`Finding.reportOrder`): lint in that order so a streamed report needs no sort.
        files.sort()
        return run(files: files, discoveryErrors: discoveryErrors, linters: [self], linterOf: nil, rules: activeRules,
                   started: started, progress: progress, streaming: streaming)
    }

    /// Lints `files` (sorted), file `i` with `linters[linterOf[i]]` (`linters[0]` for all when `linterOf` is nil),
    /// as `run(paths:progress:streaming:)` does after discovery; `discoveryErrors` come first among the input
    /// errors, `rules` are the run's, `started` is the run's start (uptime, nanoseconds).
    /// `projects` give each file's project and the files read only for the models (`ProjectContext`).
    func run(files: [String], projects: ProjectContext? = nil, discoveryErrors: [InputError], linters: [Linter], linterOf: [Int]?,
             rules: [RuleDescription], started: UInt64, progress: (@Sendable (Int, Int) -> Void)?,
             streaming: (reporter: any StreamingReporter, writer: OrderedReportWriter)?) -> LintRun {
        let context = ReportContext(rules: rules, baselineApplied: baseline != nil)
        // Each file's result is folded in as it finishes: nothing per file is kept but what is reported, so a
        // streamed run's memory does not grow with the number of files or findings.
        let totals = RunTotals()
        // Each linter's spec options, taken once: reading them from `linters[k]` copied the whole linter, each of its
        // fields retained and released, once a file.
        let specOptions = linters.map(\.specLinter.options)
        var times = StageTimes()
        forEachResult(files, projects: projects, linters: linters, linterOf: linterOf, progress: progress, times: &times) { i, result in
            var kept = result
            if let (reporter, writer) = streaming {
                let file = ReportedFile(path: files[i], options: specOptions[linterOf?[i] ?? 0],
                                        hasInputErrors: !result.errors.isEmpty)
                writer.deliver(i, reporter.section(file: file, findings: result.findings, suppressed: result.suppressed,
                                                   context: context))
                kept.findings = []
                kept.suppressed = []
            }
            totals.add(i, kept)
        }
        var findings = totals.findings
        var errors = discoveryErrors + totals.errors.sorted { $0.file < $1.file }.flatMap(\.errors)
        let counts = totals.counts
        let lines = totals.lines
        let suppressed = totals.suppressed
        let baselineEntries = totals.baselineEntries.sorted { $0.file < $1.file }.flatMap(\.entries)
        findings.sort(by: Finding.reportOrder)
        // By path; within a file in the order the file reported them (by position, the "more" note last).
        errors = errors.enumerated().sorted { ($0.element.path, $0.offset) < ($1.element.path, $1.offset) }.map(\.element)
        var run = LintRun(findings: findings, counts: counts, inputErrors: errors, rules: rules,
                          fileCount: files.count, lineCount: lines, seconds: 0)
        run.suppressed = suppressed.sorted(by: Finding.reportOrder)
        run.baselineApplied = baseline != nil
        run.baselineEntries = baselineEntries
        run.hidden = totals.hidden
        let withErrors = Set(totals.errors.map(\.file))
        run.files = files.indices.map {
            ReportedFile(path: files[$0], options: specOptions[linterOf?[$0] ?? 0], hasInputErrors: withErrors.contains($0))
        }
        if let writer = streaming?.writer {
            // The head of a framed report (SARIF, JUnit) is made from the run's summary.
            writer.finish(run)
            if let failure = writer.failure {
                run.inputErrors.append(InputError(path: ReportSpool.temporaryDirectory, message: failure))
            }
        }
        run.seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        run.times = times
        return run
    }

    /// The descriptions of the rules this linter runs, sorted by id, with the configuration's severities.
    public var activeRules: [RuleDescription] {
        var rules: [String: RuleDescription] = [:]
        for r in swiftLinter.rules { rules[r.description.id] = r.description }
        for r in specLinter.rules { rules[r.specDescription.id] = r.specDescription }
        for r in plistLinter.rules { rules[r.plistDescription.id] = r.plistDescription }
        for r in buildSettingsLinter.rules { rules[r.buildSettingDescription.id] = r.buildSettingDescription }
        for (id, severity) in severities where rules[id] != nil { rules[id]!.severity = severity }
        return rules.values.sorted { $0.id < $1.id }
    }
}

/// What a run keeps of its files' results, folded in as workers finish them (thread-safe). Errors and
/// baseline entries keep their file's index so they can be put back in file order.
private final class RunTotals: @unchecked Sendable {
    private let lock = NSLock()
    var findings: [Finding] = []
    var suppressed: [Finding] = []
    var errors: [(file: Int, errors: [InputError])] = []
    var baselineEntries: [(file: Int, entries: [BaselineEntry])] = []
    var counts = FindingCounts()
    var hidden = HiddenCounts()
    var lines = 0

    func add(_ file: Int, _ r: Linter.FileResult) {
        lock.lock()
        defer { lock.unlock() }
        findings.append(contentsOf: r.findings)
        suppressed.append(contentsOf: r.suppressed)
        if !r.errors.isEmpty { errors.append((file, r.errors)) }
        if !r.baselineEntries.isEmpty { baselineEntries.append((file, r.baselineEntries)) }
        counts = counts + r.counts
        hidden = hidden + r.hidden
        lines += r.lines
    }
}
