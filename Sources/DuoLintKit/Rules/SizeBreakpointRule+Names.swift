/// `size_breakpoint`: which names measure the window or a view (size-like) and which measure content (an image, text,
/// a drawable, a map rect …), and which types' `width`/`height`/`x`/`y` are layout (see `SizeBreakpointRule`).
extension SizeBreakpointRule {
    /// The largest literal (a) judges. No iPhone or iPad window is wider or taller than 1376 pt (iPad Pro 13") and no
    /// iPhone or iPad screen more than 2868 pixels (iPhone Pro Max), so a larger number measures content: textures
    /// (`size.width > 4096`), map points (`visibleMapRect.size.width > 500_000`), video frames.
    static let largestScreenSide: Double = 3000
    /// Name endings that make an identifier size-like (`containerSize`, `windowBounds`, `keyFrame`).
    static let suffixes = ["Bounds", "Frame", "Size"].map { Array($0.utf8) }
    /// Identifier fragments (lowercased) that mark a chain as content measured in points or pixels, not the window.
    static let contentWords = ["image", "photo", "video", "texture", "pixel", "thumbnail", "icon", "natural", "keyboard",
                                       "font", "text", "label", "glyph", "pdf", "page", "print", "buffer", "camera",
                                       "title", "drawable", "output", "export", "render", "canvas", "paper", "bitmap",
                                       "maprect", "mapsize", "node", "sprite", "bounding"].map { Array($0.utf8) }
    /// Content fragments that count only as the start of a camel-case word (`faceBounds`, `detectedFaceRect`; not
    /// `interfaceBounds` or `surfaceSize`).
    static let contentWordStarts = ["face"].map { Array($0.utf8) }
    /// Name ending that marks a scroll view's or layout's content (`collectionViewContentSize`), not the window;
    /// `effectiveContentSize` (a compositional layout's container) stays size-like.
    static let contentSizeSuffix = [Array("ContentSize".utf8)]

    /// The bytes of token `k`.
    func bytes(_ file: SwiftFile, _ k: Int) -> ArraySlice<UInt8> {
        let token = file.tokens[k]
        var start = Int(token.start), end = Int(token.end)
        // `` `CGRect` `` is read as `CGRect`.
        if file.source.bytes[start] == 0x60 && end - start > 2 { start += 1; end -= 1 }
        return file.source.bytes[start..<end]
    }

    /// True when token `k` ends with one of `suffixes` (compared byte by byte, no allocation).
    func endsWith(_ file: SwiftFile, _ k: Int, _ suffixes: [[UInt8]]) -> Bool {
        let b = bytes(file, k)
        return suffixes.contains { b.count > $0.count && b.suffix($0.count).elementsEqual($0) }
    }

    /// True when the identifier at `k` names content (an image, text, a keyboard, a drawable, a map rect …;
    /// `contentSize` and names ending in `ContentSize` other than `effectiveContentSize`) rather than a view or
    /// window. ASCII case-insensitive.
    func namesContent(_ file: SwiftFile, _ k: Int) -> Bool {
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
    func contains(_ b: ArraySlice<UInt8>, _ word: [UInt8], wordStart: Bool) -> Bool {
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

    /// How many nodes of a bound value `valueNamesContent` reads: enough for any realistic receiver chain. A longer
    /// value is judged by its start (which can only keep a finding, never drop one).
    static let boundValueNodes = 64

    /// True when the value of `b` names content in its receiver chain: `let size = image.size`, `photo?.size`,
    /// `(title as NSString).size(withAttributes: a)`, `text.boundingRect(…)`, `VNImageRectForNormalizedRect(…)`.
    /// Reads the value's tree without calls' arguments, subscripts' indices, closures or strings.
    func valueNamesContent(_ file: SwiftFile, _ b: Binding) -> Bool {
        let tree = file.syntaxTree
        guard let v = expression(file, tokens: b.value) else { return false }
        var stack = [v], budget = Self.boundValueNodes
        while let n = stack.popLast(), budget > 0 {
            budget -= 1
            switch tree.kind(n) {
            case .declReferenceExpr:
                if file.kind(tree.start(n)) == .identifier && namesContent(file, tree.start(n)) { return true }
            case .functionCallExpr, .subscriptCallExpr:
                if let callee = tree.firstChild(n) { stack.append(callee) }
            case .closureExpr, .stringLiteralExpr:
                break
            default:
                var c = tree.firstChild(n)
                var children: [Int] = []
                while let k = c { children.append(k); c = tree.nextSibling(k) }
                stack.append(contentsOf: children.reversed())
            }
        }
        return false
    }

    /// True when `b` is a value of a named type that is not a view or geometry type: `var m = Mountain(height: 0)`,
    /// `let p: Product = …`, `Shelf.init(…)`. A layout type (`CGRect`, `CGSize`, a `…View`, `…Layer` …) or an
    /// unnamed value (`proxy.size`, `.init(…)`) is not.
    func boundToOtherType(_ file: SwiftFile, _ b: Binding) -> Bool {
        let tree = file.syntaxTree
        // An annotation `let m: Mountain = …` (`Mountain?`, `Mountain!` too).
        if let pattern = tree.node(exactlyAt: b.name), let annotation = tree.nextSibling(pattern), tree.kind(annotation).isType {
            var t = annotation
            if tree.kind(t) == .optionalType || tree.kind(t) == .implicitlyUnwrappedOptionalType, let inner = tree.firstChild(t) { t = inner }
            guard tree.kind(t) == .identifierType, tree.firstChild(t) == nil else { return false }
            return isTypeName(file, tree.start(t)) && !isLayoutType(file, tree.start(t))
        }
        // `Mountain(…)`, `Mountain.init(…)`.
        guard let v = expression(file, tokens: b.value), tree.kind(v) == .functionCallExpr, var callee = tree.firstChild(v) else {
            return false
        }
        if tree.kind(callee) == .memberAccessExpr, SyntaxNames(file: file, tree: tree).memberName(callee) == "init",
           let base = tree.base(ofMember: callee) { callee = base }
        guard tree.kind(callee) == .declReferenceExpr, file.kind(tree.start(callee)) == .identifier else { return false }
        return isTypeName(file, tree.start(callee)) && !isLayoutType(file, tree.start(callee))
    }

    /// True when the identifier at `k` may name a type by Swift's naming convention (`Mountain`, `Ñandú`,
    /// `` `Mountain` ``, `ǅemo`, `数値`: `NameInitial.mayNameType`).
    func isTypeName(_ file: SwiftFile, _ k: Int) -> Bool {
        NameInitial.mayNameType(file, k)
    }

    /// Type names whose `width`/`height`/`x`/`y` are layout: Core Graphics geometry and transforms, and any type named
    /// like a view or a geometry value (`…View`, `…Layout`, `…Layer`, `…Rect`, `…Size`, `…Point`, `…Frame`, `…Bounds`).
    static let layoutTypes = ["CGRect", "CGSize", "CGPoint", "NSRect", "NSSize", "NSPoint", "CGAffineTransform"]
    static let layoutTypeSuffixes = ["View", "Layout", "Layer", "Rect", "Size", "Point", "Frame", "Bounds"].map { Array($0.utf8) }

    /// True when the type name at `k` is a layout type (see `layoutTypes`).
    func isLayoutType(_ file: SwiftFile, _ k: Int) -> Bool {
        let b = bytes(file, k)
        if Self.layoutTypes.contains(where: { b.elementsEqual($0.utf8) }) { return true }
        return Self.layoutTypeSuffixes.contains { b.count >= $0.count && b.suffix($0.count).elementsEqual($0) }
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
}
