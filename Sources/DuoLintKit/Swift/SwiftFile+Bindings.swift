/// A local `let`/`var` binding with a simple name: `let insets = view.safeAreaInsets`.
public struct Binding: Sendable, Equatable {
    /// Index of the name token.
    public var name: Int
    /// Token indices of the initial value (the tree's value expression).
    public var value: Range<Int>
    /// Index of the `{` of the scope the binding lives in, or -1 at file scope.
    public var scopeOpen: Int
    /// Index one past the end of that scope (its `}`), or the token count at file scope.
    public var scopeEnd: Int
}

/// The simple-name bindings of one file, by the `{` of their scope and their name's text, each list in
/// source order: built once per file from the syntax tree, so a reference finds its declaration by walking
/// its enclosing scopes, not by scanning earlier tokens.
final class BindingTable {
    /// Name tokens of the bindings declared directly in each scope (keyed by the scope's `{`, -1 at file scope)
    /// and name.
    let declarations: [ScopeName: [Int32]]

    struct ScopeName: Hashable {
        var scope: Int32
        var name: Substring
    }

    init(_ file: SwiftFile) {
        let tree = file.syntaxTree
        var table: [ScopeName: [Int32]] = [:]
        for n in 0..<tree.count where tree.kind(n) == .identifierPattern {
            let t = tree.tokens(n).lowerBound
            guard file.binding(declaredAt: t) != nil else { continue }
            table[ScopeName(scope: Int32(file.enclosingBrace(t)), name: file.textSlice(t)), default: []].append(Int32(t))
        }
        declarations = table
    }
}

extension SwiftFile {
    /// The text of token `i` as a slice of the source (no copy).
    func textSlice(_ i: Int) -> Substring { Substring(text(i)) }

    /// The simple binding whose name is token `i`: `let name = value`, `var name: T = value` (any binding of a
    /// `let`/`var` list), or the `if let`/`guard let name = value` condition; nil otherwise. Its scope is the
    /// innermost `{` around the name.
    public func binding(declaredAt i: Int) -> Binding? {
        let tree = syntaxTree
        guard kind(i) == .identifier, let n = tree.node(exactlyAt: i), tree.kind(n) == .identifierPattern,
              let p = tree.parent(n), tree.firstChild(p) == n else { return nil }
        switch tree.kind(p) {
        case .patternBinding:
            guard let d = tree.parent(p), tree.kind(d) == .variableDecl else { return nil }
        case .optionalBindingCondition:
            break
        default:
            return nil
        }
        guard let v = tree.children(p).last(where: { $0 != n && tree.kind($0).isExpression }) else { return nil }
        let scope = enclosingBrace(i)
        let scopeEnd = scope >= 0 ? (match(scope) ?? count - 1) : count - 1
        return Binding(name: i, value: tree.tokens(v), scopeOpen: scope, scopeEnd: scopeEnd)
    }

    /// The binding whose initial value is exactly the tokens `value`: `let name = <value>` or, with a type
    /// annotation, `let name: Type = <value>`. Nil when `value` is not a whole initializer.
    public func binding(initializedWith value: Range<Int>) -> Binding? {
        let tree = syntaxTree
        guard !value.isEmpty else { return nil }
        var n = tree.node(containingToken: value.lowerBound)
        while tree.tokens(n).lowerBound == value.lowerBound {
            guard let p = tree.parent(n) else { return nil }
            if tree.tokens(n) == value, tree.kind(p) == .patternBinding || tree.kind(p) == .optionalBindingCondition,
               let name = tree.firstChild(p), name != n {
                let b = binding(declaredAt: tree.tokens(name).lowerBound)
                return b?.value == value ? b : nil
            }
            n = p
        }
        return nil
    }

    /// The binding the identifier at `i` refers to: the nearest `let/var <name> =` before `i` in the innermost
    /// scope around `i` that declares one, unless a function's or closure's parameter of that name in a scope
    /// in between shadows it.
    public func binding(referencedAt i: Int) -> Binding? {
        guard kind(i) == .identifier, !isMember(i) else { return nil }
        let table = table(BindingTable.self) { BindingTable($0) }
        let name = textSlice(i)
        var g = enclosingBrace(i)
        while true {
            if let list = table.declarations[BindingTable.ScopeName(scope: Int32(g), name: name)] {
                // The last declaration before `i` (binary search).
                var lo = 0, hi = list.count
                while lo < hi { let mid = (lo + hi) / 2; if Int(list[mid]) < i { lo = mid + 1 } else { hi = mid } }
                // `let x = x + 1`: a use inside its own value refers to an earlier `x`.
                while lo > 0 {
                    lo -= 1
                    if let b = binding(declaredAt: Int(list[lo])), !b.value.contains(i) { return b }
                }
            }
            if g < 0 { return nil }
            if declaresParameter(scope: g, named: i) { return nil }
            g = enclosingBrace(g)
        }
    }

    /// True when the function, initializer, subscript or closure whose body opens at `g` has a parameter spelled
    /// like token `name` (`func f(insets: T) {`, `{ insets in`, `{ (insets: T) in`), as the syntax tree gives its
    /// parameters.
    public func declaresParameter(scope g: Int, named name: Int) -> Bool {
        let tree = syntaxTree
        let n = tree.node(containingToken: g)
        let text = textSlice(name)
        /// A parameter's name in its body: the token before its `:` (`insets` in `for insets: T`), or a shorthand
        /// parameter's only name.
        func named(_ p: Int) -> Bool {
            let r = tree.tokens(p)
            if tree.kind(p) == .closureShorthandParameter { return textSlice(r.lowerBound) == text }
            for t in r where kind(t) == .colon { return t > r.lowerBound && textSlice(t - 1) == text }
            return textSlice(r.lowerBound) == text
        }
        if tree.kind(n) == .closureExpr, tree.tokens(n).lowerBound == g {
            guard let sig = tree.child(n, .closureSignature) else { return false }
            return tree.children(sig).contains {
                (tree.kind($0) == .closureShorthandParameter || tree.kind($0) == .closureParameter) && named($0)
            }
        }
        guard tree.kind(n) == .codeBlock, let owner = tree.parent(n),
              [.functionDecl, .initializerDecl, .subscriptDecl].contains(tree.kind(owner)) else { return false }
        return tree.children(owner).contains { tree.kind($0) == .functionParameter && named($0) }
    }

    /// Uses of the binding `b`'s name that refer to it: after its value, inside its scope, not as `.member`
    /// or a label, not shadowed. A redeclaration of the name in the same scope ends the search.
    public func uses(of b: Binding) -> [Int] {
        var result: [Int] = []
        let occ = occurrences(ofNameAt: b.name)
        // First occurrence after the value (binary search).
        var lo = occ.startIndex, hi = occ.endIndex
        while lo < hi { let mid = (lo + hi) / 2; if Int(occ[mid]) < b.value.upperBound { lo = mid + 1 } else { hi = mid } }
        for o in occ[lo...] {
            let j = Int(o)
            if j >= b.scopeEnd { break }
            if !sameText(j, b.name) || isMember(j) || kind(j + 1) == .colon { continue }
            if let other = binding(declaredAt: j) {
                if other.scopeOpen == b.scopeOpen { break }
                continue
            }
            if binding(referencedAt: j)?.name == b.name { result.append(j) }
        }
        return result
    }
}
