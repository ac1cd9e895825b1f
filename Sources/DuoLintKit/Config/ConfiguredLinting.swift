import Dispatch
import Foundation

/// The unusable configurations met while planning a run (each `path:line:column: error: message`), sorted by
/// their text: the run stops before linting anything.
public struct ConfigurationErrors: Error, Sendable, Equatable, CustomStringConvertible {
    /// The errors, sorted by their text, each once.
    public var errors: [ConfigurationError]

    /// The errors' lines (`ConfigurationError.description`), separated by line feeds.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// What a run lints and how, decided before anything is linted: the files found, sorted, and for each the
/// linter of its effective configuration (one linter per distinct configuration, not per file).
public struct LintPlan: Sendable {
    /// The files to lint, sorted (report order).
    public var files: [String]
    /// Discovery's input errors (missing paths, unreadable folders).
    public var discoveryErrors: [InputError]
    /// The rules enabled for any of the files (with no file: those of the current directory's configuration),
    /// by id, with the current directory's configured severities (else the rules' defaults): `LintRun.rules`.
    public var rules: [RuleDescription]
    /// The files' projects and the Swift files read only for their models (`ProjectContext`); nil: one model
    /// over the linted files (`--model-from-paths`).
    public var projects: ProjectContext?
    /// The distinct settings the files are linted with; one linter is made for each.
    public var settings: [LintSettings]
    /// For each file, the index of its settings in `settings`.
    public var settingsOf: [Int]
    /// When planning began (uptime in nanoseconds): the run's wall time counts discovery too.
    var started: UInt64
    /// How long discovery and the project look-ups took (`--timings`); the run adds its own stages.
    public var times = StageTimes()
}

extension LintPlan {
    /// The plan for the files `isIncluded` keeps only (`duolint render`: the screen specs), with the same
    /// settings and discovery errors and without the projects' model-only files (a spec needs no model).
    public func keeping(_ isIncluded: (String) -> Bool) -> LintPlan {
        var plan = self
        let kept = files.indices.filter { isIncluded(files[$0]) }
        plan.files = kept.map { files[$0] }
        plan.settingsOf = kept.map { settingsOf[$0] }
        plan.projects = nil
        return plan
    }
}

extension Linter {
    /// Finds the files under `paths` (see `FileDiscovery`), each folder filtered by its own chain of
    /// configurations from `configurations`, and prepares one linter per distinct effective configuration
    /// (made by `run(_:)` from the linter it is called on, with that configuration's rules, severities, options
    /// and size limit; `foldBand` in points and `maxFileSize` in bytes, the command line's, win over every
    /// configuration's).
    /// Throws `ConfigurationErrors` when any configuration met is unusable (nothing is linted then).
    ///
    /// With `projectContext` (the default; `--model-from-paths` turns it off) the plan's `projects` say each
    /// file's project and hold the other Swift files of those projects (`ProjectContext`): each file is judged
    /// with its own project's model, so its findings do not depend on what else is on the command line.
    public func plan(paths: [String], configurations: ConfigurationSet, foldBand: Double? = nil,
                     maxFileSize: Int? = nil, projectContext: Bool = true) throws -> LintPlan {
        let started = DispatchTime.now().uptimeNanoseconds
        // The folders walked, for the project look-ups below (`ProjectContext`), which need not list them again.
        var walked: [FileDiscovery.WalkedFolder] = []
        var (files, discoveryErrors) = FileDiscovery.discover(paths, filter: configurations, walkedFolders: { walked.append($0) })
        if !configurations.errors.isEmpty { throw ConfigurationErrors(errors: configurations.errors) }
        // ASCII paths (nearly always all of them) by their bytes, the order of `String`s for them.
        if files.allSatisfy({ PathText.isASCII($0) }) { files.sort(by: PathText.asciiPrecedes) } else { files.sort() }
        var index: [LintSettings: Int] = [:]
        var distinct: [LintSettings] = []
        var settingsOf: [Int] = []
        settingsOf.reserveCapacity(files.count)
        // Files of one folder come together: the last folder's answer is reused without a look-up.
        var lastFolder: String?
        var lastLinter = 0
        // The chain the last folder's settings came from: a folder with the same chain (most folders share
        // their parent's, the same array) has the same settings, without hashing them again.
        var lastChain: [Configuration]?
        var enabled = Set<String>()
        for file in files {
            // (Compared as bytes first: most files follow one of their folder.)
            if let lastFolder, ConfigurationSet.folder(of: file, surelyIs: lastFolder) {
                settingsOf.append(lastLinter)
                continue
            }
            let folder = ConfigurationSet.folder(of: file)
            // By bytes: `String`'s `!=` takes canonically equivalent folder names (`café` composed and decomposed) as one.
            if lastFolder.map({ !PathKey.same(folder, $0) }) ?? true {
                let effective = try configurations.configuration(forFolder: folder)
                if effective.chain != lastChain {
                    let settings = effective.settings(foldBand: foldBand, maxFileSize: maxFileSize)
                    if let i = index[settings] { lastLinter = i } else {
                        lastLinter = distinct.count
                        index[settings] = lastLinter
                        distinct.append(settings)
                        enabled.formUnion(settings.enabledRules)
                    }
                    lastChain = effective.chain
                }
                lastFolder = folder
            }
            settingsOf.append(lastLinter)
        }
        let current = try? configurations.currentConfiguration()
        if files.isEmpty { enabled = Set(current?.enabledRules ?? []) }
        var plan = LintPlan(files: files, discoveryErrors: discoveryErrors,
                            rules: Linter.runRules(enabled, severities: current?.severities.mapValues(\.value) ?? [:]),
                            settings: distinct, settingsOf: settingsOf, started: started)
        let discovered = plan.times.add(.discovery, since: started)
        if projectContext, files.contains(where: { $0.hasSuffix(".swift") }) {
            plan.projects = ProjectContext(forPaths: paths, linted: files, configurations: configurations,
                                           currentDirectory: FileManager.default.currentDirectoryPath, walked: walked)
            if !configurations.errors.isEmpty { throw ConfigurationErrors(errors: configurations.errors) }
            plan.times.add(.projects, since: discovered)
        }
        return plan
    }

    /// Lints the files of `plan` as `run(paths:progress:streaming:)` does (one project model over all of them),
    /// each with the linter of its settings (this linter `configured` with them: baseline, jobs, folder root
    /// and replaced files are this linter's).
    public func run(_ plan: LintPlan, progress: (@Sendable (Int, Int) -> Void)? = nil,
                    streaming: (reporter: any StreamingReporter, writer: OrderedReportWriter)? = nil) -> LintRun {
        let linters = plan.settings.map { configured($0) }
        var linted = run(files: plan.files, projects: plan.projects, discoveryErrors: plan.discoveryErrors,
                         linters: linters.isEmpty ? [self] : linters, linterOf: linters.isEmpty ? nil : plan.settingsOf,
                         rules: plan.rules, started: plan.started, progress: progress, streaming: streaming)
        var times = plan.times
        times.merge(linted.times)
        linted.times = times
        return linted
    }

    /// Lints standard input (`fd`) as the file `path` (see `run(standardInput:path:rules:streaming:)`) with the effective
    /// configuration of `path` from `configurations` (its `included`/`excluded` may leave it out: then no file
    /// is linted); `foldBand` (points) and `maxFileSize` (bytes) from the command line win. Throws
    /// `ConfigurationErrors` when a configuration of `path`'s chain, or of the current directory, is unusable
    /// (before anything is read or written). With `streaming`, the report is written through the writer as
    /// `run(_:progress:streaming:)` writes it, and the run keeps only the findings' counts
    /// (`run(standardInput:path:rules:streaming:)`).
    public func run(standardInput fd: Int32, path: String, configurations: ConfigurationSet,
                    foldBand: Double? = nil, maxFileSize: Int? = nil,
                    streaming: (reporter: any StreamingReporter, writer: OrderedReportWriter)? = nil) throws -> LintRun {
        let effective: EffectiveConfiguration
        let current: EffectiveConfiguration
        do {
            effective = try configurations.configuration(forFile: path)
            current = try configurations.currentConfiguration()
        } catch let e as ConfigurationError { throw ConfigurationErrors(errors: [e]) }
        let settings = effective.settings(foldBand: foldBand, maxFileSize: maxFileSize)
        var linter = configured(settings)
        linter.pathFilter = effective
        // The rules are the run's before the file is linted: a streamed section needs them.
        let start = StageTimes.now()
        var linted = linter.run(standardInput: fd, path: path,
                                rules: Linter.runRules(Set(settings.enabledRules), severities: current.severities.mapValues(\.value)),
                                streaming: streaming)
        // One file, read and linted as the first pass lints each (no second pass: its model is the file's own).
        linted.times.add(.firstPass, since: start)
        linted.times.firstPassFiles = linted.fileCount
        return linted
    }

    /// The descriptions of the rules `ids`, sorted by id, with `severities` (by id) replacing their defaults.
    static func runRules(_ ids: Set<String>, severities: [String: Severity]) -> [RuleDescription] {
        // `RuleRegistry.description(of:)` lists every rule's description on each call: list them once.
        let all = RuleRegistry.descriptions
        var byID: [String: RuleDescription] = [:]
        byID.reserveCapacity(all.count)
        for d in all where byID[d.id] == nil { byID[d.id] = d }
        return ids.sorted().compactMap { id in
            guard var d = byID[id] else { return nil }
            if let s = severities[id] { d.severity = s }
            return d
        }
    }
}
