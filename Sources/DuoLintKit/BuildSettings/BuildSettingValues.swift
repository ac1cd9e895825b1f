import Foundation

/// How build-setting values are read as Xcode reads them: Booleans, value lists and the platform a build is for.
public enum BuildSettingValues {
    /// True when `value` reads as true as a Boolean build setting: Swift Build reads a Boolean "in the manner of
    /// NSString's `boolValue`" (swiftlang/swift-build, Documentation "Macro Evaluation"), so `YES`, `yes`, `true`,
    /// `1` and any string starting (after blanks, a sign and zeros) with `Y`, `y`, `T`, `t` or 1–9 are true. A
    /// value that refers to another setting (`$(…)`, `${…}`) is not known here and reads as false.
    public static func readsAsTrue(_ value: String) -> Bool {
        if refersToSetting(value) { return false }
        return PlistValue.string(value).readsAsTrue
    }

    /// True when `value` refers to another setting (`$(NAME)`, `${NAME}`, `$NAME`), so its value is not known here.
    public static func refersToSetting(_ value: String) -> Bool { value.contains("$") }

    /// The words of a list-valued setting (`UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft`):
    /// split at blanks, a double-quoted word kept whole without its quotes.
    public static func words(_ value: String) -> [String] {
        var out: [String] = []
        var word = ""
        var quoted = false
        var has = false
        for ch in value {
            if ch == "\"" { quoted.toggle(); has = true; continue }
            if !quoted && (ch == " " || ch == "\t") {
                if has { out.append(word) }
                word = ""; has = false
                continue
            }
            word.append(ch); has = true
        }
        if has { out.append(word) }
        return out
    }

    /// True when a build with `SDKROOT` `sdk`, `SUPPORTED_PLATFORMS` `platforms` and `TARGETED_DEVICE_FAMILY`
    /// `family` (each nil when not set) is one for iPhone: `SDKROOT` unset or `iphoneos` (or `auto`/a setting
    /// reference, with `SUPPORTED_PLATFORMS`, when set, naming `iphoneos`), and `TARGETED_DEVICE_FAMILY` unset
    /// (iPhone is the default) or a comma- or blank-separated list holding `1`. A family that refers to another
    /// setting is taken to include iPhone.
    public static func appliesToIPhone(sdk: String?, platforms: String?, family: String?) -> Bool {
        if let sdk = sdk?.trimmingCharacters(in: .whitespaces).lowercased(), !sdk.isEmpty {
            if sdk == "auto" || refersToSetting(sdk) {
                if let platforms, !refersToSetting(platforms), !words(platforms).contains(where: { $0.lowercased() == "iphoneos" }) { return false }
            } else if !sdk.hasPrefix("iphoneos") {
                return false
            }
        }
        if let family, !refersToSetting(family) {
            let members = family.split { $0 == "," || $0 == " " || $0 == "\t" }.map { $0.trimmingCharacters(in: .whitespaces) }
            if !members.isEmpty && !members.contains("1") { return false }
        }
        return true
    }

    /// The most characters of a path, key or value echoed in a message.
    static let shownLength = 200

    /// `text` as a message echoes it: whole up to `shownLength` characters, else its first `shownLength` and "…"
    /// (a 1 MB include path is not printed whole).
    static func shown(_ text: String) -> String {
        text.count <= shownLength ? text : String(text.prefix(shownLength)) + "…"
    }
}
