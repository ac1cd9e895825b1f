import Foundation

/// Which project each file of a run belongs to, and the other Swift files of those projects (and their
/// build-settings files, for the deployment target), read only for the project model.
///
/// A finding that depends on another file (an idiom predicate declared in `Device.swift` and used for padding
/// in `LibraryView.swift`) must not come and go with what else is on the command line: a pre-commit hook that
/// passes only the changed files would otherwise report what `duolint .` does not, or miss what it does, and
/// a baseline written by the full run would not match. So each file is judged with the model of its own
/// project, whatever the run lints: the project's other Swift files, found with the same configurations
/// (`excluded` folders are left out), are summarized for the model too. They are not linted: none of their
/// findings or input errors is reported, and they are not counted in the summary. A run over several
/// projects (`duolint .` at a repository holding a submodule) gives each its own model.
///
/// A file's project is the folder of a `.duolint.yml` saying `root: true` at the top of its chain, else its
/// git work tree (the nearest folder at or above it with a `.git` entry: a submodule's `.git` file makes it a
/// project of its own). A file in neither has no known project: it is judged with the other such files of
/// the run only (a folder without `.git` could be a home folder, which must not be read).
public struct ProjectContext: Sendable, Equatable {
    /// The project roots met (absolute, normalized), sorted.
    public var roots: [String]
    /// For each linted file, the index of its project in `roots`, or nil for none.
    public var projectOfFile: [Int?]
    /// The model-only files (display forms: relative to the current directory when the project is, else
    /// absolute; sorted), none of them linted.
    public var context: [String]
    /// For each model-only file, the index of its project in `roots`.
    public var projectOfContext: [Int]

    /// The projects of `linted` (discovery's result for `paths`, as given) and the other Swift files of each
    /// project no given folder covers whole (a folder at or above the project's root), compared as absolute,
    /// normalized paths. `configurations` are the run's: they filter the walk and give the chains.
    /// Discovery's errors in a project are not the run's and are dropped.
    public init(forPaths paths: [String], linted: [String], configurations: ConfigurationSet,
                currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.init(forPaths: paths, linted: linted, configurations: configurations, currentDirectory: currentDirectory,
                  walked: [])
    }

    /// `init(forPaths:linted:configurations:currentDirectory:)` after a discovery walk that listed the folders
    /// `walked` (display paths, each with whether it holds a `.git` entry; `FileDiscovery.discover`'s `walked`):
    /// their work trees are known without asking the file system again. A path with an escaped byte, or with a
    /// `..` step (`link/..` lists the link target's parent, which the path's text does not name), is left to the
    /// look-up.
    init(forPaths paths: [String], linted: [String], configurations: ConfigurationSet, currentDirectory: String,
         walked: [(folder: String, holdsGitEntry: Bool)]) {
        let cwd = RepositoryPaths.normalized(currentDirectory)
        func absolute(_ p: String) -> String { Configuration.absolute(p, from: cwd) }
        // By the folder as written (files of one folder come together): one look-up per folder.
        var projectOfFolder: [Substring: String?] = [:]
        var workTrees = WorkTreeCache()
        for (folder, holdsGitEntry) in walked where !DisplayPath.hasEscape(folder) && !ConfigurationSet.hasParentStep(folder) {
            workTrees.noteListing(of: absolute(folder), holdsGitEntry: holdsGitEntry)
        }
        // The folder asked last and its answer: compared before hashing, as most files follow one of their folder.
        var last: (folder: Substring, project: String?)?
        func project(ofFile path: String) -> String? {
            let written = ProjectContext.lastSlash(path).map { path[..<$0] } ?? ""
            if let last, last.folder == written { return last.project }
            let p: String?
            if let known = projectOfFolder[written] { p = known } else {
                p = ProjectContext.project(containing: RepositoryPaths.parent(of: absolute(path)), configurations: configurations,
                                           workTrees: &workTrees)
                projectOfFolder[written] = .some(p)
            }
            last = (written, p)
            return p
        }
        let fileProjects = linted.map(project(ofFile:))
        var rootSet = Set(fileProjects.compactMap { $0 })
        // A given folder at or above a project's root already lints all of it.
        var covered = Set<String>()
        for path in paths where path != "-" {
            var isDirectory: ObjCBool = false
            let full = absolute(path)
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            for root in rootSet where root == full || root.hasPrefix(full == "/" ? "/" : full + "/") { covered.insert(root) }
        }
        var found: [(path: String, root: String)] = []
        let expanded = rootSet.subtracting(covered).sorted()
        let lintedSet = expanded.isEmpty ? [] : Set(linted.map(absolute))
        for root in expanded {
            for file in FileDiscovery.discover([ProjectContext.relative(root, to: cwd)], filter: configurations).files
            where file.hasSuffix(".swift") || BuildSettingsLinter.isBuildSettingsFile(file) {
                let name = file.hasPrefix("./") ? String(file.dropFirst(2)) : file
                // A file of a project inside this one (a submodule) is that project's.
                guard !lintedSet.contains(absolute(name)), project(ofFile: name) == root else { continue }
                found.append((name, root))
            }
        }
        rootSet.formUnion(found.map(\.root))
        roots = rootSet.sorted()
        let index = Dictionary(uniqueKeysWithValues: roots.enumerated().map { ($1, $0) })
        projectOfFile = fileProjects.map { $0.flatMap { index[$0] } }
        found.sort { $0.path < $1.path }
        context = found.map(\.path)
        projectOfContext = found.map { index[$0.root]! }
    }

    /// `PathText.lastSlash(path)`, an ASCII path's scanned as bytes in place.
    static func lastSlash(_ path: String) -> String.Index? {
        var path = path
        let offset: Int?? = path.withUTF8 { bytes in
            bytes.contains { $0 >= 0x80 } ? nil : .some(bytes.lastIndex(of: UInt8(ascii: "/")))
        }
        guard let offset else { return PathText.lastSlash(path) }
        return offset.map { path.utf8.index(path.utf8.startIndex, offsetBy: $0) }
    }

    /// The project of `folder` (absolute, normalized; see the type's description), or nil.
    static func project(containing folder: String, configurations: ConfigurationSet) -> String? {
        var once = WorkTreeCache()
        return project(containing: folder, configurations: configurations, workTrees: &once)
    }

    /// `project(containing:configurations:)` with the work trees looked up through `workTrees`, which keeps
    /// them for the next folder of the run.
    static func project(containing folder: String, configurations: ConfigurationSet, workTrees: inout WorkTreeCache) -> String? {
        if let top = (try? configurations.configuration(forAbsoluteFolder: folder))?.chain.first, top.isRoot, top.path != nil {
            return top.directory
        }
        return workTrees.workTree(containing: folder)
    }

    /// `path` (absolute) relative to `base` (absolute) when it is `base` or below it (`.` for `base`), else
    /// `..` steps when `base` is below `path`, else `path` itself.
    static func relative(_ path: String, to base: String) -> String {
        if path == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        let up = path == "/" ? "/" : path + "/"
        if base.hasPrefix(up) {
            let steps = base.dropFirst(up.count).split(separator: "/").count
            return Array(repeating: "..", count: steps).joined(separator: "/")
        }
        return path
    }
}
