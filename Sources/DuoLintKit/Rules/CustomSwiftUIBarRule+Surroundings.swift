/// Where a bar row of `custom_swiftui_bar` stands: whether the view an overlay modifies fills the screen, whether
/// a modifier sits in scrolling content, and the bodies of the views a row names in the same file.
extension BarRows {
    /// True when the view `base` that an `.overlay` modifies fills the screen: its chain starts with scrolling
    /// content, a map, a navigation or tab container or a `GeometryReader` (`screens`), or is given a
    /// `.frame(… maxHeight: .infinity …)` before the overlay, or is the `content` of a `ViewModifier`'s
    /// `body(content:)`. A card, a cell or an unknown view is not known to.
    func fillsScreen(_ base: Int) -> Bool {
        let chainRoot = tree.chainRoot(base)
        let root = tree.viewRoot(chainRoot, in: file)
        guard tree.kind(root) == .declReferenceExpr else { return false }
        let name = file.text(tree.start(root))
        if Self.screens.contains(name), tree.call(constructing: root, in: file) != nil { return true }
        if name == "content", let f = tree.ancestor(base, in: [.functionDecl]),
           SyntaxNames(file: file, tree: tree).declaredName(f) == "body" { return true }
        let names = SyntaxNames(file: file, tree: tree)
        var n = chainRoot
        while n != base, let p = tree.postfixParent(n) {
            if tree.kind(p) == .functionCallExpr, let callee = tree.calleeName(ofCall: p), file.isWord(tree.start(callee), "frame"),
               tree.arguments(ofCall: p).contains(where: { a in
                   names.label(a) == "maxHeight" && tree.lastChild(a).map { names.text($0) == ".infinity" } == true
               }) {
                return true
            }
            n = p
        }
        return false
    }

    /// True when the call `c` (a modifier) is inside the content of scrolling content or a `ForEach`, within its
    /// member declaration.
    func isInScrollingContent(_ c: Int) -> Bool {
        var n = c
        while let p = tree.parent(n) {
            if (tree.kind(p) == .functionDecl || tree.kind(p) == .variableDecl) && FileSummary.ownerBlock(of: p, tree) != nil { return false }
            if tree.kind(n) == .closureExpr || tree.kind(n) == .labeledExpr, tree.kind(p) == .functionCallExpr,
               let callee = tree.typeName(ofCall: p, in: file), Self.scrolling.contains(file.text(tree.start(callee))) {
                return true
            }
            n = p
        }
        return false
    }

    static let typeKinds: Set<SyntaxKind> = [.structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl]

    /// The name of the type or extension around node `n`, or nil at file scope.
    func typeName(around n: Int) -> String? {
        tree.ancestor(n, in: Self.typeKinds).flatMap { FileSummary.declaredTypeName($0, tree.kind($0), file, tree) }
    }

    /// The body that the view named by reference `root` shows, in this file: a computed property or function of
    /// the same type (`tabBar`, `self.tabBar`, `makeTabBar()`), or the `body` of a view type (`TabBarView()`).
    /// Nil when the name is declared elsewhere.
    func viewBody(named root: Int) -> Int? {
        var nameNode = root
        if file.isWord(tree.start(root), "self") {
            guard let m = tree.postfixParent(root), tree.kind(m) == .memberAccessExpr, let l = tree.lastChild(m) else { return nil }
            nameNode = l
        }
        let t = tree.start(nameNode)
        guard file.kind(t) == .identifier else { return nil }
        let owner = typeName(around: root)
        for o in file.occurrences(ofNameAt: t) where Int(o) != t && file.sameText(Int(o), t) {
            let d = tree.node(containingToken: Int(o))
            switch tree.kind(d) {
            case .identifierPattern:
                guard let b = tree.parent(d), tree.kind(b) == .patternBinding, let v = tree.parent(b), tree.kind(v) == .variableDecl,
                      FileSummary.ownerBlock(of: v, tree) != nil, typeName(around: v) == owner,
                      let accessors = tree.child(b, .accessorBlock) else { continue }
                if let get = tree.child(accessors, .accessorDecl) { return tree.child(get, .codeBlock) }
                return accessors
            case .functionDecl:
                guard FileSummary.ownerBlock(of: d, tree) != nil, typeName(around: d) == owner,
                      SyntaxNames(file: file, tree: tree).directTokens(d).dropFirst().first == Int(o) else { continue }
                return tree.child(d, .codeBlock)
            case .structDecl:
                guard let members = tree.child(d, .memberBlock) else { continue }
                for m in tree.children(members) where tree.kind(m) == .variableDecl {
                    guard let b = tree.child(m, .patternBinding), let p = tree.firstChild(b), tree.kind(p) == .identifierPattern,
                          file.isWord(tree.start(p), "body"), let accessors = tree.child(b, .accessorBlock) else { continue }
                    if let get = tree.child(accessors, .accessorDecl) { return tree.child(get, .codeBlock) }
                    return accessors
                }
            default:
                continue
            }
        }
        return nil
    }
}
