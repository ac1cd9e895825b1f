import UIKit

/// Opening a workout in its own window, and reacting to the display change. Scenes and windows family:
/// the deprecated activation call, an activation whose denial goes unnoticed, and the deprecated trait
/// callback; each followed by its corrected form.
final class WorkoutWindowOpener {
    func open(_ activity: NSUserActivity) {
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil, errorHandler: nil)
    }

    func openInNewWindow(_ activity: NSUserActivity) {
        let request = UISceneSessionActivationRequest(role: .windowApplication, userActivity: activity, options: nil)
        UIApplication.shared.activateSceneSession(for: request)
    }

    /// Corrected: the outer display denies new windows; show the workout in place then.
    func correctedOpen(_ activity: NSUserActivity, fallback: @escaping () -> Void) {
        let request = UISceneSessionActivationRequest(role: .windowApplication, userActivity: activity, options: nil)
        UIApplication.shared.activateSceneSession(for: request) { error in
            if (error as? UISceneError)?.code == .requestDenied { fallback() }
        }
    }
}

final class WorkoutSummaryViewController: UIViewController {
    private let stack = UIStackView()

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        stack.axis = traitCollection.horizontalSizeClass == .regular ? .horizontal : .vertical
    }
}

/// Corrected: register for the one trait the layout reads.
final class CorrectedWorkoutSummaryViewController: UIViewController {
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, _: UITraitCollection) in
            self.stack.axis = self.traitCollection.horizontalSizeClass == .regular ? .horizontal : .vertical
        }
    }
}
