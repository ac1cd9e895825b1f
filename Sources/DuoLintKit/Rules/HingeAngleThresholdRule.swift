/// `hinge_angle_threshold`: the hinge angle compared with a literal to tell open from closed, and a `switch`
/// on the SwiftUI hinge status without `default`.
///
/// Catches `hinge.angle` (any chain whose receiver names a hinge: `context.hinge?.angle`,
/// `update.hinge?.angle`), alone or followed by `.degrees`/`.radians`, on either side of `<`, `>`, `<=`,
/// `>=` or `==` with a numeric literal. A bare angle is UIKit's `UIHinge.angle`, a `CGFloat` in radians
/// (SwiftUI's is an `Angle`, which no literal compares with); when its literal is above 6.3 (more than a
/// full turn) the message says the value is degree-sized. Also catches `switch` on a hinge's `status`
/// whose cases name `.closed`/`.partiallyOpen`/`.fullyOpen`, with neither `default` nor `.unknown` (UIKit's
/// fourth case): SwiftUI's `DeviceHinge.Status` is a struct with static members and needs `default`. And the angle
/// divided by 180 (`.degrees`) or `.pi` (`.radians`, UIKit's bare angle), which takes fully open for exactly 180°:
/// the range is not documented, so progress is normalised by the angle seen at `.fullyOpen` (seed 004).
/// Read from the syntax tree (the member chain's names, the operator sequence, the switch and the member accesses
/// of its case labels).
/// Leaves alone: two variables compared, the angle fed into an animation or effect value, the angle in a
/// log or string, `angle` of something that is not a hinge, and comments.
/// Facts: DOMAIN.md §9; seed 004 (hinge callback table); seed 000 (hinge, "Leverage multiple displays and scenes").
public struct HingeAngleThresholdRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "hinge_angle_threshold",
        name: "Hinge angle threshold",
        severity: .warning,
        summary: "Flags the hinge angle compared with a numeric literal to decide whether the device is open or closed, UIHinge angles compared with degree-sized literals although they are radians, the angle divided by 180° as if fully open were exactly that, and a switch on the SwiftUI hinge status without default.",
        rationale: "The hinge API reports a high-level status (closed, partially open, fully open; UIKit adds unknown) next to the continuous angle. The angle is for effects and interactions; open or closed is what the status says, and a hand-picked threshold disagrees with it. UIKit's UIHinge.angle is a CGFloat in radians, not degrees, and SwiftUI's DeviceHinge.Status is a struct with static members, so a switch over it needs default.",
        fix: "Test hinge.status (== .partiallyOpen, .fullyOpen, .closed) instead of an angle threshold, keep the angle for effect values, compare UIHinge.angle in radians, and give a switch over the SwiftUI status a default; normalise an effect by the angle seen at .fullyOpen, not by 180°.",
        source: "seed 004 (hinge callback table: Angle, radians, Status needs default; the angle's range is not documented, normalise by .fullyOpen); seed 000 (hinge, 'Leverage multiple displays and scenes on iPhone Duo')",
        inputs: [.swift],
        tags: ["hinge"])

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["angle", "status"] }

    /// Judges the trigger token at index `i` of `file` and reports each finding at its first token (line 1-based, columns as `SourceLocation` gives them) into `sink`.
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        let tree = file.syntaxTree
        guard let name = tree.node(exactlyAt: i), tree.isMemberName(name), var e = tree.parent(name) else { return }
        let start = tree.start(tree.chainRoot(e))
        guard namesHinge(file, e) else { return }
        if file.isWord(i, "status") {
            checkSwitch(file, subject: start, member: e, sink: &sink)
            return
        }
        var unit: String?
        if let p = tree.postfixParent(e), tree.kind(p) == .memberAccessExpr, let u = tree.lastChild(p),
           file.isWord(tree.tokens(u).lowerBound, "degrees") || file.isWord(tree.tokens(u).lowerBound, "radians") {
            unit = file.text(tree.tokens(u).lowerBound)
            e = p
        }
        // Anything applied to the angle (`.rounded()`, another member) makes it another value.
        if tree.postfixParent(e) != nil { return }
        guard let (elements, k) = tree.sequencePosition(tree.parenthesized(e, in: file)) else { return }
        func isComparison(_ x: Int) -> Bool {
            guard x >= 0 && x < elements.count, tree.kind(elements[x]) == .binaryOperatorExpr else { return false }
            let t = tree.tokens(elements[x]).lowerBound
            return file.isText(t, "<") || file.isText(t, ">") || file.isText(t, "<=") || file.isText(t, ">=") || file.isText(t, "==")
        }
        func literalAt(_ x: Int) -> Int? {
            guard x >= 0 && x < elements.count else { return nil }
            let kind = tree.kind(elements[x])
            return kind == .integerLiteralExpr || kind == .floatLiteralExpr ? tree.tokens(elements[x]).lowerBound : nil
        }
        /// True when element `x` is an arithmetic operator that takes the literal as its operand (`x * 90 < angle`).
        func isArithmetic(_ x: Int) -> Bool {
            guard x >= 0, tree.kind(elements[x]) == .binaryOperatorExpr else { return false }
            let t = tree.tokens(elements[x]).lowerBound
            return !file.isText(t, "&&") && !file.isText(t, "||")
        }
        if k + 2 < elements.count, tree.kind(elements[k + 1]) == .binaryOperatorExpr,
           file.isText(tree.tokens(elements[k + 1]).lowerBound, "/"), let divisor = assumedFullyOpen(file, elements[k + 2], unit: unit) {
            sink.report(Self.description, at: start, "Dividing the hinge angle by \(divisor) assumes fully open is exactly 180°, which the API does not document; normalise by the largest angle seen at .fullyOpen.")
            return
        }
        var literal: Int?
        if isComparison(k + 1), let l = literalAt(k + 2) {
            literal = l
        } else if isComparison(k - 1), let l = literalAt(k - 2), !isArithmetic(k - 3) {
            literal = l
        }
        guard let lit = literal else { return }
        let value = Double(file.text(lit).filter { $0 != "_" }) ?? 0
        if unit == nil && value > 6.3 {
            sink.report(Self.description, at: start, "UIHinge.angle is in radians, not degrees: \(file.text(lit)) is more than a full turn (2π ≈ 6.28), so this comparison never means what it says; test hinge.status instead of an angle threshold.")
        } else {
            sink.report(Self.description, at: start, "Comparing the hinge angle with \(file.text(lit)) guesses whether the device is open; test hinge.status (.closed, .partiallyOpen, .fullyOpen) and keep the angle for effects.")
        }
    }

    /// The text of `divisor` when it spells a fully open hinge of exactly 180°: the literal `180` (or `180.0`) for
    /// `.degrees`, `.pi` (`Double.pi`, `CGFloat.pi`, `Float.pi`) for `.radians` or UIKit's bare angle, also inside
    /// parentheses (`(.pi)`, `((180))`, up to 8 pairs; the text is the one inside them); else nil.
    private func assumedFullyOpen(_ file: SwiftFile, _ written: Int, unit: String?) -> String? {
        let tree = file.syntaxTree
        var divisor = written
        for _ in 0..<8 {
            // `(x)` is a one-element tuple whose element has no label.
            let items = tree.children(divisor)
            guard tree.kind(divisor) == .tupleExpr, items.count == 1, tree.kind(items[0]) == .labeledExpr,
                  SyntaxNames(file: file, tree: tree).label(items[0]) == nil, let inner = tree.firstChild(items[0]) else { break }
            divisor = inner
        }
        let first = tree.tokens(divisor).lowerBound
        switch tree.kind(divisor) {
        case .integerLiteralExpr, .floatLiteralExpr:
            return unit == "degrees" && Double(file.text(first).filter { $0 != "_" }) == 180 ? file.text(first) : nil
        case .memberAccessExpr:
            guard unit != "degrees", let member = tree.lastChild(divisor), file.isWord(tree.tokens(member).lowerBound, "pi") else { return nil }
            let base = tree.base(ofMember: divisor)
            if let base, !(tree.tokens(base).count == 1 && ["Double", "CGFloat", "Float"].contains(file.text(tree.start(base)))) { return nil }
            return tree.tokens(divisor).map { file.text($0) }.joined()
        default:
            return nil
        }
    }

    /// True when a name of the member chain below `e` (its base, the base's base …, through calls, subscripts,
    /// `?` and `!`) is spelled `hinge` (any case) or ends in `Hinge`: `context.hinge?.angle`, `update.hinge.status`.
    private func namesHinge(_ file: SwiftFile, _ e: Int) -> Bool {
        let tree = file.syntaxTree
        var n = tree.firstChild(e)
        while let k = n {
            switch tree.kind(k) {
            case .memberAccessExpr, .declReferenceExpr:
                let name = tree.kind(k) == .memberAccessExpr ? tree.lastChild(k) : k
                if let name, tree.kind(name) == .declReferenceExpr, file.kind(tree.start(name)) == .identifier {
                    let t = file.text(tree.start(name))
                    if t.lowercased() == "hinge" || t.hasSuffix("Hinge") { return true }
                }
                n = tree.kind(k) == .memberAccessExpr ? tree.base(ofMember: k) : nil
            case .functionCallExpr, .subscriptCallExpr, .optionalChainingExpr, .forceUnwrapExpr:
                n = tree.firstChild(k)
            default:
                n = nil
            }
        }
        return false
    }

    /// Reports `switch <hinge>.status {` whose cases name a hinge status and which has neither `default` nor `.unknown`.
    private func checkSwitch(_ file: SwiftFile, subject s: Int, member: Int, sink: inout FindingSink) {
        let tree = file.syntaxTree
        // The subject is the status itself (`hinge.status`, `hinge.status!`), not a value read from it.
        var n = member
        while let p = tree.postfixParent(n), tree.kind(p) == .forceUnwrapExpr || tree.kind(p) == .optionalChainingExpr { n = p }
        guard let body = tree.parent(n), tree.kind(body) == .switchExpr, tree.firstChild(body) == n else { return }
        var namesStatus = false
        for c in tree.children(body) where tree.kind(c) == .switchCase {
            if tree.child(c, .switchDefaultLabel) != nil { return }
            guard let label = tree.child(c, .switchCaseLabel) else { continue }
            for m in tree.descendants(label, ofKind: .memberAccessExpr) {
                guard let name = SyntaxNames(file: file, tree: tree).memberName(m) else { continue }
                if name == "unknown" { return }
                if name == "closed" || name == "partiallyOpen" || name == "fullyOpen" { namesStatus = true }
            }
        }
        guard namesStatus else { return }
        sink.report(Self.description, at: s, "DeviceHinge.Status is a struct with static members (.closed, .partiallyOpen, .fullyOpen), so a switch over it needs a default; add one (and handle .unknown for UIHinge.Status).")
    }
}
