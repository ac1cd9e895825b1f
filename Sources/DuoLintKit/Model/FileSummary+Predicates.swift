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
    /// `words` holds the file's occurrences of the words (`SummaryWords`); made here when not given.
    mutating func collectPredicates(_ file: SwiftFile, _ words: SummaryWords? = nil) {
        // Most files have no Boolean member with a body: then the words are not looked up.
        var found = words
        /// The first token in `body` spelled like one of the words `group` (indices in `SummaryWords.words`).
        func first(_ group: Range<Int>, in body: Range<Int>) -> Int? {
            if found == nil { found = SummaryWords(file) }
            var best: Int?
            for w in group {
                let o = found!.occurrences(w)
                // The first occurrence at or after the body's start (occurrences ascend).
                var lo = 0, hi = o.count
                while lo < hi { let mid = (lo + hi) / 2; if Int(o[mid]) < body.lowerBound { lo = mid + 1 } else { hi = mid } }
                if lo < o.count, body.contains(Int(o[lo])), best.map({ Int(o[lo]) < $0 }) ?? true { best = Int(o[lo]) }
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
        // A file without any of the words has no predicate (most files).
        if let words, (SummaryWords.idiom.lowerBound..<SummaryWords.orientation.upperBound).allSatisfy({ words.occurrences($0).isEmpty }) {
            return
        }
        // Members are read field by field (not copied whole).
        for i in members.indices {
            let kind = members[i].kind
            guard kind == .property || kind == .function, let body = members[i].body else { continue }
            let type = members[i].type
            guard type.map({ $0 == "Bool" }) ?? (kind == .property) else { continue }
            // Without a written type, a ternary's value (`let columns = idiom == .pad ? 3 : 1`) is no Boolean.
            if type == nil, body.contains(where: { file.kind($0) == .infixQuestionMark }) { continue }
            for subject in [PredicateSummary.Subject.idiom, .orientation] {
                guard let t = first(subject == .idiom ? SummaryWords.idiom : SummaryWords.orientation, in: body), isResult(t) else { continue }
                predicates.append(PredicateSummary(subject: subject, name: members[i].name, owner: members[i].owner, token: t,
                                                   line: file.source.location(ofOffset: Int(file.tokens[t].start)).line))
                break
            }
        }
    }
}
