/// Which settings an iPhone app build uses, so a rule reports only those.
extension BuildSettings {
    /// True when `setting` (one of `settings`) is a value an iPhone app build takes, and no key of `shadows` (a
    /// more specific key, such as `…_iPhone` for `…`) is set where it applies.
    ///
    /// In an xcconfig (no target): its conditions must allow an iPhone build (`BuildSetting.mayApplyToIPhone`);
    /// the file with its includes (`chain`) must not set `SDKROOT` / `SUPPORTED_PLATFORMS` /
    /// `TARGETED_DEVICE_FAMILY` to something other than iPhone (`BuildSettingValues.appliesToIPhone`); no later line
    /// of the chain may set the key again for every iPhone build (no condition, or only `sdk=iphoneos*`-like
    /// ones: the later one wins, as in Xcode); and no setting of the chain for an iPhone build may set a `shadows` key.
    ///
    /// In a pbxproj: a target configuration's setting applies when the target is an iPhone app
    /// (`BuildConfiguration.isIPhoneApp`) that sets no `shadows` key (itself or at the project level); a
    /// project-level setting applies when some iPhone app target's configuration of the same name inherits it (sets
    /// neither the key nor a `shadows` key itself) and the project sets no `shadows` key. "Sets" counts the
    /// configuration's base configuration file too (`BuildConfiguration.baseKeys`), which a pbxproj setting
    /// overrides and the project level does not.
    public func appliesToIPhoneApp(_ setting: BuildSetting, unlessSet shadows: [String] = []) -> Bool {
        guard setting.mayApplyToIPhone else { return false }
        switch format {
        case .xcconfig: return xcconfigApplies(setting, shadows)
        case .pbxproj: return pbxprojApplies(setting, shadows)
        }
    }

    /// True for a setting that sets its key for every iPhone build: no condition, or only `sdk` conditions that
    /// match every iPhone SDK name (`iphoneos*`, `*`).
    static func coversEveryIPhoneBuild(_ s: BuildSetting) -> Bool {
        s.conditions.allSatisfy { $0.name == "sdk" && ($0.pattern == "*" || $0.pattern.lowercased().hasPrefix("iphoneos")) }
    }

    private func xcconfigApplies(_ setting: BuildSetting, _ shadows: [String]) -> Bool {
        let facts = chainFacts
        guard facts.isIPhone, let index = facts.ownIndex[setting.keyRange.lowerBound] else { return false }
        if let last = facts.lastCovering[setting.key], last > index { return false }
        return !shadows.contains(where: facts.keysForIPhone.contains)
    }

    private func pbxprojApplies(_ setting: BuildSetting, _ shadows: [String]) -> Bool {
        guard let ci = setting.configuration, configurations.indices.contains(ci) else { return false }
        let facts = configurationFacts
        let name = configurations[ci].name
        if configurations[ci].target != nil {
            return configurations[ci].isIPhoneApp && !shadows.contains { facts.sets(ci, $0, inherited: true) }
        }
        // Targets inherit from the first project configuration of a name only (as `PBXProjReader` reads it).
        guard let named = configurationsByName[name], named.project == ci else { return false }
        if shadows.contains(where: { facts.sets(ci, $0, inherited: false) }) { return false }
        return facts.inherited(ci, name: name, key: setting.key, shadows: shadows)
    }
}
