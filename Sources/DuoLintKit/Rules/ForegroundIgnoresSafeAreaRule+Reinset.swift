/// Content that insets itself from the safe area per edge: the pattern the HIG allows under a full-width
/// background (`VStack { … }.safeAreaPadding(.horizontal).background(…).ignoresSafeArea()`), which
/// `foreground_ignores_safe_area` leaves alone.
extension ForegroundIgnoresSafeAreaRule {
    /// True when the chain that `.ignoresSafeArea` (the name at token `i`) is applied to re-insets its content:
    /// a modifier before it in the chain, or on a statement at the top level of the root's trailing closures, is
    /// `.safeAreaPadding(…)` (not only `.top`/`.bottom`/`.vertical`), `.padding(<side edges>, …safeAreaInsets…)`,
    /// or a project modifier that does so (a function or, through `.modifier(T())`, a `ViewModifier` type the
    /// model records in `reinsettingModifiers`).
    func reinsets(_ file: SwiftFile, at i: Int, context: RuleContext) -> Bool {
        let tree = file.syntaxTree
        guard let name = tree.node(exactlyAt: i), tree.isMemberName(name), let start = tree.base(ofMember: tree.parent(name)!) else {
            return false
        }
        var b: Int? = start
        var root = start
        while let n = b {
            if tree.kind(n) == .memberAccessExpr, isReinsetting(file, n, context: context) { return true }
            root = n
            b = tree.firstChild(n).flatMap { tree.postfixParent($0) == n ? $0 : nil }
        }
        // The root call's content: `VStack { content.safeAreaPadding(.horizontal) }.background(…).ignoresSafeArea()`.
        guard let call = tree.call(withCallee: root) ?? (tree.kind(root) == .functionCallExpr ? root : nil) else { return false }
        for closure in tree.trailingClosures(ofCall: call) {
            for s in tree.statements(of: closure) {
                var e: Int? = tree.kind(s) == .expressionStmt ? tree.firstChild(s) : s
                while let n = e {
                    if tree.kind(n) == .memberAccessExpr, isReinsetting(file, n, context: context) { return true }
                    e = tree.firstChild(n).flatMap { tree.postfixParent($0) == n ? $0 : nil }
                }
            }
        }
        return false
    }

    /// True when member access `m` (a modifier in a chain) insets content from the safe area per edge.
    private func isReinsetting(_ file: SwiftFile, _ m: Int, context: RuleContext) -> Bool {
        let tree = file.syntaxTree
        guard let nameNode = tree.lastChild(m), tree.kind(nameNode) == .declReferenceExpr else { return false }
        let t = tree.tokens(nameNode).lowerBound
        let args = tree.call(withCallee: m).map { tree.arguments(ofCall: $0) } ?? []
        func words(_ n: Int) -> [Int] { tree.descendants(n, ofKind: .declReferenceExpr).map { tree.tokens($0).lowerBound } }
        func vertical(_ a: Int) -> Bool {
            let w = words(a)
            return !w.isEmpty && w.allSatisfy { Self.any(["top", "bottom", "vertical"], file, $0) }
        }
        if file.isWord(t, "safeAreaPadding") {
            guard let first = args.first, SyntaxNames(file: file, tree: tree).label(first) == nil else { return true }
            return !vertical(first)
        }
        if file.isWord(t, "padding") {
            guard args.count == 2, let edges = args.first, words(edges).contains(where: { Self.any(Self.sides, file, $0) }) else { return false }
            return words(args[1]).contains { file.isWord($0, "safeAreaInsets") }
        }
        if file.isWord(t, "modifier") {
            guard let a = args.first, let inner = tree.firstChild(a), tree.kind(inner) == .functionCallExpr,
                  let callee = tree.calleeName(ofCall: inner) else { return false }
            return !context.reinsettingModifiers(named: file.text(tree.tokens(callee).lowerBound)).isEmpty
        }
        return !context.reinsettingModifiers(named: file.text(t)).isEmpty
    }
}
