simport UIKit

// Device helpers for the UIKit screens. Layout should follow size classes;
// these are for the few places where the hardware really matters.

#warning("Drop the UIScreen.main fallback in DeviceInfo before the Duo update")

extension UIDevice {
    /// True on iPad hardware. Call sites read `UIDevice.current.isPad` rather than
    /// repeating `userInterfaceIdiom == .pad`.
    var isPad: Bool {
        userInterfaceIdiom == .pad
    }

    /// "Designed for iPad" and Catalyst builds running on a Mac.
    var isMac: Bool {
        userInterfaceIdiom == .mac
    }
}

enum DeviceInfo {
    /// Sent with analytics events and in the User-Agent header.
    static var formFactor: String {
        let idiom = UIDevice.current.userInterfaceIdiom
        return idiom == .pad ? "tablet" : "phone"
    }

    static var userAgent: String {
        let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "0"
        let scale = UITraitCollection.current.displayScale
        return "Stride/\(version) (\(formFactor); \(UIDevice.current.systemVersion); @\(Int(scale))x)"
    }

    /// Whether the history chart sits beside the list instead of above it.
    static var prefersSideBySide: Bool {
        UIUserInterfaceIdiom.pad == UITraitCollection.current.userInterfaceIdiom
    }

    /// Pixel density for rasterising charts. `view.window` is nil until the view is
    /// on screen, so this falls back to UIScreen.main meanwhile.
    static func renderScale(for view: UIView) -> CGFloat {
        if view.window == nil { print("renderScale: \(type(of: view)) has no window yet, using UIScreen.main") }
        return (view.window?.windowScene?.screen ?? UIScreen.main).scale
    }
}
