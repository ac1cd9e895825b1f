/// A reporter whose report is made of one section per file, so a run can write
/// it file by file while later files are still being linted: memory then stays
/// bounded by the largest file's findings, not by the run's.
///
/// The report of a run is `emptyReport` when no file has findings; otherwise
/// `opening`, the non-empty sections in report order with `separator` between
/// two of them, then `closing`. `report(_:)` gives exactly those bytes (tests
/// hold each conforming reporter to it).
public protocol StreamingReporter: Reporter {
    /// The section for one file's `findings` (in report order, all with the same path), `""` when there are
    /// none. Pure: called on worker threads, in any order.
    func section(_ findings: [Finding]) -> String
    /// Written before the first non-empty section.
    var opening: String { get }
    /// Written between two non-empty sections.
    var separator: String { get }
    /// Written after the last section when there was at least one.
    var closing: String { get }
    /// The whole report of a run without findings.
    var emptyReport: String { get }
}

extension StreamingReporter {
    /// The report of `findings` (report order) assembled from per-file sections, as a streamed run writes it.
    public func assembled(_ findings: [Finding]) -> String {
        var sections: [String] = []
        var start = 0
        while start < findings.count {
            var end = start + 1
            while end < findings.count && findings[end].path == findings[start].path { end += 1 }
            let text = section(Array(findings[start..<end]))
            if !text.isEmpty { sections.append(text) }
            start = end
        }
        if sections.isEmpty { return emptyReport }
        return opening + sections.joined(separator: separator) + closing
    }
}

/// A streaming reporter that writes one line per finding and nothing else (`xcode`, `github`): a file's
/// section is its findings' lines, each ending with a newline, and a run without findings gives `""`.
public protocol LineReporter: StreamingReporter {
    /// One finding's line, without the trailing newline.
    static func line(for finding: Finding) -> String
}

extension LineReporter {
    /// One line per finding of `run`, each ending with a newline, or `""` without findings.
    public func report(_ run: LintRun) -> String {
        section(run.findings)
    }

    /// One file's lines, each ending with a newline (`""` without findings).
    public func section(_ findings: [Finding]) -> String {
        var out = ""
        for finding in findings {
            out += Self.line(for: finding)
            out += "\n"
        }
        return out
    }

    /// Nothing: the report is just the lines.
    public var opening: String { "" }
    /// Nothing: each line ends with its own newline.
    public var separator: String { "" }
    /// Nothing.
    public var closing: String { "" }
    /// The empty string.
    public var emptyReport: String { "" }
}
