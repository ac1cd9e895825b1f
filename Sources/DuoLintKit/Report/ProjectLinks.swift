/// The project's web addresses, in one place: SARIF's `informationUri` and each rule's `helpUri`,
/// `duolint rules ID` and the README all name `repository` (a test checks the README).
public enum ProjectLinks {
    /// The project's repository, without a trailing slash.
    public static let repository = "https://github.com/duolint/duolint"

    /// The address of rule `id`'s page (`Rules/ID.md` on the default branch).
    public static func rulePage(_ id: String) -> String {
        "\(repository)/blob/main/Rules/\(id).md"
    }
}
