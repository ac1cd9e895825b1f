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
