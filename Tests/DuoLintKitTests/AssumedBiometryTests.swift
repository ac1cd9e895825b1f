import XCTest

/// `assumed_biometry` through the built binary: exact findings and messages, the exit status, and the scope
/// decision (a read of `biometryType` elsewhere in the file, type or project does not excuse a string).
final class AssumedBiometryTests: XCTestCase {
    /// Writes `files` (path → text) and a root `.duolint.yml` running only this rule into a fresh folder and lints
    /// it with `extra` options; returns the status and the report lines.
    private func lint(_ files: [String: String], _ extra: [String] = []) throws -> (Int32, [String]) {
        var all = files
        all[".duolint.yml"] = "root: true\nonly_rules: [assumed_biometry]\n"
        let dir = try makeFolder(self, all)
        let r = try runDuolint(["--quiet"] + extra + ["."], in: dir)
        XCTAssertEqual(r.stderr, "")
        return (r.status, r.stdout.split(separator: "\n").map(String.init))
    }

    private let text = "warning: \"Face ID\" is named here without a branch on LAContext.biometryType, but iPhone Duo has Touch ID only (in the side button); branch on biometryType and say \"Touch ID\" for .touchID. (assumed_biometry)"
    private let symbol = "warning: The faceid symbol is shown here without a branch on LAContext.biometryType, but iPhone Duo has Touch ID only (in the side button); branch on biometryType and show touchid for .touchID. (assumed_biometry)"

    func testTextAndSymbolMessagesAndTheExitStatus() throws {
        let files = ["Lock.swift": "let a = Label(\"Face-ID\", systemImage: \"faceid\")\nlet b = UIImage(systemName: \"faceid\")\n"]
        let (status, lines) = try lint(files)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(lines, ["Lock.swift:1:15: \(text)", "Lock.swift:1:39: \(symbol)", "Lock.swift:2:29: \(symbol)"])
        XCTAssertEqual(try lint(files, ["--strict"]).0, 1)
    }

    func testAReadOfBiometryTypeInAnotherMemberFileOrTypeDoesNotExcuseTheString() throws {
        let (_, lines) = try lint([
            "Auth.swift": """
                final class AuthManager {
                    private let context = LAContext()
                    var kind: LABiometryType { context.biometryType }
                    var reason: String { "Unlock with Face ID" }
                    func prompt() async throws -> Bool {
                        try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: reason)
                    }
                }

                """,
            "Settings.swift": "struct LockRow: View {\n    @Binding var on: Bool\n    var body: some View { Toggle(\"Use Face ID\", isOn: $on) }\n}\n",
        ])
        XCTAssertEqual(lines, ["Auth.swift:4:26: \(text)", "Settings.swift:3:34: \(text)"])
    }

    func testALiteralUnderThousandsOfNestedBranchesIsJudgedWithoutExhaustingTheStack() throws {
        let n = 1500
        let source = "var title: String {\n" + String(repeating: "if a {\n", count: n) + "\"Face ID\"\n"
            + String(repeating: "} else { \"x\" }\n", count: n) + "}\nlet t = Text(" + String(repeating: "(", count: 90) + "\"Face ID\""
            + String(repeating: ")", count: 90) + ")\n"
        let (status, lines) = try lint(["Deep.swift": source])
        XCTAssertEqual(status, 0)
        // Results deeper than 32 levels are not read: neither literal is reported, and the run ends normally.
        XCTAssertEqual(lines, [])
    }

    func testEscapedSpellingsAreDecodedBeforeMatching() throws {
        let source = ##"""
            let a = Text("Face\u{20}ID")
            let b = Text("Face\u{0020}ID")
            let c = Text("Face\u{00A0}ID")
            let d = Text("F\u{61}ce ID")
            let e = Image(systemName: "face\u{69}d")
            func f() { context.evaluatePolicy(.x, localizedReason: "Face\u{20}ID unlocks") { _, _ in } }
            let g = Text(#"Face\#u{20}ID"#)
            let h = Text(#"Face\u{20}ID"#)
            let i = Text("face id")
            let j = Text("Face\tID")
            let k = Text("Face\u{ZZ}ID")
            let l = Text("Use \"Face ID\"")

            """##
        let (status, lines) = try lint(["Escapes.swift": source])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(lines, [
            "Escapes.swift:1:14: \(text)", "Escapes.swift:2:14: \(text)", "Escapes.swift:3:14: \(text)",
            "Escapes.swift:4:14: \(text)", "Escapes.swift:5:27: \(symbol)", "Escapes.swift:6:56: \(text)",
            "Escapes.swift:7:14: \(text)", "Escapes.swift:12:14: \(text)",
        ])
    }

    func testKeysLogsTestsAndStringsNamingBothAreSilent() throws {
        let (status, lines) = try lint([
            "Keys.swift": """
                @AppStorage("useFaceID") var useFaceID = false
                let key = NSLocalizedString("FACE_ID_TITLE", comment: "Face ID row title")
                func log() { logger.debug("Face ID failed"); print(Text.self, "Face ID") }
                let both = Text("Face ID or Touch ID")
                let branch = Text(useFaceID ? "Face ID" : "Passcode")

                """,
            "AppTests/LockTests.swift": "import XCTest\nlet t = Text(\"Unlock with Face ID\")\n",
        ])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(lines, [])
    }
}
