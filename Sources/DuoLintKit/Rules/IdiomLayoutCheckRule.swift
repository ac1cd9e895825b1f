/// `idiom_layout_check`: a layout decision made from the device idiom.
///
/// Catches a comparison (`==`, `!=`, either operand order, ternaries included)
/// of an idiom expression with `.pad`/`.phone` (or `UIUserInterfaceIdiom.pad`),
/// and a `switch` on one (alone or in a tuple) whose cases name `.pad`/`.phone`.
/// An idiom expression is a member chain ending in `userInterfaceIdiom` (any
/// receiver, or bare inside a `UIDevice`/`UITraitCollection` helper — flagged
/// there once, not at call sites) or a local `let`/`var` bound to one.
/// Leaves alone: a condition that also tests `horizontalSizeClass` (a deliberate
/// iPad exception), `.mac`/`.tv`/`.carPlay`/`.vision`/`.unspecified`, a
/// comparison that only picks between two string literals (analytics, user
/// agents), comments and literal text.
/// Facts: DOMAIN.md §1; seed 002 (size-class migration); seed 001 (idiom stays `.phone` on both displays).
public struct IdiomLayoutCheckRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "idiom_layout_check",
        name: "Idiom layout check",
        severity: .error,
        summary: "Flags layout decisions that compare or switch userInterfaceIdiom against .pad or .phone, although iPhone Duo reports .phone on both of its displays.",
        rationale: "iPhone Duo reports the .phone idiom on both its outer and its inner display, so code that lays out for .pad never runs on the 951 × 669 pt inner display, and code that lays out for .phone stretches a phone layout across it. The size class is what changes when the device opens.",
        fix: "Read @Environment(\\.horizontalSizeClass) in SwiftUI or traitCollection.horizontalSizeClass in UIKit (with registerForTraitChanges), or keep a deliberate iPad exception OR-ed with a size-class test.",
        source: "seed 002 (migrating a SwiftUI app to size classes); seed 001 (idiom is .phone on both displays)",
        inputs: [.swift],
        tags: ["layout", "size-class"])

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["userInterfaceIdiom", "UIUserInterfaceIdiom"] }

    /// Judges the trigger token at index `i` of `file` and reports each finding at its first token (line 1-based, columns as `SourceLocation` gives them) into `sink`.
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        if file.isWord(i, "UIUserInterfaceIdiom") {
            checkTypedDeclaration(i, in: file, sink: &sink)
            return
        }
        guard file.nextMember(after: i) == nil else { return }
        let start = file.chainStart(endingAt: i)
        // `let idiom = UIDevice.current.userInterfaceIdiom`: judge the uses of `idiom`.
        if let b = file.binding(initializedWith: start..<(i + 1)) {
            for use in file.uses(of: b) where file.nextMember(after: use) == nil {
                check(file, operand: use..<(use + 1), sink: &sink)
            }
            return
        }
        check(file, operand: start..<(i + 1), sink: &sink)
    }

    /// `func layout(for idiom: UIUserInterfaceIdiom) {` or `let idiom: UIUserInterfaceIdiom`: judges the uses of
    /// `idiom` in the function's body or the declaration's scope (also as `self.idiom`).
    private func checkTypedDeclaration(_ i: Int, in file: SwiftFile, sink: inout FindingSink) {
        guard file.kind(i - 1) == .colon, file.kind(i - 2) == .identifier, file.kind(i + 1) != .period else { return }
        let name = i - 2
        var body: Int?
        let tree = file.syntaxTree
        let type = tree.node(containingToken: i)
        guard let holder = tree.parent(type) else { return }
        if tree.kind(holder) == .functionParameter {
            // A parameter: the uses are in the function's body.
            guard let function = tree.parent(holder), [.functionDecl, .initializerDecl].contains(tree.kind(function)),
                  let block = tree.child(function, .codeBlock) else { return }
            body = tree.tokens(block).lowerBound
        } else if tree.kind(holder) == .patternBinding, file.isWord(name - 1, "let") || file.isWord(name - 1, "var") {
            body = file.enclosingBrace(i)
        }
        guard let open = body else { return }
        let end = open >= 0 ? (file.match(open) ?? file.count) : file.count
        for o in file.occurrences(ofNameAt: name) {
            let j = Int(o)
            // A reference (a label or a declaration's name is no node of its own): `idiom` or `self.idiom`.
            guard j > i, j < end, j > open, file.sameText(j, name), let use = tree.node(exactlyAt: j),
                  tree.kind(use) == .declReferenceExpr else { continue }
            let operand = tree.nameExpression(use)
            if operand != use {
                guard let base = tree.base(ofMember: operand), tree.kind(base) == .declReferenceExpr,
                      file.isWord(tree.tokens(base).lowerBound, "self") else { continue }
            }
            guard file.nextMember(after: j) == nil else { continue }
            check(file, operand: tree.tokens(operand), sink: &sink)
        }
    }

    /// The name token of `.pad`/`.phone` (or `UIUserInterfaceIdiom.pad`) when node `n` is exactly that value.
    private func idiomValue(_ file: SwiftFile, _ n: Int) -> Int? {
        let tree = file.syntaxTree
        guard tree.kind(n) == .memberAccessExpr, let name = tree.lastChild(n) else { return nil }
        if let base = tree.base(ofMember: n) {
            guard tree.kind(base) == .declReferenceExpr, file.isWord(tree.tokens(base).lowerBound, "UIUserInterfaceIdiom") else { return nil }
        }
        let t = tree.tokens(name).lowerBound
        return file.isWord(t, "pad") || file.isWord(t, "phone") ? t : nil
    }

    /// Judges the idiom-valued operand `x` (token range) in its context and reports at its first token.
    private func check(_ file: SwiftFile, operand x: Range<Int>, sink: inout FindingSink) {
        let tree = file.syntaxTree
        let s = x.lowerBound
        guard let last = tree.node(exactlyAt: x.upperBound - 1) else { return }
        let operand = tree.nameExpression(last)
        guard tree.tokens(operand).lowerBound == s else { return }
        let e = tree.parenthesized(operand, in: file)
        var valueName: Int?
        var after: Int?
        if let (elements, k) = tree.sequencePosition(e) {
            func isEquality(_ j: Int) -> Bool {
                j >= 0 && j < elements.count && tree.kind(elements[j]) == .binaryOperatorExpr
                    && (file.isText(tree.tokens(elements[j]).lowerBound, "==") || file.isText(tree.tokens(elements[j]).lowerBound, "!="))
            }
            if isEquality(k + 1), k + 2 < elements.count, let v = idiomValue(file, elements[k + 2]) {
                valueName = v
                after = k + 3
            } else if isEquality(k - 1), k >= 2, let v = idiomValue(file, elements[k - 2]) {
                // `.pad == X` or `UIUserInterfaceIdiom.pad == X`.
                valueName = v
                after = k + 1
            }
            if let a = after, feedsOnlyStrings(file, elements, from: a) { return }
        } else if let p = tree.parent(e), tree.kind(p) == .matchingPatternCondition, tree.lastChild(p) == e,
                  let pattern = tree.firstChild(p), pattern != e {
            // `if case .pad = X` / `guard case .phone = X`: a pattern match is a comparison too.
            let inner = tree.kind(pattern) == .expressionPattern ? tree.firstChild(pattern) ?? pattern : pattern
            valueName = idiomValue(file, inner)
        }
        if let name = valueName {
            // A deliberate iPad exception OR-ed with a size-class test keeps Duo correct (seed 002); AND-ed it does not.
            let clause = file.clause(around: s)
            let hasOr = clause.contains { file.isText($0, "||") }
            if hasOr { for k in clause where file.isWord(k, "horizontalSizeClass") { return } }
            sink.report(Self.description, at: s,
                        "Comparing the idiom with .\(file.text(name)) stands in for the screen size, but both of iPhone Duo's displays report .phone; decide from the horizontal size class (@Environment(\\.horizontalSizeClass) or traitCollection.horizontalSizeClass) instead.")
            return
        }
        guard let open = file.switchBody(subject: s) else { return }
        let body = tree.node(containingToken: open)
        for c in tree.children(body) where tree.kind(c) == .switchCase {
            guard let label = tree.child(c, .switchCaseLabel) else { continue }
            for k in tree.tokens(label) where file.kind(k) == .period && (file.isWord(k + 1, "pad") || file.isWord(k + 1, "phone")) {
                sink.report(Self.description, at: s,
                            "Switching on the idiom stands in for the screen size, but both of iPhone Duo's displays report .phone; switch on the horizontal size class (@Environment(\\.horizontalSizeClass) or traitCollection.horizontalSizeClass) instead.")
                return
            }
        }
    }

    /// True when the sequence `elements` goes on at `from` with a ternary whose two results are string literals
    /// (`idiom == .pad ? "iPad" : "iPhone"`: a label, not a layout).
    private func feedsOnlyStrings(_ file: SwiftFile, _ elements: [Int], from j: Int) -> Bool {
        let tree = file.syntaxTree
        guard j + 1 < elements.count, tree.kind(elements[j]) == .unresolvedTernaryExpr,
              let middle = tree.firstChild(elements[j]), tree.kind(middle) == .stringLiteralExpr,
              tree.kind(elements[j + 1]) == .stringLiteralExpr else { return false }
        return true
    }
}
