/// Content that insets itself from the safe area: the pattern the HIG allows under a full-width background
/// (`VStack { … }.safeAreaPadding(.horizontal).background(…).ignoresSafeArea()`), a `GeometryReader` that places
/// its content with its proxy, and a horizontal scroll view whose content is inset at its ends; all read from the
/// syntax tree, project modifiers through the model.
extension ForegroundIgnoresSafeAreaRule {
    /// SwiftUI modifiers that never re-inset content: not asked about as project modifiers.
    static let plainModifiers: [StaticString] = [
        "ignoresSafeArea", "edgesIgnoringSafeArea", "frame", "background", "overlay", "foregroundColor", "foregroundStyle",
        "font", "opacity", "clipShape", "cornerRadius", "onAppear", "onDisappear", "onTapGesture", "tint", "id",
    ]

    /// True when the chain of an `.ignoresSafeArea` re-insets its content: one of the modifiers `below` it (member
    /// accesses, nearest first; those named in `plainModifiers` may be left out), or of a statement at the top level of the trailing closures of the chain's root
    /// call (`root`, the root's name), is `.safeAreaPadding(…)` (not only `.top`/`.bottom`/`.vertical`),
    /// `.padding(<side edges>, …safeAreaInsets…)`, or a project modifier that does so (a function or, through
    /// `.modifier(T())`, a `ViewModifier` type the model records in `reinsettingModifiers`).
    /// The candidates are those of `chains` at or below `base`; `answers` keeps what earlier calls of a long chain
    /// found (nil for a short chain: asking again costs less than keeping).
    func reinsets(_ file: SwiftFile, base: Int, root: Int, chains: ForegroundChains, answers: ForegroundChainAnswers?,
                  context: RuleContext) -> Bool {
        let found = ForegroundChainAnswers.nearest(from: chains.reinsetCandidate(atOrBelow: base), next: chains.reinsetCandidate(below:),
                                                   memo: \.reinsetsAtOrBelow, in: answers, none: false) {
            isReinsetting(file, $0, context: context) ? true : nil
        }
        if found { return true }
        if let known = answers?.rootReinsets[Int32(root)] { return known }
        let content = rootContentReinsets(file, root: root, context: context)
        answers?.rootReinsets[Int32(root)] = content
        return content
    }

    /// True when a statement at the top level of the trailing closures of the call `root` names re-insets its content.
    private func rootContentReinsets(_ file: SwiftFile, root: Int, context: RuleContext) -> Bool {
        let tree = file.syntaxTree
        guard let call = tree.call(constructing: root, in: file) else { return false }
        for closure in tree.trailingClosures(ofCall: call) {
            for s in tree.statements(of: closure) {
                let e = tree.kind(s) == .expressionStmt ? tree.firstChild(s) ?? s : s
                if tree.modifiers(of: tree.chainRoot(e)).contains(where: { isReinsetting(file, $0, context: context) }) { return true }
            }
        }
        return false
    }

    /// True when member access `m` (a modifier in a chain) insets content from the safe area per edge.
    private func isReinsetting(_ file: SwiftFile, _ m: Int, context: RuleContext) -> Bool {
        let tree = file.syntaxTree
        guard let nameNode = tree.lastChild(m), tree.kind(nameNode) == .declReferenceExpr else { return false }
        let t = tree.start(nameNode)
        if Self.plainModifiers.contains(where: { file.isWord(t, $0) }) { return false }
        let args = tree.call(withCallee: m).map { tree.arguments(ofCall: $0) } ?? []
        let names = SyntaxNames(file: file, tree: tree)
        if file.isWord(t, "safeAreaPadding") {
            guard let first = args.first, names.label(first) == nil, let v = tree.lastChild(first) else { return true }
            return !Self.names(file, v, allowed: ["top", "bottom", "vertical", "Edge", "Set"], wanted: ["top", "bottom", "vertical"])
        }
        if file.isWord(t, "padding") {
            guard args.count == 2, let edges = tree.lastChild(args[0]), Self.names(file, edges, allowed: Self.edges, wanted: Self.sides) else {
                return false
            }
            return Self.reads(file, args[1], "safeAreaInsets")
        }
        if file.isWord(t, "modifier") {
            guard let a = args.first, let inner = tree.firstChild(a), tree.kind(inner) == .functionCallExpr,
                  let callee = tree.calleeName(ofCall: inner) else { return false }
            return !context.reinsettingModifiers(named: file.text(tree.start(callee))).isEmpty
        }
        return !context.reinsettingModifiers(named: file.text(t)).isEmpty
    }

    /// True when a name spelled `word` occurs in the subtree of node `n`.
    static func reads(_ file: SwiftFile, _ n: Int, _ word: StaticString) -> Bool {
        let r = file.syntaxTree.tokens(n)
        return file.occurrences(ofName: word).contains { r.contains(Int($0)) && file.isWord(Int($0), word) }
    }

    /// True when the `GeometryReader` call `c` places its content with its proxy: its closure reads
    /// `safeAreaInsets`, or passes the proxy (the closure's parameter) to `.padding`, `.offset` or `.position`.
    /// A reader that only measures (`if proxy.size.width > …`, `.frame(width: proxy.size.width)`) or ignores its
    /// proxy does not: its content is judged like a stack's.
    static func placesWithProxy(_ file: SwiftFile, _ c: Int) -> Bool {
        let tree = file.syntaxTree
        for closure in tree.trailingClosures(ofCall: c) + tree.arguments(ofCall: c).compactMap({ tree.child($0, .closureExpr) }) {
            if reads(file, closure, "safeAreaInsets") { return true }
            let range = tree.tokens(closure)
            for p in tree.parameterNames(file, of: closure) where file.kind(p) == .identifier {
                for o in file.occurrences(ofNameAt: p) where Int(o) != p && range.contains(Int(o)) && file.sameText(Int(o), p) {
                    var n = tree.node(containingToken: Int(o))
                    while let up = tree.parent(n), up != closure {
                        if tree.kind(up) == .labeledExpr, let call = tree.parent(up), tree.kind(call) == .functionCallExpr,
                           let name = tree.calleeName(ofCall: call), tree.isMemberName(name),
                           ["padding", "offset", "position"].contains(where: { file.isWord(tree.start(name), $0) }) {
                            return true
                        }
                        n = up
                    }
                }
            }
        }
        return false
    }

    /// True when the `ScrollView` call `c` scrolls horizontally (`ScrollView(.horizontal)`, `axes: [.horizontal]`)
    /// and its content is inset from the safe area at the sides: `.safeAreaPadding(…)` or `.contentMargins(…)` on
    /// the scroll view, or on a view at the top level of its content, with no edges, a side edge (`.horizontal`,
    /// `.leading` …) or edges it cannot read, and (`contentMargins`) not only for `.scrollIndicators`.
    static func isInsetScroll(_ file: SwiftFile, _ c: Int) -> Bool {
        let tree = file.syntaxTree
        let names = SyntaxNames(file: file, tree: tree)
        guard let axes = tree.arguments(ofCall: c).first, (names.label(axes).map { $0 == "axes" } ?? true), let v = tree.lastChild(axes),
              Self.names(file, v, allowed: ["horizontal", "vertical", "Axis", "Set"], wanted: ["horizontal"]) else { return false }
        if tree.modifiers(of: c).contains(where: { insets(file, $0) }) { return true }
        for closure in tree.trailingClosures(ofCall: c) {
            for s in tree.statements(of: closure) {
                let e = tree.kind(s) == .expressionStmt ? tree.firstChild(s) ?? s : s
                if tree.modifiers(of: tree.chainRoot(e)).contains(where: { insets(file, $0) }) { return true }
            }
        }
        return false
    }

    /// True when modifier `m` (a member access) is `.safeAreaPadding(…)` or `.contentMargins(…)` insetting content
    /// at the sides (see `isInsetScroll`).
    private static func insets(_ file: SwiftFile, _ m: Int) -> Bool {
        let tree = file.syntaxTree
        let names = SyntaxNames(file: file, tree: tree)
        guard let n = tree.lastChild(m), case let t = tree.start(n), file.isWord(t, "contentMargins") || file.isWord(t, "safeAreaPadding"),
              let c = tree.call(withCallee: m) else { return false }
        let args = tree.arguments(ofCall: c)
        if file.isWord(t, "contentMargins"), let placement = args.first(where: { names.label($0) == "for" }), let v = tree.lastChild(placement),
           Self.names(file, v, allowed: ["scrollIndicators", "ContentMarginPlacement"], wanted: ["scrollIndicators"]) {
            return false
        }
        guard let first = args.first, names.label(first) == nil, let v = tree.lastChild(first),
              Self.names(file, v, allowed: edges, wanted: edges) else { return true }
        return Self.names(file, v, allowed: edges, wanted: sides)
    }
}
