/// What keeps a pinned view's content clear of the vertical bar although the view reaches the root view's edges:
/// a constant that adds the insets, or a view that insets its own content (read once per file, `SwiftFile.table`,
/// from the occurrences of the properties that say so, and looked up by the view's name).
extension UIKitForegroundIgnoresSafeAreaRule {
    /// The names (bare or through `self`) of the views of one file that inset their content themselves, and the
    /// arranged subviews of its stacks. Built from the occurrences of a few member names (linear in them); a
    /// name stands for every variable spelled so in the file.
    final class SelfInsets {
        /// Names whose view sets `isLayoutMarginsRelativeArrangement = true` (a stack's margins include the safe
        /// area, as `insetsLayoutMarginsFromSafeArea` is on by default) or sets `textContainerInset`,
        /// `contentInset`, `layoutMargins` or `directionalLayoutMargins` to a computed value (not `.zero` or an
        /// insets initializer of number literals).
        private(set) var insetting: Set<String> = []
        /// Stack name → the names given to its `addArrangedSubview(_:)`, in source order.
        private(set) var arranged: [String: [String]] = [:]

        static let insetMembers: [StaticString] = ["textContainerInset", "contentInset", "layoutMargins", "directionalLayoutMargins"]

        init(_ file: SwiftFile) {
            let tree = file.syntaxTree
            /// The name of the view whose member is the name node at token `t`, and that member access.
            func owner(_ t: Int) -> (name: String, member: Int)? {
                guard let n = tree.node(exactlyAt: t), tree.isMemberName(n), let m = tree.parent(n), let b = tree.base(ofMember: m),
                      let (v, _) = DeclaredTypes.variableName(b, file) else { return nil }
                return (file.text(v), m)
            }
            for t in file.occurrences(ofName: "isLayoutMarginsRelativeArrangement") where file.isWord(Int(t), "isLayoutMarginsRelativeArrangement") {
                guard let (name, m) = owner(Int(t)), let value = tree.assignedValue(to: m), tree.kind(value) == .booleanLiteralExpr,
                      file.isWord(tree.start(value), "true") else { continue }
                insetting.insert(name)
            }
            for word in Self.insetMembers {
                for t in file.occurrences(ofName: word) where file.isWord(Int(t), word) {
                    guard let (name, m) = owner(Int(t)), let value = tree.assignedValue(to: m),
                          !UIKitForegroundIgnoresSafeAreaRule.isLiteralInsets(value, file) else { continue }
                    insetting.insert(name)
                }
            }
            for t in file.occurrences(ofName: "addArrangedSubview") where file.isWord(Int(t), "addArrangedSubview") {
                guard let (name, m) = owner(Int(t)), let call = tree.call(withCallee: m), let a = tree.arguments(ofCall: call).first,
                      let v = tree.lastChild(a), let (sub, _) = DeclaredTypes.variableName(v, file) else { continue }
                arranged[name, default: []].append(file.text(sub))
            }
        }

        /// True when the view named like token `t` insets its content itself, or is a stack whose arranged
        /// subviews (in this file) all do.
        func insetsItself(_ t: Int, _ file: SwiftFile) -> Bool {
            let name = file.text(t)
            if insetting.contains(name) { return true }
            guard let subviews = arranged[name], !subviews.isEmpty else { return false }
            return subviews.allSatisfy { insetting.contains($0) }
        }
    }

    /// True when expression `e` is `.zero`, `UIEdgeInsets.zero` or an insets initializer whose arguments are all
    /// number literals (`UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)`, `.init(…)`).
    static func isLiteralInsets(_ e: Int, _ file: SwiftFile) -> Bool {
        let tree = file.syntaxTree
        if tree.kind(e) == .memberAccessExpr, let n = tree.lastChild(e), file.isWord(tree.start(n), "zero") { return true }
        guard tree.kind(e) == .functionCallExpr, tree.trailingClosures(ofCall: e).isEmpty else { return false }
        return tree.arguments(ofCall: e).allSatisfy { a in
            guard var v = tree.lastChild(a) else { return false }
            if tree.kind(v) == .prefixOperatorExpr, let inner = tree.lastChild(v) { v = inner }
            return tree.kind(v) == .integerLiteralExpr || tree.kind(v) == .floatLiteralExpr
        }
    }

    /// True when the `constant:` argument `a` keeps the view clear of the bar: it reads `safeAreaInsets`,
    /// `layoutMargins` or `directionalLayoutMargins` (directly or through a local binding), or is a number
    /// literal of 84 or more (either sign).
    func clearsTheBar(_ a: Int, _ file: SwiftFile) -> Bool {
        let tree = file.syntaxTree
        guard let v = tree.lastChild(a) else { return false }
        let words: [StaticString] = ["safeAreaInsets", "layoutMargins", "directionalLayoutMargins"]
        func reads(_ range: Range<Int>) -> Bool {
            range.contains { t in words.contains { file.isWord(t, $0) } }
        }
        if reads(tree.tokens(v)) { return true }
        for t in tree.tokens(v) where file.kind(t) == .identifier && !file.isMember(t) {
            if let b = file.binding(referencedAt: t), reads(b.value) { return true }
        }
        var n = v
        if tree.kind(n) == .prefixOperatorExpr, let inner = tree.lastChild(n) { n = inner }
        if tree.kind(n) == .integerLiteralExpr || tree.kind(n) == .floatLiteralExpr,
           let value = Double(file.text(tree.start(n)).replacingOccurrences(of: "_", with: "")), value >= 84 {
            return true
        }
        return false
    }
}
