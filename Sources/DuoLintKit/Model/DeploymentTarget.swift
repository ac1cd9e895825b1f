/// One iOS deployment target a file of the project declares: `.iOS(.v26)` / `.iOS("26.0")` in `Package.swift`,
/// an `IPHONEOS_DEPLOYMENT_TARGET` setting of a `project.pbxproj` configuration or an `.xcconfig` line. The
/// project's target (`ProjectModel.iOSDeploymentTarget`) is the lowest of them; `version` nil is a target the
/// file sets in a form duolint cannot read (`$(inherited)`, a variable) or leaves to the default (a
/// `Package.swift` with no `.iOS` platform), which makes the project's target unknown.
public struct DeploymentTarget: Sendable, Equatable {
    /// An iOS version, `major.minor` (`26.0`, `17.4`); a patch is dropped.
    public struct Version: Sendable, Equatable, Comparable, CustomStringConvertible {
        /// The major version (`26`).
        public var major: Int
        /// The minor version (`0` in `26.0`).
        public var minor: Int

        /// The version `major.minor`.
        public init(_ major: Int, _ minor: Int = 0) {
            self.major = major
            self.minor = minor
        }

        /// A version as build settings and `.iOS("…")` write it: `26`, `26.0`, `17.4.1` (digits and dots only,
        /// one to three parts); nil for anything else (`$(inherited)`, empty, `v26`).
        public init?(text: String) {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCIIDigit) }),
                  let major = Int(parts[0]), major > 0 else { return nil }
            self.init(major, parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
        }

        /// A SwiftPM version member's name: `v26` → 26.0, `v15_4` → 15.4; nil for another name.
        public init?(packageMember name: String) {
            guard name.hasPrefix("v") else { return nil }
            self.init(text: name.dropFirst().replacingOccurrences(of: "_", with: "."))
        }

        /// `major.minor`, e.g. `26.0`.
        public var description: String { "\(major).\(minor)" }

        /// Orders by major, then minor version.
        public static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
    }

    /// The version declared, or nil when the file declares one duolint cannot read or leaves the default.
    public var version: Version?
    /// The line (1-based) of the declaration in its file.
    public var line: Int

    /// A target of `version` (nil: unknown) declared on `line` (1-based).
    public init(version: Version?, line: Int) {
        self.version = version
        self.line = line
    }

    /// The project's target from the targets its files declare: the lowest version, or nil when there is none
    /// or one is unknown (a build could then target anything).
    public static func lowest(_ targets: [DeploymentTarget]) -> Version? {
        guard !targets.isEmpty else { return nil }
        var lowest: Version?
        for t in targets {
            guard let v = t.version else { return nil }
            if lowest.map({ v < $0 }) ?? true { lowest = v }
        }
        return lowest
    }

    /// The `IPHONEOS_DEPLOYMENT_TARGET` settings of a build-settings file (a pbxproj's configurations, an
    /// xcconfig's own lines), in file order, each with the line of its name in `source`.
    public static func targets(of settings: BuildSettings, in source: SourceFile) -> [DeploymentTarget] {
        settings.settings.filter { $0.key == "IPHONEOS_DEPLOYMENT_TARGET" }.map {
            DeploymentTarget(version: Version(text: $0.value), line: source.lines.line(ofOffset: $0.keyRange.lowerBound))
        }
    }
}

extension Character {
    /// True for the ASCII digits 0–9.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
