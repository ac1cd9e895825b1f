/// Where `symmetric_inset_math` takes an inset edge from: the device's safe area or layout margins, not a
/// project constant that happens to share their names.
extension SymmetricInsetMathRule {
    /// The UIKit and SwiftUI properties whose sides differ per device state (`safeAreaInsets`, `layoutMargins`,
    /// `directionalLayoutMargins`).
    static let insetProperties: [StaticString] = ["safeAreaInsets", "layoutMargins", "directionalLayoutMargins"]

    /// The token to report for the edge read at member access `edge` (`x.safeAreaInsets.left`): the inset
    /// property's name in the edge's base chain, or the name at the chain's start when that is a local binding of
    /// such a chain (`let insets = view.safeAreaInsets`); nil when the edge is not read from the device's insets
    /// (`Metrics.layoutMargins.left`, a static constant of the project: see `isDeviceInset`).
    func insetSource(_ file: SwiftFile, edge: Int, context: RuleContext) -> Int? {
        let tree = file.syntaxTree
        guard var b = tree.base(ofMember: edge) else { return nil }
        // Down the base chain: members, calls, `?` and `!` (`view.window?.safeAreaInsets.left`).
        while true {
            if tree.kind(b) == .memberAccessExpr, let name = tree.lastChild(b) {
                let t = tree.tokens(name).lowerBound
                if Self.any(Self.insetProperties, file, t) { return isDeviceInset(file, member: b, context: context) ? t : nil }
            } else if tree.kind(b) == .declReferenceExpr, Self.any(Self.insetProperties, file, tree.tokens(b).lowerBound) {
                // `layoutMargins.left` inside a view: the implicit `self`'s property.
                return isDeviceInset(file, member: b, context: context) ? tree.tokens(b).lowerBound : nil
            }
            guard let f = tree.firstChild(b), tree.postfixParent(f) == b else { break }
            b = f
        }
        // `insets.left` where `let insets = view.safeAreaInsets` (a plain chain ending in the inset property).
        guard tree.kind(b) == .declReferenceExpr else { return nil }
        let head = tree.tokens(b).lowerBound
        guard let binding = file.binding(referencedAt: head), !binding.value.isEmpty else { return nil }
        let last = binding.value.upperBound - 1
        guard Self.any(Self.insetProperties, file, last), file.chainStart(endingAt: last) == binding.value.lowerBound,
              let name = tree.node(exactlyAt: last) else { return nil }
        let member = tree.nameExpression(name)
        guard member == name || isDeviceInset(file, member: member, context: context) else { return nil }
        return head
    }

    /// False when the inset property read by member access `member` is a constant of the project rather than
    /// the device's: read from a type (`Metrics.layoutMargins`: UIKit's inset properties are instance
    /// properties), or, without a base (`member` may be the bare name), a static member of that name that the enclosing type declares (in any
    /// file of the run; asked through the model).
    func isDeviceInset(_ file: SwiftFile, member: Int, context: RuleContext) -> Bool {
        let tree = file.syntaxTree
        guard let name = tree.kind(member) == .declReferenceExpr ? member : tree.lastChild(member) else { return true }
        let property = file.text(tree.tokens(name).lowerBound)
        if tree.kind(member) == .memberAccessExpr, let base = tree.base(ofMember: member) {
            guard tree.kind(base) == .declReferenceExpr else { return true }
            let t = tree.tokens(base).lowerBound
            return !(file.text(t).first?.isUppercase ?? false)
        }
        guard let owner = enclosingTypeName(file, member) else { return true }
        return !context.members(named: property).contains { $0.value.isStatic && $0.value.owner == owner }
    }

    /// The name of the type or extension around node `n`, or nil at file scope.
    private func enclosingTypeName(_ file: SwiftFile, _ n: Int) -> String? {
        let tree = file.syntaxTree
        let types: Set<SyntaxKind> = [.structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl]
        guard let t = tree.ancestor(n, in: types) else { return nil }
        return FileSummary.declaredTypeName(t, tree.kind(t), file, tree)
    }

    /// True when token `i` is a word in `names`.
    static func any(_ names: [StaticString], _ file: SwiftFile, _ i: Int) -> Bool {
        names.contains { file.isWord(i, $0) }
    }

    /// When expression `e` (an edge read) is an argument of `max(…)`/`min(…)` together with the opposite edge
    /// (`max(insets.leading, insets.trailing)`), that call: the larger (or smaller) of two opposite insets applied
    /// to both sides is symmetric by construction. nil otherwise (`max(insets.top, 12)` is one edge with a
    /// floor). `first` is false when the opposite edge comes first (the call is judged once, from its first edge).
    func combining(_ file: SwiftFile, _ e: Int, context: RuleContext) -> (call: Int, first: Bool)? {
        let tree = file.syntaxTree
        guard let argument = tree.parent(e), tree.kind(argument) == .labeledExpr, let c = tree.parent(argument),
              tree.kind(c) == .functionCallExpr, let calleeExpr = tree.firstChild(c), tree.kind(calleeExpr) == .declReferenceExpr,
              file.isWord(tree.tokens(calleeExpr).lowerBound, "max") || file.isWord(tree.tokens(calleeExpr).lowerBound, "min") else { return nil }
        // The side of each argument that is a device inset edge (`Self.side`), nil for other arguments.
        func side(_ a: Int) -> Int? {
            guard let x = tree.firstChild(a), tree.kind(x) == .memberAccessExpr, let n = tree.lastChild(x),
                  let s = Self.side[file.text(tree.tokens(n).lowerBound)], insetSource(file, edge: x, context: context) != nil else { return nil }
            return s
        }
        let args = tree.arguments(ofCall: c)
        guard let k = args.firstIndex(of: argument), let mine = side(argument) else { return nil }
        for (j, a) in args.enumerated() where j != k {
            if let other = side(a), other / 2 == mine / 2, other != mine { return (c, k < j) }
        }
        return nil
    }
}
