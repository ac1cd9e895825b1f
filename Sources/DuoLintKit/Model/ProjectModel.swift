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

    /// The paths of the files the summaries came from, by file index (made from the summaries on each call:
    /// `path(ofFile:)` reads one).
    public var paths: [String] { summaries.map(\.path) }
    /// The summaries, by file index; the indices below point into them.
    private var summaries: [FileSummary]
    /// Where each index's entries are: name → (file, position in that file's list), in file order.
    private var typeIndex = NameSlots()
    private var memberIndex = NameSlots()
    private var initializerIndex = NameSlots()
    private var predicateIndex = NameSlots()
    private var layoutUseIndex = NameSlots()
    private var barUseIndex = NameSlots()
    private var reinsettingIndex = NameSlots()
    private var viewBodyIndex = NameSlots()
    /// Every deployment target of every file, in file order.
    private var deploymentTargetSlots: [Slot] = []

    /// A file index and a position in one of its summary's lists.
    struct Slot: Sendable {
        var file: Int32
        var item: Int32
    }

    /// An empty model (no files).
    public init() { summaries = [] }

    /// The model of `summaries`, file `i` being `summaries[i]`. The summaries are kept as they are and indexed
    /// by name (no entry is copied until a rule asks for it; `ProjectModel+Indexes`).
    public init(_ summaries: [FileSummary]) {
        self.summaries = summaries
        let built = Indexes(summaries)
        (typeIndex, memberIndex, initializerIndex, predicateIndex) = (built.types, built.members, built.initializers, built.predicates)
        (layoutUseIndex, barUseIndex, reinsettingIndex, viewBodyIndex) = (built.layoutUses, built.barUses, built.reinsetting, built.viewBodies)
        deploymentTargetSlots = built.deploymentTargets
    }

    /// The path of file `file` (an index in the summaries the model was made of).
    func path(ofFile file: Int) -> String { summaries[file].path }

    /// Replaces the summary of file `file` by `summary` (a summary of the same path): the file's entries leave
    /// the indexes and the new ones take their place in file order, so the model is the one `init` would make of
    /// the summaries with `summary` in place, without indexing the other files again (the language server
    /// does this on each change of an open document).
    public mutating func replaceSummary(ofFile file: Int, with summary: FileSummary) {
        let old = summaries[file]
        summaries[file] = summary
        let f = Int32(file)
        ProjectModel.replace(&typeIndex, f, old.types.map(\.name), summary.types.map(\.name))
        ProjectModel.replace(&memberIndex, f, old.members.map(\.name), summary.members.map(\.name))
        ProjectModel.replace(&initializerIndex, f, old.extensionInitializers.map(\.type), summary.extensionInitializers.map(\.type))
        ProjectModel.replace(&predicateIndex, f, old.predicates.map(\.name), summary.predicates.map(\.name))
        ProjectModel.replace(&layoutUseIndex, f, old.layoutUses.map(\.name), summary.layoutUses.map(\.name))
        ProjectModel.replace(&barUseIndex, f, old.barContentUses.map(\.name), summary.barContentUses.map(\.name))
        ProjectModel.replace(&reinsettingIndex, f, old.reinsettingModifiers.map(\.name), summary.reinsettingModifiers.map(\.name))
        ProjectModel.replace(&viewBodyIndex, f, old.viewBodies.map(\.type), summary.viewBodies.map(\.type))
        deploymentTargetSlots.removeAll { $0.file == f }
        deploymentTargetSlots.insert(contentsOf: summary.deploymentTargets.indices.map { Slot(file: f, item: Int32($0)) },
                                     at: ProjectModel.firstSlot(after: f, in: deploymentTargetSlots))
    }

    /// In `index`, the slots of file `file` (named `old`, by item) become those of `new`.
    private static func replace(_ index: inout NameSlots, _ file: Int32, _ old: [String], _ new: [String]) {
        for name in Set(old) {
            guard let slots = index[name] else { continue }
            index[name] = Slots(slots.filter { $0.file != file })
        }
        var items: [String: [Slot]] = [:]
        for (k, name) in new.enumerated() { items[name, default: []].append(Slot(file: file, item: Int32(k))) }
        for (name, slots) in items {
            var all = index[name].map(Array.init) ?? []
            all.insert(contentsOf: slots, at: firstSlot(after: file, in: all))
            index[name] = Slots(all)
        }
    }

    /// The entries of `slots` (nil: none), each made by `value` from its slot.
    private func entries<V>(_ slots: Slots?, _ value: (Slot) -> V) -> [Entry<V>] {
        guard let slots else { return [] }
        return slots.map { Entry(file: Int($0.file), value: value($0)) }
    }

    /// The position of the first slot of a file after `file` in `slots` (in file order).
    private static func firstSlot(after file: Int32, in slots: [Slot]) -> Int {
        var lo = 0, hi = slots.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if slots[mid].file <= file { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Type declarations and extensions named `name`, in file order.
    func types(named name: String) -> [Entry<TypeSummary>] {
        entries(typeIndex[name]) { summaries[Int($0.file)].types[Int($0.item)] }
    }
    /// True when a declaration or extension of type `name` inherits `conformance` (no entry copied).
    func type(_ name: String, inheritsFrom conformance: String) -> Bool {
        typeIndex[name]?.contains { summaries[Int($0.file)].types[Int($0.item)].inherited.contains(conformance) } ?? false
    }

    /// Members named `name`, in file order.
    func members(named name: String) -> [Entry<MemberSummary>] {
        entries(memberIndex[name]) { summaries[Int($0.file)].members[Int($0.item)] }
    }
    /// Extension initializers of type `type`, in file order.
    func extensionInitializers(of type: String) -> [Entry<ExtensionInitializer>] {
        entries(initializerIndex[type]) { summaries[Int($0.file)].extensionInitializers[Int($0.item)] }
    }
    /// Predicates named `name`, in file order.
    func predicates(named name: String) -> [Entry<PredicateSummary>] {
        entries(predicateIndex[name]) { summaries[Int($0.file)].predicates[Int($0.item)] }
    }
    /// Uses of `name` in layout decisions, in file order.
    func layoutUses(of name: String) -> [Entry<NameUse>] {
        entries(layoutUseIndex[name]) { summaries[Int($0.file)].layoutUses[Int($0.item)] }
    }
    /// Uses of `name` as bar content, in file order.
    func barContentUses(of name: String) -> [Entry<NameUse>] {
        entries(barUseIndex[name]) { summaries[Int($0.file)].barContentUses[Int($0.item)] }
    }

    /// Project view modifiers named `name` that re-inset their content per edge, in file order.
    func reinsettingModifiers(named name: String) -> [Entry<NameUse>] {
        entries(reinsettingIndex[name]) { summaries[Int($0.file)].reinsettingModifiers[Int($0.item)] }
    }

    /// What the one-statement `body` of type `type` shows, in file order.
    func viewBodies(of type: String) -> [Entry<ViewBodySummary>] {
        entries(viewBodyIndex[type]) { summaries[Int($0.file)].viewBodies[Int($0.item)] }
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
        /// Whether a declaration or extension of the type named by the first value lists the second among its
        /// inherited types (`RuleContext.type(_:inheritsFrom:)`): answered only by such entries, so a file that
        /// asks whether `Button` is a `ToolbarContent` does not depend on every file with an `extension Button`.
        case conformance(String, String)
        /// Class declarations named so (`RuleContext.classes(named:)`): extensions and other kinds do not answer.
        case classes(String)
    }

    /// The files whose entries answer `query`, ascending, without repeats.
    public func files(answering query: Query) -> [Int] {
        var files = Set<Int>()
        _ = anySlot(answering: query) { files.insert(Int($0.file)); return false }
        return Array(files).sorted()
    }

    /// True when `body` is true of a slot of the entries that answer `query` (asked in file order, up to the
    /// first that is).
    private func anySlot(answering query: Query, where body: (Slot) -> Bool) -> Bool {
        func any(_ slots: Slots?) -> Bool { slots?.contains(where: body) ?? false }
        switch query {
        case .types(let n): return any(typeIndex[n])
        case .members(let n): return any(memberIndex[n])
        case .extensionInitializers(let n): return any(initializerIndex[n])
        case .predicates(let n): return any(predicateIndex[n])
        case .layoutUses(let n): return any(layoutUseIndex[n])
        case .barContentUses(let n): return any(barUseIndex[n])
        case .reinsettingModifiers(let n): return any(reinsettingIndex[n])
        case .viewBodies(let n): return any(viewBodyIndex[n])
        case .deploymentTargets: return deploymentTargetSlots.contains(where: body)
        case .classes(let n):
            return typeIndex[n]?.contains { summaries[Int($0.file)].types[Int($0.item)].kind == .class && body($0) } ?? false
        case .conformance(let n, let c):
            return typeIndex[n]?.contains { summaries[Int($0.file)].types[Int($0.item)].inherited.contains(c) && body($0) } ?? false
        }
    }

    /// True when some query in `queries` has an answer from a file other than `file`: the findings of `file`
    /// made with a model of `file` alone may then differ from those made with this model.
    public func answers(_ queries: Set<Query>, dependOnFilesOtherThan file: Int) -> Bool {
        // Stops at the first entry from another file: no set of files is made (a name many files answer would
        // make that quadratic over a run).
        queries.contains { q in anySlot(answering: q) { Int($0.file) != file } }
    }
}
