/// The two placements of `custom_swiftui_bar` found from the view around the row rather than from a modifier:
/// a row beside a `switch` over a `@State` selection (a tab bar by hand), and a row in place of a hidden system bar.

extension BarRows {
    /// Containers whose statements stand beside each other on screen (a `switch` and a row in one of them share it).
    static let stacks: Set<String> = ["VStack", "ZStack", "Group", "HStack"]

    /// For the `State` attribute token `i` of a property of a view (`@State private var tab: Tab`), the bar row
    /// beside a `switch` over that property in the same type declaration whose subtree reads or sets it (`tab`,
    /// `$tab`, `self.tab`), and the property's name; nil otherwise.
    func selectionRow(attributeAt i: Int) -> (Row, String)? {
        let attribute = tree.node(containingToken: i)
        guard tree.kind(attribute) == .attribute, let v = tree.parent(attribute), tree.kind(v) == .variableDecl,
              let block = FileSummary.ownerBlock(of: v, tree), tree.kind(block) == .memberBlock, let type = tree.parent(block),
              let binding = tree.child(v, .patternBinding), let pattern = tree.firstChild(binding),
              tree.kind(pattern) == .identifierPattern else { return nil }
        let name = tree.start(pattern)
        // The `switch`es of the type whose subject names the property (`switch tab`, `switch self.tab`), in source
        // order (pre-order is the order of their subjects): from the file's list of named switches, made once, so
        // neither the type's nodes for each property nor a name index of the file are read.
        let switches = file.table(NamedSwitches.self) { NamedSwitches(BarRows(file: $0)) }
        let end = type + Int(tree.subtreeSizes[type])
        var k = switches.first(atOrAfter: type + 1)
        while k < switches.nodes.count, Int(switches.nodes[k]) < end {
            defer { k += 1 }
            let s = Int(switches.nodes[k]), o = Int(switches.subjects[k])
            guard o != name, file.kind(o) == .identifier, file.sameText(o, name),
                  let row = rowBeside(s, selection: file.text(name)) else { continue }
            return (row, file.text(name))
        }
        return nil
    }

    /// The token of the name a `switch` subject `subject` reads, when the subject is that name alone (`tab`) or a
    /// member access ending in it (`self.tab`): the name token `t` whose node (`node(exactlyAt:)`) is the subject,
    /// or a member name whose member access is the subject. Nil for other subjects.
    func subjectName(_ subject: Int) -> Int? {
        let r = tree.tokens(subject)
        if r.count == 1 {
            return tree.node(exactlyAt: r.lowerBound) == subject && !tree.isMemberName(subject) ? r.lowerBound : nil
        }
        guard tree.kind(subject) == .memberAccessExpr, let member = tree.lastChild(subject), tree.isMemberName(member) else { return nil }
        let m = tree.tokens(member)
        return m.count == 1 && tree.node(exactlyAt: m.lowerBound) == member ? m.lowerBound : nil
    }

    /// The bar row standing beside node `s` (a `switch`) in the stack that holds it (below it in a column, anywhere
    /// in a `ZStack` or `HStack`), or in the stacks around that one, or beside the uses of the view member whose
    /// body it is; nil when none reads `selection` or when the walk meets scrolling content first.
    private func rowBeside(_ s: Int, selection: String) -> Row? {
        var n = s
        for _ in 0...Self.maxDepth {
            // The statement container around `n` and `n`'s statement in it.
            var stmt = n
            while let p = tree.parent(stmt), !SyntaxTree.isStatementContainer(tree.kind(p)) { stmt = p }
            guard let container = tree.parent(stmt) else { return nil }
            var owner = tree.parent(container)
            if let o = owner, tree.kind(o) == .labeledExpr { owner = tree.parent(o) }
            // In a column (`VStack`, `Group`, a body) only a row below the switched views is a tab bar; a row
            // above them is a segmented control in all but name, which stays horizontal on iPhone Duo too. In a
            // `ZStack` (a row laid over them) or an `HStack` (a rail beside them) any position counts.
            let stackName = owner.flatMap { tree.kind($0) == .functionCallExpr ? tree.typeName(ofCall: $0, in: file) : nil }.map { file.text(tree.start($0)) }
            let anywhere = stackName == "ZStack" || stackName == "HStack"
            var below = false
            for sibling in tree.statements(of: container) {
                if sibling == stmt { below = true; continue }
                guard below || anywhere else { continue }
                if let r = row(in: sibling, depth: 1), reads(selection, r) { return r }
            }
            // Up: the stack call whose content the container is, or a use of the member whose body it is.
            if tree.kind(container) == .closureExpr, let call = owner, tree.kind(call) == .functionCallExpr,
               let callee = tree.typeName(ofCall: call, in: file) {
                let name = file.text(tree.start(callee))
                guard Self.stacks.contains(name), !Self.scrolling.contains(name) else { return nil }
                n = tree.chainTop(call)
                continue
            }
            guard tree.kind(container) == .accessorBlock || tree.kind(container) == .codeBlock,
                  let decl = tree.ancestor(container, in: [.variableDecl, .functionDecl]),
                  FileSummary.ownerBlock(of: decl, tree) != nil, let use = use(ofMember: decl) else { return nil }
            n = tree.chainTop(use)
        }
        return nil
    }

    /// A reference to the view member `decl` (a computed property or function) elsewhere in its type, or nil.
    private func use(ofMember decl: Int) -> Int? {
        let names = SyntaxNames(file: file, tree: tree)
        guard let declared = tree.kind(decl) == .functionDecl ? names.directTokens(decl).dropFirst().first
                : tree.child(decl, .patternBinding).flatMap(tree.firstChild).map(tree.start) else { return nil }
        let owner = typeName(around: decl)
        for o in file.occurrences(ofNameAt: declared) where Int(o) != declared && file.sameText(Int(o), declared) {
            guard let ref = tree.node(exactlyAt: Int(o)), typeName(around: ref) == owner else { continue }
            return tree.nameExpression(ref)
        }
        return nil
    }

    /// True when the row's subtree (or its node's) names `selection` (`tab`, `$tab`, `self.tab`).
    private func reads(_ selection: String, _ r: Row) -> Bool {
        for node in [r.content, r.node] {
            for t in tree.tokens(node) where file.kind(t) == .identifier {
                let text = file.text(t)
                if text == selection || text == "$" + selection { return true }
            }
        }
        return false
    }
}

extension BarRows {
    /// For the modifier at token `i` when it hides the system bar (`.navigationBarHidden(true)`,
    /// `.toolbar(.hidden)`, `.toolbar(.hidden, for: .navigationBar)`, `.toolbarVisibility(.hidden, for: …)`, not
    /// for `.keyboard`), the bar row drawn in its place: the first or the last statement of the `VStack` or
    /// `ZStack` the modifier applies to, seen through stacks and beside a title (`looseRow`); and the modifier as
    /// written for a message. Nil otherwise, and inside scrolling content.
    func hiddenBarRow(modifierAt i: Int) -> (Row, String)? {
        let names = SyntaxNames(file: file, tree: tree)
        guard let name = tree.node(exactlyAt: i), tree.isMemberName(name), let member = tree.parent(name),
              let call = tree.call(withCallee: member), tree.trailingClosures(ofCall: call).isEmpty,
              let base = tree.base(ofMember: member), let first = tree.arguments(ofCall: call).first,
              names.label(first) == nil, let value = tree.lastChild(first) else { return nil }
        if file.isWord(i, "navigationBarHidden") {
            guard names.text(value) == "true" else { return nil }
        } else {
            guard tree.kind(value) == .memberAccessExpr, names.memberName(value) == "hidden" else { return nil }
            for a in tree.arguments(ofCall: call) where names.label(a) == "for" {
                if let v = tree.lastChild(a), names.text(v).contains("keyboard") { return nil }
            }
        }
        let root = tree.viewRoot(tree.chainRoot(base), in: file)
        guard tree.kind(root) == .declReferenceExpr, file.isWord(tree.start(root), "VStack") || file.isWord(tree.start(root), "ZStack"),
              let stack = tree.call(constructing: root, in: file), let content = contentClosure(of: stack), !isInScrollingContent(call) else { return nil }
        let statements = tree.statements(of: content)
        for s in [statements.first, statements.last].compactMap({ $0 }) {
            if let r = looseRow(in: s, depth: 0) { return (r, "." + file.text(i) + (file.isWord(i, "navigationBarHidden") ? "(true)" : "(.hidden)")) }
        }
        return nil
    }

    /// A bar row at statement `s`, or inside the stacks it is (`ZStack { title; HStack { … } }`, a bar beside a
    /// title), two levels deep at most.
    private func looseRow(in s: Int, depth: Int) -> Row? {
        if let r = row(in: s, depth: 0) { return r }
        guard depth < 2 else { return nil }
        var e = s
        if tree.kind(e) == .expressionStmt, let c = tree.firstChild(e) { e = c }
        guard tree.kind(e).isExpression, case let root = tree.viewRoot(tree.chainRoot(e), in: file), tree.kind(root) == .declReferenceExpr,
              ["ZStack", "HStack", "VStack", "Group"].contains(file.text(tree.start(root))),
              let call = tree.call(constructing: root, in: file), let content = contentClosure(of: call) else { return nil }
        for c in tree.statements(of: content) {
            if let r = looseRow(in: c, depth: depth + 1) { return r }
        }
        return nil
    }
}
