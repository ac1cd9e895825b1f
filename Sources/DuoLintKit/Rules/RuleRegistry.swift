/// Every rule duolint has, in one place (Android Lint's issue registry).
///
/// The test suite checks that each registered rule has its page `Rules/<id>.md`
/// and each page a registered rule.
public enum RuleRegistry {
    /// The Swift rules, in id order.
    public static let swiftRules: [any SwiftRule] = [
        ArrangementNestingRule(),
        AssumedBiometryRule(),
        BarItemMissingTitleRule(),
        CameraOrientationAssumptionRule(),
        CountInBarItemTitleRule(),
        CustomBarInstanceRule(),
        CustomSwiftUIBarRule(),
        DeprecatedSceneActivationRule(),
        DeprecatedTraitCallbackRule(),
        EllipsisCustomMenuRule(),
        ForegroundIgnoresSafeAreaRule(),
        HingeAngleThresholdRule(),
        HingeEffectNotResetRule(),
        IdiomLayoutCheckRule(),
        InvalidSuppressionRule(),
        KeyboardAccessoryVerticalRule(),
        OddGridColumnsRule(),
        OrientationLayoutCheckRule(),
        PortraitOnlyOrientationRule(),
        SizeBreakpointRule(),
        SuperfluousDisableRule(),
        SymmetricInsetMathRule(),
        TextOnlyBarItemRule(),
        UIScreenMainRule(),
        UIKitForegroundIgnoresSafeAreaRule(),
    ]

    /// The screen-spec rules, in id order (`text_only_bar_item` and `bar_item_missing_title` read both inputs).
    public static let specRules: [any SpecRule] = [
        BarItemMissingTitleRule(),
        BarItemOrderRule(),
        ContentUnderVerticalBarRule(),
        FeatureMissingInStateRule(),
        GroupSplitByFoldRule(),
        InteractiveOnFoldRule(),
        InvalidSuppressionRule(),
        OddGridColumnsRule(),
        SuperfluousDisableRule(),
        TabletopControlsOnTopRule(),
        TextOnlyBarItemRule(),
        TouchTargetTooSmallRule(),
    ]

    /// The Info.plist rules, in id order.
    public static let plistRules: [any PlistRule] = [
        InvalidSuppressionRule(),
        PortraitOnlyOrientationRule(),
        RequiresFullScreenRule(),
        SuperfluousDisableRule(),
    ]

    /// The build-setting rules (`.xcconfig`, `project.pbxproj`), in id order.
    public static let buildSettingRules: [any BuildSettingRule] = [
        InvalidSuppressionRule(),
        PortraitOnlyOrientationRule(),
        RequiresFullScreenRule(),
        SuperfluousDisableRule(),
    ]

    /// The descriptions of all rules, sorted by id.
    public static var descriptions: [RuleDescription] {
        var seen = Set<String>()
        var all: [RuleDescription] = []
        for r in swiftRules where seen.insert(r.description.id).inserted { all.append(r.description) }
        for r in specRules where seen.insert(r.specDescription.id).inserted { all.append(r.specDescription) }
        for r in plistRules where seen.insert(r.plistDescription.id).inserted { all.append(r.plistDescription) }
        for r in buildSettingRules where seen.insert(r.buildSettingDescription.id).inserted { all.append(r.buildSettingDescription) }
        return all.sorted { $0.id < $1.id }
    }

    /// The description of the rule with id `id`, if there is one.
    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}
