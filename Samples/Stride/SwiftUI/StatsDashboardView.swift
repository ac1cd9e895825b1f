import SwiftUI

/// Weekly statistics. Layout decisions family (size_breakpoint, opt-in and enabled in Samples/.duolint.yml):
/// a width breakpoint and a panel pinned to the outer display's width; followed by the corrected form.
struct StatsDashboardView: View {
    let stats: WeeklyStats

    var body: some View {
        GeometryReader { proxy in
            if proxy.size.width > 700 {
                HStack { SummaryPanel(stats: stats); ChartPanel(stats: stats) }
            } else {
                VStack { SummaryPanel(stats: stats); ChartPanel(stats: stats) }
            }
        }
        .frame(maxWidth: 951)
    }

    /// Corrected: the size class decides, and the container sizes the panels.
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var correctedBody: some View {
        let layout = horizontalSizeClass == .regular ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
        return layout {
            SummaryPanel(stats: stats)
            ChartPanel(stats: stats)
                .frame(minHeight: 240)
        }
    }
}
