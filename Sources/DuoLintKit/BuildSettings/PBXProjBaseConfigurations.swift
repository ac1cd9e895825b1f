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
///
/// Each file is read once however many configurations name it and by whatever path (by its device and inode,
/// `FileIdentity`, else its standardized path), and one project reads at most `maximumFilesRead` files in all,
/// base files and their includes (an included file counted each time it is included): a hostile project
/// naming thousands of base files, each including hundreds, cannot make one pbxproj cost millions of reads.
struct PBXProjBaseConfigurations {
    private let objects: [String: Any]
    /// The group holding each object (`children` of `PBXGroup`, `PBXVariantGroup` and similar).
    private var parents: [String: String] = [:]
    /// The project's folder, with its `projectDirPath` (ending in `/` unless empty).
    private let root: String
    /// The reader for the files found, with the run's size limit.
    private let reader: XCConfigReader
    /// What each file read sets (`BuildConfiguration.base`), by its identity: configurations often share one.
    private var cache: [FileKey: (settings: [String: String], keys: Set<String>)] = [:]
    /// The files this project may still read, base files and their includes.
    private var budget = Self.maximumFilesRead

    /// The most files one project's base configurations may read, base files and their includes: room for a base
    /// file that uses the whole of an xcconfig's own include budget (`XCConfigReader.maximumIncludes`) and more.
    static let maximumFilesRead = 4 * XCConfigReader.maximumIncludes

    /// A file's identity: its device and inode, or (when it cannot be looked at) its standardized path.
    private enum FileKey: Hashable {
        case identity(FileIdentity)
        case path(String)
    }

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
        var parts = projectFile.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        parts.removeLast(min(2, parts.count))
        var folder = parts.joined(separator: "/")
        if PathText.hasPrefix(projectFile, "/") && folder.isEmpty { folder = "/" }
        if let dir = project["projectDirPath"] as? String, !dir.isEmpty {
            folder = PathText.hasPrefix(dir, "/") ? dir : (folder.isEmpty ? dir : folder + "/" + dir)
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

    /// What the base configuration file of `configuration` sets, its includes followed (in the order Xcode applies
    /// them; `BuildConfiguration.base`): empty when it has none or it cannot be read; nil when the project's
    /// budget of files read is spent.
    mutating func base(of configuration: [String: Any]) -> (settings: [String: String], keys: Set<String>)? {
        guard let file = file(of: configuration) else { return ([:], []) }
        let key = FileIdentity(path: file).map(FileKey.identity) ?? .path(XCConfigReader.identity(file))
        if let known = cache[key] { return known }
        guard budget > 0 else { return nil }
        budget -= 1
        var chain: [BuildSetting] = []
        if case .success(let bytes) = reader.contents(ofFile: file) {
            let read = reader.read(SourceFile(path: file, bytes: bytes), budget: &budget)
            // The budget ran out inside this file: what it sets is not known whole.
            if budget == 0 && read.errors.contains(where: { $0.message.hasPrefix(XCConfigReader.budgetMessage) }) { return nil }
            chain = read.settings.chain
        }
        let found = BuildConfiguration.base(chain)
        cache[key] = found
        return found
    }

    /// `a` and `b` joined by one `/` (either may be empty).
    private func join(_ a: String, _ b: String) -> String {
        if PathText.hasPrefix(b, "/") { return b }
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        return a.hasSuffix("/") ? a + b : a + "/" + b
    }
}
