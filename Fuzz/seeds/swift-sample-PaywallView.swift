simport SwiftUI

struct PaywallView: View {
    enum Plan: String, CaseIterable, Identifiable {
        case monthly, yearly
        var id: Self { self }
        var price: String { self == .monthly ? "$4.99 / month" : "$29.99 / year" }
    }

    @EnvironmentObject private var store: WorkoutStore
    @Environment(\.dismiss) private var dismiss
    @State private var plan: Plan = .yearly
    @State private var isPurchasing = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                Image(systemName: "figure.run.circle.fill")
                    .resizable()
                    .scaledToFit()
                    .frame(width: UIScreen.main.bounds.width * 0.35)
                    .foregroundStyle(.tint)
                Text("Stride Pro").font(.largeTitle.bold())
                Text("Training plans, heart-rate zones and unlimited history.")
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondary)
                Picker("Plan", selection: $plan) {
                    ForEach(Plan.allCases) { Text($0.rawValue.capitalized).tag($0) }
                }
                .pickerStyle(.segmented)
                Button("Start Free Trial") { purchase() }
                    .buttonStyle(.borderedProminent)
                    .disabled(isPurchasing)
            }
            .padding(.horizontal, 32)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    // The price is the information here, so this item stays horizontal.
                    Button(plan.price) { purchase() }
                        .axisBehavior(.horizontalOnly)
                }
            }
        }
    }

    private func purchase() {
        isPurchasing = true
        Task {
            try? await Task.sleep(for: .seconds(1))
            store.isPro = true
            isPurchasing = false
            dismiss()
        }
    }
}
