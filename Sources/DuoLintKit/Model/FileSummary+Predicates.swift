extension FileSummary {
    /// Words whose presence in a Boolean member's body makes it an idiom predicate (`idiom` for a project's
    /// own idiom property: `var isPad: Bool { self.idiom == .pad }`).
    static let idiomWords: [StaticString] = ["userInterfaceIdiom", "UIUserInterfaceIdiom", "idiom"]
    /// Words whose presence in a Boolean member's body makes it an orientation predicate.
    static let orientationWords: [StaticString] = ["isLandscape", "isPortrait", "interfaceOrientation", "orientation"]

    /// Records the members (properties with a body or an initial value, functions) whose type is `Bool` (or not
    /// written and the value holds no ternary, for `static let isPad = … == .pad`) and whose body refers to the
    /// device idiom or orientation (`idiom` included, for a project's own idiom property).
    /// The predicate's token is the first such reference in the body.
    mutating func collectPredicates(_ file: SwiftFile) {
        func first(_ words: [StaticString], in body: Range<Int>) -> Int? {
            var best: Int?
            for w in words {
                for o in file.occurrences(ofName: w) where body.contains(Int(o)) && file.isText(Int(o), w) {
                    if best.map({ Int(o) < $0 }) ?? true { best = Int(o) }
                    break
                }
            }
            return best
        }
        /// True when the test at token `t` makes the member's result: it is in a `return`, or in a block of at
        /// most three statements (`let o = …; return o == .landscapeLeft`), or in a stored property's value. A
        /// long function that returns a Bool and tests the idiom on the way (`application(_:didFinishLaunching…)`)
        /// is no predicate.
        func isResult(_ t: Int) -> Bool {
            let tree = file.syntaxTree
            var n = tree.node(containingToken: t)
            while let p = tree.parent(n) {
                if tree.kind(n) == .returnStmt { return true }
                if tree.kind(p) == .codeBlock || tree.kind(p) == .accessorBlock { return tree.children(p).count <= 3 }
                n = p
            }
            return true
        }
        for m in members where m.kind == .property || m.kind == .function {
            guard let body = m.body, m.type.map({ $0 == "Bool" }) ?? (m.kind == .property) else { continue }
            // Without a written type, a ternary's value (`let columns = idiom == .pad ? 3 : 1`) is no Boolean.
            if m.type == nil, body.contains(where: { file.kind($0) == .infixQuestionMark }) { continue }
            for (subject, words) in [(PredicateSummary.Subject.idiom, FileSummary.idiomWords), (.orientation, FileSummary.orientationWords)] {
                guard let t = first(words, in: body), isResult(t) else { continue }
                predicates.append(PredicateSummary(subject: subject, name: m.name, owner: m.owner, token: t,
                                                   line: file.source.location(ofOffset: Int(file.tokens[t].start)).line))
                break
            }
        }
    }
}
