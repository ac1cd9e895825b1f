import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Maps each path of a run to its effective configuration: the `.duolint.yml` files at or above its folder,
/// merged (`EffectiveConfiguration`), or the one configuration given with `--config` for every path.
///
/// Each folder is looked at once per run (one `lstat` of its `.duolint.yml`; the file read at most once) and
/// its result kept, so 10,000 files in 1,000 folders cost 1,000 look-ups plus one per ancestor folder. A folder
/// discovery has just listed without such an entry costs no `lstat` (`allowsDirectory(_:holdsConfigurationFile:)`),
/// when its path names the folder the look-up would (the set's current directory is the process's, and the path
/// has no `..`, which could follow a link where the lexical look-up does not). Lookup
/// goes from a folder up to `/` (lexically: `sub/..` is the folder holding `sub`; links are not resolved).
/// A folder that the configurations above it leave out (`excluded`, or outside `included`) is not looked
/// into: its own `.duolint.yml` is not read, and every path in it is refused.
///
/// A `.duolint.yml` found that cannot be used (invalid, unreadable, or a symbolic link to a file outside its
/// own folder: a pull request could link it beside the repository and have its content echoed in errors) is a
/// `ConfigurationError` for every path below it. As a filter for discovery (`PathFiltering`) the set refuses
/// such paths and keeps the error in `errors`; a run must not go on when there are any (a typo must not turn a
/// check off in one folder).
///
/// Thread-safe (one lock); meant to be used by one run.
public final class ConfigurationSet: PathFiltering, @unchecked Sendable {
    /// The configuration imposed on every path (`--config FILE`), or nil to look for `.duolint.yml` files.
    public let imposed: Configuration?
    /// `imposed != nil`, kept: asking the optional copies the whole configuration.
    private let isImposed: Bool
    private let reader: ConfigurationReader
    /// The current directory, absolute: configurations inside it are shown relative to it.
    private let current: String
    /// True when `current` is the process's current directory (as made): a folder discovery lists by a relative
    /// path is then the one `current` gives.
    private let currentIsProcess: Bool
    private let lock = NSLock()
    /// Results by absolute folder.
    private var byFolder: [PathKey: FolderResult] = [:]
    /// Results by folder as discovery names it (display form), so a walked folder is made absolute once.
    private var byDisplayFolder: [PathKey: FolderResult] = [:]
    /// The folder `allowsFile` asked last and its result (`displayFolder(_:memo:)`).
    private var lastDisplayFolder: (path: String, result: FolderResult)?
    /// The folders `folder(_:listed:)` made last, each the one above the next (absolute, normalized), with their
    /// results: the folder above the next one asked is mostly among them, found without hashing its path.
    private var ancestors: [(path: String, result: FolderResult)] = []
    /// The folder `allowsDirectory(_:holdsConfigurationFile:)` asked last and its result.
    private var lastListedFolder: (path: String, result: FolderResult)?
    /// The folder `allowsFile` asked last when its configuration allows every file (`allowsEveryFile`): the
    /// files after it in that folder are allowed without making their folder's path.
    private var lastOpenFolder: String?
    private var errorSet: [String: ConfigurationError] = [:]
    private var looked = 0
    private var statted = 0
    private var read = 0
    private var found: [String] = []

    /// A set that looks for `.duolint.yml` files (when `imposed` is nil) or imposes `imposed` on every path;
    /// files are read with `reader`; `currentDirectory` (default: the process's) is where relative paths start.
    public init(imposed: Configuration? = nil, reader: ConfigurationReader = ConfigurationReader(),
                currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.imposed = imposed
        isImposed = imposed != nil
        self.reader = reader
        current = Configuration.absolute(currentDirectory, from: "/")
        currentIsProcess = current == Configuration.absolute(FileManager.default.currentDirectoryPath, from: "/")
    }

    /// The errors of the configurations met so far, sorted by their text (each once).
    public var errors: [ConfigurationError] {
        lock.lock(); defer { lock.unlock() }
        return errorSet.keys.sorted().map { errorSet[$0]! }
    }

    /// How many folders had their `.duolint.yml` looked for so far (one `lstat` each, or discovery's listing).
    public var foldersLookedAt: Int { lock.lock(); defer { lock.unlock() }; return looked }

    /// How many of `foldersLookedAt` took an `lstat` (the others were answered by discovery's listing).
    var foldersStatted: Int { lock.lock(); defer { lock.unlock() }; return statted }

    /// How many `.duolint.yml` files were read so far.
    public var filesRead: Int { lock.lock(); defer { lock.unlock() }; return read }

    /// The `.duolint.yml` files read so far (usable or not), as shown in messages, sorted; with `imposed`, its
    /// path alone (when it has one).
    public var filesFound: [String] {
        if let imposed { return imposed.path.map { [$0] } ?? [] }
        lock.lock(); defer { lock.unlock() }
        return found.sorted()
    }

    /// The effective configuration of the folder `path` (a display path, relative to the current directory or
    /// absolute): the files at or above it, merged. Throws the `ConfigurationError` of the first unusable file
    /// in its chain (root first).
    public func configuration(forFolder path: String) throws -> EffectiveConfiguration {
        lock.lock(); defer { lock.unlock() }
        return try displayFolder(path).result.get()
    }

    /// The effective configuration of the absolute, normalized folder `folder` (as `configuration(forFolder:)`
    /// gives it, without keeping `folder` as a display path too).
    func configuration(forAbsoluteFolder folder: String) throws -> EffectiveConfiguration {
        lock.lock(); defer { lock.unlock() }
        return try self.folder(folder).result.get()
    }

    /// The effective configuration of the file `path` (need not exist): that of its folder.
    public func configuration(forFile path: String) throws -> EffectiveConfiguration {
        try configuration(forFolder: ConfigurationSet.folder(of: path))
    }

    /// The effective configuration of the current directory, where run-level settings (`reporter`) and the
    /// severities of `LintRun.rules` come from.
    public func currentConfiguration() throws -> EffectiveConfiguration { try configuration(forFolder: current) }

    /// True when every configuration of the chain of `path`'s folder lets the file at `path` (a display path)
    /// be linted; false too when a configuration of that chain is unusable (then kept in `errors`).
    public func allowsFile(_ path: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        if let open = lastOpenFolder, ConfigurationSet.folder(of: path, is: open) { return true }
        let folder = ConfigurationSet.folder(of: path)
        let known = displayFolder(folder, memo: true)
        switch known.result {
        case .success(let c):
            lastOpenFolder = known.allowsEveryFile ? folder : nil
            return c.allowsFile(path)
        case .failure:
            lastOpenFolder = nil
            return false
        }
    }

    /// True when every file directly in the folder `folder` (a display path) is allowed: its chain is usable,
    /// does not leave it out and has no `included` nor `excluded` (`EffectiveConfiguration.allowsEveryFile`).
    public func allowsEveryFile(inFolder folder: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        // Discovery asks right after `allowsDirectory(_:holdsConfigurationFile:)` for the same folder.
        if let last = lastListedFolder, PathKey.same(last.path, folder) { return last.result.allowsEveryFile }
        return displayFolder(folder).allowsEveryFile
    }

    /// The current directory relative paths start at (absolute, normalized).
    var currentDirectory: String { current }

    /// True when `folder(of: path)` is `folder`: for an ASCII path and folder compared byte for byte without
    /// making a `String`; any others as `String`s.
    static func folder(of path: String, is folder: String) -> Bool {
        var path = path, folder = folder
        let slash = UInt8(ascii: "/")
        let answer: Bool? = path.withUTF8 { p in
            folder.withUTF8 { f in
                if isDirectlyIn(p, f) { return true }
                guard !p.contains(where: { $0 >= 0x80 }), !f.contains(where: { $0 >= 0x80 }) else { return nil }
                let last = p.lastIndex(of: slash)
                guard let last else { return f.count == 1 && f[0] == UInt8(ascii: ".") }
                if last == 0 { return f.count == 1 && f[0] == slash }
                return last == f.count && UnsafeBufferPointer(rebasing: p[..<last]).elementsEqual(f)
            }
        }
        return answer ?? PathKey.same(ConfigurationSet.folder(of: path), folder)
    }

    /// True when `folder(of: path)` is surely `folder`, told from their bytes alone (`isDirectlyIn`); false when
    /// it is not, or cannot be told so (then `folder(of:is:)` tells).
    static func folder(of path: String, surelyIs folder: String) -> Bool {
        // (The bytes in place, without copying either string; none in place: not told.)
        path.utf8.withContiguousStorageIfAvailable { p in folder.utf8.withContiguousStorageIfAvailable { f in isDirectlyIn(p, f) } } == true
    }

    /// The usual case of `folder(of:is:)`, in any spelling: the path `p` is the folder `f`'s bytes, a slash and a
    /// name without one (the same bytes make the same `String`), with ASCII on both sides of that slash (so no
    /// combining mark or prepended character makes it part of another Swift character), `f` not being `.`.
    private static func isDirectlyIn(_ p: UnsafeBufferPointer<UInt8>, _ f: UnsafeBufferPointer<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/")
        return f.count > 0 && p.count > f.count + 1 && p[f.count] == slash && f[f.count - 1] < 0x80 && p[f.count + 1] < 0x80
            && memcmp(p.baseAddress!, f.baseAddress!, f.count) == 0
            && memchr(p.baseAddress! + f.count + 1, Int32(slash), p.count - f.count - 1) == nil
            && !(f.count == 1 && f[0] == UInt8(ascii: "."))
    }

    /// True when discovery walks into the folder at `path` (a display path): it is not left out by the
    /// configurations above it nor by its own; false too when a configuration of its chain is unusable (then
    /// kept in `errors`).
    public func allowsDirectory(_ path: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        let known = displayFolder(path)
        if known.allowsEveryFile { return true }
        switch known.result {
        case .success(let c): return c.allowsDirectory(path)
        case .failure: return false
        }
    }

    /// `allowsDirectory(path)` for a folder discovery has just listed: when `holdsConfigurationFile` is false
    /// and `path` names the folder its look-up would (see the type's description), no `lstat` is made for it.
    public func allowsDirectory(_ path: String, holdsConfigurationFile: Bool) -> Bool {
        lock.lock(); defer { lock.unlock() }
        let listed = holdsConfigurationFile || !currentIsProcess || ConfigurationSet.hasParentStep(path) ? nil : false
        let known = displayFolder(path, listed: listed)
        lastListedFolder = (path, known)
        if known.allowsEveryFile { return true }
        switch known.result {
        case .success(let c): return c.allowsDirectory(path)
        case .failure: return false
        }
    }

    /// True when the display path `path` has a `..` component.
    static func hasParentStep(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { hasParentStep($0) }
    }

    /// True when the path bytes `path` have a `..` component.
    private static func hasParentStep(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        // Most paths hold no two dots in a row at all (found by `memchr`, dot by dot).
        guard holdsTwoDots(path) else { return false }
        var run = 0
        for b in path {
            if b == UInt8(ascii: "/") {
                if run == 2 { return true }
                run = 0
            } else if b == UInt8(ascii: "."), run >= 0, run < 2 {
                run += 1
            } else {
                run = -1
            }
        }
        return run == 2
    }

    /// True when the bytes `path` hold `..` anywhere.
    static func holdsTwoDots(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = path.baseAddress, path.count > 1 else { return false }
        let start = UnsafeRawPointer(base)
        var i = 0
        while i < path.count - 1, let hit = memchr(start + i, Int32(UInt8(ascii: ".")), path.count - 1 - i) {
            let at = start.distance(to: UnsafeRawPointer(hit))
            if path[at + 1] == UInt8(ascii: ".") { return true }
            i = at + 1
        }
        return false
    }

    /// The folder holding the display path `path`: `.` for a bare name, `/` for a name at the root.
    static func folder(of path: String) -> String {
        guard let slash = PathText.lastSlash(path) else { return "." }
        return slash == path.utf8.startIndex ? "/" : PathText.prefix(path, upTo: slash)
    }

    // MARK: Lookup (under the lock)

    /// The result for the folder `path` as discovery names it. With `memo`, the last folder asked so is
    /// compared first: discovery asks for every file, and the files of one folder come together, so most asks
    /// cost a comparison instead of hashing the path.
    /// `listed` false says the folder has no `.duolint.yml` (from its listing).
    private func displayFolder(_ path: String, memo: Bool = false, listed: Bool? = nil) -> FolderResult {
        if memo, let last = lastDisplayFolder, PathKey.same(last.path, path) { return last.result }
        let r: FolderResult
        if let known = byDisplayFolder[PathKey(path)] { r = known } else {
            r = folder(Configuration.absolute(path, from: current), listed: listed)
            byDisplayFolder[PathKey(path)] = r
        }
        if memo { lastDisplayFolder = (path, r) }
        return r
    }

    /// The result for the absolute, normalized folder `folder`, its ancestors' looked up first; `listed` false
    /// says `folder` has no `.duolint.yml`.
    private func folder(_ folder: String, listed: Bool? = nil) -> FolderResult {
        if let r = byFolder[PathKey(folder)] { return r }
        let result: FolderResult
        if isImposed {
            result = FolderResult(.success(EffectiveConfiguration(chain: [imposed!], rules: reader.rules)))
        } else {
            let above = folder == "/"
                ? FolderResult(.success(EffectiveConfiguration(chain: [], rules: reader.rules)))
                : parentResult(of: folder)
            switch above.result {
            case .failure: result = above
            // A folder the configurations above leave out is not looked into: a vendored folder's own file is
            // not read (and cannot fail the run).
            case .success(var parent) where parent.isLeftOut || !(above.allowsEveryFile || parent.allowsDirectory(folder)):
                if parent.isLeftOut { result = above } else {
                    parent.isLeftOut = true
                    result = FolderResult(.success(parent))
                }
            case .success(let parent):
                switch own(folder, listed: listed) {
                case .failure(let e):
                    errorSet[e.description] = e
                    result = FolderResult(.failure(e))
                // The parent's result itself, shared.
                case .success(nil): result = above
                case .success(let mine?):
                    // `root: true` starts the chain again (the folders above still decided it is looked into).
                    result = FolderResult(.success(EffectiveConfiguration(chain: mine.isRoot ? [mine] : parent.chain + [mine],
                                                                          rules: reader.rules)))
                }
            }
        }
        byFolder[PathKey(folder)] = result
        ancestors.append((folder, result))
        return result
    }

    /// The result of the folder above the absolute, normalized `folder` (not `/`): taken from `ancestors` when it
    /// is there (a walk asks for a folder after the one above it), else looked up.
    private func parentResult(of folder: String) -> FolderResult {
        var path = folder
        let found: FolderResult? = path.withUTF8 { p in
            // Folders that are not above this one are done with (a walk goes on elsewhere); `/` is left to the look-up.
            while let last = ancestors.last {
                var above = last.path
                if above.withUTF8({ a in a.count > 1 && ConfigurationSet.isDirectlyIn(p, a) && PathText.isASCII(p) }) {
                    return last.result
                }
                ancestors.removeLast()
            }
            return nil
        }
        return found ?? self.folder(PathText.parent(ofAbsolute: folder))
    }

    /// A folder's result, shared by reference: a folder without a `.duolint.yml` of its own holds its parent's (a
    /// reference kept, not the configuration copied), and whether its chain allows every path (usable, nothing
    /// left out, no `included` nor `excluded`: `EffectiveConfiguration.allowsEveryFile`), asked of every folder.
    private final class FolderResult {
        let result: Result<EffectiveConfiguration, ConfigurationError>
        let allowsEveryFile: Bool

        init(_ result: Result<EffectiveConfiguration, ConfigurationError>) {
            self.result = result
            if case .success(let c) = result { allowsEveryFile = c.allowsEveryFile } else { allowsEveryFile = false }
        }
    }

    /// The configuration in `folder` itself (nil when it has no `.duolint.yml`, or one that is a folder);
    /// `listed` false says there is none without looking.
    private func own(_ folder: String, listed: Bool?) -> Result<Configuration?, ConfigurationError> {
        looked += 1
        if listed == false { return .success(nil) }
        statted += 1
        let candidate = folder == "/" ? "/" + Configuration.fileName : folder + "/" + Configuration.fileName
        var st = stat()
        let prefix = current == "/" ? "/" : current + "/"
        let shown = candidate.hasPrefix(prefix) ? String(candidate.dropFirst(prefix.count)) : candidate
        let code = DisplayPath.withFileSystemPath(candidate) { lstat($0, &st) == 0 ? 0 : errno }
        guard code == 0 else {
            // None there, or a folder that cannot be looked into (too long a path, a link loop, no permission):
            // discovery cannot walk it either, and says so. Any other failure (an I/O error) could hide a
            // configuration: an error, not "none".
            let failure = SystemError(code: code)
            if [ENOENT, ENOTDIR, ENAMETOOLONG, ELOOP, EACCES].contains(code) { return .success(nil) }
            return .failure(ConfigurationError(path: shown, message: "cannot read configuration file: \(failure.text)"))
        }
        if st.st_mode & S_IFMT == S_IFLNK {
            var target = stat()
            // A link to a folder is no configuration, as a folder named .duolint.yml is none. A link that leads
            // nowhere (its file moved, a loop) was meant to be one: its settings must not be lost in silence.
            let linkCode = DisplayPath.withFileSystemPath(candidate) { stat($0, &target) == 0 ? 0 : errno }
            guard linkCode == 0 else {
                return .failure(ConfigurationError(path: shown, message: "cannot read configuration file: it is a symbolic link "
                                                   + "that leads to no file (\(SystemError(code: linkCode).text))"))
            }
            if target.st_mode & S_IFMT == S_IFDIR { return .success(nil) }
            guard let real = RealPath(candidate), let base = RealPath(folder), real.isInside(base) else {
                return .failure(ConfigurationError(path: shown, message: "the configuration found is a symbolic link to a file "
                                                   + "outside its folder; not read (give it with --config to use it)"))
            }
        } else if st.st_mode & S_IFMT == S_IFDIR {
            return .success(nil)
        }
        read += 1
        found.append(shown)
        do { return .success(try reader.load(path: candidate, shownAs: shown)) } catch let e as ConfigurationError {
            return .failure(e)
        } catch {
            return .failure(ConfigurationError(path: shown, message: "cannot read configuration file: \(error)"))
        }
    }
}
