/// What discovery asks before it walks into a folder or keeps a file: a configuration's `included`/`excluded`
/// (`PathFilter`), or those of every configuration above each path (`ConfigurationSet`).
///
/// Paths are display forms as discovery reports them (relative to the current directory or absolute).
public protocol PathFiltering: Sendable {
    /// True when the file at `path` is linted.
    func allowsFile(_ path: String) -> Bool
    /// True when discovery walks into the folder at `path`.
    func allowsDirectory(_ path: String) -> Bool
    /// `allowsDirectory(path)` for a folder discovery has just listed, which holds an entry named `.duolint.yml`
    /// or not (`holdsConfigurationFile`): the same answer, which the listing may spare a look-up.
    func allowsDirectory(_ path: String, holdsConfigurationFile: Bool) -> Bool
    /// True when `allowsFile` is true of every file directly in the folder `folder` (a display path discovery has
    /// just let in and listed), so discovery need not ask file by file; false when it must ask.
    func allowsEveryFile(inFolder folder: String) -> Bool
}

extension PathFiltering {
    /// `allowsDirectory(path)`: a filter that reads no configuration file has no use for the listing.
    public func allowsDirectory(_ path: String, holdsConfigurationFile: Bool) -> Bool { allowsDirectory(path) }

    /// False: each file is asked of `allowsFile`.
    public func allowsEveryFile(inFolder folder: String) -> Bool { false }
}

extension PathFilter: PathFiltering {}
extension EffectiveConfiguration: PathFiltering {}
