/// An argument of a call: its label token (if any) and its value's tokens.
public struct Argument: Sendable, Equatable {
    /// Index of the label token (`placement` in `placement: .primaryAction`), or nil for an unlabelled argument.
    public var label: Int?
    /// Token indices of the value, half-open; empty for an empty argument.
    public var value: Range<Int>
}

/// A call: `callee(args) { trailing } label: { … }`.
public struct Call: Sendable, Equatable {
    /// Index of the callee's last token (`Button` in `Button(…)`, `padding` in `.padding(…)`).
    public var callee: Int
    /// Index of the `(` of the argument list, or nil when the call has only trailing closures.
    public var argumentsOpen: Int?
    /// Arguments inside the parentheses, in order.
    public var arguments: [Argument]
    /// Trailing closures in order: the label token (nil for the first, unlabelled one) and the `{` index.
    public var trailingClosures: [(label: Int?, open: Int)]
    /// Index one past the last token of the call (after the last trailing closure).
    public var end: Int
    /// The call's `functionCallExpr` node in the file's syntax tree.
    public var node: Int

    /// Two calls are equal when they span the same tokens.
    public static func == (a: Call, b: Call) -> Bool {
        a.callee == b.callee && a.argumentsOpen == b.argumentsOpen && a.end == b.end
    }
}

extension SwiftFile {
    /// The call whose callee's name is token `i` (`Button` in `Button("Go") { … }`, `padding` in `x.padding(8)`,
    /// `Foo` in `Foo<T>(…)`, `Button` in `Button.init(…)`), as the syntax tree parses it; nil for a plain
    /// reference or a name that is not a callee.
    public func call(at i: Int) -> Call? {
        let tree = syntaxTree
        guard let n = tree.node(exactlyAt: i), let c = tree.call(named: n) ?? tree.call(constructing: n, in: self) else { return nil }
        return call(node: c, callee: i)
    }

    /// The `Call` view of the `functionCallExpr` node `c` whose callee's name is token `callee`.
    public func call(node c: Int, callee: Int) -> Call {
        let tree = syntaxTree
        var open: Int?
        if let f = tree.firstChild(c) {
            let t = tree.tokens(f).upperBound
            if kind(t) == .leftParen && tree.node(containingToken: t) == c { open = t }
        }
        var arguments: [Argument] = []
        var closures: [(label: Int?, open: Int)] = []
        var k = tree.firstChild(c).flatMap { tree.nextSibling($0) }
        while let a = k {
            if tree.kind(a) == .labeledExpr {
                arguments.append(argument(ofLabeled: a))
            } else if tree.kind(a) == .closureExpr {
                let brace = tree.tokens(a).lowerBound
                // `} label: {`: the label and colon are direct tokens of the call.
                let labelled = !closures.isEmpty && kind(brace - 1) == .colon && tree.node(containingToken: brace - 1) == c
                closures.append((labelled ? brace - 2 : nil, brace))
            }
            k = tree.nextSibling(a)
        }
        return Call(callee: callee, argumentsOpen: open, arguments: arguments, trailingClosures: closures,
                    end: tree.tokens(c).upperBound, node: c)
    }

    /// The `Argument` view of the `labeledExpr` (or `arrayElement`, `dictionaryElement`) node `a`: its label
    /// when it starts with `name:`, and its value without the trailing comma.
    func argument(ofLabeled a: Int) -> Argument {
        let tree = syntaxTree
        let r = tree.tokens(a)
        var label: Int?
        if r.count >= 2, kind(r.lowerBound + 1) == .colon, tree.node(containingToken: r.lowerBound) == a,
           tree.node(containingToken: r.lowerBound + 1) == a {
            label = r.lowerBound
        }
        if let v = tree.firstChild(a) { return Argument(label: label, value: tree.tokens(v)) }
        let start = label.map { $0 + 2 } ?? r.lowerBound
        return Argument(label: label, value: start..<start)
    }

    /// The arguments inside the group opened at `open`: a call's `(`, a tuple's `(`, a subscript's or an array
    /// or dictionary literal's `[`, as the tree's `labeledExpr`/`arrayElement`/`dictionaryElement` children of
    /// the node that owns the bracket. Empty for any other token.
    public func arguments(in open: Int) -> [Argument] {
        let tree = syntaxTree
        let owner = tree.node(containingToken: open)
        guard kind(open) == .leftParen || kind(open) == .leftSquare else { return [] }
        let close = match(open) ?? tree.tokens(owner).upperBound
        return tree.children(owner).filter { c in
            let k = tree.kind(c)
            let r = tree.tokens(c)
            return (k == .labeledExpr || k == .arrayElement || k == .dictionaryElement) && r.lowerBound > open
                && r.lowerBound < close
        }.map(argument(ofLabeled:))
    }

    /// The argument of `call` labelled `label`, if any.
    public func argument(_ call: Call, labelled label: StaticString) -> Argument? {
        call.arguments.first { $0.label.map { isText($0, label) } ?? false }
    }

    /// The callee of the call whose trailing closure (or argument list) opens at `open`, if any:
    /// for `ToolbarItem(placement: .primaryAction) { … }` given the `{`, the index of `ToolbarItem`; for
    /// `#Preview { … }`, the index of `Preview`. Nil for a brace or parenthesis that no call owns (a body, a
    /// closure that is an argument value, a tuple).
    public func owner(ofGroup open: Int) -> Int? {
        let tree = syntaxTree
        var n = tree.node(containingToken: open)
        if kind(open) == .leftBrace {
            guard tree.kind(n) == .closureExpr, tree.tokens(n).lowerBound == open, let p = tree.parent(n) else { return nil }
            n = p
        } else if kind(open) != .leftParen {
            return nil
        }
        switch tree.kind(n) {
        case .functionCallExpr:
            return tree.calleeName(ofCall: n).map { tree.tokens($0).lowerBound }
        case .macroExpansionExpr, .macroExpansionDecl:
            let name = tree.tokens(n).lowerBound + 1
            return name < open ? name : nil
        default:
            return nil
        }
    }

    /// The modifiers applied after the expression that ends just before token `end` (a `Call`'s `end`):
    /// `.toolbar { … }`, `.padding(.horizontal, 8)`, as the indices of their names, in order, including those
    /// inside an `#if` block of the chain.
    public func modifiers(after end: Int) -> [Int] {
        let tree = syntaxTree
        guard end > 0 else { return [] }
        // The innermost expression ending there that a member access continues.
        var n: Int? = tree.node(containingToken: end - 1)
        while let e = n, tree.tokens(e).upperBound == end {
            if let p = tree.postfixParent(e), tree.kind(p) == .memberAccessExpr || tree.kind(p) == .postfixIfConfigExpr {
                return tree.modifiers(of: e).compactMap { m in tree.lastChild(m).map { tree.tokens($0).lowerBound } }
            }
            n = tree.parent(e)
        }
        return []
    }
}
