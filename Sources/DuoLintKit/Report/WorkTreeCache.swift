#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `RepositoryPaths.workTree(containing:)` for many folders of one run: each folder's answer is kept, and a walk
/// up stops at the first folder already answered, so a tree of folders costs one `lstat` per folder instead of
/// one per folder and level. The file system is read as it is when asked; a run asks within moments.
struct WorkTreeCache {
    /// Answers so far, by folder (absolute, normalized) as bytes: the work tree, or nil for none. Not by `String`,
    /// whose equality makes the two Unicode spellings of `café` one folder where the file system has two.
    private var known: [FolderKey: String?] = [:]
    /// Folders whose listing had no `.git` entry (`noteListing`): their own `lstat` is spared.
    private var withoutGitEntry = Set<FolderKey>()

    /// A folder's path bytes as a key, hashed in one pass (an array of bytes is hashed byte by byte).
    private struct FolderKey: Hashable {
        var bytes: [UInt8]
        init(_ folder: String) { bytes = Array(folder.utf8) }
        func hash(into hasher: inout Hasher) { bytes.withUnsafeBytes { hasher.combine(bytes: $0) } }
    }

    /// The top of the git work tree holding `folder` (absolute, normalized), as
    /// `RepositoryPaths.workTree(containing:)` gives it; nil when there is none.
    mutating func workTree(containing folder: String) -> String? {
        var walked: [String] = []
        var dir = folder
        var answer: String?
        while true {
            let key = FolderKey(dir)
            if let found = known[key] { answer = found; break }
            walked.append(dir)
            var st = stat()
            if !withoutGitEntry.contains(key), lstat(dir == "/" ? "/.git" : dir + "/.git", &st) == 0 { answer = dir; break }
            if dir == "/" { answer = nil; break }
            dir = RepositoryPaths.parent(of: dir)
        }
        for w in walked { known[FolderKey(w)] = .some(answer) }
        return answer
    }

    /// Notes what a listing of `folder` (absolute, normalized) just showed: with a `.git` entry it is the top of its
    /// work tree (as `lstat` of `folder/.git` would say), without one the walk up goes on to its parent without
    /// asking. A discovery walk lists every folder it goes into (`FileDiscovery.discover`'s `walked`), so a run
    /// that asks for the projects of its files after it makes no `lstat` of its own for those folders.
    mutating func noteListing(of folder: String, holdsGitEntry: Bool) {
        if holdsGitEntry { known[FolderKey(folder)] = .some(folder) } else { withoutGitEntry.insert(FolderKey(folder)) }
    }
}
