import UIKit

/// The route map with its own controls. Bars and layout family (UIKit): a hand-made toolbar, an ellipsis
/// menu item, a count in a bar title and a layout chosen from the device orientation; each followed by its
/// corrected form.
final class RouteMapViewController: UIViewController {
    private let mapControls = UIToolbar()
    private let stack = UIStackView()
    var waypoints: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapControls.items = [UIBarButtonItem(title: "Center", image: UIImage(systemName: "location"), target: self, action: #selector(center))]
        view.addSubview(mapControls)
        let actions = [UIAction(title: "Export GPX") { _ in }]
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "More", image: UIImage(systemName: "ellipsis.circle"), primaryAction: nil, menu: UIMenu(children: actions)),
            UIBarButtonItem(title: "Stops (\(waypoints.count))", image: UIImage(systemName: "mappin"), target: self, action: #selector(showStops)),
        ]
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if UIDevice.current.orientation.isLandscape {
            stack.axis = .horizontal
        } else {
            stack.axis = .vertical
        }
    }

    @objc private func center() {}
    @objc private func showStops() {}
}

/// Corrected: the navigation controller owns the toolbar, the count is a badge, the extra action goes to
/// the system overflow menu, and the layout follows the size class.
final class CorrectedRouteMapViewController: UIViewController {
    private let stack = UIStackView()
    var waypoints: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbarItems = [UIBarButtonItem(title: "Center", image: UIImage(systemName: "location"), target: self, action: #selector(center))]
        navigationController?.setToolbarHidden(false, animated: false)
        let stops = UIBarButtonItem(title: "Stops", image: UIImage(systemName: "mappin"), target: self, action: #selector(showStops))
        stops.badge = .count(waypoints.count)
        navigationItem.rightBarButtonItems = [stops]
        navigationItem.additionalOverflowItems = UIDeferredMenuElement.usingFocus { _ in }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        stack.axis = traitCollection.horizontalSizeClass == .regular ? .horizontal : .vertical
    }

    @objc private func center() {}
    @objc private func showStops() {}
}
