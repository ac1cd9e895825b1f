/// `orientation_layout_check`: a layout decision made from the interface or device orientation.
///
/// Catches `UIDevice.current.orientation`, `<scene>.interfaceOrientation` and
/// `<app>.statusBarOrientation` (optionally followed by `.isLandscape`/`.isPortrait`),
/// or a local `let`/`var` bound to one of them, when it decides something: in the
/// condition of an `if`/`guard`/`while` (a boolean, a comparison or an `if case`),
/// as a `switch` subject (alone or in a tuple) whose cases name a portrait or
/// landscape orientation, or in the condition of a ternary.
/// Leaves alone: an orientation that is only logged, passed to a call or stored
/// (`print(UIDevice.current.orientation)`, `let o = …` with no decision on it),
/// `if let` bindings of it, comparisons with `.faceUp`/`.faceDown`/`.unknown`
/// (physical pose, not layout), `.isFlat`, a ternary that only picks between two
/// string literals (analytics), `supportedInterfaceOrientations` overrides,
/// `requestGeometryUpdate(.iOS(interfaceOrientations:))`, other receivers of
/// `orientation` (`XCUIDevice.shared.orientation`), comments and literal text.
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
        // `let orientation = UIDevice.current.orientation`: judge the uses of `orientation`.
        if let b = file.binding(initializedWith: start..<end) {
            for use in file.uses(of: b) {
                guard let e = operandEnd(file, after: use) else { continue }
                check(file, operand: use..<e, source: source, sink: &sink)
            }
            return
        }
        check(file, operand: start..<end, source: source, sink: &sink)
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
    private func check(_ file: SwiftFile, operand x: Range<Int>, source: String, sink: inout FindingSink) {
        let tree = file.syntaxTree
        let s = x.lowerBound
        guard let last = tree.node(exactlyAt: x.upperBound - 1) else { return }
        let operand = tree.nameExpression(last)
        guard tree.tokens(operand).lowerBound == s else { return }
        let message = "Deciding the layout from \(source) does not follow iPhone Duo's window: the inner display is regular width in every orientation and does not rotate the app; decide from the size class (@Environment(\\.horizontalSizeClass) or traitCollection.horizontalSizeClass) instead."
        let e = tree.parenthesized(operand, in: file)
        if let (elements, k) = tree.sequencePosition(e) {
            // Physical pose, not layout: `== .faceUp`, `!= .unknown`.
            if k + 2 < elements.count, tree.kind(elements[k + 1]) == .binaryOperatorExpr,
               file.isText(tree.tokens(elements[k + 1]).lowerBound, "==") || file.isText(tree.tokens(elements[k + 1]).lowerBound, "!="),
               tree.kind(elements[k + 2]) == .memberAccessExpr, let pose = tree.lastChild(elements[k + 2]),
               ["faceUp", "faceDown", "unknown"].contains(file.text(tree.tokens(pose).lowerBound)) { return }
            // The condition of a ternary: the first ternary after the operand, with no assignment in between.
            var j = k + 1
            while j < elements.count && tree.kind(elements[j]) != .unresolvedTernaryExpr && tree.kind(elements[j]) != .assignmentExpr { j += 1 }
            if j < elements.count, tree.kind(elements[j]) == .unresolvedTernaryExpr {
                if let middle = tree.firstChild(elements[j]), tree.kind(middle) == .stringLiteralExpr, j + 1 < elements.count,
                   tree.kind(elements[j + 1]) == .stringLiteralExpr { return }
                sink.report(Self.description, at: s, message)
                return
            }
        }
        if let open = file.switchBody(subject: s) {
            let body = tree.node(containingToken: open)
            for c in tree.children(body) where tree.kind(c) == .switchCase {
                guard let label = tree.child(c, .switchCaseLabel) else { continue }
                for k in tree.tokens(label) where file.kind(k) == .period && file.kind(k + 1) == .identifier
                    && (file.text(k + 1).hasPrefix("landscape") || file.text(k + 1).hasPrefix("portrait")) {
                    sink.report(Self.description, at: s, message)
                    return
                }
            }
            return
        }
        if isInCondition(file, s) { sink.report(Self.description, at: s, message) }
    }

    /// True when token `s` (an operand, or the `(` of parentheses around it) stands in a condition of an
    /// `if`/`guard`/`while` (or `repeat … while`), through operators, `!`, `try`/`await` and parentheses but not
    /// an argument list, other than as the value of an optional binding (`if let o = …`).
    private func isInCondition(_ file: SwiftFile, _ s: Int) -> Bool {
        let tree = file.syntaxTree
        var e = tree.nameExpression(tree.node(containingToken: s))
        while let p = tree.parent(e) {
            switch tree.kind(p) {
            case .sequenceExpr, .prefixOperatorExpr, .tryExpr, .awaitExpr:
                e = p
            case .labeledExpr:
                // Parentheses around one expression: `(orientation.isLandscape)`.
                guard let t = tree.parent(p), tree.kind(t) == .tupleExpr, tree.children(t).count == 1,
                      file.kind(tree.tokens(p).lowerBound + 1) != .colon else { return false }
                e = t
            case .matchingPatternCondition:
                guard tree.lastChild(p) == e else { return false }
                e = p
            case .conditionElement:
                guard let owner = tree.parent(p) else { return false }
                let k = tree.kind(owner)
                return k == .ifExpr || k == .guardStmt || k == .whileStmt
            case .repeatStmt:
                return tree.lastChild(p) == e
            default:
                guard tree.postfixParent(e) == p else { return false }
                e = p
            }
        }
        return false
    }
}
