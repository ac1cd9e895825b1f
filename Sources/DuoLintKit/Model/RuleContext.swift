/// What a Swift rule sees besides its file: the options, the project model, and where the file's code runs.
///
/// Every question to the model goes through this context, which records it (`queries`): the engine lints
/// each file once with a model of that file alone while the project model is being built, then lints again
/// only the files whose recorded questions have answers from other files (`Linter`). So a rule must read the
/// model through these methods only, and keep no state of its own. One context serves one file on one thread.
public final class RuleContext {
    /// Settings passed to every rule.
    public let options: RuleOptions
    /// The model the answers come from (for a context of one file alone, made on the first question: most
    /// files ask none).
    public var model: ProjectModel {
        if let m = madeModel { return m }
        let m = ProjectModel([localSummary!])
        madeModel = m
        return m
    }
    private var madeModel: ProjectModel?
    private let localSummary: FileSummary?
    /// The index of the linted file in `model` (its entries with this index are the file's own).
    public let fileIndex: Int
    /// The questions asked so far.
    public private(set) var queries = Set<ProjectModel.Query>()

    /// A context for the file with index `fileIndex` in `model`.
    public init(options: RuleOptions = RuleOptions(), model: ProjectModel, fileIndex: Int) {
        self.options = options
        self.madeModel = model
        self.localSummary = nil
        self.fileIndex = fileIndex
    }

    /// A context with a model of the file `summary` summarizes, alone (its own declarations and uses), as for a
    /// single file on stdin and the first pass of a run.
    public init(options: RuleOptions = RuleOptions(), summary: FileSummary) {
        self.options = options
        self.madeModel = nil
        self.localSummary = summary
        self.fileIndex = 0
    }

    /// A context with a model of `file` alone.
    public convenience init(options: RuleOptions = RuleOptions(), file: SwiftFile) {
        self.init(options: options, summary: FileSummary(file))
    }

    /// True when `entry` comes from the linted file (its token indices and body handles are valid there).
    public func isOwn<V>(_ entry: ProjectModel.Entry<V>) -> Bool { entry.file == fileIndex }

    /// The path of the file `entry` comes from.
    public func path<V>(of entry: ProjectModel.Entry<V>) -> String { model.paths[entry.file] }

    /// Type declarations and extensions named `name` (last component), in every file.
    public func types(named name: String) -> [ProjectModel.Entry<TypeSummary>] {
        queries.insert(.types(name))
        return model.types(named: name)
    }

    /// True when a declaration or an extension of type `name` lists `conformance` among its inherited types.
    public func type(_ name: String, inheritsFrom conformance: String) -> Bool {
        types(named: name).contains { $0.value.inherited.contains(conformance) }
    }

    /// Members (properties, functions, initializers, subscripts; file-scope ones too) named `name`.
    public func members(named name: String) -> [ProjectModel.Entry<MemberSummary>] {
        queries.insert(.members(name))
        return model.members(named: name)
    }

    /// Initializers that extensions of type `type` declare (`extension Button { init(_:icon:action:) }`).
    public func extensionInitializers(of type: String) -> [ProjectModel.Entry<ExtensionInitializer>] {
        queries.insert(.extensionInitializers(type))
        return model.extensionInitializers(of: type)
    }

    /// Idiom and orientation predicates named `name` (`isPad`).
    public func predicates(named name: String) -> [ProjectModel.Entry<PredicateSummary>] {
        queries.insert(.predicates(name))
        return model.predicates(named: name)
    }

    /// Uses of `name` in conditions that decide layout, in every file (path order, then position).
    public func layoutUses(of name: String) -> [ProjectModel.Entry<NameUse>] {
        queries.insert(.layoutUses(name))
        return model.layoutUses(of: name)
    }

    /// Uses of `name` as bar content (`.toolbar { name }`), in every file.
    public func barContentUses(of name: String) -> [ProjectModel.Entry<NameUse>] {
        queries.insert(.barContentUses(name))
        return model.barContentUses(of: name)
    }

    /// Project view modifiers named `name` (a function or a `ViewModifier` type) that inset their content from
    /// the safe area per edge, in every file.
    public func reinsettingModifiers(named name: String) -> [ProjectModel.Entry<NameUse>] {
        queries.insert(.reinsettingModifiers(name))
        return model.reinsettingModifiers(named: name)
    }

    /// What the one-statement `body` of type `name` shows (an image, a text, a label), from every file.
    public func viewBodies(of name: String) -> [ProjectModel.Entry<ViewBodySummary>] {
        queries.insert(.viewBodies(name))
        return model.viewBodies(of: name)
    }
}
