/// One layout of a screen spec drawn as SVG on its device state's geometry (`DeviceGeometry`, the table the
/// spec rules read; nothing re-typed here): the canvas at scale, the safe area, the bar strips with the
/// screen's bar items in their order, the fold line and, for an active fold, the fold band, the Split View
/// edge, and every element as a labelled rectangle outlined in the colour of its worst finding.
///
/// Coordinates are the spec's points (origin top-left of the canvas); the SVG's `viewBox` is the canvas with
/// a margin and a caption above it, and its `width`/`height` are the canvas's size in CSS pixels (1 pt = 1 px),
/// so a browser draws it at the device's size in points unless a style scales it. Colours come from classes
/// styled by `SpecDrawingStyle.css`; every text from the spec is escaped (`HTMLText`).
public struct SpecDrawing: Sendable {
    /// The screen.
    public var spec: ScreenSpec
    /// The index of the layout drawn, in `spec.layouts`.
    public var layout: Int
    /// The fold band's width in points (`--fold-band`, the file's `fold_band`, 27 by default).
    public var foldBand: Double
    /// The findings placed on the spec (`SpecFindingPlacement`): they colour elements and bar items.
    public var placement: SpecFindingPlacement
    /// The prefix of the drawing's `id` attributes (unique in a report): the layout's group is `PREFIX`, an
    /// element's `PREFIX-eN`, a bar item's `PREFIX-bN` (N its index in the layout or the bar).
    public var idPrefix: String

    /// The margin around the canvas, the height of the caption above it and of the legend below it (standalone
    /// only), in points.
    static let margin = 8.0, captionHeight = 28.0, legendHeight = 24.0

    /// A drawing of `spec.layouts[layout]`.
    public init(spec: ScreenSpec, layout: Int, foldBand: Double, placement: SpecFindingPlacement, idPrefix: String) {
        self.spec = spec
        self.layout = layout
        self.foldBand = foldBand
        self.placement = placement
        self.idPrefix = idPrefix
    }

    /// The drawing as an `<svg>` element. With `standalone`, an SVG document of its own (XML declaration,
    /// namespace, the drawing's style embedded) for `duolint render`; without, markup to place in an HTML page
    /// whose style sheet holds `SpecDrawingStyle.css`.
    public func svg(standalone: Bool) -> String {
        let state = spec.layouts[layout].state
        let (w, h) = (state.width, state.height)
        let m = Self.margin, top = Self.captionHeight, bottom = standalone ? Self.legendHeight : 0
        var out = standalone ? "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" : ""
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"duo-drawing\" id=\"\(idPrefix)\" "
            + "viewBox=\"\(n(-m)) \(n(-m - top)) \(n(w + 2 * m)) \(n(h + 2 * m + top + bottom))\" "
            + "width=\"\(n(w + 2 * m))\" height=\"\(n(h + 2 * m + top + bottom))\" role=\"img\" "
            + "aria-label=\"\(text("\(spec.screen) in \(state.name)"))\">\n"
        out += "<title>\(text("\(spec.screen) in \(state.name), \(n(w)) × \(n(h)) pt"))</title>\n"
        if standalone { out += "<style>\n\(SpecDrawingStyle.css)</style>\n" }
        out += "<text class=\"caption\" x=\"0\" y=\"\(n(-top + 12))\">\(text(caption(state)))</text>\n"
        out += "<rect class=\"canvas\" x=\"0\" y=\"0\" width=\"\(n(w))\" height=\"\(n(h))\"/>\n"
        let strips = state.barStrips
        for strip in strips {
            let r = strip.rectangle(width: w, height: h)
            out += "<rect class=\"bar-strip\" data-bar=\"\(strip.bar.rawValue)\" x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\"/>\n"
        }
        if let fold = state.fold, fold.active {
            let band = fold.band(width: foldBand)
            let r = fold.axis == .vertical ? (band.start, 0, band.end - band.start, h) : (0, band.start, w, band.end - band.start)
            out += "<rect class=\"fold-band\" x=\"\(n(r.0))\" y=\"\(n(r.1))\" width=\"\(n(r.2))\" height=\"\(n(r.3))\"/>\n"
        }
        for (k, e) in spec.layouts[layout].elements.enumerated() { out += element(e, index: k) }
        if let fold = state.fold { out += foldLine(fold, width: w, height: h) }
        if let x = state.splitViewEdge {
            out += "<line class=\"split-edge\" x1=\"\(n(x))\" y1=\"0\" x2=\"\(n(x))\" y2=\"\(n(h))\"/>\n"
        }
        let s = state.safeArea
        out += "<rect class=\"safe-area\" x=\"\(n(s.left))\" y=\"\(n(s.top))\" width=\"\(n(max(0, w - s.left - s.right)))\" "
            + "height=\"\(n(max(0, h - s.top - s.bottom)))\"/>\n"
        out += barItems(strips, width: w, height: h)
        if standalone { out += legend(y: h + m + 16) }
        return out + "</svg>\n"
    }

    /// `Paywall · inner-book · 951 × 669 pt · fold at x 475.5, band 462–489`.
    func caption(_ state: DeviceState) -> String {
        var parts = ["\(spec.screen) · \(state.name) · \(n(state.width)) × \(n(state.height)) pt"]
        if let fold = state.fold {
            let axis = fold.axis == .vertical ? "x" : "y"
            if fold.active {
                let band = fold.band(width: foldBand)
                parts.append("fold at \(axis) \(n(fold.position)), band \(n(band.start))–\(n(band.end))")
            } else {
                parts.append("flat fold at \(axis) \(n(fold.position))")
            }
        }
        if state.splitViewEdge != nil { parts.append("Split View") }
        return parts.joined(separator: " · ")
    }

    /// One element: its frame outlined by its worst finding's severity, filled by its kind, with its id and
    /// kind as a label clipped to the frame.
    func element(_ e: SpecElement, index k: Int) -> String {
        let findings = placement.elements[layout][k] ?? []
        let severity = SpecFindingPlacement.worst(findings)?.rawValue ?? "none"
        let kind = e.kind == .background ? "background" : e.kind.isInteractive ? "control" : e.kind.isContainer ? "container" : "content"
        let (x, y, w, h) = (e.x, e.y, max(0, e.width), max(0, e.height))
        var out = "<g class=\"element \(kind) severity-\(severity)\" id=\"\(idPrefix)-e\(k)\">"
        out += "<title>\(text("\(e.id) (\(e.kind.rawValue)) at \(n(x)), \(n(y)), \(n(w)) × \(n(h)) pt"))\(titleLines(findings))</title>"
        out += "<rect class=\"frame\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\"/>"
        // A grid's columns (`odd_grid_columns`: the middle one of an odd count straddles the fold), at most 64.
        if e.kind == .grid, let columns = e.columns, columns > 1, columns <= 64 {
            for c in 1..<columns {
                let cx = x + w * Double(c) / Double(columns)
                out += "<line class=\"grid-column\" x1=\"\(n(cx))\" y1=\"\(n(y))\" x2=\"\(n(cx))\" y2=\"\(n(y + h))\"/>"
            }
        }
        // A nested viewport clips the label to the frame; a background's label goes to its bottom, out of the
        // way of the elements in front of it, which often start at its corner.
        let labelY = e.kind == .background ? max(16, h - 6) : 16
        out += "<svg x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\"><text class=\"label\" x=\"6\" y=\"\(n(labelY))\">"
            + "\(text(e.id))<tspan class=\"kind\"> \(text(e.kind.rawValue))</tspan></text></svg>"
        return out + "</g>\n"
    }

    /// The fold's line, solid for an active fold and dashed for a flat one, with its position.
    func foldLine(_ fold: Fold, width w: Double, height h: Double) -> String {
        let p = fold.position
        let (x1, y1, x2, y2) = fold.axis == .vertical ? (p, 0, p, h) : (0, p, w, p)
        return "<line class=\"fold-line\(fold.active ? " active" : "")\" x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\"/>\n"
    }

    /// The screen's bar items in its first bar strip, in the spec's order: top to bottom in a vertical bar, left
    /// to right in a top bar; each shows the symbol and the title the spec gives it (cut with `…` to its
    /// width), and its findings in its tooltip. Items share the strip's length when 52 pt (vertical) or 120 pt
    /// (horizontal) each would not fit, down to 16 pt. Nothing without a strip.
    func barItems(_ strips: [BarStrip], width w: Double, height h: Double) -> String {
        guard !spec.bar.isEmpty, let strip = strips.first(where: { $0.bar != .bottom }) ?? strips.first else { return "" }
        var out = ""
        let gap = 6.0
        let across = max(0, strip.end - strip.start - 2 * gap)
        let length = strip.alongX ? h : w
        let fit = (length - gap) / Double(spec.bar.count) - gap
        let along = max(16, min(strip.alongX ? 52.0 : 120.0, fit))
        let itemWidth = strip.alongX ? across : along
        // About 6.6 pt a character at the 10–11 pt of the item's text.
        let characters = max(1, Int((itemWidth - 6) / 6.6))
        for (k, item) in spec.bar.enumerated() {
            let offset = gap + Double(k) * (along + gap)
            let (x, y, iw, ih) = strip.alongX ? (strip.start + gap, offset, across, along) : (offset, strip.start + gap, along, across)
            let findings = placement.barItems[k] ?? []
            let severity = SpecFindingPlacement.worst(findings)?.rawValue ?? "none"
            out += "<g class=\"bar-item severity-\(severity)\" id=\"\(idPrefix)-b\(k)\">"
            out += "<title>\(text("bar item \(item.id) (\(item.role.rawValue))"))\(titleLines(findings))</title>"
            out += "<rect class=\"frame\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(iw))\" height=\"\(n(ih))\" rx=\"6\"/>"
            out += "<svg x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(iw))\" height=\"\(n(ih))\">"
            let lines = [(item.symbol, "symbol"), (item.title, "title")].compactMap { t, c in t.map { ($0, c) } }
            for (i, (t, c)) in (lines.isEmpty ? [(item.id, "symbol")] : lines).enumerated() {
                let shown = t.count > characters ? String(t.prefix(max(1, characters - 1))) + "…" : t
                out += "<text class=\"\(c)\" x=\"4\" y=\"\(14 * (i + 1) + 2)\">\(text(shown))</text>"
            }
            out += "</svg></g>\n"
        }
        return out
    }

    /// Each finding as a line of a tooltip (`\n`, then `severity: message (rule)`).
    func titleLines(_ findings: [Finding]) -> String {
        findings.map { "\n" + HTMLText.escape("\($0.severity.rawValue): \($0.message) (\($0.ruleID))", limit: HTMLText.messageLimit) }.joined()
    }

    /// The legend of a standalone drawing, at `y`: the outline colours and the marks.
    func legend(y: Double) -> String {
        var out = "<g class=\"legend\">"
        var x = 0.0
        for (label, cls) in [("error", "severity-error"), ("warning", "severity-warning"), ("note", "severity-note"),
                             ("no finding", "severity-none"), ("fold band", "fold-band"), ("bar", "bar-strip")] {
            let swatch = cls.hasPrefix("severity") ? "<g class=\"element \(cls)\"><rect class=\"frame\" x=\"\(n(x))\" y=\"\(n(y - 10))\" width=\"12\" height=\"12\" style=\"stroke-width: 3\"/></g>"
                : "<rect class=\"\(cls)\" x=\"\(n(x))\" y=\"\(n(y - 10))\" width=\"12\" height=\"12\"/>"
            out += swatch + "<text x=\"\(n(x + 16))\" y=\"\(n(y))\">\(label)</text>"
            x += 22 + Double(label.count) * 7.5
        }
        return out + "</g>\n"
    }

    /// `value` as an SVG number: `475.5`, `84`; not-a-number or infinite values (not valid SVG) as 0.
    func n(_ value: Double) -> String { value.isFinite ? SpecFormat.points(value) : "0" }
    /// `value` escaped for element content or a double-quoted attribute, cut at `HTMLText.nameLimit` characters.
    func text(_ value: String) -> String { HTMLText.escape(value, limit: HTMLText.nameLimit) }
}
