sList(entries) { entry in EntryRow(entry: entry) }
    .toolbar {
        ToolbarItem(placement: .primaryAction) {
            Button("Save") { save() }
        }
    }

NavigationStack {
    Form { TextField("Title", text: $title) }
        .toolbar {
            Button("Add", action: addEntry)
            Button(archiveTitle) { archive() }
        }
}

Form { }
    .toolbar {
        ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
            Button("Save") { save() }
        }
    }

List { }
    .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
            Button {
                markAllRead()
            } label: {
                Text("Read All")
            }
        }
    }

ScrollView { }
    .toolbar {
        ToolbarItemGroup(placement: .bottomBar) {
            Button(action: previousPage) { Text("Previous") }
            Spacer()
            Button(action: nextPage) { Text("Next") }
        }
    }

List { }
    .toolbar {
        Menu("Sort") {
            Button("Newest First", systemImage: "arrow.down") { order = .newest }
            Button("Oldest First", systemImage: "arrow.up") { order = .oldest }
        }
    }

List { }
    .toolbar {
        ToolbarItem(placement: .status) {
            Text("Updated just now")
        }
    }

EntryEditor(entry: entry)
    .navigationBarItems(leading: Button("Close") { dismiss() },
                        trailing: Button("Done") { save() })

Form { }
    .toolbar {
        ToolbarItem(placement: .cancellationAction) {
            Button("Discard", role: .cancel) { dismiss() }
        }
    }

navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done,
                                                     target: self, action: #selector(save))
navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain,
                                                    target: self, action: #selector(cancel))

let share = UIBarButtonItem(title: "Share", image: nil, target: self, action: #selector(shareEntry))
toolbarItems = [share]

List { }
    .toolbar {
        Button(action: sync, label: { Text("Sync") })
    }

let next = UIBarButtonItem(title: "Next", image: nil, primaryAction: UIAction { _ in advance() })
