/// `size_breakpoint`: where a comparison or literal sits, read from the syntax tree — the condition of an
/// `if`/`guard`/`while` or ternary, a `switch` over a width, a preview (see `SizeBreakpointRule`).
extension SizeBreakpointRule {
    /// True when the comparison `span` (its tokens; the literal at `literal`) is (part of) the condition of an
    /// `if`/`guard`/`while` or of a ternary: its sequence, climbed through grouping parentheses, `!` and the
    /// sequences around them (`&&`, `||`), is a condition element, or a ternary `?` follows it in one of them.
    func inCondition(_ file: SwiftFile, _ span: Range<Int>, literal: Int) -> Bool {
        let tree = file.syntaxTree
        let last = span.upperBound - 1
        guard var seq = tree.ancestor(tree.node(containingToken: literal), in: [.sequenceExpr]),
              tree.start(seq) <= span.lowerBound, tree.end(seq) > last else { return false }
        // `element` is the child of `seq` the comparison ends in (or the group holding it).
        var element = tree.node(containingToken: last)
        while let p = tree.parent(element), p != seq { element = p }
        while true {
            var after = false
            for c in tree.children(seq) {
                if c == element { after = true } else if after && tree.kind(c) == .unresolvedTernaryExpr { return true }
            }
            var n = seq
            while true {
                guard let p = tree.parent(n) else { return false }
                switch tree.kind(p) {
                case .conditionElement:
                    guard let s = tree.parent(p) else { return false }
                    return tree.kind(s) == .ifExpr || tree.kind(s) == .guardStmt || tree.kind(s) == .whileStmt
                case .labeledExpr:
                    // A grouping parenthesis: one unlabelled element.
                    guard SyntaxNames(file: file, tree: tree).label(p) == nil, let tuple = tree.parent(p),
                          tree.kind(tuple) == .tupleExpr, tree.children(tuple).count == 1 else { return false }
                    n = tuple
                case .prefixOperatorExpr, .tupleExpr:
                    n = p
                case .sequenceExpr:
                    element = n
                    seq = p
                default:
                    return false
                }
                if tree.kind(p) == .sequenceExpr { break }
            }
        }
    }

    /// The pattern items of every `case` label of the switch node `sw`, in order.
    func casePatterns(_ file: SwiftFile, switch sw: Int) -> [Int] {
        let tree = file.syntaxTree
        return tree.children(sw).flatMap { c -> [Int] in
            guard tree.kind(c) == .switchCase, let label = tree.child(c, .switchCaseLabel) else { return [] }
            return tree.children(label)
        }
    }

    /// True when token `k` is inside `#Preview { … }`, a type conforming to `PreviewProvider`, or the arguments of
    /// `.previewLayout(…)`/`.previewDevice(…)`.
    func inPreview(_ file: SwiftFile, _ k: Int) -> Bool {
        // Most files have no preview: the name index answers that without a walk.
        let provider = !file.occurrences(ofName: "PreviewProvider").isEmpty
        guard provider || !file.occurrences(ofName: "Preview").isEmpty || !file.occurrences(ofName: "previewLayout").isEmpty
                || !file.occurrences(ofName: "previewDevice").isEmpty else { return false }
        let tree = file.syntaxTree
        let names = SyntaxNames(file: file, tree: tree)
        var child = tree.node(containingToken: k)
        var n = tree.parent(child)
        while let p = n {
            switch tree.kind(p) {
            case .macroExpansionExpr, .macroExpansionDecl:
                if file.isWord(tree.start(p) + 1, "Preview") { return true }
            case .functionCallExpr:
                if tree.firstChild(p) != child, let callee = names.callee(p), callee == ".previewLayout" || callee == ".previewDevice" {
                    return true
                }
            case .structDecl, .classDecl, .enumDecl, .extensionDecl:
                if provider, tree.children(p).contains(where: {
                    tree.kind($0) == .inheritedType && names.inheritedTypeText($0).hasSuffix("PreviewProvider")
                }) { return true }
            default:
                break
            }
            child = p
            n = tree.parent(p)
        }
        return false
    }
}
