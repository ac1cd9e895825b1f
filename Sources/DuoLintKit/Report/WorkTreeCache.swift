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
    private var known: [[UInt8]: String?] = [:]

    /// The top of the git work tree holding `folder` (absolute, normalized), as
    /// `RepositoryPaths.workTree(containing:)` gives it; nil when there is none.
    mutating func workTree(containing folder: String) -> String? {
        var walked: [String] = []
        var dir = folder
        var answer: String?
        while true {
            if let found = known[Array(dir.utf8)] { answer = found; break }
            walked.append(dir)
            var st = stat()
            if lstat(dir == "/" ? "/.git" : dir + "/.git", &st) == 0 { answer = dir; break }
            if dir == "/" { answer = nil; break }
            dir = RepositoryPaths.parent(of: dir)
        }
        for w in walked { known[Array(w.utf8)] = .some(answer) }
        return answer
    }
}
