import XCTest
@testable import DuoLintKit

/// `ExecutionScope` and `PlatformCondition`: which parts of a file never run on iPhone Duo (iOS 27.1), asserted as
/// exact token ranges (line and text of their first and last tokens) and exact reasons at named tokens.
final class ExecutionScopeTests: XCTestCase {
    private func scope(_ text: String, path: String = "App/Sources/View.swift") -> (SwiftFile, ExecutionScope) {
        let file = SwiftFile(SourceFile(path: path, text: text))
        return (file, file.executionScope)
    }

    /// Each dead range as `first line:first token…last line:last token reason`.
    private func ranges(_ text: String) -> [String] {
        let (file, s) = scope(text)
        return s.ranges.map { r in
            let a = r.tokens.lowerBound, b = r.tokens.upperBound - 1
            return "\(line(file, a)):\(file.text(a))…\(line(file, b)):\(file.text(b)) \(r.reason)"
        }
    }

    private func line(_ file: SwiftFile, _ t: Int) -> Int { file.source.location(ofOffset: Int(file.tokens[t].start)).line }

    /// The reason at the first token spelled `marker` (an identifier), or nil.
    private func reason(_ text: String, at marker: String, path: String = "App/Sources/View.swift") throws -> ExecutionScope.Reason? {
        let (file, s) = scope(text, path: path)
        let t = try XCTUnwrap((0..<file.count).first { file.text($0) == marker }, "no token \(marker)")
        return s.reason(atToken: t)
    }

    /// The file summary's walk builds the scope on the way, judging `if`/`guard` tests only in a file with an
    /// availability condition or a Mac name (`SummaryWords.mac`): the same reason, ranges and order as the scope
    /// made alone, with and without such tests, with a Mac name outside any test, beside `#if`, attributes and
    /// test classes, nested.
    func testTheSummaryWalksScopeIsTheScopeMadeAlone() {
        let texts = [
            "if #available(iOS 15, *) { a() } else { b() }\nguard #available(iOS 14, *) else { return }\n",
            "if ProcessInfo.processInfo.isiOSAppOnMac { mac() } else { phone() }\nif !ProcessInfo.processInfo.isMacCatalystApp { x() } else { y() }\n",
            "let m = ProcessInfo.processInfo.isiOSAppOnMac\nif m { a() } else { b() }\n",
            "#if os(macOS)\nif #available(iOS 13, *) { a() } else { b() }\n#endif\n@available(iOS, unavailable)\nfunc f() { if x { } }\n"
                + "class T: XCTestCase { func t() { if #unavailable(iOS 14) { u() } else { v() } } }\n",
            "struct A { var b: Int { if c { 1 } else { 2 } } }\nguard let x else { return }\n",
            "if #available(iOS 16, *), isReady { a() } else if #available(iOS 15, *) { b() } else { c() }\n",
            "func f() { if #available(iOS 15, *) { if #available(iOS 30, *) { a() } else { b() } } else { c() } }\n",
            "#if os(iOS)\nlet a = 1\n#else\nif #available(macOS 12, *) { } else { }\n#endif\n",
            "",
        ]
        func describe(_ s: ExecutionScope) -> String {
            "\(String(describing: s.fileReason)) " + s.ranges.map { "\($0.tokens) \($0.reason)" }.joined(separator: ", ")
        }
        for text in texts {
            let alone = SwiftFile(SourceFile(path: "App/Sources/View.swift", text: text)).executionScope
            let walked = SwiftFile(SourceFile(path: "App/Sources/View.swift", text: text))
            _ = FileSummary(walked)
            XCTAssertNotNil(walked.executionScopeCache)
            XCTAssertEqual(describe(walked.executionScope), describe(alone), text)
        }
        // The texts with a test the device decides do have dead ranges (the comparison is not of empty scopes).
        let dead = SwiftFile(SourceFile(path: "App/Sources/View.swift", text: texts[1]))
        _ = FileSummary(dead)
        XCTAssertEqual(dead.executionScope.ranges.count, 2)
    }

    // MARK: #if

    func testIfOSiOSElseIsCompiledOut() {
        XCTAssertEqual(ranges("""
            #if os(iOS)
            let a = 1
            #else
            let b = 2
            #endif
            """), ["3:#else…4:2 compiledOut"])
    }

    func testOtherSystemsAreCompiledOut() {
        for system in ["macOS", "watchOS", "tvOS", "visionOS"] {
            XCTAssertEqual(ranges("#if os(\(system))\nlet a = 1\n#endif\n"), ["1:#if…2:1 compiledOut"], system)
        }
        XCTAssertEqual(ranges("#if targetEnvironment(macCatalyst)\nlet a = 1\n#endif\n"), ["1:#if…2:1 compiledOut"])
        XCTAssertEqual(ranges("#if canImport(AppKit)\nlet a = 1\n#endif\n"), ["1:#if…2:1 compiledOut"])
    }

    func testConditionsTrueOrUnknownOnTheDeviceRun() {
        // True on the device: nothing dead without an `#else`.
        XCTAssertEqual(ranges("#if canImport(UIKit)\nlet a = 1\n#endif\n"), [])
        XCTAssertEqual(ranges("#if os(iOS)\nlet a = 1\n#endif\n"), [])
        // Unknown: the simulator, a build flag, an unknown module; their `#else` may run too.
        XCTAssertEqual(ranges("#if targetEnvironment(simulator)\nlet a = 1\n#else\nlet b = 2\n#endif\n"), [])
        XCTAssertEqual(ranges("#if DEBUG\nlet a = 1\n#else\nlet b = 2\n#endif\n"), [])
        XCTAssertEqual(ranges("#if canImport(ActivityKit)\nlet a = 1\n#else\nlet b = 2\n#endif\n"), [])
    }

    func testCanImportUIKitElseIsCompiledOut() {
        XCTAssertEqual(ranges("#if canImport(UIKit)\nlet a = 1\n#else\nlet b = 2\n#endif\n"), ["3:#else…4:2 compiledOut"])
    }

    func testNegationAndOperators() {
        XCTAssertEqual(ranges("#if !os(macOS)\nlet a = 1\n#else\nlet b = 2\n#endif\n"), ["3:#else…4:2 compiledOut"])
        XCTAssertEqual(ranges("#if !os(iOS)\nlet a = 1\n#endif\n"), ["1:#if…2:1 compiledOut"])
        // `&&` with a false side is false; with an unknown side and a true one, unknown.
        XCTAssertEqual(ranges("#if os(iOS) && targetEnvironment(macCatalyst)\nlet a = 1\n#endif\n"), ["1:#if…2:1 compiledOut"])
        XCTAssertEqual(ranges("#if os(iOS) && DEBUG\nlet a = 1\n#else\nlet b = 2\n#endif\n"), [])
        // `||` with a true side is true, so its `#else` is dead; two false sides are false.
        XCTAssertEqual(ranges("#if os(iOS) || os(macOS)\nlet a = 1\n#else\nlet b = 2\n#endif\n"), ["3:#else…4:2 compiledOut"])
        XCTAssertEqual(ranges("#if os(macOS) || os(watchOS)\nlet a = 1\n#endif\n"), ["1:#if…2:1 compiledOut"])
        XCTAssertEqual(ranges("#if DEBUG || os(tvOS)\nlet a = 1\n#endif\n"), [])
        // `&&` binds tighter than `||`: false || (true && true) is true.
        XCTAssertEqual(ranges("#if os(macOS) || os(iOS) && canImport(UIKit)\nlet a = 1\n#else\nlet b = 2\n#endif\n"),
                       ["3:#else…4:2 compiledOut"])
    }

    func testParentheses() {
        XCTAssertEqual(ranges("#if !(os(iOS) || os(macOS))\nlet a = 1\n#endif\n"), ["1:#if…2:1 compiledOut"])
        XCTAssertEqual(ranges("#if (os(macOS) || os(iOS)) && !targetEnvironment(macCatalyst)\nlet a = 1\n#else\nlet b = 2\n#endif\n"),
                       ["3:#else…4:2 compiledOut"])
    }

    func testElseifChains() {
        // A false first clause, a true `#elseif`: the first and every clause after the true one are dead.
        XCTAssertEqual(ranges("""
            #if os(macOS)
            let a = 1
            #elseif os(iOS)
            let b = 2
            #elseif DEBUG
            let c = 3
            #else
            let d = 4
            #endif
            """), ["1:#if…2:1 compiledOut", "5:#elseif…6:3 compiledOut", "7:#else…8:4 compiledOut"])
        // A false clause, then an unknown one: the `#else` may run.
        XCTAssertEqual(ranges("""
            #if os(watchOS)
            let a = 1
            #elseif DEBUG
            let b = 2
            #else
            let c = 3
            #endif
            """), ["1:#if…2:1 compiledOut"])
        // `#if os(macOS) … #else`: the `#else` is what the device compiles.
        XCTAssertEqual(ranges("#if os(macOS)\nlet a = 1\n#else\nlet b = 2\n#endif\n"), ["1:#if…2:1 compiledOut"])
    }

    func testNestedIfConfig() throws {
        let text = """
            #if os(iOS)
            #if targetEnvironment(macCatalyst)
            let mac = 1
            #else
            let phone = 2
            #endif
            #else
            #if DEBUG
            let other = 3
            #endif
            #endif
            """
        XCTAssertEqual(ranges(text), ["2:#if…3:1 compiledOut", "7:#else…10:#endif compiledOut"])
        XCTAssertEqual(try reason(text, at: "mac"), .compiledOut)
        XCTAssertNil(try reason(text, at: "phone"))
        XCTAssertEqual(try reason(text, at: "other"), .compiledOut)
    }

    func testIfConfigInsideATypeAndPostfix() throws {
        let text = """
            struct V: View {
                #if os(macOS)
                var mac: Int { 1 }
                #endif
                var body: some View {
                    Text("a")
                    #if os(iOS)
                        .phone()
                    #else
                        .desk()
                    #endif
                }
            }
            """
        XCTAssertEqual(try reason(text, at: "mac"), .compiledOut)
        XCTAssertNil(try reason(text, at: "phone"))
        XCTAssertEqual(try reason(text, at: "desk"), .compiledOut)
        XCTAssertNil(try reason(text, at: "body"))
    }

    // MARK: Availability

    func testAvailableFallbackIsDead() throws {
        let text = "if #available(iOS 17, *) {\n    now()\n} else {\n    old()\n}\n"
        XCTAssertEqual(ranges(text), ["3:{…5:} fallback"])
        XCTAssertNil(try reason(text, at: "now"))
        XCTAssertEqual(try reason(text, at: "old"), .fallback)
        // The device's own version and a minor version below it pass.
        XCTAssertEqual(ranges("if #available(iOS 27.1, *) { a() } else { b() }"), ["1:{…1:} fallback"])
        XCTAssertEqual(ranges("if #available(iOS 16.4.1, *) { a() } else { b() }"), ["1:{…1:} fallback"])
    }

    func testAvailableAboveTheDeviceIsNotDead() {
        XCTAssertEqual(ranges("if #available(iOS 28, *) { a() } else { b() }"), [])
        XCTAssertEqual(ranges("if #available(iOS 27.2, *) { a() } else { b() }"), [])
    }

    func testAvailableForAnotherSystemPassesOnIOSThroughTheStar() throws {
        let text = "if #available(macOS 14, *) { a() } else { old() }"
        XCTAssertEqual(ranges(text), ["1:{…1:} fallback"])
        XCTAssertEqual(try reason(text, at: "old"), .fallback)
        XCTAssertEqual(ranges("if #available(macOS 14, iOS 17, *) { a() } else { b() }"), ["1:{…1:} fallback"])
    }

    func testAvailableWithAnotherConditionIsNotDead() {
        XCTAssertEqual(ranges("if #available(iOS 16, *), x { a() } else { b() }"), [])
        XCTAssertEqual(ranges("if x, #available(iOS 16, *) { a() } else { b() }"), [])
    }

    func testElseIfChainAfterAvailableIsDead() throws {
        let text = "if #available(iOS 17, *) { a() } else if x { b() } else { c() }"
        XCTAssertEqual(ranges(text), ["1:if…1:} fallback"])
        XCTAssertEqual(try reason(text, at: "b"), .fallback)
        XCTAssertEqual(try reason(text, at: "c"), .fallback)
        XCTAssertNil(try reason(text, at: "a"))
    }

    func testGuardAvailable() throws {
        let text = "func f() {\n    guard #available(iOS 15, *) else {\n        old()\n        return\n    }\n    now()\n}\n"
        XCTAssertEqual(ranges(text), ["2:{…5:} fallback"])
        XCTAssertEqual(try reason(text, at: "old"), .fallback)
        XCTAssertNil(try reason(text, at: "now"))
        XCTAssertEqual(ranges("func f() { guard #available(iOS 28, *) else { return }; g() }"), [])
    }

    func testUnavailable() throws {
        let text = "if #unavailable(iOS 16) { old() } else { now() }"
        XCTAssertEqual(ranges(text), ["1:{…1:} fallback"])
        XCTAssertEqual(try reason(text, at: "old"), .fallback)
        XCTAssertNil(try reason(text, at: "now"))
        XCTAssertEqual(ranges("if #unavailable(iOS 28) { a() }"), [])
    }

    func testIOSAppOnMac() throws {
        let text = "if ProcessInfo.processInfo.isiOSAppOnMac { mac() } else { phone() }"
        XCTAssertEqual(ranges(text), ["1:{…1:} fallback"])
        XCTAssertEqual(try reason(text, at: "mac"), .fallback)
        XCTAssertNil(try reason(text, at: "phone"))
        // Negated: the `else` is the Mac's.
        XCTAssertEqual(ranges("if !ProcessInfo.processInfo.isMacCatalystApp { phone() } else { mac() }"), ["1:{…1:} fallback"])
        // With another condition the value is unknown.
        XCTAssertEqual(ranges("if ProcessInfo.processInfo.isiOSAppOnMac || x { a() }"), [])
    }

    // MARK: @available

    func testAvailableAttributes() throws {
        let obsoleted = """
            @available(iOS, obsoleted: 13)
            func old() { body() }
            func kept() { other() }
            """
        XCTAssertEqual(ranges(obsoleted), ["1:@…2:} unavailable"])
        XCTAssertEqual(try reason(obsoleted, at: "body"), .unavailable)
        XCTAssertNil(try reason(obsoleted, at: "other"))
        XCTAssertEqual(ranges("@available(*, unavailable)\nstruct Old { var a = 1 }\n"), ["1:@…2:} unavailable"])
        XCTAssertEqual(ranges("@available(iOS, unavailable)\nvar old: Int { 1 }\n"), ["1:@…2:} unavailable"])
        // Deprecated, introduced, obsoleted later than the device, or another platform: the code runs.
        XCTAssertEqual(ranges("@available(iOS, deprecated: 13)\nfunc a() { }\n"), [])
        XCTAssertEqual(ranges("@available(iOS 15, *)\nfunc a() { }\n"), [])
        XCTAssertEqual(ranges("@available(iOS, introduced: 13, obsoleted: 28)\nfunc a() { }\n"), [])
        XCTAssertEqual(ranges("@available(macOS, unavailable)\nfunc a() { }\n"), [])
        XCTAssertEqual(ranges("@available(iOSApplicationExtension, unavailable)\nfunc a() { }\n"), [])
        // A message that mentions the word is not the argument.
        XCTAssertEqual(ranges("@available(*, deprecated, message: \"unavailable soon\")\nfunc a() { }\n"), [])
    }

    // MARK: Test code and folders

    func testTestImports() throws {
        for header in ["import XCTest", "import Testing", "@testable import App", "import struct Testing.Test"] {
            let (_, s) = scope("\(header)\nfunc f() { }\n")
            XCTAssertEqual(s.fileReason, .test, header)
        }
        for header in ["import XCTestDynamicOverlay", "import SwiftUI", "import TestingSupport"] {
            let (_, s) = scope("\(header)\nfunc f() { }\n")
            XCTAssertNil(s.fileReason, header)
        }
    }

    func testXCTestCaseSubclass() throws {
        let text = "class Helper { func a() { } }\nfinal class T: XCTestCase {\n    func testA() { }\n}\n"
        XCTAssertEqual(ranges(text), ["2:final…4:} test"])
        XCTAssertEqual(try reason(text, at: "testA"), .test)
        XCTAssertNil(try reason(text, at: "Helper"))
    }

    func testFolders() {
        let dead: [(String, ExecutionScope.Reason)] = [
            ("LoopTests/A.swift", .test), ("Tests/A.swift", .test), ("App/Tests/Unit/A.swift", .test),
            ("AppUITests/A.swift", .test), ("WatchApp Extension/A.swift", .otherPlatformFolder),
            ("Trio Watch App/Views/A.swift", .otherPlatformFolder), ("WatchKit Extension/A.swift", .otherPlatformFolder),
            ("macOS/A.swift", .otherPlatformFolder), ("Shared/tvOS/A.swift", .otherPlatformFolder),
        ]
        for (path, reason) in dead { XCTAssertEqual(ExecutionScope.folderReason(path), reason, path) }
        for path in ["Stopwatch/A.swift", "WatchlistView/A.swift", "App/WatchSync.swift", "Contests/A.swift",
                     "Tests.swift", "App/Widgets/A.swift", "ShareExtension/A.swift", "Watch Party/A.swift",
                     "Watch_History/A.swift", "SmartWatch/A.swift"] {
            XCTAssertNil(ExecutionScope.folderReason(path), path)
        }
        let (_, s) = scope("func f() { }", path: "Trio Watch App/A.swift")
        XCTAssertEqual(s.fileReason, .otherPlatformFolder)
        XCTAssertEqual(s.reason(atToken: 0), .otherPlatformFolder)
    }

    /// `folderReason` reads the path's bytes folder by folder: its answers are those of the plain definition
    /// (each folder name, left to right, as a `String`) for paths made of names near every rule's edge.
    func testFolderReasonIsThePlainDefinitionOnManyPaths() {
        func plain(_ path: String) -> ExecutionScope.Reason? {
            var folders = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            folders.removeLast()
            for name in folders where !name.isEmpty {
                if name == "tests" || name.hasSuffix("Tests") { return .test }
                if ExecutionScope.otherPlatformFolders.contains(name) { return .otherPlatformFolder }
                if ExecutionScope.isWatchFolder(ArraySlice(Array(name.utf8))) { return .otherPlatformFolder }
            }
            return nil
        }
        let names = ["Tests", "tests", "Test", "ests", "AppTests", "TestsApp", "macOS", "macOSX", "tvOS", "xrOS", "MacOS",
                     "macos", "visionOS", "watchOS", "Watch", "WatchKit Extension", "Stopwatch", "Watch_History", "W",
                     "Trio Watch App", "caf\u{E9}", "App", "", ".", "..", "A.swift", "Tests.swift"]
        var generator = SystemRandomNumberGenerator()
        var paths = ["", "/", "A.swift", "/A.swift", "Tests/", "a//Tests/x", "Tests"]
        for _ in 0..<3000 {
            let count = Int.random(in: 1...5, using: &generator)
            let parts = (0..<count).map { _ in names.randomElement(using: &generator)! }
            paths.append((Bool.random(using: &generator) ? "/" : "") + parts.joined(separator: "/"))
        }
        for path in paths { XCTAssertEqual(ExecutionScope.folderReason(path), plain(path), path.debugDescription) }
    }

    /// Folders are read below the run's folder: the folders a checkout sits in (`/ci/AppTests/…`) never count.
    func testProjectPathIsBelowTheRunsFolder() {
        // A file's own: the path as given until the engine sets it (nil set stays nil).
        let file = SwiftFile(SourceFile(path: "./LoopTests/A.swift", text: ""))
        XCTAssertEqual(file.projectPath, "LoopTests/A.swift")
        file.projectPath = nil
        XCTAssertNil(file.projectPath)
        file.projectPath = "App/A.swift"
        XCTAssertEqual(file.projectPath, "App/A.swift")
        XCTAssertNil(SwiftFile(SourceFile(path: "/x/LoopTests/A.swift", text: "")).projectPath)
        XCTAssertEqual(ExecutionScope.projectPath("/ci/AppTests/repo/App/A.swift", root: "/ci/AppTests/repo"), "App/A.swift")
        XCTAssertEqual(ExecutionScope.projectPath("/ci/AppTests/repo/LoopTests/A.swift", root: "/ci/AppTests/repo/"), "LoopTests/A.swift")
        XCTAssertNil(ExecutionScope.projectPath("/elsewhere/LoopTests/A.swift", root: "/ci/repo"))
        XCTAssertNil(ExecutionScope.projectPath("/x/LoopTests/A.swift", root: nil))
        XCTAssertEqual(ExecutionScope.projectPath("./LoopTests/./A.swift", root: nil), "LoopTests/A.swift")
        XCTAssertEqual(ExecutionScope.projectPath("App/../LoopTests/A.swift", root: nil), "LoopTests/A.swift")
        XCTAssertNil(ExecutionScope.projectPath("../LoopTests/A.swift", root: nil))
        // A plain path is its own answer; a dot file, an empty component or a trailing slash is resolved.
        XCTAssertEqual(ExecutionScope.projectPath("App/Views/A.swift", root: nil), "App/Views/A.swift")
        XCTAssertEqual(ExecutionScope.projectPath("App/.hidden/A.swift", root: nil), "App/.hidden/A.swift")
        XCTAssertEqual(ExecutionScope.projectPath("App//Views/A.swift", root: nil), "App/Views/A.swift")
        XCTAssertEqual(ExecutionScope.projectPath("App/Views/", root: nil), "App/Views")
        XCTAssertEqual(ExecutionScope.projectPath("/ci/repo//App/A.swift", root: "/ci/repo"), "App/A.swift")
        XCTAssertEqual(ExecutionScope.projectPath("/ci/repo", root: "/ci/repo"), nil)
        XCTAssertEqual(ExecutionScope.projectPath("Vidéo/A.swift", root: nil), "Vidéo/A.swift")
        // A path that is not ASCII is compared by bytes, as the file system names folders: the composed and
        // decomposed spellings of `café` are two folders, and a `/` before a combining mark separates names.
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        XCTAssertNil(ExecutionScope.projectPath("/w/\(composed)/Tests/B.swift", root: "/w/\(decomposed)"))
        XCTAssertEqual(ExecutionScope.projectPath("/w/\(decomposed)/Tests/B.swift", root: "/w/\(decomposed)"), "Tests/B.swift")
        XCTAssertEqual(ExecutionScope.projectPath("/w/p2/\u{301}x/Tests/B.swift", root: "/w/p2"), "\u{301}x/Tests/B.swift")
        XCTAssertEqual(ExecutionScope.projectPath("\(composed)/./Tests//B.swift", root: nil), "\(composed)/Tests/B.swift")
        // Through the engine: the same file linted by an absolute path outside the run's folder keeps its finding.
        var linter = Linter(rules: [IdiomLayoutCheckRule()], specRules: [], plistRules: [], jobs: 1)
        let source = "import UIKit\nlet w: CGFloat = UIDevice.current.userInterfaceIdiom == .pad ? 600 : 320\nlet v = UIView(frame: .init(x: 0, y: 0, width: w, height: 1))\n"
        linter.folderRoot = "/ci/repo"
        let outside = linter.lint(SourceFile(path: "/ci/AppTests/B.swift", text: source)).findings.count
        let inside = linter.lint(SourceFile(path: "/ci/repo/AppTests/B.swift", text: source)).findings.count
        XCTAssertEqual(inside, 0)
        XCTAssertEqual(outside, 1)
        XCTAssertEqual(linter.lint(SourceFile(path: "B.swift", text: source)).findings.count, 1)
    }

    /// A version part that does not fit an `Int` is no version; 27.1.5 is later than the device's 27.1.
    func testVersionsBeyondTheDevice() throws {
        XCTAssertEqual(ranges("func f() { if #available(iOS 99999999999999999999.5, *) { a() } else { b() } }"), [])
        XCTAssertEqual(ranges("func f() { if #available(iOS 27.1.5, *) { a() } else { b() } }"), [])
        XCTAssertEqual(ranges("func f() { if #available(iOS 27.1.0, *) { a() } else { b() } }"), ["1:{…1:} fallback"])
        XCTAssertEqual(ranges("@available(iOS, introduced: 13, obsoleted: 99999999999999999999.1) func g() { }"), [])
    }

    /// Nested dead ranges: a token inside the inner one, between them and after them (the lookup is a binary
    /// search over their union).
    func testReasonAtTokenInNestedAndAdjacentRanges() throws {
        let text = "#if os(macOS)\nfunc f() { if #available(macOS 14, *) { a() } else { inner() } }\n#endif\nfunc g() { if #available(iOS 17, *) { b() } else { c() } }\nfunc h() { d() }\n"
        XCTAssertEqual(try reason(text, at: "inner"), .compiledOut)
        XCTAssertEqual(try reason(text, at: "a"), .compiledOut)
        XCTAssertNil(try reason(text, at: "b"))
        XCTAssertEqual(try reason(text, at: "c"), .fallback)
        XCTAssertNil(try reason(text, at: "d"))
    }

    func testReasonAtTokenPicksTheFirstContainingRange() throws {
        let text = """
            #if os(macOS)
            if #available(macOS 14, *) { a() } else { inner() }
            #endif
            func g() { if #available(iOS 17, *) { b() } else { c() } }
            """
        XCTAssertEqual(ranges(text), ["1:#if…2:} compiledOut", "2:{…2:} fallback", "4:{…4:} fallback"])
        XCTAssertEqual(try reason(text, at: "inner"), .compiledOut)
        XCTAssertEqual(try reason(text, at: "c"), .fallback)
        XCTAssertNil(try reason(text, at: "b"))
        XCTAssertNil(try reason(text, at: "g"))
    }
}
