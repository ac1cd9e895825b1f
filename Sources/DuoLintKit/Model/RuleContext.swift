/// What a Swift rule sees besides its file: the options, the project model, and where the file's code runs.
///
/// Every question to the model goes through this context, which records it (`queries`): the engine lints
/// each file once with a model of that file alone while the project model is being built, then lints again
/// only the files whose recorded questions have answers from other files (`Linter`). So a rule must read the
/// model through these methods only, and keep no state of its own (`memo` is the context's own, per lint). One context serves one file on one thread.
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
    /// Scratch objects of this lint, with their types (`memo(_:make:)`): a lint makes one or two, so a list
    /// searched in order (a dictionary hashed the identifier at every call, thousands per file).
    private var memos: [(type: ObjectIdentifier, object: AnyObject)] = []

    /// The scratch object of type `T` for this lint of this file, made by `make` on the first call: what several
    /// rules would each compute at the same token (the bar-item analysis) is computed once. It lives as long as
    /// the context, so it may hold answers of the model (the questions were recorded when they were asked).
    public func memo<T: AnyObject>(_ type: T.Type, make: () -> T) -> T {
        let id = ObjectIdentifier(type)
        // Kept with `T`'s identifier, so it is a `T`: no checked cast.
        for m in memos where m.type == id { return unsafeDowncast(m.object, to: T.self) }
        let m = make()
        memos.append((id, m))
        return m
    }

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
    public func path<V>(of entry: ProjectModel.Entry<V>) -> String {
        if madeModel == nil, let local = localSummary { return local.path }
        return model.path(ofFile: entry.file)
    }

    /// The answer from the run's model, or for a context of one file alone from its summary's list (filtered
    /// by `matches`, no model built: most files ask a few questions of their own small summary). Past
    /// `listAnswers` questions the model of the file alone is built and asked instead, which answers from its
    /// indexes: a file of 40,000 idiom helpers, each used once, asked as many questions of as long a list
    /// (2.8–4.1 s; the same answers).
    private func answer<V>(_ run: (ProjectModel) -> [ProjectModel.Entry<V>], _ list: (FileSummary) -> [V],
                           _ matches: (V) -> Bool) -> [ProjectModel.Entry<V>] {
        if let m = madeModel { return run(m) }
        guard let local = localSummary else { return [] }
        listAnswered += 1
        if listAnswered > RuleContext.listAnswers { return run(model) }
        return list(local).filter(matches).map { ProjectModel.Entry(file: 0, value: $0) }
    }

    /// How many questions a context of one file alone answers from its summary's lists before it builds the model.
    static let listAnswers = 64
    /// The questions answered from the summary's lists so far.
    private var listAnswered = 0

    /// Type declarations and extensions named `name` (last component), in every file.
    public func types(named name: String) -> [ProjectModel.Entry<TypeSummary>] {
        queries.insert(.types(name))
        return answer({ $0.types(named: name) }, \.types) { $0.name == name }
    }

    /// Class declarations named `name` (last component), in every file: `types(named:)` without the extensions
    /// and other kinds, asked as such so that an extension elsewhere does not make the file depend on it.
    public func classes(named name: String) -> [ProjectModel.Entry<TypeSummary>] {
        queries.insert(.classes(name))
        return answer({ $0.types(named: name).filter { $0.value.kind == .class } }, \.types) { $0.name == name && $0.kind == .class }
    }

    /// True when a declaration or an extension of type `name` lists `conformance` among its inherited types.
    public func type(_ name: String, inheritsFrom conformance: String) -> Bool {
        queries.insert(.conformance(name, conformance))
        if let m = madeModel { return m.type(name, inheritsFrom: conformance) }
        guard let local = localSummary else { return false }
        // Counted with the other questions: past `listAnswers` the model answers (see `answer`).
        listAnswered += 1
        if listAnswered > RuleContext.listAnswers { return model.type(name, inheritsFrom: conformance) }
        return local.types.contains { $0.name == name && $0.inherited.contains(conformance) }
    }

    /// Members (properties, functions, initializers, subscripts; file-scope ones too) named `name`.
    public func members(named name: String) -> [ProjectModel.Entry<MemberSummary>] {
        queries.insert(.members(name))
        return answer({ $0.members(named: name) }, \.members) { $0.name == name }
    }

    /// Initializers that extensions of type `type` declare (`extension Button { init(_:icon:action:) }`).
    public func extensionInitializers(of type: String) -> [ProjectModel.Entry<ExtensionInitializer>] {
        queries.insert(.extensionInitializers(type))
        return answer({ $0.extensionInitializers(of: type) }, \.extensionInitializers) { $0.type == type }
    }

    /// Idiom and orientation predicates named `name` (`isPad`).
    public func predicates(named name: String) -> [ProjectModel.Entry<PredicateSummary>] {
        queries.insert(.predicates(name))
        return answer({ $0.predicates(named: name) }, \.predicates) { $0.name == name }
    }

    /// Uses of `name` in conditions that decide layout, in every file (path order, then position).
    public func layoutUses(of name: String) -> [ProjectModel.Entry<NameUse>] {
        queries.insert(.layoutUses(name))
        return answer({ $0.layoutUses(of: name) }, \.layoutUses) { $0.name == name }
    }

    /// Uses of `name` as bar content (`.toolbar { name }`), in every file.
    public func barContentUses(of name: String) -> [ProjectModel.Entry<NameUse>] {
        queries.insert(.barContentUses(name))
        return answer({ $0.barContentUses(of: name) }, \.barContentUses) { $0.name == name }
    }

    /// Project view modifiers named `name` (a function or a `ViewModifier` type) that inset their content from
    /// the safe area per edge, in every file.
    public func reinsettingModifiers(named name: String) -> [ProjectModel.Entry<NameUse>] {
        queries.insert(.reinsettingModifiers(name))
        return answer({ $0.reinsettingModifiers(named: name) }, \.reinsettingModifiers) { $0.name == name }
    }

    /// What the one-statement `body` of type `name` shows (an image, a text, a label), from every file.
    public func viewBodies(of name: String) -> [ProjectModel.Entry<ViewBodySummary>] {
        queries.insert(.viewBodies(name))
        return answer({ $0.viewBodies(of: name) }, \.viewBodies) { $0.type == name }
    }

    /// The project's iOS deployment target: the lowest `.iOS` platform of a `Package.swift` and
    /// `IPHONEOS_DEPLOYMENT_TARGET` of a `project.pbxproj` or `.xcconfig` of the project (`DeploymentTarget`);
    /// nil when no file declares one, or one is in a form duolint cannot read.
    public func iOSDeploymentTarget() -> DeploymentTarget.Version? {
        queries.insert(.deploymentTargets)
        if let m = madeModel { return m.iOSDeploymentTarget() }
        return DeploymentTarget.lowest(localSummary?.deploymentTargets ?? [])
    }
}
