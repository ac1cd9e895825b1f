import Foundation
import XCTest

/// `uikit_foreground_ignores_safe_area` and `camera_orientation_assumption` through the built `duolint`: the
/// exact report lines (path, line, column in UTF-8 bytes, message, rule) and exit statuses, with the facts that
/// only the project model gives (a controller's and a button's superclasses declared in another file).
final class UIKitSafeAreaCameraCLITests: XCTestCase {
    private let base = "import UIKit\nclass BaseViewController: UIViewController {}\nclass PillButton: UIButton {}\n"
    private let checkout = """
        import UIKit
        final class CheckoutViewController: BaseViewController {
            let payButton = PillButton()
            let total = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                payButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16).isActive = true
                total.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor).isActive = true
            }
        }

        """
    private let camera = """
        import AVFoundation
        extension UIDevice {
            var captureOrientation: AVCaptureVideoOrientation {
                orientation == .landscapeLeft ? .landscapeRight : .portrait
            }
        }
        func configure(_ connection: AVCaptureConnection, _ device: AVCaptureDevice) {
            connection.videoOrientation = UIDevice.current.captureOrientation
            let front = device.position == .front
            // duolint:disable:next camera_orientation_assumption - the outer camera only, checked on device
            connection.isVideoMirrored = front
            connection.isVideoMirrored = front
        }

        """

    /// A work tree (`.git`) holding `files`.
    private func project(_ files: [String: String]) throws -> URL { try makeFolder(self, files, workTree: true) }

    func testPinnedControlFoundThroughSuperclassesInAnotherFile() throws {
        let dir = try project(["App/Base.swift": base, "App/Checkout.swift": checkout])
        let expected = "App/Checkout.swift:7:59: warning: This PillButton is pinned to view.trailingAnchor, so on iPhone Duo the "
            + "button can sit under the 84 pt vertical bar; pin it to view.safeAreaLayoutGuide.trailingAnchor (or layoutMarginsGuide) "
            + "and let only backgrounds reach the view's edges. (uikit_foreground_ignores_safe_area)\n"
        for arguments in [["."], ["App/Checkout.swift"]] {
            let r = try runDuolint(["--quiet", "--strict"] + arguments, in: dir)
            XCTAssertEqual(r.stdout, expected, "\(arguments)")
            XCTAssertEqual(r.status, 1, "\(arguments)")
            // A warning fails the run only with --strict.
            let lax = try runDuolint(["--quiet"] + arguments, in: dir)
            XCTAssertEqual(lax.stdout, expected, "\(arguments)")
            XCTAssertEqual(lax.status, 0, "\(arguments)")
        }
        // Without the other file neither superclass is known: no finding, rather than a guess.
        let alone = try runDuolint(["--quiet", "--strict", "--model-from-paths", "App/Checkout.swift"], in: dir)
        XCTAssertEqual(alone.stdout, "")
        XCTAssertEqual(alone.status, 0)
    }

    func testCameraRotationThroughAHelperAndMirroringThroughABinding() throws {
        let dir = try project(["Camera.swift": camera])
        let r = try runDuolint(["--quiet", "--strict", "Camera.swift"], in: dir)
        XCTAssertEqual(r.stdout,
                       "Camera.swift:8:16: warning: videoOrientation is computed from the device or interface orientation, which on "
                       + "iPhone Duo does not follow the camera when the app moves between the displays; read "
                       + "videoRotationAngleForHorizonLevelPreview (or …Capture) from an AVCaptureDevice.RotationCoordinator instead. "
                       + "(camera_orientation_assumption)\n"
                       + "Camera.swift:12:16: warning: isVideoMirrored is decided from the camera's front/back position, which on iPhone "
                       + "Duo does not say whether the camera faces the user once the device folds; mirror the camera that the direction "
                       + "coordinator (AVCaptureDeviceDirectionCoordinator) reports as facing the user. (camera_orientation_assumption)\n")
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "")
    }

    func testBothRulesAreListed() throws {
        let r = try runDuolint(["rules"])
        XCTAssertEqual(r.status, 0)
        // Columns are padded to the widest cell of the whole table, which other rules decide: compare the cells.
        let cells = r.stdout.split(separator: "\n").map { $0.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        XCTAssertTrue(cells.contains(["camera_orientation_assumption", "no", "warning", "Swift", "Camera orientation assumption"]), r.stdout)
        XCTAssertTrue(cells.contains(["uikit_foreground_ignores_safe_area", "no", "warning", "Swift", "UIKit foreground ignores safe area"]), r.stdout)
    }

    /// 20,000 pins of one label (the old per-finding scan of the label's occurrences for self-insetting
    /// assignments took 9 minutes in a debug build) and 5,000 rotations from one 5,000-line helper (read once
    /// per assignment: 2.4 minutes), under the watchdog: each view's and helper's facts are now read once per file.
    func testManyPinsAndManyRotationsStayLinear() throws {
        let dir = try makeTemporaryDirectory(self)
        let pins = "import UIKit\nclass V: UIViewController {\n    let l = UILabel()\n    func f() {\n"
            + String(repeating: "        l.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true\n", count: 20_000) + "    }\n}\n"
        try Data(pins.utf8).write(to: dir.appendingPathComponent("Pins.swift"))
        guard let p = try runDuolintWatched(["--quiet", "Pins.swift"], in: dir, timeout: 60) else { return }
        XCTAssertEqual(p.status, 0)
        let message = "warning: This UILabel is pinned to view.leadingAnchor, so on iPhone Duo the label can sit under the 84 pt "
            + "vertical bar; pin it to view.safeAreaLayoutGuide.leadingAnchor (or layoutMarginsGuide) and let only backgrounds "
            + "reach the view's edges. (uikit_foreground_ignores_safe_area)\n"
        XCTAssertEqual(p.stdout, (5..<20_005).map { "Pins.swift:\($0):50: " + message }.joined())
        let rotations = "import AVFoundation\nfinal class C {\n    var angle: CGFloat {\n        var x: CGFloat = 0\n"
            + (0..<5_000).map { "        x += \($0)\n" }.joined() + "        return x\n    }\n    func f(_ c: AVCaptureConnection) {\n"
            + String(repeating: "        c.videoRotationAngle = angle\n", count: 5_000) + "    }\n}\n"
        try Data(rotations.utf8).write(to: dir.appendingPathComponent("Rotations.swift"))
        guard let r = try runDuolintWatched(["--quiet", "Rotations.swift"], in: dir, timeout: 60) else { return }
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "")
    }
}
