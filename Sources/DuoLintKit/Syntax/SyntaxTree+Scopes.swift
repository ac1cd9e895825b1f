/// Scopes on the syntax tree: statements and the blocks that hold them, the closures and functions around a node
/// and their parameters, the conditions of an `if`/`guard`, and the names a subtree declares. Every answer is read
/// from the tree's shape (no token scanning); node numbers are `SyntaxTree` node indices, token numbers indices into
/// `SwiftFile.tokens`.
extension SyntaxTree {
    /// Kinds whose children are statements (besides a signature or label): code blocks, closure bodies, `switch`
    /// cases, a computed property's implicit getter, `#if` clauses and the file itself.
    public static let statementContainers: Set<SyntaxKind> = [
        .codeBlock, .closureExpr, .switchCase, .accessorBlock, .ifConfigClause, .sourceFile,
    ]

    /// Kinds that open a scope with parameters: closures, functions, initializers, subscripts.
    public static let parameterScopes: Set<SyntaxKind> = [.closureExpr, .functionDecl, .initializerDecl, .subscriptDecl]

    /// True when node `i` is a whole statement: a child of a statement container other than its signature,
    /// case label, accessor or `#if` condition (a `#if` clause's first child is its condition).
    public func isStatement(_ i: Int) -> Bool {
        guard let p = parent(i), Self.isStatementContainer(kinds[p]) else { return false }
        return isStatement(i, inContainer: p)
    }

    /// True when `kind` is one of `statementContainers` (a switch: the set's `contains` hashed at every call).
    @inline(__always)
    static func isStatementContainer(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .codeBlock, .closureExpr, .switchCase, .accessorBlock, .ifConfigClause, .sourceFile: return true
        default: return false
        }
    }

    /// `isStatement(i)` for a child `i` of the statement container `p`.
    @inline(__always)
    private func isStatement(_ i: Int, inContainer p: Int) -> Bool {
        switch kinds[i] {
        case .closureSignature, .switchCaseLabel, .switchDefaultLabel, .accessorDecl, .attribute: return false
        default: break
        }
        if kinds[p] == .ifConfigClause, p + 1 == i { return false }
        return true
    }

    /// The statements of the block `b` (a statement container), in source order; empty for another kind. One
    /// array, filled while the children are walked.
    public func statements(of b: Int) -> [Int] {
        guard Self.isStatementContainer(kinds[b]) else { return [] }
        var out: [Int] = []
        var c = b + 1
        let end = b + Int(subtreeSizes[b])
        while c < end {
            if isStatement(c, inContainer: b) { out.append(c) }
            c += Int(subtreeSizes[c])
        }
        return out
    }

    /// The body block of the closure, function, initializer, subscript or accessor `s`: the closure itself, the
    /// declaration's `codeBlock` (a subscript's or computed property's `accessorBlock`); nil for a declaration
    /// without a body.
    public func body(of s: Int) -> Int? {
        switch kinds[s] {
        case .closureExpr: return s
        case .subscriptDecl: return child(s, .accessorBlock)
        default: return child(s, .codeBlock)
        }
    }

    /// The nearest closure, function, initializer or subscript around node `i` (not `i` itself), or nil.
    public func enclosingParameterScope(_ i: Int) -> Int? { ancestor(i, in: Self.parameterScopes) }

    /// The name tokens of the parameters of the closure, function, initializer or subscript `s`, in order: a
    /// closure's `a, b in` or `(a: T, b) in` names (`_` included, capture list excluded), a function's internal
    /// names (`insets` in `insets: T`, `w` in `z w: Int`, `y` in `_ y: Int`). Empty for anything else.
    public func parameterNames(_ file: SwiftFile, of s: Int) -> [Int] {
        var params: [Int] = []
        switch kinds[s] {
        case .closureExpr:
            guard let sig = child(s, .closureSignature) else { return [] }
            for c in children(sig) where kinds[c] == .closureShorthandParameter || kinds[c] == .closureParameter {
                params.append(c)
            }
        case .functionDecl, .initializerDecl, .subscriptDecl:
            params = descendants(s, ofKind: .functionParameter, stoppingAt: [.codeBlock, .accessorBlock, .functionParameter])
        default:
            return []
        }
        return params.compactMap { p in
            let r = tokens(p)
            // The internal name is the last name before the `:` (the first token when there is no type).
            var name = r.lowerBound
            for t in r {
                if file.kind(t) == .colon { break }
                if file.kind(t) == .identifier || file.kind(t) == .wildcard { name = t }
            }
            return file.kind(name) == .identifier || file.kind(name) == .wildcard ? name : nil
        }
    }

    /// The nodes of kind `kind` in the subtree of `i` (not `i` itself), in pre-order, not descending into nodes
    /// whose kind is in `stoppingAt` (a match of such a kind is still returned).
    public func descendants(_ i: Int, ofKind kind: SyntaxKind, stoppingAt: Set<SyntaxKind> = []) -> [Int] {
        var out: [Int] = []
        var n = i + 1
        let end = i + Int(subtreeSizes[i])
        while n < end {
            if kinds[n] == kind { out.append(n) }
            n += stoppingAt.contains(kinds[n]) ? Int(subtreeSizes[n]) : 1
        }
        return out
    }

    /// The `conditionElement`s of the `if`, `guard` or `while` node `i`, in order (empty for other kinds).
    public func conditions(of i: Int) -> [Int] {
        guard kinds[i] == .ifExpr || kinds[i] == .guardStmt || kinds[i] == .whileStmt else { return [] }
        return children(i, ofKind: .conditionElement)
    }

    /// The `if`/`guard`/`while` whose condition holds node `i` and the `conditionElement` it is in, or nil when
    /// `i` is in no condition (the walk up stops at the first statement, block or closure).
    public func condition(around i: Int) -> (statement: Int, element: Int)? {
        var n = i
        while let p = parent(n) {
            if kinds[n] == .conditionElement, kinds[p] == .ifExpr || kinds[p] == .guardStmt || kinds[p] == .whileStmt {
                return (p, n)
            }
            if isStatement(n) || kinds[p] == .closureExpr || kinds[p] == .codeBlock { return nil }
            n = p
        }
        return nil
    }

    /// The tokens a name declared by a pattern in the subtree of `i` occupies: every `identifierPattern` (`let x`,
    /// `var (a, b)`, `for x in`, `if let x`, `case let .s(x)`), nested closures and functions included.
    public func declaredNameTokens(in i: Int) -> [Int] {
        descendants(i, ofKind: .identifierPattern).map { tokens($0).lowerBound }
    }

    /// The source-order token just after node `i` (one past its last token).
    @inline(__always) public func end(_ i: Int) -> Int { Int(endTokens[i]) }
    /// The first token of node `i`.
    @inline(__always) public func start(_ i: Int) -> Int { Int(firstTokens[i]) }
}
