import SwiftUI
import UserNotifications

struct SettingsView: View {
    @EnvironmentObject private var store: WorkoutStore
    @Environment(\.dismiss) private var dismiss
    @AppStorage("displayName") private var savedName = ""
    @State private var displayName = ""
    @FocusState private var nameFocused: Bool

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Display name", text: $displayName)
                        .focused($nameFocused)
                }
                Section("Preferences") {
                    Toggle("Metric units", isOn: $store.useMetric)
                    Stepper("Weekly goal: \(Int(store.weeklyGoal)) km", value: $store.weeklyGoal, in: 5...200, step: 5)
                    NavigationLink("Reminders") { ReminderSettingsView() }
                }
                Section {
                    Button("Sign Out", role: .destructive) { store.workouts.removeAll() }
                }
            }
            .onAppear { displayName = savedName }
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Text("Settings").font(.headline)
                }
                ToolbarItem(placement: .cancellationAction) {
                    Button(role: .close) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button(role: .confirm) { save() }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Link(destination: URL(string: "https://stride.example/help")!) {
                            Label("Help Center", systemImage: "book")
                        }
                        Button("Contact Support", systemImage: "envelope") { contactSupport() }
                    } label: {
                        Image(systemName: "questionmark.circle")
                    }
                }
                ToolbarItem(placement: .keyboard) {
                    Button("Done") { nameFocused = false }
                }
            }
        }
    }

    private func save() {
        savedName = displayName
        dismiss()
    }

    private func contactSupport() {
        UIApplication.shared.open(URL(string: "mailto:support@stride.example")!)
    }
}

/// Older screen, not moved to `.toolbar` yet.
struct ReminderSettingsView: View {
    @State private var remindersOn = true
    @State private var time = Date.now

    var body: some View {
        Form {
            Toggle("Daily reminder", isOn: $remindersOn)
            DatePicker("Time", selection: $time, displayedComponents: .hourAndMinute)
        }
        .navigationTitle("Reminders")
        .navigationBarItems(trailing: Button(action: sendTestReminder) { Text("Test") })
    }

    private func sendTestReminder() {
        let content = UNMutableNotificationContent()
        content.title = "Time to move"
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false)
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "test", content: content, trigger: trigger))
    }
}
