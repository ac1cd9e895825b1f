/// Each rule's `precision` as SARIF's rule `properties.precision` states it for GitHub code scanning
/// (`very-high`, `high`, `medium`, `low`), from duolint's precision measured on eight real apps
/// (`Tests/RealWorld/labels.tsv`, 814 rows; `PRECISION_CORPUS=DIR make precision` at the main of issue 16, with
/// the apps' Swift, Info.plist and Xcode project files; total P 0.983 / R 0.996; recompute it there when a rule changes).
///
/// | precision | measured | rules |
/// |---|---|---|
/// | `very-high` | P ≥ 0.95 with at least 10 true positives | ui_screen_main (86 TP, 0 FP), bar_item_missing_title (59/0), text_only_bar_item (57/0), deprecated_trait_callback (14/0), ellipsis_custom_menu (11/0) |
/// | `high` | P ≥ 0.95 on fewer than 10 true positives | orientation_layout_check (9/0), portrait_only_orientation (8/0), size_breakpoint (5/0), foreground_ignores_safe_area (3/0), custom_bar_instance (2/0), custom_swiftui_bar (2/0), uikit_foreground_ignores_safe_area (2/0), odd_grid_columns (1/0), symmetric_inset_math (1/0), requires_full_screen (1/0), assumed_biometry (1/0) |
/// | `medium` | 0.5 ≤ P < 0.95 | idiom_layout_check (22/5, 0.815) |
/// | `low` | P < 0.5 | none |
/// | `medium` | not measured (no finding among the labels) | every other rule |
public enum RulePrecision {
    /// The measured precision class by rule id.
    static let measured: [String: String] = [
        "ui_screen_main": "very-high",
        "bar_item_missing_title": "very-high",
        "text_only_bar_item": "very-high",
        "deprecated_trait_callback": "very-high",
        "ellipsis_custom_menu": "very-high",
        "orientation_layout_check": "high",
        "size_breakpoint": "high",
        "foreground_ignores_safe_area": "high",
        "custom_bar_instance": "high",
        "odd_grid_columns": "high",
        "symmetric_inset_math": "high",
        "portrait_only_orientation": "high",
        "custom_swiftui_bar": "high",
        "uikit_foreground_ignores_safe_area": "high",
        "requires_full_screen": "high",
        "assumed_biometry": "high",
        "idiom_layout_check": "medium",
    ]

    /// The precision class of rule `id`: the measured one, else `medium`.
    public static func precision(of id: String) -> String {
        measured[id] ?? "medium"
    }

    /// GitHub's `problem.severity` for a rule of `severity`: `error`, `warning`, or `recommendation` for a note.
    public static func problemSeverity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "recommendation"
        }
    }
}
