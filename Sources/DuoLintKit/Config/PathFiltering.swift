/// What discovery asks before it walks into a folder or keeps a file: a configuration's `included`/`excluded`
/// (`PathFilter`), or those of every configuration above each path (`ConfigurationSet`).
///
/// Paths are display forms as discovery reports them (relative to the current directory or absolute).
public protocol PathFiltering: Sendable {
    /// True when the file at `path` is linted.
    func allowsFile(_ path: String) -> Bool
    /// True when discovery walks into the folder at `path`.
    func allowsDirectory(_ path: String) -> Bool
}

extension PathFilter: PathFiltering {}
extension EffectiveConfiguration: PathFiltering {}
