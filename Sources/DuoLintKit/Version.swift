/// duolint's version, printed by `duolint version` and written into SARIF.
///
/// The one place the version is written: `scripts/version.sh` reads it from this file for `make dist`
/// (the archive names), and `VersionTests` and `scripts/test-dist.sh` check that `Formula/duolint.rb` (its
/// tarball tag) and `Distribution/BinaryPlugins/Package.swift` (its release URLs) name the same version.
public enum DuoLintVersion {
    /// Semantic version of this build (`MAJOR.MINOR.PATCH`), also the release's git tag (no `v`).
    public static let current = "0.1.0"
}
