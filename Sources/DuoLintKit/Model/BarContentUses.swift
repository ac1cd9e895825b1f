/// The names a file uses as bar content: `.toolbar { trailingItems }`, `.toolbar { ShareToolbar() }`,
/// `ToolbarItem { shareButton }`. The project model keeps them so that a computed property, function or
/// `ToolbarContent` type declared elsewhere is known to be shown in a bar.
enum BarContentUses {
    /// The names referenced, or called without being a known item, at statement level in `.toolbar { … }`
    /// closures and in the content closures of `ToolbarItem`/`ToolbarItemGroup` (one use per occurrence).
    static func collect(in file: SwiftFile) -> [NameUse] {
        let tree = file.syntaxTree
        let names = SyntaxNames(file: file, tree: tree)
        var out: [NameUse] = []
        for word in ["toolbar", "ToolbarItem", "ToolbarItemGroup"] as [StaticString] {
            for o in file.occurrences(ofName: word) where file.isText(Int(o), word) {
                guard let name = tree.node(exactlyAt: Int(o)), let call = tree.call(named: name) else { continue }
                for closure in tree.trailingClosures(ofCall: call) {
                    for s in tree.children(closure) where tree.isStatement(s) || tree.kind(s).isExpression {
                        var e = s
                        if tree.kind(e) == .expressionStmt, let x = tree.firstChild(e) { e = x }
                        var used: String?
                        switch tree.kind(e) {
                        case .declReferenceExpr: used = file.text(tree.tokens(e).lowerBound)
                        case .memberAccessExpr: used = names.memberName(e)
                        case .functionCallExpr: used = names.callee(e).map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }
                        default: break
                        }
                        guard let u = used else { continue }
                        let t = tree.tokens(e).lowerBound
                        out.append(NameUse(name: u, context: "bar content", token: t,
                                           line: file.source.location(ofOffset: Int(file.tokens[t].start)).line))
                    }
                }
            }
        }
        return out.sorted { $0.token < $1.token }
    }
}
