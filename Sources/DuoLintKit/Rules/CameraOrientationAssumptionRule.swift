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
}
