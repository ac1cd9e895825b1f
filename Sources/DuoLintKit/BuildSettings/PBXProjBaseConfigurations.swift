/// The xcconfig files a `project.pbxproj`'s configurations name as their `baseConfigurationReference`: where they
/// are, from the project's groups, and what they set, read with `XCConfigReader` (their includes followed).
///
/// A file reference's path is its `path` under its `sourceTree`: `<group>` (under its group's path, up the
/// groups to the main group or a group rooted elsewhere), `SOURCE_ROOT` (the project's folder, the one holding
/// the `*.xcodeproj`, with the project's `projectDirPath`), or `<absolute>`; any other tree (`BUILT_PRODUCTS_DIR`,
/// `SDKROOT`, a setting) is not known here. A reference into a folder Xcode keeps in sync
/// (`baseConfigurationReferenceAnchor` with `baseConfigurationReferenceRelativePath`) is the anchor folder's path
/// and that relative path. A file that cannot be found or read is left out without an error: it is the
/// xcconfig's own file, and Xcode reports it when it builds.
struct PBXProjBaseConfigurations {
    private let objects: [String: Any]
    /// The group holding each object (`children` of `PBXGroup`, `PBXVariantGroup` and similar).
    private var parents: [String: String] = [:]
    /// The project's folder, with its `projectDirPath` (ending in `/` unless empty).
    private let root: String
    /// The reader for the files found, with the run's size limit.
    private let reader: XCConfigReader
    /// Files already read, by path: several configurations often share one.
    private var cache: [String: [BuildSetting]] = [:]

    /// The base configurations of the project at `projectFile` (its `project.pbxproj` display path) with
    /// `objects`, whose project is `project`; files are read with `reader`.
    init(objects: [String: Any], project: [String: Any], projectFile: String, reader: XCConfigReader) {
        self.objects = objects
        self.reader = reader
        for (id, o) in objects {
            guard let o = o as? [String: Any], let children = o["children"] as? [Any] else { continue }
            for c in children { if let c = c as? String { parents[c] = id } }
        }
        // `A.xcodeproj/project.pbxproj` → the folder holding `A.xcodeproj`.
        var parts = projectFile.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast(min(2, parts.count))
        var folder = parts.joined(separator: "/")
        if projectFile.hasPrefix("/") && folder.isEmpty { folder = "/" }
        if let dir = project["projectDirPath"] as? String, !dir.isEmpty {
            folder = dir.hasPrefix("/") ? dir : (folder.isEmpty ? dir : folder + "/" + dir)
        }
        root = folder.isEmpty || folder.hasSuffix("/") ? folder : folder + "/"
    }

    /// The path of the object `id` (a file reference or a group), or nil when its tree is not known here.
    func path(of id: String, depth: Int = 0) -> String? {
        guard depth < 64, let o = objects[id] as? [String: Any] else { return nil }
        let own = o["path"] as? String ?? ""
        switch o["sourceTree"] as? String ?? "<group>" {
        case "<absolute>": return own
        case "SOURCE_ROOT": return join(root, own)
        case "<group>":
            guard let parent = parents[id] else { return join(root, own) }
            guard let above = path(of: parent, depth: depth + 1) else { return nil }
            return join(above, own)
        default: return nil
        }
    }

    /// The base configuration file of the configuration object `configuration`, if it names one found here.
    func file(of configuration: [String: Any]) -> String? {
        if let ref = configuration["baseConfigurationReference"] as? String { return path(of: ref) }
        if let anchor = configuration["baseConfigurationReferenceAnchor"] as? String,
           let relative = configuration["baseConfigurationReferenceRelativePath"] as? String,
           let folder = path(of: anchor) {
            return join(folder, relative)
        }
        return nil
    }

    /// The settings (its own and its includes', in the order Xcode applies them) of the base configuration of
    /// `configuration`; empty when it has none or it cannot be read.
    mutating func settings(of configuration: [String: Any]) -> [BuildSetting] {
        guard let file = file(of: configuration) else { return [] }
        if let known = cache[file] { return known }
        var found: [BuildSetting] = []
        if case .success(let opened) = InputFile.open(file), case .success(let bytes) = opened.read(limit: reader.maxFileSize) {
            found = reader.read(SourceFile(path: file, bytes: bytes)).settings.chain
        }
        cache[file] = found
        return found
    }

    /// `a` and `b` joined by one `/` (either may be empty).
    private func join(_ a: String, _ b: String) -> String {
        if b.hasPrefix("/") { return b }
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        return a.hasSuffix("/") ? a + b : a + "/" + b
    }
}
