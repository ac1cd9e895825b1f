/// The iOS deployment targets a SwiftPM manifest declares, read from its syntax tree.
extension DeploymentTarget {
    /// True when `path` names a package manifest (`Package.swift`, at any folder depth).
    public static func isPackageManifest(_ path: String) -> Bool {
        path == "Package.swift" || path.hasSuffix("/Package.swift")
    }

    /// The targets of the manifest `file`: for each `Package(…)` call, the version of each `.iOS(.v26)` /
    /// `.iOS(.v15_4)` / `.iOS("26.0")` in its `platforms:` argument (a version in another form is unknown), or
    /// one unknown target when the package names no iOS platform (SwiftPM then builds for its oldest
    /// supported iOS), and one unknown target for each other platform it declares below 26 (`.macOS(.v14)`: its
    /// sources compile for that platform too, where the iOS 26 API the fixes write is missing as well). Lines
    /// are 1-based. Empty for a file without a `Package(…)` call.
    public static func targets(ofManifest file: SwiftFile) -> [DeploymentTarget] {
        var found: [DeploymentTarget] = []
        func line(_ t: Int) -> Int { file.source.lines.line(ofOffset: Int(file.tokens[t].start)) }
        for i in 0..<file.count where file.kind(i) == .identifier && file.isWord(i, "Package") && !file.isMember(i) {
            guard let c = file.call(at: i), c.argumentsOpen != nil else { continue }
            guard let platforms = file.argument(c, labelled: "platforms") else {
                found.append(DeploymentTarget(version: nil, line: line(i)))
                continue
            }
            var ios: [DeploymentTarget] = [], others: [DeploymentTarget] = []
            for t in platforms.value where file.kind(t) == .identifier && file.isMember(t) {
                guard let p = file.call(at: t), p.callee == t else { continue }
                let v = p.arguments.count == 1 ? version(p.arguments[0], in: file) : nil
                if file.isWord(t, "iOS") {
                    ios.append(DeploymentTarget(version: v, line: line(t)))
                } else if otherPlatforms.contains(file.text(t)), !(v.map { $0.major >= 26 } ?? false) {
                    // The package's sources compile for that platform too, below the 26 of the fixes' newest API.
                    others.append(DeploymentTarget(version: nil, line: line(t)))
                }
            }
            found += (ios.isEmpty ? [DeploymentTarget(version: nil, line: line(i))] : ios) + others
        }
        return found
    }

    /// The other platforms of SwiftPM's `SupportedPlatform` whose versions, like iOS's, reach 26 with the 2025 releases.
    static let otherPlatforms: Set<String> = ["macOS", "macCatalyst", "tvOS", "watchOS", "visionOS"]

    /// The version an `.iOS(…)` argument writes: `.v26` (a member of `SupportedPlatform.IOSVersion`) or the
    /// plain literal `"26.0"`; nil for any other form.
    private static func version(_ a: Argument, in file: SwiftFile) -> Version? {
        let r = a.value
        guard a.label == nil else { return nil }
        if r.count == 2, file.kind(r.lowerBound) == .period, file.kind(r.lowerBound + 1) == .identifier {
            return Version(packageMember: file.text(r.lowerBound + 1))
        }
        if r.count == 3, file.kind(r.lowerBound) == .stringQuote, file.kind(r.lowerBound + 1) == .stringSegment {
            return Version(text: file.text(r.lowerBound + 1))
        }
        return nil
    }
}
