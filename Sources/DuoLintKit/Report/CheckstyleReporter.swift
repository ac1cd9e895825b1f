/// The `checkstyle` reporter: the findings as a Checkstyle XML report, which Jenkins (Warnings Next
/// Generation), GitLab code quality converters, reviewdog, Danger and SonarQube import.
///
/// ```xml
/// <?xml version="1.0" encoding="utf-8"?>
/// <checkstyle version="4.3">
///   <file name="App/Bar.swift">
///     <error line="3" column="17" severity="warning" message="…" source="duolint.ui_screen_main"/>
///   </file>
/// </checkstyle>
/// ```
///
/// One `<file>` element per file with findings, in run order, holding one `<error>` per finding. `line` is
/// 1-based; `column` is the 1-based start column in **UTF-16 code units** (as Checkstyle's Java tools and
/// editors count); `severity` is `error`, `warning` or `info` (for a note); `source` is `duolint.` and the rule
/// id. A run without findings gives the declaration and an empty `<checkstyle>` element. Input errors are
/// not part of the report (the CLI prints them on standard error).
///
/// Attribute values are escaped as `XMLEscaping.escape` describes: `&<>"'` as entities; line breaks, tabs,
/// DEL, the C1 controls, the line and paragraph separators and the bidirectional controls as character
/// references; characters XML 1.0 forbids (the other C0 controls, U+FFFE, U+FFFF) replaced by U+FFFD. So a
/// path, message or rule id never starts a new line of the report nor reaches a terminal as a control. Paths
/// are display forms (`DisplayPath`).
public struct CheckstyleReporter: StreamingReporter {
    /// `"checkstyle"`, the name given to `--reporter`.
    public static let name = "checkstyle"

    /// The number of a file's findings from which its streamed section is deferred.
    var deferredSectionMinimum = 1024

    /// Creates the reporter. It has no options.
    public init() {}

    /// The report for `run`: the whole Checkstyle document, ending with a newline.
    public func report(_ run: LintRun) -> String {
        assembled(run.findings)
    }

    /// One file's `<file>` element with its `<error>` elements (`""` without findings).
    public func section(_ findings: [Finding]) -> String {
        var out = ""
        Self.writeSection(findings) { out += $0 }
        return out
    }

    /// One file's section in a streamed run: `section(findings)`, deferred (`ReportSection.deferred`: written in
    /// pieces of about 64 KiB when it is placed, never held whole) for a file with at least
    /// `deferredSectionMinimum` findings; 100,000 findings in one file took 92.4 MB made whole, 88.8 MB so.
    /// Suppressed findings and the context do not matter.
    public func section(findings: [Finding], suppressed: [Finding], context: ReportContext) -> ReportSection {
        guard findings.count >= deferredSectionMinimum else { return ReportSection(section(findings)) }
        return ReportSection(deferred: DeferredText { _, write in Self.writeSection(findings, write) })
    }

    /// The `<file>` element of `findings` (all of one file), handed to `write` in pieces of whole lines of about
    /// `ReportSpool.chunkSize` bytes (the last may be smaller; nothing without findings).
    static func writeSection(_ findings: [Finding], _ write: (String) -> Void) {
        guard let first = findings.first else { return }
        var out = "  <file name=\"\(XMLEscaping.escape(first.path, attribute: true))\">\n"
        for finding in findings {
            let start = finding.range.start
            out += "    <error line=\"\(start.line)\" column=\"\(start.utf16Column)\" severity=\"\(Self.severity(finding.severity))\""
            out += " message=\"\(XMLEscaping.escape(finding.message, attribute: true))\""
            out += " source=\"duolint.\(XMLEscaping.escape(finding.ruleID, attribute: true))\"/>\n"
            if out.utf8.count >= ReportSpool.chunkSize {
                write(out)
                out = ""
            }
        }
        out += "  </file>\n"
        write(out)
    }

    /// The XML declaration and the `<checkstyle>` start tag.
    public var opening: String { XMLEscaping.declaration + "<checkstyle version=\"4.3\">\n" }
    /// Nothing: each `<file>` element ends with a line break.
    public var separator: String { "" }
    /// The `</checkstyle>` end tag and a newline.
    public var closing: String { "</checkstyle>\n" }
    /// The declaration and an empty `<checkstyle>` element.
    public var emptyReport: String { opening + closing }

    /// Checkstyle's name for `severity` (`info` for a note).
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        }
    }
}
