import SwiftUI

/// The workout board on the inner display. Arrangements and grids family: an ArrangementView inside a
/// ScrollView, a navigation stack inside an ArrangementView and a three-column grid; each followed by its
/// corrected form.
struct WorkoutBoardView: View {
    let workouts: [Workout]

    var body: some View {
        ScrollView {
            ArrangementView {
                WorkoutPlayer()
                NavigationStack { UpNextList(workouts: workouts) }
            }
            LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
                ForEach(workouts) { WorkoutCard(workout: $0) }
            }
        }
    }

    /// Corrected: navigation outside the arrangement, scrolling inside its panes, and an even column count.
    var correctedBody: some View {
        NavigationStack {
            ArrangementView {
                WorkoutPlayer()
                ScrollView {
                    LazyVGrid(columns: [GridItem(), GridItem()]) {
                        ForEach(workouts) { WorkoutCard(workout: $0) }
                    }
                }
            }
        }
    }
}
