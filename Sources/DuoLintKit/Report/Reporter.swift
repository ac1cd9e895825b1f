/// Renders a lint run as text in one output format.
///
/// Reporters are pure: a `LintRun` in, the whole report out (UTF-8 text, ends
/// with a newline where the format has lines). They never print; the only files they read are the
/// reported files' own text, through a `SourceTextReader` (`sarif`'s line hashes, `codeclimate`'s
/// fingerprints).
public protocol Reporter: Sendable {
    /// The name given to `--reporter`, e.g. `xcode`.
    static var name: String { get }
    /// The report for `run`.
    func report(_ run: LintRun) -> String
}

/// The reporters `--reporter` accepts, by name.
public enum Reporters {
    /// Reporter names in the order `--help` lists them.
    public static let names = ["xcode", "json", "sarif", "github", "checkstyle", "junit", "codeclimate", "sonarqube", "markdown", "html"]

    /// The reporter called `name`, or nil if there is none.
    /// `version` is duolint's version, written into SARIF's `tool.driver`.
    /// `sarif` holds the `sarif` reporter's options; `source` is where `sarif` and `codeclimate` read a reported
    /// file's text again (`.none` for standard input, whose text is not on disk); `configuration` lines are
    /// shown by `html` (the configuration files read and the options that change findings).
    public static func named(_ name: String, version: String, sarif: SARIFOptions = SARIFOptions(),
                             source: SourceTextReader = .files, configuration: [String] = []) -> (any Reporter)? {
        switch name {
        case "xcode": return XcodeReporter()
        case "json": return JSONReporter()
        case "sarif": return SARIFReporter(version: version, options: sarif, source: source)
        case "codeclimate": return CodeClimateReporter(source: source)
        case "sonarqube": return SonarQubeReporter()
        case "markdown": return MarkdownReporter()
        case "github": return GitHubReporter()
        case "checkstyle": return CheckstyleReporter()
        case "junit": return JUnitReporter()
        case "html": return HTMLReporter(version: version, configuration: configuration, source: source)
        default: return nil
        }
    }
}
