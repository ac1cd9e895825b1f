// Findings on purpose: scripts/test-plugin.sh expects `Screen.swift:5:16: error: … (ui_screen_main)` and the warning at 15:5.
import Foundation

public func screenScale() -> Double {
    let main = UIScreen.main
    return Double(main.scale)
}

private enum UIScreen {
    static let main = (scale: 2.0, bounds: 0)
}

// A warning on purpose (a scale read): the build tool plugin must print it as a warning and the build succeed.
public func displayScale() -> Double {
    UIScreen.main.scale
}
