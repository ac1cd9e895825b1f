#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileDiscovery {
    /// The identity of a file system object: device and inode.
    struct FileID: Hashable { var device: UInt64; var inode: UInt64 }

    /// The kind of a directory entry, links followed.
    enum EntryKind { case regular, directory, other, missing }

    /// One entry of a directory as `readdir` reports it.
    struct Entry {
        /// The display form of the name.
        var name: String
        var rawName: [UInt8]
        var type: UInt8
        var inode: UInt64

        /// `isLintable(name)`, judged on the raw bytes when the name is plain (its own display form), else on
        /// the display form as a `String`.
        var isLintable: Bool {
            rawName.withUnsafeBytes { FileDiscovery.isPlain($0) ? FileDiscovery.isLintable(plainName: $0) : FileDiscovery.isLintable(name) }
        }
    }

    /// A directory as `listing(of:)` read it.
    struct Listing {
        /// The directory's identity, from `fstat` of the descriptor that listed it (so a mount point has the
        /// mounted file system's device and inode, as `stat` of its path gives).
        var id: FileID
        /// The entries the walk may act on, sorted by name bytes: every entry but `.`, `..` and those whose
        /// name and type alone say the walk would pass them by (a regular file or a FIFO whose name duolint
        /// does not lint, a folder skipped by name; see `mayMatter`).
        var entries: [Entry]
        /// True when the directory has an entry named `.duolint.yml` (of any type).
        var holdsConfigurationFile: Bool
        /// True when the directory has an entry named `.git` (of any type: a submodule's is a file), so it is the top
        /// of a git work tree (`WorkTreeCache`).
        var holdsGitEntry = false
    }

    /// The directory at the display path `dir` listed (`opendir`, `fstat` of its descriptor, `readdir`), or the
    /// `errno` of the failed `opendir` (or `fstat`).
    static func listing(of dir: String) -> Result<Listing, SystemError> {
        guard let handle = DisplayPath.withFileSystemPath(dir, { opendir($0) }) else { return .failure(.current) }
        defer { closedir(handle) }
        var st = stat()
        guard fstat(dirfd(handle), &st) == 0 else { return .failure(.current) }
        var listing = Listing(id: FileID(device: UInt64(st.st_dev), inode: UInt64(st.st_ino)), entries: [], holdsConfigurationFile: false)
        while let ent = readdir(handle) {
            let type = UInt8(ent.pointee.d_type)
            let inode = UInt64(ent.pointee.d_ino)
            let kept: [UInt8]? = withUnsafeBytes(of: &ent.pointee.d_name) { bytes in
                let length = bytes.firstIndex(of: 0) ?? bytes.count
                let name = UnsafeRawBufferPointer(rebasing: bytes[..<length])
                if name.elementsEqual(configurationFileName) { listing.holdsConfigurationFile = true }
                if name.elementsEqual(gitEntryName) { listing.holdsGitEntry = true }
                return mayMatter(name, type: type) ? Array(name) : nil
            }
            guard let raw = kept else { continue }
            // A plain name is its own display form.
            let name = raw.withUnsafeBytes { isPlain($0) } ? String(decoding: raw, as: UTF8.self) : DisplayPath.display(raw)
            listing.entries.append(Entry(name: name, rawName: raw, type: type, inode: inode))
        }
        listing.entries.sort { $0.rawName.lexicographicallyPrecedes($1.rawName) }
        return .success(listing)
    }

    /// `.duolint.yml` as bytes.
    private static let configurationFileName = Array(Configuration.fileName.utf8)
    /// `.git` as bytes.
    private static let gitEntryName = Array(".git".utf8)

    /// False when the walk would do nothing with the entry `name` (raw bytes) of type `type` (`d_type`): `.`
    /// and `..`; for a name of plain bytes (printable ASCII but `\` and `#`, whose display form is itself),
    /// a folder skipped by name (hidden or `skippedDirectories`), or a file of another type but a link or an
    /// unknown one whose name duolint does not lint (`isLintable`). Any other name is kept for the walk's own
    /// checks, which compare display forms as `String`s.
    static func mayMatter(_ name: UnsafeRawBufferPointer, type: UInt8) -> Bool {
        let dot = UInt8(ascii: ".")
        if name.count == 1 && name[0] == dot || name.count == 2 && name[0] == dot && name[1] == dot { return false }
        if type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN) || !isPlain(name) { return true }
        if type == UInt8(DT_DIR) {
            return !(name.first == dot || skippedDirectoryBytes.contains { name.elementsEqual($0) })
        }
        return isLintable(plainName: name)
    }

    /// True when `name` is plain bytes: printable ASCII but `\` (which starts `DisplayPath`'s escapes) and `#`
    /// (`PrintableText` escapes `##[`), so that its display form is itself.
    static func isPlain(_ name: UnsafeRawBufferPointer) -> Bool {
        for b in name where b < 0x20 || b > 0x7E || b == UInt8(ascii: "\\") || b == UInt8(ascii: "#") { return false }
        return true
    }

    /// `skippedDirectories` as bytes.
    private static let skippedDirectoryBytes = skippedDirectories.map { Array($0.utf8) }

    /// `isLintable(_:)` for a name of plain ASCII bytes (see `mayMatter`), without making a `String`: for such
    /// names Swift's character comparison is a byte comparison.
    static func isLintable(plainName name: UnsafeRawBufferPointer) -> Bool {
        func endsWith(_ suffix: StaticString) -> Bool {
            let s = UnsafeRawBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
            return name.count >= s.count && UnsafeRawBufferPointer(rebasing: name[(name.count - s.count)...]).elementsEqual(s)
        }
        func equals(_ whole: StaticString) -> Bool {
            name.elementsEqual(UnsafeRawBufferPointer(start: whole.utf8Start, count: whole.utf8CodeUnitCount))
        }
        switch name.last {
        case UInt8(ascii: "t")?: return endsWith(".swift") || endsWith("-Info.plist") || equals("Info.plist")
        case UInt8(ascii: "l")?: return endsWith(".duo.yml") || endsWith(".duo.yaml")
        case UInt8(ascii: "g")?: return endsWith(".xcconfig")
        case UInt8(ascii: "j")?: return equals("project.pbxproj")
        default: return false
        }
    }

    /// `stat` of the display path `path` (links followed): kind and identity, and the `errno` when it failed
    /// (kind `.missing`).
    static func status(_ path: String) -> (kind: EntryKind, id: FileID, failure: SystemError?) {
        var st = stat()
        guard DisplayPath.withFileSystemPath(path, { stat($0, &st) }) == 0 else {
            return (.missing, FileID(device: 0, inode: 0), .current)
        }
        let id = FileID(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
        switch st.st_mode & S_IFMT {
        case S_IFREG: return (.regular, id, nil)
        case S_IFDIR: return (.directory, id, nil)
        default: return (.other, id, nil)
        }
    }

    /// The kind and identity of the display path `path` when it is not a symbolic link (`lstat`), or nil when it
    /// is one or cannot be looked at (then `status` tells what it leads to, or why it cannot be looked at).
    static func unlinkedStatus(_ path: String) -> (kind: EntryKind, id: FileID)? {
        var st = stat()
        guard DisplayPath.withFileSystemPath(path, { lstat($0, &st) }) == 0, st.st_mode & S_IFMT != S_IFLNK else { return nil }
        let id = FileID(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
        switch st.st_mode & S_IFMT {
        case S_IFREG: return (.regular, id)
        case S_IFDIR: return (.directory, id)
        default: return (.other, id)
        }
    }
}

/// The input errors of a walk in the order the walk meets them, where an error can be said later than the place
/// it belongs at (a folder looked at only when its turn comes): that place is reserved when the walk passes it.
struct DiscoveryErrors {
    private var said: [(place: Int, error: InputError)] = []
    private var next = 0
    private var late = false

    /// Says `error` here.
    mutating func append(_ error: InputError) {
        said.append((next, error))
        next += 1
    }

    /// Reserves the place here, for `say(_:at:)`.
    mutating func reserve() -> Int {
        next += 1
        return next - 1
    }

    /// Says `error` at the place `place` reserved earlier.
    mutating func say(_ error: InputError, at place: Int) {
        said.append((place, error))
        late = true
    }

    /// The errors, in order of their places.
    var inOrder: [InputError] {
        late ? said.sorted { $0.place < $1.place }.map(\.error) : said.map(\.error)
    }
}
