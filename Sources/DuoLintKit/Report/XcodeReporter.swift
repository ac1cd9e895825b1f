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
/// Because a diagnostic must stay on one line, every line break inside the path
/// or the message (`\n`, `\r\n`, `\r`, and the other Unicode line separators)
/// is written as a single space. Nothing else is escaped.
public struct XcodeReporter: LineReporter {
    /// `"xcode"`, the name given to `--reporter`.
    public static let name = "xcode"

    /// Creates the reporter. It has no options.
    public init() {}

    /// One finding as an Xcode diagnostic line, without the trailing newline.
    /// The column is the start's UTF-8 byte column.
    public static func line(for finding: Finding) -> String {
        let start = finding.range.start
        return "\(singleLine(finding.path)):\(start.line):\(start.utf8Column): "
            + "\(finding.severity.rawValue): \(singleLine(finding.message)) (\(finding.ruleID))"
    }

    /// `text` with every line break (a `Character` that `isNewline`: U+000A–U+000D, U+0085, U+2028, U+2029,
    /// and `\r\n` counting once) replaced by one space. Scans scalars, not grapheme clusters: this runs once
    /// per finding.
    static func singleLine(_ text: String) -> String {
        func isBreak(_ v: UInt32) -> Bool { (0x0A...0x0D).contains(v) || v == 0x85 || v == 0x2028 || v == 0x2029 }
        guard text.unicodeScalars.contains(where: { isBreak($0.value) }) else { return text }
        var out = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v == 0x0A && previousWasCR { previousWasCR = false; continue }
            previousWasCR = v == 0x0D
            out.append(isBreak(v) ? " " : scalar)
        }
        return String(out)
    }
}
