/// `portrait_only_orientation`: an iPhone app's supported interface orientations that hold only portrait.
///
/// Catches, in an `Info.plist`, `UISupportedInterfaceOrientations~iphone` (or, without it,
/// `UISupportedInterfaceOrientations`) as an array of only `UIInterfaceOrientationPortrait` /
/// `UIInterfaceOrientationPortraitUpsideDown`; in build settings, `INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone`
/// (or, where no `_iPhone` one is set, `INFOPLIST_KEY_UISupportedInterfaceOrientations`) whose words are only those;
/// in Swift, `override var supportedInterfaceOrientations` and `application(_:supportedInterfaceOrientationsFor:)`
/// whose every return is a literal mask of only `.portrait` / `.portraitUpsideDown` (see the `+Swift` file).
/// Leaves alone: the `~ipad` / `_iPad` keys, a plist whose `UIDeviceFamily` leaves out 1 (iPhone) or that is a watch
/// app's or an app extension's (`notAnIPhoneAppKeys`), settings of a
/// target or file that is not an iPhone app (`BuildSettings.appliesToIPhoneApp`), values that refer to another
/// setting, and an empty list.
/// Facts: seed 000 part 1, "SDK バージョンによる差" (the inner display does not rotate to the declared
/// orientations: the app is scaled; the outer display rotates as on an iPhone and landscape is an opportunity).
public struct PortraitOnlyOrientationRule: PlistRule, BuildSettingRule, SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "portrait_only_orientation",
        name: "Portrait-only orientation",
        severity: .warning,
        summary: "Flags an iPhone app whose supported interface orientations hold only portrait (Info.plist, INFOPLIST_KEY_ build settings, or a supportedInterfaceOrientations override): on iPhone Duo's inner display it is shown scaled in portrait instead of rotating.",
        rationale: "On iPhone Duo the outer display rotates as an iPhone does, and landscape there is an opportunity, since people stand the device up like a tent. The inner display does not rotate to the orientations an app declares: the declared orientation is respected, so a portrait-only app is shown scaled on the wide inner display, and in Split View likewise, instead of being laid out for it.",
        fix: "Support the landscape orientations too (UIInterfaceOrientationLandscapeLeft and UIInterfaceOrientationLandscapeRight, or return .all / .allButUpsideDown) and lay the screens out by size class rather than by orientation. A screen that really must stay upright (camera capture, a game) keeps its mask and suppresses the finding with a reason.",
        source: "seed 000 part 1, 'SDK バージョンによる差' (Prepare your app for iPhone Duo, Design for iPhone Duo)",
        inputs: [.swift, .plist, .buildSettings],
        tags: ["orientation", "displays"])

    /// A rule has no settings of its own.
    public init() {}

    /// The orientation names that are portrait.
    static let portraitNames: Set<String> = ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown"]

    /// The fix named in plist and build-setting messages.
    static let addLandscape = "add UIInterfaceOrientationLandscapeLeft and UIInterfaceOrientationLandscapeRight and lay the screens out by size class (a screen that must stay upright suppresses this with a reason)"

    /// The consequence on the device for the app (`subject` "the app") or one screen ("this screen"), in every message.
    static func consequence(_ subject: String = "the app") -> String {
        "on iPhone Duo's inner display \(subject) does not rotate but is shown scaled in portrait, and the outer display cannot be used in landscape"
    }

    /// True for a non-empty list of orientation names that are all portrait.
    static func onlyPortrait(_ names: [String]) -> Bool {
        !names.isEmpty && names.allSatisfy(portraitNames.contains)
    }

    /// Reports the iPhone orientation key of `plist` when it lists only portrait, at the key.
    public func check(_ plist: InfoPlist, options: RuleOptions, sink: inout PlistFindingSink) {
        if case .array(let families)? = plist.values["UIDeviceFamily"],
           !families.contains(where: { $0 == .number(1) || $0 == .string("1") }) { return }
        // A watch app's or an app extension's Info.plist: its orientations are not the iPhone app's.
        if Self.notAnIPhoneAppKeys.contains(where: { plist.values[$0] != nil }) { return }
        let key = plist.values["UISupportedInterfaceOrientations~iphone"] != nil
            ? "UISupportedInterfaceOrientations~iphone" : "UISupportedInterfaceOrientations"
        guard case .array(let items)? = plist.values[key] else { return }
        var names: [String] = []
        for item in items {
            guard case .string(let s) = item else { return }
            names.append(s)
        }
        guard Self.onlyPortrait(names) else { return }
        sink.report(Self.description, atKey: key, "\(key) lists only portrait: \(Self.consequence()); \(Self.addLandscape).")
    }

    /// Keys only a watch app's (`WKWatchKitApp`, `WKApplication`, `WKWatchOnly`, `WKCompanionAppBundleIdentifier`)
    /// or an app extension's (`NSExtension`) Info.plist has.
    static let notAnIPhoneAppKeys = ["WKWatchKitApp", "WKApplication", "WKWatchOnly", "WKCompanionAppBundleIdentifier", "NSExtension"]

    /// The iPhone build setting, and the one it takes over from when not set.
    static let iPhoneSetting = "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone"
    static let plainSetting = "INFOPLIST_KEY_UISupportedInterfaceOrientations"

    /// Reports each orientation setting an iPhone app build uses whose words are only portrait, at the setting.
    public func check(_ settings: BuildSettings, options: RuleOptions, sink: inout BuildSettingFindingSink) {
        for s in settings.settings where s.key == Self.iPhoneSetting || s.key == Self.plainSetting {
            guard !BuildSettingValues.refersToSetting(s.value), Self.onlyPortrait(BuildSettingValues.words(s.value)),
                  settings.appliesToIPhoneApp(s, unlessSet: s.key == Self.plainSetting ? [Self.iPhoneSetting] : []) else { continue }
            sink.report(Self.description, at: s, "\(s.key) lists only portrait: \(Self.consequence()); \(Self.addLandscape).")
        }
    }
}
