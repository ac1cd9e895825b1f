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
    /// The summaries, by file index; the indices below point into them.
    private let summaries: [FileSummary]
    /// Where each index's entries are: name → (file, position in that file's list), in file order.
    private var typeIndex: [String: [Slot]] = [:]
    private var memberIndex: [String: [Slot]] = [:]
    private var initializerIndex: [String: [Slot]] = [:]
    private var predicateIndex: [String: [Slot]] = [:]
    private var layoutUseIndex: [String: [Slot]] = [:]
    private var barUseIndex: [String: [Slot]] = [:]
    private var reinsettingIndex: [String: [Slot]] = [:]
    private var viewBodyIndex: [String: [Slot]] = [:]
    /// Every deployment target of every file, in file order.
    private var deploymentTargetSlots: [Slot] = []

    /// A file index and a position in one of its summary's lists.
    private struct Slot: Sendable {
        var file: Int32
        var item: Int32
    }

    /// An empty model (no files).
    public init() { paths = []; summaries = [] }

    /// The model of `summaries`, file `i` being `summaries[i]`. The summaries are kept as they are and indexed
    /// by name (no entry is copied until a rule asks for it).
    public init(_ summaries: [FileSummary]) {
        self.summaries = summaries
        paths = summaries.map(\.path)
        func add(_ index: inout [String: [Slot]], _ name: String, _ file: Int, _ item: Int) {
            index[name, default: []].append(Slot(file: Int32(file), item: Int32(item)))
        }
        for (i, s) in summaries.enumerated() {
            for (k, t) in s.types.enumerated() { add(&typeIndex, t.name, i, k) }
            for (k, m) in s.members.enumerated() { add(&memberIndex, m.name, i, k) }
            for (k, x) in s.extensionInitializers.enumerated() { add(&initializerIndex, x.type, i, k) }
            for (k, p) in s.predicates.enumerated() { add(&predicateIndex, p.name, i, k) }
            for (k, u) in s.layoutUses.enumerated() { add(&layoutUseIndex, u.name, i, k) }
            for (k, u) in s.barContentUses.enumerated() { add(&barUseIndex, u.name, i, k) }
            for (k, u) in s.reinsettingModifiers.enumerated() { add(&reinsettingIndex, u.name, i, k) }
            for (k, v) in s.viewBodies.enumerated() { add(&viewBodyIndex, v.type, i, k) }
            for k in s.deploymentTargets.indices { deploymentTargetSlots.append(Slot(file: Int32(i), item: Int32(k))) }
        }
    }

    /// Type declarations and extensions named `name`, in file order.
    func types(named name: String) -> [Entry<TypeSummary>] {
        (typeIndex[name] ?? []).map { Entry(file: Int($0.file), value: summaries[Int($0.file)].types[Int($0.item)]) }
    }
    /// True when a declaration or extension of type `name` inherits `conformance` (no entry copied).
    func type(_ name: String, inheritsFrom conformance: String) -> Bool {
        (typeIndex[name] ?? []).contains { summaries[Int($0.file)].types[Int($0.item)].inherited.contains(conformance) }
    }

    /// Members named `name`, in file order.
    func members(named name: String) -> [Entry<MemberSummary>] {
        (memberIndex[name] ?? []).map { Entry(file: Int($0.file), value: summaries[Int($0.file)].members[Int($0.item)]) }
    }
    /// Extension initializers of type `type`, in file order.
    func extensionInitializers(of type: String) -> [Entry<ExtensionInitializer>] {
        (initializerIndex[type] ?? []).map { Entry(file: Int($0.file), value: summaries[Int($0.file)].extensionInitializers[Int($0.item)]) }
    }
    /// Predicates named `name`, in file order.
    func predicates(named name: String) -> [Entry<PredicateSummary>] {
        (predicateIndex[name] ?? []).map { Entry(file: Int($0.file), value: summaries[Int($0.file)].predicates[Int($0.item)]) }
    }
    /// Uses of `name` in layout decisions, in file order.
    func layoutUses(of name: String) -> [Entry<NameUse>] {
        (layoutUseIndex[name] ?? []).map { Entry(file: Int($0.file), value: summaries[Int($0.file)].layoutUses[Int($0.item)]) }
    }
    /// Uses of `name` as bar content, in file order.
    func barContentUses(of name: String) -> [Entry<NameUse>] {
        (barUseIndex[name] ?? []).map { Entry(file: Int($0.file), value: summaries[Int($0.file)].barContentUses[Int($0.item)]) }
    }

    /// Project view modifiers named `name` that re-inset their content per edge, in file order.
    func reinsettingModifiers(named name: String) -> [Entry<NameUse>] {
        (reinsettingIndex[name] ?? []).map { Entry(file: Int($0.file), value: summaries[Int($0.file)].reinsettingModifiers[Int($0.item)]) }
    }

    /// What the one-statement `body` of type `type` shows, in file order.
    func viewBodies(of type: String) -> [Entry<ViewBodySummary>] {
        (viewBodyIndex[type] ?? []).map { Entry(file: Int($0.file), value: summaries[Int($0.file)].viewBodies[Int($0.item)]) }
    }

    /// The project's iOS deployment target: the lowest one its files declare (`DeploymentTarget.lowest`), nil
    /// when none declares one or one is unknown.
    func iOSDeploymentTarget() -> DeploymentTarget.Version? {
        DeploymentTarget.lowest(deploymentTargetSlots.map { summaries[Int($0.file)].deploymentTargets[Int($0.item)] })
    }

    /// A question a rule asked the model: which index, which name. Recorded per file by `RuleContext`.
    public enum Query: Hashable, Sendable {
        case types(String), members(String), extensionInitializers(String), predicates(String)
        case layoutUses(String), barContentUses(String), reinsettingModifiers(String), viewBodies(String)
        /// The project's iOS deployment target (`iOSDeploymentTarget()`).
        case deploymentTargets
    }

    /// The files whose entries answer `query`, ascending, without repeats.
    public func files(answering query: Query) -> [Int] {
        Array(Set((slots(answering: query) ?? []).map { Int($0.file) })).sorted()
    }

    /// The slots of the entries that answer `query`.
    private func slots(answering query: Query) -> [Slot]? {
        let slots: [Slot]?
        switch query {
        case .types(let n): slots = typeIndex[n]
        case .members(let n): slots = memberIndex[n]
        case .extensionInitializers(let n): slots = initializerIndex[n]
        case .predicates(let n): slots = predicateIndex[n]
        case .layoutUses(let n): slots = layoutUseIndex[n]
        case .barContentUses(let n): slots = barUseIndex[n]
        case .reinsettingModifiers(let n): slots = reinsettingIndex[n]
        case .viewBodies(let n): slots = viewBodyIndex[n]
        case .deploymentTargets: slots = deploymentTargetSlots
        }
        return slots
    }

    /// True when some query in `queries` has an answer from a file other than `file`: the findings of `file`
    /// made with a model of `file` alone may then differ from those made with this model.
    public func answers(_ queries: Set<Query>, dependOnFilesOtherThan file: Int) -> Bool {
        // Stops at the first entry from another file: no set of files is made (a name many files answer would
        // make that quadratic over a run).
        queries.contains { q in slots(answering: q)?.contains { Int($0.file) != file } ?? false }
    }
}
