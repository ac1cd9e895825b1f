/// One screen spec's part of the `html` report: its heading, the findings on its bar and screen, one drawing
/// per layout with that state's findings under it, and the spec's text with numbered lines (the findings link
/// to their line there).
///
/// Every finding links to its spec line (`#PREFIX-LN`); a finding on an element or bar item also links to it
/// in the drawing, which `:target` then outlines more thickly.
struct HTMLScreenSection {
    /// The spec file as reported, with the options it was linted with.
    var file: ReportedFile
    /// Its findings, in report order.
    var findings: [Finding]
    /// The prefix of every `id` in the section (`HTMLReporter.anchor(of:)`).
    var prefix: String

    /// The widest figure given its drawing's width, in CSS pixels; a wider (absurd) canvas gets the page's width.
    static let widestFigure = 100_000.0

    /// The section's HTML and its fact (`s`, anchor, screen, path, errors, warnings, notes, and `drawn` or
    /// `not drawn`) for the summary's list of screens; `bytes` is the spec's text, nil when it could not be
    /// read again.
    func html(text bytes: [UInt8]?) -> (html: String, fact: String) {
        let counts = FindingCounts(findings)
        guard let bytes else {
            return (heading(file.path) + "<p class=\"unread\">The spec could not be read again to draw it.</p>\n"
                    + unplaced() + "</section>\n", fact(screen: file.path, counts, drawn: false))
        }
        let source = SourceFile(path: file.path, bytes: bytes)
        guard let spec = ScreenSpecReader().read(source).spec else { return notDrawn() }
        let placement = SpecFindingPlacement(spec: spec, source: source, findings: findings)
        var out = heading(spec.screen + (spec.title.map { " — " + $0 } ?? ""))
        out += "<p class=\"path\">\(HTMLText.escape(file.path)) · \(HTMLText.escape(spec.device)) · fold band \(SpecFormat.points(file.options.foldBand)) pt"
            + " (or an active fold's own width, where wider)</p>\n"
        out += HTMLReportStyle.legend
        // A bar item is drawn in every layout with a bar strip: its findings link to the first such drawing's.
        let barLayout = spec.layouts.firstIndex { !$0.state.barStrips.isEmpty }
        if !placement.barAndScreen.isEmpty {
            out += "<h4>Bar and screen</h4>\n" + list(placement.barAndScreen.map { entry in
                let target = entry.barItem.flatMap { b in barLayout.map { ("\(prefix)-\($0)-b\(b)", spec.bar[b].id) } }
                return (entry.finding, target)
            })
        }
        out += "<div class=\"states\">\n"
        for l in spec.layouts.indices {
            let drawing = SpecDrawing(spec: spec, layout: l, foldBand: file.options.foldBand, placement: placement,
                                      idPrefix: "\(prefix)-\(l)")
            // As wide as the drawing (its findings wrap under it), narrower on a narrow page.
            let width = spec.layouts[l].state.width + 2 * SpecDrawing.margin
            let style = width.isFinite && width < Self.widestFigure ? " style=\"width: \(SpecFormat.points(width))px\"" : ""
            out += "<figure id=\"\(prefix)-\(l)-figure\"\(style)>\n" + drawing.svg(standalone: false)
            let elements = spec.layouts[l].elements
            out += list(placement.listed[l].map { entry in
                (entry.finding, entry.element.map { ("\(prefix)-\(l)-e\($0)", "\(elements[$0].id) (\(elements[$0].kind.rawValue))") })
            }) + "</figure>\n"
        }
        out += "</div>\n" + sourceListing(source)
        return (out + "</section>\n", fact(screen: spec.screen, counts, drawn: true))
    }

    /// The section of a spec with input errors: its path, a pointer to the errors, its findings.
    func notDrawn() -> (html: String, fact: String) {
        (heading(file.path) + "<p class=\"unread\">The spec has input errors (see <a href=\"#input-errors\">Input errors</a>) "
            + "and is not drawn.</p>\n" + unplaced() + "</section>\n", fact(screen: file.path, FindingCounts(findings), drawn: false))
    }

    /// The section's start: `<section>` and its heading.
    func heading(_ title: String) -> String {
        "<section class=\"screen\" id=\"\(prefix)\">\n<h3>\(HTMLText.escape(title, limit: HTMLText.nameLimit))</h3>\n"
    }

    /// The summary's fact for this spec.
    func fact(screen: String, _ c: FindingCounts, drawn: Bool) -> String {
        ["s", prefix, screen, file.path, "\(c.errors)", "\(c.warnings)", "\(c.notes)", drawn ? "drawn" : "not drawn"]
            .map(HTMLReporter.factField).joined(separator: "\t")
    }

    /// The findings of a spec that is not drawn, with their spec lines (the listing is not shown: no links).
    func unplaced() -> String { list(findings.map { ($0, nil) }, linksLines: false) }

    /// The findings as a list, each with its severity, what it is about (linked to `target`'s id in the
    /// drawing, with the element's or bar item's name), message, rule and spec line. "No findings." for none.
    func list(_ entries: [(finding: Finding, target: (id: String, name: String)?)], linksLines: Bool = true) -> String {
        guard !entries.isEmpty else { return "<p class=\"clean\">No findings.</p>\n" }
        var out = "<ol class=\"findings\">\n"
        for (f, target) in entries {
            out += "<li class=\"severity-\(f.severity.rawValue)\"><span class=\"badge\">\(f.severity.rawValue)</span> "
            if let target { out += "<a class=\"element-link\" href=\"#\(target.id)\">\(HTMLText.escape(target.name, limit: HTMLText.nameLimit))</a> " }
            out += HTMLText.escape(f.message, limit: HTMLText.messageLimit)
            out += " " + HTMLText.ruleLink(f.ruleID) + " "
            out += linksLines ? "<a class=\"line\" href=\"#\(prefix)-L\(f.range.start.line)\">line \(f.range.start.line)</a></li>\n"
                              : "<span class=\"line\">line \(f.range.start.line)</span></li>\n"
        }
        return out + "</ol>\n"
    }

    /// The spec's text with numbered lines (as every reporter numbers them: `LineTable`), each with the id
    /// `PREFIX-LN`, in a closed `<details>` (opened by a link to one of its lines). Lines longer than
    /// `HTMLCodeRows.lineLimit` characters are cut with `…`.
    func sourceListing(_ source: SourceFile) -> String {
        var out = "<details class=\"source\"><summary>\(HTMLText.escape(file.path))</summary><pre>"
        for (k, line) in HTMLCodeRows.lines(of: source).enumerated() {
            out += "<span class=\"line\" id=\"\(prefix)-L\(k + 1)\"><span class=\"number\">\(k + 1)</span>"
                + "\(HTMLCodeRows.codeText(line, around: nil))</span>\n"
        }
        return out + "</pre></details>\n"
    }
}
