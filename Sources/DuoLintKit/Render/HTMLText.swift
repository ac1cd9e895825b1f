/// Text from a run (paths, messages, spec ids, source lines) made safe to stand in the `html` report and in
/// `duolint render`'s SVG files, as element content or between double quotes in an attribute, whether the
/// document is read as HTML or as XML.
///
/// Every character `PrintableText` escapes is written visibly as it writes it (`\n`, `\r`, `\u{202E}`): the
/// controls, the line and paragraph separators and the bidirectional controls (which would reorder the page's
/// own words around them in a browser), and the `[` of `##[`. A character reference would not do: a browser
/// turns it back into the character, and HTML maps the C1 references (`&#133;`) to other characters. Then
/// `&`, `<`, `>`, `"` and `'` become `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;`, and noncharacters
/// (U+FFFE, U+FDD0, …, which XML does not allow) are written visibly too. So no markup, script,
/// reordering or line break from the input gets through, and no line of the document starts with the input's text.
enum HTMLText {
    /// `text` escaped (see the type's description).
    static func escape(_ text: String) -> String {
        let visible = PrintableText.escaped(text)
        guard visible.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0xEF || $0 >= 0xF0 })
        else { return visible }
        var out = ""
        out.reserveCapacity(visible.utf8.count + 16)
        for scalar in visible.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            // Noncharacters (U+FDD0–U+FDEF, U+xFFFE, U+xFFFF): not allowed in XML, a parse error in HTML.
            case let s where (0xFDD0...0xFDEF).contains(s.value) || s.value & 0xFFFE == 0xFFFE:
                out += "\\u{\(String(s.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` escaped, cut after `limit` characters (Unicode scalars) with `…`: what a spec names (screen,
    /// states, ids, titles, symbols: `nameLimit`) and messages (`messageLimit`), so a page's size stays
    /// proportional to its input however often one long name is drawn.
    static func escape(_ text: String, limit: Int) -> String {
        guard text.unicodeScalars.count > limit else { return escape(text) }
        var cut = String.UnicodeScalarView()
        cut.append(contentsOf: text.unicodeScalars.prefix(limit))
        return escape(String(cut)) + "…"
    }

    /// The most characters of a name from a spec shown (240).
    static let nameLimit = 240
    /// The most characters of a finding's message shown (1,000).
    static let messageLimit = 1_000

    /// A link to rule `id`'s page, its text the id.
    static func ruleLink(_ id: String) -> String {
        "<a class=\"rule\" href=\"\(escape(ProjectLinks.rulePage(id)))\">\(escape(id))</a>"
    }

    /// A line of source code escaped as `escape` does, its tabs kept as tabs (a `<pre>` shows them as tab
    /// stops).
    static func code(_ text: String) -> String {
        guard text.utf8.contains(0x09) else { return escape(text) }
        return text.split(separator: "\t", omittingEmptySubsequences: false).map { escape(String($0)) }.joined(separator: "\t")
    }
}
