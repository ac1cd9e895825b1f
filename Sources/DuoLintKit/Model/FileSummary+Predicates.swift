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
        for m in members where m.kind == .property || m.kind == .function {
            guard let body = m.body, m.type.map({ $0 == "Bool" }) ?? (m.kind == .property) else { continue }
            // Without a written type, a ternary's value (`let columns = idiom == .pad ? 3 : 1`) is no Boolean.
            if m.type == nil, body.contains(where: { file.kind($0) == .infixQuestionMark }) { continue }
            for (subject, words) in [(PredicateSummary.Subject.idiom, FileSummary.idiomWords), (.orientation, FileSummary.orientationWords)] {
                guard let t = first(words, in: body) else { continue }
                predicates.append(PredicateSummary(subject: subject, name: m.name, owner: m.owner, token: t,
                                                   line: file.source.location(ofOffset: Int(file.tokens[t].start)).line))
                break
            }
        }
    }
}
