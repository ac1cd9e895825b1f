import UIKit
import os

/// Weekly history: a distance chart with a one-line summary under it.
final class HistoryViewController: UIViewController {
    private let store: WorkoutStore
    private let chartView = UIView()
    private let summaryLabel = UILabel()
    private var layout = ChartLayout()
    private var barLayers: [CALayer] = []
    private let logger = Logger(subsystem: "app.stride", category: "history")

    init(store: WorkoutStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "History"
        view.backgroundColor = .systemGroupedBackground
        summaryLabel.font = .preferredFont(forTextStyle: .subheadline)
        view.addSubview(chartView)
        view.addSubview(summaryLabel)
        configureBarItems()
        registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, _: UITraitCollection) in
            self.view.setNeedsLayout()
        }
    }

    private func configureBarItems() {
        let exportItem = UIBarButtonItem(title: "Export", style: .plain, target: self, action: #selector(exportCSV))
        let addItem = UIBarButtonItem(image: UIImage(systemName: "plus"), style: .plain, target: self, action: #selector(addWorkout))
        let filterItem = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease.circle"),
                                         style: .plain, target: self, action: #selector(showFilters))
        filterItem.title = "Filter"
        let shareItem = UIBarButtonItem(title: "Share", image: UIImage(systemName: "square.and.arrow.up"),
                                        target: self, action: #selector(shareSummary))
        let unitsMenu = UIMenu(title: "Units", children: [
            UIAction(title: "Kilometres") { [weak self] _ in self?.store.useMetric = true },
            UIAction(title: "Miles") { [weak self] _ in self?.store.useMetric = false },
        ])
        let unitsItem = UIBarButtonItem(title: "Units", image: nil, primaryAction: nil, menu: unitsMenu)
        let closeItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))

        navigationItem.leftBarButtonItems = [closeItem, editButtonItem]
        navigationItem.rightBarButtonItems = [addItem, filterItem, shareItem, unitsItem, exportItem]
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let insets = view.safeAreaInsets
        let idiom = traitCollection.userInterfaceIdiom
        let chartHeight: CGFloat = traitCollection.verticalSizeClass == .compact ? 140 : 220
        // グラフ：週ごとの距離 (weekly distance chart)
        chartView.frame = CGRect(x: insets.left, y: insets.top,
                                 width: view.bounds.width - insets.left * 2, height: chartHeight)
        summaryLabel.frame = layout.goalCaptionFrame(in: view).offsetBy(dx: 0, dy: chartHeight)
        if idiom == .pad {
            layout.contentPadding = UIEdgeInsets(top: 20, left: 32, bottom: 20, right: 32)
        }
        switch (traitCollection.userInterfaceIdiom, view.bounds.width > view.bounds.height) {
        case (.pad, _): layout.barSpacing = 12
        case (.phone, true): layout.barSpacing = 8
        default: layout.barSpacing = 6
        }
        redrawChart()
    }

    private func redrawChart() {
        barLayers.forEach { $0.removeFromSuperlayer() }
        let frames = layout.barFrames(in: chartView, values: store.dailyDistances())
        let scale = traitCollection.displayScale
        barLayers = frames.map { frame in
            let bar = CALayer()
            bar.frame = frame
            bar.cornerRadius = 4
            bar.backgroundColor = UIColor.systemGreen.cgColor
            bar.contentsScale = scale
            chartView.layer.addSublayer(bar)
            return bar
        }
        summaryLabel.text = String(format: "%.1f km this week", store.dailyDistances().reduce(0, +))
        logger.debug("📈 グラフ更新: \(frames.count) bars @\(UIScreen.main.scale)x")
    }

    @objc private func exportCSV() {
        let rows = store.workouts.map { "\($0.date.ISO8601Format()),\($0.kind.rawValue),\($0.distance)" }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stride.csv")
        try? (["date,kind,distance_km"] + rows).joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        if UIDevice.current.isPad {
            activity.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItems?.last
        }
        present(activity, animated: true)
    }

    @objc private func addWorkout() {
        store.add(Workout(kind: .run, date: .now, duration: 0, distance: 0, calories: 0))
        view.setNeedsLayout()
    }

    @objc private func showFilters() {}
    @objc private func shareSummary() {}
    @objc private func close() { dismiss(animated: true) }
}
