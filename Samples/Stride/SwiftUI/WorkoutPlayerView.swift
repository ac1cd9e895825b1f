import SwiftUI

/// The full-bleed workout player. Safe area family: controls that ignore the safe area and end up under
/// the vertical bar; followed by the corrected form, where only the background extends.
struct WorkoutPlayerView: View {
    @State private var isPlaying = false

    var body: some View {
        ZStack {
            Color.black
            VStack {
                Spacer()
                Button(isPlaying ? "Pause" : "Play", systemImage: isPlaying ? "pause.fill" : "play.fill") {
                    isPlaying.toggle()
                }
            }
        }
        .ignoresSafeArea()
    }

    /// Corrected: the background extends under the bars; the controls stay inside the safe area.
    var correctedBody: some View {
        VStack {
            Spacer()
            Button(isPlaying ? "Pause" : "Play", systemImage: isPlaying ? "pause.fill" : "play.fill") {
                isPlaying.toggle()
            }
        }
        .background {
            Color.black.ignoresSafeArea()
        }
    }
}
