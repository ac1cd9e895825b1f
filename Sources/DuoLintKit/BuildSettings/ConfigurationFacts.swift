import Foundation

/// What `BuildSettings.appliesToIPhoneApp` asks of a pbxproj's configurations, computed once when the settings are
/// built, so that judging every setting costs time linear in the file: the keys each configuration sets (its own,
/// conditions dropped, and its base configuration file's), the keys a target configuration inherits from the
/// project level, the iPhone app target configurations of each configuration name, and a memo of the answers for
/// project-level keys (a project may write one key under thousands of conditions; it is judged once per
/// configuration and set of shadowing keys).
final class ConfigurationFacts: @unchecked Sendable {
    /// For each configuration index: the keys it sets itself or in its base configuration file, without conditions.
    let ownKeys: [Set<String>]
    /// For each configuration index: the keys set at the project level for it (a target: the project-level
    /// configuration of its name, its own and its base file's; empty for the project itself).
    let inheritedKeys: [Set<String>]
    /// For each configuration name: the indices of its target configurations that build an iPhone app.
    let iPhoneTargets: [String: [Int]]
    /// Answers already given by `inherited(_:_:_:)`, by project configuration index, key and shadows; guarded by `lock`.
    private var memo: [Int: [String: Bool]] = [:]
    private let lock = NSLock()

    /// The facts of `configurations`, grouped by name as `byName` (`BuildSettings.configurationsByName`).
    init(_ configurations: [BuildConfiguration], byName: [String: (project: Int?, targets: [Int])]) {
        func keys(_ d: [String: String], _ base: Set<String>) -> Set<String> {
            var out = base
            for k in d.keys { out.insert(Self.name(of: k)) }
            return out
        }
        let own = configurations.map { keys($0.settings, $0.baseKeys) }
        var inherited = [Set<String>](repeating: [], count: configurations.count)
        var targets: [String: [Int]] = [:]
        for (name, group) in byName {
            for t in group.targets {
                let c = configurations[t]
                if let p = group.project {
                    inherited[t] = own[p]
                } else if !c.projectSettings.isEmpty || !c.projectBaseKeys.isEmpty {
                    inherited[t] = keys(c.projectSettings, c.projectBaseKeys)
                }
                if c.isIPhoneApp { targets[name, default: []].append(t) }
            }
        }
        ownKeys = own
        inheritedKeys = inherited
        iPhoneTargets = targets
    }

    /// `KEY[cond=…]…` without its conditions: the text before the first `[`.
    static func name(of rawKey: String) -> String {
        guard let open = rawKey.firstIndex(of: "[") else { return rawKey }
        return String(rawKey[..<open])
    }

    /// True when configuration `index` sets `key` (with or without conditions) itself or in its base
    /// configuration file; with `inherited`, or at the project level.
    func sets(_ index: Int, _ key: String, inherited: Bool) -> Bool {
        ownKeys[index].contains(key) || (inherited && inheritedKeys[index].contains(key))
    }

    /// True when some iPhone app target configuration named `name` inherits `key` from the project configuration
    /// `project`: it sets neither `key` nor any of `shadows` itself. Computed once per (project, key, shadows).
    func inherited(_ project: Int, name: String, key: String, shadows: [String]) -> Bool {
        let memoKey = ([key] + shadows).joined(separator: "\u{0}")
        lock.lock()
        let known = memo[project]?[memoKey]
        lock.unlock()
        if let known { return known }
        let answer = (iPhoneTargets[name] ?? []).contains { t in
            !sets(t, key, inherited: false) && !shadows.contains { sets(t, $0, inherited: false) }
        }
        lock.lock()
        memo[project, default: [:]][memoKey] = answer
        lock.unlock()
        return answer
    }
}
