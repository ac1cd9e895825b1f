import UIKit

/// The workout controls screen: a title, a start button and a row of toggles over a full-bleed photo.
/// On iPhone Duo the controls pinned to the root view's side edges run under the 84 pt vertical bar.
final class PinnedControlsViewController: UIViewController {
    private let photoView = UIImageView(image: UIImage(named: "trail"))
    private let titleLabel = UILabel()
    private let startButton = UIButton(type: .system)
    private lazy var toggles: UIStackView = {
        let row = UIStackView(arrangedSubviews: [audioSwitch, hapticsSwitch])
        row.axis = .horizontal
        row.spacing = 12
        return row
    }()
    private let audioSwitch = UISwitch()
    private let hapticsSwitch = UISwitch()
    private let caption = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Workout"
        titleLabel.text = "Morning run"
        startButton.setTitle("Start", for: .normal)
        for v in [photoView, titleLabel, startButton, toggles] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        view.addSubview(caption)
        NSLayoutConstraint.activate([
            // 背景の写真は端まで (the background photo may reach the edges)
            photoView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            photoView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            photoView.topAnchor.constraint(equalTo: view.topAnchor),
            photoView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            titleLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),

            startButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            startButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),

            toggles.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 16),
            toggles.bottomAnchor.constraint(equalTo: startButton.topAnchor, constant: -12),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.frame = view.bounds
    }
}

/// The same screen laid out against the safe area: only the photo reaches the view's edges.
final class PinnedControlsViewControllerFixed: UIViewController {
    private let photoView = UIImageView(image: UIImage(named: "trail"))
    private let titleLabel = UILabel()
    private let startButton = UIButton(type: .system)
    private lazy var toggles: UIStackView = {
        let row = UIStackView(arrangedSubviews: [audioSwitch, hapticsSwitch])
        row.axis = .horizontal
        row.spacing = 12
        return row
    }()
    private let audioSwitch = UISwitch()
    private let hapticsSwitch = UISwitch()
    private let caption = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Workout"
        titleLabel.text = "Morning run"
        startButton.setTitle("Start", for: .normal)
        for v in [photoView, titleLabel, startButton, toggles] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        view.addSubview(caption)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            photoView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            photoView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            photoView.topAnchor.constraint(equalTo: view.topAnchor),
            photoView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            titleLabel.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
            titleLabel.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
            titleLabel.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),

            startButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            startButton.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),

            toggles.leftAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leftAnchor, constant: 16),
            toggles.bottomAnchor.constraint(equalTo: startButton.topAnchor, constant: -12),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.frame = view.bounds.inset(by: view.safeAreaInsets)
    }
}
