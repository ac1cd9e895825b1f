import Dispatch
import Foundation

/// The language server's projects and configurations, kept on the lint queue: which project a file is judged
/// in, indexing, files changed on disk, configuration files read again and their errors.
extension LanguageServer {
    /// The linter of `settings` (and the baseline, when one is given), made once per distinct settings (lint queue).
    func configuredLinter(_ settings: LintSettings) -> Linter {
        if let l = linters[settings] { return l }
        var l = baseLinter.configured(settings)
        l.baseline = baseline?.matcher
        l.baselineRoot = baseline?.root
        linters[settings] = l
        return l
    }

    // MARK: Projects (lint queue)

    /// The project of the file at `path`: its git work tree or `root: true` configuration's folder (as
    /// `duolint` decides), else the workspace folder holding it, else its folder with only the open documents
    /// in it (a folder in no project could be a home folder, which is not read). A project met for the first
    /// time is indexed in the background.
    func project(forFile path: String) -> ProjectIndex {
        let folder = RepositoryPaths.parent(of: path)
        if let root = projectOfFolder[folder], let p = projects[root] { return p }
        let configurations = state.with { $0.configurations }
        let folders = state.with { $0.folders }
        let p: ProjectIndex
        if let root = ProjectContext.project(containing: folder, configurations: configurations) {
            p = project(root: root, index: true)
        } else if let workspace = folders.filter({ path.hasPrefix($0 == "/" ? "/" : $0 + "/") }).max(by: { $0.count < $1.count }) {
            p = project(forFolder: workspace)
        } else {
            p = project(root: folder, index: false)
        }
        projectOfFolder[folder] = p.root
        return p
    }

    /// The project of the workspace folder `folder` (its work tree, or the folder itself), indexed.
    func project(forFolder folder: String) -> ProjectIndex {
        let configurations = state.with { $0.configurations }
        return project(root: ProjectContext.project(containing: folder, configurations: configurations) ?? folder, index: true)
    }

    /// The project at `root`, made (and with `index`, indexed) when new. A root that is `/` or the home folder,
    /// however it is spelled or linked to (a dotfiles work tree at home too), is never read: only its open
    /// documents make its model.
    private func project(root: String, index: Bool) -> ProjectIndex {
        if let p = projects[root] { return p }
        let p = ProjectIndex(root: root)
        projects[root] = p
        let real = RealPath(root)
        let unread = [RealPath("/"), ProcessInfo.processInfo.environment["HOME"].flatMap { RealPath($0) }]
        if index, let real, !unread.contains(real) { startIndexing(p) }
        return p
    }

    /// Reads every file of `project` on the index queue, reporting `$/progress` when the client shows it, then
    /// installs the summaries on the lint queue and lints the project's open documents again.
    func startIndexing(_ project: ProjectIndex) {
        let configurations = state.with { $0.configurations }
        let open = state.with { Set($0.documents.values.compactMap(\.path)) }
        let linter = baseLinter
        let jobs = self.jobs
        let run = project.beginIndexing()
        indexQueue.async {
            let progress = IndexProgress(server: self, root: project.root)
            let started = DispatchTime.now().uptimeNanoseconds
            let stop: @Sendable () -> Bool = { self.state.with { $0.phase != .running } }
            let read = ProjectIndex.read(root: project.root, configurations: configurations, linter: linter, skipping: open, jobs: jobs,
                                         stop: stop, progress: { progress.report($0, $1) })
            self.lintQueue.async {
                guard !stop() else { return }
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
                if project.install(read, open: self.state.with { Set($0.documents.values.compactMap(\.path)) }, run: run) {
                    self.relintOpenDocuments(inProject: project.root)
                }
                progress.end("indexed \(read.count) files in \(String(format: "%.2f", seconds)) s")
                self.publishConfigurationErrors(configurations)
            }
        }
    }

    /// A file changed on disk (or an open document was closed): its summary is read again, and the open
    /// documents depending on it are linted again.
    func fileChangedOnDisk(_ path: String) {
        guard path.hasSuffix(".swift") || BuildSettingsLinter.isBuildSettingsFile(path) else { return }
        let folder = RepositoryPaths.parent(of: path)
        guard let root = projectOfFolder[folder] ?? projects.keys.filter({ path.hasPrefix($0 + "/") }).max(by: { $0.count < $1.count }),
              let project = projects[root] else { return }
        let summary = baseLinter.summaryOfFile(atPath: path, folderRoot: project.root)
        let (old, changed) = project.set(path, summary)
        if changed { relintDependents(of: path, in: project, old: old, new: summary) }
    }

    /// Drops every configuration read and lints every open document again; with `reindex`, indexes every
    /// project again too (a changed `.duolint.yml` may include or exclude files of the model).
    func reloadConfigurations(reindex: Bool = true) {
        state.with { $0.configurations = ConfigurationSet() }
        projectOfFolder = [:]
        if reindex { for root in projects.keys.sorted() where projects[root]!.isIndexed { startIndexing(projects[root]!) } }
        relintOpenDocuments()
        publishConfigurationErrors(state.with { $0.configurations })
    }

    /// Publishes the errors of the configurations met so far on their files when they differ from those
    /// published last, and clears those of files that had errors and have none now.
    func publishConfigurationErrors(_ configurations: ConfigurationSet) {
        let cwd = FileManager.default.currentDirectoryPath
        var byFile: [String: [ConfigurationError]] = [:]
        for e in configurations.errors { byFile[Configuration.absolute(e.path, from: cwd), default: []].append(e) }
        guard byFile != publishedConfigurationErrors else { return }
        for path in Set(publishedConfigurationErrors.keys).subtracting(byFile.keys).sorted() {
            notify("textDocument/publishDiagnostics", LSPDiagnostics.publish(uri: DocumentURI.uri(of: path), version: nil, []))
        }
        for (path, errors) in byFile.sorted(by: { $0.key < $1.key }) where publishedConfigurationErrors[path] != errors {
            // Read as the configuration reader reads it: without blocking on a FIFO, a regular file only.
            let bytes = (try? Linter.readFile(atPath: path, limit: FileReader.defaultLimit).get()) ?? []
            let text = TextDocument(uri: "", languageId: "yaml", version: 0, text: String(decoding: bytes, as: UTF8.self))
            let shown = LSPDiagnostics(document: text, encoding: state.with { $0.encoding })
            let diagnostics = errors.map { shown.diagnostic(InputError(path: path, line: $0.line, column: $0.column, message: $0.message)) }
            notify("textDocument/publishDiagnostics", LSPDiagnostics.publish(uri: DocumentURI.uri(of: path), version: nil, diagnostics))
        }
        publishedConfigurationErrors = byFile
    }
}
