/// The names a file uses in conditions that decide layout: `if isPad { … .frame(width: 400) }`,
/// `isPad ? 3 : 2` for a column count. The project model keeps them so that a predicate helper declared in one
/// file (`var isPad: Bool`) is judged by how other files use it.
enum LayoutUses {
    /// Modifier and call names whose presence in a branch makes the condition a layout decision.
    static let layoutWords: Set<String> = ["frame", "padding", "font", "columns", "GridItem", "LazyVGrid", "LazyHGrid",
                                           "HStack", "VStack", "NavigationSplitView", "NavigationStack", "presentationDetents",
                                           "sheet", "fullScreenCover", "popover", "modalPresentationStyle", "spacing"]

    /// The names read (as a reference, a member or a call without arguments) in the conditions of `if`
    /// statements and ternaries of `file` whose branches mention a layout word, one use per name and condition.
    static func collect(in file: SwiftFile) -> [NameUse] {
        let tree = file.syntaxTree
        var out: [NameUse] = []
        var n = 0
        while n < tree.count {
            defer { n += 1 }
            let kind = tree.kind(n)
            guard kind == .ifExpr || kind == .unresolvedTernaryExpr else { continue }
            let conditionNodes: [Int]
            let branches: [Int]
            if kind == .ifExpr {
                conditionNodes = tree.conditions(of: n)
                branches = tree.children(n).filter { tree.kind($0) == .codeBlock || tree.kind($0) == .ifExpr }
            } else {
                // `c ? a : b` is `c`, the ternary (holding `a`), `b` in the sequence.
                guard let (elements, k) = tree.sequencePosition(n), k > 0 else { continue }
                conditionNodes = [elements[k - 1]]
                branches = [n] + (k + 1 < elements.count ? [elements[k + 1]] : [])
            }
            guard let use = layoutWord(in: branches, file) else { continue }
            var seen = Set<String>()
            for c in conditionNodes {
                for t in tree.tokens(c) where file.kind(t) == .identifier {
                    let name = file.text(t)
                    guard seen.insert(name).inserted else { continue }
                    out.append(NameUse(name: name, context: use, token: t,
                                       line: file.source.location(ofOffset: Int(file.tokens[t].start)).line))
                }
            }
        }
        return out
    }

    /// The first layout word named in `branches` (`frame`), or nil.
    private static func layoutWord(in branches: [Int], _ file: SwiftFile) -> String? {
        let tree = file.syntaxTree
        for b in branches {
            for t in tree.tokens(b) where file.kind(t) == .identifier {
                let w = file.text(t)
                if layoutWords.contains(w) { return w }
            }
        }
        return nil
    }
}
