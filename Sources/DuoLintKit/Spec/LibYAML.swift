import CYAML

/// The libyaml library duolint links (through the `CYAML` system library target)
/// to read screen specs and configuration files.
public enum LibYAML {
    /// libyaml's version string as the linked library reports it, e.g. `0.2.5`.
    public static var version: String { String(cString: yaml_get_version_string()) }
}
