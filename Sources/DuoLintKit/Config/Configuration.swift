import Foundation

/// The settings of a `.duolint.yml` file, validated (see `ConfigurationReader`).
///
/// A default `Configuration()` is what duolint does without a file: every rule that is not opt-in, at its
/// default severity, on every file discovery finds.
public struct Configuration: Sendable, Equatable {
    /// The file the configuration was read from, as it is shown in messages; nil for the default.
    public var path: String?
    /// The absolute, lexically normalized folder that `included` and `excluded` are relative to.
    public var directory: String { didSet { compileFilter() } }
    /// Paths or globs to lint (relative to `directory`, never leaving it); empty means everything.
    public var included: [String] = [] { didSet { compileFilter() } }
    /// Paths or globs never linted nor walked into (relative to `directory`); they win over `included`.
    public var excluded: [String] = [] { didSet { compileFilter() } }
    /// `included` and `excluded` compiled once (each folder's chain shares them: a root with thousands of
    /// patterns over thousands of nested configurations is compiled once, not once per folder).
    public private(set) var pathFilter: PathFilter?
    /// Rules not run.
    public var disabledRules: [String] = []
    /// Opt-in rules to run as well.
    public var optInRules: [String] = []
    /// When set, exactly these rules run (opt-in or not); exclusive with `disabledRules` and `optInRules`.
    public var onlyRules: [String]?
    /// Per-rule severity overrides, by rule id.
    public var severities: [String: Severity] = [:]
    /// `interactive_on_fold`'s `fold_band` in points (0 or more), when the file sets it.
    public var foldBand: Double?
    /// The reporter name the file asks for (the command line's `--reporter` wins).
    public var reporter: String?
    /// `root: true`: the configurations of the folders above are not merged (the chain starts here, as
    /// ESLint's and EditorConfig's `root`), and the folder is a project of its own for the project model
    /// (`ProjectContext`), as a sample app inside a tool's repository is.
    public var isRoot = false
    /// `max_file_size` in bytes (the file gives MiB): larger inputs are not linted; nil: `FileReader.defaultLimit`.
    public var maxFileSize: Int?

    /// The name of the configuration file looked up at and above each linted file's folder (`ConfigurationSet`).
    public static let fileName = ".duolint.yml"

    /// An empty configuration whose relative paths start at `directory` (default: the current directory).
    public init(path: String? = nil, directory: String = FileManager.default.currentDirectoryPath) {
        self.path = path
        self.directory = Configuration.absolute(directory)
    }

    /// True when the rule described by `rule` runs under this configuration: listed in `onlyRules` when that
    /// is set; otherwise not disabled, and listed in `optInRules` if the rule is opt-in.
    public func isEnabled(_ rule: RuleDescription) -> Bool {
        if let onlyRules { return onlyRules.contains(rule.id) }
        if disabledRules.contains(rule.id) { return false }
        return !rule.isOptIn || optInRules.contains(rule.id)
    }

    /// Sets `pathFilter`, the filter discovery applies: nil when the file has neither `included` nor `excluded`.
    private mutating func compileFilter() {
        pathFilter = included.isEmpty && excluded.isEmpty ? nil : PathFilter(directory: directory, included: included, excluded: excluded)
    }

    /// The rule options: `foldBand` from the command line if given, else from the file, else the default 27 pt.
    public func ruleOptions(foldBand commandLine: Double?) -> RuleOptions {
        RuleOptions(foldBand: commandLine ?? foldBand ?? RuleOptions().foldBand)
    }

    /// `path` made absolute (against the current directory) and lexically normalized (`.` and `x/..` removed;
    /// links are not resolved).
    public static func absolute(_ path: String, from current: String = FileManager.default.currentDirectoryPath) -> String {
        // Most paths need no normalizing (no `.` or `..` component, no empty one): only joined. A run asks
        // this for every file it lints.
        // (`hasSlashBeforeDotOrSlash` scans the UTF-8 bytes: `String.contains(_:)` on a string goes through
        // Foundation's locale-aware search, 2.7% of a run's instructions on a real app.)
        if let plain = plainASCII(path, from: current) {
            guard plain else { return normalized(path, from: current) }
            // `current` is absolute here: one byte long, it is `/`.
            return path.utf8.first == UInt8(ascii: "/") ? path : (current.utf8.count == 1 ? "/" + path : joined(current, path))
        }
        // Not ASCII: the same tests on the bytes (a `/` or `.` byte is one whatever combining mark follows it).
        let slash = UInt8(ascii: "/")
        if let first = path.utf8.first, first != UInt8(ascii: "."), path.utf8.last != slash, !hasSlashBeforeDotOrSlash(path),
           current.utf8.first == slash, current == "/" || current.utf8.last != slash, !hasSlashBeforeDotOrSlash(current) {
            return first == slash ? path : (current == "/" ? "/" + path : current + "/" + path)
        }
        return normalized(path, from: current)
    }

    /// True when `absolute(path, from: current)` is `path` itself (an absolute path) or `current`, `/` and `path`
    /// joined: both are ASCII and there is nothing to normalize. Two such paths that are both relative, or both
    /// absolute, compare (`<`) as their absolute forms do, so they can be ordered without making those.
    static func isJoinedAsWritten(_ path: String, from current: String) -> Bool { plainASCII(path, from: current) == true }

    /// `folder + "/" + name`, made in one allocation.
    static func joined(_ folder: String, _ name: String) -> String {
        var folder = folder, name = name
        return folder.withUTF8 { f in
            name.withUTF8 { n in
                String(unsafeUninitializedCapacity: f.count + 1 + n.count) { out in
                    let base = UnsafeMutableRawPointer(out.baseAddress!)
                    if f.count > 0 { memcpy(base, f.baseAddress!, f.count) }
                    base.storeBytes(of: UInt8(ascii: "/"), toByteOffset: f.count, as: UInt8.self)
                    if n.count > 0 { memcpy(base + f.count + 1, n.baseAddress!, n.count) }
                    return f.count + 1 + n.count
                }
            }
        }
    }

    /// `path` joined to `current` and lexically normalized, component by component (`absolute`'s general case).
    private static func normalized(_ path: String, from current: String) -> String {
        let full = PathText.hasPrefix(path, "/") ? path : current + "/" + path
        let parts = Glob.normalize(PathText.components(full)).filter { $0 != ".." }
        return "/" + parts.joined(separator: "/")
    }

    /// For an ASCII `path` and `current` (where a byte is a character), whether `absolute` only joins them: true
    /// when `path` is not empty, starts with no `.`, ends with no `/` and holds no `/.` or `//`, and `current` is
    /// absolute, `/` or without a trailing `/`, and holds no `/.` or `//`; false when it must normalize. Nil when
    /// either is not ASCII: then characters decide (a combining mark makes `.́` another character than `.`).
    /// Scans the bytes in place: a run asks this of every file it lints.
    private static func plainASCII(_ path: String, from current: String) -> Bool? {
        var path = path, current = current
        return path.withUTF8 { p in
            current.withUTF8 { c -> Bool? in
                guard PathText.isASCII(p), PathText.isASCII(c) else { return nil }
                guard let first = p.first, let last = p.last, first != UInt8(ascii: "."), last != UInt8(ascii: "/"),
                      !hasSlashBeforeDotOrSlash(p) else { return false }
                guard c.first == UInt8(ascii: "/"), c.count == 1 || c.last != UInt8(ascii: "/"), !hasSlashBeforeDotOrSlash(c) else {
                    return false
                }
                return true
            }
        }
    }

    /// True when `path` holds `/.` or `//` (a component that is empty or starts with a dot).
    static func hasSlashBeforeDotOrSlash(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { hasSlashBeforeDotOrSlash($0) }
    }

    /// True when the path bytes `path` hold `/.` or `//`.
    private static func hasSlashBeforeDotOrSlash(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        // From slash to slash (`memchr`), looking at the byte after each.
        guard let base = path.baseAddress, path.count > 1 else { return false }
        let start = UnsafeRawPointer(base)
        var i = 0
        while i < path.count - 1, let hit = memchr(start + i, Int32(UInt8(ascii: "/")), path.count - 1 - i) {
            let at = start.distance(to: UnsafeRawPointer(hit))
            if path[at + 1] == UInt8(ascii: ".") || path[at + 1] == UInt8(ascii: "/") { return true }
            i = at + 1
        }
        return false
    }
}

/// Decides which paths discovery walks into and lints, from a configuration's `included` and `excluded`.
///
/// Paths are compared after they are made absolute and relative to the configuration's folder (lexically:
/// links are not resolved). A file is linted when it, or a folder above it, matches an `included` pattern (or
/// `included` is empty) and nothing above it or itself matches an `excluded` pattern. The filter applies to
/// files named on the command line too, so a hook passing changed files respects `excluded`.
///
/// Each list is compiled once into a `GlobSet`: a path is matched against all its patterns in one pass over
/// its components, so a thousand patterns cost about what a few do.
public struct PathFilter: Sendable, Equatable {
    /// The configuration's folder, absolute and normalized.
    public var directory: String
    /// The `included` patterns.
    public var included: [Glob] { includedSet.globs }
    /// The `excluded` patterns.
    public var excluded: [Glob] { excludedSet.globs }
    private let includedSet: GlobSet
    private let excludedSet: GlobSet
    /// The current directory when the filter was made (relative paths are resolved against it).
    private var current: String

    /// A filter for patterns relative to `directory`.
    public init(directory: String, included: [String], excluded: [String]) {
        current = FileManager.default.currentDirectoryPath
        self.directory = Configuration.absolute(directory)
        includedSet = GlobSet(included.map(Glob.init))
        excludedSet = GlobSet(excluded.map(Glob.init))
    }

    /// The components of `path` (as discovery reports it) relative to the configuration's folder; a path
    /// outside the folder starts with `..` components.
    public func relativeComponents(_ path: String) -> [String] {
        let target = PathText.components(Configuration.absolute(path, from: current))
        let base = PathText.components(directory)
        var common = 0
        while common < min(target.count, base.count) && target[common] == base[common] { common += 1 }
        return Array(repeating: "..", count: base.count - common) + target[common...]
    }

    /// True when the file at `path` is linted.
    public func allowsFile(_ path: String) -> Bool {
        let parts = relativeComponents(path)
        if excludedSet.matchesPathOrAncestor(parts) { return false }
        return includedSet.isEmpty || includedSet.matchesPathOrAncestor(parts)
    }

    /// True when discovery walks into the folder at `path`: it is not excluded and, when `included` is set,
    /// it is included or may hold an included path.
    public func allowsDirectory(_ path: String) -> Bool {
        let parts = relativeComponents(path)
        if excludedSet.matchesPathOrAncestor(parts) { return false }
        return includedSet.isEmpty || includedSet.matchesPathOrAncestor(parts) || includedSet.mayMatchBelow(parts)
    }
}

extension Linter {
    /// A linter running the rules `configuration` enables, with its severity overrides, its path filter, its
    /// size limit and its options (`foldBand`, when given, is the command line's and wins over the file's), on `jobs` workers.
    public init(configuration: Configuration, foldBand: Double? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.init(rules: RuleRegistry.swiftRules.filter { configuration.isEnabled($0.description) },
                  specRules: RuleRegistry.specRules.filter { configuration.isEnabled($0.specDescription) },
                  plistRules: RuleRegistry.plistRules.filter { configuration.isEnabled($0.plistDescription) },
                  buildSettingRules: RuleRegistry.buildSettingRules.filter { configuration.isEnabled($0.buildSettingDescription) },
                  options: configuration.ruleOptions(foldBand: foldBand),
                  severities: configuration.severities, jobs: jobs)
        pathFilter = configuration.pathFilter
        if let limit = configuration.maxFileSize { maxFileSize = limit }
    }
}
