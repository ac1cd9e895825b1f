import Dispatch
import Foundation

/// The project model of one project (a git work tree, or the folder of a `root: true` configuration, as
/// `ProjectContext` decides) as the language server keeps it: the summary of each of its Swift and
/// build-settings files, by absolute path, with open documents' summaries made from their unsaved text.
///
/// Used from one queue at a time (the server's lint queue). The model is rebuilt only after a summary changed,
/// its summaries in absolute path order, as a command-line run orders them, so a document's findings are those
/// `duolint` reports for the same text.
final class ProjectIndex {
    /// The project's folder, absolute and normalized.
    let root: String
    /// The summary of each file, by absolute path.
    private(set) var summaries: [String: FileSummary] = [:]
    /// The model of `summaries` and each path's file index in it; nil after a change.
    private var cached: (model: ProjectModel, position: [String: Int])?
    /// True once the whole project has been read (`index`); until then only open documents are in it.
    private(set) var isIndexed = false
    /// The latest indexing run's number, and the paths whose summaries were set since it began (their
    /// summaries are newer than what it read).
    private var run = 0
    private var setDuringRun: Set<String> = []

    /// An empty index of the project at `root`.
    init(root: String) { self.root = root }

    /// The project's Swift and build-settings files (absolute paths, sorted): those discovery finds under
    /// `root` with `configurations`, less those of a project nested inside (a submodule).
    static func files(ofProject root: String, configurations: ConfigurationSet) -> [String] {
        var projectOfFolder: [String: String?] = [:]
        return FileDiscovery.discover([root], filter: configurations).files.filter { file in
            guard file.hasSuffix(".swift") || BuildSettingsLinter.isBuildSettingsFile(file) else { return false }
            let folder = RepositoryPaths.parent(of: file)
            if projectOfFolder[folder] == nil {
                projectOfFolder[folder] = .some(ProjectContext.project(containing: folder, configurations: configurations))
            }
            return (projectOfFolder[folder] ?? nil) ?? root == root
        }.sorted()
    }

    /// The summaries of the project at `root`'s files read from disk, `jobs` at a time, except the paths in
    /// `skipping` (open documents: their summaries come from their text), by absolute path; `progress(done,
    /// total)` is called about every 5% from the worker that got there; once `stop()` says so (the server shuts
    /// down), the files not yet read are left out.
    static func read(root: String, configurations: ConfigurationSet, linter: Linter, skipping: Set<String>, jobs: Int,
                     stop: @Sendable () -> Bool, progress: @Sendable (Int, Int) -> Void) -> [String: FileSummary] {
        let files = ProjectIndex.files(ofProject: root, configurations: configurations).filter { !skipping.contains($0) }
        // An empty project (a git root whose folders are projects of their own) reports no counts.
        if !files.isEmpty { progress(0, files.count) }
        let slots = SummarySlots(count: files.count)
        let step = max(1, files.count / 20)
        let workers = max(1, min(jobs, files.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for i in stride(from: worker, to: files.count, by: workers) where !stop() {
                slots.set(i, linter.summaryOfFile(atPath: files[i], folderRoot: root) ?? FileSummary(path: files[i]))
                let done = slots.countOne()
                if done % step == 0, done < files.count { progress(done, files.count) }
            }
        }
        var read: [String: FileSummary] = [:]
        read.reserveCapacity(files.count)
        for (i, f) in files.enumerated() { read[f] = slots.value(i) }
        if !files.isEmpty { progress(files.count, files.count) }
        return read
    }

    /// Begins an indexing run and returns its number for `install`.
    func beginIndexing() -> Int {
        run += 1
        setDuringRun = []
        return run
    }

    /// Replaces the summaries with `read`, what run `number` read of the whole project, when it is the latest
    /// run (else returns false and changes nothing). The summaries of the paths in `open` (documents' texts) and
    /// of those set while it ran (a file changed on disk, a document closed) are kept as they are now, or left
    /// out when there are none; every other file not in `read` (excluded now, deleted) leaves the model.
    func install(_ read: [String: FileSummary], open: Set<String>, run number: Int) -> Bool {
        guard number == run else { return false }
        var all = read
        for path in setDuringRun.union(open) { all[path] = summaries[path] }
        summaries = all
        setDuringRun = []
        cached = nil
        isIndexed = true
        return true
    }

    /// Sets the summary of `path` (nil: the file is gone); returns the summary it had, and whether it changed.
    @discardableResult
    func set(_ path: String, _ summary: FileSummary?) -> (old: FileSummary?, changed: Bool) {
        setDuringRun.insert(path)
        let old = summaries[path]
        guard old != summary else { return (old, false) }
        summaries[path] = summary
        // A file of the model changed: its entries are replaced in place (the model is uniquely held here
        // between lints). A file added or removed changes every index after it: the model is made again.
        if old != nil, let summary, var c = cached, let i = c.position[path] {
            cached = nil
            c.model.replaceSummary(ofFile: i, with: summary)
            cached = c
        } else {
            cached = nil
        }
        return (old, true)
    }

    /// The model of every summary, and the file index of each path in it.
    func model() -> (model: ProjectModel, position: [String: Int]) {
        if let cached { return cached }
        let paths = summaries.keys.sorted()
        let made = (ProjectModel(paths.map { summaries[$0]! }),
                    Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($1, $0) }))
        cached = made
        return made
    }
}

/// Summaries written by the indexing workers, one slot each.
private final class SummarySlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [FileSummary?]
    private var counted = 0
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    /// Counts one more summary read; returns how many were.
    func countOne() -> Int { lock.lock(); defer { lock.unlock() }; counted += 1; return counted }
    func set(_ i: Int, _ s: FileSummary) { lock.lock(); slots[i] = s; lock.unlock() }
    func value(_ i: Int) -> FileSummary? { lock.lock(); defer { lock.unlock() }; return slots[i] }
}
