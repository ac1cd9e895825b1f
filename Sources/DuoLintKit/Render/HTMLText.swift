/// Text from a run (paths, messages, spec ids, source lines) made safe to stand in the `html` report and in
/// `duolint render`'s SVG files, as element content or between double quotes in an attribute, whether the
/// document is read as HTML or as XML.
///
/// Every character `PrintableText` escapes is written visibly as it writes it (`\n`, `\r`, `\u{202E}`): the
/// controls, the line and paragraph separators and the bidirectional controls (which would reorder the page's
/// own words around them in a browser), and the `[` of `##[`. A character reference would not do: a browser
/// turns it back into the character, and HTML maps the C1 references (`&#133;`) to other characters. Then
/// `&`, `<`, `>`, `"` and `'` become `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;`. So no markup, script,
/// reordering or line break from the input gets through, and no line of the document starts with the input's text.
enum HTMLText {
    /// `text` escaped (see the type's description).
    static func escape(_ text: String) -> String {
        let visible = PrintableText.escaped(text)
        guard visible.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return visible }
        var out = ""
        out.reserveCapacity(visible.utf8.count + 16)
        for scalar in visible.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A line of source code escaped as `escape` does, its tabs kept as tabs (a `<pre>` shows them as tab
    /// stops).
    static func code(_ text: String) -> String {
        guard text.utf8.contains(0x09) else { return escape(text) }
        return text.split(separator: "\t", omittingEmptySubsequences: false).map { escape(String($0)) }.joined(separator: "\t")
    }
}
