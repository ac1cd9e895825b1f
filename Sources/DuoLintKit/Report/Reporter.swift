/// Renders a lint run as text in one output format.
///
/// Reporters are pure: a `LintRun` in, the whole report out (UTF-8 text, ends
/// with a newline where the format has lines). They never print or read files.
public protocol Reporter: Sendable {
    /// The name given to `--reporter`, e.g. `xcode`.
    static var name: String { get }
    /// The report for `run`.
    func report(_ run: LintRun) -> String
}

/// The reporters `--reporter` accepts, by name.
public enum Reporters {
    /// Reporter names in the order `--help` lists them.
    public static let names = ["xcode", "json", "sarif", "github", "checkstyle", "junit"]

    /// The reporter called `name`, or nil if there is none.
    /// `version` is duolint's version, written into SARIF's `tool.driver`.
    public static func named(_ name: String, version: String) -> (any Reporter)? {
        switch name {
        case "xcode": return XcodeReporter()
        case "json": return JSONReporter()
        case "sarif": return SARIFReporter(version: version)
        case "github": return GitHubReporter()
        case "checkstyle": return CheckstyleReporter()
        case "junit": return JUnitReporter()
        default: return nil
        }
    }
}
