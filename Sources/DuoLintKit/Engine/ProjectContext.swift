import Foundation

/// The Swift files a run reads only for its project model: the rest of the repository of the paths it lints.
///
/// A finding that depends on another file (an idiom predicate declared in `Device.swift` and used for padding
/// in `LibraryView.swift`) must not come and go with what else is on the command line: a pre-commit hook that
/// passes only the changed files would otherwise report what `duolint .` does not, or miss what it does, and
/// a baseline written by the full run would not match. So each path's project is found, and when no given
/// path covers it whole, the project's other Swift files, found with the same configurations (`excluded`
/// folders are left out), are summarized for the model too. They are not linted: none of their findings or
/// input errors is reported, and they are not counted in the summary.
///
/// A path's project is the folder of the topmost `.duolint.yml` of its chain that lies inside the path's git
/// work tree (the nearest folder at or above it with a `.git` entry), else the work tree itself: a repository
/// whose root configuration is at the top is one project, and a sample folder with its own configuration
/// (this repository's `Samples/`) is another. Outside a work tree nothing is added: a folder without `.git`
/// has no known boundary (it could be a home folder, and a stray `~/.duolint.yml` must not make it one).
public enum ProjectContext {
    /// The model-only files for a run over `paths` (display forms, as given) that lints `linted` (discovery's
    /// result): the Swift files of each project holding a path, unless a given folder is the project or above
    /// it, less the linted files (compared as absolute, normalized paths), sorted; each path is relative to the
    /// current directory (`./` dropped) when the project is, else absolute.
    /// `configurations` are the run's (they filter the walk and give the chains); discovery's errors in the
    /// project are not the run's and are dropped.
    public static func files(forPaths paths: [String], linted: [String], configurations: ConfigurationSet,
                             currentDirectory: String = FileManager.default.currentDirectoryPath) -> [String] {
        let cwd = RepositoryPaths.normalized(currentDirectory)
        func absolute(_ p: String) -> String { Configuration.absolute(p, from: cwd) }
        var roots = Set<String>()
        var covered = Set<String>()
        for path in paths where path != "-" {
            let full = absolute(path)
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory)
            guard exists else { continue }
            let folder = isDirectory.boolValue ? full : RepositoryPaths.parent(of: full)
            guard let root = project(containing: folder, configurations: configurations) else { continue }
            roots.insert(root)
            if isDirectory.boolValue && (full == root || root.hasPrefix(full == "/" ? "/" : full + "/")) { covered.insert(root) }
        }
        let wanted = roots.subtracting(covered).sorted()
        guard !wanted.isEmpty else { return [] }
        let lintedSet = Set(linted.map(absolute))
        let shown = wanted.map { relative($0, to: cwd) }
        var found = Set<String>()
        for file in FileDiscovery.discover(shown, filter: configurations).files where file.hasSuffix(".swift") {
            let name = file.hasPrefix("./") ? String(file.dropFirst(2)) : file
            if !lintedSet.contains(absolute(name)) { found.insert(name) }
        }
        return found.sorted()
    }

    /// The project of `folder` (absolute, normalized; see the type's description), or nil outside a work tree.
    static func project(containing folder: String, configurations: ConfigurationSet) -> String? {
        guard let tree = workTree(containing: folder) else { return nil }
        let inside = tree == "/" ? "/" : tree + "/"
        let chain = (try? configurations.configuration(forFolder: folder).chain) ?? []
        let top = chain.first { $0.path != nil && ($0.directory == tree || $0.directory.hasPrefix(inside)) }
        return top?.directory ?? tree
    }

    /// The top of the git work tree holding `folder` (absolute, normalized): the nearest folder at or above it
    /// with a `.git` entry (a folder, or the file of a worktree or submodule); nil when there is none.
    static func workTree(containing folder: String) -> String? {
        var dir = folder
        while true {
            var st = stat()
            if lstat(dir == "/" ? "/.git" : dir + "/.git", &st) == 0 { return dir }
            if dir == "/" { return nil }
            dir = RepositoryPaths.parent(of: dir)
        }
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
