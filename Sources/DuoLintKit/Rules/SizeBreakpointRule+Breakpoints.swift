/// `size_breakpoint`, part (a): a size-like width or height compared with a numeric breakpoint, and the comparisons
/// both parts read (see `SizeBreakpointRule`).
extension SizeBreakpointRule {
    /// Reports `operand` (a size-like width or height, or a name bound to one) compared with a literal of 100 or more
    /// in a condition, at the operand's first token. `dimension` is the `width`/`height` token. Returns true when
    /// it reported.
    @discardableResult
    func checkBreakpoint(_ file: SwiftFile, operand: Range<Int>, dimension: Int, exempt: () -> Bool,
                         sink: inout FindingSink) -> Bool {
        guard let c = comparison(file, operand: operand), let value = number(file, c.literal), value >= 100,
              value <= Self.largestScreenSide, inCondition(file, c.span, literal: c.literal), !inPreview(file, c.literal), !exempt() else { return false }
        let text = file.text(c.literal)
        let width = file.isWord(dimension, "width")
        let what = width ? "width" : "height"
        let sizeClass = width ? "horizontal size class (@Environment(\\.horizontalSizeClass), traitCollection.horizontalSizeClass)"
                              : "vertical size class or the container's size"
        if let duo = duoName(value) {
            sink.report(Self.description, at: operand.lowerBound,
                        "Comparing a \(what) with \(text), \(duo), ties the layout to one of iPhone Duo's displays although its \(what) changes with fold, pose and Split View; decide from the \(sizeClass) instead.")
        } else {
            sink.report(Self.description, at: operand.lowerBound,
                        "Comparing a \(what) with \(text) is a breakpoint that iPhone Duo crosses whenever it folds, turns or splits (466 pt outer, 951 pt inner, halves in Split View); decide from the \(sizeClass) instead.")
        }
        return true
    }

    /// True when `s…w` (`w` a `width`/`height` token) is an operand (a) judges: a size-like member chain, or a bare
    /// name bound to exactly one.
    func isBreakpointOperand(_ file: SwiftFile, _ s: Int, _ w: Int) -> Bool {
        if file.isMember(w) { return isSizeChain(file, s, w) }
        guard let b = file.binding(referencedAt: w) else { return false }
        let last = b.value.upperBound - 1
        guard !b.value.isEmpty, file.isWord(last, "width") || file.isWord(last, "height"), file.isMember(last) else { return false }
        let start = file.chainStart(endingAt: last)
        return start == b.value.lowerBound && isSizeChain(file, start, last)
    }

    /// True when the chain `s..<w` before the member `w` names a size (`bounds`, `frame`, `size`, `layoutFrame`, an
    /// identifier ending in `Bounds`/`Frame`/`Size` that is not a call other than `frame(in:)`) and no content.
    func isSizeChain(_ file: SwiftFile, _ s: Int, _ w: Int) -> Bool {
        guard s < w, !namesContent(file, s..<w) else { return false }
        for k in s..<w where file.kind(k) == .identifier {
            let frame = file.isText(k, "frame")
            guard frame || file.isText(k, "bounds") || file.isText(k, "size") || file.isText(k, "layoutFrame")
                || endsWith(file, k, Self.suffixes) else { continue }
            if file.kind(k + 1) == .leftParen && !frame { continue }
            return true
        }
        return false
    }

    // MARK: Comparisons and conditions

    func isComparison(_ file: SwiftFile, _ k: Int) -> Bool {
        let kind = file.kind(k)
        guard kind == .binaryOperator || kind == .leftAngle || kind == .rightAngle else { return false }
        return file.isText(k, "<") || file.isText(k, ">") || file.isText(k, "<=") || file.isText(k, ">=") || file.isText(k, "==")
            || file.isText(k, "!=")
    }

    func isNumber(_ file: SwiftFile, _ k: Int) -> Bool {
        file.kind(k) == .integerLiteral || file.kind(k) == .floatingLiteral
    }

    /// True when token `k` is a binary operator other than `&&`/`||` (the operand next to it is part of arithmetic).
    func isArithmetic(_ file: SwiftFile, _ k: Int) -> Bool {
        file.kind(k) == .binaryOperator && !file.isText(k, "&&") && !file.isText(k, "||")
    }

    /// `operand <op> literal` or `literal <op> operand`, the literal bare or as `CGFloat(<literal>)`: the literal's
    /// index and the comparison's token range. Nil when the operand is part of arithmetic or the other side is not
    /// a lone literal.
    func comparison(_ file: SwiftFile, operand: Range<Int>) -> (literal: Int, span: Range<Int>)? {
        let s = operand.lowerBound, e = operand.upperBound
        if isComparison(file, e), !isArithmetic(file, s - 1) && file.kind(s - 1) != .prefixOperator {
            var lit = e + 1, end = e + 2
            if file.isWord(e + 1, "CGFloat"), file.kind(e + 2) == .leftParen, file.match(e + 2) == e + 4 {
                lit = e + 3
                end = e + 5
            }
            if isNumber(file, lit), file.kind(end) != .period, file.kind(end) != .leftParen, !isArithmetic(file, end) {
                return (lit, s..<end)
            }
        }
        if isComparison(file, s - 1), !isArithmetic(file, e) {
            var lit = s - 2, start = s - 2
            if file.kind(s - 2) == .rightParen, let open = file.match(s - 2), open == s - 4, file.isWord(open - 1, "CGFloat") {
                lit = s - 3
                start = open - 1
            }
            if isNumber(file, lit), !isArithmetic(file, start - 1), file.kind(start - 1) != .period {
                return (lit, start..<e)
            }
        }
        return nil
    }

    /// True when the parenthesis at `open` groups an expression (`(a || b)`), rather than opening a call's arguments
    /// or a tuple after a name.
    func isBareGroup(_ file: SwiftFile, _ open: Int) -> Bool {
        if file.tokens[open].hasNewlineBefore { return true }
        switch file.kind(open - 1) {
        case .identifier, .keyword, .rightParen, .rightSquare, .rightBrace, .postfixQuestionMark, .exclamationMark,
             .rightAngle, .dollarIdentifier, .stringQuote, .multilineStringQuote:
            return file.isWord(open - 1, "if") || file.isWord(open - 1, "guard") || file.isWord(open - 1, "while")
                || file.isWord(open - 1, "return")
        default:
            return true
        }
    }
}
