simport UIKit

/// Frames for the weekly distance chart at the top of the history screen.
struct ChartLayout {
    var barSpacing: CGFloat = 6
    var contentPadding = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)

    /// Width left for the bars once the safe area and the padding are taken off.
    func plotWidth(in view: UIView) -> CGFloat {
        view.bounds.width - view.safeAreaInsets.left * 2 - contentPadding.left * 2
    }

    func barFrames(in view: UIView, values: [Double]) -> [CGRect] {
        let plot = view.bounds.inset(by: view.safeAreaInsets).inset(by: contentPadding)
        guard let maxValue = values.max(), maxValue > 0 else { return [] }
        let barWidth = (plot.width - barSpacing * CGFloat(values.count - 1)) / CGFloat(values.count)
        return values.enumerated().map { index, value in
            let height = plot.height * CGFloat(value / maxValue)
            return CGRect(x: plot.minX + CGFloat(index) * (barWidth + barSpacing),
                          y: plot.maxY - height, width: barWidth, height: height)
        }
    }

    /// Insets of the legend strip under the chart, lined up with the bars.
    func legendInsets(in view: UIView) -> UIEdgeInsets {
        let margins = view.layoutMargins
        return UIEdgeInsets(top: 4, left: margins.left, bottom: 4, right: margins.left)
    }

    /// Frame of the weekly-goal caption, clear of both safe-area edges.
    func goalCaptionFrame(in view: UIView) -> CGRect {
        let insets = view.safeAreaInsets
        let width = view.bounds.width - (insets.left + insets.right)
        return CGRect(x: insets.left, y: insets.top + 8, width: width, height: 20)
    }

    /// Width of the scrubber track under the bars, with a gutter on each side.
    func scrubberWidth(in view: UIView) -> CGFloat {
        let gutter = view.directionalLayoutMargins.leading
        return view.bounds.width - 2 * gutter
    }

    /// Scale of the cached chart snapshot.
    static var snapshotScale: CGFloat {
        UIScreen
            .main
            .nativeScale
    }
}
