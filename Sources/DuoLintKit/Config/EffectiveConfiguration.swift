import Foundation

/// The configuration a file is linted with: the chain of `.duolint.yml` files at or above its folder (root
/// first), merged.
///
/// Merging, root first, each file over what the ones above it gave:
/// - rules: the rules that are not opt-in to start with; a file's `only_rules` replaces the set so far; else its
///   `disabled_rules` are taken out of it and its `opt_in_rules` put in (so a child's `disabled_rules` removes
///   rules from a parent's `only_rules` list, and a child's `opt_in_rules` adds to it);
/// - `rules:` settings override per rule and per option (`severity`, `fold_band`): the nearest file that sets one wins;
/// - `max_file_size` and `reporter`: the nearest file that sets them;
/// - `included`/`excluded`: every file's filter applies (each relative to its own folder), so a parent's
///   `excluded` leaves out a child folder's files and a child's `excluded` applies only below it.
public struct EffectiveConfiguration: Sendable, Equatable {
    /// The configurations merged, root first (empty: the default, no file).
    public var chain: [Configuration]
    /// The ids of the rules that run, sorted.
    public var enabledRules: [String]
    /// Severity overrides by rule id, each with the file that set it.
    public var severities: [String: Sourced<Severity>] = [:]
    /// `interactive_on_fold`'s `fold_band` in points and the file that set it; nil: not set.
    public var foldBand: Sourced<Double>?
    /// `max_file_size` in bytes and the file that set it; nil: not set (`FileReader.defaultLimit`).
    public var maxFileSize: Sourced<Int>?
    /// The reporter named by the nearest file that names one, and that file; nil: none does.
    public var reporter: Sourced<String>?
    /// True when a configuration above this folder leaves the folder out (`excluded`, or not `included`):
    /// nothing in it is linted, and its own `.duolint.yml` is not read (`ConfigurationSet`).
    public var isLeftOut = false
    /// The filters of the files in the chain that have `included` or `excluded`, root first.
    private var filters: [PathFilter] = []

    /// Merges `chain` (root first; see the type's description) over the rules `rules` (default: every
    /// registered rule). A configuration without a `path` is shown as `(default)`.
    public init(chain: [Configuration], rules: [RuleDescription] = RuleRegistry.descriptions) {
        self.chain = chain
        var enabled = Set(rules.filter { !$0.isOptIn }.map(\.id))
        for c in chain {
            let from = c.path ?? "(default)"
            if let only = c.onlyRules {
                enabled = Set(only)
            } else {
                enabled.subtract(c.disabledRules)
                enabled.formUnion(c.optInRules)
            }
            for (id, s) in c.severities { severities[id] = Sourced(s, from: from) }
            if let f = c.foldBand { foldBand = Sourced(f, from: from) }
            if let m = c.maxFileSize { maxFileSize = Sourced(m, from: from) }
            if let r = c.reporter { reporter = Sourced(r, from: from) }
            if let filter = c.pathFilter { filters.append(filter) }
        }
        enabledRules = enabled.sorted()
    }

    /// True when every configuration of the chain lets the file at `path` be linted (see `PathFilter`).
    public func allowsFile(_ path: String) -> Bool { !isLeftOut && filters.allSatisfy { $0.allowsFile(path) } }

    /// True when `allowsFile(_:)` is true of every path: nothing leaves the folder out and no file of the chain
    /// has `included` or `excluded`.
    public var allowsEveryFile: Bool { !isLeftOut && filters.isEmpty }

    /// True when every configuration of the chain lets discovery walk into the folder at `path`.
    public func allowsDirectory(_ path: String) -> Bool { !isLeftOut && filters.allSatisfy { $0.allowsDirectory(path) } }

    /// The `included` and `excluded` patterns of the chain, root first, each with the file that gives it.
    public var patterns: (included: [(pattern: String, from: String)], excluded: [(pattern: String, from: String)]) {
        var included: [(String, String)] = [], excluded: [(String, String)] = []
        for c in chain {
            let from = c.path ?? "(default)"
            included += c.included.map { ($0, from) }
            excluded += c.excluded.map { ($0, from) }
        }
        return (included, excluded)
    }

    /// What a linter needs from this configuration, with the command line's `--fold-band` (points) and
    /// `--max-file-size` (bytes) winning when given.
    public func settings(foldBand commandLineFoldBand: Double? = nil, maxFileSize commandLineLimit: Int? = nil) -> LintSettings {
        LintSettings(enabledRules: enabledRules, severities: severities.mapValues(\.value),
                     foldBand: commandLineFoldBand ?? foldBand?.value ?? RuleOptions().foldBand,
                     maxFileSize: commandLineLimit ?? maxFileSize?.value ?? FileReader.defaultLimit)
    }
}

/// A merged setting and the configuration file it came from (as shown in messages).
public struct Sourced<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The setting.
    public var value: Value
    /// The path of the `.duolint.yml` that set it, as shown (`(default)` for a configuration without a path).
    public var from: String

    /// `value`, set by the file `from`.
    public init(_ value: Value, from: String) {
        self.value = value
        self.from = from
    }
}

/// The part of an effective configuration that decides how a file is linted: one linter is made per distinct
/// value in a run (not per file).
public struct LintSettings: Sendable, Hashable {
    /// The ids of the rules that run, sorted.
    public var enabledRules: [String]
    /// Severity overrides by rule id.
    public var severities: [String: Severity]
    /// `interactive_on_fold`'s fold band in points.
    public var foldBand: Double
    /// The largest input read, in bytes.
    public var maxFileSize: Int
}

extension Linter {
    /// This linter with the rules, severities, rule options and size limit of `settings`, everything else
    /// (jobs, baseline, folder root, replaced files) kept; its own `pathFilter` is cleared (discovery filters).
    public func configured(_ settings: LintSettings) -> Linter {
        var l = self
        let on = Set(settings.enabledRules)
        let options = RuleOptions(foldBand: settings.foldBand)
        l.swiftLinter = SwiftLinter(rules: RuleRegistry.swiftRules.filter { on.contains($0.description.id) },
                                    options: options, severities: settings.severities)
        l.specLinter = SpecLinter(rules: RuleRegistry.specRules.filter { on.contains($0.specDescription.id) },
                                  options: options, severities: settings.severities)
        l.plistLinter = PlistLinter(rules: RuleRegistry.plistRules.filter { on.contains($0.plistDescription.id) },
                                    options: options, severities: settings.severities)
        l.buildSettingsLinter = BuildSettingsLinter(rules: RuleRegistry.buildSettingRules.filter { on.contains($0.buildSettingDescription.id) },
                                                    options: options, severities: settings.severities)
        l.severities = settings.severities
        l.maxFileSize = settings.maxFileSize
        l.pathFilter = nil
        return l
    }
}
