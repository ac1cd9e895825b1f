sList { }
    .toolbar {
        ToolbarItem(placement: .primaryAction) {
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
            }
        }
    }

Form { }
    .toolbar {
        ToolbarItem(placement: .cancellationAction) {
            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark")
            }
        }
    }

List { }
    .toolbar {
        Menu {
            Button("Newest First", systemImage: "arrow.down") { order = .newest }
            Button("Oldest First", systemImage: "arrow.up") { order = .oldest }
        } label: {
            Image(systemName: "line.3.horizontal.decrease.circle")
        }
    }

List { }
    .toolbar {
        ToolbarItemGroup(placement: .topBarTrailing) {
            Button(action: openProfile) { Image(uiImage: avatar) }
            Button(action: scan) { Image("scan-glyph") }
            Button(action: refresh) { Image(systemSymbol: .arrowClockwise) }
        }
    }

List { }
    .toolbar {
        Button(action: compose) {
            Image(systemName: "square.and.pencil")
        }
        .accessibilityLabel("New Entry")
    }

EntryList()
    .navigationBarItems(trailing: Button(action: addEntry) { Image(systemName: "plus") })

ScrollView { }
    .toolbar {
        ToolbarItemGroup(placement: .bottomBar) {
            Button(action: previousPage) { Image(systemName: "chevron.left") }
            Spacer()
            Button(action: nextPage) { Image(systemName: "chevron.right") }
        }
    }

let filter = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease"),
                              style: .plain, target: self, action: #selector(showFilters))
filter.accessibilityLabel = "Filter"
navigationItem.rightBarButtonItem = filter

let share = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain,
                             target: self, action: #selector(shareEntry))
let pin = UIBarButtonItem(image: UIImage(systemName: "pin"), style: .plain,
                          target: self, action: #selector(pinEntry))
pin.title = "Pin"
toolbarItems = [share, pin, UIBarButtonItem(image: UIImage(named: "tag"), style: .plain, target: self, action: #selector(tag))]

List { }
    .toolbar {
        Button(action: sync, label: { Image(systemName: "arrow.clockwise") })
        Menu(content: { Button("Archive", systemImage: "archivebox") { } },
             label: { Image(systemName: "ellipsis.circle") })
    }

List { }
    .toolbar {
        Button(action: share) {
            Image(systemName: "square.and.arrow.up")
                .accessibilityLabel(Text("Share"))
        }
    }

let settings = UIBarButtonItem(title: nil, image: UIImage(systemName: "gear"), target: self, action: #selector(openSettings))
