/// `size_breakpoint`, part (b): the Duo numbers of a layout value, found on the syntax tree — at the value's top
/// level, in arithmetic, grouping parentheses and numeric conversions, and reported unless they convert units or
/// sit in a preview (see `SizeBreakpointRule`).
extension SizeBreakpointRule {
    /// Callees whose arguments are still the value itself (`CGFloat(466)`, `min(951, w)`).
    static let numericCallees: Set<String> = ["CGFloat", "Double", "Float", "min", "max", "floor", "ceil", "round", "abs"]

    /// Reports every Duo number in the expressions `values` (a layout value, an argument, `case` patterns): at top
    /// level, in operator sequences and ternaries, unlabelled parentheses, `as` casts, `try`/`await`, the base of a
    /// member or subscript and the arguments of numeric conversions and `min`/`max`/rounding calls; not in other
    /// calls' arguments, subscripts' indices, labelled tuples, array or dictionary literals, closures, blocks or
    /// strings.
    func reportDuoLiterals(in values: [Int], _ file: SwiftFile, sink: inout FindingSink) {
        let tree = file.syntaxTree
        var stack = Array(values.reversed())
        func push(children n: Int) {
            var c = tree.firstChild(n), list: [Int] = []
            while let k = c { list.append(k); c = tree.nextSibling(k) }
            stack.append(contentsOf: list.reversed())
        }
        while let n = stack.popLast() {
            switch tree.kind(n) {
            case .integerLiteralExpr, .floatLiteralExpr:
                if let v = duoValue(file, tree.start(n)) { report(file, literal: tree.start(n), value: v, sink: &sink) }
            case .sequenceExpr, .unresolvedTernaryExpr, .prefixOperatorExpr, .postfixOperatorExpr, .unresolvedAsExpr,
                 .tryExpr, .awaitExpr, .expressionPattern, .optionalChainingExpr, .forceUnwrapExpr:
                push(children: n)
            case .tupleExpr:
                // A labelled tuple's elements are judged at their own labels.
                let names = SyntaxNames(file: file, tree: tree)
                let elements = tree.children(n)
                guard !elements.contains(where: { names.label($0) != nil }) else { continue }
                stack.append(contentsOf: elements.compactMap(tree.firstChild).reversed())
            case .memberAccessExpr, .subscriptCallExpr:
                if let base = tree.kind(n) == .memberAccessExpr ? tree.base(ofMember: n) : tree.firstChild(n) { stack.append(base) }
            case .functionCallExpr:
                guard let callee = tree.firstChild(n) else { continue }
                if tree.kind(callee) == .declReferenceExpr, Self.numericCallees.contains(file.text(tree.start(callee))) {
                    stack.append(contentsOf: tree.arguments(ofCall: n).compactMap(tree.firstChild).reversed())
                } else {
                    stack.append(callee)
                }
            default:
                continue
            }
        }
    }

    /// Reports the Duo number at the literal token `literal` unless it converts units or is in a preview.
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

    /// True when the literal token `k` (bare or as `CGFloat(k)`) is multiplied or divided by a literal of 10 or
    /// more, or of 0.1 or less, in its operator sequence: a unit conversion (`CGFloat(466) / 1000`, `669 * 0.001`),
    /// not a length in points. Halves and thirds (`951 / 2`) stay lengths.
    func isUnitConversion(_ file: SwiftFile, _ k: Int) -> Bool {
        let tree = file.syntaxTree
        var e = tree.node(containingToken: k)
        if let arg = tree.parent(e), tree.kind(arg) == .labeledExpr, let call = tree.parent(arg), tree.kind(call) == .functionCallExpr,
           literalToken(file, call) == k { e = call }
        guard let (elements, x) = tree.sequencePosition(e) else { return false }
        func scales(_ op: Int, _ other: Int) -> Bool {
            guard op >= 0, other >= 0, other < elements.count, tree.kind(elements[op]) == .binaryOperatorExpr,
                  file.isText(tree.start(elements[op]), "*") || file.isText(tree.start(elements[op]), "/"),
                  let v = literalToken(file, elements[other]).flatMap({ number(file, $0) }) else { return false }
            return v >= 10 || (v > 0 && v <= 0.1)
        }
        return scales(x + 1, x + 2) || scales(x - 1, x - 2)
    }
}
