import SwiftUI

/// Stride's first home screen. Bars family: a tab bar made by hand (a `switch` over a `@State` tab and a row of
/// buttons pinned with `safeAreaInset`), and a sheet whose Cancel / Save pair is a row in its bottom inset; each
/// followed by its corrected form (`TabView`, `.toolbar` in a `NavigationStack`).
enum HomeTab: String, CaseIterable, Identifiable {
    case workouts, stats, settings

    var id: Self { self }
    var title: String { rawValue.capitalized }
    var symbol: String {
        switch self {
        case .workouts: "figure.run"
        case .stats: "chart.bar"
        case .settings: "gearshape"
        }
    }
}

struct HandMadeTabBarHome: View {
    @State private var tab: HomeTab = .workouts

    var body: some View {
        Group {
            switch tab {
            case .workouts: WorkoutListView()
            case .stats: StatsDashboardView()
            case .settings: SettingsView()
            }
        }
        .safeAreaInset(edge: .bottom) {
            HStack {
                ForEach(HomeTab.allCases) { item in
                    Button(item.title, systemImage: item.symbol) { tab = item }
                        .frame(maxWidth: .infinity)
                        .foregroundStyle(tab == item ? Color.accentColor : .secondary)
                }
            }
            .padding(.top, 8)
            .background(.bar)
        }
    }
}

/// Corrected: the tabs belong to a TabView, whose tab bar moves into iPhone Duo's vertical bar.
struct TabViewHome: View {
    @State private var tab: HomeTab = .workouts

    var body: some View {
        TabView(selection: $tab) {
            Tab(HomeTab.workouts.title, systemImage: HomeTab.workouts.symbol, value: HomeTab.workouts) { WorkoutListView() }
            Tab(HomeTab.stats.title, systemImage: HomeTab.stats.symbol, value: HomeTab.stats) { StatsDashboardView() }
            Tab(HomeTab.settings.title, systemImage: HomeTab.settings.symbol, value: HomeTab.settings) { SettingsView() }
        }
    }
}

struct NewWorkoutSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var kind: Workout.Kind = .run

    var body: some View {
        Form {
            Picker("Kind", selection: $kind) {
                ForEach(Workout.Kind.allCases, id: \.self) { Text($0.rawValue.capitalized) }
            }
        }
        .safeAreaInset(edge: .bottom) {
            VStack(spacing: 0) {
                Divider()
                HStack {
                    Button("Cancel", role: .cancel) { dismiss() }
                    Spacer()
                    Button("Save") { dismiss() }
                        .buttonStyle(.borderedProminent)
                }
                .padding()
            }
            .background(.regularMaterial)
        }
    }
}

/// Corrected: the sheet's actions are toolbar items, which go to the side with the sheet's bar on the outer
/// display.
struct NewWorkoutSheetFixed: View {
    @Environment(\.dismiss) private var dismiss
    @State private var kind: Workout.Kind = .run

    var body: some View {
        NavigationStack {
            Form {
                Picker("Kind", selection: $kind) {
                    ForEach(Workout.Kind.allCases, id: \.self) { Text($0.rawValue.capitalized) }
                }
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", systemImage: "xmark", role: .cancel) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save", systemImage: "checkmark") { dismiss() }
                }
            }
        }
    }
}
