/// A rule over Xcode build settings: an `.xcconfig` file or a `project.pbxproj`.
///
/// A rule reads one `BuildSettings` (the settings written in the file, with a pbxproj's targets and
/// configurations) and reports findings at a setting; like the other rules it keeps no state, never prints and
/// never reads files.
public protocol BuildSettingRule: Sendable {
    /// The rule's id, name, severity, rationale, fix and source.
    static var description: RuleDescription { get }
    /// Inspects `settings` and reports into `sink`.
    func check(_ settings: BuildSettings, options: RuleOptions, sink: inout BuildSettingFindingSink)
}

extension BuildSettingRule {
    /// The rule's description (instance access to the static metadata).
    public var buildSettingDescription: RuleDescription { Self.description }
}

/// Collects what build-setting rules report for one file; the engine turns each entry into a `Finding` over the
/// setting's name (its conditions included), or at the file's start (1:1) when the name could not be located.
public struct BuildSettingFindingSink {
    /// One report: rule, the setting's byte range and message.
    public struct Entry: Sendable, Equatable {
        /// The reporting rule's id.
        public var ruleID: String
        /// The UTF-8 byte range of the setting's name (conditions included); empty at 0 when not located.
        public var range: Range<Int>
        /// The finding's message.
        public var message: String
        /// The edits (byte offsets of the file read) that resolve the finding; nil: no fix.
        public var fix: ProposedFix? = nil
    }
    /// The reports in the order made.
    public private(set) var entries: [Entry] = []
    /// The byte ranges already reported for each rule: a pbxproj setting written once and read by several
    /// configurations is reported once.
    private var seen: Set<String> = []

    /// An empty sink.
    public init() {}

    /// Reports a finding of `rule` at the name of `setting` with `message` (once per rule and place), and `fix`
    /// (edits in byte offsets of the file read; the engine locates them) when the finding has one.
    public mutating func report(_ rule: RuleDescription, at setting: BuildSetting, _ message: String, fix: ProposedFix? = nil) {
        let key = "\(rule.id) \(setting.keyRange.lowerBound) \(setting.keyRange.upperBound) \(setting.keyRange.isEmpty ? setting.key : "")"
        guard seen.insert(key).inserted else { return }
        entries.append(Entry(ruleID: rule.id, range: setting.keyRange, message: message, fix: fix))
    }
}
