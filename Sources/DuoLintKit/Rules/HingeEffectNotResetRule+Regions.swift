/// `hinge_effect_not_reset`: where the hinge is partially open inside a callback — an `if`/`guard` testing
/// `.partiallyOpen`, or a `switch` case naming only it (see `HingeEffectNotResetRule`), read from the syntax tree.
extension HingeEffectNotResetRule {
    /// The tokens that run only while the hinge is partially open because of the `.partiallyOpen` member access
    /// node `m`: an `if` body, the rest of the block after a `guard`, or a `switch` case body. Nil when `m` is in no
    /// such test, in a negated or `||` condition, or in a test of the previous status.
    func partialRegion(_ names: SyntaxNames, _ m: Int, previous: Int?) -> Range<Int>? {
        let tree = names.tree
        var e = m
        while let p = tree.parent(e), tree.kind(p) == .optionalChainingExpr || tree.kind(p) == .forceUnwrapExpr { e = p }
        guard let p = tree.parent(e) else { return nil }
        switch tree.kind(p) {
        case .sequenceExpr:
            // `… == .partiallyOpen` or `.partiallyOpen == …`.
            let parts = tree.children(p)
            guard let at = parts.firstIndex(of: e) else { return nil }
            let isEquals = { (k: Int) in k >= 0 && k < parts.count && tree.kind(parts[k]) == .binaryOperatorExpr
                && names.file.isText(tree.start(parts[k]), "==") }
            guard isEquals(at - 1) || isEquals(at + 1) else { return nil }
            return conditionRegion(names, sequence: p, previous: previous)
        case .expressionPattern:
            guard tree.firstChild(p) == e, let q = tree.parent(p) else { return nil }
            if tree.kind(q) == .switchCaseLabel { return caseRegion(names, label: q, previous: previous) }
            // `if case .partiallyOpen = status`.
            guard tree.kind(q) == .matchingPatternCondition, let element = tree.parent(q),
                  tree.kind(element) == .conditionElement else { return nil }
            return statementRegion(names, element: element, previous: previous)
        default:
            return nil
        }
    }

    /// The region governed by the `if`/`guard` condition holding the comparison sequence `sequence`, climbing out
    /// of parentheses that start a condition or follow `&&`. Nil for a sequence with `||` or a ternary on the way.
    func conditionRegion(_ names: SyntaxNames, sequence: Int, previous: Int?) -> Range<Int>? {
        let tree = names.tree, file = names.file
        var n = sequence
        while true {
            for c in tree.children(n) {
                if tree.kind(c) == .unresolvedTernaryExpr { return nil }
                if tree.kind(c) == .binaryOperatorExpr && file.isText(tree.start(c), "||") { return nil }
            }
            guard let p = tree.parent(n) else { return nil }
            if tree.kind(p) == .conditionElement { return statementRegion(names, element: p, previous: previous) }
            // `(a == .partiallyOpen)`: a one-element tuple, first in its condition or after `&&`.
            guard tree.kind(p) == .labeledExpr, names.label(p) == nil, let tuple = tree.parent(p),
                  tree.kind(tuple) == .tupleExpr, tree.children(tuple).count == 1, let outer = tree.parent(tuple) else { return nil }
            if tree.kind(outer) == .conditionElement { return statementRegion(names, element: outer, previous: previous) }
            guard tree.kind(outer) == .sequenceExpr else { return nil }
            let parts = tree.children(outer)
            guard let at = parts.firstIndex(of: tuple),
                  at == 0 || (tree.kind(parts[at - 1]) == .binaryOperatorExpr && file.isText(tree.start(parts[at - 1]), "&&"))
            else { return nil }
            n = outer
        }
    }

    /// The region of the `if` or `guard` whose condition element is `element`: the `if` body, or the rest of the
    /// block after the `guard`. Nil for a `while` or when the conditions read the previous status.
    func statementRegion(_ names: SyntaxNames, element: Int, previous: Int?) -> Range<Int>? {
        let tree = names.tree
        guard let s = tree.parent(element), tree.kind(s) == .ifExpr || tree.kind(s) == .guardStmt,
              let body = tree.child(s, .codeBlock), !tree.conditions(of: s).contains(where: { namesPrevious(names, $0, previous) })
        else { return nil }
        if tree.kind(s) == .ifExpr {
            // Inside the braces; an unclosed body (malformed input) runs to its last token.
            let inner = tree.start(body) + 1
            let closed = names.file.kind(tree.end(body) - 1) == .rightBrace && tree.end(body) - 1 >= inner
            return inner..<max(inner, tree.end(body) - (closed ? 1 : 0))
        }
        guard let block = tree.parent(s) else { return nil }
        let closes = names.file.kind(tree.end(block) - 1) == .rightBrace && tree.kind(block) != .switchCase
        return tree.end(s)..<max(tree.end(s), tree.end(block) - (closes ? 1 : 0))
    }

    /// The body of the `switch` case whose label is `label`, when the label names no other status (`.closed`,
    /// `.fullyOpen`, `.unknown`, `nil`) and the subject is not the old status.
    func caseRegion(_ names: SyntaxNames, label: Int, previous: Int?) -> Range<Int>? {
        let tree = names.tree
        var n = label + 1
        while n < label + Int(tree.subtreeSizes[label]) {
            if tree.kind(n) == .nilLiteralExpr { return nil }
            if tree.kind(n) == .memberAccessExpr, let name = names.memberName(n),
               name == "closed" || name == "fullyOpen" || name == "unknown" { return nil }
            n += 1
        }
        guard let switchCase = tree.parent(label), let sw = tree.ancestor(switchCase, in: [.switchExpr]),
              let subject = tree.firstChild(sw), !namesPrevious(names, subject, previous)
        else { return nil }
        return tree.end(label)..<tree.end(switchCase)
    }

    /// True when node `n` reads the previous status: a reference in it (or `n` itself) to the closure's first
    /// (old) parameter `previous`, or to a name starting with old/prev/previous/last or holding one of them as a
    /// camel-case word (`oldContext`, `hingeLast`).
    func namesPrevious(_ names: SyntaxNames, _ n: Int, _ previous: Int?) -> Bool {
        let tree = names.tree, file = names.file
        let references = (tree.kind(n) == .declReferenceExpr ? [n] : []) + tree.descendants(n, ofKind: .declReferenceExpr)
        for r in references {
            let t = tree.start(r)
            guard file.kind(t) == .identifier else { continue }
            if let p = previous, file.sameText(t, p) { return true }
            let name = file.text(t)
            for word in ["old", "prev", "previous", "last"] where hasWord(name, word) { return true }
        }
        return false
    }

    // MARK: Names

    /// True for a name that keeps memory rather than drives an effect: it starts with last, prev, previous, old,
    /// max, min, did or has as a camel-case word (`lastAngle`, `maxSeen`, `didEnterTabletop`).
    func keepsMemory(_ name: String) -> Bool {
        for word in ["last", "prev", "previous", "old", "max", "min", "did", "has"] where startsWithWord(name, word) { return true }
        return false
    }

    /// True when `name` starts with the lowercase `word` followed by its end or an uppercase letter or digit.
    func startsWithWord(_ name: String, _ word: String) -> Bool {
        guard name.hasPrefix(word) else { return false }
        guard let next = name.dropFirst(word.count).first else { return true }
        return next.isUppercase || next.isNumber || next == "_"
    }

    /// True when `name` starts with `word` or holds it capitalised as a camel-case word (`hingeOld`, `statusLast2`).
    func hasWord(_ name: String, _ word: String) -> Bool {
        if startsWithWord(name, word) { return true }
        let cap = word.prefix(1).uppercased() + word.dropFirst()
        var rest = Substring(name)
        while let r = rest.range(of: cap) {
            let next = rest[r.upperBound...].first
            if next == nil || next!.isUppercase || next!.isNumber || next == "_" { return true }
            rest = rest[r.upperBound...]
        }
        return false
    }
}
