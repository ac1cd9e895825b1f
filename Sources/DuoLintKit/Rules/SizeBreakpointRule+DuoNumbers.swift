/// `size_breakpoint`, part (b): iPhone Duo's screen numbers written as literals in layout code (see
/// `SizeBreakpointRule` for what counts as layout code and what is left alone).
extension SizeBreakpointRule {
    /// The value of the decimal numeric literal at `k` (underscores dropped), or nil.
    func number(_ file: SwiftFile, _ k: Int) -> Double? {
        guard isNumber(file, k) else { return nil }
        let t = file.text(k)
        if t.hasPrefix("0x") || t.hasPrefix("0b") || t.hasPrefix("0o") { return nil }
        return Double(t.filter { $0 != "_" })
    }

    /// The value of the literal at `k` when it is one of iPhone Duo's screen numbers.
    func duoValue(_ file: SwiftFile, _ k: Int) -> Double? {
        guard let v = number(file, k), duoName(v) != nil else { return nil }
        return v
    }

    /// What the Duo number `v` is, or nil for any other number.
    func duoName(_ v: Double) -> String? {
        switch v {
        case 466, 678: return "a side of the outer display (466 × 678 pt)"
        case 951, 669: return "a side of the inner display (951 × 669 pt)"
        case 382: return "the outer display's width inside its safe area (382 pt)"
        case 867: return "the inner display's width inside its safe area (867 pt)"
        case 475.5: return "the fold's position on the inner display (475.5 pt)"
        default: return nil
        }
    }

    /// `x: 475.5`, `.frame(width: 466)`, `UIEdgeInsets(top: 0, left: 475.5, …)`: an argument labelled `i` of a call
    /// or a tuple, or the default value of a parameter named `i`, read from the syntax tree (its `labeledExpr` or
    /// `functionParameter`, the call or declaration around it and that call's callee or declaration's name).
    func checkLabel(_ i: Int, in file: SwiftFile, sink: inout FindingSink) {
        let tree = file.syntaxTree
        let list: Int, value: Int, callee: Int?
        if let arg = tree.node(startingAt: i, kind: .labeledExpr), let l = tree.parent(arg),
           tree.kind(l) == .functionCallExpr || tree.kind(l) == .tupleExpr, let v = tree.firstChild(arg) {
            (list, value) = (l, v)
            callee = tree.kind(l) == .functionCallExpr ? calleeToken(tree, call: l) : nil
        } else if let param = tree.node(startingAt: i, kind: .functionParameter), let decl = tree.parent(param),
                  let v = tree.children(param).last, !tree.kind(v).isType, let first = tree.child(decl, .functionParameter) {
            // A parameter's default value (`func card(width: CGFloat = 466)`), judged by the declaration's name.
            let open = tree.start(first) - 1
            (list, value) = (decl, v)
            callee = file.kind(open) == .leftParen && (file.kind(open - 1) == .identifier || file.kind(open - 1) == .keyword) ? open - 1 : nil
        } else {
            return
        }
        if file.isWord(i, "top") || file.isWord(i, "left") || file.isWord(i, "bottom") || file.isWord(i, "right")
            || file.isWord(i, "leading") || file.isWord(i, "trailing") {
            guard let c = callee, endsWith(file, c, [Array("Insets".utf8)]) else { return }
        } else if file.isWord(i, "constant") {
            guard let c = callee, file.isWord(c, "constraint") || endsWith(file, c, [Array("Constraint".utf8)]) else { return }
        } else if file.isWord(i, "CGFloat") || file.isWord(i, "padding") || file.isWord(i, "navigationSplitViewColumnWidth")
                    || isColumnWidth(file, i) || file.isWord(i, "minX") || file.isWord(i, "midX") || file.isWord(i, "maxX")
                    || file.isWord(i, "minY") || file.isWord(i, "midY") || file.isWord(i, "maxY") {
            return
        } else if let c = callee, !isLayoutCall(file, c, call: list) {
            return
        }
        reportDuoLiterals(in: [value], file, sink: &sink)
    }

    /// The token naming the callee of the call node `call`: `CGRect` in `CGRect(…)`, `frame` in `.frame(…)`, `init`
    /// in `CGSize.init(…)`, `Foo` in `Foo<T>(…)`; nil for another callee (a call's result, a closure).
    func calleeToken(_ tree: SyntaxTree, call: Int) -> Int? {
        guard var c = tree.firstChild(call) else { return nil }
        if tree.kind(c) == .genericSpecializationExpr, let base = tree.firstChild(c) { c = base }
        if tree.kind(c) == .memberAccessExpr, let name = tree.children(c).last { c = name }
        return tree.kind(c) == .declReferenceExpr ? tree.start(c) : nil
    }

    /// True when the call node `call`, whose callee is token `c`, takes layout `width`/`height`/`x`/`y`/`dx`/`dy`
    /// arguments: a method or function (`.frame(width:)`, `.offset(x:)`, `insetBy(dx:dy:)`, `.init(…)`) or a layout
    /// type's initializer (`CGRect`, `CGSize`, `CGPoint`, `CGAffineTransform`, a `…View`, `…Rect` …; see
    /// `isLayoutType`); not another type's (`Product(width: 466)`, `CGVector(dx: 0, dy: 382)`), nor a call on content
    /// (`image.resized(width:)`) or passed straight to one (`UIGraphicsImageRenderer(size: CGSize(…))`).
    func isLayoutCall(_ file: SwiftFile, _ c: Int, call: Int) -> Bool {
        guard file.kind(c) == .identifier || file.kind(c) == .keyword else { return true }
        if file.isWord(c, "init") {
            // `CGSize.init(width:)` is judged by its type; `.init(width:)` and `self.init(…)` count.
            if let r = receiverToken(file.syntaxTree, call: call), file.kind(r) == .identifier, isTypeName(file, r), !isLayoutType(file, r) {
                return false
            }
        } else if file.kind(c) == .identifier, isTypeName(file, c), !isLayoutType(file, c) {
            return false
        }
        let tree = file.syntaxTree
        guard tree.kind(call) == .functionCallExpr else { return true }
        if makesPixels(file, call: call) { return false }
        // The call is an argument of a call that makes pixels, other than a view's `frame:`
        // (`UIImageView(frame: CGRect(…))`, `…(frame: .init(…))`).
        if let arg = tree.parent(call), tree.kind(arg) == .labeledExpr, let outer = tree.parent(arg),
           tree.kind(outer) == .functionCallExpr, makesPixels(file, call: outer) {
            if SyntaxNames(file: file, tree: tree).label(arg) != "frame" { return false }
        }
        return true
    }

    /// Identifier fragments (lowercased) of things measured in pixels or drawn off screen.
    static let pixelWords = ["image", "photo", "video", "texture", "pixel", "thumbnail", "bitmap", "render", "drawable",
                                     "export", "output", "pdf", "camera"].map { Array($0.utf8) }

    /// True when the callee of the call node `call` or its receiver name (`image` in `image.draw(in:)`) makes or
    /// draws pixels: `UIGraphicsImageRenderer(size:)`, `image.resized(width:)`. A view type (`UIImageView`) does not.
    func makesPixels(_ file: SwiftFile, call: Int) -> Bool {
        let tree = file.syntaxTree
        func pixels(_ k: Int?) -> Bool {
            guard let k, file.kind(k) == .identifier, !(isTypeName(file, k) && isLayoutType(file, k)) else { return false }
            let b = bytes(file, k)
            return Self.pixelWords.contains { contains(b, $0, wordStart: false) }
        }
        return pixels(calleeToken(tree, call: call)) || pixels(receiverToken(tree, call: call))
    }

    /// The token of the receiver name of call `call`'s member callee (`image` in `image.draw(in:)`, `CGSize` in
    /// `CGSize.init(…)`), or nil when the callee has no plain-name receiver.
    func receiverToken(_ tree: SyntaxTree, call: Int) -> Int? {
        guard var c = tree.firstChild(call) else { return nil }
        if tree.kind(c) == .genericSpecializationExpr, let base = tree.firstChild(c) { c = base }
        guard tree.kind(c) == .memberAccessExpr, let base = tree.base(ofMember: c), tree.kind(base) == .declReferenceExpr else { return nil }
        return tree.start(base)
    }

    /// `let foldX: CGFloat = 475.5` and `CGFloat(466)`, read from the tree (the binding's annotation, the call).
    func checkCGFloat(_ i: Int, in file: SwiftFile, sink: inout FindingSink) {
        let tree = file.syntaxTree
        let n = tree.node(containingToken: i)
        if tree.kind(n) == .identifierType, tree.firstChild(n) == nil, let binding = tree.parent(n), tree.kind(binding) == .patternBinding,
           let pattern = tree.firstChild(binding), tree.nextSibling(pattern) == n,
           let b = file.binding(declaredAt: tree.start(pattern)), let v = expression(file, tokens: b.value) {
            reportDuoLiterals(in: [v], file, sink: &sink)
            return
        }
        // A comparison with `CGFloat(466)` is judged from its width or coordinate side.
        guard tree.kind(n) == .declReferenceExpr, tree.start(n) == i, !tree.isMemberName(n), let call = tree.call(withCallee: n),
              let literal = literalToken(file, call), let v = duoValue(file, literal) else { return }
        if let (elements, k) = tree.sequencePosition(tree.parenthesized(call, in: file)) {
            for x in [k - 1, k + 1] where x >= 0 && x < elements.count && tree.kind(elements[x]) == .binaryOperatorExpr
                && isComparison(file, tree.start(elements[x])) { return }
        }
        report(file, literal: literal, value: v, sink: &sink)
    }
}
