import AVFoundation
import UIKit

/// The form-check camera: a live preview of the front camera while the user exercises.
/// It rotates the preview from the device's orientation and mirrors the front camera by its position,
/// which on iPhone Duo is wrong once the app moves between the displays (the front cameras switch).
final class CameraPreviewViewController: UIViewController {
    private let session = AVCaptureSession()
    private let previewLayer = AVCaptureVideoPreviewLayer()
    private var camera: AVCaptureDevice?

    private var previewAngle: CGFloat {
        switch UIDevice.current.orientation {
        case .landscapeLeft: return 0
        case .landscapeRight: return 180
        case .portraitUpsideDown: return 270
        default: return 90
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        previewLayer.session = session
        view.layer.addSublayer(previewLayer)
        NotificationCenter.default.addObserver(self, selector: #selector(deviceRotated),
                                               name: UIDevice.orientationDidChangeNotification, object: nil)
    }

    @objc private func deviceRotated() {
        guard let connection = previewLayer.connection else { return }
        connection.videoRotationAngle = previewAngle
        connection.automaticallyAdjustsVideoMirroring = false
        connection.isVideoMirrored = camera?.position == .front
    }
}

/// The same preview with the rotation coordinator, and mirroring decided by the direction the camera faces.
final class CameraPreviewViewControllerFixed: UIViewController {
    private let session = AVCaptureSession()
    private let previewLayer = AVCaptureVideoPreviewLayer()
    private var rotationCoordinator: AVCaptureDevice.RotationCoordinator?
    private var rotationObservation: NSKeyValueObservation?
    /// Set from the direction coordinator's change handler (AVCaptureDeviceDirectionCoordinator, seed 000 2-4).
    private var cameraFacesUser = true

    func attach(_ camera: AVCaptureDevice) {
        previewLayer.session = session
        let coordinator = AVCaptureDevice.RotationCoordinator(device: camera, previewLayer: previewLayer)
        previewLayer.connection?.videoRotationAngle = coordinator.videoRotationAngleForHorizonLevelPreview
        rotationObservation = coordinator.observe(\.videoRotationAngleForHorizonLevelPreview, options: [.new]) { [weak self] c, _ in
            self?.previewLayer.connection?.videoRotationAngle = c.videoRotationAngleForHorizonLevelPreview
        }
        rotationCoordinator = coordinator
        previewLayer.connection?.automaticallyAdjustsVideoMirroring = false
        previewLayer.connection?.isVideoMirrored = cameraFacesUser
    }
}
