/// `camera_orientation_assumption`: a capture connection's rotation or mirroring decided from what does not say
/// how the camera is turned or which way it faces on iPhone Duo.
///
/// Catches assignments, in a file that uses AVFoundation or AVKit (an import, or an `AVCapture…` type named):
/// - `x.videoRotationAngle = …` and `x.videoOrientation = …` whose value reads `UIDevice.current.orientation`,
///   an `interfaceOrientation` (a window scene's, its geometry's) or `statusBarOrientation`, or a parameter
///   written as `UIDeviceOrientation`/`UIInterfaceOrientation`; directly, through local bindings, through a
///   function or property of this file that the value names (its body, read through the model's members, two
///   levels deep), or because the assignment sits in a `switch` on such a value or an `if` testing one (in the
///   same function or closure);
/// - `x.isVideoMirrored = …` decided by a comparison of a camera position with `.front`/`.back` (a name
///   containing `position` and `.front`/`.back` in the value, its bindings or helpers, an `if` condition
///   around it, or a `switch` on a position).
/// Reports at the assigned property's name. Why: on iPhone Duo the app moves between two displays and the
/// front cameras switch with them, so the device's orientation does not give the preview's rotation, and
/// the fixed front/back position does not say whether a camera faces the user (seed 000, 2-4 カメラ:
/// "カメラの向き", Build a great camera experience for iPhone Duo 3:00 and 4:06, and "プレビュー").
/// Leaves alone: values from a rotation coordinator (`videoRotationAngleRelative(toDeviceOrientation:)` too,
/// whatever orientation it is given) or any other source; `isVideoMirrored` set to a constant
/// or from anything but a position; reads of the properties; files without AVFoundation; code that never runs
/// on iPhone Duo (an `#available` fallback: the engine's execution scope).
public struct CameraOrientationAssumptionRule: SwiftRule {
    /// The rule's id, name, default severity, summary, rationale, fix and source (checked against its page).
    public static let description = RuleDescription(
        id: "camera_orientation_assumption",
        name: "Camera orientation assumption",
        severity: .warning,
        summary: "Flags videoRotationAngle or videoOrientation set from UIDevice.current.orientation or the interface orientation, and isVideoMirrored decided from position == .front or .back; on iPhone Duo neither says how the camera is turned or which way it faces once the device folds.",
        rationale: "On iPhone Duo the app moves between the outer and the inner display when the device opens or closes, and the front cameras switch with it. A rotation computed from the device or interface orientation is wrong after such a move, and a camera's fixed front or back position does not say whether it faces the user: opened, the outer front camera and the back camera both face away from the inner display.",
        fix: "Take the rotation from AVCaptureDevice.RotationCoordinator(device:previewLayer:) (videoRotationAngleForHorizonLevelPreview for the preview, videoRotationAngleForHorizonLevelCapture for captured output), observed with key-value observing; decide mirroring from the direction coordinator (AVCaptureDeviceDirectionCoordinator, one per view) and mirror the camera it reports as facing the user.",
        source: "seed 000 (2-4 カメラ: カメラの向き, Build a great camera experience for iPhone Duo 3:00 and 4:06; プレビュー); DOMAIN.md §10",
        inputs: [.swift],
        tags: ["camera"])

    /// A rule has no settings of its own; options arrive with each `visit`.
    public init() {}
    /// Identifier texts the engine calls `visit` at.
    public var triggers: [String] { ["videoRotationAngle", "videoOrientation", "isVideoMirrored"] }

    /// Judges the assignment to the property named at token `i` and reports at that name (line 1-based, column
    /// in UTF-8 bytes, as the engine converts the token index).
    public func visit(_ i: Int, in file: SwiftFile, context: RuleContext, sink: inout FindingSink) {
        let tree = file.syntaxTree
        guard let name = tree.node(exactlyAt: i) else { return }
        // `x.videoOrientation = …`, or a bare `videoOrientation = …` in an extension of `AVCaptureConnection`.
        let target = tree.isMemberName(name) ? tree.parent(name)!
            : DeclaredTypes.enclosingTypeName(name, file) == "AVCaptureConnection" ? name : -1
        guard target >= 0, let value = tree.assignedValue(to: target), Self.usesCapture(file) else { return }
        // `x = a == b`: the value is every element after the `=` (the sequence's elements are not nested).
        let valueTokens = tree.start(value)..<tree.end(tree.parent(value) ?? value)
        let property = file.text(i)
        if file.isWord(i, "isVideoMirrored") {
            let reader = Reader(file: file, context: context, wanted: .position)
            guard reader.finds(in: valueTokens) || reader.findsAround(target) else { return }
            sink.report(Self.description, at: i,
                        "isVideoMirrored is decided from the camera's front/back position, which on iPhone Duo does not say whether the camera faces the user once the device folds; mirror the camera that the direction coordinator (AVCaptureDeviceDirectionCoordinator) reports as facing the user.")
        } else {
            // `coordinator.videoRotationAngleRelative(toDeviceOrientation: o)` (iOS 27): the coordinator accounts
            // for the camera's own rotation; the orientation given is the app's choice.
            // A coordinator's angle (`videoRotationAngleForHorizonLevelPreview`/`…Capture`) is right whatever
            // `if` or `switch` it is chosen in.
            let coordinated: [StaticString] = ["videoRotationAngleRelative", "videoRotationAngleForHorizonLevelPreview", "videoRotationAngleForHorizonLevelCapture"]
            if valueTokens.contains(where: { t in coordinated.contains { file.isWord(t, $0) } }) { return }
            let reader = Reader(file: file, context: context, wanted: .orientation)
            guard reader.finds(in: valueTokens) || reader.findsAround(target) else { return }
            sink.report(Self.description, at: i,
                        "\(property) is computed from the device or interface orientation, which on iPhone Duo does not follow the camera when the app moves between the displays; read videoRotationAngleForHorizonLevelPreview (or …Capture) from an AVCaptureDevice.RotationCoordinator instead.")
        }
    }

    /// True when the file uses the capture APIs: imports AVFoundation or AVKit, or names an `AVCapture…` type.
    static func usesCapture(_ file: SwiftFile) -> Bool {
        let words: [StaticString] = ["AVFoundation", "AVKit", "AVCaptureConnection", "AVCaptureVideoPreviewLayer", "AVCaptureSession", "AVCaptureDevice"]
        return words.contains { w in file.occurrences(ofName: w).contains { file.isWord(Int($0), w) } }
    }

    /// What the expansions of one lint of one file found, by range, depth, owner and what was wanted: each
    /// binding value and member body is read once per file however many assignments name it, and bindings
    /// that refer to each other many times over (`let b = a + a`) are read once each.
    final class Memo {
        struct Key: Hashable {
            var start: Int
            var end: Int
            var depth: Int
            var owner: String?
            var position: Bool
        }
        var results: [Key: Bool] = [:]
    }

    /// Looks for what a value is decided from, following local bindings and the file's own members.
    struct Reader {
        enum Wanted { case orientation, position }
        let file: SwiftFile
        let context: RuleContext
        let wanted: Wanted

        /// `finds(in:depth:owner:)` for a binding's value or a member's body, remembered for the file's lint
        /// (`RuleContext.memo`); a range being read is taken as not reading what is wanted while it is read.
        private func expand(_ range: Range<Int>, depth: Int, owner: String?) -> Bool {
            let memo = context.memo(Memo.self) { Memo() }
            let key = Memo.Key(start: range.lowerBound, end: range.upperBound, depth: depth, owner: owner, position: wanted == .position)
            if let known = memo.results[key] { return known }
            memo.results[key] = false
            let found = finds(in: range, depth: depth, owner: owner)
            memo.results[key] = found
            return found
        }

        /// True when the tokens `range` (a value, a condition, a member's body) read what is wanted, following
        /// bare names to their local bindings and to this file's members (`depth` levels of members).
        func finds(in range: Range<Int>, depth: Int = 2, owner: String? = nil) -> Bool {
            let tree = file.syntaxTree
            var position = false, side = false, compares = false
            for t in range {
                switch file.kind(t) {
                case .binaryOperator where file.isText(t, "==") || file.isText(t, "!="):
                    compares = true
                    continue
                case .keyword where file.isWord(t, "case"):
                    compares = true
                    continue
                case .identifier: break
                default: continue
                }
                if wanted == .orientation, reads(t, owner: owner) { return true }
                if wanted == .position {
                    if file.text(t).lowercased().contains("position") { position = true }
                    if file.isMember(t), file.isWord(t, "front") || file.isWord(t, "back") { side = true }
                    if position && side && compares { return true }
                }
                if !file.isMember(t), let b = file.binding(referencedAt: t), !range.contains(b.name),
                   expand(b.value, depth: depth, owner: owner) {
                    return true
                }
                if depth > 0, let node = tree.node(exactlyAt: t), let (body, bodyOwner) = memberBody(named: t, at: node),
                   expand(body, depth: depth - 1, owner: bodyOwner) {
                    return true
                }
            }
            return false
        }

        /// True when token `t` (an identifier) reads an orientation: `UIDevice.current.orientation`,
        /// `….interfaceOrientation`, `….statusBarOrientation`, or a parameter written as an orientation type.
        private func reads(_ t: Int, owner: String?) -> Bool {
            let tree = file.syntaxTree
            // In `extension UIDevice { var videoOrientation: … { switch orientation { … } } }`: the device's own.
            if owner == "UIDevice", file.isWord(t, "orientation"), !file.isMember(t) || isSelfMember(t) { return true }
            if !file.isMember(t), file.isWord(t, "interfaceOrientation") || file.isWord(t, "statusBarOrientation"),
               case .member = DeclaredTypes.declaration(ofNameAt: t, file) {
                return true
            }
            if file.isMember(t) {
                if file.isWord(t, "interfaceOrientation") || file.isWord(t, "statusBarOrientation") { return true }
                if file.isWord(t, "orientation"), let n = tree.node(exactlyAt: t), let m = tree.parent(n), let b = tree.base(ofMember: m),
                   file.isWord(tree.start(tree.chainRoot(b)), "UIDevice") {
                    return true
                }
                return false
            }
            if case .parameter(let type?) = DeclaredTypes.declaration(ofNameAt: t, file) {
                return type == "UIDeviceOrientation" || type == "UIInterfaceOrientation"
            }
            return false
        }

        /// True when token `t` is the member name of `self.t`.
        private func isSelfMember(_ t: Int) -> Bool {
            let tree = file.syntaxTree
            guard let n = tree.node(exactlyAt: t), tree.isMemberName(n), let m = tree.parent(n), let b = tree.base(ofMember: m) else { return false }
            return tree.tokens(b).count == 1 && file.isWord(tree.start(b), "self")
        }

        /// Types whose members in this file a value may name through a base or an implicit member
        /// (`UIDevice.current.videoOrientation`, `.current` of `AVCaptureVideoOrientation`).
        static let orientationOwners: Set<String> = [
            "UIDevice", "UIDeviceOrientation", "UIInterfaceOrientation", "AVCaptureVideoOrientation", "UIWindowScene", "UIApplication",
        ]

        /// The body tokens and owner of the function or property of this file that the reference at token `t`
        /// (node `node`) names: for a bare name or `self.name`, a member of the enclosing type or a declaration
        /// at file scope; for any other member name, a member of one of `orientationOwners`. Nil for a local or
        /// parameter, or a member of another file (its tokens are not this file's).
        private func memberBody(named t: Int, at node: Int) -> (Range<Int>, String?)? {
            let own = !file.isMember(t) || isSelfMember(t)
            if !file.isMember(t) {
                guard case .member = DeclaredTypes.declaration(ofNameAt: t, file) else { return nil }
            }
            let owner = DeclaredTypes.enclosingTypeName(node, file)
            let entry = context.members(named: file.text(t)).first { e in
                guard context.isOwn(e), e.value.kind != .initializer, e.value.body != nil else { return false }
                if own { return e.value.owner == owner || e.value.owner == nil }
                return e.value.owner.map { Self.orientationOwners.contains($0) } ?? false
            }
            return entry.flatMap { e in e.value.body.map { ($0, e.value.owner) } }
        }

        /// True when the assignment `target = …` sits in a `switch` whose subject, or an `if` whose condition,
        /// reads what is wanted, within the same function or closure.
        func findsAround(_ target: Int) -> Bool {
            let tree = file.syntaxTree
            var n = target
            while let p = tree.parent(n), !SyntaxTree.parameterScopes.contains(tree.kind(p)) {
                if tree.kind(p) == .switchExpr, tree.kind(n) == .switchCase, let subject = tree.firstChild(p), tree.kind(subject).isExpression {
                    var range = tree.tokens(subject)
                    // `switch position { case .front: … }`: the case labels hold the side compared with.
                    if wanted == .position, let label = tree.child(n, .switchCaseLabel) ?? tree.child(n, .switchDefaultLabel) { range = range.lowerBound..<tree.end(label) }
                    if finds(in: range) { return true }
                }
                if tree.kind(p) == .ifExpr, tree.kind(n) == .codeBlock,
                   tree.conditions(of: p).contains(where: { finds(in: tree.tokens($0)) }) {
                    return true
                }
                n = p
            }
            return false
        }
    }
}
