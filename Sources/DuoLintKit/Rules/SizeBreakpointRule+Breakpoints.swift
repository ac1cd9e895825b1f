/// `size_breakpoint`, part (a): a size-like width or height compared with a numeric breakpoint (see
/// `SizeBreakpointRule`; the comparison itself is read from the tree in `+Comparisons`).
extension SizeBreakpointRule {
    /// Reports the expression `operand` (a size-like width or height, or a name bound to one) compared with a
    /// literal of 100 or more in a condition, at the operand's first token. `dimension` is the `width`/`height`
    /// token. Returns true when it reported.
    @discardableResult
    func checkBreakpoint(_ file: SwiftFile, operand: Int, dimension: Int, exempt: () -> Bool,
                         sink: inout FindingSink) -> Bool {
        guard let c = comparison(file, operand: operand), let value = number(file, c.literal), value >= 100,
              value <= Self.largestScreenSide, inCondition(file, c.span, literal: c.literal), !inPreview(file, c.literal), !exempt() else { return false }
        let at = file.syntaxTree.start(operand)
        let text = file.text(c.literal)
        let width = file.isWord(dimension, "width")
        let what = width ? "width" : "height"
        let sizeClass = width ? "horizontal size class (@Environment(\\.horizontalSizeClass), traitCollection.horizontalSizeClass)"
                              : "vertical size class or the container's size"
        if let duo = duoName(value) {
            sink.report(Self.description, at: at,
                        "Comparing a \(what) with \(text), \(duo), ties the layout to one of iPhone Duo's displays although its \(what) changes with fold, pose and Split View; decide from the \(sizeClass) instead.")
        } else {
            sink.report(Self.description, at: at,
                        "Comparing a \(what) with \(text) is a breakpoint that iPhone Duo crosses whenever it folds, turns or splits (466 pt outer, 951 pt inner, halves in Split View); decide from the \(sizeClass) instead.")
        }
        return true
    }

    // MARK: Tokens

    /// True when token `k` is a comparison operator (`<`, `>`, `<=`, `>=`, `==`, `!=`).
    func isComparison(_ file: SwiftFile, _ k: Int) -> Bool {
        let kind = file.kind(k)
        guard kind == .binaryOperator || kind == .leftAngle || kind == .rightAngle else { return false }
        return file.isText(k, "<") || file.isText(k, ">") || file.isText(k, "<=") || file.isText(k, ">=") || file.isText(k, "==")
            || file.isText(k, "!=")
    }

    /// True when token `k` is a numeric literal.
    func isNumber(_ file: SwiftFile, _ k: Int) -> Bool {
        file.kind(k) == .integerLiteral || file.kind(k) == .floatingLiteral
    }
}
