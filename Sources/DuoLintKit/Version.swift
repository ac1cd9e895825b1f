/// duolint's version, printed by `duolint version` and written into SARIF.
public enum DuoLintVersion {
    /// Semantic version of this build.
    public static let current = "0.1.0"
}
