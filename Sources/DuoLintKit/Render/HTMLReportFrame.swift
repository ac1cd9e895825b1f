/// One streamed `html` run: the screens' sections written (to the writer's spool) as they come, the code rows
/// kept in a spool of their own for the second part, and the facts counted for the summary written first.
final class HTMLReportFrame: ReportFrame {
    private let reporter: HTMLReporter
    /// Findings by rule id and severity.
    private var perRule: [String: FindingCounts] = [:]
    /// The screens, in file order: anchor, screen, path and counts.
    private var screens: [(anchor: String, screen: String, path: String, counts: FindingCounts, drawn: Bool)] = []
    /// The code rows (made with the first one).
    private var rows: ReportSpool?

    init(reporter: HTMLReporter) {
        self.reporter = reporter
    }

    /// Writes a screen's section, spools a file's rows and counts its facts. Facts are tab-separated fields
    /// (`HTMLReporter.factField`): `f RULE SEVERITY` for each finding, `s ANCHOR SCREEN PATH ERRORS WARNINGS
    /// NOTES drawn|not drawn` for each screen spec (`HTMLScreenSection.fact`).
    func place(_ section: ReportSection, _ write: (String) -> Void) {
        for fact in section.facts {
            let f = HTMLReporter.fields(fact)
            if f.first == "f", f.count == 3, let severity = Severity(rawValue: f[2]) {
                perRule[f[1], default: FindingCounts()].add(severity)
            } else if f.first == "s", f.count == 8 {
                screens.append((f[1], f[2], f[3], FindingCounts(errors: Int(f[4]) ?? 0, warnings: Int(f[5]) ?? 0, notes: Int(f[6]) ?? 0),
                                f[7] == "drawn"))
            }
        }
        for piece in section.pieces { write(piece) }
        if !section.appendix.isEmpty || section.deferredAppendix != nil {
            let spool = rows ?? ReportSpool()
            rows = spool
            if !section.appendix.isEmpty { spool.write(section.appendix) }
            section.deferredAppendix?.write([]) { spool.write($0) }
        }
    }

    /// The page up to the screens' sections, and from the code table's end to the page's end.
    func ends(for run: LintRun) -> (head: String, tail: String) {
        (head(run), tail(run))
    }

    /// The code table: its heading and head, the spooled rows, its end; nothing without rows.
    func copyAppendix(to write: (String) -> Void) -> String? {
        guard let rows else { return nil }
        write("<h2 id=\"code\">Swift, Info.plist and build settings</h2>\n<div class=\"table-wrap\"><table class=\"code\">\n"
              + "<colgroup><col class=\"place\"><col class=\"rule\"><col class=\"severity\"><col class=\"message\"></colgroup>\n"
              + "<thead><tr><th>Place</th><th>Rule</th><th>Severity</th><th>Message and source</th></tr></thead>\n<tbody>\n")
        if let failure = rows.copy(to: write) { return failure }
        write("</tbody></table></div>\n")
        self.rows = nil
        return nil
    }

    /// The whole page of a run that has no screens and no code rows.
    func emptyPage(_ run: LintRun) -> String { head(run) + tail(run) }

    /// The page's head and summary, and the screens' heading.
    func head(_ run: LintRun) -> String {
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<meta name=\"color-scheme\" content=\"light dark\">\n<title>duolint report</title>\n"
            + "<style>\n\(HTMLReportStyle.css)</style>\n</head>\n<body>\n<header>\n<h1>duolint report</h1>\n"
        out += "<p class=\"meta\">duolint \(HTMLText.escape(reporter.version)) · \(plural(run.fileCount, "file")) · \(plural(run.lineCount, "line"))"
            + " · \(plural(screens.count, "screen spec"))</p>\n"
        if !reporter.configuration.isEmpty {
            out += "<ul class=\"meta\">" + reporter.configuration.map { "<li>\(HTMLText.escape($0))</li>" }.joined() + "</ul>\n"
        }
        out += "</header>\n<h2 id=\"summary\">Summary</h2>\n<p>" + summaryLine(run.counts)
        if !run.inputErrors.isEmpty { out += " <a href=\"#input-errors\">\(plural(run.inputErrors.count, "input error"))</a>." }
        out += "</p>\n"
        if !perRule.isEmpty {
            out += "<div class=\"table-wrap\"><table class=\"rules\" style=\"max-width: 720px\">\n<thead><tr><th>Rule</th><th>Severity</th><th>Findings</th></tr></thead>\n<tbody>\n"
            for rule in perRule.keys.sorted() {
                for severity in [Severity.error, .warning, .note] where perRule[rule]!.count(severity) > 0 {
                    out += "<tr class=\"severity-\(severity.rawValue)\"><td>\(HTMLText.ruleLink(rule))</td><td><span class=\"badge\">\(severity.rawValue)</span></td><td>\(perRule[rule]!.count(severity))</td></tr>\n"
                }
            }
            out += "</tbody></table></div>\n"
        }
        if !screens.isEmpty {
            out += "<h3>Screen specs</h3>\n<ul class=\"screens\">\n"
            for s in screens {
                out += "<li><a href=\"#\(s.anchor)\">\(HTMLText.escape(s.screen, limit: HTMLText.nameLimit))</a> <span class=\"path\">\(HTMLText.escape(s.path))</span> — "
                    + "\(s.drawn ? "" : "not drawn (input errors) — ")\(s.counts.total == 0 ? "no findings" : summaryCounts(s.counts))</li>\n"
            }
            out += "</ul>\n<h2 id=\"screens\">Screens</h2>\n"
        }
        return out
    }

    /// The input errors and the page's end.
    func tail(_ run: LintRun) -> String {
        var out = ""
        if !run.inputErrors.isEmpty {
            out += "<h2 id=\"input-errors\">Input errors</h2>\n<p>The run exits with status 2.</p>\n<div class=\"table-wrap\"><table>\n"
                + "<thead><tr><th>Place</th><th>Message</th></tr></thead>\n<tbody>\n"
            for e in run.inputErrors {
                let place = e.path + (e.line.map { ":\($0)" + (e.column.map { ":\($0)" } ?? "") } ?? "")
                out += "<tr class=\"severity-error\"><td class=\"place\">\(HTMLText.escape(place))</td><td>\(HTMLText.escape(e.message))</td></tr>\n"
            }
            out += "</tbody></table></div>\n"
        }
        return out + "</body>\n</html>\n"
    }

    /// `3 findings: 1 error, 1 warning, 1 note.`, or `No findings.`
    func summaryLine(_ c: FindingCounts) -> String {
        c.total == 0 ? "No findings." : "\(plural(c.total, "finding")): \(summaryCounts(c))."
    }

    /// `1 error, 2 warnings, 0 notes`.
    func summaryCounts(_ c: FindingCounts) -> String {
        "\(plural(c.errors, "error")), \(plural(c.warnings, "warning")), \(plural(c.notes, "note"))"
    }

    /// `1 file`, `2 files`.
    func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}
