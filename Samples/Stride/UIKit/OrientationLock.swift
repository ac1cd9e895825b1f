import UIKit

// Orientation family: the recorder screen locks itself upright; RecorderViewControllerFixed is the corrected form.
final class RecorderViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

final class RecorderViewControllerFixed: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}

// A screen that must stay upright says why.
final class FormCheckCameraViewController: UIViewController {
    // duolint:disable:next portrait_only_orientation - the form-check overlay is drawn for an upright camera feed
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.portrait] }
}
