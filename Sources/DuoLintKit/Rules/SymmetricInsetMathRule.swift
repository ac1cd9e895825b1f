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
/// Fixes (`duolint --fix`): `SymmetricInsetMathRule+Fix.swift` and the page's Fix section.
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
        tags: ["layout", "safe-area"],
        isFixable: true)

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["left", "right", "top", "bottom", "leading", "trailing"] }

    /// The side each edge name stands for (0 left, 1 right, 2 top, 3 bottom; leading and trailing as left and
    /// right): `side / 2` is the axis.
    static let side: [String: Int] = ["left": 0, "leading": 0, "right": 1, "trailing": 1, "top": 2, "bottom": 3]

    /// Each edge name's opposite.
    static let opposite: [String: String] = [
        "left": "right", "right": "left", "top": "bottom", "bottom": "top", "leading": "trailing", "trailing": "leading",
    ]

    /// Judges the trigger token at index `i` of `file` and reports each finding at its first token (line 1-based, columns as `SourceLocation` gives them) into `sink`.
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        let tree = file.syntaxTree
        guard let name = tree.node(exactlyAt: i), tree.isMemberName(name), let edge = tree.parent(name),
              tree.postfixParent(edge) == nil, let source = insetSource(file, edge: edge, context: context) else { return }
        var subject = tree.parenthesized(edge, in: file)
        var combined = false
        // `max(insets.left, insets.right)`: judged once, as a value applied to both sides.
        if let (call, first) = combining(file, subject, context: context) {
            guard first else { return }
            subject = call
            combined = true
        }
        // `let inset = view.safeAreaInsets.left`: judge the uses of `inset`.
        if let b = file.binding(initializedWith: tree.tokens(subject)) {
            for use in file.uses(of: b) {
                guard let u = tree.node(exactlyAt: use), tree.postfixParent(u) == nil else { continue }
                check(file, edge: u, edgeName: file.text(i), combined: combined, member: nil, reportAt: use, sink: &sink)
            }
            return
        }
        check(file, edge: subject, edgeName: file.text(i), combined: combined, member: combined ? nil : edge, reportAt: source, sink: &sink)
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

    /// True when nodes `a` and `b` spell the same expression, token for token.
    private func sameExpression(_ file: SwiftFile, _ a: Int, _ b: Int) -> Bool {
        let x = file.syntaxTree.tokens(a), y = file.syntaxTree.tokens(b)
        guard x.count == y.count else { return false }
        for (p, q) in zip(x, y) where !file.sameText(p, q) { return false }
        return true
    }

    /// Why the two sides differ on iPhone Duo, for the edge's axis (DOMAIN.md, safe areas).
    static func asymmetry(_ edge: String) -> String {
        edge == "top" || edge == "bottom"
            ? "the inner display in portrait has 84 pt at the top and 95 pt at the bottom"
            : "iPhone Duo's vertical bar makes one side 84 pt and the other 0"
    }

    /// Judges the edge expression node `edge` in its context: the operator sequence it stands in, or the call it
    /// is an argument of; reports at token `reportAt`. `member` is the edge's own member access (`insets.left`)
    /// when a fix may rewrite it, nil for a binding of an edge or a `max`/`min` of two (no fix).
    private func check(_ file: SwiftFile, edge: Int, edgeName: String, combined: Bool, member: Int?, reportAt: Int, sink: inout FindingSink) {
        let tree = file.syntaxTree
        // `(view.safeAreaInsets.right) * 2`: parentheses around the edge alone do not change it.
        let e = tree.parenthesized(edge, in: file)
        // The message's parts are made only for a finding (most edges read here are not doubled).
        var why: String { SymmetricInsetMathRule.asymmetry(edgeName) }
        var what: String { combined ? "the larger or smaller of two opposite insets" : "the \(edgeName) inset" }
        if let (elements, k) = tree.sequencePosition(e) {
            func op(_ x: Int, _ text: StaticString) -> Bool {
                x >= 0 && x < elements.count && tree.kind(elements[x]) == .binaryOperatorExpr
                    && file.isText(tree.tokens(elements[x]).lowerBound, text)
            }
            func isTwo(_ x: Int) -> Bool {
                guard x >= 0 && x < elements.count else { return false }
                let kind = tree.kind(elements[x])
                return (kind == .integerLiteralExpr || kind == .floatLiteralExpr) && self.isTwo(file, tree.tokens(elements[x]).lowerBound)
            }
            func same(_ x: Int) -> Bool { x < elements.count && sameExpression(file, e, elements[x]) }
            // E * 2, 2 * E, E + E, - E - E
            let form: DoubledForm? = op(k + 1, "*") && isTwo(k + 2) ? .timesTwo : op(k - 1, "*") && isTwo(k - 2) ? .twoTimes
                : op(k + 1, "+") && same(k + 2) ? .plusItself : op(k - 1, "-") && op(k + 1, "-") && same(k + 2) ? .minusTwice : nil
            if let form {
                let message = "Using \(what) for both sides assumes symmetric insets, but \(why); use inset(by:) or handle each edge."
                let fix = member.flatMap { sequenceFix(file, elements, k, member: $0, form: form) }
                sink.report(SymmetricInsetMathRule.description, at: reportAt, message, fix: fix)
            }
            return
        }
        // Argument contexts: the edge is a whole argument value.
        guard let argument = tree.parent(e), tree.kind(argument) == .labeledExpr, let c = tree.parent(argument),
              tree.kind(c) == .functionCallExpr, let calleeName = tree.calleeName(ofCall: c) else { return }
        let callee = tree.tokens(calleeName).lowerBound
        let args = tree.arguments(ofCall: c)
        let label = file.argument(ofLabeled: argument).label.map { file.text($0) }
        if file.isText(callee, "UIEdgeInsets") || file.isText(callee, "EdgeInsets") || file.isText(callee, "NSDirectionalEdgeInsets") {
            guard let label, let side = Self.side[label], let from = Self.side[edgeName] else { return }
            if combined {
                // `max(l, r)` for a side: both sides get the larger inset.
                if side / 2 == from / 2 {
                    sink.report(Self.description, at: reportAt, "Giving the \(label) edge \(what) assumes symmetric insets, but \(why); use the \(label) edge itself.")
                }
            } else if side / 2 != from / 2 {
                // `top: layoutMargins.left`: a side inset in a vertical edge (or the other way round).
                sink.report(Self.description, at: reportAt,
                            "Using the \(edgeName) inset for the \(label) edge assumes the insets are the same on every side, but \(why); use the \(label) edge itself.")
            } else if side != from {
                sink.report(Self.description, at: reportAt,
                            "Copying the \(edgeName) inset into the \(label) edge assumes symmetric insets, but \(why); use the \(label) edge itself.",
                            fix: member.flatMap { initializerFix(file, member: $0, edgeName: edgeName, args: args) })
            }
            return
        }
        if file.isText(callee, "insetBy"), label == "dx" || label == "dy" {
            sink.report(SymmetricInsetMathRule.description, at: reportAt,
                        "insetBy(\(label!):) applies the \(edgeName) inset to both sides, but iPhone Duo's insets differ per side; use inset(by:) with the real insets.")
            return
        }
        if file.isText(callee, "padding"), label == nil, args.count == 2, args[1] == argument,
           let axis = tree.firstChild(args[0]), tree.kind(axis) == .memberAccessExpr, tree.base(ofMember: axis) == nil,
           let axisName = tree.lastChild(axis) {
            let t = tree.tokens(axisName).lowerBound
            guard file.isWord(t, "horizontal") || file.isWord(t, "vertical") else { return }
            sink.report(SymmetricInsetMathRule.description, at: reportAt,
                        ".padding(.\(file.text(t)), …) applies the \(edgeName) inset to both sides, but iPhone Duo's insets differ per side; pad each edge with its own inset.")
        }
    }
}
