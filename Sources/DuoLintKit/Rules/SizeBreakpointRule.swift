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
    private func isSizeLabel(_ file: SwiftFile, _ i: Int) -> Bool {
        file.isWord(i, "minWidth") || file.isWord(i, "idealWidth") || file.isWord(i, "maxWidth")
            || file.isWord(i, "minHeight") || file.isWord(i, "idealHeight") || file.isWord(i, "maxHeight")
    }

    /// True when token `i` names one of `UISplitViewController`'s column widths (`preferredPrimaryColumnWidth` …).
    private func isColumnWidth(_ file: SwiftFile, _ i: Int) -> Bool {
        guard file.tokens[i].end - file.tokens[i].start >= 25 else { return false }
        return file.isWord(i, "preferredPrimaryColumnWidth") || file.isWord(i, "minimumPrimaryColumnWidth")
            || file.isWord(i, "maximumPrimaryColumnWidth") || file.isWord(i, "preferredSupplementaryColumnWidth")
            || file.isWord(i, "minimumSupplementaryColumnWidth") || file.isWord(i, "maximumSupplementaryColumnWidth")
    }

    // MARK: (a) breakpoints

    /// Reports `operand` (a size-like width or height, or a name bound to one) compared with a literal of 100 or more
    /// in a condition, at the operand's first token. `dimension` is the `width`/`height` token.
    private func checkBreakpoint(_ file: SwiftFile, operand: Range<Int>, dimension: Int, exempt: () -> Bool,
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
    private func isBreakpointOperand(_ file: SwiftFile, _ s: Int, _ w: Int) -> Bool {
        if file.isMember(w) { return isSizeChain(file, s, w) }
        guard let b = file.binding(referencedAt: w) else { return false }
        let last = b.value.upperBound - 1
        guard !b.value.isEmpty, file.isWord(last, "width") || file.isWord(last, "height"), file.isMember(last) else { return false }
        let start = file.chainStart(endingAt: last)
        return start == b.value.lowerBound && isSizeChain(file, start, last)
    }

    /// True when the chain `s..<w` before the member `w` names a size (`bounds`, `frame`, `size`, `layoutFrame`, an
    /// identifier ending in `Bounds`/`Frame`/`Size` that is not a call other than `frame(in:)`) and no content.
    private func isSizeChain(_ file: SwiftFile, _ s: Int, _ w: Int) -> Bool {
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

    /// The largest literal (a) judges. No iPhone or iPad window is wider or taller than 1376 pt (iPad Pro 13") and no
    /// iPhone or iPad screen more than 2868 pixels (iPhone Pro Max), so a larger number measures content: textures
    /// (`size.width > 4096`), map points (`visibleMapRect.size.width > 500_000`), video frames.
    private static let largestScreenSide: Double = 3000
    /// Name endings that make an identifier size-like (`containerSize`, `windowBounds`, `keyFrame`).
    private static let suffixes = ["Bounds", "Frame", "Size"].map { Array($0.utf8) }
    /// Identifier fragments (lowercased) that mark a chain as content measured in points or pixels, not the window.
    private static let contentWords = ["image", "photo", "video", "texture", "pixel", "thumbnail", "icon", "natural", "keyboard",
                                       "font", "text", "label", "glyph", "pdf", "page", "print", "buffer", "camera",
                                       "title", "drawable", "output", "export", "render", "canvas", "paper", "bitmap",
                                       "maprect", "mapsize", "node", "sprite", "bounding"].map { Array($0.utf8) }
    /// Content fragments that count only as the start of a camel-case word (`faceBounds`, `detectedFaceRect`; not
    /// `interfaceBounds` or `surfaceSize`).
    private static let contentWordStarts = ["face"].map { Array($0.utf8) }
    /// Name ending that marks a scroll view's or layout's content (`collectionViewContentSize`), not the window;
    /// `effectiveContentSize` (a compositional layout's container) stays size-like.
    private static let contentSizeSuffix = [Array("ContentSize".utf8)]

    /// The bytes of token `k`.
    private func bytes(_ file: SwiftFile, _ k: Int) -> ArraySlice<UInt8> {
        file.source.bytes[Int(file.tokens[k].start)..<Int(file.tokens[k].end)]
    }

    /// True when token `k` ends with one of `suffixes` (compared byte by byte, no allocation).
    private func endsWith(_ file: SwiftFile, _ k: Int, _ suffixes: [[UInt8]]) -> Bool {
        let b = bytes(file, k)
        return suffixes.contains { b.count > $0.count && b.suffix($0.count).elementsEqual($0) }
    }

    /// True when an identifier in `r` names content (an image, text, a keyboard, a drawable, a map rect …;
    /// `contentSize` and names ending in `ContentSize` other than `effectiveContentSize`) rather than a view or window.
    /// ASCII case-insensitive.
    private func namesContent(_ file: SwiftFile, _ r: Range<Int>) -> Bool {
        for k in r where file.kind(k) == .identifier && namesContent(file, k) { return true }
        return false
    }

    /// True when the identifier at `k` names content (see `namesContent(_:_:)`).
    private func namesContent(_ file: SwiftFile, _ k: Int) -> Bool {
        if file.isText(k, "contentSize") || (endsWith(file, k, Self.contentSizeSuffix) && !file.isText(k, "effectiveContentSize")) {
            return true
        }
        let b = bytes(file, k)
        for word in Self.contentWords where contains(b, word, wordStart: false) { return true }
        for word in Self.contentWordStarts where contains(b, word, wordStart: true) { return true }
        return false
    }

    /// True when `b` contains the lowercase ASCII `word` (case-insensitively); with `wordStart`, only at the start of
    /// `b` or of a camel-case word (an uppercase letter).
    private func contains(_ b: ArraySlice<UInt8>, _ word: [UInt8], wordStart: Bool) -> Bool {
        guard b.count >= word.count else { return false }
        var at = b.startIndex
        while at + word.count <= b.endIndex {
            var same = !wordStart || at == b.startIndex || (b[at] >= 0x41 && b[at] <= 0x5A)
            var n = 0
            while same && n < word.count {
                let c = b[at + n]
                if (c >= 0x41 && c <= 0x5A ? c | 0x20 : c) != word[n] { same = false }
                n += 1
            }
            if same { return true }
            at += 1
        }
        return false
    }

    /// How many tokens of a bound value `valueNamesContent` reads: enough for any realistic receiver chain. A longer
    /// value is judged by its start (which can only keep a finding, never drop one).
    private static let boundValueTokens = 64

    /// True when the value of `b` names content in its receiver chain: `let size = image.size`, `photo?.size`,
    /// `(title as NSString).size(withAttributes: a)`, `text.boundingRect(…)`, `VNImageRectForNormalizedRect(…)`.
    /// Reads the value's top-level tokens and a leading parenthesized group, not arguments or closures.
    private func valueNamesContent(_ file: SwiftFile, _ b: Binding) -> Bool {
        let end = min(b.value.upperBound, b.value.lowerBound + Self.boundValueTokens)
        var j = b.value.lowerBound
        // `(title as NSString).size(…)`: the leading group is the receiver.
        if file.kind(j) == .leftParen, let m = file.match(j), m < end {
            if namesContent(file, (j + 1)..<m) { return true }
            j = m + 1
        }
        while j < end {
            let k = file.kind(j)
            if k.isOpen, let m = file.match(j) { j = m + 1; continue }
            if k == .identifier && namesContent(file, j) { return true }
            j += 1
        }
        return false
    }

    /// True when `b` is a value of a named type that is not a view or geometry type: `var m = Mountain(height: 0)`,
    /// `let p: Product = …`, `Shelf.init(…)`. A layout type (`CGRect`, `CGSize`, a `…View`, `…Layer` …) or an
    /// unnamed value (`proxy.size`, `.init(…)`) is not.
    private func boundToOtherType(_ file: SwiftFile, _ b: Binding) -> Bool {
        // An annotation `let m: Mountain = …`.
        if file.kind(b.name + 1) == .colon {
            let t = b.name + 2
            let after = file.kind(t + 1)
            guard file.kind(t) == .identifier, after == .equal || after == .postfixQuestionMark || after == .exclamationMark else { return false }
            return isTypeName(file, t) && !isLayoutType(file, t)
        }
        let v = b.value.lowerBound
        guard b.value.count >= 2, file.kind(v) == .identifier, isTypeName(file, v) else { return false }
        // `Mountain(…)`, `Mountain.init(…)`.
        guard file.kind(v + 1) == .leftParen || (file.kind(v + 1) == .period && file.isWord(v + 2, "init")) else { return false }
        return !isLayoutType(file, v)
    }

    /// True when the identifier at `k` starts with an uppercase ASCII letter (a type, by Swift's naming convention).
    private func isTypeName(_ file: SwiftFile, _ k: Int) -> Bool {
        let c = file.source.bytes[Int(file.tokens[k].start)]
        return c >= 0x41 && c <= 0x5A
    }

    /// Type names whose `width`/`height`/`x`/`y` are layout: Core Graphics geometry and transforms, and any type named
    /// like a view or a geometry value (`…View`, `…Layout`, `…Layer`, `…Rect`, `…Size`, `…Point`, `…Frame`, `…Bounds`).
    private static let layoutTypes = ["CGRect", "CGSize", "CGPoint", "NSRect", "NSSize", "NSPoint", "CGAffineTransform"]
    private static let layoutTypeSuffixes = ["View", "Layout", "Layer", "Rect", "Size", "Point", "Frame", "Bounds"].map { Array($0.utf8) }

    /// True when the type name at `k` is a layout type (see `layoutTypes`).
    private func isLayoutType(_ file: SwiftFile, _ k: Int) -> Bool {
        let b = bytes(file, k)
        if Self.layoutTypes.contains(where: { b.elementsEqual($0.utf8) }) { return true }
        return Self.layoutTypeSuffixes.contains { b.count >= $0.count && b.suffix($0.count).elementsEqual($0) }
    }

    // MARK: Comparisons and conditions

    private func isComparison(_ file: SwiftFile, _ k: Int) -> Bool {
        let kind = file.kind(k)
        guard kind == .binaryOperator || kind == .leftAngle || kind == .rightAngle else { return false }
        return file.isText(k, "<") || file.isText(k, ">") || file.isText(k, "<=") || file.isText(k, ">=") || file.isText(k, "==")
            || file.isText(k, "!=")
    }

    private func isNumber(_ file: SwiftFile, _ k: Int) -> Bool {
        file.kind(k) == .integerLiteral || file.kind(k) == .floatingLiteral
    }

    /// True when token `k` is a binary operator other than `&&`/`||` (the operand next to it is part of arithmetic).
    private func isArithmetic(_ file: SwiftFile, _ k: Int) -> Bool {
        file.kind(k) == .binaryOperator && !file.isText(k, "&&") && !file.isText(k, "||")
    }

    /// `operand <op> literal` or `literal <op> operand`, the literal bare or as `CGFloat(<literal>)`: the literal's
    /// index and the comparison's token range. Nil when the operand is part of arithmetic or the other side is not
    /// a lone literal.
    private func comparison(_ file: SwiftFile, operand: Range<Int>) -> (literal: Int, span: Range<Int>)? {
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
    private func isBareGroup(_ file: SwiftFile, _ open: Int) -> Bool {
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
    private func inCondition(_ file: SwiftFile, _ span: Range<Int>) -> Bool {
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
    private func isExpressionKeyword(_ file: SwiftFile, _ k: Int) -> Bool {
        file.isWord(k, "self") || file.isWord(k, "nil") || file.isWord(k, "true") || file.isWord(k, "false")
            || file.isWord(k, "try") || file.isWord(k, "await") || file.isWord(k, "Self")
    }

    // MARK: (b) Duo numbers

    /// The value of the decimal numeric literal at `k` (underscores dropped), or nil.
    private func number(_ file: SwiftFile, _ k: Int) -> Double? {
        guard isNumber(file, k) else { return nil }
        let t = file.text(k)
        if t.hasPrefix("0x") || t.hasPrefix("0b") || t.hasPrefix("0o") { return nil }
        return Double(t.filter { $0 != "_" })
    }

    /// The value of the literal at `k` when it is one of iPhone Duo's screen numbers.
    private func duoValue(_ file: SwiftFile, _ k: Int) -> Double? {
        guard let v = number(file, k), duoName(v) != nil else { return nil }
        return v
    }

    /// What the Duo number `v` is, or nil for any other number.
    private func duoName(_ v: Double) -> String? {
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
    private func report(_ file: SwiftFile, literal: Int, value: Double, sink: inout FindingSink) {
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
    private func isUnitConversion(_ file: SwiftFile, _ k: Int) -> Bool {
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
    private func reportDuoLiterals(in r: Range<Int>, _ file: SwiftFile, sink: inout FindingSink) {
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

    /// `x: 475.5`, `.frame(width: 466)`, `UIEdgeInsets(top: 0, left: 475.5, …)`: an argument labelled `i`.
    private func checkLabel(_ i: Int, in file: SwiftFile, sink: inout FindingSink) {
        let g = Int(file.enclosing[i])
        guard g >= 0, file.kind(g) == .leftParen, i - 1 == g || file.kind(i - 1) == .comma, let close = file.match(g) else { return }
        let callee = file.owner(ofGroup: g)
        if file.isWord(i, "top") || file.isWord(i, "left") || file.isWord(i, "bottom") || file.isWord(i, "right")
            || file.isWord(i, "leading") || file.isWord(i, "trailing") {
            guard let c = callee, endsWith(file, c, [Array("Insets".utf8)]) else { return }
        } else if file.isWord(i, "constant") {
            guard let c = callee, file.isWord(c, "constraint") || endsWith(file, c, [Array("Constraint".utf8)]) else { return }
        } else if file.isWord(i, "CGFloat") || file.isWord(i, "padding") || file.isWord(i, "navigationSplitViewColumnWidth")
                    || isColumnWidth(file, i) || file.isWord(i, "minX") || file.isWord(i, "midX") || file.isWord(i, "maxX")
                    || file.isWord(i, "minY") || file.isWord(i, "midY") || file.isWord(i, "maxY") {
            return
        } else if let c = callee, !isLayoutCall(file, c) {
            return
        }
        var e = i + 2
        while e < close {
            if file.kind(e).isOpen, let m = file.match(e) { e = m + 1; continue }
            if file.kind(e) == .comma { break }
            e += 1
        }
        reportDuoLiterals(in: (i + 2)..<e, file, sink: &sink)
    }

    /// True when the call whose callee is token `c` takes layout `width`/`height`/`x`/`y`/`dx`/`dy` arguments: a
    /// method or function (`.frame(width:)`, `.offset(x:)`, `insetBy(dx:dy:)`, `.init(…)`) or a layout type's
    /// initializer (`CGRect`, `CGSize`, `CGPoint`, `CGAffineTransform`, a `…View`, `…Rect` …; see `isLayoutType`);
    /// not another type's (`Product(width: 466)`, `CGVector(dx: 0, dy: 382)`), nor a call on content
    /// (`image.resized(width:)`) or passed straight to one (`UIGraphicsImageRenderer(size: CGSize(…))`).
    private func isLayoutCall(_ file: SwiftFile, _ c: Int) -> Bool {
        guard file.kind(c) == .identifier || file.kind(c) == .keyword else { return true }
        if file.isWord(c, "init") {
            // `CGSize.init(width:)` is judged by its type; `.init(width:)` and `self.init(…)` count.
            if file.isMember(c), file.kind(c - 2) == .identifier, isTypeName(file, c - 2), !isLayoutType(file, c - 2) { return false }
        } else if file.kind(c) == .identifier, isTypeName(file, c), !isLayoutType(file, c) {
            return false
        }
        if makesPixels(file, c) { return false }
        // The call is an argument of a call that makes pixels, other than a view's `frame:`.
        let g = Int(file.enclosing[c])
        if g >= 0, file.kind(g) == .leftParen, let o = file.owner(ofGroup: g), makesPixels(file, o) {
            // `UIImageView(frame: CGRect(…))`, `…(frame: .init(…))`.
            let a = file.isMember(c) && file.kind(c - 2) == .colon ? c - 2 : c - 1
            if !(file.kind(a) == .colon && file.isWord(a - 1, "frame")) { return false }
        }
        return true
    }

    /// Identifier fragments (lowercased) of things measured in pixels or drawn off screen.
    private static let pixelWords = ["image", "photo", "video", "texture", "pixel", "thumbnail", "bitmap", "render", "drawable",
                                     "export", "output", "pdf", "camera"].map { Array($0.utf8) }

    /// True when the callee at `c` or its receiver name (`image` in `image.draw(in:)`) makes or draws pixels:
    /// `UIGraphicsImageRenderer(size:)`, `image.resized(width:)`. A view type (`UIImageView`) does not.
    private func makesPixels(_ file: SwiftFile, _ c: Int) -> Bool {
        func pixels(_ k: Int) -> Bool {
            guard file.kind(k) == .identifier, !(isTypeName(file, k) && isLayoutType(file, k)) else { return false }
            let b = bytes(file, k)
            return Self.pixelWords.contains { contains(b, $0, wordStart: false) }
        }
        return pixels(c) || (file.isMember(c) && pixels(c - 2))
    }

    /// `let foldX: CGFloat = 475.5` and `CGFloat(466)`.
    private func checkCGFloat(_ i: Int, in file: SwiftFile, sink: inout FindingSink) {
        if file.kind(i - 1) == .colon, file.isWord(i - 3, "let") || file.isWord(i - 3, "var"), let b = file.binding(declaredAt: i - 2) {
            reportDuoLiterals(in: b.value, file, sink: &sink)
            return
        }
        // A comparison with `CGFloat(466)` is judged from its width or coordinate side.
        guard !file.isMember(i), file.kind(i + 1) == .leftParen, file.match(i + 1) == i + 3, !isComparison(file, i - 1),
              !isComparison(file, i + 4), let v = duoValue(file, i + 2) else { return }
        report(file, literal: i + 2, value: v, sink: &sink)
    }

    /// True when token `k` is inside `#Preview { … }`, a type conforming to `PreviewProvider`, or the arguments of
    /// `.previewLayout(…)`/`.previewDevice(…)`.
    private func inPreview(_ file: SwiftFile, _ k: Int) -> Bool {
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
