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
///
/// Names compare as Swift strings do (canonical equivalence: a name spelled with the Kelvin sign is the one
/// spelled with `K`). When every declared name is ASCII and so is the name looked up, that is byte equality, and
/// the table is keyed by the scope and the name's bytes (`SwiftFile.hash`, each hit checked against the bytes):
/// no string is made and no `Hasher` runs. Otherwise the look-up goes to `BindingStringTable`, keyed by strings.
final class BindingTable {
    /// Name tokens of the bindings declared directly in each scope (keyed by the scope's `{`, -1 at file scope)
    /// and the hash of the name's bytes, in source order. Names whose hashes collide share a list.
    private let declarations: [ScopeHash: [Int32]]
    /// True when some declared name is not ASCII: then every look-up uses `BindingStringTable`.
    let hasNonASCIIName: Bool

    /// A scope's `{` and a name's `SwiftFile.hash`, hashed as one word.
    struct ScopeHash: Hashable {
        var scope: Int32
        var hash: UInt64
        func hash(into hasher: inout Hasher) { hasher.combine(hash &+ UInt64(bitPattern: Int64(scope)) &* 0x9E37_79B9_7F4A_7C15) }
    }

    init(_ file: SwiftFile) {
        let tree = file.syntaxTree
        var table: [ScopeHash: [Int32]] = [:]
        var nonASCII = false
        for n in 0..<tree.count where tree.kind(n) == .identifierPattern {
            let t = tree.tokens(n).lowerBound
            guard file.binding(declaredAt: t) != nil else { continue }
            guard let h = file.asciiNameHash(t) else { nonASCII = true; break }
            table[ScopeHash(scope: Int32(file.enclosingBrace(t)), hash: h), default: []].append(Int32(t))
        }
        declarations = nonASCII ? [:] : table
        hasNonASCIIName = nonASCII
    }

    /// The declarations in scope `scope` (its `{`, or -1) whose name hashes to `hash`, in source order; callers
    /// compare the names' bytes.
    func declarations(scope: Int, hash: UInt64) -> [Int32]? { declarations[ScopeHash(scope: Int32(scope), hash: hash)] }
}

/// `BindingTable` keyed by the names' strings, for files with a name that is not ASCII (and look-ups of one).
final class BindingStringTable {
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

    /// `SwiftFile.hash` of token `i`'s bytes when they are all ASCII, else nil.
    func asciiNameHash(_ i: Int) -> UInt64? {
        let t = tokens[i]
        return source.bytes.withUnsafeBufferPointer { b in
            var any: UInt8 = 0
            for k in Int(t.start)..<Int(t.end) { any |= b[k] }
            return any < 0x80 ? SwiftFile.hash(b, Int(t.start), Int(t.end)) : nil
        }
    }

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
        // The last child that is an expression (not the name), read in place.
        var value: Int?
        var c = tree.firstChild(p)
        while let k = c {
            if k != n && tree.kind(k).isExpression { value = k }
            c = tree.nextSibling(k)
        }
        guard let v = value else { return nil }
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
        guard !table.hasNonASCIIName, let h = asciiNameHash(i) else { return bindingComparingStrings(referencedAt: i) }
        var g = enclosingBrace(i)
        while true {
            if let list = table.declarations(scope: g, hash: h) {
                // The last declaration before `i` (binary search), of the same name (a hash may be shared).
                var lo = 0, hi = list.count
                while lo < hi { let mid = (lo + hi) / 2; if Int(list[mid]) < i { lo = mid + 1 } else { hi = mid } }
                // `let x = x + 1`: a use inside its own value refers to an earlier `x`.
                while lo > 0 {
                    lo -= 1
                    if sameText(Int(list[lo]), i), let b = binding(declaredAt: Int(list[lo])), !b.value.contains(i) { return b }
                }
            }
            if g < 0 { return nil }
            if declaresParameter(scope: g, named: i) { return nil }
            g = enclosingBrace(g)
        }
    }

    /// `binding(referencedAt:)` with names compared as strings (`BindingStringTable`): for a file or a name that
    /// is not all ASCII.
    private func bindingComparingStrings(referencedAt i: Int) -> Binding? {
        let table = table(BindingStringTable.self) { BindingStringTable($0) }
        let name = textSlice(i)
        var g = enclosingBrace(i)
        while true {
            if let list = table.declarations[BindingStringTable.ScopeName(scope: Int32(g), name: name)] {
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
