/// The project model: the declarations and name uses of every Swift file of a run, merged from their
/// `FileSummary`s, read-only and shared by the workers of the check pass.
///
/// Lookups are by name and return entries of every file, each with the index of its file in the run (the
/// order the summaries were given in: the run's path order) so that results are deterministic. Rules do not
/// read the model directly but through `RuleContext`, which records what they asked (see `Linter`'s passes).
public struct ProjectModel: Sendable {
    /// One entry of the model: a value and the file it comes from.
    public struct Entry<Value: Sendable & Equatable>: Sendable, Equatable {
        /// Index of the file in the run (`paths`).
        public var file: Int
        /// The entry itself.
        public var value: Value
    }

    /// The paths of the files the summaries came from, by file index.
    public let paths: [String]
    private(set) var typesByName: [String: [Entry<TypeSummary>]] = [:]
    private(set) var membersByName: [String: [Entry<MemberSummary>]] = [:]
    private(set) var initializersByType: [String: [Entry<ExtensionInitializer>]] = [:]
    private(set) var predicatesByName: [String: [Entry<PredicateSummary>]] = [:]
    private(set) var layoutUsesByName: [String: [Entry<NameUse>]] = [:]
    private(set) var barUsesByName: [String: [Entry<NameUse>]] = [:]
    private(set) var viewBodiesByType: [String: [Entry<ViewBodySummary>]] = [:]

    /// An empty model (no files).
    public init() { paths = [] }

    /// The model of `summaries`, file `i` being `summaries[i]`.
    public init(_ summaries: [FileSummary]) {
        paths = summaries.map(\.path)
        for (i, s) in summaries.enumerated() {
            for t in s.types { typesByName[t.name, default: []].append(Entry(file: i, value: t)) }
            for m in s.members { membersByName[m.name, default: []].append(Entry(file: i, value: m)) }
            for x in s.extensionInitializers { initializersByType[x.type, default: []].append(Entry(file: i, value: x)) }
            for p in s.predicates { predicatesByName[p.name, default: []].append(Entry(file: i, value: p)) }
            for u in s.layoutUses { layoutUsesByName[u.name, default: []].append(Entry(file: i, value: u)) }
            for u in s.barContentUses { barUsesByName[u.name, default: []].append(Entry(file: i, value: u)) }
            for v in s.viewBodies { viewBodiesByType[v.type, default: []].append(Entry(file: i, value: v)) }
        }
    }

    /// A question a rule asked the model: which index, which name. Recorded per file by `RuleContext`.
    public enum Query: Hashable, Sendable {
        case types(String), members(String), extensionInitializers(String), predicates(String)
        case layoutUses(String), barContentUses(String)
        case viewBodies(String)
    }

    /// The files whose entries answer `query`, ascending, without repeats.
    public func files(answering query: Query) -> [Int] {
        let files: [Int]
        switch query {
        case .types(let n): files = typesByName[n]?.map(\.file) ?? []
        case .members(let n): files = membersByName[n]?.map(\.file) ?? []
        case .extensionInitializers(let n): files = initializersByType[n]?.map(\.file) ?? []
        case .predicates(let n): files = predicatesByName[n]?.map(\.file) ?? []
        case .layoutUses(let n): files = layoutUsesByName[n]?.map(\.file) ?? []
        case .barContentUses(let n): files = barUsesByName[n]?.map(\.file) ?? []
        case .viewBodies(let n): files = viewBodiesByType[n]?.map(\.file) ?? []
        }
        return Array(Set(files)).sorted()
    }

    /// True when some query in `queries` has an answer from a file other than `file`: the findings of `file`
    /// made with a model of `file` alone may then differ from those made with this model.
    public func answers(_ queries: Set<Query>, dependOnFilesOtherThan file: Int) -> Bool {
        queries.contains { q in files(answering: q).contains { $0 != file } }
    }
}
