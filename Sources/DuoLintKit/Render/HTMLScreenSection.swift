/// One screen spec's part of the `html` report: its heading, the findings on its bar and screen, one drawing
/// per layout with that state's findings under it, and the spec's text with numbered lines (the findings link
/// to their line there).
///
/// Every finding links to its spec line (`#PREFIX-LN`); a finding on an element or bar item also links to it
/// in the drawing, which `:target` then highlights, as hovering the finding does (a `:has()` rule per drawing).
struct HTMLScreenSection {
    /// The spec file as reported, with the options it was linted with.
    var file: ReportedFile
    /// Its findings, in report order.
    var findings: [Finding]
    /// The prefix of every `id` in the section (`HTMLReporter.anchor(of:)`).
    var prefix: String

    /// The section's HTML and its fact (`s`, anchor, screen, path, errors, warnings, notes) for the summary's
    /// list of screens; `text` is the spec's bytes, nil when they could not be read again.
    func html(text bytes: [UInt8]?) -> (html: String, fact: String) {
        let counts = FindingCounts(findings)
        guard let bytes else {
            return (heading(file.path) + "<p class=\"unread\">The spec could not be read again to draw it.</p>\n"
                    + list(findings, layout: nil) + "</section>\n", fact(screen: file.path, counts))
        }
        let source = SourceFile(path: file.path, bytes: bytes)
        guard let spec = ScreenSpecReader().read(source).spec else {
            return (heading(file.path) + "<p class=\"unread\">The spec has errors (see Input errors) and is not drawn.</p>\n"
                    + list(findings, layout: nil) + "</section>\n", fact(screen: file.path, counts))
        }
        let placement = SpecFindingPlacement(spec: spec, source: source, findings: findings)
        var out = heading(spec.screen + (spec.title.map { " — " + $0 } ?? ""))
        out += "<p class=\"path\">\(escape(file.path)) · \(escape(spec.device)) · fold band \(SpecFormat.points(file.options.foldBand)) pt</p>\n"
        out += HTMLReportStyle.legend
        let barAndScreen = placement.barItems.keys.sorted().flatMap { placement.barItems[$0]! } + placement.screen
        if !barAndScreen.isEmpty {
            out += "<h4>Bar and screen</h4>\n" + list(barAndScreen.sorted(by: Finding.reportOrder), layout: nil, placement: placement)
        }
        out += "<div class=\"states\">\n"
        for l in spec.layouts.indices {
            let drawing = SpecDrawing(spec: spec, layout: l, foldBand: file.options.foldBand, placement: placement,
                                      idPrefix: "\(prefix)-\(l)")
            // As wide as the drawing (its findings wrap under it), narrower on a narrow page.
            let width = spec.layouts[l].state.width + 2 * SpecDrawing.margin
            let style = width.isFinite && width < 1e6 ? " style=\"width: \(SpecFormat.points(width))px\"" : ""
            out += "<figure id=\"\(prefix)-\(l)-figure\"\(style)>\n" + hoverStyle(placement, layout: l)
                + drawing.svg(standalone: false)
            out += list(placement.findings(inLayout: l), layout: l, placement: placement) + "</figure>\n"
        }
        out += "</div>\n" + sourceListing(source)
        return (out + "</section>\n", fact(screen: spec.screen, counts))
    }

    /// The section's start: `<section>` and its heading.
    func heading(_ title: String) -> String {
        "<section class=\"screen\" id=\"\(prefix)\">\n<h3>\(escape(title))</h3>\n"
    }

    /// The summary's fact for this spec.
    func fact(screen: String, _ c: FindingCounts) -> String {
        ["s", prefix, screen, file.path, "\(c.errors)", "\(c.warnings)", "\(c.notes)"].map(HTMLReporter.factField).joined(separator: "\t")
    }

    /// The findings as a list, each with its severity, message, rule, spec line and (when placed on one in
    /// `layout`, or on a bar item) the element it concerns. "No findings." for none.
    func list(_ findings: [Finding], layout: Int?, placement: SpecFindingPlacement? = nil) -> String {
        guard !findings.isEmpty else { return "<p class=\"clean\">No findings.</p>\n" }
        var out = "<ol class=\"findings\">\n"
        for f in findings {
            var target = ""
            if let placement, let layout, let k = placement.elements[layout].first(where: { $0.value.contains(f) })?.key {
                target = "\(prefix)-\(layout)-e\(k)"
            } else if let placement, layout == nil, !placement.layouts.isEmpty,
                      let k = placement.barItems.first(where: { $0.value.contains(f) })?.key {
                // A bar item is drawn in every layout with a bar strip: the link goes to the first drawing's.
                target = "\(prefix)-0-b\(k)"
            }
            out += "<li class=\"severity-\(f.severity.rawValue)\"\(target.isEmpty ? "" : " data-target=\"\(target)\"")>"
            out += "<span class=\"badge\">\(f.severity.rawValue)</span> "
            if !target.isEmpty { out += "<a class=\"element-link\" href=\"#\(target)\">\(escape(Self.subject(of: f)))</a> " }
            out += escape(f.message)
            out += " <a class=\"rule\" href=\"\(escape(ProjectLinks.rulePage(f.ruleID)))\">\(escape(f.ruleID))</a>"
            out += " <a class=\"line\" href=\"#\(prefix)-L\(f.range.start.line)\">line \(f.range.start.line)</a></li>\n"
        }
        return out + "</ol>\n"
    }

    /// What a finding is about, as its message starts: `buy (button)`, `plans`; the message's first word.
    static func subject(of f: Finding) -> String {
        let words = f.message.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        if words.count > 1, words[1].hasPrefix("("), words[1].hasSuffix(")") { return words[0] + " " + words[1] }
        if f.message.hasPrefix("Bar item "), words.count > 2 { return String(words[2].split(separator: " ").first ?? "") }
        return words.first.map(String.init) ?? ""
    }

    /// A `<style>` that outlines an element of layout `layout` while the pointer is on one of its findings
    /// (`:has()`), or nothing when no element of the layout has findings.
    func hoverStyle(_ placement: SpecFindingPlacement, layout: Int) -> String {
        let targets = placement.elements[layout].keys.sorted().map { "\(prefix)-\(layout)-e\($0)" }
        guard !targets.isEmpty else { return "" }
        let figure = "#\(prefix)-\(layout)-figure"
        return "<style>" + targets.map { "\(figure):has(li[data-target=\"\($0)\"]:hover) #\($0) .frame { stroke-width: 8; }" }
            .joined(separator: " ") + "</style>\n"
    }

    /// The spec's text with numbered lines, each with the id `PREFIX-LN`, in a closed `<details>` (opened by a
    /// link to one of its lines). Lines longer than `HTMLCodeRows.lineLimit` characters are cut with `…`.
    func sourceListing(_ source: SourceFile) -> String {
        var out = "<details class=\"source\"><summary>\(escape(file.path))</summary><pre>"
        for (k, line) in SourceTextReader.lines(of: source.bytes).enumerated() {
            out += "<span class=\"line\" id=\"\(prefix)-L\(k + 1)\"><span class=\"number\">\(k + 1)</span>"
                + "\(HTMLCodeRows.codeText(line))</span>\n"
        }
        return out + "</pre></details>\n"
    }

    /// `text` escaped for HTML element content or a double-quoted attribute.
    func escape(_ text: String) -> String { XMLEscaping.escape(text, attribute: true) }
}
