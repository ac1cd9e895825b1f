import SwiftUI

struct WorkoutDetailView: View {
    let workout: Workout
    @EnvironmentObject private var store: WorkoutStore
    @State private var isTiming = false
    @State private var isSharing = false
    @State private var lapCount = 0

    private var timerTitle: String { isTiming ? "Pause" : "Resume" }

    private var summaryText: String {
        String(format: "%@ %.2f km in %d min with Stride",
               workout.kind.rawValue.capitalized, workout.distance, Int(workout.duration / 60))
    }

    var body: some View {
        GeometryReader { proxy in
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    RoundedRectangle(cornerRadius: 16)
                        .fill(.green.opacity(0.25))
                        .overlay { Image(systemName: workout.kind.symbol).font(.largeTitle) }
                        .frame(height: proxy.size.height * 0.4)
                        .padding(.horizontal, proxy.safeAreaInsets.leading)
                    // Keep the stats centred: mirror the vertical bar's inset on the other side.
                    statsGrid
                        .padding(EdgeInsets(top: 8, leading: proxy.safeAreaInsets.trailing,
                                            bottom: 8, trailing: proxy.safeAreaInsets.trailing))
                }
                .padding()
            }
        }
        .navigationTitle(workout.kind.rawValue.capitalized)
        .toolbar {
            ToolbarItemGroup(placement: .primaryAction) {
                Button(timerTitle) { isTiming.toggle() }
                Button { isSharing = true } label: {
                    Label("Share", systemImage: "square.and.arrow.up")
                }
                Button { store.toggleFavorite(workout) } label: {
                    Image(systemName: workout.isFavorite ? "heart.fill" : "heart")
                }
                .accessibilityLabel("Favorite")
                Button { lapCount += 1 } label: {
                    HStack { Image(systemName: "flag.checkered"); Text("Lap") }
                }
            }
        }
        .sheet(isPresented: $isSharing) { Text(summaryText).padding() }
    }

    private var statsGrid: some View {
        let columnCount = UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2
        return LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: columnCount), spacing: 12) {
            StatTile(title: "Duration", value: Duration.seconds(workout.duration).formatted(.time(pattern: .hourMinuteSecond)))
            StatTile(title: "Distance", value: String(format: "%.2f km", workout.distance))
            StatTile(title: "Pace", value: workout.pace.map { Duration.seconds($0).formatted(.time(pattern: .minuteSecond)) } ?? "--")
            StatTile(title: "Calories", value: "\(Int(workout.calories)) kcal")
        }
    }
}

struct StatTile: View {
    let title: String
    let value: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            Text(value).font(.title3.bold()).monospacedDigit()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, 12)
        .padding(.vertical, 10)
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
    }
}
