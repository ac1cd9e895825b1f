/// The "Disable RULE for this line" code action's edit: a `duolint:disable:next RULE - ` directive on a new
/// line above the finding's line, with that line's indentation and line ending, in the comment syntax of the
/// file's kind (Swift, xcconfig, pbxproj `//`; screen specs `#`; Info.plists `<!-- … -->`). The text after
/// ` - ` is left for the reason.
enum DisableComment {
    /// The inserted text for `rule` above 0-based `line` of `document` (linted as `path`) and the UTF-8 offset
    /// it goes at, or nil when a line cannot go there: the line starts inside a Swift string literal or block
    /// comment that began on an earlier line (the directive would become part of it).
    static func insertion(rule: String, line: Int, path: String, document: TextDocument) -> (offset: Int, text: String)? {
        guard line >= 0, line < document.lineStarts.count else { return nil }
        let start = document.lineStarts[line]
        let end = document.lineEnd(line)
        let indentation = document.bytes[start..<end].prefix { $0 == 32 || $0 == 9 }
        let directive = "duolint:disable:next \(rule) - "
        let comment: String
        if InfoPlistReader.isInfoPlist(path) { comment = "<!-- \(directive)-->" }
        else if SpecLinter.isSpec(path) { comment = "# \(directive)" }
        else {
            if path.hasSuffix(".swift"), !startsOutsideLiterals(start, document) { return nil }
            comment = "// \(directive)"
        }
        return (start, String(decoding: indentation, as: UTF8.self) + comment + lineEnding(after: line, in: document))
    }

    /// The line break that ends `line`, else the document's first one, else `\n`.
    static func lineEnding(after line: Int, in document: TextDocument) -> String {
        func ending(_ l: Int) -> String? {
            let e = document.lineEnd(l)
            let next = l + 1 < document.lineStarts.count ? document.lineStarts[l + 1] : document.bytes.count
            return e < next ? String(decoding: document.bytes[e..<next], as: UTF8.self) : nil
        }
        return ending(line) ?? (document.lineStarts.count > 1 ? ending(0) : nil) ?? "\n"
    }

    /// True when the Swift text of `document` has no token, string literal or comment running across `offset`.
    static func startsOutsideLiterals(_ offset: Int, _ document: TextDocument) -> Bool {
        let file = SwiftFile(SourceFile(path: "line.swift", bytes: document.bytes))
        let o = UInt32(offset)
        if file.tokens.contains(where: { $0.start < o && o < $0.end }) { return false }
        // A multi-line string's segments run across its line breaks, so its lines start inside a token.
        return !file.comments.contains(where: { $0.start < o && o < $0.end })
    }
}
