extension FileSummary {
    /// The type declarations open at a node of the file summary's walk (the nodes come in pre-order; those open
    /// are the ones whose subtree holds the node), outermost first, each with its `declaredTypeName`: a member's
    /// owner and a nested type's outer type are among them, so a type's name is read from its tokens once, not
    /// again for each block of its members and each nested type.
    struct OpenTypes {
        /// The open declarations: node, one past the last node of its subtree, name. Each lies inside the one
        /// before it.
        private var open: [(node: Int, end: Int, name: String?)] = []

        /// No declaration open.
        init() {}

        /// Closes the declarations whose subtree ends at or before node `n` (the walk has left them).
        mutating func close(before n: Int) {
            while let last = open.last, last.end <= n { open.removeLast() }
        }

        /// Opens type declaration `node`, whose subtree ends before node `end`, named `name`; `close(before:
        /// node)` was called first.
        mutating func push(_ node: Int, end: Int, name: String?) {
            if open.isEmpty { open.reserveCapacity(4) }
            open.append((node, end, name))
        }

        /// The `declaredTypeName` of node `node`: the recorded name when it is an open declaration (innermost
        /// first), else read from `file`'s tokens (`node` is then no type declaration the walk opened).
        func name(of node: Int, _ file: SwiftFile, _ tree: SyntaxTree) -> String? {
            var i = open.count
            while i > 0 {
                i -= 1
                if open[i].node == node { return open[i].name }
            }
            return FileSummary.declaredTypeName(node, tree.kind(node), file, tree)
        }
    }
}
