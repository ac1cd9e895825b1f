/// `orientation_layout_check`: a layout decision made from the interface or device orientation.
///
/// Catches `UIDevice.current.orientation`, `<scene>.interfaceOrientation` and `<app>.statusBarOrientation`
/// (optionally followed by `.isLandscape`/`.isPortrait`), or a local bound to one of them (through `??` and
/// `if #available … { a } else { b }` initializers), when the site it decides is a layout decision
/// (`DecisionSite`: an axis, a column count, a frame, padding, …) — in a condition, a ternary, a `switch`
/// on it. Inside a predicate (`var isLandscape: Bool { … }`) it fires there when a use of the predicate in
/// the run decides layout (the message names the use), like `idiom_layout_check`'s predicates.
/// Leaves alone: an orientation that is only logged, passed on or stored; one fed to a camera, a video
/// connection, Vision, an image's orientation or a supported-orientation mask (`supportedInterfaceOrientations`,
/// `requestGeometryUpdate`); comparisons with `.faceUp`/`.faceDown`/`.unknown` and `.isFlat` (physical
/// pose); a read inside the `.pad` branch of an idiom test (never taken on iPhone Duo); other receivers of
/// `orientation` (`XCUIDevice.shared.orientation`); predicates with no layout use; comments and literal text.
/// Facts: DOMAIN.md §1 (interface orientation is not a layout input); seed 000
/// (part 1: orientation on the outer and inner displays; part 3 checklist); seed 002.
public struct OrientationLayoutCheckRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "orientation_layout_check",
        name: "Orientation layout check",
        severity: .warning,
        summary: "Flags layout decisions made from UIDevice.current.orientation, a window scene's interfaceOrientation or statusBarOrientation, which do not tell the window's size on iPhone Duo.",
        rationale: "On iPhone Duo the inner display does not rotate the app to its supported orientations (the app is scaled instead), the inner display is regular width in every orientation and Split View changes the window without changing the orientation. Apple asks apps to stop deciding layout from interface orientation and to use size classes.",
        fix: "Read @Environment(\\.horizontalSizeClass) (and verticalSizeClass) in SwiftUI or traitCollection.horizontalSizeClass in UIKit with registerForTraitChanges; use the container's size (GeometryReader, view.bounds) for proportions.",
        source: "seed 000 (part 1, orientation and size classes; part 3 checklist); seed 001 (two size classes, not poses)",
        inputs: [.swift],
        tags: ["layout", "size-class"])

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["orientation", "interfaceOrientation", "statusBarOrientation"] }

    /// Judges the trigger token at index `i` of `file` and reports each finding at its first token into `sink`.
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        guard file.isMember(i), file.kind(i + 1) != .colon else { return }
        let source: String
        if file.isWord(i, "orientation") {
            // Only the device's orientation: `UIDevice.current.orientation`.
            let tree = file.syntaxTree
            guard let name = tree.node(exactlyAt: i), tree.isMemberName(name), let m = tree.parent(name),
                  let current = tree.base(ofMember: m), tree.kind(current) == .memberAccessExpr,
                  let currentName = tree.lastChild(current), file.isWord(tree.tokens(currentName).lowerBound, "current"),
                  let device = tree.base(ofMember: current), tree.kind(device) == .declReferenceExpr,
                  file.isWord(tree.tokens(device).lowerBound, "UIDevice") else { return }
            source = "UIDevice.current.orientation"
        } else {
            source = file.isWord(i, "interfaceOrientation") ? "interfaceOrientation" : "statusBarOrientation"
        }
        let start = file.chainStart(endingAt: i)
        guard let end = operandEnd(file, after: i) else { return }
        follow(file, operand: start..<end, source: source, depth: 3, context: context, sink: &sink)
    }

    /// Judges the orientation operand `x` (token range), or, when it initializes a local binding (directly,
    /// before `??`, or as the value of an `if` expression), each use of that binding (`depth` bindings deep).
    private func follow(_ file: SwiftFile, operand x: Range<Int>, source: String, depth: Int, context: RuleContext, sink: inout FindingSink) {
        let tree = file.syntaxTree
        guard let last = tree.node(exactlyAt: x.upperBound - 1) else { return }
        let operand = tree.nameExpression(last)
        guard tree.tokens(operand).lowerBound == x.lowerBound else { return }
        var n = tree.parenthesized(operand, in: file)
        for _ in 0..<4 where depth > 0 {
            if let b = file.binding(initializedWith: tree.tokens(n)) {
                for use in file.uses(of: b) {
                    guard let e = operandEnd(file, after: use) else { continue }
                    follow(file, operand: use..<e, source: source, depth: depth - 1, context: context, sink: &sink)
                }
                return
            }
            if let (els, k) = tree.sequencePosition(n), k == 0, els.count == 3, file.isText(tree.tokens(els[1]).lowerBound, "??"),
               let p = tree.parent(n) {
                n = p
            } else if let p = tree.parent(n), tree.kind(p) == .codeBlock, tree.children(p).count == 1, var owner = tree.parent(p),
                      tree.kind(owner) == .ifExpr {
                while let q = tree.parent(owner), tree.kind(q) == .ifExpr { owner = q }
                n = owner
            } else {
                break
            }
        }
        check(file, operand: x, source: source, context: context, sink: &sink)
    }

    /// One past the operand whose orientation token is `i`: the token itself, or `.isLandscape`/`.isPortrait` after it;
    /// nil when another member follows (`.rawValue`, `.isFlat`).
    private func operandEnd(_ file: SwiftFile, after i: Int) -> Int? {
        guard let next = file.nextMember(after: i) else { return file.afterPostfixes(i) == i + 1 ? i + 1 : nil }
        guard file.isWord(next, "isLandscape") || file.isWord(next, "isPortrait"), file.nextMember(after: next) == nil,
              file.afterPostfixes(next) == next + 1 else { return nil }
        return next + 1
    }

    /// Judges the orientation operand `x` (token range) in its context and reports at its first token.
    private func check(_ file: SwiftFile, operand x: Range<Int>, source: String, context: RuleContext, sink: inout FindingSink) {
        let tree = file.syntaxTree
        let s = x.lowerBound
        guard let last = tree.node(exactlyAt: x.upperBound - 1) else { return }
        let operand = tree.nameExpression(last)
        guard tree.tokens(operand).lowerBound == s, !IdiomJudgement.onlyOnPad(s, in: file) else { return }
        let e = tree.parenthesized(operand, in: file)
        if let (elements, k) = tree.sequencePosition(e) {
            // Physical pose, not layout: `== .faceUp`, `!= .unknown`.
            if k + 2 < elements.count, tree.kind(elements[k + 1]) == .binaryOperatorExpr,
               file.isText(tree.tokens(elements[k + 1]).lowerBound, "==") || file.isText(tree.tokens(elements[k + 1]).lowerBound, "!="),
               tree.kind(elements[k + 2]) == .memberAccessExpr, let pose = tree.lastChild(elements[k + 2]),
               ["faceUp", "faceDown", "unknown"].contains(file.text(tree.tokens(pose).lowerBound)) { return }
        }
        let fix = "the inner display is regular width in every orientation and does not rotate the app; decide from the size class (@Environment(\\.horizontalSizeClass) or traitCollection.horizontalSizeClass) instead."
        if let name = IdiomJudgement.predicate(around: s, in: file, subject: .orientation, context: context) {
            guard let use = IdiomJudgement.layoutUse(of: name, context: context, exceptOrWithSizeClass: false) else { return }
            sink.report(Self.description, at: s, "`\(name)` reads \(source) and decides layout at \(use), but \(fix)")
            return
        }
        guard let found = IdiomJudgement.layoutWord(ofTest: e, in: file, depth: 0) else { return }
        sink.report(Self.description, at: s, "Deciding \(IdiomJudgement.chooses(found, in: file)) from \(source) does not follow iPhone Duo's window: \(fix)")
    }
}
