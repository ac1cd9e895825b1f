/// The `html` report's rows for the findings of a file that is not a screen spec (Swift, Info.plist, build
/// settings): one table row per finding with its place, rule (linked to its page), severity and message, and
/// under it a row across the table with the lines around it (`context` before and after), the finding's line
/// marked.
///
/// Source lines are read again (`SourceTextReader`, or the bytes of standard input), cut where `LineTable`
/// cuts them (`\n`, `\r\n` or a lone `\r`, as every reporter numbers lines), decoded as UTF-8 with invalid
/// bytes replaced, shown `lineLimit` characters at most (around the finding's column on its line), and
/// escaped (`HTMLText`): markup, controls and bidirectional controls in them are shown, never obeyed. Every
/// line of the report that holds source starts with markup, so no source line starts a line of the report.
enum HTMLCodeRows {
    /// Lines shown before and after a finding's line.
    static let context = 2
    /// The most characters (Unicode scalars) of a source line shown; the rest is cut and `…` shown.
    static let lineLimit = 240

    /// The rows of `findings` (all in the file at `path`, report order), `""` without findings. `bytes` is the
    /// file's text, nil when it could not be read again (the rows then have no source).
    static func rows(_ findings: [Finding], bytes: [UInt8]?) -> String {
        var out = ""
        rows(findings, bytes: bytes) { out += $0 }
        return out
    }

    /// `rows(_:bytes:)` handed to `write` in pieces of whole rows, each about `pieceSize` bytes (the last may be
    /// smaller; nothing without findings): their concatenation is the rows.
    static func rows(_ findings: [Finding], bytes: [UInt8]?, _ write: (String) -> Void) {
        guard !findings.isEmpty else { return }
        // A binary file (a binary Info.plist) has no lines to show.
        let text = bytes.flatMap { $0.starts(with: Array("bplist".utf8)) || Linter.looksBinary($0) ? nil : $0 }
        let lines = text.map { Self.lines(of: SourceFile(path: "", bytes: $0)) } ?? []
        var out = ""
        for f in findings {
            if out.utf8.count >= pieceSize {
                write(out)
                out = ""
            }
            let at = f.range.start
            out += "<tr class=\"finding severity-\(f.severity.rawValue)\"><td class=\"place\">"
                + "\(HTMLText.escape(f.path)):\(at.line):\(at.utf8Column)</td>"
                + "<td>\(HTMLText.ruleLink(f.ruleID))</td>"
                + "<td><span class=\"badge\">\(f.severity.rawValue)</span></td><td class=\"message\">\(HTMLText.escape(f.message, limit: HTMLText.messageLimit))</td></tr>\n"
            guard at.line >= 1 && at.line <= lines.count else { continue }
            // The source under the finding, across the row.
            out += "<tr class=\"source\"><td colspan=\"4\"><pre class=\"snippet\">"
            for k in max(1, at.line - context)...min(lines.count, at.line + context) {
                out += "<span class=\"line\(k == at.line ? " hit" : "")\"><span class=\"number\">\(k)</span>"
                    + "\(codeText(lines[k - 1], around: k == at.line ? at.utf8Column : nil))</span>\n"
            }
            out += "</pre></td></tr>\n"
        }
        if !out.isEmpty { write(out) }
    }

    /// The size (UTF-8 bytes) from which `rows(_:bytes:_:)` hands its rows over.
    static let pieceSize = 64 << 10

    /// The lines of `source` as `LineTable` cuts them, without their line breaks (and the byte-order mark),
    /// and without the empty line `LineTable` counts after a final line break.
    static func lines(of source: SourceFile) -> [ArraySlice<UInt8>] {
        let starts = source.lines.lineStarts, bytes = source.bytes
        let count = starts.count > 1 && starts.last == bytes.count ? starts.count - 1 : starts.count
        return (0..<count).map { k in
            let start = k == 0 ? min(source.lines.bomLength, bytes.count) : starts[k]
            var end = k + 1 < starts.count ? starts[k + 1] : bytes.count
            // A line before the file's last ends with `\n`, `\r\n` or `\r`.
            if k + 1 < starts.count {
                if end > start && bytes[end - 1] == 0x0A { end -= 1 }
                if end > start && bytes[end - 1] == 0x0D { end -= 1 }
            }
            return bytes[start..<max(start, end)]
        }
    }

    /// One source line as escaped text of at most `lineLimit` characters: from its start, or, when `column`
    /// (UTF-8, 1-based) lies past the first `lineLimit` bytes, from 80 bytes before it, with `…` where cut.
    static func codeText(_ line: ArraySlice<UInt8>, around column: Int?) -> String {
        var start = line.startIndex
        if let column, column - 1 > lineLimit {
            start = min(line.endIndex, line.startIndex + column - 1 - 80)
            while start < line.endIndex && line[start] & 0xC0 == 0x80 { start += 1 }  // not inside a character
        }
        let text = String(decoding: line[start...], as: UTF8.self)
        var cut = start > line.startIndex ? "…" : ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == lineLimit { cut += "…"; break }
            cut.unicodeScalars.append(scalar)
            count += 1
        }
        return HTMLText.code(cut)
    }
}
