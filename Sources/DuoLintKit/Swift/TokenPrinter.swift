/// Prints a token stream in the line format of the toolchain reference
/// `swift-tokens`: `FILE<TAB>LINE:COLUMN<TAB>UTF8OFFSET<TAB>KIND<TAB>TEXT`, with
/// LINE 1-based, COLUMN in UTF-8 bytes (1-based), KIND the SwiftSyntax kind name
/// (`keyword:let` for keywords) and TEXT escaping `\`, tab, CR and LF as the reference does. So that a dump of
/// a hostile file prints nothing a terminal or CI log reads as a command, TEXT's other controls (ESC, C1, line
/// separators, bidirectional controls) and `##[` are also written as `PrintableText.escaped(_:)` writes them,
/// and FILE (a display form, `DisplayPath`) as `PrintableText.line(_:)` writes it; `scripts/fidelity.py`
/// applies the same escapes to the reference's TEXT before comparing.
public enum TokenPrinter {
    /// The dump of `lexed` (tokens of `file`); with `trivia`, comments are interleaved as kind `comment`.
    public static func dump(_ file: SourceFile, _ lexed: LexedFile, trivia: Bool = false) -> String {
        var out = ""
        var ci = 0
        let path = PrintableText.line(file.path)
        let lines = file.lines
        func line(_ start: Int, _ end: Int, _ kind: String) {
            // Line and UTF-8 column only (a binary search): `location(ofOffset:)` also counts the UTF-16 and
            // scalar columns from the line's start, which for many tokens on one long line is quadratic.
            let lineNumber = lines.line(ofOffset: start)
            let column = start - lines.lineStarts[lineNumber - 1] + 1
            out += "\(path)\t\(lineNumber):\(column)\t\(start)\t\(kind)\t\(PrintableText.escaped(escape(file.text(start, end))))\n"
        }
        for t in lexed.tokens {
            if trivia {
                while ci < lexed.comments.count && lexed.comments[ci].start < t.start {
                    let c = lexed.comments[ci]
                    line(Int(c.start), Int(c.end), "comment")
                    ci += 1
                }
            }
            let name = t.kind == .keyword ? "keyword:" + file.text(Int(t.start), Int(t.end)) : t.kind.referenceName
            line(Int(t.start), Int(t.end), name)
        }
        return out
    }

    /// Escapes `\`, tab, LF and CR as `\\`, `\t`, `\n`, `\r`.
    public static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for ch in s.unicodeScalars {
            switch ch {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }
}
