/// The entries of the project model some set of questions (`ProjectModel.Query`) can reach: for each index the
/// names asked. A model of summaries cut to an interest (`FileSummary(bytes:keeping:)`) answers each of those
/// questions exactly as the model of the whole summaries does, and holds nothing else: a run keeps in memory
/// only what the files that wait for the model asked (`Linter`'s second pass), not every file's declarations.
struct ModelInterest: Sendable, Equatable {
    /// Type names: asked as `types`, `classes` or `conformance` (all three read the types index).
    var types = NameSet()
    var members = NameSet()
    /// Extended type names of extension initializers.
    var initializers = NameSet()
    var predicates = NameSet()
    var layoutUses = NameSet()
    var barUses = NameSet()
    var reinsetting = NameSet()
    /// Type names of view bodies.
    var viewBodies = NameSet()
    /// True when the deployment targets were asked.
    var deploymentTargets = false

    /// Nothing.
    init() {}

    /// What `queries` can reach.
    init(_ queries: some Sequence<ProjectModel.Query>) {
        add(queries)
    }

    /// Adds what `queries` can reach.
    mutating func add(_ queries: some Sequence<ProjectModel.Query>) {
        for q in queries {
            switch q {
            case .types(let n), .classes(let n), .conformance(let n, _): types.insert(n)
            case .members(let n): members.insert(n)
            case .extensionInitializers(let n): initializers.insert(n)
            case .predicates(let n): predicates.insert(n)
            case .layoutUses(let n): layoutUses.insert(n)
            case .barContentUses(let n): barUses.insert(n)
            case .reinsettingModifiers(let n): reinsetting.insert(n)
            case .viewBodies(let n): viewBodies.insert(n)
            case .deploymentTargets: deploymentTargets = true
            }
        }
    }

    /// True when every question of `queries` is one this interest reaches (so a model cut to it answers them
    /// as the whole model does).
    func covers(_ queries: Set<ProjectModel.Query>) -> Bool {
        queries.allSatisfy { q in
            switch q {
            case .types(let n), .classes(let n), .conformance(let n, _): return types.contains(n)
            case .members(let n): return members.contains(n)
            case .extensionInitializers(let n): return initializers.contains(n)
            case .predicates(let n): return predicates.contains(n)
            case .layoutUses(let n): return layoutUses.contains(n)
            case .barContentUses(let n): return barUses.contains(n)
            case .reinsettingModifiers(let n): return reinsetting.contains(n)
            case .viewBodies(let n): return viewBodies.contains(n)
            case .deploymentTargets: return deploymentTargets
            }
        }
    }
}

/// A set of names with a filter in front: an ASCII name whose length, first and last byte no name of the set
/// shares is turned away with one bit test, without hashing it (cutting a summary tests every entry's name, and
/// few are in the set).
///
/// Names compare as Swift strings do, by canonical equivalence (`é` as one scalar or as `e` and a combining
/// accent; `K` and the Kelvin sign), as the model's indexes compare them. Bytes decide only between ASCII names,
/// where equal means the same bytes: a non-ASCII name, asked or in the set, always goes to the set itself.
struct NameSet: Sendable, Equatable {
    /// The names.
    private(set) var names = Set<String>()
    /// Bit `NameSet.bit(name)` set for each ASCII name.
    private var bits = [UInt64](repeating: 0, count: 16)
    /// True once a non-ASCII name was inserted: then every name goes to the set.
    private var hasNonASCII = false

    /// Adds `name`.
    mutating func insert(_ name: String) {
        names.insert(name)
        if let b = NameSet.bit(name) { bits[b >> 6] |= 1 << UInt64(b & 63) } else { hasNonASCII = true }
    }

    /// True when `name` is in the set (by canonical equivalence).
    func contains(_ name: String) -> Bool {
        if !hasNonASCII, let b = NameSet.bit(name), bits[b >> 6] & (1 << UInt64(b & 63)) == 0 { return false }
        return names.contains(name)
    }

    /// False when no name of the set can be the one spelled by the UTF-8 bytes `utf8` (`contains` of that name
    /// would be false), judged from the filter's bit without making a `String`; true when it may be (a name with
    /// a byte of 0x80 or more, or a set holding a non-ASCII name, always may).
    func mayContain(utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !hasNonASCII, let bit = NameSet.bit(utf8: utf8) else { return true }
        return bits[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    /// The set's own copy of `name` when it has the very same bytes (so entries of one name can share its
    /// storage), `name` itself when the set holds it in another spelling, nil when it is not in the set.
    func member(_ name: String) -> String? {
        guard contains(name), let at = names.firstIndex(of: name) else { return nil }
        return names[at].utf8.elementsEqual(name.utf8) ? names[at] : name
    }

    /// The filter's bit for an ASCII `name` (0..<1024): its length, first and last byte mixed; nil when `name`
    /// has a byte of 0x80 or more.
    static func bit(_ name: String) -> Int? {
        var name = name
        return name.withUTF8 { bit(utf8: $0) }
    }

    /// `bit(_:)` of the name spelled by the UTF-8 bytes `utf8`.
    static func bit(utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = utf8.first, let last = utf8.last else { return 0 }
        for b in utf8 where b >= 0x80 { return nil }
        return (utf8.count &* 31 &+ Int(first) &* 131 &+ Int(last) &* 7) & 1023
    }
}
