simport SwiftUI
import UIKit

struct Canvas {
    func side() -> CGFloat {
        #if os(visionOS)
        return 600
        #elseif targetEnvironment(macCatalyst)
        return UIScreen.main.bounds.width / 2
        #else
        return UIDevice.current.userInterfaceIdiom == .pad ? 420 : UIScreen.main.bounds.width
        #endif
    }

    func afterDirectives() -> CGFloat {
        UIScreen.main.scale
    }
}

struct Badge: View {
    var body: some View {
        Text("New")
            #if os(iOS)
            .padding(UIScreen.main.scale)
            #endif
            .toolbar {
                Button("Dismiss") {}
            }
    }
}
