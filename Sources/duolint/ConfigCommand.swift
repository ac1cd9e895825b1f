import DuoLintKit
import Foundation

extension Commands {
    /// The configurations of a run: the one file `config` (`--config FILE`, which must exist and be valid)
    /// imposed on every path, or, when nil, the `.duolint.yml` files at and above each path's folder. Throws
    /// `ConfigurationError` for an unusable `--config`.
    static func configurationSet(config: String?) throws -> ConfigurationSet {
        guard let config else { return ConfigurationSet() }
        return ConfigurationSet(imposed: try ConfigurationReader().load(path: config))
    }

    /// `duolint config [PATH] [--config FILE]`: the effective configuration of PATH (default `.`; a file, need
    /// not exist, or a folder) on standard output (`ConfigurationDescription`); 2 after printing the errors of
    /// the unusable configurations of PATH's chain or of the current directory's, or when the output cannot be
    /// written.
    static func config(path: String, config: String?, streams: StandardStreams) -> Int32 {
        let text: String
        do {
            let set = try configurationSet(config: config)
            var st = stat()
            let isFolder = DisplayPath.withFileSystemPath(path, { stat($0, &st) }) == 0 && st.st_mode & S_IFMT == S_IFDIR
            let effective = isFolder ? try set.configuration(forFolder: path) : try set.configuration(forFile: path)
            text = ConfigurationDescription.text(path: path, isFolder: isFolder, configuration: effective,
                                                 current: try set.currentConfiguration(), imposed: config != nil)
        } catch {
            streams.diagnostic("\(error)")
            return 2
        }
        return streams.command(text)
    }
}
