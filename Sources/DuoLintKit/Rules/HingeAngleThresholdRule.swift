/// `hinge_angle_threshold`: the hinge angle compared with a literal to tell open from closed, and a `switch`
/// on the SwiftUI hinge status without `default`.
///
/// Catches `hinge.angle` (any chain whose receiver names a hinge: `context.hinge?.angle`,
/// `update.hinge?.angle`), alone or followed by `.degrees`/`.radians`, on either side of `<`, `>`, `<=`,
/// `>=` or `==` with a numeric literal. A bare angle is UIKit's `UIHinge.angle`, a `CGFloat` in radians
/// (SwiftUI's is an `Angle`, which no literal compares with); when its literal is above 6.3 (more than a
/// full turn) the message says the value is degree-sized. Also catches `switch` on a hinge's `status`
/// whose cases name `.closed`/`.partiallyOpen`/`.fullyOpen`, with neither `default` nor `.unknown` (UIKit's
/// fourth case): SwiftUI's `DeviceHinge.Status` is a struct with static members and needs `default`.
/// Leaves alone: two variables compared, the angle fed into an animation or effect value, the angle in a
/// log or string, `angle` of something that is not a hinge, and comments.
/// Facts: DOMAIN.md §9; seed 004 (hinge callback table); seed 000 (hinge, "Leverage multiple displays and scenes").
public struct HingeAngleThresholdRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "hinge_angle_threshold",
        name: "Hinge angle threshold",
        severity: .warning,
        summary: "Flags the hinge angle compared with a numeric literal to decide whether the device is open or closed, UIHinge angles compared with degree-sized literals although they are radians, and a switch on the SwiftUI hinge status without default.",
        rationale: "The hinge API reports a high-level status (closed, partially open, fully open; UIKit adds unknown) next to the continuous angle. The angle is for effects and interactions; open or closed is what the status says, and a hand-picked threshold disagrees with it. UIKit's UIHinge.angle is a CGFloat in radians, not degrees, and SwiftUI's DeviceHinge.Status is a struct with static members, so a switch over it needs default.",
        fix: "Test hinge.status (== .partiallyOpen, .fullyOpen, .closed) instead of an angle threshold, keep the angle for effect values, compare UIHinge.angle in radians, and give a switch over the SwiftUI status a default.",
        source: "seed 004 (hinge callback table: Angle, radians, Status needs default); seed 000 (hinge, 'Leverage multiple displays and scenes on iPhone Duo')",
        inputs: [.swift],
        tags: ["hinge"])

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["angle", "status"] }

    /// Judges the trigger token at index `i` of `file` and reports each finding at its first token (line 1-based, columns as `SourceLocation` gives them) into `sink`.
    public func visit(_ i: Int, in file: SwiftFile, options: RuleOptions, sink: inout FindingSink) {
        guard file.isMember(i) else { return }
        let start = file.chainStart(endingAt: i)
        guard namesHinge(file, start..<i) else { return }
        if file.isWord(i, "status") {
            checkSwitch(file, subject: start, end: i, sink: &sink)
            return
        }
        var e = i + 1
        var unit: String?
        if file.kind(e) == .period, file.isWord(e + 1, "degrees") || file.isWord(e + 1, "radians") {
            unit = file.text(e + 1)
            e += 2
        }
        if file.kind(e) == .period || file.kind(e) == .leftParen { return }
        var literal: Int?
        if isComparison(file, e), isNumber(file, e + 1), !continuesAsOperand(file, e + 2) {
            literal = e + 1
        } else if isComparison(file, start - 1), isNumber(file, start - 2), !isOperand(file, start - 3) {
            literal = start - 2
        }
        guard let lit = literal else { return }
        let value = Double(file.text(lit).filter { $0 != "_" }) ?? 0
        if unit == nil && value > 6.3 {
            sink.report(Self.description, at: start, "UIHinge.angle is in radians, not degrees: \(file.text(lit)) is more than a full turn (2π ≈ 6.28), so this comparison never means what it says; test hinge.status instead of an angle threshold.")
        } else {
            sink.report(Self.description, at: start, "Comparing the hinge angle with \(file.text(lit)) guesses whether the device is open; test hinge.status (.closed, .partiallyOpen, .fullyOpen) and keep the angle for effects.")
        }
    }

    /// True when one token of `r` is an identifier spelled `hinge` (any case) or ending in `Hinge`.
    private func namesHinge(_ file: SwiftFile, _ r: Range<Int>) -> Bool {
        for k in r where file.kind(k) == .identifier {
            let t = file.text(k)
            if t.lowercased() == "hinge" || t.hasSuffix("Hinge") { return true }
        }
        return false
    }

    private func isComparison(_ file: SwiftFile, _ k: Int) -> Bool {
        file.isText(k, "<") || file.isText(k, ">") || file.isText(k, "<=") || file.isText(k, ">=") || file.isText(k, "==")
    }

    private func isNumber(_ file: SwiftFile, _ k: Int) -> Bool {
        file.kind(k) == .integerLiteral || file.kind(k) == .floatingLiteral
    }

    /// True when the literal is the start of a longer operand (`90.0.rounded()`, `90 * scale`).
    private func continuesAsOperand(_ file: SwiftFile, _ k: Int) -> Bool {
        file.kind(k) == .period || file.kind(k) == .leftParen
    }

    /// True when token `k` ends an operand in front of the literal (`x * 90 < hinge.angle`).
    private func isOperand(_ file: SwiftFile, _ k: Int) -> Bool {
        file.kind(k) == .binaryOperator && !file.isText(k, "&&") && !file.isText(k, "||")
    }

    /// Reports `switch <hinge>.status {` whose cases name a hinge status and which has neither `default` nor `.unknown`.
    private func checkSwitch(_ file: SwiftFile, subject s: Int, end: Int, sink: inout FindingSink) {
        guard file.isWord(s - 1, "switch") else { return }
        var open = end + 1
        if file.kind(open) == .exclamationMark || file.kind(open) == .postfixQuestionMark { open += 1 }
        guard file.kind(open) == .leftBrace, let close = file.match(open) else { return }
        var namesStatus = false
        for k in (open + 1)..<close {
            if file.isWord(k, "default") && file.enclosingBrace(k) == open { return }
            if file.kind(k) == .period && file.isWord(k + 1, "unknown") { return }
            if file.kind(k) == .period && (file.isWord(k + 1, "closed") || file.isWord(k + 1, "partiallyOpen") || file.isWord(k + 1, "fullyOpen")) {
                namesStatus = true
            }
        }
        guard namesStatus else { return }
        sink.report(Self.description, at: s, "DeviceHinge.Status is a struct with static members (.closed, .partiallyOpen, .fullyOpen), so a switch over it needs a default; add one (and handle .unknown for UIHinge.Status).")
    }
}
