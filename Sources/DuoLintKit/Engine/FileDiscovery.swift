import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the files to lint under the paths given on the command line.
///
/// Directories are walked in sorted (byte-wise) order; `.build`, `.git`,
/// `DerivedData`, `Pods`, `Carthage`, `.swiftpm` and hidden directories are
/// skipped; a directory reached again (the same device and inode, which also
/// stops symbolic-link loops) is skipped, and so is a file reached again through
/// a symbolic link or from a second path given (compared by device and inode), and directories reached
/// through a link are walked last so files keep their real names. A file given
/// explicitly must be a `.swift` file or a screen spec.
///
/// The walk uses `opendir`/`readdir` and the entry types they report, so a
/// regular file costs no system call of its own (links and file systems that
/// do not report types cost one `stat`), and a folder costs its listing: its identity
/// comes from `fstat` of the descriptor that lists it (a mount point's is the mounted file system's), and
/// whether it holds a `.duolint.yml` from its entries (`PathFiltering.allowsDirectory(_:holdsConfigurationFile:)`).
///
/// Paths, given and found, are display forms (`DisplayPath`): a name that is not valid UTF-8 is linted and
/// reported with its bytes escaped (`a\xFF.swift`), and is decoded back to its bytes for every system call.
///
/// Nothing is left out silently but what is skipped by name or by the filter, and dangling links:
/// - a directory that cannot be listed or looked at (too long a path, no permission) is an input error
///   with the reason (`cannot read directory: File name too long`), and so is an entry of unknown kind
///   (a link, or a file system that reports no types) that cannot be looked at for a reason other than
///   a missing target or a loop (`cannot read: Permission denied`);
/// - a symbolic link loop is an input error (`symbolic link loop`) when given, or found with a name duolint
///   lints; a loop with another name holds nothing to lint and is skipped;
/// - a dangling link (its target does not exist: typically a link to a build product not built yet) is
///   skipped when found, and `no such file or directory` when given.
///
/// A symbolic link found in a walk is followed only when its target (its `realpath`) lies inside one of the
/// folders given (each resolved with `realpath` too), so a pull request's links cannot read files beside the
/// repository into a CI log, nor walk the whole file system (`x -> /`). A link leading out of every folder given
/// is not followed:
/// - with a name duolint lints (`C.duo.yml -> ../cred`), to a file or anything else but a folder, it is an input
///   error naming the link and nothing of its target (`symbolic link to a file outside the folders being linted;
///   not followed (name it on the command line to lint it)`), so the file left unlinted is said;
/// - to a folder, or with another name, it is skipped without a word, as a folder duolint does not walk into.
/// A link inside the tree (a monorepo's shared folder) is followed as before, its files linted once under their
/// real names. Paths given on the command line are followed wherever they lead (the user named them), and so
/// are links inside a folder reached through such a path, when their targets lie inside it.
public struct FileDiscovery {
    /// Directory names never descended into.
    public static let skippedDirectories: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm"]

    /// True for the paths duolint lints, by their last component (after the last `/` byte): `*.swift`, screen specs
    /// (`*.duo.yml`, `*.duo.yaml`), Info.plists (`Info.plist`, `*-Info.plist`) and build settings (`*.xcconfig`,
    /// `project.pbxproj`).
    public static func isLintable(path: String) -> Bool { isLintable(PathText.lastComponent(path)) }

    /// True for the file names duolint lints (`name` is a name, not a path): see `isLintable(path:)`.
    public static func isLintable(_ name: String) -> Bool {
        name.hasSuffix(".swift") || SpecLinter.isSpec(name) || InfoPlistReader.isInfoPlist(name)
            || name.hasSuffix(".xcconfig") || name == "project.pbxproj"
    }

    /// The names `isLintable` accepts, as messages list them (a file named on the command line, `duolint config`).
    static let lintedNames = ".swift, .duo.yml, .duo.yaml, Info.plist, NAME-Info.plist, .xcconfig, project.pbxproj"

    /// The message for a link with a lintable name whose target lies outside every folder walked.
    static let outsideLinkMessage = "symbolic link to a file outside the folders being linted; not followed "
        + "(name it on the command line to lint it)"

    /// The input error for a path whose `stat` failed with `failure`, named on the command line or (`found`)
    /// met in a walk with a `lintable` name, or nil when it is skipped (see the type's description).
    private static func statError(_ path: String, _ failure: SystemError?, found: Bool, lintable: Bool) -> InputError? {
        switch failure?.code {
        case ENOENT?, ENOTDIR?:
            return found ? nil : InputError(path: path, message: "no such file or directory")
        case ELOOP?:
            return found && !lintable ? nil : InputError(path: path, message: "symbolic link loop")
        default:
            return InputError(path: path, message: "cannot read: \((failure ?? SystemError(code: EIO)).text)")
        }
    }

    /// The files under `paths` (display forms, in the order given; each directory sorted), and an input error
    /// for each path that does not exist or cannot be read. Paths are reported as given (`Samples/App/X.swift`,
    /// not absolute), the names found in display form.
    /// With a `filter` (a configuration's `included`/`excluded`, or a `ConfigurationSet` asking each path's own
    /// chain of configurations), folders it refuses are not walked into and files it refuses, named or found,
    /// are left out silently.
    /// `walked` is told each folder the walk goes into (its display path) and whether its listing has a `.git`
    /// entry, so the project look-ups after discovery need not ask the file system again (`WorkTreeCache`).
    public static func discover(_ paths: [String], filter: (any PathFiltering)? = nil,
                                walked: (_ folder: String, _ holdsGitEntry: Bool) -> Void = { _, _ in }) -> (files: [String], errors: [InputError]) {
        discover(paths, filter: filter, walkedFolders: { walked($0.folder, $0.holdsGitEntry) })
    }

    /// A folder a walk went into, as `discover(_:filter:walkedFolders:)` tells it.
    struct WalkedFolder {
        /// The folder's display path.
        var folder: String
        /// True when its listing has a `.git` entry (of any type).
        var holdsGitEntry: Bool
        /// True when its listing has a `.duolint.yml` entry (of any type).
        var holdsConfigurationFile: Bool
        /// The index, in the order folders are told, of the folder whose listing named this one (its path is that
        /// folder's, a slash and a name); -1 for a path given.
        var parent: Int
    }

    /// `discover(_:filter:walked:)`, telling `walkedFolders` each folder the walk goes into with what its listing
    /// showed and the folder whose listing named it.
    static func discover(_ paths: [String], filter: (any PathFiltering)?,
                         walkedFolders: (WalkedFolder) -> Void) -> (files: [String], errors: [InputError]) {
        var errors = DiscoveryErrors()
        /// How many folders were told to `walkedFolders`.
        var walkedCount = 0
        /// Files found, with their identity and whether they were reached by a link.
        var candidates: [(path: String, id: FileID, isLink: Bool)] = []
        /// Directories walked so far.
        var visited = Set<FileID>()
        /// The real paths of the folders given, resolved when the first link is met (most walks meet none).
        var roots: [RealPath]?
        /// True when the link `child` leads outside every folder given (or cannot be resolved).
        func leadsOutside(_ child: String) -> Bool {
            if roots == nil {
                roots = paths.filter { $0 != "-" && status($0).kind == .directory }.compactMap { RealPath($0) }
            }
            guard let target = RealPath(child) else { return true }
            return !roots!.contains { target.isInside($0) }
        }
        for path in paths {
            if path == "-" {
                errors.append(InputError(path: path, message: "reading standard input is not supported; give file or directory paths"))
                continue
            }
            let top = status(path)
            let name = PathText.lastComponent(path)
            switch top.kind {
            case .missing:
                if let error = statError(path, top.failure, found: false, lintable: isLintable(name)) { errors.append(error) }
                continue
            case .regular, .other:
                guard isLintable(name) else {
                    errors.append(InputError(path: path, message: "not a file duolint lints (\(lintedNames))"))
                    continue
                }
                guard top.kind == .regular else {
                    errors.append(InputError(path: path, message: "not a regular file (a FIFO or device is not read)"))
                    continue
                }
                if let filter, !filter.allowsFile(path) { continue }
                candidates.append((path, top.id, false))
                continue
            case .directory:
                break // asked of the filter when listed (below)
            }
            // Iterative, sorted walk with an explicit stack (deep trees do not recurse). Directories reached
            // through a link wait until the real tree is walked, so files keep their real names.
            var stack = [PendingFolder(path: path, id: top.id, filtered: false, place: -1, parent: -1)]
            var linked: [PendingFolder] = []
            var nextLinked = 0
            while true {
                let dir: PendingFolder
                if let d = stack.popLast() { dir = d } else if nextLinked < linked.count {
                    dir = linked[nextLinked]; nextLinked += 1
                } else { break }
                // A folder already walked is skipped; the filter is asked of every folder the walk meets, as
                // its answers may hold errors of the configurations it reads.
                if let id = dir.id, visited.contains(id) {
                    if !dir.filtered { _ = filter?.allowsDirectory(dir.path) }
                    continue
                }
                let listing: Listing
                switch FileDiscovery.listing(of: dir.path) {
                case .success(let l): listing = l
                case .failure(let code):
                    if !dir.filtered, let filter, !filter.allowsDirectory(dir.path) { continue }
                    guard let id = dir.id ?? looked(at: dir, &errors), visited.insert(id).inserted else { continue }
                    errors.append(InputError(path: dir.path, message: "cannot read directory: \(code.text)"))
                    continue
                }
                if dir.id == nil, visited.contains(listing.id) {
                    if !dir.filtered { _ = filter?.allowsDirectory(dir.path, holdsConfigurationFile: listing.holdsConfigurationFile) }
                    continue
                }
                if !dir.filtered, let filter,
                   !filter.allowsDirectory(dir.path, holdsConfigurationFile: listing.holdsConfigurationFile) { continue }
                let dirID = dir.id ?? listing.id
                visited.insert(dirID)
                walkedFolders(WalkedFolder(folder: dir.path, holdsGitEntry: listing.holdsGitEntry,
                                           holdsConfigurationFile: listing.holdsConfigurationFile, parent: dir.parent))
                let walkedIndex = walkedCount
                walkedCount += 1
                // When the filter lets every file of this folder be linted, its files with plain names are not asked
                // one by one (in an ASCII folder, the folder such a file's path names is this one).
                let everyFile = filter.map { PathText.isASCII(dir.path) && $0.allowsEveryFile(inFolder: dir.path) } ?? true
                var subdirs: [PendingFolder] = []
                // An entry's path: its name alone in `.`, else after the folder's path and one slash.
                let prefix = dir.path == "." ? "" : (dir.path.hasSuffix("/") ? dir.path : dir.path + "/")
                let prefixBytes = Array(prefix.utf8)
                for entry in listing.entries {
                    // The name's own `String` is made only when a check needs it (a plain name's path is made from bytes).
                    lazy var name = entry.name
                    let child = entry.isPlain ? joined(prefixBytes, entry.rawName) : (prefix.isEmpty ? name : prefix + name)
                    var kind: EntryKind
                    var id = FileID(device: dirID.device, inode: entry.inode)
                    var isLink = entry.type == UInt8(DT_LNK)
                    // A file system that reports no types: `lstat` tells a link from what it would be.
                    var unlinked: (kind: EntryKind, id: FileID)?
                    if entry.type == UInt8(DT_UNKNOWN) {
                        unlinked = unlinkedStatus(child)
                        isLink = unlinked == nil
                    }
                    switch entry.type {
                    case UInt8(DT_REG): kind = .regular
                    case UInt8(DT_DIR): kind = .directory
                    case UInt8(DT_UNKNOWN) where unlinked != nil: (kind, id) = unlinked!
                    case UInt8(DT_LNK), UInt8(DT_UNKNOWN):
                        let s = status(child)
                        (kind, id) = (s.kind, s.id)
                        // An entry that cannot be looked at: named unless dangling (or a loop that holds nothing
                        // duolint lints), or skipped whatever it is (by name or by the filter, as a folder and as
                        // a file); never dropped silently.
                        let lintable = isLintable(name)
                        if kind == .missing, let error = statError(child, s.failure, found: true, lintable: lintable) {
                            let skippedAsFolder = name.hasPrefix(".") || skippedDirectories.contains(name)
                                || filter.map { !$0.allowsDirectory(child) } == true
                            let skippedAsFile = !lintable || filter.map { !$0.allowsFile(child) } == true
                            if !(skippedAsFolder && skippedAsFile) { errors.append(error) }
                        }
                    default: kind = .other
                    }
                    if kind == .directory {
                        // (A plain name listed as a folder was checked by the listing: `mayMatter`.)
                        if !(entry.type == UInt8(DT_DIR) && entry.isPlain), name.hasPrefix(".") || skippedDirectories.contains(name) {
                            continue
                        }
                        // A directory's device may differ from its parent's (a mount point): its identity comes
                        // from `fstat` of the descriptor that lists it, when its turn comes, and so does the
                        // filter's answer (which the listing spares a look-up). A directory that cannot be listed
                        // nor looked at (its path longer than PATH_MAX) is said here, where the walk met it.
                        if entry.type == UInt8(DT_DIR) {
                            subdirs.append(PendingFolder(path: child, id: nil, filtered: false, place: errors.reserve(), parent: walkedIndex))
                            continue
                        }
                        if let filter, !filter.allowsDirectory(child) { continue }
                        // A link to a folder out of the tree (a sibling, `/`): not walked, like a skipped folder.
                        if isLink && leadsOutside(child) { continue }
                        let pending = PendingFolder(path: child, id: id, filtered: true, place: -1, parent: walkedIndex)
                        if isLink { linked.append(pending) } else { subdirs.append(pending) }
                    } else if kind != .missing && entry.isLintable {
                        // A link to a file out of the tree is not read (its content could reach the log): said.
                        if isLink && leadsOutside(child) {
                            if filter.map({ $0.allowsFile(child) }) != false {
                                errors.append(InputError(path: child, message: outsideLinkMessage))
                            }
                            continue
                        }
                        // A FIFO or device is reported, never read (it may never end).
                        guard kind == .regular else {
                            errors.append(InputError(path: child, message: "not a regular file (a FIFO or device is not read)"))
                            continue
                        }
                        if !(everyFile && entry.isPlain), let filter, !filter.allowsFile(child) { continue }
                        candidates.append((child, id, isLink))
                    }
                }
                // Files of a directory come before its subdirectories' files; subdirectories in sorted order.
                stack.append(contentsOf: subdirs.reversed())
            }
        }
        // `readdir`'s inode can differ from `stat`'s on some file systems (overlays): when a link to a file was
        // followed, take every file's identity from `stat`, so the link and its target compare equal.
        if candidates.contains(where: \.isLink) {
            for i in candidates.indices where !candidates[i].isLink {
                let s = status(candidates[i].path)
                if s.kind == .regular { candidates[i].id = s.id }
            }
        }
        // A file can be reached twice only through a link to a file or from two paths given (directories are
        // walked once each): otherwise skip the bookkeeping, which would grow with the number of files.
        if paths.count < 2 && !candidates.contains(where: \.isLink) { return (candidates.map(\.path), errors.inOrder) }
        // One entry per file: the first reached without a link, else the first.
        var chosen: [FileID: Int] = [:]
        for (i, c) in candidates.enumerated() {
            if let j = chosen[c.id] {
                if candidates[j].isLink && !c.isLink { chosen[c.id] = i }
            } else {
                chosen[c.id] = i
            }
        }
        let files = candidates.indices.filter { chosen[candidates[$0].id] == $0 }.map { candidates[$0].path }
        return (files, errors.inOrder)
    }

    /// A folder the walk waits to list: its identity when known (a folder given or reached through a link, from
    /// `stat`), whether the filter already let it in, and the place of the error said when it cannot be listed
    /// nor looked at (where the walk met it; -1 for a folder looked at there), and the index of the walked folder
    /// whose listing named it (-1 for a path given; `WalkedFolder.parent`).
    private struct PendingFolder {
        var path: String
        var id: FileID?
        var filtered: Bool
        var place: Int
        var parent: Int
    }

    /// The identity of the folder `dir`, met in a listing and not listable, from `stat` of its path; nil, with
    /// the error said at its place in `errors`, when it cannot be looked at either.
    private static func looked(at dir: PendingFolder, _ errors: inout DiscoveryErrors) -> FileID? {
        let s = status(dir.path)
        guard s.kind == .directory else {
            let reason = (s.failure ?? SystemError(code: ENOTDIR)).text
            errors.say(InputError(path: dir.path, message: "cannot read directory: \(reason)"), at: dir.place)
            return nil
        }
        return s.id
    }
}
