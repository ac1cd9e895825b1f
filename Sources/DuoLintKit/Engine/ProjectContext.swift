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
    /// `walked` (`FileDiscovery.discover`'s `walkedFolders`): their work trees are known without asking the file
    /// system again. A path with an escaped byte, or with a `..` step (`link/..` lists the link target's parent,
    /// which the path's text does not name), is left to the look-up.
    ///
    /// A walked folder's project is mostly its parent's: a folder whose listing has neither a `.duolint.yml` nor a
    /// `.git` entry has its parent's chain of configurations (so the same `root: true` folder at its top) and its
    /// parent's work tree. Such answers are carried down the walk, in its order (a folder comes after the one that
    /// listed it), when the run's configurations start at the same current directory; the other folders are
    /// looked up.
    init(forPaths paths: [String], linted: [String], configurations: ConfigurationSet, currentDirectory: String,
         walked: [FileDiscovery.WalkedFolder]) {
        let cwd = RepositoryPaths.normalized(currentDirectory)
        func absolute(_ p: String) -> String { Configuration.absolute(p, from: cwd) }
        // By the folder as written (files of one folder come together): one look-up per folder.
        var folders: [String: FolderAnswer] = [:]
        var workTrees = WorkTreeCache()
        // The walk's listings, noted in `workTrees` before its first look-up (none when every folder is carried).
        var noted = false
        func noteListings() {
            noted = true
            for w in walked where !DisplayPath.hasEscape(w.folder) && !ConfigurationSet.hasParentStep(w.folder) {
                workTrees.noteListing(of: absolute(w.folder), holdsGitEntry: w.holdsGitEntry)
            }
        }
        // Each walked folder's `root: true` folder and work tree, carried down (nil: left to the look-up).
        if configurations.currentDirectory == cwd {
            var carried: [(root: String?, workTree: String?)?] = []
            carried.reserveCapacity(walked.count)
            for w in walked {
                guard PathText.isASCII(w.folder), !DisplayPath.hasEscape(w.folder), !ConfigurationSet.hasParentStep(w.folder) else {
                    carried.append(nil)
                    continue
                }
                let parent = w.parent >= 0 ? carried[w.parent] : nil
                var folder: String?
                let root: String?
                if let parent, !w.holdsConfigurationFile { root = parent.root } else {
                    folder = absolute(w.folder)
                    root = ProjectContext.rootFolder(of: folder!, configurations: configurations)
                }
                let workTree: String?
                if w.holdsGitEntry {
                    workTree = folder ?? absolute(w.folder)
                } else if let parent {
                    workTree = parent.workTree
                } else {
                    // A path given without a `.git` entry: its listing says to look above it.
                    let f = folder ?? absolute(w.folder)
                    workTree = f == "/" ? nil : workTrees.workTree(containing: RepositoryPaths.parent(of: f))
                }
                carried.append((root, workTree))
                // Its files' folder as written: its path without one trailing `/` (`.` and `/` are left to the look-up,
                // as bare names and names at `/` both have no folder written). ASCII paths are equal as `String`s
                // exactly when their bytes are.
                if w.folder != ".", w.folder != "/" {
                    folders[w.folder.hasSuffix("/") ? String(w.folder.dropLast()) : w.folder, default: FolderAnswer()].carried = .some(root ?? workTree)
                }
            }
        }
        // The folder asked last and its answer: compared before hashing, as most files follow one of their folder.
        var last: (folder: String, project: String?)?
        func project(ofFile path: String) -> String? {
            if let last, ProjectContext.isFolder(last.folder, of: path) { return last.project }
            let written = PathText.lastSlash(path).map { PathText.prefix(path, upTo: $0) } ?? ""
            if let last, last.folder == written { return last.project }
            // One look-up of the folder, its entry made when new.
            let p = ProjectContext.settle(&folders[written, default: FolderAnswer()], of: path) {
                if !noted { noteListings() }
                return ProjectContext.project(containing: RepositoryPaths.parent(of: absolute(path)), configurations: configurations,
                                              workTrees: &workTrees)
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
            for root in rootSet where root == full || PathText.hasPrefix(root, full == "/" ? "/" : full + "/") { covered.insert(root) }
        }
        var found: [(path: String, root: String)] = []
        let expanded = rootSet.subtracting(covered).sorted()
        let lintedSet = expanded.isEmpty ? [] : Set(linted.map(absolute))
        for root in expanded {
            for file in FileDiscovery.discover([ProjectContext.relative(root, to: cwd)], filter: configurations).files
            where file.hasSuffix(".swift") || BuildSettingsLinter.isBuildSettingsFile(file) {
                let name = PathText.hasPrefix(file, "./") ? PathText.dropping(2, from: file) : file
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

    /// True when the path `path` is `folder`'s bytes, a `/` and a name without one, with ASCII on both sides of that
    /// slash (so it separates characters): then the part of `path` before its last `/` is `folder`. False when
    /// that cannot be told so (`folder` empty, or another path).
    static func isFolder(_ folder: String, of path: String) -> Bool {
        let slash = UInt8(ascii: "/")
        // (The bytes in place, without copying either string; none in place: not told.)
        let answer = path.utf8.withContiguousStorageIfAvailable { p in
            folder.utf8.withContiguousStorageIfAvailable { f in
                f.count > 0 && p.count > f.count + 1 && p[f.count] == slash && f[f.count - 1] < 0x80 && p[f.count + 1] < 0x80
                    && memcmp(p.baseAddress!, f.baseAddress!, f.count) == 0
                    && memchr(p.baseAddress! + f.count + 1, Int32(slash), p.count - f.count - 1) == nil
            }
        }
        return answer == true
    }

    /// What is known of a folder as its files' paths write it: the project carried down the walk (the answer the
    /// look-up would give a file whose last `/` is a byte with ASCII on both sides, so that what is written before it
    /// is its folder's path), and the project the first file asked for got (every later file of it gets the same).
    struct FolderAnswer {
        var carried: String?? = nil
        var asked: String?? = nil
    }

    /// The project of the file `path` of the folder `answer`: the one asked before, else the one carried when
    /// `path`'s last slash is plain, else `lookUp()`'s; kept as asked.
    static func settle(_ answer: inout FolderAnswer, of path: String, lookUp: () -> String?) -> String? {
        if let asked = answer.asked { return asked }
        let p: String?
        if let carried = answer.carried, hasPlainLastSlash(path) { p = carried } else { p = lookUp() }
        answer.asked = .some(p)
        return p
    }

    /// True when the last `/` byte of `path` has a byte on each side and both are ASCII: it is then a character of
    /// its own, the last `/` character (`lastSlash`), and what comes before it is the path's folder as written.
    static func hasPlainLastSlash(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { p in
            guard let b = p.lastIndex(of: UInt8(ascii: "/")) else { return false }
            return b > 0 && b + 1 < p.count && p[b - 1] < 0x80 && p[b + 1] < 0x80
        }
    }

    /// The folder of the configuration saying `root: true` at the top of the chain of the absolute, normalized
    /// folder `folder`, or nil (none, or an unusable chain).
    static func rootFolder(of folder: String, configurations: ConfigurationSet) -> String? {
        if let top = (try? configurations.configuration(forAbsoluteFolder: folder))?.chain.first, top.isRoot, top.path != nil {
            return top.directory
        }
        return nil
    }

    /// The project of `folder` (absolute, normalized; see the type's description), or nil.
    static func project(containing folder: String, configurations: ConfigurationSet) -> String? {
        var once = WorkTreeCache()
        return project(containing: folder, configurations: configurations, workTrees: &once)
    }

    /// `project(containing:configurations:)` with the work trees looked up through `workTrees`, which keeps
    /// them for the next folder of the run.
    static func project(containing folder: String, configurations: ConfigurationSet, workTrees: inout WorkTreeCache) -> String? {
        rootFolder(of: folder, configurations: configurations) ?? workTrees.workTree(containing: folder)
    }

    /// `path` (absolute) relative to `base` (absolute) when it is `base` or below it (`.` for `base`), else
    /// `..` steps when `base` is below `path`, else `path` itself.
    static func relative(_ path: String, to base: String) -> String {
        if path == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        if PathText.hasPrefix(path, prefix) { return PathText.dropping(prefix.utf8.count, from: path) }
        let up = path == "/" ? "/" : path + "/"
        if PathText.hasPrefix(base, up) {
            let steps = PathText.components(PathText.dropping(up.utf8.count, from: base)).count
            return Array(repeating: "..", count: steps).joined(separator: "/")
        }
        return path
    }
}
