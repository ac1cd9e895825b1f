/// The names of syntax nodes: a declaration's name, a call's callee, a member's name, an argument's label.
/// The answers `duolint syntax` prints as DETAIL and the rules ask the tree for.
public struct SyntaxNames {
    /// The file the tree was parsed from.
    public let file: SwiftFile
    /// The tree.
    public let tree: SyntaxTree

    /// Names of `tree`'s nodes, read from `file`'s bytes.
    public init(file: SwiftFile, tree: SyntaxTree) {
        self.file = file
        self.tree = tree
    }

    /// The source text of node `i`, from its first token's first byte to its last token's last byte
    /// (inner trivia kept).
    public func text(_ i: Int) -> String {
        let r = tree.tokens(i)
        // A node the parser made for a missing part has no tokens (the argument of `#if os( !`): no text.
        guard !r.isEmpty else { return "" }
        return file.source.text(Int(file.tokens[r.lowerBound].start), Int(file.tokens[r.upperBound - 1].end))
    }

    /// The tokens of node `i` that belong to no child, in order.
    public func directTokens(_ i: Int) -> [Int] {
        var out: [Int] = []
        var t = tree.tokens(i).lowerBound
        let end = tree.tokens(i).upperBound
        var c = tree.firstChild(i)
        while t < end {
            if let k = c, Int(tree.firstTokens[k]) <= t {
                t = max(t, Int(tree.endTokens[k]))
                c = tree.nextSibling(k)
                continue
            }
            out.append(t)
            t += 1
        }
        return out
    }

    /// The name a declaration introduces (the token after its keyword): `struct A` gives `A`, `func f` `f`,
    /// `infix operator <>` `<>`; nil when there is none.
    public func declaredName(_ i: Int) -> String? {
        // The second direct token, found without listing them all (`directTokens`).
        var seen = 0
        var second = -1
        FileSummary.forEachDirectToken(i, tree) { t in
            seen += 1
            if seen == 2 { second = t; return false }
            return true
        }
        guard second >= 0 else { return nil }
        // A missing name (`func () {}`, an invalid byte) names nothing; the next token is not the name.
        switch file.kind(second) {
        case .identifier, .keyword, .binaryOperator, .prefixOperator, .postfixOperator, .leftAngle, .rightAngle,
             .exclamationMark, .equal, .ellipsis, .postfixQuestionMark, .infixQuestionMark, .prefixAmpersand:
            return file.text(second)
        default:
            return nil
        }
    }

    /// The patterns a `variableDecl` binds, as written (`x`, `(a, b)`), one per binding.
    public func boundNames(_ i: Int) -> [String] {
        tree.children(i).filter { tree.kind($0) == .patternBinding }.map { b in
            // A binding whose pattern is missing (recovery) names nothing: "".
            guard let c = tree.firstChild(b) else { return "" }
            switch tree.kind(c) {
            case .identifierPattern, .tuplePattern, .wildcardPattern, .valueBindingPattern: return text(c)
            default: return ""
            }
        }
    }

    /// A `functionCallExpr`'s callee as the reference names it: `.name` for a member access, the name for a
    /// reference, the callee's text otherwise.
    public func callee(_ i: Int) -> String? {
        guard let c = tree.firstChild(i) else { return nil }
        switch tree.kind(c) {
        case .memberAccessExpr: return memberName(c).map { "." + $0 }
        case .declReferenceExpr: return file.text(tree.tokens(c).lowerBound)
        default: return text(c)
        }
    }

    /// A `memberAccessExpr`'s member name (`top` in `.top`, `toolbar` in `x.toolbar`).
    public func memberName(_ i: Int) -> String? {
        var last: Int?
        var c = tree.firstChild(i)
        while let k = c { last = k; c = tree.nextSibling(k) }
        guard let name = last, tree.kind(name) == .declReferenceExpr,
              Int(tree.endTokens[name]) == Int(tree.endTokens[i]) || isCompoundEnd(name, i) else { return nil }
        return file.text(tree.tokens(name).lowerBound)
    }

    private func isCompoundEnd(_ name: Int, _ i: Int) -> Bool { tree.endTokens[name] == tree.endTokens[i] }

    /// A `labeledExpr`'s label (`placement` in `placement: .top`), or nil when unlabelled.
    public func label(_ i: Int) -> String? {
        let first = tree.tokens(i).lowerBound
        guard file.kind(first + 1) == .colon else { return nil }
        // The first two direct tokens (`directTokens`, without listing them all) must be the label and the colon.
        var found = 0
        FileSummary.forEachDirectToken(i, tree) { t in
            guard t == first + found else { found = -1; return false }
            found += 1
            return found < 2
        }
        guard found == 2 else { return nil }
        return file.text(first)
    }

    /// An `attribute`'s name as written (`available`, `SwiftUI.State`, `Foo<Int>`), without `@` or arguments.
    public func attributeName(_ i: Int) -> String {
        let r = tree.tokens(i)
        var end = r.upperBound
        FileSummary.forEachDirectToken(i, tree) { t in
            if t > r.lowerBound + 1 && file.kind(t) == .leftParen { end = t; return false }
            return true
        }
        guard end > r.lowerBound + 1 else { return "" }
        return file.source.text(Int(file.tokens[r.lowerBound + 1].start), Int(file.tokens[end - 1].end))
    }

    /// An `inheritedType`'s type as written, without its comma.
    public func inheritedTypeText(_ i: Int) -> String {
        if let c = tree.firstChild(i), tree.kind(c).isType { return text(c) }
        return file.text(tree.tokens(i).lowerBound)
    }
}
