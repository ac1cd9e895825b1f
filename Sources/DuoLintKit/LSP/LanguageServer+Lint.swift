import Dispatch
import Foundation

extension LanguageServer {
    /// Lints document `uri` on the lint queue after `delay` seconds, if its text is then still `generation`
    /// (a later change has its own lint).
    func scheduleLint(_ uri: String, generation: Int, delay: Double) {
        let work: @Sendable () -> Void = { self.lint(uri, generation: generation) }
        if delay > 0 { lintQueue.asyncAfter(deadline: .now() + delay, execute: work) } else { lintQueue.async(execute: work) }
    }

    /// Lints the text of `uri` (lint queue) when it is still `generation`, updates its project's model with its
    /// summary, publishes its diagnostics, answers the code actions that waited for them, and lints again the open
    /// documents whose findings the changed summary may change.
    func lint(_ uri: String, generation: Int) {
        guard state.with({ $0.phase == .running }), let (text, path) = state.documentForLint(uri, generation: generation) else { return }
        let configurations = state.with { $0.configurations }
        let outcome = lintText(text, path: path, configurations: configurations)
        let linted = LintedDocument(generation: generation, snapshot: text, findings: outcome.findings, queries: outcome.queries,
                                    projectRoot: outcome.project?.root)
        if let (isNew, waiting) = state.store(linted, diagnostics: outcome.diagnostics, for: uri) {
            // A configuration file's diagnostics are its errors (`publishConfigurationErrors`), not a lint's.
            if isNew, !LanguageServer.isConfigurationFile(path) {
                notify("textDocument/publishDiagnostics", LSPDiagnostics.publish(uri: uri, version: text.version, outcome.diagnostics))
            }
            for (id, action) in waiting { respond(id, codeActions(action.params, linted, uri: uri, path: path)) }
        }
        if let change = outcome.change, let project = outcome.project {
            relintDependents(of: path, in: project, old: change.old, new: change.new)
        }
        publishConfigurationErrors(configurations)
    }

    /// What linting one text found.
    struct TextLint {
        var findings: [Finding] = []
        var diagnostics: [JSONValue] = []
        var queries = Set<ProjectModel.Query>()
        /// The project the text was judged in (nil: not linted).
        var project: ProjectIndex?
        /// The file's summary before and after, when the text changed it.
        var change: (old: FileSummary?, new: FileSummary?)?
    }

    /// Lints `text` as the file `path` with its configuration from `configurations`, in its project: first with
    /// a model of the file alone, then, when its rules asked what other files answer, with the project's model
    /// (the command line's two passes). A file the configuration leaves out, or that duolint does not lint, gets
    /// nothing; one whose configuration is unusable gets one diagnostic saying so.
    func lintText(_ text: TextDocument, path: String, configurations: ConfigurationSet) -> TextLint {
        var outcome = TextLint()
        let shown = LSPDiagnostics(document: text, encoding: state.with { $0.encoding })
        let effective: EffectiveConfiguration
        do { effective = try configurations.configuration(forFile: path) } catch let e as ConfigurationError {
            // The configuration's absolute path (the server's working directory is wherever the editor started);
            // the error itself is shown on the configuration file.
            let file = Configuration.absolute(e.path, from: FileManager.default.currentDirectoryPath)
            let at = e.line.map { ":\($0):\(e.column ?? 1)" } ?? ""
            outcome.diagnostics = [shown.diagnostic(InputError(path: path, message: "not linted: the configuration \(file)\(at) has an error (shown on that file)"))]
            return outcome
        } catch { return outcome }
        guard FileDiscovery.isLintable(path: path), effective.allowsFile(path) else { return outcome }
        let linter = configuredLinter(effective.settings(foldBand: nil, maxFileSize: nil))
        let project = self.project(forFile: path)
        outcome.project = project
        let source = SourceFile(path: path, bytes: text.bytes)
        var result = linter.lint(source, model: nil, folderRoot: project.root)
        let summary = result.summary?.compacted()
        let (old, changed) = project.set(path, summary)
        if changed { outcome.change = (old, summary) }
        if !result.queries.isEmpty {
            let (model, position) = project.model()
            if let i = position[path], model.answers(result.queries, dependOnFilesOtherThan: i) {
                let first = result.queries
                result = result.parsed.map { linter.relint($0, model: (model, i)) }
                    ?? linter.lint(source, model: (model, i), folderRoot: project.root)
                result.queries.formUnion(first)
            }
        }
        outcome.findings = result.findings.sorted(by: Finding.reportOrder)
        outcome.queries = result.queries
        outcome.diagnostics = result.errors.map(shown.diagnostic) + outcome.findings.map(shown.diagnostic)
        return outcome
    }

    /// Lints again every open document of `project` other than `path` whose last lint asked a question that the
    /// summary of `path` answered before (`old`) or answers now (`new`).
    func relintDependents(of path: String, in project: ProjectIndex, old: FileSummary?, new: FileSummary?) {
        let change = ProjectModel([old, new].compactMap { $0 })
        let dependents = state.with { s in
            s.documents.filter { uri, d in
                guard d.path != path, let l = d.linted, l.projectRoot == project.root else { return false }
                return change.answers(l.queries, dependOnFilesOtherThan: -1)
            }.map { ($0.key, $0.value.generation) }.sorted { $0.0 < $1.0 }
        }
        // Each for the text it has now: a later change is linted by its own (debounced) lint, with this model.
        for (uri, generation) in dependents { scheduleLint(uri, generation: generation, delay: 0) }
    }

    /// Lints every open document again (after a configuration or an index changed), or those of `root` only.
    func relintOpenDocuments(inProject root: String? = nil) {
        let documents = state.with { s in
            s.documents.filter { root == nil || $0.value.linted?.projectRoot == root || $0.value.linted == nil }
                .map { ($0.key, $0.value.generation) }.sorted { $0.0 < $1.0 }
        }
        for (uri, generation) in documents { scheduleLint(uri, generation: generation, delay: 0) }
    }
}
