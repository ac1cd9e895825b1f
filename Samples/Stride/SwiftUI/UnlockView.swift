import LocalAuthentication
import SwiftUI

/// The lock screen Stride shows when "Lock with biometrics" is on. Biometry family: the Face ID name and glyph
/// written for every device, then the corrected form that asks LAContext which biometry the device has (iPhone
/// Duo has Touch ID in its side button).
struct UnlockView: View {
    @Binding var isLocked: Bool

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "faceid")
                .font(.system(size: 64))
            Button("Unlock with Face ID") { unlock() }
                .buttonStyle(.borderedProminent)
        }
    }

    private func unlock() {
        Task {
            let context = LAContext()
            isLocked = !((try? await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics,
                                                            localizedReason: "Use Face ID to see your workouts")) ?? false)
        }
    }
}

/// Corrected: the name, the glyph and the reason follow `biometryType`.
struct UnlockViewFixed: View {
    @Binding var isLocked: Bool
    private let context = LAContext()

    private var biometryName: String {
        _ = context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil)
        switch context.biometryType {
        case .touchID: return "Touch ID"
        case .faceID: return "Face ID"
        case .opticID: return "Optic ID"
        default: return "Passcode"
        }
    }

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: context.biometryType == .faceID ? "faceid" : "touchid")
                .font(.system(size: 64))
            Button("Unlock with \(biometryName)") { unlock() }
                .buttonStyle(.borderedProminent)
        }
    }

    private func unlock() {
        Task {
            isLocked = !((try? await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics,
                                                            localizedReason: "Unlock to see your workouts")) ?? false)
        }
    }
}
