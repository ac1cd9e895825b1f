/// What a file's streamed section may depend on besides the file itself: what the run knows before its first
/// file is linted.
public struct ReportContext: Sendable, Equatable {
    /// The rules that run, in id order (`LintRun.rules`; SARIF's `ruleIndex` is an index here).
    public var rules: [RuleDescription]
    /// True when a baseline applies (`LintRun.baselineApplied`; SARIF then writes `baselineState`).
    public var baselineApplied: Bool

    /// A context with `rules` (in id order) and whether a baseline applies.
    public init(rules: [RuleDescription] = [], baselineApplied: Bool = false) {
        self.rules = rules
        self.baselineApplied = baselineApplied
    }

    /// The context of `run`: its rules and whether it had a baseline.
    public init(_ run: LintRun) {
        self.init(rules: run.rules, baselineApplied: run.baselineApplied)
    }
}

/// One file's part of a streamed report, made on the worker that linted the file.
///
/// A report that numbers the paths it names across the whole run, in order of first use (SARIF's artifact
/// indexes), cannot know those numbers on the worker: its text is then cut where a number goes. The text is
/// `pieces[0]`, the number of `paths[slots[0]]`, `pieces[1]`, the number of `paths[slots[1]]`, … ,
/// `pieces.last`; the frame's `place` fills the numbers in, in file order. Most sections are one piece
/// with no slots.
public struct ReportSection: Sendable, Equatable {
    /// The text around the numbers (one more piece than `slots`).
    public var pieces: [String]
    /// For each gap between two pieces, the index in `paths` of the path whose number goes there.
    public var slots: [Int]
    /// The distinct paths the section numbers, in order of first use.
    public var paths: [String]
    /// What a frame's head or tail counts from the section besides its text (the `markdown` reporter: each
    /// finding's rule and severity; `sonarqube`: each finding's report rule id, each distinct one once for a
    /// deferred section, as only their set is used); empty for most reporters.
    public var facts: [String] = []
    /// Text for a second part of the report, after every file's `pieces` (the `html` reporter's table of Swift
    /// and build-setting findings, after its screen drawings); the frame places it. Empty for most reporters.
    public var appendix: String = ""
    /// Text written after `pieces` but made only when the section is placed (`write(numbers:_:)`), for a file with
    /// very many findings: its whole text (100 MB of SARIF for 100,000 findings) would otherwise be held until
    /// every earlier file's section is written. Nil for most sections.
    public var deferred: DeferredText?
    /// Text for the report's second part (as `appendix`, after it) made only when the section is placed, in pieces
    /// the frame writes as they come (`copyAppendix`), for a file with very many findings: the `html` reporter's
    /// rows of 100,000 findings (about 100 MB) would otherwise be held whole. Its numbers are always empty.
    /// Nil for most sections.
    public var deferredAppendix: DeferredText?

    /// A section of one piece of `text` and no numbers.
    public init(_ text: String) {
        pieces = [text]
        slots = []
        paths = []
    }

    /// A section of `pieces` with a number of one of `paths` (`slots`, as indexes in `paths`) between two
    /// consecutive pieces; `pieces.count` must be `slots.count + 1`.
    public init(pieces: [String], slots: [Int], paths: [String]) {
        self.pieces = pieces
        self.slots = slots
        self.paths = paths
    }

    /// A section of one piece of `text` and no numbers, with `facts` for the frame.
    public init(_ text: String, facts: [String]) {
        self.init(text)
        self.facts = facts
    }

    /// A section whose text is all `deferred`, numbering `paths`.
    public init(deferred: DeferredText, paths: [String] = []) {
        self.init(pieces: [""], slots: [], paths: paths)
        self.deferred = deferred
    }

    /// True when the section writes nothing (no text, no numbers, no deferred text or appendix): the file adds
    /// nothing to the report.
    public var isEmpty: Bool {
        slots.isEmpty && pieces.allSatisfy(\.isEmpty) && appendix.isEmpty && deferred == nil && deferredAppendix == nil
    }

    /// Writes the section's text through `write`: `pieces` with the number `numbers[slots[i]]` between piece `i`
    /// and piece `i + 1`, then the `deferred` text (which gets `numbers` too). `numbers` holds the run-wide
    /// number of each of `paths` (empty for a report that numbers nothing).
    public func write(numbers: [Int], _ write: (String) -> Void) {
        for (i, piece) in pieces.enumerated() {
            if !piece.isEmpty { write(piece) }
            if i < slots.count { write(String(numbers[slots[i]])) }
        }
        deferred?.write(numbers, write)
    }
}

/// A section's text made when the section is placed, in file order under the report writer's lock, rather than
/// on the worker that linted the file: it holds what it is made from (a file's findings), which is far smaller
/// than the text. Two are equal only when they are the same deferred text (made by one `init`).
public struct DeferredText: Sendable, Equatable {
    /// Writes the text through `write`, in pieces of at most about 64 KiB; `numbers[k]` is the run-wide number
    /// of the section's `paths[k]`.
    public let write: @Sendable (_ numbers: [Int], _ write: (String) -> Void) -> Void
    /// What tells two deferred texts apart.
    private let identity = Identity()

    /// A deferred text written by `write`.
    public init(_ write: @escaping @Sendable (_ numbers: [Int], _ write: (String) -> Void) -> Void) {
        self.write = write
    }

    public static func == (a: DeferredText, b: DeferredText) -> Bool { a.identity === b.identity }

    private final class Identity: Sendable {}
}

/// The parts of a streamed report that depend on the whole run, for one run: the writer spools the files'
/// sections in file order through `place`, and once every file is done writes `head`, the spooled sections
/// and `tail` from `ends(for:)`. Called only under the writer's lock, so never concurrently.
public protocol ReportFrame: AnyObject {
    /// Writes one file's non-empty section through `write`, in file order, with its path numbers filled in
    /// (and remembered, for the next sections and the head).
    func place(_ section: ReportSection, _ write: (String) -> Void)
    /// The text before the first section and after the last, for a run that had at least one non-empty
    /// section. `run` is the run's summary: its findings and suppressed findings are not kept (empty), its
    /// counts, input errors, rules and baseline flag are.
    func ends(for run: LintRun) -> (head: String, tail: String)
    /// Writes, through `write`, what the frame kept for the report's second part (`ReportSection.appendix`),
    /// after the spooled sections and before the tail; returns why it could not (nil when it could).
    /// Default: nothing.
    func copyAppendix(to write: (String) -> Void) -> String?
}

extension ReportFrame {
    /// Nothing: most frames keep no second part.
    public func copyAppendix(to write: (String) -> Void) -> String? { nil }
}
