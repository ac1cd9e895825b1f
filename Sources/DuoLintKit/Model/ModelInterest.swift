/// The entries of the project model some set of questions (`ProjectModel.Query`) can reach: for each index the
/// names asked. A model of summaries cut to an interest (`FileSummary(bytes:keeping:)`) answers each of those
/// questions exactly as the model of the whole summaries does, and holds nothing else: a run keeps in memory
/// only what the files that wait for the model asked (`Linter`'s second pass), not every file's declarations.
struct ModelInterest: Sendable, Equatable {
    /// Type names: asked as `types`, `classes` or `conformance` (all three read the types index).
    var types = Set<String>()
    var members = Set<String>()
    /// Extended type names of extension initializers.
    var initializers = Set<String>()
    var predicates = Set<String>()
    var layoutUses = Set<String>()
    var barUses = Set<String>()
    var reinsetting = Set<String>()
    /// Type names of view bodies.
    var viewBodies = Set<String>()
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
