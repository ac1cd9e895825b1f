simport SwiftUI

struct Inbox: View {
    @State private var count = 0
    var body: some View {
        List { Text("Inbox") }
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    Button {
                        count += 1
                    } label: {
                        Image(systemName: "tray.and.arrow.down")
                    }
                    Button {
                        count = 0
                    } label: {
                        Label("Reset", systemImage: "arrow.counterclockwise")
                    }
                    Button(action: { count -= 1 }) {
                        Text("Undo")
                    }
                }
            }
    }
}
