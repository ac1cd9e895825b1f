/// The modifier chains of a file's `.ignoresSafeArea()` and `.edgesIgnoringSafeArea(…)` calls, as
/// `foreground_ignores_safe_area` reads them below and above each: each long chain walked once per file, so that a
/// visit reads its chain in time independent of the chain's length. (Each visit walked its chain down to the root
/// and over its modifiers again: a view with 5,000 `.ignoresSafeArea()` modifiers took 12.5 million steps.) Only
/// chains of at least `longChain` nodes holding the rule's trigger words are kept: a table over all the file's
/// nodes cost 12.7 M instructions on the eight real apps of issue 20, and one keeping every trigger's chain about
/// 5,800 instructions a chain (20,000 `Color.red.ignoresSafeArea()`: 308.6 M against 166.2 M before the table);
/// a short chain is read where it is asked about, without allocating. Only the tree is read.
final class ForegroundChains {
    /// What the rule reads of one node of a chain.
    private struct Link {
        /// The chain's root below the node (`SyntaxTree.chainRoot`), or -1 when the node or a node below it in the
        /// chain is a `#if` postfix block (`postfixIfConfigExpr`: the rule does not read those).
        var root: Int32
        /// The nearest member access at or below the node (the node itself first) that may re-inset content (its
        /// name is not one of `ForegroundIgnoresSafeAreaRule.plainModifiers`), or -1.
        var mayReinset: Int32
        /// The nearest `.overlay` member access at or below the node, or -1.
        var overlay: Int32
        /// The outermost node of the chain (`SyntaxTree.chainTop`).
        var top: Int32
    }

    /// The nodes of the long chains read, by node.
    private var links: [Int32: Link] = [:]
    /// The fewest nodes (from the top down to the root) a chain kept in `links` has; a shorter one is read again
    /// at each question (`root(below:)`, `top(_:)`, `firstDown(from:_:)`). Reading a kept chain costs about 2,000
    /// instructions a node, so a chain of ordinary length with one trigger is cheaper read at its visit (at 16
    /// nodes, 1,000 chains of `.padding()`s and one `.ignoresSafeArea()` took 103.7 M instructions against 71.7 M);
    /// below 64 nodes a visit reads at most 63, so a file of any number of such chains stays linear.
    static let longChain = 64
    private let tree: SyntaxTree
    /// The file (which keeps this table: `SwiftFile.table(_:build:)`, so it outlives it).
    private unowned(unsafe) let file: SwiftFile

    /// A reader of `file`'s short chains only, which keeps none (for a visit whose chain is short:
    /// `hasLongChain`), made without reading the file's triggers.
    init(shortChainsOf file: SwiftFile) { (self.file, tree) = (file, file.syntaxTree) }

    /// The chains of `file` that hold a trigger word (backticked or not) as a member name. O(the chains' nodes).
    init(_ file: SwiftFile) {
        self.file = file
        tree = file.syntaxTree
        for word in ["ignoresSafeArea", "edgesIgnoringSafeArea"] {
            for text in [word, "`\(word)`"] {
                for t in file.occurrences(ofText: text) where file.isWord(Int(t), "ignoresSafeArea") || file.isWord(Int(t), "edgesIgnoringSafeArea") {
                    guard let name = tree.node(exactlyAt: Int(t)), tree.isMemberName(name), let member = tree.parent(name),
                          links[Int32(member)] == nil, Self.hasLongChain(member, tree) else { continue }
                    read(chainOf: member)
                }
            }
        }
    }

    /// Reads the chain node `n` belongs to: up to its top, then down to its root, filling `links` from the root up.
    private func read(chainOf n: Int) {
        var top = n
        while let p = tree.postfixParent(top) { top = p }
        var path = [top]
        while let f = tree.firstChild(path[path.count - 1]), tree.postfixParent(f) == path[path.count - 1] { path.append(f) }
        var below = Link(root: -1, mayReinset: -1, overlay: -1, top: Int32(top))
        for (k, m) in path.enumerated().reversed() {
            var link = below
            link.root = k == path.count - 1 ? Int32(m) : below.root
            if tree.kind(m) == .postfixIfConfigExpr { link.root = -1 }
            if isOverlay(m) { link.overlay = Int32(m) }
            if mayReinset(m) { link.mayReinset = Int32(m) }
            links[Int32(m)] = link
            below = link
        }
    }

    /// True when the chain node `n` belongs to has at least `longChain` nodes from its top down to its root.
    static func hasLongChain(_ n: Int, _ tree: SyntaxTree) -> Bool {
        var count = 1, m = n
        while let p = tree.postfixParent(m), count < Self.longChain { count += 1; m = p }
        m = n
        while let f = tree.firstChild(m), tree.postfixParent(f) == m, count < Self.longChain { count += 1; m = f }
        return count >= Self.longChain
    }

    /// True when node `m` is an `.overlay` member access.
    private func isOverlay(_ m: Int) -> Bool {
        guard tree.kind(m) == .memberAccessExpr, let name = tree.lastChild(m) else { return false }
        return file.isWord(tree.start(name), "overlay")
    }

    /// True when node `m` is a member access named by a reference (`.padding`, not `.0`).
    private func isNamedMember(_ m: Int) -> Bool {
        guard tree.kind(m) == .memberAccessExpr, let name = tree.lastChild(m) else { return false }
        return tree.kind(name) == .declReferenceExpr
    }

    /// True when node `m` is a member access that may re-inset content: its name is not one of `plainModifiers`.
    private func mayReinset(_ m: Int) -> Bool {
        guard isNamedMember(m), let name = tree.lastChild(m) else { return false }
        let t = tree.start(name)
        return !ForegroundIgnoresSafeAreaRule.plainModifiers.contains { file.isWord(t, $0) }
    }

    /// The node below `m` in its chain (its first child, when `m` is that child's postfix parent), or nil.
    private func nodeBelow(_ m: Int) -> Int? {
        guard let below = tree.firstChild(m), tree.postfixParent(below) == m else { return nil }
        return below
    }

    /// The first node at or below `n` in its chain that `test` takes, read from the tree (a short chain), or -1.
    private func firstDown(from n: Int, _ test: (Int) -> Bool) -> Int32 {
        var m: Int? = n
        while let k = m {
            if test(k) { return Int32(k) }
            m = nodeBelow(k)
        }
        return -1
    }

    /// True when node `n` is on a chain of at least `longChain` nodes that holds a trigger word (kept here).
    func isLong(_ n: Int) -> Bool { links[Int32(n)] != nil }

    /// The root of the chain below node `n` (`n` itself at the bottom), or nil when a `#if` postfix block is at or
    /// below `n`.
    func root(below n: Int) -> Int? {
        if let l = links[Int32(n)] { return l.root < 0 ? nil : Int(l.root) }
        var m = n
        while true {
            if tree.kind(m) == .postfixIfConfigExpr { return nil }
            guard let below = nodeBelow(m) else { return m }
            m = below
        }
    }

    /// The outermost node of the chain `n` belongs to as a base or callee (`SyntaxTree.chainTop`).
    func top(_ n: Int) -> Int {
        if let l = links[Int32(n)] { return Int(l.top) }
        return tree.chainTop(n)
    }

    /// The nearest member access at or below node `n` in its chain that may re-inset content, or nil: on a long chain
    /// one whose name is not one of `plainModifiers`, on a short one any named member (the caller tests its name).
    func reinsetCandidate(atOrBelow n: Int) -> Int? {
        let m = links[Int32(n)]?.mayReinset ?? firstDown(from: n, isNamedMember)
        return m < 0 ? nil : Int(m)
    }

    /// The nearest member access below candidate `m` (not `m` itself) in its chain that may re-inset content, or nil.
    func reinsetCandidate(below m: Int) -> Int? { nodeBelow(m).flatMap(reinsetCandidate(atOrBelow:)) }

    /// The nearest `.overlay` member access at or below node `n` in its chain, or nil.
    func overlay(atOrBelow n: Int) -> Int? {
        let m = links[Int32(n)]?.overlay ?? firstDown(from: n, isOverlay)
        return m < 0 ? nil : Int(m)
    }

    /// The nearest `.overlay` member access below overlay `m` (not `m` itself) in its chain, or nil.
    func overlay(below m: Int) -> Int? { nodeBelow(m).flatMap(overlay(atOrBelow:)) }
}

/// What the `.ignoresSafeArea()` calls of one chain share, kept for one lint of one file (`RuleContext.memo`: a
/// project modifier's answer comes from the model, which a later lint may see changed): whether the chain below a
/// re-inset candidate re-insets, whether a root's content re-insets, and which control the overlays below an
/// overlay hold. So a chain with thousands of `.ignoresSafeArea()` between thousands of other modifiers or
/// overlays is read once, not once a call (3,000 `.padding(1)` then 3,000 `.ignoresSafeArea()` took 50 s of CPU in
/// the debug build, now 0.14 s; 3,000 `.overlay(Color.blue)` then 3,000 `.ignoresSafeArea()`, this rule alone: 0.41 s
/// in the release build, now 0.09 s in the debug build).
final class ForegroundChainAnswers {
    /// For a re-inset candidate: whether it or a candidate below it in its chain re-insets.
    var reinsetsAtOrBelow: [Int32: Bool] = [:]
    /// For a chain's root: whether the top-level statements of its call's trailing closures re-inset.
    var rootReinsets: [Int32: Bool] = [:]
    /// For an `.overlay` member access: the call held by the nearest overlay at or below it that holds a control or
    /// scrolling content (`ForegroundTable.held`), or -1.
    var heldAtOrBelow: [Int32: Int32] = [:]

    /// The first answer `compute` gives walking from `start` down a chain by `next` (nearest first), or `none`. With
    /// `answers` (a long chain), the walk stops at a node whose answer an earlier call kept in `memo`, and every node
    /// it passed keeps the answer found; without (a short chain), nothing is kept.
    static func nearest<T>(from start: Int?, next: (Int) -> Int?, memo: ReferenceWritableKeyPath<ForegroundChainAnswers, [Int32: T]>,
                           in answers: ForegroundChainAnswers?, none: T, compute: (Int) -> T?) -> T {
        var passed: [Int32] = []
        var found = none
        var m = start
        while let k = m {
            if let known = answers?[keyPath: memo][Int32(k)] { found = known; break }
            if answers != nil { passed.append(Int32(k)) }
            if let answer = compute(k) { found = answer; break }
            m = next(k)
        }
        if let answers { for k in passed { answers[keyPath: memo][k] = found } }
        return found
    }
}
