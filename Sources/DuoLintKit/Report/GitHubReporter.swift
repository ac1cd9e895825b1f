/// The `github` reporter: one GitHub Actions workflow command per finding, which the runner turns into an
/// annotation on the pull request's diff and the run's summary.
///
/// Each finding becomes one line
///
///     ::warning file=PATH,line=L,col=C,endLine=EL,endColumn=EC,title=RULE_ID::MESSAGE
///
/// with `error`, `warning` or `notice` for the severities `error`, `warning` and `note`. Lines and columns are
/// 1-based; columns count **UTF-16 code units** (as SARIF, which GitHub code scanning reads, and editors do),
/// and `endColumn` is exclusive (the column just after the finding), as in the `json` and `sarif` reporters.
/// Lines are in run order, each ends with `\n`; a run without findings gives the empty string. Input errors
/// (an unreadable file, invalid UTF-8, an unterminated literal) follow the findings, one `::error` line each
/// with the title `duolint input error`, so the run's page shows them too (the CLI also prints them on
/// standard error): `::error file=PATH,line=L,col=C,title=duolint input error::MESSAGE`, `line` and `col`
/// (UTF-16 units where known, else UTF-8 bytes) left out where the error has none.
///
/// Values are escaped in two steps. First every control character but the line breaks `\r` and `\n` (ESC,
/// tab, the other C0 and C1 controls, DEL), the line and paragraph separators and the bidirectional controls
/// are written visibly as `PrintableText.escaped(_:)` writes them (`\u{1B}`, `\t`, `\u{2028}`), so no terminal
/// sequence reaches the log raw (paths are display forms, `DisplayPath`, which this leaves as they are). Then
/// the runner's rules apply, so that a value can neither end the line nor the property: in the message
/// `%` → `%25`, `\r` → `%0D`, `\n` → `%0A` (the runner turns these back into line breaks inside the
/// annotation); in property values (the path and the title) also `:` → `%3A` and `,` → `%2C`. So the only
/// `::` at the start of a line is the command's own. Other text, non-ASCII included, is written as is (UTF-8).
///
/// GitHub matches `file=` against the repository's paths, so the path is written without its empty and `.`
/// components (`duolint ./x//./A.swift` gives `file=x/A.swift`; `PathText.droppingDotComponents`), lexically:
/// `..` and absolute paths are written as given. The other reporters write paths as given.
public struct GitHubReporter: LineReporter {
    /// `"github"`, the name given to `--reporter`.
    public static let name = "github"

    /// Creates the reporter. It has no options.
    public init() {}

    /// The workflow command for `severity`.
    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    /// The findings' lines, then the input errors' lines.
    public func report(_ run: LintRun) -> String {
        section(run.findings) + Self.lines(for: run.inputErrors)
    }

    /// A frame whose tail is the input errors' lines (a streamed run knows them at its end).
    public func makeFrame() -> (any ReportFrame)? { GitHubFrame() }

    /// One `::error` line per input error, each ending with a newline.
    static func lines(for errors: [InputError]) -> String {
        var out = ""
        for e in errors {
            var properties = "file=\(escapeFile(e.path))"
            if let line = e.line { properties += ",line=\(line)" }
            if let column = e.utf16Column ?? e.column { properties += ",col=\(column)" }
            out += "::error \(properties),title=duolint input error::\(escapeData(e.message))\n"
        }
        return out
    }

    /// One finding as a workflow command, without the trailing newline.
    public static func line(for finding: Finding) -> String {
        let start = finding.range.start
        let end = finding.range.end
        return "::\(command(finding.severity)) file=\(escapeFile(finding.path)),line=\(start.line),col=\(start.utf16Column),"
            + "endLine=\(end.line),endColumn=\(end.utf16Column),title=\(escapeProperty(finding.ruleID))::"
            + escapeData(finding.message)
    }

    /// `text` escaped as a command's message: `%`, `\r` and `\n` percent-encoded.
    static func escapeData(_ text: String) -> String {
        escape(text, properties: false)
    }

    /// `text` escaped as a property value: as `escapeData`, and `:` and `,` percent-encoded.
    static func escapeProperty(_ text: String) -> String {
        escape(text, properties: true)
    }

    /// The path `path` as the `file` property: its empty and `.` components dropped, then escaped as a property.
    static func escapeFile(_ path: String) -> String {
        escapeProperty(PathText.droppingDotComponents(path))
    }

    private static func escape(_ raw: String, properties: Bool) -> String {
        let text = visible(raw)
        func special(_ b: UInt8) -> Bool {
            b == UInt8(ascii: "%") || b == 0x0D || b == 0x0A || (properties && (b == UInt8(ascii: ":") || b == UInt8(ascii: ",")))
        }
        guard text.utf8.contains(where: special) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where properties: out += "%3A"
            case "," where properties: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` with every character `PrintableText.escaped(_:)` escapes written as it writes it, except `\r`
    /// and `\n`, which are kept for the runner's percent escapes.
    static func visible(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A }) else { return PrintableText.escaped(text) }
        var out = ""
        var segment = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\r" || scalar == "\n" {
                out += PrintableText.escaped(String(segment))
                out.unicodeScalars.append(scalar)
                segment = String.UnicodeScalarView()
            } else {
                segment.append(scalar)
            }
        }
        return out + PrintableText.escaped(String(segment))
    }
}

/// The `github` reporter's frame in a streamed run: sections as they are, the input errors at the end.
final class GitHubFrame: ReportFrame {
    /// Writes the section's lines as they are.
    func place(_ section: ReportSection, _ write: (String) -> Void) {
        section.write(numbers: [], write)
    }

    /// No head; the input errors' lines as the tail.
    func ends(for run: LintRun) -> (head: String, tail: String) {
        ("", GitHubReporter.lines(for: run.inputErrors))
    }
}
