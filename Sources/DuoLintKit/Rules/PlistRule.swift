/// A rule over an app's `Info.plist`.
///
/// A rule reads one `InfoPlist` (its top-level keys and values) and reports findings at a key; like the
/// other rules it keeps no state, never prints and never reads files.
public protocol PlistRule: Sendable {
    /// The rule's id, name, severity, rationale, fix and source.
    static var description: RuleDescription { get }
    /// Inspects `plist` and reports into `sink`.
    func check(_ plist: InfoPlist, options: RuleOptions, sink: inout PlistFindingSink)
}

extension PlistRule {
    /// The rule's description (instance access to the static metadata).
    public var plistDescription: RuleDescription { Self.description }
}

/// Collects what plist rules report for one file; the engine turns each entry into a `Finding` at the
/// key's `<key>` element (XML plists) or at the file's start (binary and OpenStep plists).
public struct PlistFindingSink {
    /// One report: rule, top-level key, message and the fix offered, if any.
    public struct Entry: Sendable, Equatable {
        public var ruleID: String
        public var key: String
        public var message: String
        /// The edits (byte offsets of the plist file) that resolve the finding; nil: no fix.
        public var fix: ProposedFix? = nil
    }
    /// The reports in the order made.
    public private(set) var entries: [Entry] = []

    /// An empty sink.
    public init() {}

    /// Reports a finding of `rule` at the top-level key `key` with `message`, and `fix` (edits in byte offsets of
    /// the file read; the engine locates them) when the finding has one.
    public mutating func report(_ rule: RuleDescription, atKey key: String, _ message: String, fix: ProposedFix? = nil) {
        entries.append(Entry(ruleID: rule.id, key: key, message: message, fix: fix))
    }
}
