import SwiftUI

/// Coach messages. Bar items family: a count written into a title, a home-made ellipsis menu and a keyboard
/// accessory pushed into the vertical bar; each followed by its corrected form.
struct InboxView: View {
    @State private var messages: [CoachMessage] = []
    @State private var unread = 0
    @State private var reply = ""

    var body: some View {
        NavigationStack {
            List(messages) { message in
                MessageRow(message: message)
            }
            .navigationTitle("Inbox (\(unread))")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Unread (\(unread))", systemImage: "envelope.badge", action: showUnread)
                }
                ToolbarItem(placement: .secondaryAction) {
                    Menu("More", systemImage: "ellipsis.circle") {
                        Button("Mark all read", systemImage: "envelope.open", action: markAllRead)
                    }
                }
            }
        }
    }

    /// The corrected bar: the count in a badge, custom actions in the system overflow menu.
    var correctedBody: some View {
        NavigationStack {
            List(messages) { message in
                MessageRow(message: message)
            }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Unread", systemImage: "envelope.badge", action: showUnread)
                        .badge(unread)
                }
                ToolbarOverflowMenu {
                    Button("Mark all read", systemImage: "envelope.open", action: markAllRead)
                }
            }
        }
    }

    /// The reply field: its keyboard bar must stay with the keyboard.
    var replyField: some View {
        TextField("Reply", text: $reply)
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Button("Attach", systemImage: "paperclip", action: attach)
                    Button("Send", systemImage: "paperplane", action: send)
                }
                .axisBehavior(.verticalPreferred)
            }
    }

    /// Corrected: the keyboard bar keeps its default behaviour; only a real bar item prefers vertical.
    var correctedReplyField: some View {
        TextField("Reply", text: $reply)
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Button("Attach", systemImage: "paperclip", action: attach)
                    Button("Send", systemImage: "paperplane", action: send)
                }
            }
    }

    private func showUnread() {}
    private func markAllRead() {}
    private func attach() {}
    private func send() {}
}
