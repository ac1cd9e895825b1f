/// The type a view call builds, read through the legal spellings of its callee and its chain's root besides
/// the bare `Button(…)`: the module qualifier `SwiftUI.` (`SwiftUI.Button(…)`, written when the app declares a
/// `Button` of its own), an explicit initializer with or without generic arguments (`Button.init(…)`,
/// `ScrollView<Text>.init { … }`), and parentheses around a modifier chain's whole root (`(Button("c") {})
/// .padding()`). Only `SwiftUI` is seen through: `MyKit.Button` is another module's type and names nothing here,
/// as `x.Button` does not. The rules that name views by their type ask these, not `calleeName(ofCall:)` and
/// `isMemberName`. Inputs and outputs are node indices; `file` (the tree's file) tells the words `SwiftUI` and
/// `init`.
extension SyntaxTree {
    /// The `declReferenceExpr` naming the type that call `c` builds: `Button` in `Button(…)`, `SwiftUI.Button(…)`,
    /// `Button.init(…)`, `Foo<T>(…)`, `SwiftUI.ScrollView<Text>.init { … }`. Nil for any other callee: a member
    /// call (`x.padding()`, `.init(…)`, `MyKit.Button(…)`, `Outer.Inner(…)`), `self.init(…)`, `f(a)(b)`.
    public func typeName(ofCall c: Int, in file: SwiftFile) -> Int? {
        guard kinds[c] == .functionCallExpr, var e = firstChild(c) else { return nil }
        var explicitInit = false
        if kinds[e] == .memberAccessExpr, let b = base(ofMember: e), let l = lastChild(e), file.isText(start(l), "init") {
            e = b
            explicitInit = true
        }
        if kinds[e] == .genericSpecializationExpr, let f = firstChild(e) { e = f }
        if kinds[e] == .memberAccessExpr {
            guard let b = base(ofMember: e), isSwiftUIModule(b, file), let l = lastChild(e), kinds[l] == .declReferenceExpr else {
                return nil
            }
            return l
        }
        guard kinds[e] == .declReferenceExpr else { return nil }
        // `self.init(…)`, `Self.init(…)`, `super.init(…)`: an initializer delegation, not a type's name.
        if explicitInit, case let t = start(e), file.isWord(t, "self") || file.isWord(t, "Self") || file.isWord(t, "super") {
            return nil
        }
        return e
    }

    /// The call that builds the type named by node `n`, when `n` is that call's `typeName(ofCall:in:)`: the
    /// `Button(…)` call for `Button` in `Button(…)`, `SwiftUI.Button(…)`, `Button.init(…)`, `Button<L>.init(…)`.
    /// Nil for a member's name (`padding` in `x.padding()`, `Button` in `MyKit.Button(…)`) and a name that is
    /// not called.
    public func call(constructing n: Int, in file: SwiftFile) -> Int? {
        guard kinds[n] == .declReferenceExpr else { return nil }
        var e = n
        if isMemberName(n) {
            guard let m = parent(n), let b = base(ofMember: m), isSwiftUIModule(b, file) else { return nil }
            e = m
        }
        if let p = parent(e), kinds[p] == .genericSpecializationExpr, firstChild(p) == e { e = p }
        if let p = parent(e), kinds[p] == .memberAccessExpr, base(ofMember: p) == e, let l = lastChild(p),
           file.isText(start(l), "init") {
            e = p
        }
        guard let c = parent(e), kinds[c] == .functionCallExpr, firstChild(c) == e, typeName(ofCall: c, in: file) == n else {
            return nil
        }
        return c
    }

    /// The name node of the view at `r`, the root of a modifier chain (`chainRoot`): the type's name when `r`
    /// is the module `SwiftUI` of `SwiftUI.Button(…)…`, the type's name inside parentheses that hold a whole call
    /// (`(Button("c") {})…`, nested parentheses too), `r` itself otherwise (`Button` in `Button(…).padding()`
    /// and in `ScrollView<Text>.init { … }`, a variable, `MyKit` in `MyKit.Button(…)`). The call the view is
    /// built by, if any, is `call(constructing:in:)` of the answer.
    public func viewRoot(_ r: Int, in file: SwiftFile) -> Int {
        if kinds[r] == .declReferenceExpr, isSwiftUIModule(r, file), let m = parent(r), base(ofMember: m) == r,
           let l = lastChild(m), kinds[l] == .declReferenceExpr {
            return l
        }
        // `((x))`: tuples of one unlabelled element, down to the element.
        var inner = r
        while kinds[inner] == .tupleExpr, let l = firstChild(inner),
              nextSibling(l) == nil, kinds[l] == .labeledExpr, let x = firstChild(l), firstTokens[x] == firstTokens[l],
              nextSibling(x) == nil {
            inner = x
        }
        guard inner != r, kinds[inner] == .functionCallExpr, let name = typeName(ofCall: inner, in: file) else { return r }
        return name
    }

    /// The whole expression the view built by call `c` stands in: its chain's top (`chainTop`), through
    /// parentheses around a whole chain and the chain they start (`(Button("c") {}).padding()` for the `Button`
    /// call). `c`'s `chainTop` when no parentheses hold it.
    public func viewTop(_ c: Int, in file: SwiftFile) -> Int {
        var n = chainTop(c)
        while case let p = parenthesized(n, in: file), p != n { n = chainTop(p) }
        return n
    }

    /// True when node `b` is the one-token reference `SwiftUI` (the module, as the base of `SwiftUI.Button`).
    private func isSwiftUIModule(_ b: Int, _ file: SwiftFile) -> Bool {
        kinds[b] == .declReferenceExpr && endTokens[b] - firstTokens[b] == 1 && file.isWord(start(b), "SwiftUI")
    }
}
