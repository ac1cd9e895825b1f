/// The view modifiers a project declares that inset content from the safe area per edge themselves: a function
/// (usually in `extension View`) or a `ViewModifier` type whose body applies `.safeAreaPadding(…)` or pads with a
/// `safeAreaInsets` value. `foreground_ignores_safe_area` treats content under such a modifier like content
/// under `.safeAreaPadding`: re-inset, so its background may extend.
enum ReinsettingModifiers {
    /// One use per declaring function or type: `name` is the function's name or the `ViewModifier` type's, the
    /// token and line those of the `safeAreaPadding`/`safeAreaInsets` word found in it. Looks the two words up
    /// (no walk of the file) and climbs from each to its declaration.
    /// `words` holds the file's occurrences of the two words (`SummaryWords`); made here when not given.
    static func collect(in file: SwiftFile, words: SummaryWords? = nil) -> [NameUse] {
        let found = words ?? SummaryWords(file)
        // Most files use neither word: nothing else is made.
        guard SummaryWords.safeArea.contains(where: { !found.occurrences($0).isEmpty }) else { return [] }
        let tree = file.syntaxTree
        let names = SyntaxNames(file: file, tree: tree)
        var out: [NameUse] = []
        var seen = Set<Int>()
        for w in SummaryWords.safeArea {
            for o in found.occurrences(w) {
                let t = Int(o)
                guard let f = tree.ancestor(tree.node(containingToken: t), in: [.functionDecl, .structDecl]) else { continue }
                var declared: Int? = f
                var name = names.declaredName(f)
                // `func body(content: Content) -> some View` of a `ViewModifier`, or a property of one
                // (`@Environment(\.safeAreaInsets) var insets`): the type is the modifier.
                if tree.kind(f) == .functionDecl, name == "body", let block = tree.parent(f), tree.kind(block) == .memberBlock,
                   let type = tree.parent(block), tree.kind(type) == .structDecl {
                    declared = type
                    name = names.declaredName(type)
                } else if tree.kind(f) == .structDecl,
                          !tree.children(f).contains(where: { tree.kind($0) == .inheritedType && names.inheritedTypeText($0).hasSuffix("ViewModifier") }) {
                    declared = nil
                }
                guard let d = declared, let n = name, n != "body", seen.insert(d).inserted else { continue }
                out.append(NameUse(name: n, context: "insets its content from the safe area", token: t,
                                   line: file.source.location(ofOffset: Int(file.tokens[t].start)).line))
            }
        }
        return out.sorted { $0.token < $1.token }
    }
}
