/// The "Disable RULE for this line" code action's edit: a `duolint:disable:next RULE - ` directive on a new
/// line above the finding's line, with that line's indentation and line ending, in the comment syntax of the
/// file's kind (Swift, xcconfig, pbxproj `//`; screen specs `#`; Info.plists `<!-- … -->`). The text after
/// ` - ` is left for the reason.
enum DisableComment {
    /// The inserted text for `rule` above 0-based `line` of `document` (linted as `path`) and the UTF-8 offset
    /// it goes at, or nil when a line cannot go there: the line starts inside a Swift string literal or block
    /// comment that began on an earlier line (the directive would become part of it), inside a spec's scalar
    /// (`YAMLComments.lineStartsOutsideScalars`), or inside an Info.plist's comment, element text or XML
    /// declaration (`PlistComment`).
    /// `swift` holds the spans of a Swift document (made once per code action request), nil for other kinds.
    static func insertion(rule: String, line: Int, path: String, document: TextDocument, swift: SwiftLiteralSpans?) -> (offset: Int, text: String)? {
        guard line >= 0, line < document.lineStarts.count else { return nil }
        let start = document.lineStarts[line]
        let end = document.lineEnd(line)
        let indentation = document.bytes[start..<end].prefix { $0 == 32 || $0 == 9 }
        let directive = "duolint:disable:next \(rule) - "
        let comment: String
        if InfoPlistReader.isInfoPlist(path) {
            guard PlistComment.canStartLine(at: start, line: line, in: document.bytes) else { return nil }
            comment = "<!-- \(directive)-->"
        }
        else if SpecLinter.isSpec(path) {
            guard YAMLComments.lineStartsOutsideScalars(line, in: document.bytes) else { return nil }
            comment = "# \(directive)"
        }
        else {
            if let swift, !startsOutsideLiterals(start, swift) { return nil }
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

    /// True when `offset` (a line's start) is outside every token, comment and string literal of `swift`.
    static func startsOutsideLiterals(_ offset: Int, _ swift: SwiftLiteralSpans) -> Bool { !swift.covers(offset) }
}

/// Where a Swift text's tokens, comments and string literals lie, for finding whether a line's start is inside
/// one of them (a directive inserted there would become part of it). Made once per code action request.
struct SwiftLiteralSpans {
    /// Every token's, comment's and outermost string literal's bytes (delimiter to delimiter, interpolations
    /// and segments included; an unterminated one to the end), as ranges sorted by start.
    private let spans: [Range<Int>]
    /// `reach[i]`: the furthest end of `spans[0...i]`.
    private let reach: [Int]

    /// The spans of `file`'s text.
    init(_ file: SwiftFile) {
        var literals: [Range<Int>] = []
        var opened: (start: Int, kind: TokenKind)?
        let bytes = file.source.bytes
        // Where the lexer found a literal it could not close: such a single-line string ends with its line.
        let unterminated = Set(file.diagnostics.map(\.offset))
        // An outermost literal's delimiters are at depth 1 (one deeper than the code around it); a quote opens
        // one, the next quote of the same kind at that depth closes it.
        for t in file.tokens where t.interpolationDepth == 1 && (t.kind == .stringQuote || t.kind == .multilineStringQuote) {
            if let o = opened, o.kind == t.kind {
                literals.append(o.start..<Int(t.end))
                opened = nil
            } else if opened == nil {
                let start = Int(t.start)
                if t.kind == .stringQuote, unterminated.contains(start) {
                    var end = start
                    while end < bytes.count, bytes[end] != 10, bytes[end] != 13 { end += 1 }
                    literals.append(start..<end)
                } else {
                    opened = (start, t.kind)
                }
            }
        }
        if let o = opened { literals.append(o.start..<bytes.count) }
        // A token that ends where a line starts took that line break in (a multi-line regex's pattern, a
        // string's segment): the span reaches one byte further, so that line's start is inside it.
        let tokens = file.tokens.map { t -> Range<Int> in
            let end = Int(t.end)
            let tookBreak = end > Int(t.start) && (bytes[end - 1] == 10 || bytes[end - 1] == 13)
            return Int(t.start)..<(tookBreak ? end + 1 : end)
        }
        let all = literals + tokens + file.comments.map { Int($0.start)..<Int($0.end) }
        spans = all.filter { $0.count > 1 }.sorted { $0.lowerBound < $1.lowerBound }
        var furthest = 0
        reach = spans.map { furthest = max(furthest, $0.upperBound); return furthest }
    }

    /// True when some span has `offset` strictly inside it (not at its start).
    func covers(_ offset: Int) -> Bool {
        // The spans starting before `offset`; the furthest end among them decides (literal spans hold the
        // tokens inside them, so the nearest span alone would not do).
        var lo = 0, hi = spans.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if spans[mid].lowerBound < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 && reach[lo - 1] > offset
    }
}
