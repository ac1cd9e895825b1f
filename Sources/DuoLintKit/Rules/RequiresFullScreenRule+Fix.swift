/// The fix of `requires_full_screen`: the key, or the build setting, removed.
///
/// An XML Info.plist loses the `<key>` and its value element (`InfoPlist.keyRemovals`: their whole lines when
/// they are alone on them, else the two elements, the rest of the file byte for byte as it was); a binary or
/// OpenStep plist, a key written twice (removing the last would bring the other back) and a key with a comment
/// before its value get no fix. A build setting in an `.xcconfig` or a `project.pbxproj` loses its line
/// (`BuildSetting.removal`: with a comment that follows it, unless that comment is a suppression directive, in
/// which case there is no fix); a pbxproj line holding other settings loses only `KEY = VALUE;`.
extension RequiresFullScreenRule {
    /// The removal of top-level `key` from `plist`, or nil when it cannot be removed exactly.
    static func removal(_ key: String, _ plist: InfoPlist) -> ProposedFix? {
        guard plist.format == .xml, let edit = plist.keyRemovals[key] else { return nil }
        return ProposedFix("Remove \(key) from the Info.plist", [edit])
    }

    /// The fix of each of `reported` (the settings reported, in file order): its removal, together with the
    /// settings of the same key reading as true that it hides and that are not reported themselves (an earlier
    /// line of the same xcconfig; in a pbxproj, the project-level configuration of the same name), each taken by
    /// the first reported setting that hides it, so that one run leaves no setting to report. Nil for a setting
    /// that cannot be removed exactly.
    static func removals(_ reported: [BuildSetting], in settings: BuildSettings) -> [ProposedFix?] {
        let reportedAt = Set(reported.map(\.keyRange.lowerBound))
        var claimed = Set<Int>()
        return reported.map { s in
            guard s.isOwn, let edit = s.removal, onlyIPhoneAppsInherit(s, settings) else { return nil }
            let project = settings.format == .pbxproj ? s.configuration.flatMap { c -> Int? in
                settings.configurations[c].target == nil ? nil : settings.configurationsByName[settings.configurations[c].name]?.project
            } : nil
            var hidden: [BuildSetting] = []
            for t in settings.settings where t.key == s.key && t.isOwn && BuildSettingValues.readsAsTrue(t.value)
                && !reportedAt.contains(t.keyRange.lowerBound) && !claimed.contains(t.keyRange.lowerBound) {
                let hides = settings.format == .xcconfig ? t.keyRange.lowerBound < s.keyRange.lowerBound : (project != nil && t.configuration == project)
                if hides { hidden.append(t) }
            }
            // A hidden setting that cannot be removed (exactly, or without changing another app): no fix, since
            // removing only this one would bring it back.
            guard hidden.allSatisfy({ $0.removal != nil && onlyIPhoneAppsInherit($0, settings) }) else { return nil }
            for t in hidden { claimed.insert(t.keyRange.lowerBound) }
            return ProposedFix("Remove \(s.key)", [edit] + hidden.map { $0.removal! })
        }
    }

    /// False for a pbxproj project-level setting that a target other than an iPhone app inherits (an iPad-only
    /// app, an extension: removing the key would change that target too); true otherwise.
    static func onlyIPhoneAppsInherit(_ s: BuildSetting, _ settings: BuildSettings) -> Bool {
        guard settings.format == .pbxproj, let c = s.configuration, settings.configurations[c].target == nil else { return true }
        let name = settings.configurations[c].name
        for t in settings.configurationsByName[name]?.targets ?? [] {
            let target = settings.configurations[t]
            let setsIt = target.settings[s.key] != nil  // a conditioned setting leaves other builds inheriting
            if !setsIt && !target.isIPhoneApp { return false }
        }
        return true
    }
}
