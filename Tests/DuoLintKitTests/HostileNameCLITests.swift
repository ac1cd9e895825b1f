import Foundation
import XCTest

/// Hostile and unlucky file names and spec ids through the built `duolint` (issue 12, items 5–8 and the
/// symbolic link loop of 13): names that are not UTF-8, names and ids that hold line breaks, ESC, C1 controls,
/// separators, bidirectional controls and workflow commands, trees deeper than PATH_MAX and links to
/// themselves. Inputs are generated in a temporary folder; each run is under the watchdog; the tests assert the
/// exact exit status, standard error and report bytes.
final class HostileNameCLITests: XCTestCase {
    private static let timeout: TimeInterval = 60

    /// The planted file content and its finding's message.
    private static let planted = Data("let s = UIScreen.main\n".utf8)
    private static let screenMain = "UIScreen.main does not say which of iPhone Duo's two displays the app is on; "
        + "use view.window?.windowScene?.screen instead of UIScreen.main."

    /// The xcode line of the planted finding in the file named (display form) `path`.
    private func xcode(_ path: String) -> String { "\(path):1:9: error: \(Self.screenMain) (ui_screen_main)\n" }

    /// Writes `bytes` to the file whose name is the raw `name` in `dir` (`name` need not be UTF-8).
    private func create(_ bytes: Data, named name: [UInt8], in dir: URL) throws {
        let path = Array(dir.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let fd = path.withUnsafeBufferPointer { b in
            b.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        guard fd >= 0 else { throw NSError(domain: "HostileNameCLITests", code: Int(errno)) }
        defer { close(fd) }
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }

    /// Runs `duolint` with raw argument bytes in `dir`; nil (after failing the test) when it had to be killed.
    private func run(_ arguments: [[UInt8]], in dir: URL) throws -> CLIResult? {
        let r = try runDuolintMeasured(rawArguments: arguments, in: dir, timeout: Self.timeout).result
        if r.timedOut { XCTFail("duolint did not finish within \(Int(Self.timeout)) s"); return nil }
        return r
    }

    private func run(_ arguments: [String], in dir: URL) throws -> CLIResult? {
        try run(arguments.map { Array($0.utf8) }, in: dir)
    }

    // MARK: - Item 5: names that are not UTF-8

    /// `a\xFF.swift` and `a\xFE.swift` were both reported as `a\u{FFFD}.swift` (and not linted); given on the
    /// command line, `a\xFF.swift` was "no such file or directory". Now every reporter, error and baseline
    /// names each with its own bytes escaped, and the files are linted.
    func testNamesThatAreNotUTF8AreDistinctEverywhere() throws {
        let dir = try makeTemporaryDirectory(self)
        let ff = Array("a".utf8) + [0xFF] + Array(".swift".utf8)
        let fe = Array("a".utf8) + [0xFE] + Array(".swift".utf8)
        try create(Self.planted, named: ff, in: dir)
        try create(Self.planted, named: fe, in: dir)
        try create(Data("let s = \"".utf8) + Data([0xFF]) + Data("\"\n".utf8), named: Array("bad".utf8) + [0xFD] + Array(".swift".utf8), in: dir)

        guard let lint = try run(["--quiet", "."], in: dir) else { return }
        XCTAssertEqual(lint.status, 2)
        XCTAssertEqual(lint.stdout, xcode(#"a\xFE.swift"#) + xcode(#"a\xFF.swift"#))
        XCTAssertEqual(lint.stderr, #"bad\xFD.swift:1:10: error: invalid UTF-8 byte 0xFF"# + "\n")

        guard let json = try run(["--quiet", "--reporter", "json", "."], in: dir) else { return }
        let findings = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(findings.compactMap { $0["path"] as? String }, [#"a\xFE.swift"#, #"a\xFF.swift"#])

        // SARIF's URIs are the display forms percent-encoded: valid URIs, still distinct.
        guard let sarif = try run(["--quiet", "--reporter", "sarif", "."], in: dir) else { return }
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        let artifacts = try XCTUnwrap(runs.first?["artifacts"] as? [[String: Any]])
        let uris = artifacts.compactMap { ($0["location"] as? [String: Any])?["uri"] as? String }
        XCTAssertEqual(uris, ["a%FE.swift", "a%FF.swift", "bad%FD.swift"])
        for uri in uris { XCTAssertNotNil(URL(string: uri), uri) }

        // Given on the command line: linted under the same name; a missing one named with its bytes.
        guard let given = try run([Array("--quiet".utf8), ff, Array("b".utf8) + [0xFC] + Array(".swift".utf8)], in: dir)
        else { return }
        XCTAssertEqual(given.status, 2)
        XCTAssertEqual(given.stdout, xcode(#"a\xFF.swift"#))
        XCTAssertEqual(given.stderr, #"b\xFC.swift: error: no such file or directory"# + "\n")

        // The baseline records both names, and hides both findings again.
        guard let recorded = try run([Array("--quiet".utf8), Array("--write-baseline".utf8), Array("base.json".utf8), fe, ff], in: dir)
        else { return }
        XCTAssertEqual(recorded.status, 1)
        let baseline = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("base.json"))) as? [String: Any])
        let entries = try XCTUnwrap(baseline["findings"] as? [[String: Any]])
        XCTAssertEqual(entries.compactMap { $0["path"] as? String }, [#"a\xFE.swift"#, #"a\xFF.swift"#])
        guard let hidden = try run([Array("--quiet".utf8), Array("--baseline".utf8), Array("base.json".utf8), fe, ff], in: dir)
        else { return }
        XCTAssertEqual(hidden.status, 0)
        XCTAssertEqual(hidden.stdout, "")
        XCTAssertEqual(hidden.stderr, "")
    }

    // MARK: - Item 6: deeper than PATH_MAX

    /// Two directories whose paths are longer than PATH_MAX, side by side under one that is not: the second
    /// was dropped without a word (both got the same made-up identity). Each is named, with the reason.
    func testEveryDirectoryDeeperThanPathMaxIsNamed() throws {
        let dir = try makeTemporaryDirectory(self)
        let link = String(repeating: "d", count: 200)
        let levels = Int(PATH_MAX) / (link.count + 1)
        // The deepest readable folder's path is shorter than PATH_MAX; its children's paths are not.
        let deep = Array(repeating: link, count: levels).joined(separator: "/")
        let childLength = Int(PATH_MAX) - deep.utf8.count + 20
        XCTAssertLessThan(deep.utf8.count, Int(PATH_MAX))
        XCTAssertLessThanOrEqual(childLength, 255)
        let x = String(repeating: "x", count: childLength), y = String(repeating: "y", count: childLength)
        let z = String(repeating: "z", count: childLength) + ".swift"
        // Built with mkdirat/openat: a path this long cannot be given to mkdir.
        var fd = open(dir.path, O_RDONLY | O_DIRECTORY)
        for _ in 0..<levels {
            XCTAssertEqual(mkdirat(fd, link, 0o755), 0)
            let next = openat(fd, link, O_RDONLY | O_DIRECTORY)
            close(fd)
            fd = next
        }
        defer { close(fd) }
        func plant(_ name: String, in parent: Int32) {
            let f = openat(parent, name, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            _ = Self.planted.withUnsafeBytes { write(f, $0.baseAddress, $0.count) }
            close(f)
        }
        plant("F.swift", in: fd)
        plant(z, in: fd)
        // Links there cannot be looked at either: named, unless skipped whatever they lead to (a hidden name
        // that is not lintable).
        let w = String(repeating: "w", count: childLength), hidden = "." + String(repeating: "v", count: childLength)
        XCTAssertEqual(symlinkat("F.swift", fd, w), 0)
        XCTAssertEqual(symlinkat("F.swift", fd, hidden), 0)
        for sub in [x, y] {
            XCTAssertEqual(mkdirat(fd, sub, 0o755), 0)
            let s = openat(fd, sub, O_RDONLY | O_DIRECTORY)
            plant("G.swift", in: s)
            close(s)
        }
        // The temporary folder cannot be removed by path either: empty it bottom up through the descriptors.
        addTeardownBlock {
            var parent = open(dir.path, O_RDONLY | O_DIRECTORY)
            var chain: [Int32] = []
            for _ in 0..<levels { let next = openat(parent, link, O_RDONLY | O_DIRECTORY); chain.append(parent); parent = next }
            for sub in [x, y] {
                let s = openat(parent, sub, O_RDONLY | O_DIRECTORY)
                unlinkat(s, "G.swift", 0)
                close(s)
                unlinkat(parent, sub, AT_REMOVEDIR)
            }
            for name in ["F.swift", z, w, hidden] { unlinkat(parent, name, 0) }
            for p in chain.reversed() { close(parent); unlinkat(p, link, AT_REMOVEDIR); parent = p }
            close(parent)
        }

        guard let r = try run(["--quiet", "."], in: dir) else { return }
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout, xcode(deep + "/F.swift"))
        XCTAssertEqual(r.stderr, """
            \(deep)/\(w): error: cannot read: File name too long
            \(deep)/\(x): error: cannot read directory: File name too long
            \(deep)/\(y): error: cannot read directory: File name too long
            \(deep)/\(z): error: cannot read file: File name too long

            """)
    }

    // MARK: - Item 13: a symbolic link to itself

    /// A link to itself was "no such file or directory" when given and skipped without a word when found.
    func testSymbolicLinkLoopIsSaid() throws {
        let dir = try makeTemporaryDirectory(self)
        try Self.planted.write(to: dir.appendingPathComponent("A.swift"))
        XCTAssertEqual(symlink("L.swift", dir.appendingPathComponent("L.swift").path), 0)
        // A dangling link is skipped when found; a loop that is not a lintable name holds nothing to lint.
        XCTAssertEqual(symlink("Missing.swift", dir.appendingPathComponent("Dangling.swift").path), 0)
        XCTAssertEqual(symlink("loop", dir.appendingPathComponent("loop").path), 0)

        guard let walk = try run(["--quiet", "."], in: dir) else { return }
        XCTAssertEqual(walk.status, 2)
        XCTAssertEqual(walk.stdout, xcode("A.swift"))
        XCTAssertEqual(walk.stderr, "L.swift: error: symbolic link loop\n")

        guard let given = try run(["--quiet", "L.swift", "loop", "Dangling.swift"], in: dir) else { return }
        XCTAssertEqual(given.status, 2)
        XCTAssertEqual(given.stdout, "")
        XCTAssertEqual(given.stderr, """
            Dangling.swift: error: no such file or directory
            L.swift: error: symbolic link loop
            loop: error: symbolic link loop

            """)
    }

    // MARK: - Items 7 and 8: forged lines and terminal sequences in the reports

    /// The spec's bar item id: a line feed and a workflow command, ESC, NEL, LINE SEPARATOR and RIGHT-TO-LEFT
    /// OVERRIDE (YAML escapes `\n`, `\e`, `\N`, `\L`, `\u202E`).
    private static let spec = #"""
        screen: S
        bar:
          - id: "a\n::add-mask::x\e[31m\N\L\u202E"
            title: Sort

        """#
    private static let barItem = " has only a title, so it stays in a horizontal bar when iPhone Duo's bars turn vertical; "
        + "give it a symbol, or axis: horizontal-only if it must stay text."

    /// Writes the hostile folder: three files whose names read as workflow commands or terminal sequences, and
    /// the spec.
    private func hostileFolder() throws -> URL {
        let dir = try makeTemporaryDirectory(self)
        for name in ["::error file=Package.swift,line=1::forged.swift", "e\u{1B}[31mred.swift", "n\n::add-mask::x.swift"] {
            try create(Self.planted, named: Array(name.utf8), in: dir)
        }
        try Data(Self.spec.utf8).write(to: dir.appendingPathComponent("S.duo.yml"))
        return dir
    }

    /// No raw control (but the line feeds between lines), separator or bidirectional control in `text`, and no
    /// line starting with `::` (after white space) unless `commands` (the github reporter's own lines).
    private func assertClean(_ text: String, commands: Bool = false, _ reporter: String) {
        for scalar in text.unicodeScalars where scalar != "\n" {
            let v = scalar.value
            XCTAssertFalse(v < 0x20 || (0x7F...0x9F).contains(v) || (0x2028...0x202E).contains(v) || (0x2066...0x2069).contains(v),
                           "\(reporter): raw U+\(String(v, radix: 16, uppercase: true))")
        }
        for line in text.split(separator: "\n") {
            let start = line.drop { $0 == " " || $0 == "\t" }
            if commands {
                XCTAssertTrue(["::error ", "::warning ", "::notice "].contains { line.hasPrefix($0) }, "\(reporter): \(line)")
            } else {
                XCTAssertFalse(start.hasPrefix("::"), "\(reporter): \(line)")
            }
        }
    }

    /// A file named like a workflow command printed that command in the xcode report; ESC in a name or spec id
    /// passed raw to the xcode and github reports; a line feed in a name or id started a new line of the junit
    /// report (where `::add-mask::` then began a line). Each text reporter now writes them visibly.
    func testHostileNamesAndSpecIDsStayVisibleOnTheirLinesInEveryTextReporter() throws {
        let dir = try hostileFolder()
        let id = #"a\n::add-mask::x\u{1B}[31m\u{85}\u{2028}\u{202E}"#
        let bar = "Bar item \(id)\(Self.barItem)"

        guard let xcode = try run(["--quiet", "."], in: dir) else { return }
        XCTAssertEqual(xcode.status, 1)
        XCTAssertEqual(xcode.stderr, "")
        XCTAssertEqual(xcode.stdout, self.xcode("./::error file=Package.swift,line=1::forged.swift")
            + "S.duo.yml:3:5: warning: \(bar) (text_only_bar_item)\n"
            + self.xcode(#"e\u{1B}[31mred.swift"#) + self.xcode(#"n\n::add-mask::x.swift"#))
        assertClean(xcode.stdout, "xcode")

        guard let github = try run(["--quiet", "--reporter", "github", "."], in: dir) else { return }
        XCTAssertEqual(github.status, 1)
        func command(_ file: String) -> String {
            "::error file=\(file),line=1,col=9,endLine=1,endColumn=17,title=ui_screen_main::\(Self.screenMain)\n"
        }
        XCTAssertEqual(github.stdout, command("%3A%3Aerror file=Package.swift%2Cline=1%3A%3Aforged.swift")
            + "::warning file=S.duo.yml,line=3,col=5,endLine=3,endColumn=43,title=text_only_bar_item::"
            + #"Bar item a%0A::add-mask::x\u{1B}[31m\u{85}\u{2028}\u{202E}"# + Self.barItem + "\n"
            + command(#"e\u{1B}[31mred.swift"#) + command(#"n\n%3A%3Aadd-mask%3A%3Ax.swift"#))
        assertClean(github.stdout, commands: true, "github")

        // XML: ESC is not allowed in XML 1.0 at all (U+FFFD); the rest as character references.
        let xmlID = "a&#10;::add-mask::x\u{FFFD}[31m&#133;&#8232;&#8238;"
        let xmlBar = "Bar item \(xmlID)\(Self.barItem.replacingOccurrences(of: "'", with: "&apos;"))"
        let xmlMain = Self.screenMain.replacingOccurrences(of: "'", with: "&apos;")
        let names = ["::error file=Package.swift,line=1::forged.swift", #"e\u{1B}[31mred.swift"#, #"n\n::add-mask::x.swift"#]
        guard let checkstyle = try run(["--quiet", "--reporter", "checkstyle", "."], in: dir) else { return }
        XCTAssertEqual(checkstyle.status, 1)
        func file(_ name: String) -> String {
            "  <file name=\"\(name)\">\n    <error line=\"1\" column=\"9\" severity=\"error\" message=\"\(xmlMain)\" source=\"duolint.ui_screen_main\"/>\n  </file>\n"
        }
        XCTAssertEqual(checkstyle.stdout, "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n" + file(names[0])
            + "  <file name=\"S.duo.yml\">\n    <error line=\"3\" column=\"5\" severity=\"warning\" message=\"\(xmlBar)\" source=\"duolint.text_only_bar_item\"/>\n  </file>\n"
            + file(names[1]) + file(names[2]) + "</checkstyle>\n")
        assertClean(checkstyle.stdout, "checkstyle")

        guard let junit = try run(["--quiet", "--reporter", "junit", "."], in: dir) else { return }
        XCTAssertEqual(junit.status, 1)
        func testcase(_ name: String) -> String {
            "    <testcase classname=\"duolint.ui_screen_main\" name=\"\(name):1:9\">\n"
                + "      <failure type=\"error\" message=\"\(xmlMain)\">\(name):1:9: error: \(xmlMain) (ui_screen_main)</failure>\n    </testcase>\n"
        }
        XCTAssertEqual(junit.stdout, """
            <?xml version="1.0" encoding="utf-8"?>
            <testsuites name="duolint" tests="4" failures="4" errors="0">
              <testsuite name="duolint" tests="4" failures="4" errors="0">

            """ + testcase(names[0])
            + "    <testcase classname=\"duolint.text_only_bar_item\" name=\"S.duo.yml:3:5\">\n"
            + "      <failure type=\"warning\" message=\"\(xmlBar)\">S.duo.yml:3:5: warning: \(xmlBar) (text_only_bar_item)</failure>\n    </testcase>\n"
            + testcase(names[1]) + testcase(names[2]) + "  </testsuite>\n</testsuites>\n")
        assertClean(junit.stdout, "junit")

        // JSON: the C0 controls were `\u` escapes already; C1, separators and bidirectional controls now too.
        // Paths are display forms, so a JSON string holds `\\u{1B}` (the display form's backslash, escaped).
        let jsonID = #"a\n::add-mask::x\u001b[31m\u0085\u2028\u202e"#
        for reporter in ["json", "sarif"] {
            guard let r = try run(["--quiet", "--reporter", reporter, "."], in: dir) else { return }
            XCTAssertEqual(r.status, 1, reporter)
            XCTAssertTrue(r.stdout.contains("\"Bar item \(jsonID)\(Self.barItem)\""), reporter)
            assertClean(r.stdout, reporter)
            if reporter == "json" {
                let paths = r.stdout.split(separator: "\n").filter { $0.hasPrefix("    \"path\" : ") }
                XCTAssertEqual(paths, ["::error file=Package.swift,line=1::forged.swift", "S.duo.yml", #"e\\u{1B}[31mred.swift"#,
                                       #"n\\n::add-mask::x.swift"#].map { "    \"path\" : \"\($0)\"," })
            }
        }
    }
}
