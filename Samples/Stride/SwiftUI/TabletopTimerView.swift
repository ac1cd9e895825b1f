import SwiftUI

/// The interval timer in tabletop pose. Hinge family: open or closed guessed from the angle, progress
/// divided by 180°, a switch on the hinge status without default, and a glow set while partially open that
/// is never reset; each followed by its corrected form.
struct TabletopTimerView: View {
    @State private var isTabletop = false
    @State private var tilt = 0.0
    @State private var glow = 0.0
    /// The largest angle seen fully open (radians): progress is normalised by it, never by 180°.
    @State private var maxSeen = Double.pi

    var body: some View {
        TimerFace(isTabletop: isTabletop, tilt: tilt)
            .onHingeChange { _, context in
                guard let hinge = context.hinge else { return }
                isTabletop = hinge.angle.degrees > 60 && hinge.angle.degrees < 150
                tilt = hinge.angle.degrees / 180
            }
    }

    /// Corrected: the status says whether the device is folded; the angle only drives the tilt effect.
    var correctedBody: some View {
        TimerFace(isTabletop: isTabletop, tilt: tilt)
            .onHingeChange { _, context in
                guard let hinge = context.hinge else { return }
                isTabletop = hinge.status == .partiallyOpen
                if hinge.status == .fullyOpen { maxSeen = max(maxSeen, hinge.angle.radians) }
                tilt = min(hinge.angle.radians / maxSeen, 1)
            }
    }

    var glowingFace: some View {
        TimerFace(isTabletop: isTabletop, tilt: glow)
            .onHingeChange { _, context in
                guard let hinge = context.hinge else { return }
                if hinge.status == .partiallyOpen {
                    glow = hinge.angle.radians / maxSeen
                }
            }
    }

    /// Corrected: the glow goes back to zero when the device opens fully or closes.
    var correctedGlowingFace: some View {
        TimerFace(isTabletop: isTabletop, tilt: glow)
            .onHingeChange { _, context in
                guard let hinge = context.hinge else { return }
                if hinge.status == .partiallyOpen {
                    glow = hinge.angle.radians / maxSeen
                } else {
                    glow = 0
                }
            }
    }

    func glowLevel(for hinge: DeviceHinge) -> Double {
        switch hinge.status {
        case .closed: return 0
        case .partiallyOpen: return 0.6
        case .fullyOpen: return 1
        }
    }

    /// Corrected: DeviceHinge.Status is a struct, so the switch needs a default.
    func correctedGlowLevel(for hinge: DeviceHinge) -> Double {
        switch hinge.status {
        case .partiallyOpen: return 0.6
        case .fullyOpen: return 1
        default: return 0
        }
    }
}
