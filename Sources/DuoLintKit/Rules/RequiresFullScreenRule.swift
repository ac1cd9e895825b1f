/// `requires_full_screen`: `UIRequiresFullScreen` set to true in an app's `Info.plist`.
///
/// Catches the top-level key `UIRequiresFullScreen`, and its iPhone-only form `UIRequiresFullScreen~iphone`,
/// when its value reads as true (`<true/>`, or a string or number that Foundation's `boolValue` reads as
/// true, see `PlistValue.readsAsTrue`); and the build setting `INFOPLIST_KEY_UIRequiresFullScreen` that reads as
/// true (`BuildSettingValues.readsAsTrue`) for an iPhone app build (`BuildSettings.appliesToIPhoneApp`). Leaves
/// alone: the key set to false, the iPad-only form `UIRequiresFullScreen~ipad` (iPhone Duo is an iPhone), a
/// build-setting value (`$(…)`), the key nested in another dictionary, and plists that are not named
/// `Info.plist` / `*-Info.plist`.
/// Facts: DOMAIN.md §8; seed 000 part 1 ("SDK バージョンによる差"; Prepare your app and Design for iPhone Duo):
/// the key is still honoured, the app is still resized on open and close, and the key is deprecated.
public struct RequiresFullScreenRule: PlistRule, BuildSettingRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "requires_full_screen",
        name: "Requires full screen",
        severity: .warning,
        summary: "Flags UIRequiresFullScreen (or UIRequiresFullScreen~iphone) set to true in an Info.plist, or INFOPLIST_KEY_UIRequiresFullScreen in build settings: the key is deprecated and does not stop iPhone Duo from resizing the app.",
        rationale: "iPhone Duo resizes every app when it opens, closes, rotates or folds. UIRequiresFullScreen is still honoured on iPhone Duo, but the app is resized on open and close all the same, and Apple's documentation treats the key as deprecated: an app that relies on it to keep one fixed size meets sizes it never laid out for.",
        fix: "Remove UIRequiresFullScreen (or set INFOPLIST_KEY_UIRequiresFullScreen to NO) and make the layout adapt to the size classes (compact width on the outer display, regular on the inner one), the safe area and the reserved regions.",
        source: "seed 000 part 1, 'SDK バージョンによる差' (Prepare your app for iPhone Duo, Design for iPhone Duo); DOMAIN.md §8",
        inputs: [.plist, .buildSettings],
        tags: ["scenes"],
        isFixable: true)

    /// The keys read: the plain key and its iPhone-only form (iPad-only `~ipad` does not apply to an iPhone).
    static let keys = ["UIRequiresFullScreen", "UIRequiresFullScreen~iphone"]

    /// A rule has no settings of its own.
    public init() {}

    /// Reports each of `keys` whose value reads as true, at the key.
    public func check(_ plist: InfoPlist, options: RuleOptions, sink: inout PlistFindingSink) {
        for key in Self.keys {
            guard let value = plist.values[key], value.readsAsTrue else { continue }
            sink.report(Self.description, atKey: key, "\(key) is deprecated and does not stop iPhone Duo from resizing the app when it opens or closes; remove it and adapt the layout to size classes and the safe area.",
                        fix: Self.removal(key, plist))
        }
    }

    /// The build setting Xcode writes `UIRequiresFullScreen` from.
    static let setting = "INFOPLIST_KEY_UIRequiresFullScreen"

    /// Reports each `INFOPLIST_KEY_UIRequiresFullScreen` an iPhone app build uses whose value reads as true
    /// (`BuildSettingValues.readsAsTrue`: `YES`, `true`, `1`, …), at the setting.
    public func check(_ settings: BuildSettings, options: RuleOptions, sink: inout BuildSettingFindingSink) {
        let reported = settings.settings.filter { $0.key == Self.setting && BuildSettingValues.readsAsTrue($0.value) && settings.appliesToIPhoneApp($0) }
        let fixes = Self.removals(reported, in: settings)
        for (s, fix) in zip(reported, fixes) {
            // The value as written, cut short when long (a file may hold anything after `YES`).
            let shown = s.value.count <= 32 ? s.value : String(s.value.prefix(32)) + "…"
            sink.report(Self.description, at: s, "\(Self.setting) = \(shown) writes UIRequiresFullScreen, which is deprecated and does not stop iPhone Duo from resizing the app when it opens or closes; set it to NO (or remove it) and adapt the layout to size classes and the safe area.",
                        fix: fix)
        }
    }
}
