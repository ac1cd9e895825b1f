/// What `SwiftFile.layoutWord(of:)` and `SwiftFile.enclosingMemberName(_:)` look up in one file, built once per
/// file (`SwiftFile.table`): the identifier tokens that are layout names or vetoes, the `return` keywords as
/// running counts, and each node's nearest enclosing member or closure. A site spans its branches (an `if`'s
/// `else if` spans the rest of its chain), so reading every token of every site cost time quadratic in a chain
/// of `else if`s; with this index a site costs the classified names in its branches, not its tokens.
/// Token numbers are indices into `SwiftFile.tokens`, node numbers `SyntaxTree` indices.
final class LayoutDecisionIndex {
    /// Files of at most this many tokens are judged by reading the branches' tokens (cheaper than building the
    /// index: measured on eight real apps, the index for every file cost a third more CPU); the index is for files
    /// larger than any real source, where a chain of `else if`s makes the token walk quadratic.
    static let minimumTokenCount = 50_000

    /// Identifier tokens with the `LayoutNameTable.layout` bit, ascending.
    private let layouts: [Int32]
    /// Those of `layouts` that are member names (`SwiftFile.isMember`: after a `.`), ascending.
    private let layoutMembers: [Int32]
    /// Identifier tokens with the `LayoutNameTable.veto` bit, ascending.
    private let vetoes: [Int32]
    /// `returnsBefore[t]`: how many `return` keywords (not identifiers) come before token `t`; one entry per
    /// token and one more.
    private let returnsBefore: [Int32]
    /// Each node's nearest ancestor that is a function, variable, subscript or closure (not the node itself), or
    /// -1 for none.
    private let members: [Int32]

    /// Builds the index of `file` in one pass over its tokens and one over its nodes (no reference is kept).
    init(_ file: SwiftFile) {
        let table = file.table(LayoutNameTable.self) { LayoutNameTable($0) }
        var layouts: [Int32] = [], layoutMembers: [Int32] = [], vetoes: [Int32] = []
        var returns = [Int32](repeating: 0, count: file.count + 1)
        for t in 0..<file.count {
            returns[t + 1] = returns[t]
            if file.kind(t) == .identifier {
                let bits = table.bits(t, in: file)
                if bits & LayoutNameTable.layout != 0 {
                    layouts.append(Int32(t))
                    if file.isMember(t) { layoutMembers.append(Int32(t)) }
                }
                if bits & LayoutNameTable.veto != 0 { vetoes.append(Int32(t)) }
            } else if file.isWord(t, "return") {
                returns[t + 1] += 1
            }
        }
        let tree = file.syntaxTree
        let kinds: Set<SyntaxKind> = [.functionDecl, .variableDecl, .subscriptDecl, .closureExpr]
        var members = [Int32](repeating: -1, count: tree.count)
        // Nodes are numbered in pre-order, so a parent's entry is set before its children's.
        for n in 0..<tree.count {
            guard let p = tree.parent(n) else { continue }
            members[n] = kinds.contains(tree.kind(p)) ? Int32(p) : members[p]
        }
        self.layouts = layouts
        self.layoutMembers = layoutMembers
        self.vetoes = vetoes
        self.returnsBefore = returns
        self.members = members
    }

    /// The layout-name identifier tokens inside token range `r`, ascending.
    func layouts(in r: Range<Int>) -> ArraySlice<Int32> { Self.slice(layouts, r) }

    /// The layout-name identifier tokens that are member names inside token range `r`, ascending.
    func layoutMembers(in r: Range<Int>) -> ArraySlice<Int32> { Self.slice(layoutMembers, r) }

    /// The vetoing identifier tokens inside token range `r`, ascending.
    func vetoes(in r: Range<Int>) -> ArraySlice<Int32> { Self.slice(vetoes, r) }

    /// How many `return` keywords token range `r` holds (ranges outside the file are clamped).
    func returnCount(in r: Range<Int>) -> Int {
        let last = returnsBefore.count - 1
        let lo = min(max(r.lowerBound, 0), last), hi = min(max(r.upperBound, lo), last)
        return Int(returnsBefore[hi] - returnsBefore[lo])
    }

    /// The nearest function, variable, subscript or closure around node `n` (not `n` itself), or nil; the same
    /// as `SyntaxTree.ancestor(n, in:)` with those kinds, in constant time.
    func memberOrClosure(around n: Int) -> Int? {
        n >= 0 && n < members.count && members[n] >= 0 ? Int(members[n]) : nil
    }

    /// The elements of ascending `a` inside `r`, found by binary search.
    private static func slice(_ a: [Int32], _ r: Range<Int>) -> ArraySlice<Int32> {
        func firstAtLeast(_ x: Int) -> Int {
            var lo = 0, hi = a.count
            while lo < hi { let mid = (lo + hi) / 2; if Int(a[mid]) < x { lo = mid + 1 } else { hi = mid } }
            return lo
        }
        let from = firstAtLeast(r.lowerBound)
        return a[from..<max(from, firstAtLeast(r.upperBound))]
    }
}
