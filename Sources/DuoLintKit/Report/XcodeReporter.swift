/// The `xcode` reporter: one line per finding in the form swiftc and clang use,
/// which Xcode, most editors and CI log parsers turn into clickable diagnostics.
///
/// Each finding becomes `path:line:column: severity: message (rule_id)` where
/// `line` is 1-based and `column` is the 1-based **UTF-8 byte** column of the
/// finding's start (`range.start.utf8Column`), as swiftc and clang count it;
/// `severity` is `note`, `warning` or `error`. Lines are in run order (the order
/// of `LintRun.findings`) and each ends with `\n`; a run without findings gives
/// the empty string. Input errors are not part of this report: the CLI prints
/// them on standard error.
///
/// The report goes to terminals and CI logs, which read control characters and workflow commands, so each
/// line is `PrintableText.line(_:)` of the diagnostic: line breaks, ESC and the other controls, the line and
/// paragraph separators and the bidirectional controls in the path, the message or the rule id are written
/// visibly (`\n`, `\u{1B}`, `\u{2028}`), and a line that would begin with `::` (a file at the root named
/// like a workflow command) begins with `./` instead, which names the same file. So a diagnostic always
/// stays on one line and no line reads as a command. Paths are display forms (`DisplayPath`), which these
/// escapes leave as they are.
public struct XcodeReporter: LineReporter {
    /// `"xcode"`, the name given to `--reporter`.
    public static let name = "xcode"

    /// Creates the reporter. It has no options.
    public init() {}

    /// One finding as an Xcode diagnostic line, without the trailing newline.
    /// The column is the start's UTF-8 byte column.
    public static func line(for finding: Finding) -> String {
        let start = finding.range.start
        return PrintableText.line("\(finding.path):\(start.line):\(start.utf8Column): "
            + "\(finding.severity.rawValue): \(finding.message) (\(finding.ruleID))")
    }
}
