/// The `html` report's rows for the findings of a file that is not a screen spec (Swift, Info.plist, build
/// settings): one table row per finding with its place, rule (linked to its page), severity and message, and
/// under it a row across the table with the lines around it (`context` before and after), the finding's line
/// marked.
///
/// Source lines are read again (`SourceTextReader`, or the bytes of standard input), decoded as UTF-8 with
/// invalid bytes replaced, cut at `lineLimit` characters, and escaped as XML text (`XMLEscaping`): markup,
/// controls and bidirectional controls in them are shown, never obeyed. Every line of the report that holds
/// source starts with markup, so no source line starts a line of the report.
enum HTMLCodeRows {
    /// Lines shown before and after a finding's line.
    static let context = 2
    /// The most characters (Unicode scalars) of a source line shown; the rest is cut and `…` shown.
    static let lineLimit = 240

    /// The rows of `findings` (all in the file at `path`, report order), `""` without findings. `bytes` is the
    /// file's text, nil when it could not be read again (the rows then have no source).
    static func rows(_ findings: [Finding], bytes: [UInt8]?) -> String {
        guard !findings.isEmpty else { return "" }
        let lines = bytes.map(SourceTextReader.lines(of:)) ?? []
        var out = ""
        for f in findings {
            let at = f.range.start
            out += "<tr class=\"finding severity-\(f.severity.rawValue)\"><td class=\"place\">"
                + "\(escape(f.path)):\(at.line):\(at.utf8Column)</td>"
                + "<td><a class=\"rule\" href=\"\(escape(ProjectLinks.rulePage(f.ruleID)))\">\(escape(f.ruleID))</a></td>"
                + "<td><span class=\"badge\">\(f.severity.rawValue)</span></td><td class=\"message\">\(escape(f.message))</td></tr>\n"
            guard at.line >= 1 && at.line <= lines.count else { continue }
            // The source under the finding, across the row.
            out += "<tr class=\"source\"><td colspan=\"4\"><pre class=\"snippet\">"
            for k in max(1, at.line - context)...min(lines.count, at.line + context) {
                out += "<span class=\"line\(k == at.line ? " hit" : "")\"><span class=\"number\">\(k)</span>"
                    + "\(codeText(lines[k - 1]))</span>\n"
            }
            out += "</pre></td></tr>\n"
        }
        return out
    }

    /// One source line as escaped text, cut at `lineLimit` characters.
    static func codeText(_ line: ArraySlice<UInt8>) -> String {
        let text = String(decoding: line, as: UTF8.self)
        var cut = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == lineLimit { cut += "…"; break }
            cut.unicodeScalars.append(scalar)
            count += 1
        }
        return XMLEscaping.escape(cut, attribute: false)
    }

    /// `text` escaped for HTML element content or a double-quoted attribute.
    static func escape(_ text: String) -> String { XMLEscaping.escape(text, attribute: true) }
}
