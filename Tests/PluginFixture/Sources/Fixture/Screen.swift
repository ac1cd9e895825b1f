// A finding on purpose: scripts/test-plugin.sh expects `Screen.swift:5:16: error: … (ui_screen_main)`.
import Foundation

public func screenScale() -> Double {
    let main = UIScreen.main
    return Double(main.scale)
}

private enum UIScreen {
    static let main = (scale: 2.0, bounds: 0)
}
