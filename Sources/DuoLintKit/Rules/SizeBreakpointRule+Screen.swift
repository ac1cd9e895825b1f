/// `size_breakpoint`, part (c): the screen's or the window's own width or height compared with a constant
/// wherever the comparison is (a condition, a `Bool` it is stored in or returned as, a `switch` with range
/// cases), read from the syntax tree (see `SizeBreakpointRule`).
///
/// A container's width compared with a number may be a deliberate breakpoint of that container and is judged
/// only in conditions (part (a)); the screen's or the window's size compared with one is a guess at which
/// device this is (`screenWidth < 375` for "an iPhone SE"), which iPhone Duo answers differently on each
/// display and in each pose, however the result is used.
extension SizeBreakpointRule {
    /// Names that say they hold the screen's or the window's width or height (`screen`/`window`, optionally
    /// after `k`, followed by `Width`/`Height` or the abbreviations `W`/`H`, in the usual spellings). Triggers.
    static let screenSizeNames: [StaticString] = [
        "screenWidth", "screenHeight", "screenW", "screenH", "windowWidth", "windowHeight", "windowW", "windowH",
        "ScreenWidth", "ScreenHeight", "kScreenWidth", "kScreenHeight", "kScreenW", "kScreenH",
        "SCREEN_WIDTH", "SCREEN_HEIGHT", "mainScreenWidth", "mainScreenHeight"]

    /// True when token `i` is one of `screenSizeNames`.
    func isScreenSizeName(_ file: SwiftFile, _ i: Int) -> Bool {
        guard file.tokens[i].end - file.tokens[i].start >= 7 else { return false }
        return Self.screenSizeNames.contains { file.isWord(i, $0) }
    }

    /// True when the chain `s..<w` before a `width`/`height` member names a screen or a window: an identifier
    /// with the camel-case word `screen` or `window` (`UIScreen`, `windowScene`, `keyWindow`; not `screenshot`,
    /// `windows`).
    func namesScreen(_ file: SwiftFile, _ r: Range<Int>) -> Bool {
        for k in r where file.kind(k) == .identifier {
            let b = bytes(file, k)
            if hasWord(b, "screen") || hasWord(b, "window") { return true }
        }
        return false
    }

    /// True when `b` has `word` (lowercase ASCII) at the start of a camel-case word, ending at the end of `b` or
    /// before an uppercase letter.
    private func hasWord(_ b: ArraySlice<UInt8>, _ word: String) -> Bool {
        let w = Array(word.utf8)
        guard b.count >= w.count else { return false }
        var i = b.startIndex
        while i + w.count <= b.endIndex {
            defer { i += 1 }
            let first = b[i]
            let startsWord = i == b.startIndex || (first >= 0x41 && first <= 0x5A)
            guard startsWord, (first | 0x20) == w[0] else { continue }
            var same = true
            for j in 1..<w.count where b[i + j] != w[j] { same = false; break }
            guard same else { continue }
            let after = i + w.count
            if after == b.endIndex || (b[after] >= 0x41 && b[after] <= 0x5A) { return true }
        }
        return false
    }

    /// Judges the screen or window size whose last token is `i` (a screen-size name, the `width`/`height` of a
    /// screen's size chain, or a local bound to one, whose `width`/`height` token is `dimension`): reports it when
    /// it is compared with a constant from 100 to 3000 (also after `??`), or is the subject of a `switch` with a
    /// range case bounded by one. Returns true when it reported.
    @discardableResult
    func checkScreenSize(_ file: SwiftFile, at i: Int, dimension: Int? = nil, context: RuleContext,
                         sink: inout FindingSink) -> Bool {
        let tree = file.syntaxTree
        guard let name = tree.node(exactlyAt: i), tree.kind(name) == .declReferenceExpr else { return false }
        let e = tree.nameExpression(name)
        // `screenWidth.rounded()`, `screenWidth(for:)`: another value.
        guard tree.postfixParent(e) == nil else { return false }
        let first = tree.start(e)
        guard !chainNamesContent(file, e), !inPreview(file, i) else { return false }
        let d = dimension ?? i
        let what = file.isWord(d, "height") || file.text(d).lowercased().hasSuffix("height") || file.text(d).hasSuffix("H")
            ? "height" : "width"
        if let sw = tree.parent(e), tree.kind(sw) == .switchExpr, tree.firstChild(sw) == e {
            guard let bound = rangeCaseBound(file, switch: sw, context: context) else { return false }
            sink.report(Self.description, at: first, screenMessage(what, file.text(bound), switching: true))
            return true
        }
        guard let (other, _) = compared(file, operand: e), let c = constantToken(file, other, context: context) else { return false }
        sink.report(Self.description, at: first, screenMessage(what, file.text(c)))
        return true
    }

    private func screenMessage(_ what: String, _ value: String, switching: Bool = false) -> String {
        (switching ? "Switching over the screen's \(what) in ranges bounded by \(value)" : "Comparing the screen's \(what) with \(value)")
            + " guesses the device from its screen; iPhone Duo's window is 466 × 678 pt on the outer display and 951 × 669 pt on the inner one and changes as it folds, turns and splits, so decide from the size classes and size from the container instead."
    }

    /// The literal token of expression `v` when it is a constant from 100 to 3000: a numeric literal, a
    /// `CGFloat(…)`/`Double(…)` of one, the `rawValue` of an enum case declared in this file with such a raw
    /// value (`Sizes.compact.rawValue`), or a property of this file whose initial value is one.
    func constantToken(_ file: SwiftFile, _ v: Int, context: RuleContext, depth: Int = 0) -> Int? {
        let tree = file.syntaxTree
        func inRange(_ t: Int) -> Int? {
            guard let x = number(file, t), x >= 100, x <= Self.largestScreenSide else { return nil }
            return t
        }
        switch tree.kind(v) {
        case .integerLiteralExpr, .floatLiteralExpr:
            return inRange(tree.start(v))
        case .functionCallExpr:
            guard let callee = SyntaxNames(file: file, tree: tree).callee(v), ["CGFloat", "Double", "Float"].contains(callee),
                  let a = tree.arguments(ofCall: v).first, tree.arguments(ofCall: v).count == 1,
                  let inner = tree.firstChild(a) else { return nil }
            return constantToken(file, inner, context: context, depth: depth)
        case .memberAccessExpr, .declReferenceExpr:
            guard depth < 2 else { return nil }
            let names = SyntaxNames(file: file, tree: tree)
            if tree.kind(v) == .memberAccessExpr, names.memberName(v) == "rawValue", let base = tree.firstChild(v) {
                let caseName = tree.kind(base) == .memberAccessExpr ? tree.lastChild(base).map(tree.start) : tree.start(base)
                return caseName.flatMap { enumCaseRawValue(file, named: $0) }
            }
            guard let n = tree.kind(v) == .memberAccessExpr ? names.memberName(v) : names.text(v) else { return nil }
            for m in context.members(named: n) where context.isOwn(m) && m.value.kind == .property {
                guard let body = m.value.body, body.count == 1 else { continue }
                return inRange(body.lowerBound)
            }
            return nil
        default:
            return nil
        }
    }

    /// The raw value's literal token of an enum case declared in this file with the name of token `name`
    /// (`case compact = 375`) when it is from 100 to 3000.
    private func enumCaseRawValue(_ file: SwiftFile, named name: Int) -> Int? {
        let tree = file.syntaxTree
        for o in file.occurrences(ofNameAt: name) where file.sameText(Int(o), name) {
            let n = tree.node(containingToken: Int(o))
            guard tree.kind(n) == .enumCaseElement || tree.kind(n) == .enumCaseDecl,
                  let literal = tree.descendants(n, ofKind: .integerLiteralExpr).first ?? tree.descendants(n, ofKind: .floatLiteralExpr).first,
                  let x = number(file, tree.start(literal)), x >= 100, x <= Self.largestScreenSide else { continue }
            return tree.start(literal)
        }
        return nil
    }

    /// The first literal bound from 100 to 3000 of a range case (`..<375`, `375..<428`, `320...`) of switch `sw`.
    private func rangeCaseBound(_ file: SwiftFile, switch sw: Int, context: RuleContext) -> Int? {
        let tree = file.syntaxTree
        for c in tree.children(sw) where tree.kind(c) == .switchCase {
            guard let label = tree.child(c, .switchCaseLabel) else { continue }
            for item in tree.children(label) {
                guard let p = tree.kind(item) == .expressionPattern ? tree.firstChild(item) : item else { continue }
                let isRange: Bool
                switch tree.kind(p) {
                case .prefixOperatorExpr, .postfixOperatorExpr, .sequenceExpr:
                    isRange = tree.tokens(p).contains { t in file.isText(t, "..<") || file.isText(t, "...") }
                default: isRange = false
                }
                guard isRange else { continue }
                for l in tree.descendants(p, ofKind: .integerLiteralExpr) + tree.descendants(p, ofKind: .floatLiteralExpr) {
                    if let t = constantToken(file, l, context: context) { return t }
                }
            }
        }
        return nil
    }
}
