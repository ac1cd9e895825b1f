/// What `idiom_layout_check` and `orientation_layout_check` share once they have found a test: is it inside a
/// predicate helper (then its uses across the project decide), does its site decide layout (following a
/// local binding to its uses), and is a name a helper from outside the linted files.
enum IdiomJudgement {
    /// Helper names that commonly wrap an idiom test (`UIDevice.isPad()`, `Device.isIPad`): when the run
    /// declares no member or predicate of that name, `idiom_layout_check` judges their uses as idiom tests.
    static let helperNames = ["isPad", "isIPad", "isiPad", "isIpad", "isPhone", "isIPhone", "isiPhone", "isIphone", "isTablet"]

    /// The name of the predicate (an entry of `context.predicates(named:)` from this file, of `subject`) whose
    /// declaration holds token `t`, or nil when `t` is in no predicate.
    static func predicate(around t: Int, in file: SwiftFile, subject: PredicateSummary.Subject, context: RuleContext) -> String? {
        let tree = file.syntaxTree
        var n = tree.node(containingToken: t)
        while let d = tree.ancestor(n, in: [.functionDecl, .variableDecl]) {
            if let name = file.enclosingMemberName(tree.firstChild(d) ?? d).map(file.nameText) {
                let r = tree.tokens(d)
                if context.predicates(named: name).contains(where: { context.isOwn($0) && $0.value.subject == subject && r.contains($0.value.token) }) {
                    return name
                }
            }
            guard let p = tree.parent(d) else { return nil }
            n = p
        }
        return nil
    }

    /// Where predicate `name` decides layout, in words for a message (`FavoritesView.swift:105, where it decides
    /// \`NavigationLink\``: the use's `context` is the deciding name), or nil when no use does. With
    /// `exceptOrWithSizeClass`, a use OR-ed with a horizontal size class test (`isPad || horizontalSizeClass ==
    /// .regular`, a deliberate iPad exception `idiom_layout_check` accepts inline too) does not count.
    static func layoutUse(of name: String, context: RuleContext, exceptOrWithSizeClass: Bool) -> String? {
        guard let u = context.layoutUses(of: name).first(where: { !exceptOrWithSizeClass || !$0.value.orWithHorizontalSizeClass }) else {
            return nil
        }
        let file = PathText.lastComponent(context.path(of: u))
        return "\(file):\(u.value.line), where it decides `\(u.value.context)`"
    }

    /// The token of the name that makes the site of test `e` (a node) a layout decision, or nil. A site whose
    /// value initializes a local binding is judged by that binding's uses (up to `depth` bindings deep); the
    /// second result is then the line of the deciding use.
    static func layoutWord(ofTest e: Int, in file: SwiftFile, depth: Int = 2) -> (word: Int, line: Int?)? {
        guard let site = file.decisionSite(ofTest: e) else { return nil }
        if let b = site.binding, depth > 0 {
            let uses = file.uses(of: b)
            if !uses.isEmpty {
                for u in uses {
                    guard let n = file.syntaxTree.node(exactlyAt: u), let (w, line) = layoutWord(ofTest: n, in: file, depth: depth - 1) else { continue }
                    return (w, line ?? file.source.location(ofOffset: Int(file.tokens[u].start)).line)
                }
                return nil
            }
        }
        return file.layoutWord(of: site).map { ($0, nil) }
    }

    /// True when the reference at token `i` names something declared in the run: a local binding or parameter
    /// of the file, or a member or predicate of that name in the project model.
    static func isDeclared(_ i: Int, in file: SwiftFile, context: RuleContext) -> Bool {
        let name = file.nameText(i)
        if !file.isMember(i) {
            if file.binding(referencedAt: i) != nil { return true }
            var g = file.enclosingBrace(i)
            while g >= 0 {
                if file.declaresParameter(scope: g, named: i) { return true }
                g = file.enclosingBrace(g)
            }
        }
        return !context.members(named: name).isEmpty || !context.predicates(named: name).isEmpty
    }

    /// A phrase for a message: what the site chooses (the deciding name), and where when that is elsewhere.
    static func chooses(_ found: (word: Int, line: Int?), in file: SwiftFile) -> String {
        let w = "`\(file.text(found.word))`"
        return found.line.map { "\(w) (the value is used on line \($0))" } ?? w
    }

    /// True when token `t` runs only on iPad: inside the `then` block of an `if` whose condition compares an
    /// idiom with `== .pad`, or in a `case` naming `.pad` of a `switch` on an idiom. iPhone Duo (`.phone`) never
    /// gets there.
    static func onlyOnPad(_ t: Int, in file: SwiftFile) -> Bool {
        let tree = file.syntaxTree
        func testsPad(_ r: Range<Int>, equal: Bool) -> Bool {
            r.contains { file.isWord($0, "userInterfaceIdiom") || file.isWord($0, "idiom") }
                && r.contains { file.isWord($0, "pad") && file.kind($0 - 1) == .period }
                && (!equal || (r.contains { file.isText($0, "==") } && !r.contains { file.isText($0, "!=") || file.isText($0, "||") }))
        }
        var n = tree.node(containingToken: t)
        while let p = tree.parent(n) {
            if tree.kind(n) == .codeBlock, tree.kind(p) == .ifExpr, tree.children(p).first(where: { tree.kind($0) == .codeBlock }) == n,
               tree.conditions(of: p).contains(where: { testsPad(tree.tokens($0), equal: true) }) { return true }
            if tree.kind(p) == .switchCase, let label = tree.child(p, .switchCaseLabel), label != n,
               let sw = tree.parent(p), let subject = tree.firstChild(sw),
               testsPad(tree.tokens(subject), equal: false) || (testsPad(tree.tokens(subject).lowerBound..<tree.tokens(label).upperBound, equal: false)
                                                              && tree.tokens(label).contains { file.isWord($0, "pad") }) {
                if tree.tokens(label).contains(where: { file.isWord($0, "pad") }) { return true }
            }
            n = p
        }
        return false
    }
}
