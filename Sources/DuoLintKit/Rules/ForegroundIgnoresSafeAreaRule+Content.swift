/// What `foreground_ignores_safe_area` knows about one file's views, read from the syntax tree once per file
/// (`SwiftFile.table`, on the rule's first visit) so that each `.ignoresSafeArea()` is judged by look-ups: the
/// first control or scrolling content in every node's subtree (`first`), the horizontal scroll views inset at
/// the sides, and the view members of the file that references resolve to. Only the tree is read (no model
/// answer is kept). Two reverse passes over the tree's nodes (children before parents): linear in the nodes,
/// however deep the stacks nest.
final class ForegroundTable {
    typealias Rule = ForegroundIgnoresSafeAreaRule

    /// Name classes of callee tokens (`kinds`, by token index).
    enum NameClass: UInt8 { case none, control, scrolling, text, container, navigation, geometry }

    /// For every node, the first control or scrolling-content call in its subtree in source order (the node
    /// itself when it is one), not counting shielded parts, and reaching into the bodies of the view members
    /// that references in it name; -1 for none. Shielded: the arguments and closures of presenting modifiers
    /// (`.sheet { … }`, `.toolbar { … }`), of navigation containers, and of a `GeometryReader` that places its
    /// content with its proxy; an inset horizontal scroll view (`insetScrolls`) counts as nothing.
    private(set) var first: [Int32]
    /// The `functionCallExpr` nodes of horizontal `ScrollView`s whose content is inset at the sides
    /// (`ForegroundIgnoresSafeAreaRule.isInsetScroll`).
    private(set) var insetScrolls: Set<Int32> = []
    /// Reference nodes (`cells`, `self.cells`, the callee `makeCells` of `makeCells()`) resolved to the body node
    /// of the view member of the same type, in this file, that they name.
    private(set) var memberBodies: [Int32: Int32] = [:]
    /// The class of each callee name token (`Button` → control), by token index.
    private let classes: [NameClass]

    init(_ file: SwiftFile) {
        let tree = file.syntaxTree
        var classes = [NameClass](repeating: .none, count: file.count)
        for (names, c) in [(Rule.controls, NameClass.control), (Rule.scrolling, .scrolling), (Rule.text, .text),
                           (Rule.containers, .container), (Rule.navigation, .navigation), (["GeometryReader"], .geometry)] {
            for name in names { for t in file.occurrences(ofName: name) where file.isWord(Int(t), name) { classes[Int(t)] = c } }
        }
        self.classes = classes
        first = [Int32](repeating: -1, count: tree.count)
        var shielded = [Bool](repeating: false, count: tree.count)
        func shield(_ call: Int) {
            for c in tree.children(call) where tree.kind(c) == .labeledExpr || tree.kind(c) == .closureExpr { shielded[c] = true }
        }
        for name in Rule.presenting {
            for t in file.occurrences(ofName: name) where file.isWord(Int(t), name) {
                if let n = tree.node(exactlyAt: Int(t)), tree.isMemberName(n), let call = tree.call(named: n) { shield(call) }
            }
        }
        for name in Rule.navigation + ["GeometryReader", "ScrollView"] {
            for t in file.occurrences(ofName: name) where file.isWord(Int(t), name) {
                guard let call = bareCall(file, Int(t)) else { continue }
                if file.isWord(Int(t), "ScrollView") {
                    if Rule.isInsetScroll(file, call) { insetScrolls.insert(Int32(call)) }
                } else if !file.isWord(Int(t), "GeometryReader") || Rule.placesWithProxy(file, call) {
                    shield(call)
                }
            }
        }
        collectMembers(file)
        // What each node is on its own: cut off (-2: shielded, or an inset scroll view), a control or scrolling
        // call (the node itself), or decided by its member body or children (-1).
        var own = [Int32](repeating: -1, count: tree.count)
        for s in insetScrolls { shielded[Int(s)] = true }
        for n in 0..<tree.count {
            if shielded[n] {
                own[n] = -2
            } else if tree.kind(n) == .functionCallExpr, case let c = nameClass(ofCall: n, file), c == .control || c == .scrolling {
                own[n] = Int32(n)
            }
        }
        var body = [Int32](repeating: -1, count: tree.count)
        for (use, b) in memberBodies { body[Int(use)] = b }
        first = Self.fill(tree, own, body, previous: nil)
        if !memberBodies.isEmpty { first = Self.fill(tree, own, body, previous: first) }
    }

    /// The class of the type call `c` builds (`SyntaxTree.typeName(ofCall:in:)`: `Button(…)`, `SwiftUI.Button(…)`,
    /// `Button.init(…)`; not `x.Button(…)` or `MyKit.Button(…)`).
    func nameClass(ofCall c: Int, _ file: SwiftFile) -> NameClass {
        let tree = file.syntaxTree
        guard let n = tree.typeName(ofCall: c, in: file) else { return .none }
        return classes[tree.start(n)]
    }

    /// The first control or scrolling content among the arguments and closures of call `c` (not its callee).
    func held(inCall c: Int, _ tree: SyntaxTree) -> Int? {
        for k in tree.children(c) where (tree.kind(k) == .labeledExpr || tree.kind(k) == .closureExpr) && first[k] >= 0 {
            return Int(first[k])
        }
        return nil
    }

    /// The `functionCallExpr` building the type named at token `t` (`SyntaxTree.call(constructing:in:)`), or nil.
    private func bareCall(_ file: SwiftFile, _ t: Int) -> Int? {
        let tree = file.syntaxTree
        guard let n = tree.node(exactlyAt: t) else { return nil }
        return tree.call(constructing: n, in: file)
    }

    /// Records, for every reference to a view member of this file (a computed property or function whose type
    /// names `View` or that is a `@ViewBuilder`) from inside the same type, the member's body node.
    private func collectMembers(_ file: SwiftFile) {
        let tree = file.syntaxTree
        let names = SyntaxNames(file: file, tree: tree)
        let words = Self.viewWords(file)
        var types = EnclosingTypeNames(file: file, tree: tree)
        for d in 0..<tree.count where tree.kind(d) == .variableDecl || tree.kind(d) == .functionDecl {
            guard Self.holdsViewWord(tree.tokens(d), words), let (name, body) = Self.viewMember(d, file, names),
                  let block = FileSummary.ownerBlock(of: d, tree) else { continue }
            let owner = tree.kind(block) == .sourceFile ? nil : Self.typeName(tree.parent(block)!, file, tree)
            for o in file.occurrences(ofNameAt: name) where Int(o) != name && file.sameText(Int(o), name) {
                guard let ref = tree.node(exactlyAt: Int(o)) else { continue }
                var use = ref
                if tree.isMemberName(ref) {
                    // `self.cells`: the member access is the reference.
                    guard let m = tree.parent(ref), let b = tree.base(ofMember: m), file.isWord(tree.start(b), "self"),
                          tree.tokens(b).count == 1 else { continue }
                    use = m
                }
                guard owner == nil || types.around(use) == owner else { continue }
                memberBodies[Int32(use)] = Int32(body)
            }
        }
    }

    /// The declared or extended type name of type declaration `n`, or nil.
    private static func typeName(_ n: Int?, _ file: SwiftFile, _ tree: SyntaxTree) -> String? {
        n.flatMap { FileSummary.declaredTypeName($0, tree.kind($0), file, tree) }
    }

    /// The name token and body node of a view member declaration `d`: a function with a body or a computed
    /// property (first binding), whose written type holds the word `View` (`some View`, `AnyView`) or that has
    /// `@ViewBuilder`; nil otherwise.
    private static func viewMember(_ d: Int, _ file: SwiftFile, _ names: SyntaxNames) -> (Int, Int)? {
        let tree = names.tree
        var isView = false
        var body: Int?
        var name: Int?
        func viewType(_ t: Int) -> Bool {
            tree.tokens(t).contains { file.isWord($0, "View") || file.isWord($0, "AnyView") }
        }
        for c in tree.children(d) {
            switch tree.kind(c) {
            case .attribute where names.attributeName(c) == "ViewBuilder": isView = true
            case .codeBlock: body = c
            case .patternBinding where name == nil:
                guard let p = tree.firstChild(c), tree.kind(p) == .identifierPattern else { return nil }
                name = tree.start(p)
                for part in tree.children(c) {
                    if tree.kind(part).isType, viewType(part) { isView = true }
                    if tree.kind(part) == .accessorBlock { body = part }
                }
            default:
                if tree.kind(c).isType, tree.kind(d) == .functionDecl, viewType(c) { isView = true }
            }
        }
        if tree.kind(d) == .functionDecl {
            let direct = names.directTokens(d)
            if direct.count > 1, file.kind(direct[1]) == .identifier { name = direct[1] }
        }
        guard isView, let n = name, let b = body else { return nil }
        return (n, b)
    }
}
