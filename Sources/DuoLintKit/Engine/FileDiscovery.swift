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
/// do not report types cost one `stat`).
public struct FileDiscovery {
    /// Directory names never descended into.
    public static let skippedDirectories: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm"]

    /// True for the names duolint lints: `*.swift`, screen specs (`*.duo.yml`, `*.duo.yaml`) and Info.plists
    /// (`Info.plist`, `*-Info.plist`).
    public static func isLintable(_ name: String) -> Bool {
        name.hasSuffix(".swift") || SpecLinter.isSpec(name) || InfoPlistReader.isInfoPlist(name)
    }

    /// The identity of a file system object: device and inode.
    private struct FileID: Hashable { var device: UInt64; var inode: UInt64 }

    /// The kind of a directory entry, links followed.
    private enum EntryKind { case regular, directory, other, missing }

    /// `stat` of `path` (links followed): kind and identity.
    private static func status(_ path: String) -> (kind: EntryKind, id: FileID) {
        var st = stat()
        guard stat(path, &st) == 0 else { return (.missing, FileID(device: 0, inode: 0)) }
        let id = FileID(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
        switch st.st_mode & S_IFMT {
        case S_IFREG: return (.regular, id)
        case S_IFDIR: return (.directory, id)
        default: return (.other, id)
        }
    }

    /// One entry of a directory as `readdir` reports it.
    private struct Entry {
        var name: String?
        var rawName: [UInt8]
        var type: UInt8
        var inode: UInt64
    }

    /// The entries of `dir` but `.` and `..`, sorted by name bytes, or the `errno` of the failed `opendir`.
    private static func entries(of dir: String) -> Result<[Entry], SystemError> {
        guard let handle = opendir(dir) else { return .failure(.current) }
        defer { closedir(handle) }
        var list: [Entry] = []
        while let ent = readdir(handle) {
            let raw: [UInt8] = withUnsafeBytes(of: &ent.pointee.d_name) { bytes in
                Array(bytes.prefix(while: { $0 != 0 }))
            }
            if raw == [0x2E] || raw == [0x2E, 0x2E] { continue }
            list.append(Entry(name: String(validating: raw, as: UTF8.self), rawName: raw,
                              type: UInt8(ent.pointee.d_type), inode: UInt64(ent.pointee.d_ino)))
        }
        list.sort { $0.rawName.lexicographicallyPrecedes($1.rawName) }
        return .success(list)
    }

    /// The files under `paths` (in the order given; each directory sorted), and an input error for each
    /// path that does not exist. Paths are reported as given (`Samples/App/X.swift`, not absolute).
    /// With a `filter` (the configuration's `included`/`excluded`), folders it refuses are not walked into
    /// and files it refuses, named or found, are left out silently.
    public static func discover(_ paths: [String], filter: PathFilter? = nil) -> (files: [String], errors: [InputError]) {
        var errors: [InputError] = []
        /// Files found, with their identity and whether they were reached by a link.
        var candidates: [(path: String, id: FileID, isLink: Bool)] = []
        /// Directories walked so far.
        var visited = Set<FileID>()
        for path in paths {
            if path == "-" {
                errors.append(InputError(path: path, message: "reading standard input is not supported; give file or directory paths"))
                continue
            }
            let top = status(path)
            switch top.kind {
            case .missing:
                errors.append(InputError(path: path, message: "no such file or directory"))
                continue
            case .regular, .other:
                let name = path.split(separator: "/").last.map(String.init) ?? path
                guard isLintable(name) else {
                    errors.append(InputError(path: path, message: "not a file duolint lints (.swift, .duo.yml, .duo.yaml, Info.plist)"))
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
                if let filter, !filter.allowsDirectory(path) { continue }
            }
            // Iterative, sorted walk with an explicit stack (deep trees do not recurse). Directories reached
            // through a link wait until the real tree is walked, so files keep their real names.
            var stack: [(path: String, id: FileID)] = [(path, top.id)]
            var linked: [(path: String, id: FileID)] = []
            var nextLinked = 0
            while true {
                let dir: (path: String, id: FileID)
                if let d = stack.popLast() { dir = d } else if nextLinked < linked.count {
                    dir = linked[nextLinked]; nextLinked += 1
                } else { break }
                guard visited.insert(dir.id).inserted else { continue }
                let list: [Entry]
                switch entries(of: dir.path) {
                case .success(let l): list = l
                case .failure(let code):
                    errors.append(InputError(path: dir.path, message: "cannot read directory: \(code.text)"))
                    continue
                }
                var subdirs: [(path: String, id: FileID)] = []
                for entry in list {
                    let name = entry.name ?? String(decoding: entry.rawName, as: UTF8.self)
                    let child = dir.path == "." ? name : (dir.path.hasSuffix("/") ? dir.path + name : dir.path + "/" + name)
                    guard entry.name != nil else {
                        // A name that is not valid UTF-8 cannot be reported or opened faithfully: a lintable one is
                        // an input error, so no file dodges the linter silently; any other is ignored.
                        if isLintable(name) {
                            errors.append(InputError(path: child, message: "cannot open this directory entry (is its name valid UTF-8?); not linted"))
                        }
                        continue
                    }
                    var kind: EntryKind
                    var id = FileID(device: dir.id.device, inode: entry.inode)
                    let isLink = entry.type == UInt8(DT_LNK)
                    switch entry.type {
                    case UInt8(DT_REG): kind = .regular
                    case UInt8(DT_DIR): kind = .directory
                    case UInt8(DT_LNK), UInt8(DT_UNKNOWN):
                        (kind, id) = status(child)
                    default: kind = .other
                    }
                    if kind == .directory {
                        if name.hasPrefix(".") || skippedDirectories.contains(name) { continue }
                        if let filter, !filter.allowsDirectory(child) { continue }
                        // A directory's device may differ from its parent's (a mount point): ask.
                        if entry.type == UInt8(DT_DIR) { id = status(child).id }
                        if isLink { linked.append((child, id)) } else { subdirs.append((child, id)) }
                    } else if kind != .missing && isLintable(name) {
                        // A dangling link is skipped; a FIFO or device is reported, never read (it may never end).
                        guard kind == .regular else {
                            errors.append(InputError(path: child, message: "not a regular file (a FIFO or device is not read)"))
                            continue
                        }
                        if let filter, !filter.allowsFile(child) { continue }
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
        if paths.count < 2 && !candidates.contains(where: \.isLink) { return (candidates.map(\.path), errors) }
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
        return (files, errors)
    }
}
