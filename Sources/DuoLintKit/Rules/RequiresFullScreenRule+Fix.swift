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

    /// The removal of `setting` from its file, or nil when it cannot be removed exactly.
    static func removal(_ setting: BuildSetting) -> ProposedFix? {
        guard setting.isOwn, let edit = setting.removal else { return nil }
        return ProposedFix("Remove \(setting.key)", [edit])
    }
}
