import SwiftUI

struct WorkoutListView: View {
    enum SortOrder { case date, distance }

    @EnvironmentObject private var store: WorkoutStore
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var sort: SortOrder = .date
    @State private var showingSettings = false
    @State private var showingPaywall = false

    private var sortedWorkouts: [Workout] {
        switch sort {
        case .date: store.workouts.sorted { $0.date > $1.date }
        case .distance: store.workouts.sorted { $0.distance > $1.distance }
        }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    summary
                    if !store.isPro {
                        Button("Upgrade to Stride Pro") { showingPaywall = true }
                    }
                }
                Section("Recent") {
                    ForEach(sortedWorkouts) { workout in
                        NavigationLink(value: workout) {
                            LabeledContent {
                                Text(String(format: "%.1f km", workout.distance)).monospacedDigit()
                            } label: {
                                Label(workout.kind.rawValue.capitalized, systemImage: workout.kind.symbol)
                            }
                        }
                    }
                    .onDelete(perform: store.delete)
                }
            }
            .navigationTitle("Workouts")
            .navigationDestination(for: Workout.self) { WorkoutDetailView(workout: $0) }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button(action: openSettings) {
                        Image(systemName: "gearshape")
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("New Workout", systemImage: "plus", action: startWorkout)
                }
                ToolbarItemGroup(placement: .secondaryAction) {
                    Menu("Sort") {
                        Button("Date", systemImage: "calendar") { sort = .date }
                        Button("Distance", systemImage: "ruler") { sort = .distance }
                    }
                    EditButton()
                }
            }
            .sheet(isPresented: $showingSettings) { SettingsView() }
            .sheet(isPresented: $showingPaywall) { PaywallView() }
        }
    }

    /// This week's totals: side by side when the window is wide, stacked otherwise.
    @ViewBuilder private var summary: some View {
        let total = store.dailyDistances().reduce(0, +)
        let week = StatTile(title: "This week", value: String(format: "%.1f km", total))
        let streak = StatTile(title: "Streak", value: "\(store.streak) days")
        if UIDevice.current.userInterfaceIdiom == .pad || horizontalSizeClass == .regular {
            HStack { week; streak }
        } else {
            VStack { week; streak }
        }
    }

    private func openSettings() { showingSettings = true }

    private func startWorkout() {
        store.add(Workout(kind: .run, date: .now, duration: 0, distance: 0, calories: 0))
    }
}
