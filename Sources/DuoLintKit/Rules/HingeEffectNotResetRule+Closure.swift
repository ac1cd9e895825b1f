/// `hinge_effect_not_reset`: the hinge callback closure on the syntax tree — which closure a trigger names, the
/// nodes it owns, and the assignments and reset calls among its statements (see `HingeEffectNotResetRule`).
extension HingeEffectNotResetRule {
    /// What one callback closure holds outside the hinge closures nested in it: the `.partiallyOpen` member
    /// accesses, its statements (nested closures' and blocks' too) and the names its patterns declare.
    struct OwnNodes {
        var partial: [Int] = []
        var statements: [Int] = []
        var locals = Set<String>()
    }

    /// The callback closure node of the `onHingeChange`/`UIHingeInteraction` call whose callee is named at token
    /// `i`, or nil: a declaration (`func onHingeChange(`) or a type (`: UIHingeInteraction`) is no call.
    func handler(_ names: SyntaxNames, trigger i: Int) -> Int? {
        let tree = names.tree
        var callee = tree.node(containingToken: i)
        guard tree.kind(callee) == .declReferenceExpr, tree.start(callee) == i else { return nil }
        if let p = tree.parent(callee), tree.kind(p) == .memberAccessExpr, tree.end(p) == tree.end(callee) { callee = p }
        guard let call = tree.parent(callee), tree.kind(call) == .functionCallExpr, tree.firstChild(call) == callee else {
            return nil
        }
        return handler(names, call: call, onHingeChange: names.file.isWord(i, "onHingeChange"))
    }

    /// The callback closure of the call node `call`: its first trailing closure, else (`onHingeChange`) the first
    /// argument other than `isEnabled:` that is exactly a closure, or (`UIHingeInteraction`) the `updateHandler:`.
    func handler(_ names: SyntaxNames, call: Int, onHingeChange: Bool) -> Int? {
        let tree = names.tree
        let parts = tree.children(call).dropFirst()
        if let trailing = parts.first(where: { tree.kind($0) == .closureExpr }) { return trailing }
        for a in parts where tree.kind(a) == .labeledExpr {
            let label = names.label(a)
            guard onHingeChange ? label != "isEnabled" : label == "updateHandler" else { continue }
            if let v = tree.firstChild(a), tree.kind(v) == .closureExpr, tree.nextSibling(v) == nil { return v }
            if !onHingeChange { return nil }
        }
        return nil
    }

    /// True when node `n` is the callback closure of an `onHingeChange`/`UIHingeInteraction` call.
    func isHingeClosure(_ names: SyntaxNames, _ n: Int) -> Bool {
        let tree = names.tree
        guard tree.kind(n) == .closureExpr, let call = tree.parent(n), tree.kind(call) == .functionCallExpr,
              let callee = tree.firstChild(call), callee != n else { return false }
        let nameNode = tree.kind(callee) == .memberAccessExpr ? tree.children(callee).last ?? callee : callee
        guard tree.kind(nameNode) == .declReferenceExpr else { return false }
        let t = tree.start(nameNode)
        let hinge = names.file.isWord(t, "onHingeChange")
        guard hinge || names.file.isWord(t, "UIHingeInteraction") else { return false }
        return handler(names, call: call, onHingeChange: hinge) == n
    }

    /// The nodes of `closure` it owns: every node of its subtree except those of hinge closures nested in it,
    /// which are judged on their own visit. Each node of a file is so read by the innermost hinge closure around it.
    func ownNodes(_ names: SyntaxNames, _ closure: Int) -> OwnNodes {
        let tree = names.tree, file = names.file
        var own = OwnNodes()
        var n = closure + 1
        let end = closure + Int(tree.subtreeSizes[closure])
        while n < end {
            let kind = tree.kind(n)
            if kind == .closureExpr && isHingeClosure(names, n) { n += Int(tree.subtreeSizes[n]); continue }
            if kind == .memberAccessExpr, names.memberName(n) == "partiallyOpen" { own.partial.append(n) }
            if kind == .identifierPattern { own.locals.insert(file.text(tree.start(n))) }
            if tree.isStatement(n) { own.statements.append(n) }
            n += 1
        }
        return own
    }

    /// True when `name` is a parameter of the closure, function or initializer around `node`, up to `closure`.
    /// `scopes` keeps, per scope node, the parameter names of it and of the scopes around it up to `closure`,
    /// so each scope is read once however many statements ask (statements 1,000 closures deep stay linear).
    func isParameter(_ names: SyntaxNames, _ name: String, at node: Int, closure: Int,
                     scopes: inout [Int: Set<String>]) -> Bool {
        guard let innermost = names.tree.enclosingParameterScope(node), innermost >= closure else { return false }
        return parameters(names, of: innermost, closure: closure, scopes: &scopes).contains(name)
    }

    /// The parameter names of scope `s` and the scopes around it up to `closure` (memoized in `scopes`).
    private func parameters(_ names: SyntaxNames, of s: Int, closure: Int, scopes: inout [Int: Set<String>]) -> Set<String> {
        // Walk up to the nearest scope already known (or past `closure`), then fill in downwards.
        var chain: [Int] = []
        var scope: Int? = s
        var known = Set<String>()
        while let k = scope, k >= closure {
            if let found = scopes[k] { known = found; break }
            chain.append(k)
            if k == closure { break }
            scope = names.tree.enclosingParameterScope(k)
        }
        for k in chain.reversed() {
            known.formUnion(names.tree.parameterNames(names.file, of: k).map { names.file.text($0) })
            scopes[k] = known
        }
        return known
    }

    // MARK: Assignments

    /// The chains assigned by the statement `s`: `x = …` (one), each plain element of a tuple
    /// `(tilt, self.showsStand) = (0, false)`, or `x.toggle()`; through plain names rooted at `self` or a name.
    func assignments(_ names: SyntaxNames, _ s: Int) -> [Assignment] {
        let tree = names.tree
        switch tree.kind(s) {
        case .sequenceExpr:
            guard let lhs = tree.firstChild(s), let op = tree.nextSibling(lhs), tree.kind(op) == .assignmentExpr else { return [] }
            if tree.kind(lhs) == .tupleExpr {
                return tree.children(lhs).compactMap { e in
                    guard tree.kind(e) == .labeledExpr, names.label(e) == nil, let v = tree.firstChild(e) else { return nil }
                    return chain(names, v)
                }
            }
            return chain(names, lhs).map { [$0] } ?? []
        case .functionCallExpr:
            guard let callee = tree.firstChild(s), tree.kind(callee) == .memberAccessExpr, tree.nextSibling(callee) == nil,
                  names.memberName(callee) == "toggle", tree.end(s) == tree.end(callee) + 2,
                  let base = tree.firstChild(callee), tree.nextSibling(base) != nil else { return [] }
            return chain(names, base).map { [$0] } ?? []
        default:
            return []
        }
    }

    /// The assignment of the expression `n` when it is plain names (`offset.width`, `self.tilt`, `self?.alpha`).
    func chain(_ names: SyntaxNames, _ n: Int) -> Assignment? {
        let list = chainNames(names, n) ?? []
        return list.isEmpty ? nil : Assignment(start: names.tree.start(n), names: list)
    }

    /// The names of the plain chain `n` (`self` at its root dropped), or nil when it holds a call, a subscript or
    /// anything else.
    func chainNames(_ names: SyntaxNames, _ n: Int) -> [String]? {
        let tree = names.tree, file = names.file
        switch tree.kind(n) {
        case .declReferenceExpr:
            let t = tree.start(n)
            if file.kind(t) == .identifier { return [file.text(t)] }
            return file.isText(t, "self") ? [] : nil
        case .optionalChainingExpr, .forceUnwrapExpr:
            return tree.firstChild(n).flatMap { chainNames(names, $0) }
        case .memberAccessExpr:
            guard let base = tree.firstChild(n), let member = tree.nextSibling(base), tree.nextSibling(member) == nil,
                  tree.kind(member) == .declReferenceExpr, file.kind(tree.start(member)) == .identifier,
                  let prefix = chainNames(names, base) else { return nil }
            return prefix + [file.text(tree.start(member))]
        default:
            return nil
        }
    }

    /// For a statement that calls a function named reset…, restore… or clear… (`resetEffects()`, `self.reset()`,
    /// `withAnimation { effects.restoreDefaults() }`, after `try`/`await`): the receiver as an assignment
    /// (`effects`; no names for a call on `self` or without receiver). Nil for any other statement.
    func resetCall(_ names: SyntaxNames, _ s: Int) -> Assignment? {
        let tree = names.tree, file = names.file
        var call = s
        while tree.kind(call) == .tryExpr || tree.kind(call) == .awaitExpr, let inner = tree.firstChild(call) { call = inner }
        guard tree.kind(call) == .functionCallExpr, let callee = tree.firstChild(call) else { return nil }
        let start = tree.start(callee)
        var nameToken = start
        var receiver: [String] = []
        if tree.kind(callee) == .memberAccessExpr {
            guard let base = tree.firstChild(callee), let member = tree.nextSibling(base),
                  let r = chainNames(names, base) else { return nil }
            nameToken = tree.start(member)
            receiver = r
        } else if tree.kind(callee) != .declReferenceExpr {
            return nil
        }
        guard file.kind(nameToken) == .identifier, file.kind(nameToken + 1) == .leftParen else { return nil }
        let name = file.text(nameToken)
        guard startsWithWord(name, "reset") || startsWithWord(name, "restore") || startsWithWord(name, "clear") else { return nil }
        return Assignment(start: start, names: receiver)
    }
}
