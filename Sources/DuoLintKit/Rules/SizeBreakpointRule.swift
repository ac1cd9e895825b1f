/// `size_breakpoint` (opt-in): a layout decided by comparing a width or height with a numeric breakpoint, and
/// iPhone Duo's own screen dimensions written as literals in layout code.
///
/// (a) Catches a size-like `.width`/`.height` compared (`<`, `>`, `<=`, `>=`, `==`, `!=`, either side) with a numeric
/// literal (or `CGFloat(<literal>)`) from 100 to 3000, also after a fallback (`window?.bounds.width ?? 0 < 600`,
/// `(… ?? 0) < 600`), when the comparison is in the condition of an `if`/`guard`/
/// `while` (`&&`/`||`/`!`/parentheses and `if let …,` lists included) or is the condition of a ternary. A width is
/// size-like when its receiver chain names `bounds`, `frame` (also `frame(in:)`), `size`, `layoutFrame` or an
/// identifier ending in `Bounds`/`Frame`/`Size` (`view.bounds.width`, `proxy.size.width`, `containerSize.width`,
/// `environment.container.effectiveContentSize.width`), or is a local `let`/`var` bound to exactly such a chain.
/// Reported at the first token of the width chain (or of the bound name).
/// (c) Catches the screen's or the window's own width or height (a size chain naming `screen`/`window`, or a name
/// such as `screenWidth`, `windowH`, `kScreenWidth`, or a local bound to such a chain: `let w =
/// UIScreen.main.bounds.width; let small = w < 375`) compared with a constant from 100 to 3000 anywhere (a `Bool`,
/// a return value), and a `switch` over one with a range case bounded by one, at the size's first token
/// (`SizeBreakpointRule+Screen`): a guess at the device, whatever the comparison is used for.
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
/// Comparisons (an operator sequence's neighbours), member chains, conditions, `switch` subjects, previews, literal
/// values and the `let` a bound width or a chain's root name comes from are read from the syntax tree
/// (`+Comparisons`, `+Conditions`, `+Literals`), at any distance and depth. One limit, reached only by pathological
/// input (it keeps the rule linear): a bound value is read for content words in its first 64 nodes (keeps the finding).
/// Facts: DOMAIN.md §1 "The device" (the numbers, "never for layout code"); seed 000 (design guidance and part 3
/// checklist: 固定幅、ブレークポイント、特定の画面に結び付いた寸法を除去する); seed 001 (talk 3:50); seed 004
/// (safe-area widths 382 and 867 pt).
public struct SizeBreakpointRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "size_breakpoint",
        name: "Size breakpoint",
        severity: .warning,
        summary: "Flags a view, screen or geometry width or height compared with a numeric literal in an if, guard, while or ternary condition, the screen's or window's own width or height compared with a constant anywhere, and iPhone Duo's screen dimensions (466, 678, 951, 669, 475.5, 382, 867) written as literals in layout code.",
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
            + Self.screenSizeNames.map { "\($0)" }
    }

    /// Judges the trigger token at index `i` of `file` and reports each finding (at the width chain's first token or at
    /// the literal; line 1-based, columns as `SourceLocation` gives them) into `sink`.
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        let tree = file.syntaxTree
        let declared = tree.node(exactlyAt: i).map { tree.kind($0) == .identifierPattern } ?? false
        if file.kind(i + 1) == .colon && !declared {
            checkLabel(i, in: file, sink: &sink)
            return
        }
        if isScreenSizeName(file, i) {
            checkScreenSize(file, at: i, context: context, sink: &sink)
            return
        }
        if file.isWord(i, "CGFloat") {
            checkCGFloat(i, in: file, sink: &sink)
            return
        }
        if file.isWord(i, "padding") || file.isWord(i, "navigationSplitViewColumnWidth") {
            guard let n = tree.node(exactlyAt: i), tree.kind(n) == .declReferenceExpr, let call = tree.call(named: n) else { return }
            reportDuoLiterals(in: tree.arguments(ofCall: call).compactMap(tree.firstChild), file, sink: &sink)
            return
        }
        let dimension = file.isWord(i, "width") || file.isWord(i, "height")
        if declared {
            // `let width = 466`, `var maxWidth: CGFloat = 951`; a binding named `x` or `top` may be anything.
            guard dimension || isSizeLabel(file, i), let b = file.binding(declaredAt: i),
                  let v = expression(file, tokens: b.value) else { return }
            reportDuoLiterals(in: [v], file, sink: &sink)
            return
        }
        let column = isColumnWidth(file, i)
        // The width ends its chain (`bounds.width`, not `bounds.width.rounded()` or `width(for:)`).
        guard let e = operandExpression(file, i), tree.postfixParent(e) == nil else { return }
        let member = tree.kind(e) == .memberAccessExpr
        // Coordinates (`x`, `minX` …) only as members: a bare `x` is any variable.
        guard dimension || column || member else { return }
        let position = tree.sequencePosition(tree.parenthesized(e, in: file))
        let assigned = position.flatMap { assignedValue(file, $0.elements, $0.index) }
        let parent = tree.parent(e).map(tree.kind)
        // Cheap tests first: most coordinates are read in arithmetic or passed on.
        guard assigned != nil || position != nil
                || (dimension && (parent == .switchExpr || parent == .patternBinding || parent == .optionalBindingCondition)),
              !chainNamesContent(file, e) else { return }
        let sizeLike = member && isSizeChain(file, e)
        // `let size = image.size; if size.width > 1024`, `var m = Mountain(height: 0); m.height = 669`: a chain rooted
        // at a local name is judged by what the name is bound to as well; looked up only before a report.
        var rootMemo: Bool?
        func rootExempt() -> Bool {
            if let known = rootMemo { return known }
            var exempt = false
            let root = tree.chainRoot(e)
            if member, tree.kind(root) == .declReferenceExpr, let b = file.binding(referencedAt: tree.start(root)) {
                exempt = valueNamesContent(file, b) || (!sizeLike && boundToOtherType(file, b))
            }
            rootMemo = exempt
            return exempt
        }
        if let value = assigned {
            // `view.frame.size.width = 466`, `frame.origin.x = 475.5`, `split.preferredPrimaryColumnWidth = 475.5`.
            guard dimension || column || file.isWord(i, "x") || file.isWord(i, "y"), !rootExempt() else { return }
            reportDuoLiterals(in: value, file, sink: &sink)
            return
        }
        guard !column else { return }
        if dimension && sizeLike {
            let reported = checkBreakpoint(file, operand: e, dimension: i, exempt: rootExempt, sink: &sink)
            // (c): the screen's or the window's size compared with a constant anywhere, or switched over in ranges.
            let screen = chainNamesScreen(file, e)
            if !reported, screen, !rootExempt(), checkScreenSize(file, at: i, context: context, sink: &sink) { return }
            // `let w = proxy.size.width`, `let w = UIScreen.main.bounds.width`: judge the uses of `w`.
            if let b = file.binding(initializedWith: tree.tokens(e)) {
                for use in file.uses(of: b) {
                    guard let u = tree.node(exactlyAt: use), tree.kind(u) == .declReferenceExpr, tree.postfixParent(u) == nil,
                          !tree.isMemberName(u) else { continue }
                    if !checkBreakpoint(file, operand: u, dimension: i, exempt: rootExempt, sink: &sink), screen, !rootExempt() {
                        checkScreenSize(file, at: use, dimension: i, context: context, sink: &sink)
                    }
                }
            }
        }
        // (b): a Duo number compared with a width, height or coordinate, unless (a) reports the comparison.
        if let c = comparison(file, operand: e), let value = duoValue(file, c.literal) {
            if dimension && inCondition(file, c.span, literal: c.literal) && isBreakpointOperand(file, e) { return }
            guard !rootExempt() else { return }
            report(file, literal: c.literal, value: value, sink: &sink)
            return
        }
        // `switch bounds.width { case 466: … }`.
        if dimension, !member || sizeLike, let sw = tree.parent(e), tree.kind(sw) == .switchExpr, tree.firstChild(sw) == e,
           !rootExempt() {
            reportDuoLiterals(in: casePatterns(file, switch: sw), file, sink: &sink)
        }
    }

    /// The elements assigned to element `k` of the operator sequence `elements` when an `=`, `+=` or `-=` follows
    /// it (`frame.size.width = 466`, `x += 475.5`): from the next element to the sequence's end; else nil.
    func assignedValue(_ file: SwiftFile, _ elements: [Int], _ k: Int) -> [Int]? {
        let tree = file.syntaxTree
        guard k + 2 < elements.count else { return nil }
        let op = elements[k + 1]
        guard tree.kind(op) == .assignmentExpr
                || (tree.kind(op) == .binaryOperatorExpr && (file.isText(tree.start(op), "+=") || file.isText(tree.start(op), "-=")))
        else { return nil }
        return Array(elements[(k + 2)...])
    }
}
