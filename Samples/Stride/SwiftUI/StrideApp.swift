import SwiftUI

@main
struct StrideApp: App {
    @StateObject private var store = WorkoutStore()

    var body: some Scene {
        WindowGroup {
            WorkoutListView()
                .environmentObject(store)
        }
    }
}

struct Workout: Identifiable, Hashable {
    enum Kind: String, CaseIterable {
        case run, ride, swim, strength

        var symbol: String {
            switch self {
            case .run: "figure.run"
            case .ride: "figure.outdoor.cycle"
            case .swim: "figure.pool.swim"
            case .strength: "dumbbell"
            }
        }
    }

    var id = UUID()
    var kind: Kind
    var date: Date
    var duration: TimeInterval
    var distance: Double  // kilometres
    var calories: Double
    var isFavorite = false

    var pace: TimeInterval? { distance > 0 ? duration / distance : nil }
}

@MainActor
final class WorkoutStore: ObservableObject {
    @Published var workouts: [Workout] = []
    @Published var isPro = false
    @Published var useMetric = true
    @Published var weeklyGoal = 20.0

    /// Consecutive days, counting back from today, with at least one workout.
    var streak: Int {
        let days = dailyDistances()
        return days.reversed().prefix { $0 > 0 }.count
    }

    /// Kilometres per day for the last seven days, oldest first.
    func dailyDistances() -> [Double] {
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: .now)
        return (0..<7).reversed().map { offset in
            let day = calendar.date(byAdding: .day, value: -offset, to: today) ?? today
            return workouts
                .filter { calendar.isDate($0.date, inSameDayAs: day) }
                .reduce(0) { $0 + $1.distance }
        }
    }

    func add(_ workout: Workout) { workouts.insert(workout, at: 0) }
    func delete(at offsets: IndexSet) { workouts.remove(atOffsets: offsets) }

    func toggleFavorite(_ workout: Workout) {
        guard let index = workouts.firstIndex(where: { $0.id == workout.id }) else { return }
        workouts[index].isFavorite.toggle()
    }
}
