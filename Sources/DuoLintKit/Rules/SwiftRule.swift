/// A rule over Swift source.
///
/// The engine walks each file's tokens once and calls `visit` for every
/// identifier token whose text is one of the rule's `triggers` (swift-format's
/// pipeline: adding a rule adds work at the tokens it asked for, not a pass per
/// file). A rule reads the file through `SwiftFile`'s views, reports through
/// the sink, keeps no state between calls and never prints or reads files.
public protocol SwiftRule: Sendable {
    /// The rule's id, name, severity, rationale, fix and source.
    static var description: RuleDescription { get }
    /// Identifier texts at which `visit` is called (e.g. `["UIScreen"]`).
    var triggers: [String] { get }
    /// Inspects the trigger token at index `i` of `file` (with the options and project model of `context`) and
    /// reports findings into `sink`.
    func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink)
    /// False when the rule can report nothing in `file` whatever its triggers (a necessary condition, cheap next
    /// to the visits it saves: `assumed_biometry` needs a string literal that names Face ID). The engine asks once
    /// per file, at the rule's first trigger (also one in code that never runs), and then calls no `visit` of the
    /// rule in that file when it is false.
    /// It must not change what the rule reports: true whenever some visit could report.
    func mayReport(in file: SwiftFile) -> Bool
}

extension SwiftRule {
    /// The rule's description (instance access to the static metadata).
    public var description: RuleDescription { Self.description }
    /// True: a rule without a cheaper test is visited at each of its triggers.
    public func mayReport(in file: SwiftFile) -> Bool { true }
}

/// Per-rule settings a rule may read (filled from the command line and, later, the configuration file).
public struct RuleOptions: Sendable {
    /// Width of the band around an active fold that interactive elements must avoid, in points (default 27).
    public var foldBand: Double
    /// Options with the fold band in points (27 by default, the mockup kit's value).
    public init(foldBand: Double = 27) { self.foldBand = foldBand }
}

/// Collects what rules report for one file, as token positions; the engine turns them into `Finding`s.
public struct FindingSink {
    /// One report: the rule, the token index where the finding starts and the message.
    public struct Entry: Sendable, Equatable {
        /// The reporting rule's id.
        public var ruleID: String
        /// Index of the token where the finding starts.
        public var token: Int
        /// The finding's message.
        public var message: String
        /// The finding's own severity, or nil for the rule's. A severity the configuration sets for the rule
        /// replaces this one too (as for spec rules), so a user's setting applies to every finding of the rule.
        public var severity: Severity? = nil
        /// The rewrite that resolves the finding, or nil.
        public var fix: ProposedFix? = nil
    }
    public private(set) var entries: [Entry] = []

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}

    /// Removes the entries `drop` says to (the engine's use: findings in code that never runs on the device).
    mutating func removeAll(where drop: (Entry) -> Bool) { entries.removeAll(where: drop) }

    /// Reports a finding of `rule` at token `token` with `message` (one sentence: what is wrong on Duo and what to write instead).
    /// `severity`, when given, is this finding's own severity in place of the rule's default (e.g. a warning among
    /// a rule's errors); a severity configured for the rule still wins.
    /// `fix`, when given, is the rewrite that resolves it (`duolint --fix`), edits in the file's byte offsets.
    public mutating func report(_ rule: RuleDescription, at token: Int, _ message: String, severity: Severity? = nil,
                                fix: ProposedFix? = nil) {
        var message = message
        // The same message as the rule's last finding (one finding a line of a long file) shares that one's text.
        if let last = entries.last, last.ruleID == rule.id, last.message.hasSameUTF8(as: message) {
            message = last.message
        }
        entries.append(Entry(ruleID: rule.id, token: token, message: message, severity: severity, fix: fix))
    }
}
