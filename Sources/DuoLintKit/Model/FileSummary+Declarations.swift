extension FileSummary {
    /// The summary of `file`: one walk of its syntax tree for the declarations (types, extensions, members,
    /// extension initializers), then the predicates (`FileSummary+Predicates`), the names used in layout
    /// decisions (`LayoutUses`), the names used as bar content and what one-statement view bodies show
    /// (`BarContentUses`).
    public init(_ file: SwiftFile) {
        self.init(path: file.path)
        let tree = file.syntaxTree
        let names = SyntaxNames(file: file, tree: tree)
        var n = 0
        while n < tree.count {
            let kind = tree.kind(n)
            switch kind {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
                if let t = FileSummary.typeSummary(n, kind, file, names) { types.append(t) }
            case .variableDecl, .functionDecl, .initializerDecl, .subscriptDecl:
                if let owner = FileSummary.owner(of: n, file), let m = FileSummary.memberSummary(n, kind, owner: owner.name, file, names) {
                    members.append(m)
                    if kind == .initializerDecl, owner.isExtension, let body = m.body {
                        extensionInitializers.append(ExtensionInitializer(
                            type: owner.name ?? "", labels: m.labels, forwards: FileSummary.calls(in: body, file, names),
                            token: m.token, line: m.line))
                    }
                }
            default: break
            }
            n += 1
        }
        collectPredicates(file)
        layoutUses = LayoutUses.collect(in: file)
        barContentUses = BarContentUses.collect(in: file, members: members)
        viewBodies = BarContentUses.viewBodies(in: file, members: members)
    }

    /// The type or extension that declaration `n` is a member of (`name` nil at file scope), or nil when `n` is
    /// local to a body. `#if` blocks between a member and its type are looked through.
    static func owner(of n: Int, _ file: SwiftFile) -> (name: String?, isExtension: Bool)? {
        let tree = file.syntaxTree
        var p = tree.parent(n)
        while let q = p, tree.kind(q) == .ifConfigClause || tree.kind(q) == .ifConfigDecl { p = tree.parent(q) }
        guard let q = p else { return nil }
        if tree.kind(q) == .sourceFile { return (nil, false) }
        guard tree.kind(q) == .memberBlock, let type = tree.parent(q) else { return nil }
        return (declaredTypeName(type, tree.kind(type), file, tree), tree.kind(type) == .extensionDecl)
    }

    private static func typeSummary(_ n: Int, _ kind: SyntaxKind, _ file: SwiftFile, _ names: SyntaxNames) -> TypeSummary? {
        let tree = names.tree
        guard let name = declaredTypeName(n, kind, file, tree) else { return nil }
        let inherited = tree.children(n).filter { tree.kind($0) == .inheritedType }.map { lastComponent(names.inheritedTypeText($0)) }
        var outer: String?
        if let block = tree.parent(n), tree.kind(block) == .memberBlock, let o = tree.parent(block) {
            outer = declaredTypeName(o, tree.kind(o), file, tree)
        }
        let token = tree.tokens(n).lowerBound
        let typeKind: TypeSummary.Kind
        switch kind {
        case .structDecl: typeKind = .struct
        case .classDecl: typeKind = .class
        case .enumDecl: typeKind = .enum
        case .actorDecl: typeKind = .actor
        case .protocolDecl: typeKind = .protocol
        default: typeKind = .extension
        }
        return TypeSummary(kind: typeKind, name: name, inherited: inherited, outer: outer, token: token,
                           line: file.source.location(ofOffset: Int(file.tokens[token].start)).line)
    }

    /// The declared name of a type declaration, or for an extension the last identifier of its extended type.
    static func declaredTypeName(_ n: Int, _ kind: SyntaxKind, _ file: SwiftFile, _ tree: SyntaxTree) -> String? {
        if kind == .extensionDecl {
            guard let type = tree.children(n).first(where: { tree.kind($0).isType }) else { return nil }
            var last: String?
            for t in tree.tokens(type) where file.kind(t) == .identifier { last = file.text(t) }
            // `extension Array where Element == X` has no generic arguments in the type; `Foo<Int>` keeps `Foo`.
            if let angle = tree.tokens(type).first(where: { file.kind($0) == .leftAngle }) {
                last = nil
                for t in tree.tokens(type).lowerBound..<angle where file.kind(t) == .identifier { last = file.text(t) }
            }
            return last
        }
        guard [.structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl].contains(kind) else { return nil }
        return SyntaxNames(file: file, tree: tree).declaredName(n)
    }

    /// `SwiftUI.View` → `View`, `@preconcurrency Sendable` → `Sendable`, `Foo<Bar>` → `Foo`.
    static func lastComponent(_ text: String) -> String {
        var s = Substring(text)
        if let angle = s.firstIndex(of: "<") { s = s[..<angle] }
        let words = s.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).filter { !$0.hasPrefix("@") }
        let last = words.last ?? s
        return String(last.split(separator: ".").last ?? last)
    }

    private static func memberSummary(_ n: Int, _ kind: SyntaxKind, owner: String?, _ file: SwiftFile,
                                      _ names: SyntaxNames) -> MemberSummary? {
        let tree = names.tree
        var attributes: [String] = []
        var isStatic = false
        var labels: [String] = []
        var type: String?
        var body: Range<Int>?
        var name: String
        for c in tree.children(n) {
            switch tree.kind(c) {
            case .attribute: attributes.append(names.attributeName(c))
            case .declModifier:
                let t = tree.tokens(c).lowerBound
                if file.isWord(t, "static") || file.isWord(t, "class") { isStatic = true }
            case .functionParameter:
                labels.append(file.text(tree.tokens(c).lowerBound))
            case .codeBlock, .accessorBlock: body = tree.tokens(c)
            case .patternBinding where type == nil && body == nil:
                // `var items: some ToolbarContent { … }`, `static let isPad = … == .pad`: the first binding.
                for part in tree.children(c) {
                    if tree.kind(part).isType { type = names.text(part) } else if tree.kind(part) == .accessorBlock {
                        body = tree.tokens(part)
                    } else if tree.kind(part).isExpression { body = tree.tokens(part) }
                }
            default:
                if tree.kind(c).isType, kind == .functionDecl || kind == .subscriptDecl { type = names.text(c) }
            }
        }
        switch kind {
        case .variableDecl:
            guard let bound = names.boundNames(n).first, !bound.isEmpty else { return nil }
            name = bound
        case .functionDecl:
            guard let declared = names.declaredName(n) else { return nil }
            name = declared
        case .initializerDecl: name = "init"
        default: name = "subscript"
        }
        let token = tree.tokens(n).lowerBound
        let memberKind: MemberSummary.Kind = kind == .variableDecl ? .property : kind == .functionDecl ? .function
            : kind == .initializerDecl ? .initializer : .subscript
        return MemberSummary(kind: memberKind, name: name, owner: owner, attributes: attributes, type: type,
                             isStatic: isStatic, labels: labels, token: token,
                             line: file.source.location(ofOffset: Int(file.tokens[token].start)).line, body: body)
    }

    /// The calls in the token range `body`, by callee and argument labels, in source order.
    private static func calls(in body: Range<Int>, _ file: SwiftFile, _ names: SyntaxNames) -> [ForwardedCall] {
        let tree = names.tree
        var out: [ForwardedCall] = []
        var n = tree.node(containingToken: body.lowerBound)
        let end = body.upperBound
        while n < tree.count, tree.tokens(n).lowerBound < end {
            if tree.kind(n) == .functionCallExpr, tree.tokens(n).lowerBound >= body.lowerBound, let callee = names.callee(n) {
                out.append(ForwardedCall(callee: callee, labels: tree.arguments(ofCall: n).map { names.label($0) ?? "_" }))
            }
            n += 1
        }
        return out
    }
}
