/// `size_breakpoint`: the structure questions both parts ask, read from the syntax tree — which expression a width
/// token ends, what it is compared with (an operator sequence's neighbours, through `??`), whether its member chain
/// names a size, and what a local it is read through is bound to (see `SizeBreakpointRule`).
extension SizeBreakpointRule {
    /// The expression that the `width`/`height`/coordinate name token `i` ends: the `memberAccessExpr` it names
    /// (`view.bounds.width`), or the bare reference (`width`); nil when the token is no reference (a label, a
    /// declaration's name).
    func operandExpression(_ file: SwiftFile, _ i: Int) -> Int? {
        let tree = file.syntaxTree
        guard let n = tree.node(exactlyAt: i), tree.kind(n) == .declReferenceExpr else { return nil }
        return tree.nameExpression(n)
    }

    /// The text of the operator element `x` of `elements` (a `binaryOperatorExpr`), or nil.
    private func operatorText(_ file: SwiftFile, _ elements: [Int], _ x: Int) -> Substring? {
        let tree = file.syntaxTree
        guard x >= 0, x < elements.count, tree.kind(elements[x]) == .binaryOperatorExpr else { return nil }
        return Substring(file.text(tree.start(elements[x])))
    }

    /// True when the operator text `t` compares (`<`, `>`, `<=`, `>=`, `==`, `!=`).
    private func compares(_ t: Substring?) -> Bool {
        t == "<" || t == ">" || t == "<=" || t == ">=" || t == "==" || t == "!="
    }

    /// True when the operator text `t` computes with its neighbour: any binary operator but `&&`/`||`.
    private func computes(_ t: Substring?) -> Bool {
        guard let t else { return false }
        return t != "&&" && t != "||"
    }

    /// `operand <op> other` or `other <op> operand` in the operator sequence around expression `e` (climbed
    /// through grouping parentheses), where `<op>` compares: the other side's node and the comparison's tokens.
    /// An operand with a fallback counts as itself (`window?.bounds.width ?? 0 < 600`: `??` binds tighter than a
    /// comparison). Nil when the operand or the other side is part of arithmetic (`size.width / 2 > 300`).
    func compared(_ file: SwiftFile, operand e: Int) -> (other: Int, span: Range<Int>)? {
        let tree = file.syntaxTree
        guard let (elements, k) = tree.sequencePosition(tree.parenthesized(e, in: file)) else { return nil }
        // The operand and the `??` fallbacks after it.
        var last = k
        while operatorText(file, elements, last + 1) == "??", last + 2 < elements.count { last += 2 }
        // `(window?.bounds.width ?? 0) < 600`: the operand with its fallbacks in parentheses.
        if k == 0, last > 0, last == elements.count - 1, let seq = tree.parent(tree.parenthesized(e, in: file)),
           tree.parenthesized(seq, in: file) != seq {
            return compared(file, operand: seq)
        }
        let before = operatorText(file, elements, k - 1)
        if compares(operatorText(file, elements, last + 1)), last + 2 < elements.count, !computes(before),
           !computes(operatorText(file, elements, last + 3)) {
            let other = elements[last + 2]
            return (other, tree.start(elements[k])..<tree.end(other))
        }
        if compares(before), k >= 2, !computes(operatorText(file, elements, k - 3)),
           !computes(operatorText(file, elements, last + 1)) {
            let other = elements[k - 2]
            return (other, tree.start(other)..<tree.end(elements[last]))
        }
        return nil
    }

    /// The numeric literal token of expression `v` when it is a literal or `CGFloat(<literal>)`, else nil.
    func literalToken(_ file: SwiftFile, _ v: Int) -> Int? {
        let tree = file.syntaxTree
        switch tree.kind(v) {
        case .integerLiteralExpr, .floatLiteralExpr:
            return tree.start(v)
        case .functionCallExpr:
            let args = tree.arguments(ofCall: v)
            guard let callee = tree.firstChild(v), tree.kind(callee) == .declReferenceExpr, file.isWord(tree.start(callee), "CGFloat"),
                  args.count == 1, tree.trailingClosures(ofCall: v).isEmpty, SyntaxNames(file: file, tree: tree).label(args[0]) == nil,
                  let inner = tree.firstChild(args[0]), tree.kind(inner) == .integerLiteralExpr || tree.kind(inner) == .floatLiteralExpr
            else { return nil }
            return tree.start(inner)
        default:
            return nil
        }
    }

    /// `operand <op> literal` or `literal <op> operand` (see `compared`), the literal bare or as
    /// `CGFloat(<literal>)`: the literal's token and the comparison's tokens.
    func comparison(_ file: SwiftFile, operand e: Int) -> (literal: Int, span: Range<Int>)? {
        guard let (other, span) = compared(file, operand: e), let literal = literalToken(file, other) else { return nil }
        return (literal, span)
    }

    /// The names of the member chain `e` from its end to its root, each with whether it is called
    /// (`geometry.frame(in: .local).width` gives `width`, `frame` (called), `geometry`). Arguments, subscripts'
    /// indices and closures are not part of the chain.
    func chainNames(_ file: SwiftFile, _ e: Int) -> [(token: Int, called: Bool)] {
        let tree = file.syntaxTree
        var out: [(token: Int, called: Bool)] = []
        var n = e, called = false
        while true {
            switch tree.kind(n) {
            case .memberAccessExpr:
                if let name = tree.lastChild(n), tree.kind(name) == .declReferenceExpr { out.append((tree.start(name), called)) }
                called = false
                guard let b = tree.base(ofMember: n) else { return out }
                n = b
            case .functionCallExpr:
                called = true
                guard let c = tree.firstChild(n) else { return out }
                n = c
            case .optionalChainingExpr, .forceUnwrapExpr, .subscriptCallExpr, .genericSpecializationExpr:
                called = false
                guard let c = tree.firstChild(n) else { return out }
                n = c
            case .declReferenceExpr:
                out.append((tree.start(n), called))
                return out
            default:
                return out
            }
        }
    }

    /// True when the chain `e`, which ends in a `width`/`height` member, names a size before it (`bounds`,
    /// `frame` (also `frame(in:)`), `size`, `layoutFrame`, an identifier ending in `Bounds`/`Frame`/`Size` that is
    /// not called) and no content.
    func isSizeChain(_ file: SwiftFile, _ e: Int) -> Bool {
        let names = chainNames(file, e).dropFirst()
        guard !names.isEmpty, !names.contains(where: { file.kind($0.token) == .identifier && namesContent(file, $0.token) }) else {
            return false
        }
        return names.contains { k, called in
            guard file.kind(k) == .identifier else { return false }
            let frame = file.isText(k, "frame")
            guard frame || file.isText(k, "bounds") || file.isText(k, "size") || file.isText(k, "layoutFrame")
                || endsWith(file, k, Self.suffixes) else { return false }
            return !called || frame
        }
    }

    /// True when an identifier of the chain `e` names content (see `namesContent(_:_:)`).
    func chainNamesContent(_ file: SwiftFile, _ e: Int) -> Bool {
        chainNames(file, e).contains { file.kind($0.token) == .identifier && namesContent(file, $0.token) }
    }

    /// True when an identifier of the chain `e` names a screen or a window (see `namesScreen`).
    func chainNamesScreen(_ file: SwiftFile, _ e: Int) -> Bool {
        chainNames(file, e).dropFirst().contains { namesScreen(file, $0.token..<($0.token + 1)) }
    }

    /// The expression node whose tokens are exactly `r` (a binding's value), or nil.
    func expression(_ file: SwiftFile, tokens r: Range<Int>) -> Int? {
        let tree = file.syntaxTree
        guard !r.isEmpty else { return nil }
        var n = tree.node(containingToken: r.lowerBound)
        while tree.end(n) < r.upperBound, let p = tree.parent(n) { n = p }
        return tree.tokens(n) == r ? n : nil
    }

    /// True when the bare name `e` refers to a local bound to exactly a size-like width or height
    /// (`let w = proxy.size.width`).
    func isBoundToSizeChain(_ file: SwiftFile, _ e: Int) -> Bool {
        let tree = file.syntaxTree
        guard tree.kind(e) == .declReferenceExpr, let b = file.binding(referencedAt: tree.start(e)),
              let v = expression(file, tokens: b.value), tree.kind(v) == .memberAccessExpr,
              let name = SyntaxNames(file: file, tree: tree).memberName(v), name == "width" || name == "height" else { return false }
        return isSizeChain(file, v)
    }

    /// True when `e` is an operand (a) judges: a size-like member chain, or a bare name bound to one.
    func isBreakpointOperand(_ file: SwiftFile, _ e: Int) -> Bool {
        file.syntaxTree.kind(e) == .memberAccessExpr ? isSizeChain(file, e) : isBoundToSizeChain(file, e)
    }
}
