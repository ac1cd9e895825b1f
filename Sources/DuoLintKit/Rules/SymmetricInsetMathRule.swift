/// `symmetric_inset_math`: one edge of a safe-area inset or layout margin
/// standing for both sides.
///
/// An inset edge is `.left/.right/.top/.bottom/.leading/.trailing` of a chain
/// containing `safeAreaInsets`, `layoutMargins` or `directionalLayoutMargins`,
/// of a local binding of such a chain, or a local binding of an edge itself.
/// Catches an edge multiplied by the literal 2, added to itself, subtracted
/// twice, copied into the opposite edge of `UIEdgeInsets(…)`/`EdgeInsets(…)`/
/// `NSDirectionalEdgeInsets(…)`, or fed to `insetBy(dx:dy:)` or
/// `.padding(.horizontal/.vertical, …)`. Reports at the source token
/// (`safeAreaInsets`…) or at the binding's name where a binding is used.
/// Leaves alone each edge used once (`left + right`), `inset(by:)`, other factors
/// (`* 20`, `* 2.5`) and values not derived from insets.
/// Facts: DOMAIN.md §3 (outer and inner landscape: left 0, right 84 pt); seed 004 (safe areas per state).
public struct SymmetricInsetMathRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "symmetric_inset_math",
        name: "Symmetric inset math",
        severity: .error,
        summary: "Flags inset arithmetic that lets one safe-area or layout-margin edge stand for both sides, although opposite insets differ on iPhone Duo.",
        rationale: "On iPhone Duo the vertical bar sits on one side: the safe area is 0 pt on the left and 84 pt on the right on the outer display and the inner display in landscape. Math that doubles one edge, or copies it to the other side, clips content on one side and wastes space on the other.",
        fix: "Use bounds.inset(by: safeAreaInsets), or add the two edges (insets.left + insets.right); in SwiftUI let the safe area apply instead of adding it as padding.",
        source: "seed 004 (safe-area values per state); seed 003 (vertical bar on the side)",
        inputs: [.swift],
        tags: ["layout", "safe-area"])

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["left", "right", "top", "bottom", "leading", "trailing"] }

    static let opposite: [String: String] = [
        "left": "right", "right": "left", "top": "bottom", "bottom": "top", "leading": "trailing", "trailing": "leading",
    ]

    /// Judges the trigger token at index `i` of `file` and reports each finding at its first token (line 1-based, columns as `SourceLocation` gives them) into `sink`.
    public func visit(_ i: Int, in file: SwiftFile, options: RuleOptions, sink: inout FindingSink) {
        guard file.isMember(i), file.nextMember(after: i) == nil, file.kind(i + 1) != .leftParen else { return }
        let start = file.chainStart(endingAt: i)
        guard start < i, let source = insetSource(file, chain: start..<i) else { return }
        // `let inset = view.safeAreaInsets.left`: judge the uses of `inset`.
        if let b = file.binding(initializedWith: start..<(i + 1)) {
            for use in file.uses(of: b) where file.nextMember(after: use) == nil {
                check(file, edge: use..<(use + 1), edgeName: file.text(i), reportAt: use, sink: &sink)
            }
            return
        }
        check(file, edge: start..<(i + 1), edgeName: file.text(i), reportAt: source, sink: &sink)
    }

    /// The token to report for the chain (the inset property, or a binding of one at the chain's start), or nil
    /// when the chain is not derived from insets.
    private func insetSource(_ file: SwiftFile, chain: Range<Int>) -> Int? {
        for k in chain where file.kind(k) == .identifier && isInsetProperty(file, k) { return k }
        let head = chain.lowerBound
        if file.kind(head) == .identifier, !file.isMember(head), let b = file.binding(referencedAt: head) {
            // `let insets = view.safeAreaInsets` (a plain chain ending in the inset property).
            let last = b.value.upperBound - 1
            if !b.value.isEmpty, isInsetProperty(file, last), file.chainStart(endingAt: last) == b.value.lowerBound { return head }
        }
        return nil
    }

    private func isInsetProperty(_ file: SwiftFile, _ k: Int) -> Bool {
        file.isText(k, "safeAreaInsets") || file.isText(k, "layoutMargins") || file.isText(k, "directionalLayoutMargins")
    }

    /// True when token `k` is the literal 2 (`2`, `2.0`, `2.00`…).
    private func isTwo(_ file: SwiftFile, _ k: Int) -> Bool {
        let kk = file.kind(k)
        guard kk == .integerLiteral || kk == .floatingLiteral else { return false }
        let t = file.text(k)
        if t == "2" { return true }
        guard t.hasPrefix("2.") else { return false }
        return t.dropFirst(2).allSatisfy { $0 == "0" || $0 == "_" }
    }

    /// True when tokens `a` and `b` (ranges) spell the same expression.
    private func sameExpression(_ file: SwiftFile, _ a: Range<Int>, _ b: Range<Int>) -> Bool {
        guard a.count == b.count, b.upperBound <= file.count else { return false }
        for (x, y) in zip(a, b) where !file.sameText(x, y) { return false }
        return true
    }

    /// Why the two sides differ on iPhone Duo, for the edge's axis (DOMAIN.md, safe areas).
    static func asymmetry(_ edge: String) -> String {
        edge == "top" || edge == "bottom"
            ? "the inner display in portrait has 84 pt at the top and 95 pt at the bottom"
            : "iPhone Duo's vertical bar makes one side 84 pt and the other 0"
    }

    private func check(_ file: SwiftFile, edge e0: Range<Int>, edgeName: String, reportAt: Int, sink: inout FindingSink) {
        // `(view.safeAreaInsets.right) * 2`: parentheses around the edge alone (not a call's) do not change it.
        var e = e0
        while file.kind(e.lowerBound - 1) == .leftParen, file.match(e.lowerBound - 1) == e.upperBound,
              file.owner(ofGroup: e.lowerBound - 1) == nil {
            e = (e.lowerBound - 1)..<(e.upperBound + 1)
        }
        let s = e.lowerBound, end = e.upperBound
        let why = SymmetricInsetMathRule.asymmetry(edgeName)
        let message = "Using the \(edgeName) inset for both sides assumes symmetric insets, but \(why); use inset(by:) or handle each edge."
        // E * 2, 2 * E
        if file.isText(end, "*") && isTwo(file, end + 1) && file.kind(end + 2) != .period {
            sink.report(SymmetricInsetMathRule.description, at: reportAt, message); return
        }
        if file.isText(s - 1, "*") && isTwo(file, s - 2) && file.kind(s - 3) != .period {
            sink.report(SymmetricInsetMathRule.description, at: reportAt, message); return
        }
        // E + E, - E - E
        if file.isText(end, "+") && sameExpression(file, e, (end + 1)..<(end + 1 + e.count)) && file.kind(end + 1 + e.count) != .period {
            sink.report(SymmetricInsetMathRule.description, at: reportAt, message); return
        }
        if file.isText(s - 1, "-") && file.isText(end, "-") && sameExpression(file, e, (end + 1)..<(end + 1 + e.count))
            && file.kind(end + 1 + e.count) != .period {
            sink.report(SymmetricInsetMathRule.description, at: reportAt, message); return
        }
        // Argument contexts: the edge is a whole argument value.
        let g = Int(file.enclosing[s])
        guard g >= 0, file.kind(g) == .leftParen, let callee = file.owner(ofGroup: g) else { return }
        guard let arg = file.arguments(in: g).first(where: { $0.value == e }) else { return }
        let label = arg.label.map { file.text($0) }
        if file.isText(callee, "UIEdgeInsets") || file.isText(callee, "EdgeInsets") || file.isText(callee, "NSDirectionalEdgeInsets") {
            if let label, SymmetricInsetMathRule.opposite[label] == edgeName {
                sink.report(SymmetricInsetMathRule.description, at: reportAt,
                            "Copying the \(edgeName) inset into the \(label) edge assumes symmetric insets, but \(why); use the \(label) edge itself.")
            }
            return
        }
        if file.isText(callee, "insetBy"), label == "dx" || label == "dy" {
            sink.report(SymmetricInsetMathRule.description, at: reportAt,
                        "insetBy(\(label!):) applies the \(edgeName) inset to both sides, but iPhone Duo's insets differ per side; use inset(by:) with the real insets.")
            return
        }
        if file.isText(callee, "padding"), label == nil {
            let args = file.arguments(in: g)
            if args.count == 2, args[1].value == e, let first = args.first,
               first.value.count == 2, file.kind(first.value.lowerBound) == .period,
               file.isWord(first.value.lowerBound + 1, "horizontal") || file.isWord(first.value.lowerBound + 1, "vertical") {
                sink.report(SymmetricInsetMathRule.description, at: reportAt,
                            ".padding(.\(file.text(first.value.lowerBound + 1)), …) applies the \(edgeName) inset to both sides, but iPhone Duo's insets differ per side; pad each edge with its own inset.")
            }
        }
    }
}
