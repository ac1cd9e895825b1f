/// `idiom_layout_check`: a layout decision made from the device idiom.
///
/// Catches a comparison (`==`, `!=`, either operand order, ternaries, `if case`) of an idiom expression with
/// `.pad`/`.phone`, and a `switch` on one (alone or in a tuple) whose cases name `.pad`/`.phone`, when the
/// site it decides is a layout decision (`DecisionSite`: presentation style, navigation container, column
/// count, frame, padding, font size, axis, sheet detent). An idiom expression is a member chain ending in
/// `userInterfaceIdiom`, a local or a parameter typed `UIUserInterfaceIdiom`, `x.idiom` when the run declares
/// a member `idiom: UIUserInterfaceIdiom`, or a local bound to one. A test inside a predicate helper
/// (`var isPad: Bool { … == .pad }`) fires once there when a use of the helper anywhere in the run decides
/// layout (the message names that use), and the uses stay silent; a helper named like `isPad` that the run
/// does not declare (`UIDevice.isPad()`) fires at the uses that decide layout.
/// Leaves alone: a condition that also tests `horizontalSizeClass` with `||` (a deliberate iPad exception),
/// `.mac`/`.tv`/`.carPlay`/`.vision`, tests that only pick a device name, a string or an asset, gate a
/// hardware capability, target an experiment cohort or a device model, work around an OS bug (`#available`
/// in the same condition, a comment saying so), predicates with no layout use, comments and literal text.
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
    public var triggers: [String] { ["userInterfaceIdiom", "UIUserInterfaceIdiom", "idiom"] + IdiomJudgement.helperNames }

    /// Judges the trigger token at index `i` of `file` and reports each finding at its first token (line 1-based, columns as `SourceLocation` gives them) into `sink`.
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        if file.isWord(i, "UIUserInterfaceIdiom") {
            checkTypedDeclaration(i, in: file, context: context, sink: &sink)
            return
        }
        guard file.nextMember(after: i) == nil else { return }
        if file.isWord(i, "idiom") {
            // `deviceState.idiom` of a project type (`self.idiom` and bare ones are the typed declaration's).
            guard file.isMember(i), !file.isWord(i - 2, "self"), file.kind(i - 2) == .identifier || file.kind(i - 2) == .rightParen,
                  context.members(named: "idiom").contains(where: { $0.value.type == "UIUserInterfaceIdiom" }) else { return }
        } else if !file.isWord(i, "userInterfaceIdiom") {
            checkHelperUse(i, in: file, context: context, sink: &sink)
            return
        }
        let start = file.chainStart(endingAt: i)
        // `let idiom = UIDevice.current.userInterfaceIdiom`: judge the uses of `idiom`.
        if let b = file.binding(initializedWith: start..<(i + 1)) {
            for use in file.uses(of: b) where file.nextMember(after: use) == nil {
                check(file, operand: use..<(use + 1), context: context, sink: &sink)
            }
            return
        }
        check(file, operand: start..<(i + 1), context: context, sink: &sink)
    }

    /// `func layout(for idiom: UIUserInterfaceIdiom) {` or `let idiom: UIUserInterfaceIdiom`: judges the uses of
    /// `idiom` in the function's body or the declaration's scope (also as `self.idiom`).
    private func checkTypedDeclaration(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
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
            check(file, operand: tree.tokens(operand), context: context, sink: &sink)
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
    private func check(_ file: SwiftFile, operand x: Range<Int>, context: RuleContext, sink: inout FindingSink) {
        let tree = file.syntaxTree
        let s = x.lowerBound
        guard let last = tree.node(exactlyAt: x.upperBound - 1) else { return }
        let operand = tree.nameExpression(last)
        guard tree.tokens(operand).lowerBound == s else { return }
        let e = tree.parenthesized(operand, in: file)
        var valueName: Int?
        if let (elements, k) = tree.sequencePosition(e) {
            func isEquality(_ j: Int) -> Bool {
                j >= 0 && j < elements.count && tree.kind(elements[j]) == .binaryOperatorExpr
                    && (file.isText(tree.tokens(elements[j]).lowerBound, "==") || file.isText(tree.tokens(elements[j]).lowerBound, "!="))
            }
            if isEquality(k + 1), k + 2 < elements.count, let v = idiomValue(file, elements[k + 2]) {
                valueName = v
            } else if isEquality(k - 1), k >= 2, let v = idiomValue(file, elements[k - 2]) {
                // `.pad == X` or `UIUserInterfaceIdiom.pad == X`.
                valueName = v
            }
        } else if let p = tree.parent(e), tree.kind(p) == .matchingPatternCondition, tree.lastChild(p) == e,
                  let pattern = tree.firstChild(p), pattern != e {
            // `if case .pad = X` / `guard case .phone = X`: a pattern match is a comparison too.
            let inner = tree.kind(pattern) == .expressionPattern ? tree.firstChild(pattern) ?? pattern : pattern
            valueName = idiomValue(file, inner)
        }
        if let name = valueName {
            // A deliberate iPad exception OR-ed with a size-class test keeps Duo correct (seed 002); AND-ed it does not.
            if file.isOrWithHorizontalSizeClass(around: s) { return }
            decide(file, test: e, at: s, what: "Comparing the idiom with .\(file.text(name))", context: context, sink: &sink)
            return
        }
        guard let open = file.switchBody(subject: s) else { return }
        let body = tree.node(containingToken: open)
        for c in tree.children(body) where tree.kind(c) == .switchCase {
            guard let label = tree.child(c, .switchCaseLabel) else { continue }
            for k in tree.tokens(label) where file.kind(k) == .period && (file.isWord(k + 1, "pad") || file.isWord(k + 1, "phone")) {
                decide(file, test: e, at: s, what: "Switching on the idiom", context: context, sink: &sink)
                return
            }
        }
    }

    /// Reports the idiom test `e` (a node; its first token `s`) when it decides layout: inside a predicate, when a
    /// use of the predicate does; elsewhere, when its site does (`IdiomJudgement.layoutWord(ofTest:in:)`).
    private func decide(_ file: SwiftFile, test e: Int, at s: Int, what: String, context: RuleContext, sink: inout FindingSink) {
        let fix = "both of iPhone Duo's displays report .phone; decide from the horizontal size class (@Environment(\\.horizontalSizeClass) or traitCollection.horizontalSizeClass) instead."
        if let name = IdiomJudgement.predicate(around: s, in: file, subject: .idiom, context: context) {
            guard let use = IdiomJudgement.layoutUse(of: name, context: context, exceptOrWithSizeClass: true) else { return }
            sink.report(Self.description, at: s, "\(what) in `\(name)` stands in for the screen size, and `\(name)` decides layout at \(use); \(fix)")
            return
        }
        guard let found = IdiomJudgement.layoutWord(ofTest: e, in: file) else { return }
        sink.report(Self.description, at: s, "\(what) chooses \(IdiomJudgement.chooses(found, in: file)) by device, but \(fix)")
    }

    /// A use of a common idiom-helper name (`UIDevice.isPad()`, `Device.isIPad`) that the run does not declare:
    /// reported at the use's first token when its site decides layout.
    private func checkHelperUse(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        let tree = file.syntaxTree
        guard let ref = tree.node(exactlyAt: i), tree.kind(ref) == .declReferenceExpr,
              !IdiomJudgement.isDeclared(i, in: file, context: context) else { return }
        var e = tree.nameExpression(ref)
        if let call = tree.call(withCallee: e), tree.arguments(ofCall: call).isEmpty { e = call }
        guard tree.postfixParent(e) == nil, !file.isOrWithHorizontalSizeClass(around: i),
              let found = IdiomJudgement.layoutWord(ofTest: e, in: file) else { return }
        sink.report(Self.description, at: tree.tokens(e).lowerBound,
                    "`\(file.nameText(i))` (declared outside the linted files) tests the idiom and chooses \(IdiomJudgement.chooses(found, in: file)) by device, but both of iPhone Duo's displays report .phone; decide from the horizontal size class (@Environment(\\.horizontalSizeClass) or traitCollection.horizontalSizeClass) instead.")
    }
}
