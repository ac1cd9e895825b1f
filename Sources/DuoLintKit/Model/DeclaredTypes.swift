/// The types that a Swift file's code writes for its names, as far as the code shows them: what a
/// construction builds (`UILabel()`, `UIButton(type: .system)`), the type of a local binding, a parameter or a
/// stored property of the enclosing type (this file's tree first, then the project model for the members of
/// other files), and whether a type reaches a given class through the project's own classes. Names, not types:
/// an unknown or unwritten type is nil, never a guess. Node numbers are `SyntaxTree` node indices, token numbers
/// indices into `SwiftFile.tokens`.
enum DeclaredTypes {
    /// The type name that expression `e` constructs: the callee of a call whose callee is a capitalised name
    /// (`UILabel()`, `UILabel(frame: …)`, `Box<T>()`, `UILabel.init()`), the base type of a static factory call
    /// (`UIButton.systemButton(with:target:action:)` gives `UIButton`), or, for a closure called at once
    /// (`{ let b = UIButton(type: .system); …; return b }()`), the type its first local binding constructs.
    /// Nil for anything else (a value read from elsewhere, a chain after the construction).
    static func constructedType(_ e: Int, _ file: SwiftFile) -> String? {
        let tree = file.syntaxTree
        guard tree.kind(e) == .functionCallExpr, var callee = tree.firstChild(e) else { return nil }
        if tree.kind(callee) == .closureExpr {
            for s in tree.statements(of: callee) where tree.kind(s) == .variableDecl {
                guard let b = tree.child(s, .patternBinding), let v = tree.children(b).last(where: { tree.kind($0).isExpression }) else { return nil }
                return constructedType(v, file)
            }
            return nil
        }
        if tree.kind(callee) == .genericSpecializationExpr, let f = tree.firstChild(callee) { callee = f }
        if tree.kind(callee) == .memberAccessExpr, let base = tree.base(ofMember: callee) { callee = base }
        guard tree.kind(callee) == .declReferenceExpr, tree.tokens(callee).count == 1 else { return nil }
        let t = tree.start(callee)
        guard file.kind(t) == .identifier, let first = file.text(t).first, first.isUppercase else { return nil }
        return file.text(t)
    }

    /// The type name written by type node `n`: the last component of an identifier or member type, through `?`
    /// and `!` (`UILabel!`, `UIKit.UILabel?` give `UILabel`); nil for arrays, functions, tuples and the like.
    static func typeName(ofTypeNode n: Int, _ file: SwiftFile) -> String? {
        let tree = file.syntaxTree
        var t = n
        while tree.kind(t) == .optionalType || tree.kind(t) == .implicitlyUnwrappedOptionalType, let inner = tree.firstChild(t) { t = inner }
        guard tree.kind(t) == .identifierType || tree.kind(t) == .memberType else { return nil }
        return FileSummary.lastTypeName(t, file, tree)
    }

    /// The type name of a written type text as the model keeps it (`UILabel!`, `UIKit.UILabel`): the last
    /// dotted component without `?`/`!`; nil when the text is not a plain name (`[UILabel]`, `() -> Void`).
    static func typeName(ofText text: String) -> String? {
        var s = Substring(text)
        while let last = s.last, last == "?" || last == "!" { s = s.dropLast() }
        guard let name = s.split(separator: ".").last, let first = name.first, first.isLetter || first == "_",
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(name)
    }

    /// The name of the type, class or extension around node `n` (the nearest), or nil at file scope.
    static func enclosingTypeName(_ n: Int, _ file: SwiftFile) -> String? {
        let tree = file.syntaxTree
        guard let d = tree.ancestor(n, in: typeKinds) else { return nil }
        return FileSummary.declaredTypeName(d, tree.kind(d), file, tree)
    }

    /// The kinds of declarations `enclosingTypeName` names (made once, not at each call).
    private static let typeKinds: Set<SyntaxKind> = [.classDecl, .structDecl, .enumDecl, .actorDecl, .extensionDecl]

    /// The expression `e` with `!` and `?` after it taken off (`label!` gives `label`).
    static func unwrapped(_ e: Int, _ tree: SyntaxTree) -> Int {
        var n = e
        while tree.kind(n) == .forceUnwrapExpr || tree.kind(n) == .optionalChainingExpr, let f = tree.firstChild(n) { n = f }
        return n
    }

    /// The name token of the variable expression `e` stands for and whether it is a member of the enclosing
    /// type: `label` (bare), `self.label`, `label!`, `self.label?`; nil for any other expression.
    static func variableName(_ e: Int, _ file: SwiftFile) -> (token: Int, isSelfMember: Bool)? {
        let tree = file.syntaxTree
        let n = unwrapped(e, tree)
        if tree.kind(n) == .declReferenceExpr, tree.tokens(n).count == 1, file.kind(tree.start(n)) == .identifier {
            return (tree.start(n), false)
        }
        guard tree.kind(n) == .memberAccessExpr, let b = tree.base(ofMember: n), tree.tokens(b).count == 1,
              file.isWord(tree.start(b), "self"), let name = tree.lastChild(n) else { return nil }
        return (tree.start(name), true)
    }

    /// Where the bare name at token `t` is declared, walking out from the reference: a local binding of this
    /// file (`let b = UIButton()`), a parameter of an enclosing function or closure, or neither (a member of
    /// the enclosing type, or a global).
    enum Declaration {
        case local(Binding)
        case parameter(type: String?)
        case member
    }

    /// The declaration the bare name at token `t` refers to (see `Declaration`).
    static func declaration(ofNameAt t: Int, _ file: SwiftFile) -> Declaration {
        if let b = file.binding(referencedAt: t) { return .local(b) }
        let tree = file.syntaxTree
        var scope = tree.enclosingParameterScope(tree.node(containingToken: t))
        while let s = scope {
            for p in tree.parameterNames(file, of: s) where file.sameText(p, t) {
                let node = tree.node(containingToken: p)
                let param: Int? = tree.kind(node) == .functionParameter || tree.kind(node) == .closureParameter ? node : nil
                let type = param.flatMap { q in tree.children(q).first { tree.kind($0).isType } }
                return .parameter(type: type.flatMap { typeName(ofTypeNode: $0, file) })
            }
            scope = tree.enclosingParameterScope(s)
        }
        return .member
    }

    /// The type of the variable that expression `e` stands for (`label`, `self.label`, `label!`), or nil when
    /// the code does not write it: a local binding's annotation or constructed value; a parameter's annotation;
    /// else a stored or computed property of the enclosing type, read from this file's declarations of that
    /// type (`PropertyTypes`) and, when this file does not declare it, from the project model (a member of the
    /// same owner with a written type, in any file).
    static func variableType(_ e: Int, in file: SwiftFile, context: RuleContext) -> String? {
        guard let (t, isSelfMember) = variableName(e, file) else { return nil }
        if !isSelfMember {
            switch declaration(ofNameAt: t, file) {
            case .local(let b): return bindingType(b, file)
            case .parameter(let type): return type
            case .member: break
            }
        }
        guard let owner = enclosingTypeName(e, file) else { return nil }
        let name = file.text(t)
        let table = file.table(PropertyTypes.self) { PropertyTypes($0) }
        if let known = table.types[PropertyTypes.Key(owner: owner, name: name)] { return known }
        for entry in context.members(named: name) where entry.value.owner == owner && entry.value.kind == .property && !context.isOwn(entry) {
            if let written = entry.value.type.flatMap(typeName(ofText:)) { return written }
        }
        return nil
    }

    /// The type of local binding `b`: its annotation (`let l: UILabel = …`), else what its value constructs.
    static func bindingType(_ b: Binding, _ file: SwiftFile) -> String? {
        let tree = file.syntaxTree
        guard let n = tree.node(exactlyAt: b.name), let p = tree.parent(n) else { return nil }
        if let type = tree.children(p).first(where: { tree.kind($0).isType }) { return typeName(ofTypeNode: type, file) }
        guard let v = tree.children(p).last(where: { $0 != n && tree.kind($0).isExpression }) else { return nil }
        return constructedType(v, file)
    }

    /// The written or constructed types of the properties this file declares, by owner and name: one walk of
    /// the tree per file. A property whose type the code does not show is absent.
    final class PropertyTypes {
        struct Key: Hashable {
            var owner: String
            var name: String
        }
        /// Owner and property name → type name.
        let types: [Key: String]

        init(_ file: SwiftFile) {
            let tree = file.syntaxTree
            var types: [Key: String] = [:]
            for d in 0..<tree.count where tree.kind(d) == .variableDecl {
                guard let block = FileSummary.ownerBlock(of: d, tree), tree.kind(block) == .memberBlock, let type = tree.parent(block),
                      let owner = FileSummary.declaredTypeName(type, tree.kind(type), file, tree) else { continue }
                for b in tree.children(d) where tree.kind(b) == .patternBinding {
                    guard let p = tree.firstChild(b), tree.kind(p) == .identifierPattern else { continue }
                    var found: String?
                    if let t = tree.children(b).first(where: { tree.kind($0).isType }) {
                        found = DeclaredTypes.typeName(ofTypeNode: t, file)
                    } else if let v = tree.children(b).last(where: { $0 != p && tree.kind($0).isExpression }) {
                        found = DeclaredTypes.constructedType(v, file)
                    }
                    if let f = found { types[Key(owner: owner, name: file.text(tree.start(p)))] = f }
                }
            }
            self.types = types
        }
    }

    /// The first of `targets` that type `name` is or inherits from, following the inherited types of the
    /// project's classes (and extensions) through the model, at most 8 levels; nil when none is reached.
    static func reachedBase(_ name: String, in targets: Set<String>, context: RuleContext) -> String? {
        var seen: Set<String> = []
        var frontier = [name]
        for _ in 0..<8 {
            var next: [String] = []
            for n in frontier where seen.insert(n).inserted {
                if targets.contains(n) { return n }
                for entry in context.classes(named: n) {
                    next += entry.value.inherited
                }
            }
            if next.isEmpty { return nil }
            frontier = next
        }
        return nil
    }
}
