#!/usr/bin/env python3
"""Generate a deterministic corpus of Swift files for benchmarking duolint.

The files look like an ordinary iOS app: SwiftUI views and UIKit view
controllers built from templates, with line, doc and block comments (nested
ones too), multi-line and raw strings, string interpolation (nested),
`#if os(iOS)` / `#if DEBUG` / `#if canImport(...)` blocks, toolbars and bar
button items. Every Swift rule of duolint (`duolint rules`) has its
triggering forms sprinkled in, and more often the correct near-miss form:

  ui_screen_main          UIScreen.main.scale / .bounds / bare UIScreen.main;
                          near misses: traitCollection.displayScale,
                          @Environment(\.displayScale), the window scene's
                          screen, XCUIScreen.main, the words in comments and
                          strings, and a `duolint:disable:next` suppression
  idiom_layout_check      userInterfaceIdiom == .pad / != .phone / switch on
                          .pad; near misses: size classes, idiom OR-ed with a
                          size class, an idiom test choosing between two
                          string literals, a switch on .mac/.vision
  symmetric_inset_math    safeAreaInsets.left * 2, layoutMargins.right * 2,
                          insetBy(dx: insets.left, ...), .padding(.horizontal,
                          proxy.safeAreaInsets.leading); near misses: each
                          edge once, inset(by:), safeAreaLayoutGuide
  text_only_bar_item      Button("Save") in a toolbar, UIBarButtonItem(title:
                          style:...); near misses: .axisBehavior(.horizontalOnly),
                          EditButton, keyboard accessory bars, .principal
  bar_item_missing_title  image-only Button / UIBarButtonItem(image:...),
                          with .accessibilityLabel too; near misses: Label,
                          Button(_:systemImage:), Label { } icon: { },
                          UIBarButtonItem(title:image:...), item.title = ...

The spec rules get theirs from scripts/gen_specs.py.

Same options, same seed -> byte-identical output. Standard library only.

    scripts/gen_corpus.py --out /tmp/corpus              # ~1,000,000 lines, ~8,000 files
    scripts/gen_corpus.py --out /tmp/c --lines 20000     # smaller
"""

import argparse
import os
import random
import sys

DEFAULT_LINES = 1_000_000
LINES_PER_FILE = 125  # ~8,000 files for the default size
FILES_PER_DIR = 40

NOUNS = [
    "Account", "Album", "Article", "Basket", "Booking", "Calendar", "Camera",
    "Cart", "Chat", "Checkout", "Comment", "Contact", "Document", "Draft",
    "Event", "Feed", "Folder", "Gallery", "Inbox", "Invoice", "Library",
    "Map", "Message", "Note", "Order", "Payment", "Photo", "Playlist",
    "Podcast", "Profile", "Recipe", "Reminder", "Route", "Settings", "Song",
    "Story", "Task", "Ticket", "Timeline", "Trip", "Wallet", "Workout",
]
ADJECTIVES = [
    "", "Detail", "List", "Edit", "Summary", "Compose", "Search", "Shared",
    "Recent", "Archived", "Favorite", "Pinned",
]
SYMBOLS = [
    "plus", "square.and.arrow.up", "trash", "pencil", "magnifyingglass",
    "line.3.horizontal.decrease.circle", "star", "heart", "bookmark",
    "folder", "paperplane", "gearshape", "arrow.clockwise", "camera",
]
TITLES = [
    "Add", "Share", "Delete", "Edit", "Search", "Filter", "Favorite", "Save",
    "Bookmark", "Move", "Send", "Settings", "Refresh", "Scan",
]
WORDS = (
    "the layout adapts to the window size instead of the device model and "
    "keeps state in the model so that a change of display does not reset it "
    "while the toolbar items stay reachable on either side of the screen"
).split()


class Gen:
    """Builds one file's lines from templates, driven by a seeded RNG."""

    def __init__(self, rng):
        self.r = rng
        self.names = set()

    def start_file(self):
        self.names = set()

    def pick(self, seq):
        return self.r.choice(seq)

    def chance(self, p):
        return self.r.random() < p

    def sentence(self, lo=5, hi=12):
        n = self.r.randint(lo, hi)
        start = self.r.randint(0, len(WORDS) - n)
        words = WORDS[start:start + n]
        return " ".join(words).capitalize() + "."

    def ident(self, prefix):
        """A member name, unique within the current file."""
        base = f"{prefix}{self.pick(NOUNS)}"
        name, n = base, 2
        while name in self.names:
            name, n = f"{base}{n}", n + 1
        self.names.add(name)
        return name

    # ----- shared pieces --------------------------------------------------

    def file_header(self, name, kind):
        year = 2020 + self.r.randint(0, 6)
        out = [
            "//",
            f"//  {name}.swift",
            f"//  {self.pick(NOUNS)}Kit",
            "//",
            f"//  Created by the app team in {year}.",
            "//",
            "",
        ]
        if kind == "swiftui":
            out.append("import SwiftUI")
            if self.chance(0.3):
                out.append("import Combine")
        else:
            out.append("import UIKit")
            if self.chance(0.3):
                out.append("import os.log")
        out.append("")
        return out

    def doc_comment(self, indent, what):
        pad = " " * indent
        out = [f"{pad}/// {what}", f"{pad}///"]
        out.append(f"{pad}/// {self.sentence()}")
        if self.chance(0.4):
            out.append(f"{pad}/// - Parameter value: {self.sentence(3, 6)}")
        if self.chance(0.3):
            out.append(f"{pad}/// - Note: Do not use `UIScreen.main` here; read the trait collection.")
        return out

    def block_comment(self, indent):
        pad = " " * indent
        out = [f"{pad}/*"]
        for _ in range(self.r.randint(1, 3)):
            out.append(f"{pad} * {self.sentence()}")
        if self.chance(0.3):
            out.append(f"{pad} * /* nested: UIDevice.current.userInterfaceIdiom == .pad */")
        out.append(f"{pad} */")
        return out

    def multiline_string(self, indent, var):
        pad = " " * indent
        inner = " " * (indent + 4)
        return [
            f"{pad}let {var} = \"\"\"",
            f"{inner}{self.sentence()}",
            f"{inner}Items: \\(items.count), selected: \\(selection ?? \"none\")",
            f"{inner}Tip: avoid UIScreen.main.bounds \"quoted\" here.",
            f"{inner}\"\"\"",
        ]

    def raw_string(self, indent, var):
        pad = " " * indent
        if self.chance(0.5):
            return [f"{pad}let {var} = #\"Path: C:\\Users\\\\#(name) \"{self.pick(TITLES)}\" done\"#"]
        return [f"{pad}let {var} = ##\"A \"#raw\"# string with \\##(items.count) items\"##"]

    def literals(self, indent):
        pad = " " * indent
        return [
            f"{pad}let mask = 0x{self.r.randint(0, 0xFFFF):04X}",
            f"{pad}let limit = {self.r.randint(1, 99)}_000",
            f"{pad}let flags = 0b{self.r.randint(0, 15):04b}",
            f"{pad}let ratio = {self.r.randint(1, 9)}.{self.r.randint(0, 99)}e{self.r.randint(-2, 3)}",
        ]

    # ----- SwiftUI --------------------------------------------------------

    def swiftui_file(self, name, budget):
        out = self.file_header(name, "swiftui")
        model = self.ident("")
        out += self.doc_comment(0, f"Shows {model.lower()} items.")
        out += [
            f"struct {name}: View {{",
            "    @Environment(\\.horizontalSizeClass) private var horizontalSizeClass",
            "    @State private var items: [String] = []",
            "    @State private var selection: String?",
            "    @State private var isEditing = false",
            "    let name: String",
            "",
        ]
        out += self.swiftui_body(model)
        parts = [
            self.swiftui_toolbar_content,
            self.swiftui_geometry,
            self.swiftui_helpers,
            self.swiftui_layout_choice,
            self.swiftui_strings,
            self.swiftui_platform,
            self.swiftui_metrics,
            self.swiftui_principal,
            self.swiftui_debug,
        ]
        while len(out) < budget - 8:
            out.append("")
            out += self.pick(parts)()
        out.append("}")
        out.append("")
        out += [
            "#Preview {",
            f"    {name}(name: \"{self.pick(NOUNS)}\")",
            "}",
        ]
        return out

    def swiftui_body(self, model):
        item = self.swiftui_toolbar_item("                ")
        return [
            "    var body: some View {",
            "        NavigationStack {",
            "            List(items, id: \\.self, selection: $selection) { item in",
            "                Text(item)",
            "                    .font(.body)",
            "            }",
            f"            .navigationTitle(\"{model}\")",
            "            .toolbar {",
            *item,
            "            }",
            "        }",
            "    }",
        ]

    def swiftui_toolbar_item(self, pad):
        placement = self.pick([
            ".primaryAction", ".topBarTrailing", ".secondaryAction",
            ".cancellationAction", ".bottomBar",
        ])
        title = self.pick(TITLES)
        symbol = self.pick(SYMBOLS)
        kind = self.r.randint(0, 6)
        if kind == 0:  # text only
            content = [f"    Button(\"{title}\") {{ isEditing.toggle() }}"]
        elif kind == 1:  # image only, no title
            content = [
                f"    Button(action: {{ items.removeAll() }}) {{",
                f"        Image(systemName: \"{symbol}\")",
                "    }",
            ]
        elif kind == 2:  # correct: Label
            content = [
                "    Button {",
                "        items.append(UUID().uuidString)",
                "    } label: {",
                f"        Label(\"{title}\", systemImage: \"{symbol}\")",
                "    }",
            ]
        elif kind == 3:  # correct: title + systemImage
            content = [f"    Button(\"{title}\", systemImage: \"{symbol}\") {{ isEditing = true }}"]
        elif kind == 4:
            content = ["    EditButton()"]
        elif kind == 5:  # text that stays horizontal on purpose
            content = [
                f"    Button(\"\\(items.count) {title}\") {{ isEditing.toggle() }}",
                "        .axisBehavior(.horizontalOnly)",
            ]
        else:  # label closure with Text
            content = [
                "    Button {",
                "        selection = nil",
                "    } label: {",
                f"        Text(\"{title}\")",
                "    }",
            ]
        return (
            [f"{pad}ToolbarItem(placement: {placement}) {{"]
            + [pad + line for line in content]
            + [f"{pad}}}"]
        )

    def swiftui_toolbar_content(self):
        name = self.ident("extra")
        out = self.doc_comment(4, "Extra toolbar content.")
        out.append(f"    @ToolbarContentBuilder var {name}: some ToolbarContent {{")
        for _ in range(self.r.randint(1, 3)):
            out += self.swiftui_toolbar_item("        ")
        if self.chance(0.3):
            out += [
                "        ToolbarItemGroup(placement: .keyboard) {",
                "            Spacer()",
                "            Button(\"Done\") { isEditing = false }",
                "        }",
            ]
        out.append("    }")
        return out

    def swiftui_geometry(self):
        name = self.ident("sized")
        out = [f"    private var {name}: some View {{", "        GeometryReader { proxy in"]
        if self.chance(0.25):  # one edge applied to both sides
            out.append("            Color.clear.padding(.horizontal, proxy.safeAreaInsets.leading)")
        else:
            out += [
                "            let insets = proxy.safeAreaInsets",
                "            Color.clear",
                "                .frame(width: proxy.size.width - (insets.leading + insets.trailing))",
            ]
        out += ["        }", "    }"]
        return out

    def swiftui_helpers(self):
        fn = self.ident("reload")
        out = self.doc_comment(4, "Reloads the items.")
        out += [f"    private func {fn}(_ value: Int) -> [String] {{"]
        out += self.literals(8)
        out += [
            "        guard value > 0 else { return [] }",
            "        return (0..<min(value, limit)).map { index in",
            "            // Keep the interpolation nested: \"\\(index)\"",
            "            \"\\(name)-\\(index % (flags + 1))-\\(String(format: \"%.2f\", ratio))\"",
            "        }",
            "        .filter { !$0.isEmpty && mask >= 0 }",
            "    }",
        ]
        return out

    def swiftui_layout_choice(self):
        name = self.ident("columns")
        out = [f"    private var {name}: Int {{"]
        k = self.r.randint(0, 5)
        if k == 4:  # idiom choosing between two strings (analytics): fine
            out = [f"    private var {name}: String {{",
                   "        UIDevice.current.userInterfaceIdiom == .pad ? \"tablet\" : \"phone\"",
                   "    }"]
            return out
        if k == 5:  # != .phone: finding
            out += [
                "        if UIDevice.current.userInterfaceIdiom != .phone {",
                "            return 3",
                "        }",
                "        return 1",
            ]
            out.append("    }")
            return out
        if k == 0:  # size class: correct
            out += [
                "        if horizontalSizeClass == .regular {",
                "            return 4",
                "        }",
                "        return 2",
            ]
        elif k == 1:  # idiom: finding
            out += ["        UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2"]
        elif k == 2:  # idiom OR-ed with a size class: fine
            out += [
                "        let idiom = UIDevice.current.userInterfaceIdiom",
                "        return idiom == .pad || horizontalSizeClass == .regular ? 4 : 2",
            ]
        else:
            out += [
                "        switch horizontalSizeClass {",
                "        case .regular: return 4",
                "        default: return 2",
                "        }",
            ]
        out.append("    }")
        return out

    def swiftui_strings(self):
        name = self.ident("summary")
        out = [f"    private var {name}: String {{"]
        out += self.multiline_string(8, "text")
        out += self.raw_string(8, "raw")
        out += [
            "        // UIScreen.main in a comment is not code.",
            "        let hint = \"Use traitCollection.displayScale, not UIScreen.main.scale\"",
            "        return text + raw + hint",
            "    }",
        ]
        return out

    def swiftui_platform(self):
        name = self.ident("platform")
        out = self.block_comment(4)
        out += [
            f"    private var {name}: some View {{",
            "        #if os(iOS)",
            "        Text(\"iOS\")",
            "            .padding()",
            "        #elseif os(macOS)",
            "        Text(\"macOS\")",
            "        #else",
            "        EmptyView()",
            "        #endif",
            "    }",
        ]
        return out

    def swiftui_metrics(self):
        name = self.ident("thumbnail")
        k = self.r.randint(0, 5)
        out = [f"    private var {name}: some View {{"]
        if k == 0:  # finding: a size read from the global screen
            out += [
                "        Image(systemName: \"photo\")",
                "            .resizable()",
                "            .frame(width: UIScreen.main.bounds.width / 3)",
            ]
        elif k == 1:  # suppressed finding
            out += [
                "        // duolint:disable:next ui_screen_main - the widget has no window scene",
                "        let scale = UIScreen.main.scale",
                "        return Image(systemName: \"photo\").imageScale(scale > 2 ? .large : .medium)",
            ]
        elif k == 2:  # near miss: the view's own geometry
            out += [
                "        GeometryReader { proxy in",
                "            Image(systemName: \"photo\")",
                "                .frame(width: proxy.size.width / 3)",
                "        }",
            ]
        else:  # near miss: the environment's display scale
            out = [
                f"    @Environment(\\.displayScale) private var {name}Scale",
                "",
                f"    private var {name}: some View {{",
                "        Image(systemName: \"photo\")",
                f"            .frame(width: 44 * {name}Scale / 3)  // not UIScreen.main.scale",
            ]
        out.append("    }")
        return out

    def swiftui_principal(self):
        name = self.ident("titleBar")
        symbol = self.pick(SYMBOLS)
        title = self.pick(TITLES)
        out = self.doc_comment(4, "Title and secondary items.")
        out += [
            f"    private var {name}: some View {{",
            "        Text(name)",
            "            .toolbar {",
            "                ToolbarItem(placement: .principal) {",
            "                    Text(name).font(.headline)",
            "                }",
            "                ToolbarItem(placement: .secondaryAction) {",
        ]
        if self.chance(0.3):  # image only, accessibilityLabel does not count: finding
            out += [
                "                    Button(action: { isEditing.toggle() }) {",
                f"                        Image(systemName: \"{symbol}\")",
                "                    }",
                f"                    .accessibilityLabel(\"{title}\")",
            ]
        else:  # Label with a custom icon: fine
            out += [
                "                    Button(action: { isEditing.toggle() }) {",
                f"                        Label {{ Text(\"{title}\") }} icon: {{ Image(systemName: \"{symbol}\") }}",
                "                    }",
            ]
        out += ["                }", "            }", "    }"]
        return out

    def swiftui_debug(self):
        name = self.ident("debugOverlay")
        return [
            f"    private var {name}: some View {{",
            "        #if DEBUG",
            "        #if canImport(UIKit)",
            "        Text(\"\\(items.count) items, \\(isEditing ? \"editing\" : \"idle\")\")",
            "            .font(.caption.monospaced())",
            "        #else",
            "        Text(\"debug\")",
            "        #endif",
            "        #else",
            "        EmptyView()",
            "        #endif",
            "    }",
        ]

    # ----- UIKit ----------------------------------------------------------

    def uikit_file(self, name, budget):
        out = self.file_header(name, "uikit")
        out += self.doc_comment(0, "A screen of the app.")
        out += [
            f"final class {name}: UIViewController {{",
            "    private var items: [String] = []",
            "    private var selection: String?",
            "    private let name: String",
            "    private let tableView = UITableView(frame: .zero, style: .insetGrouped)",
            "",
            "    init(name: String) {",
            "        self.name = name",
            "        super.init(nibName: nil, bundle: nil)",
            "    }",
            "",
            "    required init?(coder: NSCoder) {",
            "        fatalError(\"init(coder:) has not been implemented\")",
            "    }",
            "",
        ]
        out += self.uikit_view_did_load()
        parts = [
            self.uikit_layout,
            self.uikit_scale,
            self.uikit_idiom,
            self.uikit_actions,
            self.uikit_strings,
            self.uikit_platform,
            self.uikit_screen,
            self.uikit_bar_setup,
        ]
        while len(out) < budget - 10:
            out.append("")
            out += self.pick(parts)()
        out.append("}")
        out.append("")
        out += [
            f"extension {name}: UITableViewDataSource {{",
            "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
            "        items.count",
            "    }",
            "",
            "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
            "        let cell = tableView.dequeueReusableCell(withIdentifier: \"cell\", for: indexPath)",
            "        cell.textLabel?.text = items[indexPath.row]",
            "        return cell",
            "    }",
            "}",
        ]
        return out

    def uikit_bar_item(self):
        title = self.pick(TITLES)
        symbol = self.pick(SYMBOLS)
        k = self.r.randint(0, 4)
        if k == 0:
            return f"UIBarButtonItem(title: \"{title}\", style: .plain, target: self, action: #selector(didTapAction))"
        if k == 1:
            return f"UIBarButtonItem(image: UIImage(systemName: \"{symbol}\"), style: .plain, target: self, action: #selector(didTapAction))"
        if k == 2:
            return f"UIBarButtonItem(title: \"{title}\", image: UIImage(systemName: \"{symbol}\"), target: self, action: #selector(didTapAction))"
        if k == 3:
            return "UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(didTapAction))"
        return "editButtonItem"

    def uikit_view_did_load(self):
        out = [
            "    override func viewDidLoad() {",
            "        super.viewDidLoad()",
            f"        title = \"{self.pick(NOUNS)}\"",
            "        view.backgroundColor = .systemBackground",
            "        tableView.dataSource = self",
            "        view.addSubview(tableView)",
            f"        navigationItem.rightBarButtonItem = {self.uikit_bar_item()}",
        ]
        if self.chance(0.5):
            out += [
                "        navigationItem.leftBarButtonItems = [",
                f"            {self.uikit_bar_item()},",
                f"            {self.uikit_bar_item()},",
                "        ]",
            ]
        out += [
            "        registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, _) in",
            "            self.view.setNeedsLayout()",
            "        }",
            "    }",
            "",
            "    @objc private func didTapAction() {",
            "        items.append(UUID().uuidString)",
            "        tableView.reloadData()",
            "    }",
        ]
        return out

    def uikit_layout(self):
        if "viewDidLayoutSubviews" not in self.names:
            self.names.add("viewDidLayoutSubviews")
            out = [
                "    override func viewDidLayoutSubviews() {",
                "        super.viewDidLayoutSubviews()",
            ]
        else:
            out = [f"    private func {self.ident('layout')}() {{"]
        k = self.r.randint(0, 6)
        if k == 4:  # one edge for both sides through insetBy(dx:dy:): finding
            out += ["        tableView.frame = view.bounds.insetBy(dx: view.safeAreaInsets.left, dy: 0)"]
        elif k == 5:  # layout margins, right edge doubled: finding
            out += [
                "        let margins = view.layoutMargins",
                "        let contentWidth = view.bounds.width - margins.right * 2",
                "        tableView.frame.size.width = contentWidth",
            ]
        elif k == 6:  # constraints to the layout guide: fine
            out += [
                "        tableView.translatesAutoresizingMaskIntoConstraints = false",
                "        NSLayoutConstraint.activate([",
                "            tableView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),",
                "            tableView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),",
                "        ])",
            ]
        elif k == 0:  # symmetric inset math: finding
            out += [
                "        let width = view.bounds.width - view.safeAreaInsets.left * 2",
                "        tableView.frame = CGRect(x: view.safeAreaInsets.left, y: 0, width: width, height: view.bounds.height)",
            ]
        elif k == 1:  # each edge once: fine
            out += [
                "        let insets = view.safeAreaInsets",
                "        let width = view.bounds.width - (insets.left + insets.right)",
                "        tableView.frame = CGRect(x: insets.left, y: 0, width: width, height: view.bounds.height)",
            ]
        elif k == 2:
            out += ["        tableView.frame = view.bounds.inset(by: view.safeAreaInsets)"]
        else:
            out += [
                "        let margins = view.layoutMargins",
                "        tableView.contentInset = UIEdgeInsets(top: margins.top, left: margins.left, bottom: margins.bottom, right: margins.right)",
            ]
        out.append("    }")
        return out

    def uikit_scale(self):
        fn = self.ident("pixelSize")
        out = self.doc_comment(4, "Size in pixels for the given points.")
        out.append(f"    func {fn}(for points: CGFloat) -> CGFloat {{")
        if self.chance(0.3):
            out.append("        return points * UIScreen.main.scale")
        else:
            out += [
                "        // Not UIScreen.main.scale: the view may move to another display.",
                "        return points * traitCollection.displayScale",
            ]
        out.append("    }")
        return out

    def uikit_idiom(self):
        fn = self.ident("configure")
        out = [f"    private func {fn}() {{"]
        k = self.r.randint(0, 5)
        if k == 4:  # switch on the idiom with a .pad case: finding
            out += [
                "        switch UIDevice.current.userInterfaceIdiom {",
                "        case .pad: tableView.rowHeight = 64",
                "        default: tableView.rowHeight = 44",
                "        }",
            ]
        elif k == 5:  # idiom OR-ed with a size class: fine
            out += [
                "        let wide = UIDevice.current.userInterfaceIdiom == .pad",
                "            || traitCollection.horizontalSizeClass == .regular",
                "        tableView.separatorInset = wide ? .zero : UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)",
            ]
        elif k == 0:
            out += [
                "        if UIDevice.current.userInterfaceIdiom == .pad {",
                "            tableView.separatorInset = .zero",
                "        }",
            ]
        elif k == 1:
            out += [
                "        if traitCollection.horizontalSizeClass == .regular {",
                "            tableView.separatorInset = .zero",
                "        }",
            ]
        elif k == 2:
            out += [
                "        switch traitCollection.userInterfaceIdiom {",
                "        case .mac, .vision: tableView.rowHeight = 36",
                "        default: tableView.rowHeight = UITableView.automaticDimension",
                "        }",
            ]
        else:
            out += [
                "        let regular = traitCollection.horizontalSizeClass == .regular",
                "        tableView.cellLayoutMarginsFollowReadableWidth = regular",
            ]
        out.append("    }")
        return out

    def uikit_actions(self):
        fn = self.ident("load")
        out = self.block_comment(4) if self.chance(0.3) else []
        out += [f"    private func {fn}(page: Int, completion: @escaping ([String]) -> Void) {{"]
        out += self.literals(8)
        out += [
            "        DispatchQueue.global(qos: .userInitiated).async { [weak self] in",
            "            guard let self else { return }",
            "            let result = (0..<limit).lazy",
            "                .filter { ($0 & mask) != flags }",
            "                .prefix(page * 20)",
            "                .map { \"\\(self.name) #\\($0) \\(ratio)\" }",
            "            DispatchQueue.main.async {",
            "                completion(Array(result))",
            "            }",
            "        }",
            "    }",
        ]
        return out

    def uikit_strings(self):
        fn = self.ident("message")
        out = [f"    private func {fn}() -> String {{"]
        out += self.multiline_string(8, "body")
        out += self.raw_string(8, "pattern")
        out += ["        return body + pattern", "    }"]
        return out

    def uikit_screen(self):
        fn = self.ident("snapshotSize")
        out = [f"    func {fn}() -> CGSize {{"]
        k = self.r.randint(0, 4)
        if k == 0:  # finding
            out += ["        return UIScreen.main.bounds.size"]
        elif k == 1:  # finding: bare UIScreen.main
            out += [
                "        let screen = UIScreen.main",
                "        return screen.bounds.size",
            ]
        elif k == 2:  # near miss: the window scene's screen
            out += [
                "        guard let screen = view.window?.windowScene?.screen else { return .zero }",
                "        return screen.bounds.size",
            ]
        elif k == 3:  # near miss: UI tests' XCUIScreen
            out += [
                "        #if DEBUG",
                "        _ = String(describing: XCUIScreen.self)  // XCUIScreen.main is a different type",
                "        #endif",
                "        return view.bounds.size",
            ]
        else:
            out += ["        return view.window?.windowScene?.coordinateSpace.bounds.size ?? view.bounds.size"]
        out.append("    }")
        return out

    def uikit_bar_setup(self):
        fn = self.ident("configureBar")
        symbol = self.pick(SYMBOLS)
        title = self.pick(TITLES)
        out = [f"    private func {fn}() {{"]
        k = self.r.randint(0, 3)
        if k == 0:  # image only, then titled: fine
            out += [
                f"        let item = UIBarButtonItem(image: UIImage(systemName: \"{symbol}\"), style: .plain, target: self, action: #selector(didTapAction))",
                f"        item.title = \"{title}\"",
                "        navigationItem.rightBarButtonItems = [item]",
            ]
        elif k == 1:  # image only with an accessibility label: finding
            out += [
                f"        let item = UIBarButtonItem(image: UIImage(systemName: \"{symbol}\"), style: .plain, target: self, action: #selector(didTapAction))",
                f"        item.accessibilityLabel = \"{title}\"",
                "        navigationItem.rightBarButtonItems = [item]",
            ]
        elif k == 2:  # text only in the toolbar: finding
            out += [
                f"        toolbarItems = [UIBarButtonItem(title: \"{title}\", style: .plain, target: self, action: #selector(didTapAction))]",
            ]
        else:  # menu with title and image: fine
            out += [
                f"        let menu = UIMenu(title: \"\", children: [UIAction(title: \"{title}\", image: UIImage(systemName: \"{symbol}\")) {{ _ in }}])",
                f"        navigationItem.rightBarButtonItem = UIBarButtonItem(title: \"{title}\", image: UIImage(systemName: \"{symbol}\"), menu: menu)",
            ]
        out.append("    }")
        return out

    def uikit_platform(self):
        fn = self.ident("apply")
        return [
            f"    private func {fn}() {{",
            "        #if os(iOS)",
            "        tableView.allowsMultipleSelectionDuringEditing = true",
            "        #if targetEnvironment(simulator)",
            "        print(\"simulator: \\(items.count) items\")",
            "        #endif",
            "        #else",
            "        tableView.allowsMultipleSelection = true",
            "        #endif",
            "    }",
        ]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lines", type=int, default=DEFAULT_LINES,
                    help=f"approximate total lines (default {DEFAULT_LINES})")
    ap.add_argument("--out", default="corpus", help="output directory (default ./corpus)")
    ap.add_argument("--files", type=int, default=0,
                    help=f"number of files (default lines/{LINES_PER_FILE})")
    ap.add_argument("--seed", type=int, default=20260101, help="random seed")
    args = ap.parse_args(argv)

    if args.lines < 1:
        ap.error("--lines must be positive")
    nfiles = args.files or max(1, round(args.lines / LINES_PER_FILE))
    rng = random.Random(args.seed)
    gen = Gen(rng)
    os.makedirs(args.out, exist_ok=True)

    total = 0
    used = set()
    for i in range(nfiles):
        remaining_files = nfiles - i
        budget = max(20, (args.lines - total) // remaining_files)
        budget = max(20, budget + rng.randint(-budget // 4, budget // 4))
        kind = "swiftui" if rng.random() < 0.55 else "uikit"
        suffix = "View" if kind == "swiftui" else "ViewController"
        base = f"{rng.choice(NOUNS)}{rng.choice(ADJECTIVES)}{suffix}"
        name = base
        n = 2
        while name in used:
            name = f"{base}{n}"
            n += 1
        used.add(name)
        gen.start_file()
        if kind == "swiftui":
            lines = gen.swiftui_file(name, budget)
        else:
            lines = gen.uikit_file(name, budget)
        subdir = os.path.join(args.out, f"Module{i // FILES_PER_DIR:03d}")
        os.makedirs(subdir, exist_ok=True)
        with open(os.path.join(subdir, f"{name}.swift"), "w", encoding="utf-8", newline="\n") as f:
            f.write("\n".join(lines) + "\n")
        total += len(lines)

    print(f"gen_corpus: wrote {nfiles} files, {total} lines to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
