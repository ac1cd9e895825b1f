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

    /// Reports the Duo number at `literal` unless it is in a preview.
    func report(_ file: SwiftFile, literal: Int, value: Double, sink: inout FindingSink) {
        guard let duo = duoName(value), !isUnitConversion(file, literal), !inPreview(file, literal) else { return }
        let text = file.text(literal)
        if value == 475.5 {
            sink.report(Self.description, at: literal,
                        "\(text) is the fold's position on the full inner display, which a window in Split View or on the outer display does not share; read the fold from the .division reserved region and size from the container instead.")
        } else {
            sink.report(Self.description, at: literal,
                        "\(text) is \(duo); a layout pinned to it is wrong on the other display, in other poses and in Split View, so size from the container (GeometryReader, bounds, layout margins, safe area) instead.")
        }
    }

    /// True when the literal at `k` (bare or as `CGFloat(k)`) is multiplied or divided by a literal of 10 or more, or
    /// of 0.1 or less: a unit conversion (`CGFloat(466) / 1000`, `669 * 0.001`), not a length in points. Halves and
    /// thirds (`951 / 2`) stay lengths.
    func isUnitConversion(_ file: SwiftFile, _ k: Int) -> Bool {
        var s = k, e = k
        if file.kind(k - 1) == .leftParen, file.match(k - 1) == k + 1, file.isWord(k - 2, "CGFloat") { s = k - 2; e = k + 1 }
        func scales(_ op: Int, _ other: Int) -> Bool {
            guard file.isText(op, "*") || file.isText(op, "/"), let v = number(file, other) else { return false }
            return v >= 10 || (v > 0 && v <= 0.1)
        }
        return scales(e + 1, e + 2) || scales(s - 1, s - 2)
    }

    /// Reports every Duo number in the value `r`: at top level, in arithmetic parentheses and in numeric
    /// conversions or `min`/`max`/rounding calls; not in other calls, subscripts, array literals, closures or strings.
    func reportDuoLiterals(in r: Range<Int>, _ file: SwiftFile, sink: inout FindingSink) {
        var j = r.lowerBound
        while j < r.upperBound {
            let k = file.kind(j)
            if let end = file.stringLiteralEnd(j) { j = end; continue }
            if k == .leftParen, let m = file.match(j) {
                let callee = j - 1
                let numeric = file.isWord(callee, "CGFloat") || file.isWord(callee, "Double") || file.isWord(callee, "Float")
                    || file.isWord(callee, "min") || file.isWord(callee, "max") || file.isWord(callee, "floor")
                    || file.isWord(callee, "ceil") || file.isWord(callee, "round") || file.isWord(callee, "abs")
                // A labelled tuple's elements are judged at their own labels.
                let labelled = file.kind(j + 2) == .colon && (file.kind(j + 1) == .identifier || file.kind(j + 1) == .keyword)
                if (numeric && !file.isMember(callee)) || (!labelled && (j == r.lowerBound || isBareGroup(file, j))) {
                    j += 1
                } else {
                    j = m + 1
                }
                continue
            }
            if (k == .leftSquare || k == .leftBrace), let m = file.match(j) { j = m + 1; continue }
            if let v = duoValue(file, j), file.kind(j - 1) != .period { report(file, literal: j, value: v, sink: &sink) }
            j += 1
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
        reportDuoLiterals(in: tree.tokens(value), file, sink: &sink)
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
            if file.isMember(c), file.kind(c - 2) == .identifier, isTypeName(file, c - 2), !isLayoutType(file, c - 2) { return false }
        } else if file.kind(c) == .identifier, isTypeName(file, c), !isLayoutType(file, c) {
            return false
        }
        if makesPixels(file, c) { return false }
        let tree = file.syntaxTree
        guard tree.kind(call) == .functionCallExpr else { return true }
        // The call is an argument of a call that makes pixels, other than a view's `frame:`
        // (`UIImageView(frame: CGRect(…))`, `…(frame: .init(…))`).
        if let arg = tree.parent(call), tree.kind(arg) == .labeledExpr, let outer = tree.parent(arg),
           tree.kind(outer) == .functionCallExpr, let o = calleeToken(tree, call: outer), makesPixels(file, o) {
            if SyntaxNames(file: file, tree: tree).label(arg) != "frame" { return false }
        }
        return true
    }

    /// Identifier fragments (lowercased) of things measured in pixels or drawn off screen.
    static let pixelWords = ["image", "photo", "video", "texture", "pixel", "thumbnail", "bitmap", "render", "drawable",
                                     "export", "output", "pdf", "camera"].map { Array($0.utf8) }

    /// True when the callee at `c` or its receiver name (`image` in `image.draw(in:)`) makes or draws pixels:
    /// `UIGraphicsImageRenderer(size:)`, `image.resized(width:)`. A view type (`UIImageView`) does not.
    func makesPixels(_ file: SwiftFile, _ c: Int) -> Bool {
        func pixels(_ k: Int) -> Bool {
            guard file.kind(k) == .identifier, !(isTypeName(file, k) && isLayoutType(file, k)) else { return false }
            let b = bytes(file, k)
            return Self.pixelWords.contains { contains(b, $0, wordStart: false) }
        }
        return pixels(c) || (file.isMember(c) && pixels(c - 2))
    }

    /// `let foldX: CGFloat = 475.5` and `CGFloat(466)`.
    func checkCGFloat(_ i: Int, in file: SwiftFile, sink: inout FindingSink) {
        if file.kind(i - 1) == .colon, file.isWord(i - 3, "let") || file.isWord(i - 3, "var"), let b = file.binding(declaredAt: i - 2) {
            reportDuoLiterals(in: b.value, file, sink: &sink)
            return
        }
        // A comparison with `CGFloat(466)` is judged from its width or coordinate side.
        guard !file.isMember(i), file.kind(i + 1) == .leftParen, file.match(i + 1) == i + 3, !isComparison(file, i - 1),
              !isComparison(file, i + 4), let v = duoValue(file, i + 2) else { return }
        report(file, literal: i + 2, value: v, sink: &sink)
    }
}
