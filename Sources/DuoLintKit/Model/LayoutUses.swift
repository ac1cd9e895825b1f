/// The names a file uses in conditions that decide layout: `if isPad { … .frame(width: 400) }`,
/// `isPad ? 3 : 2` for a column count. The project model keeps them so that a predicate helper declared in one
/// file (`var isPad: Bool`) is judged by how other files use it. What decides layout is `DecisionSite`'s
/// judgement (`SwiftFile.layoutWord(of:)`), the same the rules apply to an inline test.
enum LayoutUses {
    /// The identifiers read in the condition elements of `if`/`guard`/`while` statements and in the conditions
    /// of ternaries of `file` whose site decides layout, one use per name and condition; `context` says what is
    /// decided (`decides \`itemsPerRow\``). One walk over the tree's nodes.
    static func collect(in file: SwiftFile) -> [NameUse] {
        let tree = file.syntaxTree
        var out: [NameUse] = []
        func record(_ tokens: [Int], _ word: Int) {
            var seen = Set<String>()
            for t in tokens where file.kind(t) == .identifier {
                let name = file.text(t)
                guard seen.insert(name).inserted else { continue }
                out.append(NameUse(name: name, context: "decides `\(file.text(word))`", token: t,
                                   line: file.source.location(ofOffset: Int(file.tokens[t].start)).line))
            }
        }
        for n in 0..<tree.count {
            switch tree.kind(n) {
            case .ifExpr, .guardStmt, .whileStmt:
                for c in tree.conditions(of: n) {
                    if let w = file.layoutWord(of: file.statementSite(n, condition: c)) { record(Array(tree.tokens(c)), w) }
                }
            case .unresolvedTernaryExpr:
                // `c ? a : b` is `c`, the ternary (holding `a`), `b` in the sequence; the condition runs back to an
                // assignment or the sequence's start.
                guard let (els, k) = tree.sequencePosition(n), k > 0, let seq = tree.parent(n) else { continue }
                let from = (els[..<k].lastIndex { tree.kind($0) == .assignmentExpr || tree.kind($0) == .unresolvedTernaryExpr }).map { $0 + 1 } ?? 0
                guard from < k else { continue }
                var site = DecisionSite(condition: els[k - 1], branches: [n] + els[(k + 1)...])
                if let a = els[..<k].lastIndex(where: { tree.kind($0) == .assignmentExpr }) {
                    site.consumers = file.nameTokens(els[a - 1])
                } else {
                    file.flow(from: seq, into: &site)
                }
                if let w = file.layoutWord(of: site) { record(els[from..<k].flatMap { Array(tree.tokens($0)) }, w) }
            default:
                break
            }
        }
        return out
    }
}
