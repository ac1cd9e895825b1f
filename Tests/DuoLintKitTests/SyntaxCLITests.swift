import XCTest

/// `duolint syntax`: the outline through the CLI, and its errors (exact output and exit status).
final class SyntaxCLITests: XCTestCase {
    private func write(_ dir: URL, _ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: dir.appendingPathComponent(name))
    }

    /// `--kinds` prints only those kinds, DEPTH counting printed ancestors only; a declaration with attributes
    /// is named by its macro (`#Preview`), a missing function name is empty.
    func testOutlineWithKinds() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(dir, "T.swift", "@available(iOS 17, *)\n#Preview { Text(\"a\") }\nfunc () {}\n")
        let r = try runDuolint(["syntax", "--kinds", "macroExpansionDecl,functionCallExpr,functionDecl", "T.swift"], in: dir)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, """
            T.swift\t1:1\t2:23\t0\tmacroExpansionDecl\t#Preview
            T.swift\t2:12\t2:21\t1\tfunctionCallExpr\tText
            T.swift\t3:1\t3:11\t0\tfunctionDecl\t

            """)
    }

    /// Usage errors: an empty or unknown kind (checked before the files), no file; an unreadable file or a folder
    /// is said on standard error and the other files are still printed.
    func testErrors() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(dir, "T.swift", "let a = 1\n")
        for (arguments, message) in [
            (["syntax", "--kinds", "", "T.swift"], "'--kinds' needs at least one syntax kind (e.g. functionCallExpr,closureExpr)"),
            (["syntax", "--kinds=,,", "T.swift"], "'--kinds' needs at least one syntax kind (e.g. functionCallExpr,closureExpr)"),
            (["syntax", "--kinds", "T.swift"], "unknown syntax kind 'T.swift' for '--kinds' (SwiftSyntax's names: structDecl, functionCallExpr, ifExpr, …)"),
            (["syntax", "--kinds", "unexpected", "T.swift"], "unknown syntax kind 'unexpected' for '--kinds' (SwiftSyntax's names: structDecl, functionCallExpr, ifExpr, …)"),
            (["syntax"], "'syntax' needs at least one FILE"),
            (["syntax", "--all", "T.swift"], "unknown option '--all' for 'syntax'"),
        ] {
            let r = try runDuolint(arguments, in: dir)
            XCTAssertEqual(r.status, 2, "\(arguments)")
            XCTAssertEqual(r.stdout, "", "\(arguments)")
            XCTAssertEqual(r.stderr, "duolint: error: \(message)\nRun 'duolint help' for usage.\n", "\(arguments)")
        }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Folder"), withIntermediateDirectories: true)
        let r = try runDuolint(["syntax", "Folder", "Missing.swift", "T.swift"], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "Folder: error: is a directory (give the Swift files it holds)\n"
            + "Missing.swift: error: cannot read file: No such file or directory\n")
        XCTAssertEqual(r.stdout, "T.swift\t1:1\t1:10\t0\tvariableDecl\ta\nT.swift\t1:5\t1:10\t1\tpatternBinding\t\nT.swift\t1:9\t1:10\t2\tintegerLiteralExpr\t\n")
    }

    /// `syntax`, `syntax --stats` and `tokens` read Swift files only: a spec, an Info.plist or any other name is
    /// said on standard error (`not a Swift file (.swift)`), exit 2, and the Swift files given are still printed.
    func testNonSwiftFilesAreRefused() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(dir, "T.swift", "let a = 1\n")
        try write(dir, "S.duo.yml", "screen: Home\n")
        try write(dir, "Info.plist", "<plist/>\n")
        let refused = "S.duo.yml: error: not a Swift file (.swift)\nInfo.plist: error: not a Swift file (.swift)\n"
            + "notes.txt: error: not a Swift file (.swift)\n"
        let syntax = try runDuolint(["syntax", "S.duo.yml", "T.swift", "Info.plist", "notes.txt"], in: dir)
        XCTAssertEqual(syntax.status, 2)
        XCTAssertEqual(syntax.stderr, refused)
        XCTAssertEqual(syntax.stdout, "T.swift\t1:1\t1:10\t0\tvariableDecl\ta\nT.swift\t1:5\t1:10\t1\tpatternBinding\t\n"
            + "T.swift\t1:9\t1:10\t2\tintegerLiteralExpr\t\n")
        let tokens = try runDuolint(["tokens", "S.duo.yml", "T.swift", "Info.plist", "notes.txt"], in: dir)
        XCTAssertEqual(tokens.status, 2)
        XCTAssertEqual(tokens.stderr, refused)
        XCTAssertEqual(tokens.stdout, "T.swift\t1:1\t0\tkeyword:let\tlet\nT.swift\t1:5\t4\tidentifier\ta\n"
            + "T.swift\t1:7\t6\tequal\t=\nT.swift\t1:9\t8\tintegerLiteral\t1\nT.swift\t2:1\t10\tendOfFile\t\n")
        let stats = try runDuolint(["syntax", "--stats", "S.duo.yml", "T.swift"], in: dir)
        XCTAssertEqual(stats.status, 2)
        XCTAssertEqual(stats.stderr, "S.duo.yml: error: not a Swift file (.swift)\n")
        XCTAssertTrue(stats.stdout.hasPrefix("files 1 tokens 5 nodes 5 "), stats.stdout)
    }

    /// `--stats` counts tokens and nodes of every file (the costs vary, so only their presence is checked).
    func testStats() throws {
        let dir = try makeTemporaryDirectory(self)
        try write(dir, "A.swift", "let a = 1\n")
        try write(dir, "B.swift", "f(x)\n")
        let r = try runDuolint(["syntax", "--stats", "A.swift", "B.swift"], in: dir)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "")
        // A: let a = 1 EOF (5 tokens; root, variableDecl, patternBinding, identifierPattern, integerLiteralExpr);
        // B: f ( x ) EOF (5 tokens; root, functionCallExpr, declReferenceExpr f, labeledExpr, declReferenceExpr x).
        let fields = r.stdout.split(separator: " ").map(String.init)
        XCTAssertEqual(Array(fields.prefix(6)), ["files", "2", "tokens", "10", "nodes", "10"])
        XCTAssertEqual(fields.count, 12)
        XCTAssertEqual([fields[6], fields[8], fields[10]], ["lex_ns_per_token", "parse_ns_per_token", "tree_bytes_per_token"])
    }
}
