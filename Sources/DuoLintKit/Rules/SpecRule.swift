/// A rule over screen specs (`*.duo.yml`).
///
/// A rule reads one validated `ScreenSpec` and the options and reports findings at spec positions (the
/// element's or bar item's `id` key, or a layout's state key). Like Swift rules it keeps no state, never prints
/// and never reads files.
public protocol SpecRule: Sendable {
    /// The rule's id, name, severity, rationale, fix and source.
    static var description: RuleDescription { get }
    /// Inspects `spec` and reports into `sink`.
    func check(_ spec: ScreenSpec, options: RuleOptions, sink: inout SpecFindingSink)
}

extension SpecRule {
    /// The rule's description (instance access to the static metadata).
    public var specDescription: RuleDescription { Self.description }
}

/// Collects what spec rules report for one file; the engine turns the entries into `Finding`s.
public struct SpecFindingSink {
    /// One report: rule, position (1-based line and character column), message and the finding's severity
    /// when it differs from the rule's (touch targets: error below 28 pt, note below 44 pt).
    public struct Entry: Sendable, Equatable {
        public var ruleID: String
        public var position: SpecPosition
        public var message: String
        public var severity: Severity?
    }
    /// The reports in the order made.
    public private(set) var entries: [Entry] = []

    /// An empty sink.
    public init() {}

    /// Reports a finding of `rule` at `position` with `message`; `severity` overrides the rule's default.
    public mutating func report(_ rule: RuleDescription, at position: SpecPosition, _ message: String, severity: Severity? = nil) {
        entries.append(Entry(ruleID: rule.id, position: position, message: message, severity: severity))
    }
}

/// Number formatting for spec messages: `440`, `475.5`.
enum SpecFormat {
    /// `value` without a trailing `.0`.
    static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
