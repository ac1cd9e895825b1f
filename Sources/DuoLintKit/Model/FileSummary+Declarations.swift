extension FileSummary {
    /// The summary of `file`: one walk of its syntax tree for the declarations (types, extensions, members,
    /// extension initializers; on the way, where the file's code runs: `SwiftFile.executionScope`, and the names
    /// used in layout decisions: `LayoutUses`), then the predicates (`FileSummary+Predicates`), the names used
    /// as bar content and what one-statement view bodies show (`BarContentUses`), and the view modifiers that
    /// re-inset their content (`ReinsettingModifiers`).
    ///
    /// The walk runs on every file of a run, so it reads names straight from tokens and children through
    /// `firstChild`/`nextSibling` (no arrays, no source text but the names and types kept).
    public init(_ file: SwiftFile) {
        self.init(file, words: SummaryWords(file))
    }

    /// `init(_:)` with the file's `SummaryWords` already found (`SwiftLinter.hits(in:)`).
    init(_ file: SwiftFile, words: SummaryWords) {
        self.init(path: file.path)
        let tree = file.syntaxTree
        let names = SyntaxNames(file: file, tree: tree)
        // Members of one type come one after another: the last owner found is asked for again.
        var lastOwner: (block: Int, name: String?, isExtension: Bool) = (-1, nil, false)
        // The words the collectors look up, found in one pass (no name index is built for them); the Mac names
        // tell the scope whether the file's `if`/`guard` tests can have a dead branch.
        var scope = ExecutionScope.Builder(file, namesMac: SummaryWords.mac.contains { !words.occurrences($0).isEmpty })
        var layout = LayoutUses.Collector(file)
        var lines = SummaryLines(file.source.lines)
        // The type declarations around the node, innermost last, with their names: a member's owner and a
        // nested type's outer type are read from here, not from the tokens again.
        var open = OpenTypes()
        // The types and members, appended as found and handed over as arrays of exactly their size.
        var typeList = SummaryList<TypeSummary>(), memberList = SummaryList<MemberSummary>()
        // The walk reads a kind per node of the file and stops at few: the nodes between are skipped in a tight
        // loop over the kinds, each looked up in `readKinds`.
        let kinds = tree.kinds, count = kinds.count, read = FileSummary.readKinds
        var n = 0
        while n < count {
            n = kinds.withUnsafeBufferPointer { k in
                read.withUnsafeBufferPointer { r in
                    var i = n
                    // Four kinds a round (the bound tested once per four), then the last few one by one.
                    while i + 4 <= count {
                        if r[Int(k[i].rawValue)] { return i }
                        if r[Int(k[i + 1].rawValue)] { return i + 1 }
                        if r[Int(k[i + 2].rawValue)] { return i + 2 }
                        if r[Int(k[i + 3].rawValue)] { return i + 3 }
                        i += 4
                    }
                    while i < count && !r[Int(k[i].rawValue)] { i += 1 }
                    return i
                }
            }
            guard n < count else { break }
            let kind = kinds[n]
            switch kind {
            // The kinds `ExecutionScope.Builder.visit` reads (with `classDecl`) and those `LayoutUses.Collector`
            // reads: they are not called for others.
            case .ifExpr, .guardStmt:
                scope.visit(n, kind, file, tree)
                layout.visit(n, kind)
            case .whileStmt, .unresolvedTernaryExpr:
                layout.visit(n, kind)
            case .importDecl, .ifConfigDecl, .attribute, .availabilityCondition:
                scope.visit(n, kind, file, tree)
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
                if kind == .classDecl { scope.visit(n, kind, file, tree) }
                open.close(before: n)
                var outer: String?
                if let block = tree.parent(n), tree.kind(block) == .memberBlock, let o = tree.parent(block) {
                    outer = open.name(of: o, file, tree)
                }
                let name = FileSummary.declaredTypeName(n, kind, file, tree)
                open.push(n, end: n + Int(tree.subtreeSizes[n]), name: name)
                if let name {
                    let t = FileSummary.typeSummary(n, kind, name: name, outer: outer, file, tree, &lines)
                    // Grown from a few slots, not from one.
                    typeList.append(t, minimumCapacity: 4)
                }
            case .variableDecl, .functionDecl, .initializerDecl, .subscriptDecl:
                guard let block = FileSummary.ownerBlock(of: n, tree) else { break }
                if block != lastOwner.block {
                    let type = tree.kind(block) == .sourceFile ? nil : tree.parent(block)
                    open.close(before: n)
                    lastOwner = (block, type.flatMap { open.name(of: $0, file, tree) }, type.map { tree.kind($0) == .extensionDecl } ?? false)
                }
                let owner = (name: lastOwner.name, isExtension: lastOwner.isExtension)
                if let m = FileSummary.memberSummary(n, kind, owner: owner.name, file, names, &lines) {
                    if kind == .initializerDecl, owner.isExtension, let body = m.body {
                        extensionInitializers.append(ExtensionInitializer(
                            type: owner.name ?? "", labels: m.labels, forwards: FileSummary.calls(in: body, file, names),
                            token: m.token, line: m.line))
                    }
                    // Appended last, so it is moved in, not copied (the two lists are independent); grown from 16
                    // slots, not from one.
                    memberList.append(m, minimumCapacity: 16)
                }
            default: break
            }
            n += 1
        }
        types = typeList.take()
        members = memberList.take()
        if file.executionScopeCache == nil { file.executionScopeCache = scope.scope(of: file) }
        collectPredicates(file, words)
        layoutUses = layout.out
        barContentUses = BarContentUses.collect(in: file, members: members, words: words)
        viewBodies = BarContentUses.viewBodies(in: file, members: members)
        reinsettingModifiers = ReinsettingModifiers.collect(in: file, words: words)
        if DeploymentTarget.isPackageManifest(file.path) { deploymentTargets = DeploymentTarget.targets(ofManifest: file) }
    }

    /// The kinds of node the walk of `init(_:)` reads (its `switch`'s cases), indexed by raw value (256 entries).
    static let readKinds: [Bool] = {
        let read: [SyntaxKind] = [.ifExpr, .guardStmt, .whileStmt, .unresolvedTernaryExpr, .importDecl, .ifConfigDecl, .attribute,
                                  .availabilityCondition, .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl,
                                  .variableDecl, .functionDecl, .initializerDecl, .subscriptDecl]
        var table = [Bool](repeating: false, count: 256)
        for k in read { table[Int(k.rawValue)] = true }
        return table
    }()

    /// Types of stored properties the model keeps even without an initial value (see `memberSummary`;
    /// `isFactType` tests the same list).
    static let factTypes: Set<String> = ["UIUserInterfaceIdiom", "Bool", "UIInterfaceOrientation", "UIDeviceOrientation"]

    /// The line (1-based) of token `t`.
    @inline(__always) static func line(_ t: Int, _ file: SwiftFile) -> Int {
        file.source.lines.line(ofOffset: Int(file.tokens[t].start))
    }

    /// The type or extension that declaration `n` is a member of (`name` nil at file scope), or nil when `n` is
    /// local to a body. `#if` blocks between a member and its type are looked through.
    static func owner(of n: Int, _ file: SwiftFile) -> (name: String?, isExtension: Bool)? {
        let tree = file.syntaxTree
        guard let block = ownerBlock(of: n, tree) else { return nil }
        guard tree.kind(block) == .memberBlock, let type = tree.parent(block) else { return (nil, false) }
        return (declaredTypeName(type, tree.kind(type), file, tree), tree.kind(type) == .extensionDecl)
    }

    /// The `memberBlock` of the type or extension that declaration `n` is a member of, or the `sourceFile` node
    /// for a declaration at file scope; nil when `n` is local to a body. `#if` blocks between are looked through.
    static func ownerBlock(of n: Int, _ tree: SyntaxTree) -> Int? {
        var p = tree.parent(n)
        while let q = p, tree.kind(q) == .ifConfigClause || tree.kind(q) == .ifConfigDecl { p = tree.parent(q) }
        guard let q = p, tree.kind(q) == .sourceFile || (tree.kind(q) == .memberBlock && tree.parent(q) != nil) else { return nil }
        return q
    }

    /// The summary of type declaration `n` (of kind `kind`), whose `declaredTypeName` is `name` and whose outer
    /// type's is `outer`; its line read through `lines`.
    private static func typeSummary(_ n: Int, _ kind: SyntaxKind, name: String, outer: String?, _ file: SwiftFile,
                                    _ tree: SyntaxTree, _ lines: inout SummaryLines) -> TypeSummary {
        var inherited: [String] = []
        var c = tree.firstChild(n)
        while let k = c {
            if tree.kind(k) == .inheritedType, let last = lastTypeName(k, file, tree) { inherited.append(last) }
            c = tree.nextSibling(k)
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
                           line: lines.line(ofOffset: Int(file.tokens[token].start)))
    }

    /// The declared name of a type declaration, or for an extension the last component of its extended type.
    static func declaredTypeName(_ n: Int, _ kind: SyntaxKind, _ file: SwiftFile, _ tree: SyntaxTree) -> String? {
        if kind == .extensionDecl {
            var c = tree.firstChild(n)
            while let k = c, !tree.kind(k).isType { c = tree.nextSibling(k) }
            return c.flatMap { lastTypeName($0, file, tree) }
        }
        switch kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl: break
        default: return nil
        }
        // The name is the token after the keyword: the first token not in an attribute or modifier child.
        var t = tree.tokens(n).lowerBound
        var c = tree.firstChild(n)
        while let k = c, tree.kind(k) == .attribute || tree.kind(k) == .declModifier, tree.start(k) <= t {
            t = tree.end(k)
            c = tree.nextSibling(k)
        }
        let name = t + 1
        guard name < tree.tokens(n).upperBound, file.kind(name) == .identifier else { return nil }
        return file.nameText(name)
    }

    /// The last identifier of type node `n` (or the type inside an `inheritedType`) before any generic
    /// arguments: `SwiftUI.View` → `View`, `@preconcurrency Sendable` → `Sendable`, `Foo<Bar>` → `Foo`.
    static func lastTypeName(_ n: Int, _ file: SwiftFile, _ tree: SyntaxTree) -> String? {
        var last: Int?
        for t in tree.tokens(n) {
            let k = file.kind(t)
            if k == .leftAngle { break }
            if k == .identifier, !(t > 0 && file.kind(t - 1) == .atSign) { last = t }
        }
        return last.map { file.nameText($0) }
    }

    private static func memberSummary(_ n: Int, _ kind: SyntaxKind, owner: String?, _ file: SwiftFile,
                                      _ names: SyntaxNames, _ lines: inout SummaryLines) -> MemberSummary? {
        let tree = names.tree
        var attributes: [String] = []
        var isStatic = false
        var labels: [String] = []
        // The type's node and the name's token: their texts are made only for a member that is kept (a stored
        // property without value or attribute is left out unless its type is a fact type, read from the bytes).
        var typeNode: Int?
        var body: Range<Int>?
        var nameToken: Int?
        // The attributes and parameters counted first, so that each list is allocated once at its size.
        var attributeCount = 0, parameterCount = 0
        var c = tree.firstChild(n)
        while let child = c {
            let k = tree.kind(child)
            if k == .attribute { attributeCount += 1 } else if k == .functionParameter { parameterCount += 1 }
            c = tree.nextSibling(child)
        }
        if attributeCount > 0 { attributes.reserveCapacity(attributeCount) }
        if parameterCount > 0 { labels.reserveCapacity(parameterCount) }
        c = tree.firstChild(n)
        while let child = c {
            defer { c = tree.nextSibling(child) }
            let k = tree.kind(child)
            switch k {
            case .attribute: attributes.append(FileSummary.attributeName(child, file, tree))
            case .declModifier:
                let t = tree.start(child)
                if file.isWord(t, "static") || file.isWord(t, "class") { isStatic = true }
            case .functionParameter:
                labels.append(file.text(tree.start(child)))
            case .codeBlock, .accessorBlock: body = tree.tokens(child)
            case .patternBinding where nameToken == nil:
                // `var items: some ToolbarContent { … }`, `static let isPad = … == .pad`: the first binding.
                var part = tree.firstChild(child)
                if let p = part, tree.kind(p) == .identifierPattern { nameToken = tree.start(p) }
                while let p = part {
                    let pk = tree.kind(p)
                    if pk.isType { typeNode = p } else if pk == .accessorBlock || pk.isExpression { body = tree.tokens(p) }
                    part = tree.nextSibling(p)
                }
                if nameToken == nil { return nil }
            default:
                if k.isType, kind == .functionDecl || kind == .subscriptDecl { typeNode = child }
            }
        }
        // A stored property with no initial value and no attribute (`let title: String`) holds no fact a rule
        // follows across files, unless its type is one the idiom and orientation rules ask about (`let idiom:
        // UIUserInterfaceIdiom`, `var isPad: Bool`); a run keeps every member, so the others are left out (and
        // a common name such as `title` then does not make every file that asks about it be linted again).
        if kind == .variableDecl, body == nil, attributes.isEmpty, !FileSummary.isFactType(typeNode, file, tree) { return nil }
        let name: String?
        switch kind {
        case .variableDecl: name = nameToken.map { file.nameText($0) }
        case .functionDecl: name = FileSummary.declaredName(n, file, tree).map(FileSummary.unquoted)
        case .initializerDecl: name = "init"
        default: name = "subscript"
        }
        guard let memberName = name else { return nil }
        let type = typeNode.map { names.text($0) }
        let token = tree.tokens(n).lowerBound
        let memberKind: MemberSummary.Kind = kind == .variableDecl ? .property : kind == .functionDecl ? .function
            : kind == .initializerDecl ? .initializer : .subscript
        return MemberSummary(kind: memberKind, name: memberName, owner: owner, attributes: attributes, type: type,
                             isStatic: isStatic, labels: labels, token: token,
                             line: lines.line(ofOffset: Int(file.tokens[token].start)), body: body)
    }

    /// The calls in the token range `body`, by callee and argument labels, in source order.
    private static func calls(in body: Range<Int>, _ file: SwiftFile, _ names: SyntaxNames) -> [ForwardedCall] {
        let tree = names.tree
        var out: [ForwardedCall] = []
        var n = tree.node(containingToken: body.lowerBound)
        let end = body.upperBound
        while n < tree.count, tree.tokens(n).lowerBound < end {
            // A type's call by the type's name (`SwiftUI.Image(…)` and `Image.init(…)` as `Image`).
            if tree.kind(n) == .functionCallExpr, tree.tokens(n).lowerBound >= body.lowerBound,
               let callee = tree.typeName(ofCall: n, in: file).map({ file.text(tree.start($0)) }) ?? names.callee(n) {
                out.append(ForwardedCall(callee: callee, labels: tree.arguments(ofCall: n).map { names.label($0) ?? "_" }))
            }
            n += 1
        }
        return out
    }
}
