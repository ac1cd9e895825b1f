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
        var rawName: [UInt8]
        var type: UInt8
        var inode: UInt64
        /// True when `rawName` is plain bytes (`isPlain`): its own display form, all ASCII.
        var isPlain: Bool

        /// The display form of the name (made when asked: a plain name's walk needs no `String` of it alone).
        var name: String { isPlain ? String(decoding: rawName, as: UTF8.self) : DisplayPath.display(rawName) }

        /// `isLintable(name)`, judged on the raw bytes when the name is plain (its own display form), else on
        /// the display form as a `String`.
        var isLintable: Bool {
            isPlain ? rawName.withUnsafeBytes { FileDiscovery.isLintable(plainName: $0) } : FileDiscovery.isLintable(name)
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
            let kept: Entry? = withUnsafeBytes(of: &ent.pointee.d_name) { (bytes: UnsafeRawBufferPointer) -> Entry? in
                let base = bytes.baseAddress!
                let length = memchr(base, 0, bytes.count).map { base.distance(to: UnsafeRawPointer($0)) } ?? bytes.count
                let name = UnsafeRawBufferPointer(rebasing: bytes[..<length])
                if named(name, configurationFileName) { listing.holdsConfigurationFile = true }
                if named(name, ".git") { listing.holdsGitEntry = true }
                let plain = isPlain(name)
                return mayMatter(name, type: type, plain: plain) ? Entry(rawName: Array(name), type: type, inode: inode, isPlain: plain) : nil
            }
            if let kept { listing.entries.append(kept) }
        }
        // By name bytes (`memcmp` compares them unsigned, as `lexicographicallyPrecedes` does; no name is empty).
        listing.entries.sort { a, b in
            a.rawName.withUnsafeBytes { x in
                b.rawName.withUnsafeBytes { y in
                    let order = memcmp(x.baseAddress!, y.baseAddress!, min(x.count, y.count))
                    return order != 0 ? order < 0 : x.count < y.count
                }
            }
        }
        return .success(listing)
    }

    /// The path bytes `prefix` (a folder's display path and a slash, or nothing) followed by the name bytes `name`,
    /// as a `String` (a display form when both are: the same as `String(prefix) + String(name)`).
    static func joined(_ prefix: [UInt8], _ name: [UInt8]) -> String {
        String(unsafeUninitializedCapacity: prefix.count + name.count) { out in
            let base = UnsafeMutableRawPointer(out.baseAddress!)
            prefix.withUnsafeBytes { if $0.count > 0 { memcpy(base, $0.baseAddress!, $0.count) } }
            name.withUnsafeBytes { if $0.count > 0 { memcpy(base + prefix.count, $0.baseAddress!, $0.count) } }
            return prefix.count + name.count
        }
    }

    /// True when the name bytes `name` are `whole`'s.
    private static func named(_ name: UnsafeRawBufferPointer, _ whole: StaticString) -> Bool {
        name.count == whole.utf8CodeUnitCount && memcmp(name.baseAddress!, whole.utf8Start, name.count) == 0
    }

    /// `Configuration.fileName`.
    static let configurationFileName: StaticString = ".duolint.yml"

    /// False when the walk would do nothing with the entry `name` (raw bytes) of type `type` (`d_type`): `.`
    /// and `..`; for a name of plain bytes (printable ASCII but `\` and `#`, whose display form is itself),
    /// a folder skipped by name (hidden or `skippedDirectories`), or a file of another type but a link or an
    /// unknown one whose name duolint does not lint (`isLintable`). Any other name is kept for the walk's own
    /// checks, which compare display forms as `String`s.
    static func mayMatter(_ name: UnsafeRawBufferPointer, type: UInt8) -> Bool {
        mayMatter(name, type: type, plain: isPlain(name))
    }

    /// `mayMatter(name, type:)` where `plain` is `isPlain(name)`.
    static func mayMatter(_ name: UnsafeRawBufferPointer, type: UInt8, plain: Bool) -> Bool {
        let dot = UInt8(ascii: ".")
        if name.count == 1 && name[0] == dot || name.count == 2 && name[0] == dot && name[1] == dot { return false }
        if type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN) || !plain { return true }
        if type == UInt8(DT_DIR) {
            return !(name.first == dot || skippedDirectoryBytes.contains {
                $0.count == name.count && memcmp($0, name.baseAddress!, name.count) == 0
            })
        }
        return isLintable(plainName: name)
    }

    /// True when `name` is plain bytes: printable ASCII but `\` (which starts `DisplayPath`'s escapes) and `#`
    /// (`PrintableText` escapes `##[`), so that its display form is itself.
    static func isPlain(_ name: UnsafeRawBufferPointer) -> Bool {
        var i = 0
        if let base = name.baseAddress {
            // Eight bytes at a time: `v` has a zero byte exactly when `(v - 0x01…) & ~v & 0x80…` is not zero, and
            // (no byte being 0x80 or above) a byte below 0x20 exactly when `(x - 0x20…) & ~x & 0x80…` is not.
            let high: UInt64 = 0x8080_8080_8080_8080, ones: UInt64 = 0x0101_0101_0101_0101
            func holdsZero(_ v: UInt64) -> Bool { (v &- ones) & ~v & high != 0 }
            while i + 8 <= name.count {
                let x = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if x & high != 0 || (x &- 0x20 &* ones) & ~x & high != 0 || holdsZero(x ^ (0x7F &* ones))
                    || holdsZero(x ^ (UInt64(UInt8(ascii: "\\")) &* ones)) || holdsZero(x ^ (UInt64(UInt8(ascii: "#")) &* ones)) {
                    return false
                }
                i += 8
            }
        }
        while i < name.count {
            let b = name[i]
            if b < 0x20 || b > 0x7E || b == UInt8(ascii: "\\") || b == UInt8(ascii: "#") { return false }
            i += 1
        }
        return true
    }

    /// `skippedDirectories` as bytes.
    private static let skippedDirectoryBytes = skippedDirectories.map { Array($0.utf8) }

    /// `isLintable(_:)` for a name of plain ASCII bytes (see `mayMatter`), without making a `String`: for such
    /// names Swift's character comparison is a byte comparison.
    static func isLintable(plainName name: UnsafeRawBufferPointer) -> Bool {
        func endsWith(_ suffix: StaticString) -> Bool {
            let n = suffix.utf8CodeUnitCount
            return name.count >= n && memcmp(name.baseAddress! + (name.count - n), suffix.utf8Start, n) == 0
        }
        func equals(_ whole: StaticString) -> Bool {
            name.count == whole.utf8CodeUnitCount && memcmp(name.baseAddress!, whole.utf8Start, name.count) == 0
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
