/// The `sarif` reporter's options (`--sarif-category`, `--sarif-suppressed`).
public struct SARIFOptions: Sendable, Equatable {
    /// Whether findings hidden by a suppression comment or the baseline are results of the log.
    public enum Suppressed: String, Sendable, CaseIterable {
        /// They are results, with `suppressions` (SARIF's way; VS Code's SARIF viewer and Azure DevOps hide
        /// them). The default.
        case include
        /// They are left out (for GitHub code scanning, which does not close an alert because its result has
        /// `suppressions`; README, "GitHub").
        case omit
    }

    /// GitHub code scanning's category for the run (`--sarif-category NAME`), or nil for none.
    public var category: String?
    /// What becomes of suppressed findings.
    public var suppressed: Suppressed

    /// Options with `category` and `suppressed` (default: no category, suppressed findings included).
    public init(category: String? = nil, suppressed: Suppressed = .include) {
        self.category = category
        self.suppressed = suppressed
    }

    /// `runAutomationDetails.id` for the category: the category with a `/` added unless it ends with one,
    /// as GitHub's upload action writes its `category` input; nil without a category.
    public var automationID: String? {
        guard let category else { return nil }
        return category.hasSuffix("/") ? category : category + "/"
    }
}
