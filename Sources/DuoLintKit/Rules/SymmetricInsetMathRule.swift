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
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        let tree = file.syntaxTree
        guard let name = tree.node(exactlyAt: i), tree.isMemberName(name), let edge = tree.parent(name),
              tree.postfixParent(edge) == nil else { return }
        let start = file.chainStart(endingAt: i)
        guard start < i, let source = insetSource(file, chain: start..<i) else { return }
        // `let inset = view.safeAreaInsets.left`: judge the uses of `inset`.
        if let b = file.binding(initializedWith: start..<(i + 1)) {
            for use in file.uses(of: b) {
                guard let u = tree.node(exactlyAt: use), tree.postfixParent(u) == nil else { continue }
                check(file, edge: u, edgeName: file.text(i), reportAt: use, sink: &sink)
            }
            return
        }
        check(file, edge: edge, edgeName: file.text(i), reportAt: source, sink: &sink)
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
    /// is an argument of; reports at token `reportAt`.
    private func check(_ file: SwiftFile, edge: Int, edgeName: String, reportAt: Int, sink: inout FindingSink) {
        let tree = file.syntaxTree
        // `(view.safeAreaInsets.right) * 2`: parentheses around the edge alone do not change it.
        let e = tree.parenthesized(edge, in: file)
        let why = SymmetricInsetMathRule.asymmetry(edgeName)
        let message = "Using the \(edgeName) inset for both sides assumes symmetric insets, but \(why); use inset(by:) or handle each edge."
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
            if (op(k + 1, "*") && isTwo(k + 2)) || (op(k - 1, "*") && isTwo(k - 2)) || (op(k + 1, "+") && same(k + 2))
                || (op(k - 1, "-") && op(k + 1, "-") && same(k + 2)) {
                sink.report(SymmetricInsetMathRule.description, at: reportAt, message)
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
