/// Each rule's `precision` as SARIF's rule `properties.precision` states it for GitHub code scanning
/// (`very-high`, `high`, `medium`, `low`), from duolint's precision measured on eight real apps
/// (`Tests/RealWorld`: `README.md`, table "Before", main at 31eb740; `NOTES-bars.md`, table "after", for
/// the bar rules; recompute with `make precision`).
///
/// | precision | measured | rules |
/// |---|---|---|
/// | `very-high` | ≥ 0.95 with at least 10 true positives | ui_screen_main (86 TP, 0 FP), deprecated_trait_callback (14/0), text_only_bar_item (1.000), bar_item_missing_title (1.000), ellipsis_custom_menu (1.000) |
/// | `high` | ≥ 0.95 on fewer than 10 true positives | custom_bar_instance, odd_grid_columns, foreground_ignores_safe_area |
/// | `medium` | 0.5 to 0.95 | idiom_layout_check (0.552) |
/// | `low` | below 0.5 | orientation_layout_check (0 TP, 3 FP), deprecated_scene_activation (0 TP, 2 FP) |
/// | `medium` | not measured (no finding among the labels) | every other rule |
public enum RulePrecision {
    /// The measured precision class by rule id.
    static let measured: [String: String] = [
        "ui_screen_main": "very-high",
        "deprecated_trait_callback": "very-high",
        "text_only_bar_item": "very-high",
        "bar_item_missing_title": "very-high",
        "ellipsis_custom_menu": "very-high",
        "custom_bar_instance": "high",
        "odd_grid_columns": "high",
        "foreground_ignores_safe_area": "high",
        "idiom_layout_check": "medium",
        "orientation_layout_check": "low",
        "deprecated_scene_activation": "low",
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
