import Foundation
import XCTest
@testable import DuoLintKit

/// The bar rules' fixes beyond the page pairs: exact edits, forms that must get no fix, and the deployment
/// target read from the project's other files.
final class BarFixTests: XCTestCase {
    /// The findings of rule `id` when `files` are linted together as a run (one project model), by path.
    private func findings(_ id: String, _ files: [(path: String, text: String)]) -> [Finding] {
        Linter(jobs: 1).lint(files.map { SourceFile(path: $0.path, bytes: Array($0.text.utf8)) })
            .flatMap(\.findings).filter { $0.ruleID == id }
    }

    /// `text` with the fix of each finding of rule `id` applied (one finding's fix at a time, in report order).
    private func fixed(_ id: String, _ text: String, with others: [(path: String, text: String)] = []) -> String {
        let found = findings(id, [("Sources/Example.swift", text)] + others).filter { $0.path == "Sources/Example.swift" }
        var bytes = Array(text.utf8)
        for f in found.reversed() {
            guard let fix = f.fix else { continue }
            for r in fix.replacements.reversed() { bytes.replaceSubrange(r.offsets, with: Array(r.insertedContent.utf8)) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static let ios26 = [(path: "Package.swift", text: "let p = Package(name: \"P\", platforms: [.iOS(.v26)])\n")]

    /// One exact fix: its description, the replaced bytes' offsets and positions, the inserted text.
    func testExactSymbolFix() throws {
        let src = "List { }\n    .toolbar {\n        Button(\"Share\") { share() }\n    }\n"
        let found = findings("text_only_bar_item", [("Sources/Example.swift", src)])
        XCTAssertEqual(found.map { "\($0.range.start.line):\($0.range.start.utf8Column)" }, ["3:9"])
        let fix = try XCTUnwrap(found.first?.fix)
        XCTAssertEqual(fix.description, "Give the button the symbol square.and.arrow.up")
        XCTAssertEqual(fix.replacements.count, 1)
        let r = fix.replacements[0]
        // After `"Share"`: line 3, column 23 (UTF-8), byte 46.
        XCTAssertEqual(r.offsets, 46..<46)
        XCTAssertEqual(r.deletedRegion.start.line, 3)
        XCTAssertEqual(r.deletedRegion.start.utf8Column, 23)
        XCTAssertEqual(r.insertedContent, ", systemImage: \"square.and.arrow.up\"")
    }

    func testTextOnlyFormsWithoutFix() {
        let src = """
            List { }
                .toolbar {
                    Button("Share…") { share() }
                    Button(shareTitle) { share() }
                    Button(String(localized: "Share")) { share() }
                    Button(NSLocalizedString("Share", comment: "")) { share() }
                    Button("Sh\\u{61}re") { share() }
                    Button("Delete", role: .destructive) { delete() }
                    Button { share() } label: { Text("Share") }
                    Menu("Filter") { Button("All") { } }
                    ToolbarItem(placement: .confirmationAction) { Button("Done") { save() } }
                }

            """
        let found = findings("text_only_bar_item", [("Sources/Example.swift", src)])
        XCTAssertEqual(found.map(\.range.start.line), [3, 4, 5, 6, 7, 8, 9, 10, 11])
        XCTAssertEqual(found.map(\.fix), Array(repeating: nil, count: 9))
    }

    func testRoleNeedsIOS26AndTheTwoPlacements() {
        let src = """
            Form { }
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) { Button("Done") { save() } }
                    ToolbarItem(placement: .primaryAction) { Button("Done") { save() } }
                }

            """
        XCTAssertEqual(fixed("text_only_bar_item", src, with: Self.ios26), src.replacingOccurrences(of: "Button(\"Done\") { save() } }\n        ToolbarItem(placement: .primaryAction)", with: "Button(role: .confirm) { save() } }\n        ToolbarItem(placement: .primaryAction)"))
        XCTAssertEqual(fixed("text_only_bar_item", src), src)
    }

    func testSymbolFixNeedsAKnownTargetInNavigationBarItemsAndForFilter() {
        let src = """
            Form { }
                .navigationBarItems(trailing: Button("Add") { add() })
                .toolbar { Button("Filter") { filter() } }

            """
        XCTAssertEqual(fixed("text_only_bar_item", src), src)
        let ios17 = [(path: "Package.swift", text: "let p = Package(name: \"P\", platforms: [.iOS(.v17)])\n")]
        XCTAssertEqual(fixed("text_only_bar_item", src, with: ios17), """
            Form { }
                .navigationBarItems(trailing: Button("Add", systemImage: "plus") { add() })
                .toolbar { Button("Filter", systemImage: "line.3.horizontal.decrease") { filter() } }

            """)
        let ios13 = [(path: "Package.swift", text: "let p = Package(name: \"P\", platforms: [.iOS(.v13)])\n")]
        XCTAssertEqual(fixed("text_only_bar_item", src, with: ios13), src)
    }

    func testMissingTitleFormsWithoutFix() {
        let src = """
            List { }
                .toolbar {
                    Button(action: openMap) { Image(systemName: "map") }
                    Button(action: share) { Image(systemName: "square.and.arrow.up").font(.title) }
                    Button(action: share) { Image("share-glyph") }
                    Button(action: share) { Image(systemName: "square.and.arrow.up").accessibilityLabel(Text("Share")) }
                    Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibilityLabel(shareTitle)
                    Button(action: share) { Image(systemName: "square.and.arrow.up").accessibilityLabel("A") }.accessibilityLabel("B")
                    Button(action: share) { /* the system symbol */ Image(systemName: "square.and.arrow.up") }
                    Button(role: .destructive, action: delete) { Image(systemName: "trash") }
                    Menu { Button("A") { } } label: { Image(systemName: "gear") }
                    ShareLink(item: url) { Image(systemName: "square.and.arrow.up") }
                }

            """
        let found = findings("bar_item_missing_title", [("Sources/Example.swift", src)])
        XCTAssertEqual(found.map(\.range.start.line), Array(3...12))
        XCTAssertEqual(found.map(\.fix), Array(repeating: nil, count: 10))
    }

    /// A button in parentheses keeps its `.accessibilityLabel` outside its chain (the table's "Settings" would have
    /// replaced the label "Preferences"), and `Button<L>` has `init(_:systemImage:action:)` only for
    /// `L == Label<Text, Image>`: both are reported, neither gets a fix; the same buttons without either get one.
    func testMissingTitleInParenthesesOrWithGenericArgumentsGetsNoFix() {
        let src = """
            List { }
                .toolbar {
                    (Button(action: open) { Image(systemName: "gear") }).accessibilityLabel("Preferences")
                    Button<Image>.init(action: edit) { Image(systemName: "gear") }
                    Button<Image>(action: edit) { Image(systemName: "gear") }
                    Button(action: open) { Image(systemName: "gear") }.accessibilityLabel("Preferences")
                    Button.init(action: edit) { Image(systemName: "gear") }
                }

            """
        let found = findings("bar_item_missing_title", [("Sources/Example.swift", src)])
        XCTAssertEqual(found.map { "\($0.range.start.line):\($0.range.start.utf8Column)" }, ["3:10", "4:9", "5:9", "6:9", "7:9"])
        XCTAssertEqual(found.map { $0.fix?.description }, [nil, nil, nil, "Give the button the title Preferences",
                                                             "Give the button the title Settings"])
    }

    /// A callee spelled with its generic argument pins the label type (`Button<Text>`), while
    /// `Button(_:systemImage:action:)` and `Button(role:action:)` choose it: such a button keeps its finding
    /// without a fix, and the same buttons without the argument (`.init`, `SwiftUI.`) are fixed.
    func testACalleeWithGenericArgumentsGetsNoFix() {
        let generic = """
            Form { }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button<Text>.init("Share") { share() } }
                    ToolbarItem(placement: .primaryAction) { SwiftUI.Button<Text>.init("Add") { add() } }
                    ToolbarItem(placement: .confirmationAction) { Button<Text>.init("Done") { save() } }
                    ToolbarItem(placement: .primaryAction) { Button<Image>.init(action: share) { Image(systemName: "square.and.arrow.up") } }
                }

            """
        XCTAssertEqual(findings("text_only_bar_item", [("Sources/Example.swift", generic)] + Self.ios26).map(\.range.start.line), [3, 4, 5])
        XCTAssertEqual(findings("bar_item_missing_title", [("Sources/Example.swift", generic)]).map(\.range.start.line), [6])
        XCTAssertEqual(fixed("text_only_bar_item", generic, with: Self.ios26), generic)
        XCTAssertEqual(fixed("bar_item_missing_title", generic), generic)
        let plain = generic.replacingOccurrences(of: "<Text>", with: "").replacingOccurrences(of: "<Image>", with: "")
        XCTAssertEqual(fixed("text_only_bar_item", plain, with: Self.ios26), """
            Form { }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button.init("Share", systemImage: "square.and.arrow.up") { share() } }
                    ToolbarItem(placement: .primaryAction) { SwiftUI.Button.init("Add", systemImage: "plus") { add() } }
                    ToolbarItem(placement: .confirmationAction) { Button.init(role: .confirm) { save() } }
                    ToolbarItem(placement: .primaryAction) { Button.init(action: share) { Image(systemName: "square.and.arrow.up") } }
                }

            """)
        XCTAssertEqual(fixed("bar_item_missing_title", plain), """
            Form { }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button.init("Share") { share() } }
                    ToolbarItem(placement: .primaryAction) { SwiftUI.Button.init("Add") { add() } }
                    ToolbarItem(placement: .confirmationAction) { Button.init("Done") { save() } }
                    ToolbarItem(placement: .primaryAction) { Button.init("Share", systemImage: "square.and.arrow.up", action: share) }
                }

            """)
    }

    func testNoTableTitleInAFileThatLocalizes() {
        let src = """
            List { }
                .toolbar {
                    Button(action: add) { Image(systemName: "plus") }
                    Button(action: share) { Image(systemName: "square.and.arrow.up").accessibilityLabel("SHARE_KEY") }
                }
            let title = String(localized: "Entries")

            """
        let found = findings("bar_item_missing_title", [("Sources/Example.swift", src)])
        XCTAssertEqual(found.map(\.range.start.line), [3, 4])
        XCTAssertNil(found[0].fix)
        XCTAssertEqual(found[1].fix?.replacements.map(\.insertedContent), ["\"SHARE_KEY\", systemImage: \"square.and.arrow.up\", ", ""])
    }

    func testUIKitTitles() {
        let src = """
            final class EntryViewController: UIViewController {
                private lazy var shareItem = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: self, action: #selector(share))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let add = UIBarButtonItem(image: UIImage(systemName: "plus"), style: .plain, target: self, action: #selector(addEntry))
                    let more = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: moreMenu)
                    more.accessibilityLabel = "More"
                    let map = UIBarButtonItem(image: UIImage(systemName: "gear"), primaryAction: showSettings)
                    let pin = UIBarButtonItem(image: UIImage(named: "pin"), primaryAction: UIAction { _ in self.pin() })
                    navigationItem.rightBarButtonItems = [add, more, map, pin, shareItem]
                }
            }

            """
        let found = findings("bar_item_missing_title", [("Sources/Example.swift", src)])
        XCTAssertEqual(found.map(\.range.start.line), [2, 6, 7, 9, 10])
        XCTAssertEqual(found.map { $0.fix?.replacements.map(\.insertedContent) },
                       [nil, ["\n        add.title = \"Add\""], ["title: \"More\", "], nil, nil])
        let fixedText = fixed("bar_item_missing_title", src)
        XCTAssertEqual(findings("bar_item_missing_title", [("Sources/Example.swift", fixedText)]).map(\.range.start.line), [2, 10, 11])
    }

    func testMissingTitleKeepsTheActionsComment() {
        let src = """
            List { }
                .toolbar {
                    Button {
                        share() // the link
                    } label: {
                        Image(systemName: "square.and.arrow.up")
                    }
                }

            """
        XCTAssertEqual(fixed("bar_item_missing_title", src), """
            List { }
                .toolbar {
                    Button("Share", systemImage: "square.and.arrow.up") {
                        share() // the link
                    }
                }

            """)
    }

    func testCountFixesAndFormsWithout() {
        let src = """
            List { }
                .toolbar {
                    Button("Inbox (\\(unreadCount))") { showInbox() }
                    Button("Cart \\(total)") { openCart() }
                    Button("Inbox (\\(unreadCount)) new") { showInbox() }
                    Button("Inbox (\\(unreadCount, format: .number))") { showInbox() }
                    Button("\\(name) (\\(unreadCount))") { showInbox() }
                }

            """
        let found = findings("count_in_bar_item_title", [("Sources/Example.swift", src)] + Self.ios26)
        XCTAssertEqual(found.map { "\($0.range.start.line):\($0.range.start.utf8Column) \($0.fix != nil)" },
                       ["3:16 true", "4:16 false", "5:16 false", "6:16 false", "7:16 false"])
        XCTAssertEqual(fixed("count_in_bar_item_title", "List { }\n    .toolbar { Button(\"Inbox (\\(unreadCount))\") { showInbox() } }\n", with: Self.ios26),
                       "List { }\n    .toolbar { Button(\"Inbox\") { showInbox() }.badge(unreadCount) }\n")
        // Below iOS 26 and unknown: no fix.
        let ios18 = [(path: "Package.swift", text: "let p = Package(name: \"P\", platforms: [.iOS(.v18)])\n")]
        XCTAssertEqual(findings("count_in_bar_item_title", [("Sources/Example.swift", src)] + ios18).compactMap(\.fix), [])
        XCTAssertEqual(findings("count_in_bar_item_title", [("Sources/Example.swift", src)]).compactMap(\.fix), [])
    }

    func testUIKitBadgeLineEndsAndTrailingComment() {
        let src = "final class C: UIViewController {\r\n\tlet inbox = UIBarButtonItem(image: nil, style: .plain, target: nil, action: nil)\r\n\tfunc update() {\r\n\t\tinbox.title = \"Inbox (\\(unreadCount))\"\r\n\t\tinbox.title = \"Inbox (\\(unreadCount))\" // again\r\n\t}\r\n}\r\n"
        let found = findings("count_in_bar_item_title", [("Sources/Example.swift", src)] + Self.ios26)
        XCTAssertEqual(found.map(\.range.start.line), [4, 5])
        XCTAssertEqual(found.map { $0.fix?.replacements.map(\.insertedContent) }, [["\"Inbox\"", "\r\n\t\tinbox.badge = .count(unreadCount)"], nil])
    }

    /// A badge on the toolbar item around the button, or set through `self.` on the same UIKit item: no fix.
    func testABadgeAroundTheItemOrThroughSelfGetsNoFix() throws {
        let package = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\", platforms: [.iOS(.v26)])\n"
        let swiftUI = """
            struct V: View {
                var body: some View {
                    List {}.toolbar { ToolbarItem { Button("Cart \\(cart.count)") { x() } }.badge(1) }
                }
            }

            """
        let uiKit = """
            final class C: UIViewController {
                func update() {
                    other.title = "Inbox (\\(unreadCount))"
                    self.other.badge = nil
                }
            }

            """
        for source in [swiftUI, uiKit] {
            let r = try fixFolder(self, [("Package.swift", package), ("Sources/Example.swift", source)], rule: "count_in_bar_item_title")
            XCTAssertEqual(r.fixed.count, 0, source)
            XCTAssertEqual(r.texts["Sources/Example.swift"], source)
        }
    }

    func testAnItemWithABadgeAlreadyGetsNoFix() {
        let src = """
            List { }
                .toolbar {
                    Button("Inbox (\\(unreadCount))") { showInbox() }.badge(3)
                    Button("Cart (\\(cartCount))") { openCart() }
                        .badge(cartCount)
                }
            final class C: UIViewController {
                let inbox = UIBarButtonItem(image: nil, style: .plain, target: nil, action: nil)
                func update() {
                    inbox.title = "Inbox (\\(unreadCount))"
                    inbox.badge = .count(3)
                }
            }

            """
        let found = findings("count_in_bar_item_title", [("Sources/Example.swift", src)] + Self.ios26)
        XCTAssertEqual(found.map { "\($0.range.start.line):\($0.range.start.utf8Column) \($0.fix != nil)" },
                       ["3:16 false", "4:16 false", "10:23 false"])
        XCTAssertEqual(fixed("count_in_bar_item_title", src, with: Self.ios26), src)
    }
}
