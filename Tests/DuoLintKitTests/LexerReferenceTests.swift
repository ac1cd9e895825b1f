import DuoLintKit
import Foundation
import XCTest

/// One line of a token dump (`FILE<TAB>LINE:COLUMN<TAB>UTF8OFFSET<TAB>KIND<TAB>TEXT`), as printed by
/// the toolchain reference `swift-tokens` and by `TokenPrinter.dump`.
private struct LexRefRow: Equatable, Sendable {
    var line: Int
    var column: Int
    var offset: Int
    var kind: String
    /// The token text, escaped as the dump escapes it (`\\`, `\t`, `\n`, `\r`).
    var text: String

    /// What the text-and-position comparison looks at.
    var key: String { "\(line):\(column)\t\(text)" }
    /// How a row is shown in a failure message.
    var display: String { "\(line):\(column)\t\(kind)\t\(text)" }

    var isKeywordOrIdentifier: Bool { kind == "identifier" || kind.hasPrefix("keyword:") }

    /// Parses the dump lines of one or more files into rows grouped by file.
    static func parse(_ dump: String) -> [String: [LexRefRow]] {
        var result: [String: [LexRefRow]] = [:]
        for line in dump.split(separator: "\n", omittingEmptySubsequences: true) {
            let f = line.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false)
            guard f.count == 5 else {
                result["<malformed>", default: []].append(LexRefRow(line: 0, column: 0, offset: 0, kind: "malformed", text: String(line)))
                continue
            }
            let lc = f[1].split(separator: ":")
            let row = LexRefRow(line: Int(lc.first ?? "") ?? -1, column: Int(lc.last ?? "") ?? -1,
                                offset: Int(f[2]) ?? -1, kind: String(f[3]), text: String(f[4]))
            result[String(f[0]), default: []].append(row)
        }
        return result
    }
}

/// The outcome of running the reference once for all input files.
private enum LexRefOutcome: Sendable {
    case unavailable(String)
    case failed(String)
    case ran(files: [String], reference: [String: [LexRefRow]])
}

/// Compares duolint's Swift lexer with the Swift toolchain's own parser on every `.swift` file
/// under `Samples/` and under every `Fixtures/` folder in `Tests/` (including the lexer fixtures
/// in `Fixtures/Lexer/`, which cover the lexical grammar).
///
/// The reference is `../shared/tools/swift-tokens` (beside the package root), which prints
/// SwiftSyntax's token stream; it is run once with all files. The tests skip, saying why, when
/// the tool is absent or exits 3 (a toolchain without the SwiftParser host library).
///
/// - `testTokenTextsAndPositionsMatchReference`: the sequences of (text, line, UTF-8 column) of
///   all tokens, `endOfFile` included, must be equal. String literals are compared segment by
///   segment: each `stringSegment` token (SwiftSyntax splits a literal after `\n`/`\r` escapes
///   and after each line of a multi-line literal, and strips the closing delimiter's
///   indentation) must match, as must the quotes, raw-string `#` delimiters and every token of
///   each interpolation. Columns are UTF-8 bytes on both sides; on line 1 of a file that starts
///   with a byte-order mark both count the mark's 3 bytes (see `SourceLocation`).
/// - `testTokenKindsMatchReferenceExceptContextualKeywords`: kinds of tokens at the same offset
///   with the same text; prints the agreement as a percentage and fails for any difference other
///   than identifier-versus-keyword (duolint keeps contextual keywords as identifiers by design).
final class LexerReferenceTests: XCTestCase {
    private static let outcome: LexRefOutcome = runReference()

    private static var root: URL { LexTestSupport.packageRoot() }

    /// The input files: `Samples/**.swift` and `Tests/**/Fixtures/**.swift`, sorted, absolute.
    static func inputFiles() -> [String] {
        var files = LexTestSupport.swiftFiles(under: root.appendingPathComponent("Samples"))
        for dir in LexTestSupport.directories(named: "Fixtures", under: root.appendingPathComponent("Tests")) {
            files += LexTestSupport.swiftFiles(under: dir)
        }
        return Array(Set(files)).sorted()
    }

    private static func runReference() -> LexRefOutcome {
        let tool = root.deletingLastPathComponent().appendingPathComponent("shared/tools/swift-tokens").standardizedFileURL.path
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            return .unavailable("the reference tool \(tool) is absent (it lives in shared/ beside the package root)")
        }
        let files = inputFiles()
        guard !files.isEmpty else { return .failed("no input files found under Samples/ or Tests/**/Fixtures/") }
        let errURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("lexer-reference-\(ProcessInfo.processInfo.processIdentifier)-stderr.txt")
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errURL) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = files
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        guard let errHandle = FileHandle(forWritingAtPath: errURL.path) else { return .failed("cannot create \(errURL.path)") }
        process.standardError = errHandle
        do { try process.run() } catch { return .failed("cannot run \(tool): \(error)") }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? errHandle.close()
        let stderr = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        switch process.terminationStatus {
        case 0: break
        case 3: return .unavailable("swift-tokens exited 3 (no SwiftParser in this toolchain): \(stderr)")
        default: return .failed("swift-tokens exited \(process.terminationStatus): \(stderr)")
        }
        return .ran(files: files, reference: LexRefRow.parse(String(decoding: data, as: UTF8.self)))
    }

    /// The reference rows for every input file, or a skip/failure.
    private func referenceStreams() throws -> (files: [String], reference: [String: [LexRefRow]]) {
        switch Self.outcome {
        case .unavailable(let why): throw XCTSkip("Lexer reference unavailable: \(why)")
        case .failed(let why):
            XCTFail(why)
            throw XCTSkip("reference run failed")
        case .ran(let files, let reference): return (files, reference)
        }
    }

    /// duolint's rows for `path`, read from disk; `hasBOM` tells whether the file starts with a BOM.
    private func duolintRows(_ path: String) throws -> (rows: [LexRefRow], hasBOM: Bool) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let file = SourceFile(path: path, bytes: bytes)
        let rows = LexRefRow.parse(TokenPrinter.dump(file, Lexer.lex(file)))[path] ?? []
        return (rows, bytes.starts(with: [0xEF, 0xBB, 0xBF]))
    }

    private func relative(_ path: String) -> String {
        let prefix = Self.root.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private func context(_ rows: [LexRefRow], at i: Int) -> String {
        var lines: [String] = []
        for j in max(0, i - 2)...(i + 2) {
            let marker = j == i ? "  > " : "    "
            if j < rows.count { lines.append(marker + rows[j].display) } else if j == rows.count { lines.append(marker + "<end of stream>") }
        }
        return lines.joined(separator: "\n")
    }

    func testTokenTextsAndPositionsMatchReference() throws {
        let (files, reference) = try referenceStreams()
        var compared = 0
        for path in files {
            guard let ref = reference[path] else {
                XCTFail("\(relative(path)): the reference printed no tokens (not even endOfFile)")
                continue
            }
            let (ours, _) = try duolintRows(path)
            let n = min(ref.count, ours.count)
            var diverge: Int? = nil
            for i in 0..<n where ref[i].key != ours[i].key { diverge = i; break }
            if diverge == nil && ref.count != ours.count { diverge = n }
            if let i = diverge {
                XCTFail("""
                    \(relative(path)): token streams diverge at token \(i) (compared: line:column and text)
                    reference (swift-tokens):
                    \(context(ref, at: i))
                    duolint:
                    \(context(ours, at: i))
                    """)
            }
            compared += ref.count
        }
        XCTAssertNil(reference["<malformed>"], "malformed reference lines: \(reference["<malformed>"] ?? [])")
        XCTAssertGreaterThan(compared, 1000, "suspiciously few tokens compared")
    }

    func testTokenKindsMatchReferenceExceptContextualKeywords() throws {
        let (files, reference) = try referenceStreams()
        var total = 0, agree = 0, keywordIdentifier = 0
        var bad: [String] = []
        for path in files {
            let ref = reference[path] ?? []
            let (ours, _) = try duolintRows(path)
            var byOffset: [Int: LexRefRow] = [:]
            for row in ours { byOffset[row.offset] = row }
            for r in ref {
                guard let o = byOffset[r.offset], o.text == r.text else { continue }
                total += 1
                if o.kind == r.kind {
                    agree += 1
                } else if o.isKeywordOrIdentifier && r.isKeywordOrIdentifier {
                    keywordIdentifier += 1
                } else {
                    bad.append("\(relative(path)):\(r.line):\(r.column) \(r.text.debugDescription): reference \(r.kind), duolint \(o.kind)")
                }
            }
        }
        let percent = total == 0 ? 0 : Double(agree) * 100 / Double(total)
        print(String(format: "Lexer kind agreement with swift-tokens: %.2f%% (%d of %d tokens); %d keyword/identifier differences; %d other differences",
                     percent, agree, total, keywordIdentifier, bad.count))
        XCTAssertGreaterThan(total, 1000, "suspiciously few tokens compared")
        XCTAssert(bad.isEmpty, "token kinds differ from the reference (not a keyword/identifier difference):\n"
                  + bad.prefix(40).joined(separator: "\n"))
    }

    /// The lexer fixtures exist and keep the bytes they exist for (an editor could "fix" them).
    func testLexerFixturesKeepTheirSpecialBytes() throws {
        let dir = Self.root.appendingPathComponent("Tests/DuoLintKitTests/Fixtures/Lexer")
        let names = LexTestSupport.swiftFiles(under: dir).map { URL(fileURLWithPath: $0).lastPathComponent }
        XCTAssertEqual(names, ["ByteOrderMarkTabs.swift", "CRLFLineEndings.swift", "IdentifiersNumbersOperators.swift",
                               "RegexAndDivision.swift", "Shebang.swift", "StringLiterals.swift"])
        func bytes(_ name: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: dir.appendingPathComponent(name))) }

        let bom = try bytes("ByteOrderMarkTabs.swift")
        XCTAssertEqual(Array(bom.prefix(3)), [0xEF, 0xBB, 0xBF])
        XCTAssertTrue(bom.contains(0x09), "the BOM fixture must contain tabs")

        let crlf = try bytes("CRLFLineEndings.swift")
        let lf = crlf.indices.filter { crlf[$0] == 0x0A }
        XCTAssertGreaterThan(lf.count, 20)
        XCTAssertTrue(lf.allSatisfy { $0 > 0 && crlf[$0 - 1] == 0x0D }, "every line break of the CRLF fixture must be CRLF")
        XCTAssertEqual(crlf.filter { $0 == 0x0D }.count, lf.count, "no lone CR in the CRLF fixture")

        let shebang = try bytes("Shebang.swift")
        XCTAssertEqual(Array(shebang.prefix(2)), [0x23, 0x21])

        // The identifier fixture spells one identifier with combining marks (U+0301, U+0308).
        let ids = try bytes("IdentifiersNumbersOperators.swift")
        let text = String(decoding: ids, as: UTF8.self)
        XCTAssertTrue(text.unicodeScalars.contains("\u{0301}"))
        XCTAssertTrue(text.unicodeScalars.contains("\u{0308}"))
        XCTAssertTrue(ids.contains(0x09), "the identifier fixture must contain tabs")
    }
}

/// Regression tests for lexer divergences from the toolchain's token stream found while writing
/// the reference tests (all fixed). Each lexes a small valid Swift input and asserts the token
/// stream `swift-tokens` prints for it (recorded here, `LINE:COLUMN<TAB>OFFSET<TAB>KIND<TAB>TEXT`),
/// so they run where the reference tool does not.
final class LexerRegressionTests: XCTestCase {
    private func assertReference(_ source: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        let sf = SourceFile(path: "t.swift", text: source)
        let actual = TokenPrinter.dump(sf, Lexer.lex(sf)).split(separator: "\n").map { l -> String in
            l.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false).dropFirst().joined(separator: "\t")
        }
        XCTAssertEqual(actual, expected, "\nexpected (swift-tokens):\n\(expected.joined(separator: "\n"))\nactual (duolint):\n\(actual.joined(separator: "\n"))",
                       file: file, line: line)
    }

    /// A dotted version in an availability list is `integerLiteral . integerLiteral`, not a float.
    func testavailabilityVersionIsSplitAtDots() {
        assertReference("if #available(iOS 16.0.1, *) {}\n", [
            "1:1\t0\tkeyword:if\tif", "1:4\t3\tpoundAvailable\t#available", "1:14\t13\tleftParen\t(",
            "1:15\t14\tidentifier\tiOS", "1:19\t18\tintegerLiteral\t16", "1:21\t20\tperiod\t.",
            "1:22\t21\tintegerLiteral\t0", "1:23\t22\tperiod\t.", "1:24\t23\tintegerLiteral\t1",
            "1:25\t24\tcomma\t,", "1:27\t26\tbinaryOperator\t*", "1:28\t27\trightParen\t)",
            "1:30\t29\tleftBrace\t{", "1:31\t30\trightBrace\t}", "2:1\t32\tendOfFile\t",
        ])
        assertReference("@available(iOS 15.0, *)\n", [
            "1:1\t0\tatSign\t@", "1:2\t1\tidentifier\tavailable", "1:11\t10\tleftParen\t(",
            "1:12\t11\tidentifier\tiOS", "1:16\t15\tintegerLiteral\t15", "1:18\t17\tperiod\t.",
            "1:19\t18\tintegerLiteral\t0", "1:20\t19\tcomma\t,", "1:22\t21\tbinaryOperator\t*",
            "1:23\t22\trightParen\t)", "2:1\t24\tendOfFile\t",
        ])
    }

    /// A chained tuple index `t.0.1` is `period integerLiteral period integerLiteral`.
    func testtupleIndexChainIsNotAFloat() {
        assertReference("let u = t.0.1\n", [
            "1:1\t0\tkeyword:let\tlet", "1:5\t4\tidentifier\tu", "1:7\t6\tequal\t=", "1:9\t8\tidentifier\tt",
            "1:10\t9\tperiod\t.", "1:11\t10\tintegerLiteral\t0", "1:12\t11\tperiod\t.", "1:13\t12\tintegerLiteral\t1",
            "2:1\t14\tendOfFile\t",
        ])
    }

    /// A hexadecimal integer followed by a member whose name starts with a–f (`0xFF.description`).
    func testhexIntegerMemberAccess() {
        assertReference("let a = 0xFF.description\n", [
            "1:1\t0\tkeyword:let\tlet", "1:5\t4\tidentifier\ta", "1:7\t6\tequal\t=",
            "1:9\t8\tintegerLiteral\t0xFF", "1:13\t12\tperiod\t.", "1:14\t13\tidentifier\tdescription",
            "2:1\t25\tendOfFile\t",
        ])
        let f = SourceFile(path: "t.swift", text: "let a = 0x10.bitWidth\n")
        XCTAssertEqual(Lexer.lex(f).diagnostics, [], "valid code must not get a diagnostic")
    }

    /// A raw identifier (SE-0451, Swift 6.2+) may contain spaces: `` `a b` `` is one identifier.
    func testrawIdentifierWithSpace() {
        assertReference("func `a b`() {}\n", [
            "1:1\t0\tkeyword:func\tfunc", "1:6\t5\tidentifier\t`a b`", "1:11\t10\tleftParen\t(",
            "1:12\t11\trightParen\t)", "1:14\t13\tleftBrace\t{", "1:15\t14\trightBrace\t}", "2:1\t16\tendOfFile\t",
        ])
    }

    /// A projected value whose name starts with a non-ASCII letter: `$été` is one identifier.
    func testdollarIdentifierWithNonASCIIHead() {
        assertReference("let p = $\u{E9}t\u{E9}\n", [
            "1:1\t0\tkeyword:let\tlet", "1:5\t4\tidentifier\tp", "1:7\t6\tequal\t=",
            "1:9\t8\tidentifier\t$\u{E9}t\u{E9}", "2:1\t15\tendOfFile\t",
        ])
    }

    /// A left-bound `!` is a postfix `!` on its own even when operator characters follow (`a!=b` is `a! = b`).
    func testleftBoundBangIsSplitFromFollowingOperator() {
        assertReference("let c = a!=b\nlet g = e!+1\n", [
            "1:1\t0\tkeyword:let\tlet", "1:5\t4\tidentifier\tc", "1:7\t6\tequal\t=", "1:9\t8\tidentifier\ta",
            "1:10\t9\texclamationMark\t!", "1:11\t10\tequal\t=", "1:12\t11\tidentifier\tb",
            "2:1\t13\tkeyword:let\tlet", "2:5\t17\tidentifier\tg", "2:7\t19\tequal\t=", "2:9\t21\tidentifier\te",
            "2:10\t22\texclamationMark\t!", "2:11\t23\tbinaryOperator\t+", "2:12\t24\tintegerLiteral\t1",
            "3:1\t26\tendOfFile\t",
        ])
    }

    /// An operator that starts with a dot (`.+.`) is one operator token.
    func testdotOperator() {
        assertReference("let a = 1 .+. 2\n", [
            "1:1\t0\tkeyword:let\tlet", "1:5\t4\tidentifier\ta", "1:7\t6\tequal\t=", "1:9\t8\tintegerLiteral\t1",
            "1:11\t10\tbinaryOperator\t.+.", "1:15\t14\tintegerLiteral\t2", "2:1\t16\tendOfFile\t",
        ])
    }

    /// `a<b` without spaces is a comparison (`binaryOperator`), not a generic argument list.
    func testunspacedLessThanIsNotLeftAngle() {
        assertReference("let c = a<b\n", [
            "1:1\t0\tkeyword:let\tlet", "1:5\t4\tidentifier\tc", "1:7\t6\tequal\t=", "1:9\t8\tidentifier\ta",
            "1:10\t9\tbinaryOperator\t<", "1:11\t10\tidentifier\tb", "2:1\t12\tendOfFile\t",
        ])
        assertReference("if a<b && c>d {}\n", [
            "1:1\t0\tkeyword:if\tif", "1:4\t3\tidentifier\ta", "1:5\t4\tbinaryOperator\t<", "1:6\t5\tidentifier\tb",
            "1:8\t7\tbinaryOperator\t&&", "1:11\t10\tidentifier\tc", "1:12\t11\tbinaryOperator\t>",
            "1:13\t12\tidentifier\td", "1:15\t14\tleftBrace\t{", "1:16\t15\trightBrace\t}", "2:1\t17\tendOfFile\t",
        ])
    }

    /// A single-line literal cannot span lines: an interpolation still open at the line break ends
    /// there (the reference closes the literal with an empty segment and lexes the next line as
    /// code). The lexer's trivia loop has a no-op where this cut should happen.
    func testsingleLineInterpolationEndsAtLineBreak() {
        let source = "let s = \"\\(a\nlet b = f(1)\nlet c = 2\n"
        assertReference(source, [
            "1:1\t0\tkeyword:let\tlet", "1:5\t4\tidentifier\ts", "1:7\t6\tequal\t=", "1:9\t8\tstringQuote\t\"",
            "1:10\t9\tstringSegment\t", "1:10\t9\tbackslash\t\\\\", "1:11\t10\tleftParen\t(", "1:12\t11\tidentifier\ta",
            "1:13\t12\tstringSegment\t",
            "2:1\t13\tkeyword:let\tlet", "2:5\t17\tidentifier\tb", "2:7\t19\tequal\t=", "2:9\t21\tidentifier\tf",
            "2:10\t22\tleftParen\t(", "2:11\t23\tintegerLiteral\t1", "2:12\t24\trightParen\t)",
            "3:1\t26\tkeyword:let\tlet", "3:5\t30\tidentifier\tc", "3:7\t32\tequal\t=", "3:9\t34\tintegerLiteral\t2",
            "4:1\t36\tendOfFile\t",
        ])
        let lexed = Lexer.lex(SourceFile(path: "t.swift", text: source))
        let c = lexed.tokens.first { $0.start == 30 }
        XCTAssertEqual(c?.interpolationDepth, 0, "the line after the cut is code outside any string")
        XCTAssertEqual(lexed.diagnostics.map { "\($0.offset): \($0.message)" }, ["8: unterminated string literal"])
    }

    /// The opening and the closing quote of one literal should have the same `interpolationDepth`;
    /// the opening quote is emitted before the literal's frame is pushed and the closing one before
    /// it is popped, so `"a"` gives 0 for `"`, 1 for `a`, 1 for `"`.
    func testquotesOfOneLiteralHaveTheSameDepth() {
        let lexed = Lexer.lex(SourceFile(path: "t.swift", text: "let s = \"a\" + #\"b\"#"))
        let quotes = lexed.tokens.filter { $0.kind == .stringQuote }
        XCTAssertEqual(quotes.count, 4)
        XCTAssertEqual(quotes[0].interpolationDepth, quotes[1].interpolationDepth, "plain literal")
        XCTAssertEqual(quotes[2].interpolationDepth, quotes[3].interpolationDepth, "raw literal")
        let pounds = lexed.tokens.filter { $0.kind == .rawStringPoundDelimiter }
        XCTAssertEqual(pounds.count, 2)
        XCTAssertEqual(pounds[0].interpolationDepth, pounds[1].interpolationDepth, "raw delimiters")
    }
}
