/// The build settings written in one file, as the build-setting rules read them: an `.xcconfig` file's
/// `KEY = VALUE` lines, or the `buildSettings` of a `project.pbxproj`'s configurations.
///
/// Values come from the file as Xcode reads it (a pbxproj's through Foundation's `PropertyListSerialization`);
/// positions are UTF-8 byte offsets into the file, for the finding's line and column.
public struct BuildSettings: Sendable {
    /// The kind of file read.
    public enum Format: String, Sendable, Equatable {
        case xcconfig, pbxproj
    }

    /// The kind of file.
    public var format: Format
    /// Every setting written in the file, in file order (an xcconfig's lines; a pbxproj's configurations in the
    /// order of `configurations`, each configuration's keys sorted by name).
    public var settings: [BuildSetting]
    /// A pbxproj's configurations of targets and of the project (empty for an xcconfig).
    public var configurations: [BuildConfiguration]
    /// An xcconfig: every setting of the file and of the files it includes, in the order Xcode applies them
    /// (an included file's settings where its `#include` stands), the file's own ones marked by `isOwn`.
    /// Empty for a pbxproj.
    public var chain: [BuildSetting]
    /// The byte ranges of the comments that mention `duolint:` (from `//` or `/*` to the end of the comment).
    public var directiveComments: [Range<Int>]
    /// For each configuration name: the index of the first project-level configuration of that name (the one
    /// targets inherit from) and the indices of the target configurations of that name.
    let configurationsByName: [String: (project: Int?, targets: [Int])]
    /// An xcconfig's chain, read once: the last index of each key set for every iPhone build, the keys set for
    /// some iPhone build, the chain index of each own setting (by its key's offset), and whether the chain's
    /// platform settings are an iPhone's.
    let chainFacts: (lastCovering: [String: Int], keysForIPhone: Set<String>, ownIndex: [Int: Int], isIPhone: Bool)
    /// A pbxproj's configurations, read once (`BuildSettings+Effect`): the keys each sets, what it inherits, the
    /// iPhone app targets of each name, and the answers already given for project-level keys.
    let configurationFacts: ConfigurationFacts

    /// Build settings of `format` with `settings`, a pbxproj's `configurations`, an xcconfig's include `chain`
    /// and the comments that may hold suppression directives.
    public init(format: Format, settings: [BuildSetting], configurations: [BuildConfiguration] = [],
                chain: [BuildSetting] = [], directiveComments: [Range<Int>] = []) {
        self.format = format
        self.settings = settings
        self.configurations = configurations
        self.chain = chain
        self.directiveComments = directiveComments
        var byName: [String: (project: Int?, targets: [Int])] = [:]
        for (i, c) in configurations.enumerated() {
            if c.target == nil {
                if byName[c.name]?.project == nil { byName[c.name, default: (nil, [])].project = i }
            } else {
                byName[c.name, default: (nil, [])].targets.append(i)
            }
        }
        configurationsByName = byName
        configurationFacts = ConfigurationFacts(configurations, byName: byName)
        var lastCovering: [String: Int] = [:]
        var keys = Set<String>()
        var own: [Int: Int] = [:]
        var platform: [String: String] = [:]
        for (i, s) in chain.enumerated() {
            if s.mayApplyToIPhone { keys.insert(s.key) }
            if s.isOwn { own[s.keyRange.lowerBound] = i }
            if BuildSettings.coversEveryIPhoneBuild(s) {
                lastCovering[s.key] = i
                if s.key == "SDKROOT" || s.key == "SUPPORTED_PLATFORMS" || s.key == "TARGETED_DEVICE_FAMILY" { platform[s.key] = s.value }
            }
        }
        let isIPhone = BuildSettingValues.appliesToIPhone(sdk: platform["SDKROOT"], platforms: platform["SUPPORTED_PLATFORMS"],
                                                          family: platform["TARGETED_DEVICE_FAMILY"])
        chainFacts = (lastCovering, keys, own, isIPhone)
    }
}

/// One `KEY[condition…] = VALUE` setting.
public struct BuildSetting: Sendable, Equatable {
    /// The setting's name without its conditions, e.g. `INFOPLIST_KEY_UIRequiresFullScreen`.
    public var key: String
    /// The conditions written after the name (`[sdk=iphoneos*][config=Debug]`), in order; empty: always.
    public var conditions: [BuildSettingCondition]
    /// The value as written (an xcconfig: trimmed, comment removed) or as Foundation read it (a pbxproj).
    public var value: String
    /// Byte range of the name (conditions included) in the file; empty at 0 when it could not be located.
    public var keyRange: Range<Int>
    /// Byte range of the value in the file (an xcconfig; in a pbxproj, when located).
    public var valueRange: Range<Int>
    /// The index in `BuildSettings.configurations` of the pbxproj configuration it belongs to; nil in an xcconfig.
    public var configuration: Int?
    /// False for a setting of an included file (`BuildSettings.chain`); true for one written in the file itself.
    public var isOwn: Bool
    /// The path of the file it is written in (for an included one, the included file's path).
    public var file: String
    /// The edit that removes the setting from its file (`LineSpan.removal`): its whole line when nothing else is
    /// on it but blanks and a comment that is no suppression directive, else the `KEY = VALUE` (a pbxproj: up to
    /// its `;`). Nil when it could not be located, or a `duolint:` comment shares its line.
    public var removal: FixEdit? = nil

    /// A setting `key` with `conditions` and `value` at `keyRange` / `valueRange` of `file`.
    public init(key: String, conditions: [BuildSettingCondition] = [], value: String, keyRange: Range<Int>,
                valueRange: Range<Int>, configuration: Int? = nil, isOwn: Bool = true, file: String = "") {
        self.key = key
        self.conditions = conditions
        self.value = value
        self.keyRange = keyRange
        self.valueRange = valueRange
        self.configuration = configuration
        self.isOwn = isOwn
        self.file = file
    }

    /// True unless a condition limits it to an SDK other than iOS's: `[sdk=macosx*]`, `[sdk=watchos*]`,
    /// `[sdk=appletvos*]`, `[sdk=xros*]` and their simulators. `[sdk=iphoneos*]`, `[sdk=iphonesimulator*]`,
    /// `[sdk=*]` and conditions on `config`, `arch` or `variant` apply to an iPhone build.
    public var mayApplyToIPhone: Bool {
        for c in conditions where c.name == "sdk" {
            let p = c.pattern.lowercased()
            if p == "*" || p.hasPrefix("iphone") || p.hasPrefix("*") { continue }
            return false
        }
        return true
    }
}

/// One `[name=pattern]` condition of a setting (`sdk`, `config`, `arch`, `variant`, `compiler`), kept as written.
public struct BuildSettingCondition: Sendable, Equatable {
    /// The condition's parameter, e.g. `sdk`.
    public var name: String
    /// The pattern it is matched against, e.g. `iphoneos*`.
    public var pattern: String

    /// The condition `[name=pattern]`.
    public init(name: String, pattern: String) {
        self.name = name
        self.pattern = pattern
    }
}

/// One `XCBuildConfiguration` of a pbxproj: of a target (`target` set) or of the project.
public struct BuildConfiguration: Sendable, Equatable {
    /// The configuration's name, e.g. `Debug`.
    public var name: String
    /// The target's name; nil for a project-level configuration.
    public var target: String?
    /// The target's `productType`, e.g. `com.apple.product-type.application`; nil for the project.
    public var productType: String?
    /// The settings the configuration writes, by key (conditions folded into the key as written, e.g.
    /// `CODE_SIGN_IDENTITY[sdk=iphoneos*]`), as Foundation read them.
    public var settings: [String: String]
    /// A target configuration: the project-level configuration of the same name's settings, which the target
    /// inherits where it does not set the key itself; empty for the project and when there is none.
    public var projectSettings: [String: String]
    /// The object id of the file reference of its `baseConfigurationReference` (an xcconfig), if any.
    public var baseConfigurationReference: String?
    /// What its base configuration file sets (`PBXProjBaseConfigurations`), with its includes: each key's value
    /// for every iPhone build (the last line without a condition, or with only `sdk=iphoneos*`-like ones).
    public var baseSettings: [String: String] = [:]
    /// The keys its base configuration file sets for some iPhone build (under any condition that allows one).
    public var baseKeys: Set<String> = []
    /// A target configuration: the project-level configuration's `baseSettings` and `baseKeys` (empty otherwise).
    public var projectBaseSettings: [String: String] = [:]
    public var projectBaseKeys: Set<String> = []

    /// A configuration `name` of `target` (nil: the project) with its own and inherited settings.
    public init(name: String, target: String?, productType: String?, settings: [String: String],
                projectSettings: [String: String] = [:], baseConfigurationReference: String? = nil) {
        self.name = name
        self.target = target
        self.productType = productType
        self.settings = settings
        self.projectSettings = projectSettings
        self.baseConfigurationReference = baseConfigurationReference
    }

    /// The value of `key` in effect, in Xcode's order: the configuration's own, its base configuration file's,
    /// then (a target) the project-level configuration's own and its base file's.
    public func value(_ key: String) -> String? {
        settings[key] ?? baseSettings[key] ?? projectSettings[key] ?? projectBaseSettings[key]
    }

    /// What `chain`, a base configuration file's settings in order, sets: each key's value for every iPhone build
    /// (`baseSettings`) and the keys set for some iPhone build (`baseKeys`).
    static func base(_ chain: [BuildSetting]) -> (settings: [String: String], keys: Set<String>) {
        var settings: [String: String] = [:]
        var keys = Set<String>()
        for s in chain {
            if s.mayApplyToIPhone { keys.insert(s.key) }
            if BuildSettings.coversEveryIPhoneBuild(s) { settings[s.key] = s.value }
        }
        return (settings, keys)
    }

    /// True for a target that builds an app for iPhone: an application product (not a watch app, extension,
    /// framework or test bundle), whose `SDKROOT` in effect is `iphoneos` (or unset, or `auto` with
    /// `SUPPORTED_PLATFORMS` naming `iphoneos`), and whose `TARGETED_DEVICE_FAMILY` in effect (unset: iPhone)
    /// includes 1. False for the project itself.
    public var isIPhoneApp: Bool {
        guard target != nil, let type = productType, type.hasPrefix("com.apple.product-type.application"),
              !type.contains("watchapp") else { return false }
        return BuildSettingValues.appliesToIPhone(sdk: value("SDKROOT"), platforms: value("SUPPORTED_PLATFORMS"),
                                                  family: value("TARGETED_DEVICE_FAMILY"))
    }
}
