/// Expression-level questions answered from the tree's shapes: which call a name is the callee of, a call's
/// arguments and trailing closures, member chains and their roots, and the modifiers applied to an expression.
/// All inputs and outputs are node indices (see `SyntaxTree`), except where a token index is said.
extension SyntaxTree {
    /// The innermost node whose tokens are exactly token `t` (`declReferenceExpr` for a name), or nil when the
    /// token is a direct token of a larger node (a keyword, a `.`, a declaration's name).
    public func node(exactlyAt t: Int) -> Int? {
        let n = node(containingToken: t)
        return Int(firstTokens[n]) == t && Int(endTokens[n]) == t + 1 && n != 0 ? n : nil
    }

    /// The last child of node `i`, or nil for a leaf: steps from the first child (`i + 1`) to each next one
    /// (`c + size(c)`) until the next would leave `i`'s subtree, reading the sizes through one pointer (the
    /// sibling walk asked each child's parent and both subtree sizes again, every read bounds-checked).
    public func lastChild(_ i: Int) -> Int? {
        let end = i + Int(subtreeSizes[i])
        var c = i + 1
        guard c < end else { return nil }
        // The subtree's nodes `i + 1 ..< end` lie inside the array (a tree invariant), so reads need no check.
        return subtreeSizes.withUnsafeBufferPointer { sizes in
            while true {
                let next = c &+ Int(sizes[c])
                if next >= end { return c }
                c = next
            }
        }
    }

    /// True when `n` is the name of the `memberAccessExpr` `m` (its last child, a `declReferenceExpr`).
    public func isMemberName(_ n: Int) -> Bool {
        guard let p = parent(n), kinds[p] == .memberAccessExpr, kinds[n] == .declReferenceExpr else { return false }
        return lastChild(p) == n
    }

    /// The base of member access `m` (`x` in `x.y`), or nil for an implicit member (`.top`) or another kind.
    public func base(ofMember m: Int) -> Int? {
        guard kinds[m] == .memberAccessExpr, let f = firstChild(m), let l = lastChild(m), f != l else { return nil }
        return f
    }

    /// The expression a name node `n` stands for as a whole: the `memberAccessExpr` when `n` is its member name
    /// (`x.padding` for `padding`), `n` itself otherwise.
    public func nameExpression(_ n: Int) -> Int {
        isMemberName(n) ? parent(n)! : n
    }

    /// The `functionCallExpr` whose callee is expression `e` (its first child; a generic specialization
    /// `Foo<T>` of `e` counts), or nil.
    public func call(withCallee e: Int) -> Int? {
        var callee = e
        if let p = parent(e), kinds[p] == .genericSpecializationExpr, firstChild(p) == e { callee = p }
        guard let p = parent(callee), kinds[p] == .functionCallExpr, firstChild(p) == callee else { return nil }
        return p
    }

    /// The `functionCallExpr` whose callee's name is node `n` (`Button` in `Button("Go")`, `padding` in
    /// `x.padding(8)`), or nil.
    public func call(named n: Int) -> Int? { call(withCallee: nameExpression(n)) }

    /// The name node of call `c`'s callee: the reference, a member access's name, the name of a generic
    /// specialization; nil for any other callee (`f(a)(b)`, `(x)(y)`).
    public func calleeName(ofCall c: Int) -> Int? {
        guard var e = firstChild(c) else { return nil }
        if kinds[e] == .genericSpecializationExpr, let f = firstChild(e) { e = f }
        switch kinds[e] {
        case .declReferenceExpr: return e
        case .memberAccessExpr:
            guard let l = lastChild(e), kinds[l] == .declReferenceExpr else { return nil }
            return l
        default: return nil
        }
    }

    /// The `labeledExpr` arguments of call `c` (inside its parentheses), in order.
    public func arguments(ofCall c: Int) -> [Int] { children(c, ofKind: .labeledExpr) }

    /// The trailing closures of call `c` (the `closureExpr` children after its parentheses), in order.
    public func trailingClosures(ofCall c: Int) -> [Int] { children(c, ofKind: .closureExpr) }

    /// The children of node `i` whose kind is `kind`, in order: one array, none when there is no such child (the
    /// children listed, then filtered, made two).
    public func children(_ i: Int, ofKind kind: SyntaxKind) -> [Int] {
        var out: [Int] = []
        var c = i + 1
        let end = i + Int(subtreeSizes[i])
        while c < end {
            if kinds[c] == kind { out.append(c) }
            c += Int(subtreeSizes[c])
        }
        return out
    }

    /// The expression that has `e` as its base or callee (`x.y` for `x`, `f(…)` for `f`, `a[…]`, `a?`, `a!`,
    /// a `#if` postfix block after `a`), or nil when `e` ends its chain.
    public func postfixParent(_ e: Int) -> Int? {
        guard let p = parent(e), firstChild(p) == e else { return nil }
        switch kinds[p] {
        case .memberAccessExpr: return base(ofMember: p) == e ? p : nil
        case .functionCallExpr, .subscriptCallExpr, .optionalChainingExpr, .forceUnwrapExpr, .postfixIfConfigExpr,
             .genericSpecializationExpr, .postfixOperatorExpr:
            return p
        default: return nil
        }
    }

    /// The whole chain `e` belongs to as a base or callee: the outermost `postfixParent` (for `x` in
    /// `x.a(1).b`, the node of `x.a(1).b`).
    public func chainTop(_ e: Int) -> Int {
        var n = e
        while let p = postfixParent(n) { n = p }
        return n
    }

    /// The root of the chain `e`: the first child followed down through member bases, callees, subscripts,
    /// `?`, `!` and `#if` postfix blocks (`UIDevice` for `UIDevice.current.userInterfaceIdiom`).
    public func chainRoot(_ e: Int) -> Int {
        var n = e
        while let f = firstChild(n), postfixParent(f) == n { n = f }
        return n
    }

    /// The member accesses applied to expression `e`, in source order: for `VStack { … }.padding(8)
    /// .toolbar { … }` given the `VStack` call, the `memberAccessExpr` nodes of `.padding` and `.toolbar`.
    /// Modifiers inside an `#if` block of the chain (`#if os(iOS) .padding() #endif`) are included, from
    /// every clause.
    public func modifiers(of e: Int) -> [Int] {
        var out: [Int] = []
        var n = e
        while let p = postfixParent(n) {
            if kinds[p] == .memberAccessExpr {
                out.append(p)
            } else if kinds[p] == .postfixIfConfigExpr, let block = child(p, .ifConfigDecl) {
                for clause in children(block) where kinds[clause] == .ifConfigClause {
                    for item in children(clause) where kinds[item].isExpression {
                        out += implicitChainMembers(item)
                    }
                }
            }
            n = p
        }
        return out
    }

    /// The member accesses of a chain that starts with an implicit member (`.padding().frame()` inside an `#if`
    /// clause), root first; empty when the chain has a base.
    private func implicitChainMembers(_ e: Int) -> [Int] {
        let root = chainRoot(e)
        guard kinds[root] == .memberAccessExpr, base(ofMember: root) == nil else { return [] }
        var out = [root]
        var n = root
        while let p = postfixParent(n) {
            if kinds[p] == .memberAccessExpr { out.append(p) }
            n = p
        }
        return out
    }
}

extension SyntaxTree {
    /// Expression `e` with the plain parentheses around it (`((e))`, tuples of one unlabelled element): the
    /// outermost such `tupleExpr`, or `e` itself. `file` tells a label's colon.
    public func parenthesized(_ e: Int, in file: SwiftFile) -> Int {
        var n = e
        while let l = parent(n), kinds[l] == .labeledExpr, firstChild(l) == n, firstTokens[l] == firstTokens[n],
              let t = parent(l), kinds[t] == .tupleExpr, children(t).count == 1 {
            n = t
        }
        return n
    }

    /// When expression `e` is an element of an operator sequence (`a == .pad || b`), the sequence's elements
    /// (operands and operators alternate) and `e`'s position among them; nil otherwise.
    public func sequencePosition(_ e: Int) -> (elements: [Int], index: Int)? {
        guard let s = parent(e), kinds[s] == .sequenceExpr else { return nil }
        let elements = children(s)
        guard let k = elements.firstIndex(of: e) else { return nil }
        return (elements, k)
    }

    /// The value assigned to `target` when it stands left of `=` in a sequence (`target = value`), or nil. Read
    /// from the next two siblings (no array of the sequence's elements).
    public func assignedValue(to target: Int) -> Int? {
        guard let s = parent(target), kinds[s] == .sequenceExpr, let op = nextSibling(target), kinds[op] == .assignmentExpr,
              let value = nextSibling(op) else { return nil }
        return value
    }

    /// The target expression `e` is assigned to when it stands right of `=` in a sequence (`target = e`), or nil.
    /// Read from the two siblings before `e`, found by walking the sequence's children (no array of them).
    public func assignmentTarget(of e: Int) -> Int? {
        guard let s = parent(e), kinds[s] == .sequenceExpr else { return nil }
        var before = -1, justBefore = -1
        var c = s + 1
        while c < e {
            before = justBefore
            justBefore = c
            c += Int(subtreeSizes[c])
        }
        guard before >= 0, kinds[justBefore] == .assignmentExpr else { return nil }
        return before
    }

    /// The outermost declaration around node `n` (a direct child of the source file, or of an `#if` clause at
    /// file scope), or nil when `n` is at file scope itself.
    public func outermostDeclaration(_ n: Int) -> Int? {
        var found: Int?
        var p = parent(n)
        while let k = p {
            if kinds[k].isDeclaration && kinds[k] != .ifConfigDecl { found = k }
            p = parent(k)
        }
        return found
    }
}
