import XCTest

/// `custom_swiftui_bar` through the built binary: exact findings (path, line, UTF-8 column, message, rule), the
/// exit status, and what the rule follows or leaves alone across files of one project.
final class CustomSwiftUIBarTests: XCTestCase {
    /// Writes `files` (path → text) and a root `.duolint.yml` running only this rule into a fresh folder and lints
    /// it with `extra` options; returns the status and the report lines.
    private func lint(_ files: [String: String], _ extra: [String] = []) throws -> (Int32, [String]) {
        var all = files
        all[".duolint.yml"] = "root: true\nonly_rules: [custom_swiftui_bar]\n"
        let dir = try makeFolder(self, all)
        let r = try runDuolint(["--quiet"] + extra + ["."], in: dir)
        XCTAssertEqual(r.stderr, "")
        return (r.status, r.stdout.split(separator: "\n").map(String.init))
    }

    private let inset = "This .safeAreaInset(edge: .bottom) holds a hand-made bar (%@), whose items never move into iPhone Duo's vertical bar; use a TabView for tabs, or .toolbar items inside a NavigationStack for actions. (custom_swiftui_bar)"

    func testSelectionRowIsReportedAtTheRowWithTheSwitchedName() throws {
        let source = """
            struct Home: View {
                @State private var page = 0
                var body: some View {
                    ZStack(alignment: .bottom) {
                        switch page {
                        case 0: Feed()
                        default: Profile()
                        }
                        tabs
                    }
                }
                private var tabs: some View {
                    HStack {
                        Button("Feed") { page = 0 }
                        Button("Profile") { page = 1 }
                    }
                }
            }

            """
        let (status, lines) = try lint(["Home.swift": source])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(lines, [
            "Home.swift:9:13: warning: This row of buttons (an HStack of 2 buttons) picks the views of `switch page` by hand: a hand-made tab bar never moves into iPhone Duo's vertical bar; use TabView(selection:) with a Tab for each case instead. (custom_swiftui_bar)",
        ])
        XCTAssertEqual(try lint(["Home.swift": source], ["--strict"]).0, 1)
    }

    func testARowInPlaceOfAHiddenBarIsReportedAtTheRowAndAKeyboardOrScrolledRowIsNot() throws {
        let (_, lines) = try lint(["Wizard.swift": """
            struct Wizard: View {
                var body: some View {
                    VStack {
                        StepContent()
                        Spacer()
                        StepButtons()
                    }
                    .toolbar(.hidden, for: .navigationBar)
                }
            }
            struct StepButtons: View {
                var body: some View { HStack { Button("Back") { back() }; Button("Next") { next() } } }
            }
            struct Editor: View {
                var body: some View {
                    VStack { HStack { Button("A") {}; Button("B") {} }; Text("x") }.toolbar(.hidden, for: .keyboard)
                }
            }
            struct Feed: View {
                var body: some View {
                    ScrollView { VStack { HStack { Button("A") {}; Button("B") {} }; Text("x") }.navigationBarHidden(true) }
                }
            }

            """])
        XCTAssertEqual(lines, [
            "Wizard.swift:6:13: warning: This row of buttons (an HStack of 2 buttons) stands in for the bar that .toolbar(.hidden) hides: a hand-made bar never moves into iPhone Duo's vertical bar; show the system bar and give these buttons to .toolbar items instead. (custom_swiftui_bar)",
        ])
    }

    func testAViewTypeOfTheSameFileIsFollowedAndABarNamedViewOfAnotherFileCountsByItsName() throws {
        let (_, lines) = try lint([
            "Screen.swift": """
                struct Screen: View {
                    @State private var tab = 0
                    var body: some View {
                        List { Text("a") }
                            .safeAreaInset(edge: .bottom) { Controls() }
                            .safeAreaInset(edge: .bottom) { AppTabBar(selection: $tab) }
                            .safeAreaInset(edge: .bottom) { PlayerControls() }
                    }
                }
                struct Controls: View {
                    var body: some View {
                        HStack { Button("Undo") { undo() }; Button("Redo") { redo() }; Menu("More") { Text("x") } }
                    }
                }

                """,
            "Bars.swift": "struct AppTabBar: View {\n    @Binding var selection: Int\n    var body: some View { Row(selection: $selection) }\n}\n",
            "Player.swift": "struct PlayerControls: View {\n    var body: some View { HStack { Button(\"Play\") {}; Button(\"Next\") {} } }\n}\n",
        ])
        XCTAssertEqual(lines, [
            "Screen.swift:5:14: warning: " + String(format: inset, "an HStack of 3 buttons"),
            "Screen.swift:6:14: warning: " + String(format: inset, "the project view `AppTabBar`"),
        ])
    }

    func testAMemberThatNamesItselfEndsTheWalkAndCodeThatNeverRunsOnTheDeviceIsSilent() throws {
        let (status, lines) = try lint([
            "Loop.swift": """
                struct Loop: View {
                    var body: some View {
                        List { Text("a") }.safeAreaInset(edge: .bottom) { bar }
                    }
                    var bar: some View { bar }
                }

                """,
            "Mac.swift": """
                #if os(macOS)
                struct MacBar: View {
                    var body: some View {
                        List { Text("a") }.safeAreaInset(edge: .bottom) { HStack { Button("A") {}; Button("B") {} } }
                    }
                }
                #endif

                """,
        ])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(lines, [])
    }

    func testThousandsOfNestedBranchesAndStacksEndTheWalkWithoutExhaustingTheStack() throws {
        // 3,000 nested `if`s around the row (this crashed the walk with SIGBUS before it was bounded), and a row
        // under 3,000 nested VStacks beside a switch over the selection (found at its own level).
        let n = 3000
        let ifs = "let v = List { }.safeAreaInset(edge: .bottom) {\n" + String(repeating: "if a {\n", count: n)
            + "HStack { Button(\"a\") {}; Button(\"b\") {} }\n" + String(repeating: "}\n", count: n) + "}\n"
        let stacks = "struct V: View {\n@State var tab = 0\nvar body: some View {\n" + String(repeating: "VStack {\n", count: n)
            + "switch tab { case 0: A()\ndefault: B() }\nHStack { Button(\"a\") { tab = 0 }; Button(\"b\") {} }\n"
            + String(repeating: "}\n", count: n) + "}\n}\n"
        let (status, lines) = try lint(["Ifs.swift": ifs, "Stacks.swift": stacks])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(lines, [
            "Stacks.swift:\(n + 6):1: warning: This row of buttons (an HStack of 2 buttons) picks the views of `switch tab` by hand: a hand-made tab bar never moves into iPhone Duo's vertical bar; use TabView(selection:) with a Tab for each case instead. (custom_swiftui_bar)",
        ])
    }

    func testJSONGivesTheModifierNameAsTheFindingsRange() throws {
        let dir = try makeTemporaryDirectory(self)
        let source = "let v = List { Text(\"é\") }.safeAreaInset(edge: .top) { HStack { Button(\"Back\") {}; ShareLink(item: url) } }\n"
        try Data("root: true\nonly_rules: [custom_swiftui_bar]\n".utf8).write(to: dir.appendingPathComponent(".duolint.yml"))
        try Data(source.utf8).write(to: dir.appendingPathComponent("A.swift"))
        let r = try runDuolint(["--quiet", "--reporter", "json", "A.swift"], in: dir)
        let findings = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(findings.count, 1)
        let f = findings[0]
        XCTAssertEqual(f["line"] as? Int, 1)
        // UTF-8 columns count the two bytes of é, UTF-16 columns one unit.
        XCTAssertEqual(f["column"] as? Int, 29)
        XCTAssertEqual(f["endColumn"] as? Int, 42)
        XCTAssertEqual(f["utf16Column"] as? Int, 28)
        XCTAssertEqual(f["message"] as? String, "This .safeAreaInset(edge: .top) holds a hand-made bar (an HStack of 2 buttons), whose items never move into iPhone Duo's vertical bar; use a TabView for tabs, or .toolbar items inside a NavigationStack for actions.")
        XCTAssertEqual(f["ruleId"] as? String, "custom_swiftui_bar")
    }
}
