import Foundation

/// Reads a `project.pbxproj` (an OpenStep property list) with Foundation's `PropertyListSerialization` and walks
/// its `objects`: the `PBXProject`'s configurations, and each target's (`PBXNativeTarget`, `PBXAggregateTarget`,
/// `PBXLegacyTarget`: name, `productType`) configurations with their `buildSettings` and
/// `baseConfigurationReference`. `PBXProjLocator` finds the line of each setting; no value is read by hand.
public struct PBXProjReader: Sendable {
    /// The largest base configuration file read, in bytes (the run's `max_file_size`).
    public var maxFileSize: Int

    /// A reader that reads base configuration files of at most `maxFileSize` bytes.
    public init(maxFileSize: Int = FileReader.defaultLimit) { self.maxFileSize = maxFileSize }
    /// Base configuration files read from memory instead of disk, by identity (`XCConfigReader.overlay`).
    public var overlay: [FileIdentity: [UInt8]] = [:]

    /// Reads `source`. Returns its settings, or nil and one input error (line 1-based, column in UTF-8 bytes) when
    /// it is not an OpenStep property list (at the first syntax error `PBXProjLocator` finds, with what was
    /// expected), or has no `objects` / `rootObject` naming a `PBXProject` (at 1:1).
    public func read(_ source: SourceFile) -> (settings: BuildSettings?, errors: [InputError]) {
        func failure(_ message: String, line: Int = 1) -> (BuildSettings?, [InputError]) {
            (nil, [InputError(path: source.path, at: source.location(line: line, characterColumn: 1), message: message)])
        }
        // The syntax is checked first: Foundation on Linux names line 1 for every error and logs to standard error.
        let locator = PBXProjLocator(source.bytes)
        if let e = locator.error {
            let opened = e.opened.map { " (the bracket opened at line \(source.location(ofOffset: $0).line))" } ?? ""
            return (nil, [InputError(path: source.path, at: source.location(ofOffset: e.offset), message: "invalid project.pbxproj: \(e.message)\(opened)")])
        }
        let root: Any
        do {
            var format = PropertyListSerialization.PropertyListFormat.openStep
            root = try PropertyListSerialization.propertyList(from: Data(source.bytes), options: [], format: &format)
        } catch {
            // Foundation on Linux names line 1 whatever the line: its line is dropped, its reason kept, and the
            // error is at the file's start with no line claimed (the locator found nothing wrong).
            let reason = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "not a property list"
            return failure("invalid project.pbxproj: Foundation could not read it: \(Self.withoutLine(reason))")
        }
        guard let top = root as? [String: Any], let objects = top["objects"] as? [String: Any],
              let rootID = top["rootObject"] as? String, let project = objects[rootID] as? [String: Any],
              project["isa"] as? String == "PBXProject" else {
            return failure("invalid project.pbxproj: expected a dictionary with objects and a rootObject naming a PBXProject")
        }
        var bases = PBXProjBaseConfigurations(objects: objects, project: project, projectFile: source.path,
                                              reader: { var r = XCConfigReader(maxFileSize: maxFileSize); r.overlay = overlay; return r }())
        var configurations: [BuildConfiguration] = []
        var placed: [(configuration: Int, id: String, settings: [String: String])] = []
        // Each configuration object is read once, for the first list naming it (Xcode never shares one; a
        // hostile file that does cannot multiply the settings read by the number of lists or targets).
        var seen = Set<String>()
        /// The configurations (id, name, settings, base reference, object) of a configuration list.
        func list(_ id: Any?) -> [(id: String, name: String, settings: [String: String], base: String?, object: [String: Any])] {
            guard let id = id as? String, let l = objects[id] as? [String: Any], let ids = l["buildConfigurations"] as? [Any] else { return [] }
            return ids.compactMap { c in
                guard let cid = c as? String, seen.insert(cid).inserted, let o = objects[cid] as? [String: Any] else { return nil }
                let raw = o["buildSettings"] as? [String: Any] ?? [:]
                var settings: [String: String] = [:]
                for (k, v) in raw { settings[k] = Self.text(v) }
                return (cid, o["name"] as? String ?? "", settings, o["baseConfigurationReference"] as? String, o)
            }
        }
        /// Sets the base configuration file's settings of `configuration`, whose configuration object is `object`;
        /// false when the project's budget of files read is spent.
        func setBase(_ configuration: inout BuildConfiguration, _ object: [String: Any]) -> Bool {
            guard let base = bases.base(of: object) else { return false }
            configuration.baseSettings = base.settings
            configuration.baseKeys = base.keys
            return true
        }
        /// The input error at the configuration `id` whose base file would go over the budget.
        func overBudget(_ id: String) -> (BuildSettings?, [InputError]) {
            let at = locator.objectKeys[id].map { source.location(ofOffset: $0.lowerBound) } ?? source.location(line: 1, characterColumn: 1)
            return (nil, [InputError(path: source.path, at: at, message: "more than \(PBXProjBaseConfigurations.maximumFilesRead) files read for this project's base configurations (baseConfigurationReference files and the files they include, each counted every time it is included), over the limit at this configuration's; expected fewer base files or #include lines")])
        }
        let projectConfigurations = list(project["buildConfigurationList"])
        var byName: [String: BuildConfiguration] = [:]
        for c in projectConfigurations {
            placed.append((configurations.count, c.id, c.settings))
            var configuration = BuildConfiguration(name: c.name, target: nil, productType: nil, settings: c.settings,
                                                   baseConfigurationReference: c.base)
            guard setBase(&configuration, c.object) else { return overBudget(c.id) }
            configurations.append(configuration)
            if byName[c.name] == nil { byName[c.name] = configuration }
        }
        for t in project["targets"] as? [Any] ?? [] {
            guard let tid = t as? String, let target = objects[tid] as? [String: Any] else { continue }
            let name = target["name"] as? String ?? tid
            for c in list(target["buildConfigurationList"]) {
                placed.append((configurations.count, c.id, c.settings))
                let inherited = byName[c.name]
                var configuration = BuildConfiguration(name: c.name, target: name, productType: target["productType"] as? String,
                                                       settings: c.settings, projectSettings: inherited?.settings ?? [:],
                                                       baseConfigurationReference: c.base)
                guard setBase(&configuration, c.object) else { return overBudget(c.id) }
                configuration.projectBaseSettings = inherited?.baseSettings ?? [:]
                configuration.projectBaseKeys = inherited?.baseKeys ?? []
                configurations.append(configuration)
            }
        }
        var settings: [BuildSetting] = []
        for p in placed {
            let places = locator.buildSettings[p.id] ?? [:]
            for (rawKey, value) in p.settings {
                let (key, conditions) = Self.splitConditions(rawKey)
                let place = places[rawKey]
                // A key the locator could not find under Foundation's name is placed at its configuration's id.
                let at = place?.key ?? locator.objectKeys[p.id] ?? 0..<0
                var setting = BuildSetting(key: key, conditions: conditions, value: value, keyRange: at,
                                           valueRange: place?.value ?? 0..<0, configuration: p.configuration, file: source.path)
                setting.removal = place.flatMap { Self.removal($0, source.bytes, comments: locator.comments) }
                settings.append(setting)
            }
        }
        settings.sort { ($0.keyRange.lowerBound, $0.configuration ?? 0, $0.key) < ($1.keyRange.lowerBound, $1.configuration ?? 0, $1.key) }
        let comments = locator.comments.filter { SuppressionMap.mayHoldDirective(Array(source.bytes[$0])) }
        return (BuildSettings(format: .pbxproj, settings: settings, configurations: configurations, directiveComments: comments), [])
    }

    /// The edit removing the setting at `place` (`BuildSetting.removal`): `KEY = VALUE;` with a comment that follows
    /// it on its line (unless the comment is a suppression directive, then nil), as `LineSpan.removal` widens it;
    /// nil when a comment lies inside the setting.
    static func removal(_ place: PBXProjLocator.Place, _ bytes: [UInt8], comments: [Range<Int>]) -> FixEdit? {
        var range = place.key.lowerBound..<place.end
        // The comments are in file order: the first that ends after the setting's start is found by binary search.
        var lo = 0, hi = comments.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if comments[mid].upperBound <= range.lowerBound { lo = mid + 1 } else { hi = mid }
        }
        if lo < comments.count {
            let c = comments[lo]
            if c.lowerBound < range.upperBound { return nil }
            // A comment right after the `;` (only blanks between) that ends its line goes with the setting.
            var after = c.upperBound
            while after < bytes.count && LineSpan.isBlank(bytes[after]) { after += 1 }
            if bytes[range.upperBound..<c.lowerBound].allSatisfy(LineSpan.isBlank),
               !bytes[c].contains(0x0A), !bytes[c].contains(0x0D),
               after == bytes.count || bytes[after] == 0x0A || bytes[after] == 0x0D {
                if SuppressionMap.mayHoldDirective(Array(bytes[c])) { return nil }
                range = range.lowerBound..<c.upperBound
            }
        }
        let r = LineSpan.removal(of: range, in: bytes)
        return FixEdit(r.offsets, r.text)
    }

    /// A setting's value as text: a string as it is, an array's strings joined by spaces (as Xcode joins a list).
    static func text(_ value: Any) -> String {
        if let s = value as? String { return s }
        if let a = value as? [Any] { return a.map(text).joined(separator: " ") }
        return ""
    }

    /// `NAME[cond=pattern]…` split into the name and its conditions (a key without a well-formed condition
    /// is kept whole, with none).
    static func splitConditions(_ raw: String) -> (String, [BuildSettingCondition]) {
        guard let open = raw.firstIndex(of: "["), raw.hasSuffix("]") else { return (raw, []) }
        let name = String(raw[..<open])
        var conditions: [BuildSettingCondition] = []
        for group in raw[open...].dropFirst().dropLast().components(separatedBy: "][") {
            for part in group.split(separator: ",") {
                let pair = part.split(separator: "=", maxSplits: 1)
                guard pair.count == 2 else { return (raw, []) }
                conditions.append(BuildSettingCondition(name: pair[0].trimmingCharacters(in: .whitespaces),
                                                        pattern: pair[1].trimmingCharacters(in: .whitespaces)))
            }
        }
        return (name, conditions)
    }

    /// Foundation's description of a parse error without its ` at line N` (which on Linux is always 1).
    static func withoutLine(_ reason: String) -> String {
        guard let r = reason.range(of: " at line ", options: .backwards),
              !reason[r.upperBound...].isEmpty, reason[r.upperBound...].allSatisfy(\.isNumber) else { return reason }
        return String(reason[..<r.lowerBound])
    }
}
