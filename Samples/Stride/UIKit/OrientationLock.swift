import UIKit

// Orientation family: the recorder screen locks itself upright; RecorderViewControllerFixed is the corrected form.
final class RecorderViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

final class RecorderViewControllerFixed: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}

