/// `size_breakpoint` (opt-in): a layout decided by comparing a width or height with a numeric breakpoint, and
/// iPhone Duo's own screen dimensions written as literals in layout code.
///
/// (a) Catches a size-like `.width`/`.height` compared (`<`, `>`, `<=`, `>=`, `==`, `!=`, either side) with a numeric
/// literal (or `CGFloat(<literal>)`) from 100 to 3000, when the comparison is in the condition of an `if`/`guard`/
/// `while` (`&&`/`||`/`!`/parentheses and `if let …,` lists included) or is the condition of a ternary. A width is
/// size-like when its receiver chain names `bounds`, `frame` (also `frame(in:)`), `size`, `layoutFrame` or an
/// identifier ending in `Bounds`/`Frame`/`Size` (`view.bounds.width`, `proxy.size.width`, `containerSize.width`,
/// `environment.container.effectiveContentSize.width`), or is a local `let`/`var` bound to exactly such a chain.
/// Reported at the first token of the width chain (or of the bound name).
/// (b) Catches iPhone Duo's screen numbers (466, 678, 951, 669, 475.5, 382, 867; `466.0`, `4_66` too) used in layout
/// code: the value of an argument labelled `width`/`height`/`x`/`y`/`dx`/`dy`/`minWidth`…`maxHeight`/`equalToConstant`
/// (and the `…OrEqualToConstant` forms) of a method or function (`.frame(width:)`, `.offset(x:)`, `insetBy(dx:dy:)`,
/// `.init(…)`) or of a layout type's initializer (`CGRect`, `CGSize`, `CGPoint`, `NSRect`/`NSSize`/`NSPoint`,
/// `CGAffineTransform`, a type named `…View`/`…Layout`/`…Layer`/`…Rect`/`…Size`/`…Point`/`…Frame`/`…Bounds`);
/// `constant:` of a `constraint(…)`/`…Constraint(…)` call, an edge label (`top`/`left`/`bottom`/`right`/`leading`/
/// `trailing`) of a `…Insets(…)` call; an argument of `.padding(…)` or `.navigationSplitViewColumnWidth(…)`; the value
/// of a `let`/`var` named `width`, `height` or `minWidth`…`maxHeight`, of a binding annotated `: CGFloat`, of
/// `CGFloat(…)`, of an assignment to a `width`/`height` (bare or member), to a member `x`/`y` or to a
/// `UISplitViewController` column width; a literal compared with a width/height (bare or member) or with a member
/// `x`/`y`/`minX`…`maxY`; a `case` pattern of a `switch` over a width/height. Within a value the literal counts at
/// top level, in arithmetic parentheses and inside `CGFloat`/`Double`/`Float`/`min`/`max`/`floor`/`ceil`/`round`/`abs`
/// calls; not inside other calls (`BarMark(x: .value("Sales", 466))`), subscripts, closures or strings. Reported at
/// the literal. A comparison that (a) reports is not reported again by (b); (a)'s message names the Duo number.
/// Leaves alone: two values compared (`size.width > size.height`), literals below 100 in (a) (`width > 0`, `== 0`,
/// `< 44`: emptiness and minimum-size guards, not screen breakpoints) and above 3000 (no iPhone or iPad window is
/// wider than 1376 pt, no screen more than 2868 px: `size.width > 4096` is a texture, `visibleMapRect.size.width >
/// 500_000` map points), named constants, a comparison stored in a `Bool` or passed to a call or closure (`let wide =
/// w > 600`, `filter { $0.frame.width > 300 }`), comparisons whose width operand is part of arithmetic
/// (`size.width / size.height > 1.5`), `.width` of receivers with no size-like name (`cgImage.width`,
/// `proposal.width`) or whose chain names content rather than the window: an identifier containing image, photo,
/// video, texture, pixel, thumbnail, icon, natural, keyboard, font, text, label, glyph, pdf, page, print, buffer,
/// camera, title, drawable, output, export, render, canvas, paper, bitmap, mapRect, mapSize, node, sprite or bounding,
/// or starting a camel-case word with face (`faceBounds`, not `interfaceBounds`); `contentSize` or a name ending in
/// `ContentSize` (`collectionViewContentSize`) other than `effectiveContentSize`. A chain rooted at a local
/// `let`/`var`/`if let`/`guard let` is judged with the bound value's receiver chain (its top-level tokens and a leading
/// parenthesized group), so `let size = image.size; guard size.width > 1024`, `if let size = photo?.size, size.width >
/// 2000`, `let rect = text.boundingRect(…); rect.size.height > 200` are content too. In (b) it also leaves alone:
/// labelled arguments of other types' initializers (`Product(width: 466, height: 678)`, `CGVector(dx: 0, dy: 382)`,
/// `Shelf.init(width:)`) and of calls that make pixels or of layout values passed straight to one (callee or receiver
/// naming image, photo, video, texture, pixel, thumbnail, bitmap, render, drawable, export, output, pdf or camera:
/// `UIGraphicsImageRenderer(size: CGSize(width: 951, height: 669))`, `image.draw(in: CGRect(…))`; a view's `frame:`
/// still counts), a Duo number multiplied or divided by a literal of 10 or more or of 0.1 or less (a unit conversion:
/// `CGFloat(466) / 1000`; `951 / 2` counts), a member width/height/`x`/`y` with no size-like chain on a local bound to
/// another named type (`var m = Mountain(height: 0); m.height = 669`, `let p: Product = …`), Duo numbers elsewhere
/// (`let userID = 466`, `case 466:` over a non-size subject, `.tag(951)`, `items[466]`, hex literals, strings,
/// comments), and everything inside `#Preview { … }`, a `PreviewProvider` type or `.previewLayout(…)`/
/// `.previewDevice(…)`, where pinning a device size is the point. Matched by name, so it cannot tell a chart's path
/// (`p.move(to: CGPoint(x: 0, y: 669))`) or a parameter such as `maxSize.height > 1000` from layout, and
/// `let foldX = 475.5`, with neither a `: CGFloat` annotation nor a layout name, is not seen.
/// Limits, reached only by pathological input (each keeps the rule linear): the condition walk reads at most 128 tokens
/// (a bracketed group counts as one) each way from a comparison, so a comparison further than that from its `if`/
/// `guard`/`while` or ternary `?` is not judged; a use of a bound width or a chain's root name is linked to its
/// `let` only within `SwiftFile.bindingCandidates` (256) earlier same-name tokens, so uses after the 256th are not
/// judged (a root past it is not followed, which keeps the finding); a bound value is read for content words in its
/// first 64 tokens (keeps the finding); the preview test climbs at most 256 enclosing groups, so a literal nested
/// deeper inside a `#Preview` is reported.
/// Facts: DOMAIN.md §1 "The device" (the numbers, "never for layout code"); seed 000 (design guidance and part 3
/// checklist: 固定幅、ブレークポイント、特定の画面に結び付いた寸法を除去する); seed 001 (talk 3:50); seed 004
/// (safe-area widths 382 and 867 pt).
public struct SizeBreakpointRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "size_breakpoint",
        name: "Size breakpoint",
        severity: .warning,
        summary: "Flags a view, screen or geometry width or height compared with a numeric literal in an if, guard, while or ternary condition, and iPhone Duo's screen dimensions (466, 678, 951, 669, 475.5, 382, 867) written as literals in layout code.",
        rationale: "iPhone Duo's window width changes whenever the device opens, closes, turns or shares the inner display in Split View (466 pt on the outer display, 951 pt on the inner one, about half of that when split), so a width breakpoint flips at moments the design did not plan for, and a layout pinned to one display's numbers is wrong on the other. Apple asks for layouts built for the two width size classes, without fixed widths, breakpoints or screen-specific numbers. The rule is opt-in because many apps have deliberate container breakpoints; it is a review aid.",
        fix: "Decide from the horizontal size class (@Environment(\\.horizontalSizeClass), traitCollection.horizontalSizeClass) and size views from their container (GeometryReader, bounds, layout margins, safe area, the fold's reserved region) instead of literals.",
        source: "DOMAIN.md §1 (screen dimensions are for mockups, never for layout code); seed 000 (design guidance; part 3 checklist); seed 001 (talk 3:50); seed 004 (safe-area widths)",
        inputs: [.swift],
        tags: ["layout", "size-class"],
        isOptIn: true)

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] {
        ["width", "height", "x", "y", "dx", "dy", "minX", "midX", "maxX", "minY", "midY", "maxY",
         "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
         "equalToConstant", "greaterThanOrEqualToConstant", "lessThanOrEqualToConstant", "constant",
         "top", "left", "bottom", "right", "leading", "trailing",
         "CGFloat", "padding", "navigationSplitViewColumnWidth",
         "preferredPrimaryColumnWidth", "minimumPrimaryColumnWidth", "maximumPrimaryColumnWidth",
         "preferredSupplementaryColumnWidth", "minimumSupplementaryColumnWidth", "maximumSupplementaryColumnWidth"]
    }

    /// Judges the trigger token at index `i` of `file` and reports each finding (at the width chain's first token or at
    /// the literal; line 1-based, columns as `SourceLocation` gives them) into `sink`.
    public func visit(_ i: Int, in file: SwiftFile, options: RuleOptions, sink: inout FindingSink) {
        if file.kind(i + 1) == .colon && !file.isWord(i - 1, "let") && !file.isWord(i - 1, "var") {
            checkLabel(i, in: file, sink: &sink)
            return
        }
        if file.isWord(i, "CGFloat") {
            checkCGFloat(i, in: file, sink: &sink)
            return
        }
        if file.isWord(i, "padding") || file.isWord(i, "navigationSplitViewColumnWidth") {
            guard let call = file.call(at: i) else { return }
            for a in call.arguments { reportDuoLiterals(in: a.value, file, sink: &sink) }
            return
        }
        let dimension = file.isWord(i, "width") || file.isWord(i, "height")
        if file.isWord(i - 1, "let") || file.isWord(i - 1, "var") {
            // `let width = 466`, `var maxWidth: CGFloat = 951`; a binding named `x` or `top` may be anything.
            guard dimension || isSizeLabel(file, i), let b = file.binding(declaredAt: i) else { return }
            reportDuoLiterals(in: b.value, file, sink: &sink)
            return
        }
        let column = isColumnWidth(file, i)
        let member = file.isMember(i)
        // Coordinates (`x`, `minX` …) only as members: a bare `x` is any variable.
        guard dimension || column || member else { return }
        let k = file.kind(i + 1)
        guard k != .period && k != .leftParen && k != .leftSquare && k != .postfixQuestionMark && k != .exclamationMark else { return }
        let s = member ? file.chainStart(endingAt: i) : i
        let assigns = file.kind(i + 1) == .equal || file.isText(i + 1, "+=") || file.isText(i + 1, "-=")
        // Cheap tests first: most coordinates are read in arithmetic or passed on.
        guard assigns || isComparison(file, i + 1) || isComparison(file, s - 1) || (dimension && (k == .leftBrace || file.kind(s - 1) == .equal)),
              !namesContent(file, s..<(i + 1)) else { return }
        let sizeLike = member && isSizeChain(file, s, i)
        // `let size = image.size; if size.width > 1024`, `var m = Mountain(height: 0); m.height = 669`: a chain rooted
        // at a local name is judged by what the name is bound to as well; looked up only before a report.
        var rootMemo: Bool?
        func rootExempt() -> Bool {
            if let known = rootMemo { return known }
            var exempt = false
            if member, let b = file.binding(referencedAt: s) {
                exempt = valueNamesContent(file, b) || (!sizeLike && boundToOtherType(file, b))
            }
            rootMemo = exempt
            return exempt
        }
        if assigns {
            // `view.frame.size.width = 466`, `frame.origin.x = 475.5`, `split.preferredPrimaryColumnWidth = 475.5`.
            guard dimension || column || file.isWord(i, "x") || file.isWord(i, "y"), !rootExempt() else { return }
            reportDuoLiterals(in: file.expressionRange(from: i + 2), file, sink: &sink)
            return
        }
        guard !column else { return }
        if dimension && sizeLike {
            checkBreakpoint(file, operand: s..<(i + 1), dimension: i, exempt: rootExempt, sink: &sink)
            // `let w = proxy.size.width`: judge the uses of `w`.
            if let b = file.binding(initializedWith: s..<(i + 1)) {
                for use in file.uses(of: b) where file.nextMember(after: use) == nil && file.kind(use + 1) != .leftParen {
                    checkBreakpoint(file, operand: use..<(use + 1), dimension: i, exempt: rootExempt, sink: &sink)
                }
            }
        }
        // (b): a Duo number compared with a width, height or coordinate, unless (a) reports the comparison.
        if let c = comparison(file, operand: s..<(i + 1)), let value = duoValue(file, c.literal) {
            if dimension && inCondition(file, c.span) && isBreakpointOperand(file, s, i) { return }
            guard !rootExempt() else { return }
            report(file, literal: c.literal, value: value, sink: &sink)
            return
        }
        // `switch bounds.width { case 466: … }`.
        if dimension, file.kind(i + 1) == .leftBrace, file.switchBody(subject: s) == i + 1, let close = file.match(i + 1),
           !member || sizeLike, !rootExempt() {
            var k = i + 2
            while k < close {
                if file.isWord(k, "case") && file.enclosingBrace(k) == i + 1 {
                    var e = k + 1
                    while e < close && !(file.kind(e) == .colon && Int(file.enclosing[e]) == i + 1) { e += 1 }
                    reportDuoLiterals(in: (k + 1)..<e, file, sink: &sink)
                    k = e
                }
                k += 1
            }
        }
    }

    /// True when token `i` is `minWidth`, `idealWidth`, `maxWidth`, `minHeight`, `idealHeight` or `maxHeight`.
    func isSizeLabel(_ file: SwiftFile, _ i: Int) -> Bool {
        file.isWord(i, "minWidth") || file.isWord(i, "idealWidth") || file.isWord(i, "maxWidth")
            || file.isWord(i, "minHeight") || file.isWord(i, "idealHeight") || file.isWord(i, "maxHeight")
    }

    /// True when token `i` names one of `UISplitViewController`'s column widths (`preferredPrimaryColumnWidth` …).
    func isColumnWidth(_ file: SwiftFile, _ i: Int) -> Bool {
        guard file.tokens[i].end - file.tokens[i].start >= 25 else { return false }
        return file.isWord(i, "preferredPrimaryColumnWidth") || file.isWord(i, "minimumPrimaryColumnWidth")
            || file.isWord(i, "maximumPrimaryColumnWidth") || file.isWord(i, "preferredSupplementaryColumnWidth")
            || file.isWord(i, "minimumSupplementaryColumnWidth") || file.isWord(i, "maximumSupplementaryColumnWidth")
    }

    // MARK: (a) breakpoints

    /// Reports `operand` (a size-like width or height, or a name bound to one) compared with a literal of 100 or more
    /// in a condition, at the operand's first token. `dimension` is the `width`/`height` token.
    func checkBreakpoint(_ file: SwiftFile, operand: Range<Int>, dimension: Int, exempt: () -> Bool,
                                 sink: inout FindingSink) {
        guard let c = comparison(file, operand: operand), let value = number(file, c.literal), value >= 100,
              value <= Self.largestScreenSide, inCondition(file, c.span), !inPreview(file, c.literal), !exempt() else { return }
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

    /// True when the comparison `span` is (part of) the condition of an `if`/`guard`/`while` or of a ternary, joined by
    /// `&&`/`||`, `!` and grouping parentheses.
    func inCondition(_ file: SwiftFile, _ span: Range<Int>) -> Bool {
        // Ternary: a `?` follows at the same level.
        var j = span.upperBound
        // A condition is short; 128 tokens (a group counts as one) bound each walk.
        var steps = 0
        while j < file.count && steps < 128 {
            steps += 1
            let k = file.kind(j)
            if file.tokens[j].hasNewlineBefore && !file.continuesLine(j) { break }
            if k == .infixQuestionMark { return true }
            if k == .leftParen || k == .leftSquare, let m = file.match(j) { j = m + 1; continue }
            if k == .rightParen, let open = file.match(j), isBareGroup(file, open) { j += 1; continue }
            if k.isClose || k == .leftBrace || k == .comma || k == .colon || k == .semicolon || k == .equal || k == .arrow
                || (k == .keyword && !isExpressionKeyword(file, j)) || k == .endOfFile {
                break
            }
            j += 1
        }
        // `if`/`guard`/`while`: walk back over the condition to its keyword.
        var cur = span.lowerBound
        steps = 0
        while cur > 0 && steps < 128 {
            steps += 1
            let p = cur - 1
            let k = file.kind(p)
            if file.isWord(p, "if") || file.isWord(p, "guard") || file.isWord(p, "while") { return true }
            if file.tokens[cur].hasNewlineBefore && !file.continuesLine(cur) { return false }
            if k == .rightParen || k == .rightSquare, let o = file.match(p) { cur = o; continue }
            if k == .leftParen {
                guard isBareGroup(file, p) else { return false }
                cur = p
                continue
            }
            if k == .leftSquare || k == .leftBrace || k == .rightBrace || k == .semicolon || k == .colon || k == .arrow
                || k == .infixQuestionMark || k == .endOfFile {
                return false
            }
            if k == .keyword && !(file.isWord(p, "let") || file.isWord(p, "var") || file.isWord(p, "case") || isExpressionKeyword(file, p)) {
                return false
            }
            cur = p
        }
        return false
    }

    /// True for keywords that can stand inside a condition's expression (`self`, `nil`, `true`, `false`, `try`, `await`).
    func isExpressionKeyword(_ file: SwiftFile, _ k: Int) -> Bool {
        file.isWord(k, "self") || file.isWord(k, "nil") || file.isWord(k, "true") || file.isWord(k, "false")
            || file.isWord(k, "try") || file.isWord(k, "await") || file.isWord(k, "Self")
    }

    /// True when token `k` is inside `#Preview { … }`, a type conforming to `PreviewProvider`, or the arguments of
    /// `.previewLayout(…)`/`.previewDevice(…)`.
    func inPreview(_ file: SwiftFile, _ k: Int) -> Bool {
        // Most files have no preview: the name index answers that without a walk.
        let provider = !file.occurrences(ofName: "PreviewProvider").isEmpty
        guard provider || !file.occurrences(ofName: "Preview").isEmpty || !file.occurrences(ofName: "previewLayout").isEmpty
                || !file.occurrences(ofName: "previewDevice").isEmpty else { return false }
        var g = Int(file.enclosing[k])
        // Previews are shallow; past 256 enclosing groups the literal counts as outside one.
        var depth = 0
        while g >= 0 && depth < 256 {
            depth += 1
            if file.kind(g) == .leftParen, let o = file.owner(ofGroup: g),
               file.isWord(o, "previewLayout") || file.isWord(o, "previewDevice") {
                return true
            }
            if file.kind(g) == .leftBrace {
                if let o = file.owner(ofGroup: g), file.isWord(o, "Preview"), file.kind(o - 1) == .pound { return true }
                guard provider else { g = Int(file.enclosing[g]); continue }
                var j = g - 1
                while j >= 0 && j > g - 48 {
                    let kj = file.kind(j)
                    if kj == .leftBrace || kj == .rightBrace || kj == .semicolon { break }
                    if file.isWord(j, "PreviewProvider") { return true }
                    j -= 1
                }
            }
            g = Int(file.enclosing[g])
        }
        return false
    }
}
