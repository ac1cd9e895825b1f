import DuoLintKit
import XCTest

/// Regression tests for the divergences from the toolchain's token stream that `make fidelity`
/// (`scripts/fidelity.py` over `scripts/gen_lexical_corpus.py` and the repository) found, all fixed.
/// Each lexes a small input and asserts the exact stream `swift-tokens` prints for it (recorded here as
/// `LINE:COLUMN<TAB>UTF8OFFSET<TAB>KIND<TAB>TEXT`, columns in UTF-8 bytes), so they run without the reference.
final class LexerFidelityRegressionTests: XCTestCase {
    private func assertTokens(bytes: [UInt8], _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        let sf = SourceFile(path: "t.swift", bytes: bytes)
        let actual = TokenPrinter.dump(sf, Lexer.lex(sf)).split(separator: "\n").map { l -> String in
            l.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false).dropFirst().joined(separator: "\t")
        }
        XCTAssertEqual(actual, expected, "\nexpected (swift-tokens):\n\(expected.joined(separator: "\n"))\nactual (duolint):\n\(actual.joined(separator: "\n"))",
                       file: file, line: line)
    }

    private func assertTokens(_ source: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        assertTokens(bytes: Array(source.utf8), expected, file: file, line: line)
    }

    /// Reserved words used as argument and parameter labels, in parentheses or subscript brackets, are identifiers; in a compound name, a dictionary key or `Self:` they stay keywords.
    func testReservedWordsAsArgumentLabelsAreIdentifiers() {
        assertTokens("f(in: 1, for: x)\nfunc g(for a: Int, _ in: Int) {}\nlet v = d[k, default: 0]\nlet r = f(in:for:)\nlet m = [1: 1, nil: 2]\nextension A where T: P, Self: Q {}\n", [
            "1:1\t0\tidentifier\tf", "1:2\t1\tleftParen\t(", "1:3\t2\tidentifier\tin", "1:5\t4\tcolon\t:",
            "1:7\t6\tintegerLiteral\t1", "1:8\t7\tcomma\t,", "1:10\t9\tidentifier\tfor", "1:13\t12\tcolon\t:",
            "1:15\t14\tidentifier\tx", "1:16\t15\trightParen\t)", "2:1\t17\tkeyword:func\tfunc",
            "2:6\t22\tidentifier\tg", "2:7\t23\tleftParen\t(", "2:8\t24\tidentifier\tfor", "2:12\t28\tidentifier\ta",
            "2:13\t29\tcolon\t:", "2:15\t31\tidentifier\tInt", "2:18\t34\tcomma\t,", "2:20\t36\twildcard\t_",
            "2:22\t38\tidentifier\tin", "2:24\t40\tcolon\t:", "2:26\t42\tidentifier\tInt", "2:29\t45\trightParen\t)",
            "2:31\t47\tleftBrace\t{", "2:32\t48\trightBrace\t}", "3:1\t50\tkeyword:let\tlet",
            "3:5\t54\tidentifier\tv", "3:7\t56\tequal\t=", "3:9\t58\tidentifier\td", "3:10\t59\tleftSquare\t[",
            "3:11\t60\tidentifier\tk", "3:12\t61\tcomma\t,", "3:14\t63\tidentifier\tdefault", "3:21\t70\tcolon\t:",
            "3:23\t72\tintegerLiteral\t0", "3:24\t73\trightSquare\t]", "4:1\t75\tkeyword:let\tlet",
            "4:5\t79\tidentifier\tr", "4:7\t81\tequal\t=", "4:9\t83\tidentifier\tf", "4:10\t84\tleftParen\t(",
            "4:11\t85\tkeyword:in\tin", "4:13\t87\tcolon\t:", "4:14\t88\tkeyword:for\tfor", "4:17\t91\tcolon\t:",
            "4:18\t92\trightParen\t)", "5:1\t94\tkeyword:let\tlet", "5:5\t98\tidentifier\tm", "5:7\t100\tequal\t=",
            "5:9\t102\tleftSquare\t[", "5:10\t103\tintegerLiteral\t1", "5:11\t104\tcolon\t:",
            "5:13\t106\tintegerLiteral\t1", "5:14\t107\tcomma\t,", "5:16\t109\tkeyword:nil\tnil",
            "5:19\t112\tcolon\t:", "5:21\t114\tintegerLiteral\t2", "5:22\t115\trightSquare\t]",
            "6:1\t117\tkeyword:extension\textension", "6:11\t127\tidentifier\tA", "6:13\t129\tkeyword:where\twhere",
            "6:19\t135\tidentifier\tT", "6:20\t136\tcolon\t:", "6:22\t138\tidentifier\tP", "6:23\t139\tcomma\t,",
            "6:25\t141\tkeyword:Self\tSelf", "6:29\t145\tcolon\t:", "6:31\t147\tidentifier\tQ",
            "6:33\t149\tleftBrace\t{", "6:34\t150\trightBrace\t}", "7:1\t152\tendOfFile\t",
        ])
    }

    /// A reserved word after `.` is a member name (identifier), except `self` and `init`.
    func testReservedWordAfterPeriodIsAMemberName() {
        assertTokens("let k = (Kind.default, .for, x.self, T.init())\n", [
            "1:1\t0\tkeyword:let\tlet", "1:5\t4\tidentifier\tk", "1:7\t6\tequal\t=", "1:9\t8\tleftParen\t(",
            "1:10\t9\tidentifier\tKind", "1:14\t13\tperiod\t.", "1:15\t14\tidentifier\tdefault", "1:22\t21\tcomma\t,",
            "1:24\t23\tperiod\t.", "1:25\t24\tidentifier\tfor", "1:28\t27\tcomma\t,", "1:30\t29\tidentifier\tx",
            "1:31\t30\tperiod\t.", "1:32\t31\tkeyword:self\tself", "1:36\t35\tcomma\t,", "1:38\t37\tidentifier\tT",
            "1:39\t38\tperiod\t.", "1:40\t39\tkeyword:init\tinit", "1:44\t43\tleftParen\t(",
            "1:45\t44\trightParen\t)", "1:46\t45\trightParen\t)", "2:1\t47\tendOfFile\t",
        ])
    }

    /// A regex literal may start inside an operator: `=/a/` is `=` then a regex, `!/x/` a prefix `!` then a regex.
    func testRegexAfterGluedEqualAndPrefixOperator() {
        assertTokens("let a =/x/\nlet b = !/y/.isEmpty\n", [
            "1:1\t0\tkeyword:let\tlet", "1:5\t4\tidentifier\ta", "1:7\t6\tequal\t=", "1:8\t7\tregexSlash\t/",
            "1:9\t8\tregexLiteralPattern\tx", "1:10\t9\tregexSlash\t/", "2:1\t11\tkeyword:let\tlet",
            "2:5\t15\tidentifier\tb", "2:7\t17\tequal\t=", "2:9\t19\tprefixOperator\t!", "2:10\t20\tregexSlash\t/",
            "2:11\t21\tregexLiteralPattern\ty", "2:12\t22\tregexSlash\t/", "2:13\t23\tperiod\t.",
            "2:14\t24\tidentifier\tisEmpty", "3:1\t32\tendOfFile\t",
        ])
    }

    /// `/^/` between operands is one binary operator; after `operator` and `func` an operator name (glued `<` opens generic parameters), never a regex.
    func testSlashOperatorsWhereNoRegexMayStart() {
        assertTokens("let d = 10 /^/ 2\noperator /^\nfunc <*>(l: Int, r: Int) -> Int { l }\nfunc \u{2218}<A>(f: A) {}\n", [
            "1:1\t0\tkeyword:let\tlet", "1:5\t4\tidentifier\td", "1:7\t6\tequal\t=", "1:9\t8\tintegerLiteral\t10",
            "1:12\t11\tbinaryOperator\t/^/", "1:16\t15\tintegerLiteral\t2", "2:1\t17\tkeyword:operator\toperator",
            "2:10\t26\tbinaryOperator\t/^", "3:1\t29\tkeyword:func\tfunc", "3:6\t34\tbinaryOperator\t<*>",
            "3:9\t37\tleftParen\t(", "3:10\t38\tidentifier\tl", "3:11\t39\tcolon\t:", "3:13\t41\tidentifier\tInt",
            "3:16\t44\tcomma\t,", "3:18\t46\tidentifier\tr", "3:19\t47\tcolon\t:", "3:21\t49\tidentifier\tInt",
            "3:24\t52\trightParen\t)", "3:26\t54\tarrow\t->", "3:29\t57\tidentifier\tInt", "3:33\t61\tleftBrace\t{",
            "3:35\t63\tidentifier\tl", "3:37\t65\trightBrace\t}", "4:1\t67\tkeyword:func\tfunc",
            "4:6\t72\tbinaryOperator\t\u{2218}", "4:9\t75\tleftAngle\t<", "4:10\t76\tidentifier\tA",
            "4:11\t77\trightAngle\t>", "4:12\t78\tleftParen\t(", "4:13\t79\tidentifier\tf", "4:14\t80\tcolon\t:",
            "4:16\t82\tidentifier\tA", "4:17\t83\trightParen\t)", "4:19\t85\tleftBrace\t{", "4:20\t86\trightBrace\t}",
            "5:1\t88\tendOfFile\t",
        ])
    }

    /// After `try?` a binary-looking `/` must open a regex (`/^ x/`); escaped spaces may start and end a bare regex.
    func testRegexAfterTryQuestionAndEscapedSpaces() {
        assertTokens("let t = try? /^ x/.wholeMatch(in: s)\nlet e = /\\ a\\ /\n", [
            "1:1\t0\tkeyword:let\tlet", "1:5\t4\tidentifier\tt", "1:7\t6\tequal\t=", "1:9\t8\tkeyword:try\ttry",
            "1:12\t11\tpostfixQuestionMark\t?", "1:14\t13\tregexSlash\t/", "1:15\t14\tregexLiteralPattern\t^ x",
            "1:18\t17\tregexSlash\t/", "1:19\t18\tperiod\t.", "1:20\t19\tidentifier\twholeMatch",
            "1:30\t29\tleftParen\t(", "1:31\t30\tidentifier\tin", "1:33\t32\tcolon\t:", "1:35\t34\tidentifier\ts",
            "1:36\t35\trightParen\t)", "2:1\t37\tkeyword:let\tlet", "2:5\t41\tidentifier\te", "2:7\t43\tequal\t=",
            "2:9\t45\tregexSlash\t/", "2:10\t46\tregexLiteralPattern\t\\\\ a\\\\ ", "2:15\t51\tregexSlash\t/",
            "3:1\t53\tendOfFile\t",
        ])
    }

    /// `.!=` is one dot operator; a `.` followed by a comment is a period.
    func testDotOperatorsWithBangAndDotBeforeComment() {
        assertTokens("let a = x .!= y\nlet b = a./* c */b\n", [
            "1:1\t0\tkeyword:let\tlet", "1:5\t4\tidentifier\ta", "1:7\t6\tequal\t=", "1:9\t8\tidentifier\tx",
            "1:11\t10\tbinaryOperator\t.!=", "1:15\t14\tidentifier\ty", "2:1\t16\tkeyword:let\tlet",
            "2:5\t20\tidentifier\tb", "2:7\t22\tequal\t=", "2:9\t24\tidentifier\ta", "2:10\t25\tperiod\t.",
            "2:18\t33\tidentifier\tb", "3:1\t35\tendOfFile\t",
        ])
    }

    /// `#"""#` closes on its own line: a one-line raw string holding a quote, not a multi-line opener.
    func testRawStringThatLooksMultiLineIsSingleLine() {
        assertTokens("let q = #\"\"\"#\nlet r = ##\"\"\"\"##\n", [
            "1:1\t0\tkeyword:let\tlet", "1:5\t4\tidentifier\tq", "1:7\t6\tequal\t=",
            "1:9\t8\trawStringPoundDelimiter\t#", "1:10\t9\tstringQuote\t\"", "1:11\t10\tstringSegment\t\"",
            "1:12\t11\tstringQuote\t\"", "1:13\t12\trawStringPoundDelimiter\t#", "2:1\t14\tkeyword:let\tlet",
            "2:5\t18\tidentifier\tr", "2:7\t20\tequal\t=", "2:9\t22\trawStringPoundDelimiter\t##",
            "2:11\t24\tstringQuote\t\"", "2:12\t25\tstringSegment\t\"\"", "2:14\t27\tstringQuote\t\"",
            "2:15\t28\trawStringPoundDelimiter\t##", "3:1\t31\tendOfFile\t",
        ])
    }

    /// Spaces after a multi-line opening delimiter are a segment of their own, with the line break.
    func testSpacesAfterMultiLineOpeningDelimiterAreASegment() {
        assertTokens("let s = \"\"\"   \n    text\n    \"\"\"\n", [
            "1:1\t0\tkeyword:let\tlet", "1:5\t4\tidentifier\ts", "1:7\t6\tequal\t=",
            "1:9\t8\tmultilineStringQuote\t\"\"\"", "1:12\t11\tstringSegment\t   \\n", "2:5\t19\tstringSegment\ttext",
            "3:5\t28\tmultilineStringQuote\t\"\"\"", "4:1\t32\tendOfFile\t",
        ])
    }

    /// Spaces may follow `#/` before the line break of a multi-line extended regex.
    func testMultiLineExtendedRegexWithSpacesAfterOpening() {
        assertTokens("let r = #/   \n    x\n    /#\n", [
            "1:1\t0\tkeyword:let\tlet", "1:5\t4\tidentifier\tr", "1:7\t6\tequal\t=", "1:9\t8\tregexPoundDelimiter\t#",
            "1:10\t9\tregexSlash\t/", "1:11\t10\tregexLiteralPattern\t   \\n    x\\n    ", "3:5\t24\tregexSlash\t/",
            "3:6\t25\tregexPoundDelimiter\t#", "4:1\t27\tendOfFile\t",
        ])
    }

    /// A variadic parameter's `...` after a type is `ellipsis`; after a value it stays a postfix operator.
    func testVariadicParameterEllipsis() {
        assertTokens("func f(_ xs: Int..., ys: [Int]...) {}\nlet r = (1..., 2)\n", [
            "1:1\t0\tkeyword:func\tfunc", "1:6\t5\tidentifier\tf", "1:7\t6\tleftParen\t(", "1:8\t7\twildcard\t_",
            "1:10\t9\tidentifier\txs", "1:12\t11\tcolon\t:", "1:14\t13\tidentifier\tInt", "1:17\t16\tellipsis\t...",
            "1:20\t19\tcomma\t,", "1:22\t21\tidentifier\tys", "1:24\t23\tcolon\t:", "1:26\t25\tleftSquare\t[",
            "1:27\t26\tidentifier\tInt", "1:30\t29\trightSquare\t]", "1:31\t30\tellipsis\t...",
            "1:34\t33\trightParen\t)", "1:36\t35\tleftBrace\t{", "1:37\t36\trightBrace\t}",
            "2:1\t38\tkeyword:let\tlet", "2:5\t42\tidentifier\tr", "2:7\t44\tequal\t=", "2:9\t46\tleftParen\t(",
            "2:10\t47\tintegerLiteral\t1", "2:11\t48\tpostfixOperator\t...", "2:14\t51\tcomma\t,",
            "2:16\t53\tintegerLiteral\t2", "2:17\t54\trightParen\t)", "3:1\t56\tendOfFile\t",
        ])
    }

    /// `<` opens generic arguments after a name when a type list and a disambiguating token follow, after `subscript`, and before a comment; not before a line break and a declaration.
    func testGenericArgumentsAfterLowercaseNames() {
        assertTokens("let m = max<Int>(1, 2)\nlet p = #mac<Int>(1)\nsubscript<K>(k: K) -> Int { 0 }\nlet c: Array</* c */Int> = []\nlet g = generic<Int>\nlet z = 1\n", [
            "1:1\t0\tkeyword:let\tlet", "1:5\t4\tidentifier\tm", "1:7\t6\tequal\t=", "1:9\t8\tidentifier\tmax",
            "1:12\t11\tleftAngle\t<", "1:13\t12\tidentifier\tInt", "1:16\t15\trightAngle\t>",
            "1:17\t16\tleftParen\t(", "1:18\t17\tintegerLiteral\t1", "1:19\t18\tcomma\t,",
            "1:21\t20\tintegerLiteral\t2", "1:22\t21\trightParen\t)", "2:1\t23\tkeyword:let\tlet",
            "2:5\t27\tidentifier\tp", "2:7\t29\tequal\t=", "2:9\t31\tpound\t#", "2:10\t32\tidentifier\tmac",
            "2:13\t35\tleftAngle\t<", "2:14\t36\tidentifier\tInt", "2:17\t39\trightAngle\t>",
            "2:18\t40\tleftParen\t(", "2:19\t41\tintegerLiteral\t1", "2:20\t42\trightParen\t)",
            "3:1\t44\tkeyword:subscript\tsubscript", "3:10\t53\tleftAngle\t<", "3:11\t54\tidentifier\tK",
            "3:12\t55\trightAngle\t>", "3:13\t56\tleftParen\t(", "3:14\t57\tidentifier\tk", "3:15\t58\tcolon\t:",
            "3:17\t60\tidentifier\tK", "3:18\t61\trightParen\t)", "3:20\t63\tarrow\t->", "3:23\t66\tidentifier\tInt",
            "3:27\t70\tleftBrace\t{", "3:29\t72\tintegerLiteral\t0", "3:31\t74\trightBrace\t}",
            "4:1\t76\tkeyword:let\tlet", "4:5\t80\tidentifier\tc", "4:6\t81\tcolon\t:", "4:8\t83\tidentifier\tArray",
            "4:13\t88\tleftAngle\t<", "4:21\t96\tidentifier\tInt", "4:24\t99\trightAngle\t>", "4:26\t101\tequal\t=",
            "4:28\t103\tleftSquare\t[", "4:29\t104\trightSquare\t]", "5:1\t106\tkeyword:let\tlet",
            "5:5\t110\tidentifier\tg", "5:7\t112\tequal\t=", "5:9\t114\tidentifier\tgeneric",
            "5:16\t121\tbinaryOperator\t<", "5:17\t122\tidentifier\tInt", "5:20\t125\tpostfixOperator\t>",
            "6:1\t127\tkeyword:let\tlet", "6:5\t131\tidentifier\tz", "6:7\t133\tequal\t=",
            "6:9\t135\tintegerLiteral\t1", "7:1\t137\tendOfFile\t",
        ])
    }

    /// After a byte-order mark `#!` is not a shebang: `#`, then `!`.
    func testNoShebangAfterByteOrderMark() {
        assertTokens("\u{FEFF}#!/usr/bin/swift\nlet a = 1\n", [
            "1:4\t3\tpound\t#", "1:5\t4\texclamationMark\t!", "1:6\t5\tbinaryOperator\t/", "1:7\t6\tidentifier\tusr",
            "1:10\t9\tbinaryOperator\t/", "1:11\t10\tidentifier\tbin", "1:14\t13\tbinaryOperator\t/",
            "1:15\t14\tidentifier\tswift", "2:1\t20\tkeyword:let\tlet", "2:5\t24\tidentifier\ta", "2:7\t26\tequal\t=",
            "2:9\t28\tintegerLiteral\t1", "3:1\t30\tendOfFile\t",
        ])
    }

    /// U+FEFF inside an identifier is part of it; between tokens it is trivia; an invalid UTF-8 byte between tokens is trivia too (and a diagnostic).
    /// (The dump writes the U+FEFF as `\u{FEFF}`, as `PrintableText` does; the reference writes it raw, and `make fidelity` escapes the reference the same way.)
    func testByteOrderMarkInsideIdentifierAndInvalidByteAsTrivia() {
        assertTokens(bytes: [0x6C, 0x65, 0x74, 0x20, 0x73, 0xEF, 0xBB, 0xBF, 0x78, 0x20, 0x3D, 0x20, 0x31, 0x0A, 0x6C, 0x65, 0x74, 0x20, 0x62, 0x20, 0x3D, 0x20, 0x32, 0x20, 0xEF, 0xBB, 0xBF, 0x2B, 0x20, 0x33, 0x0A, 0x6C, 0x65, 0x74, 0x20, 0x63, 0x20, 0x3D, 0x20, 0x34, 0x20, 0xFF, 0x0A, 0x6C, 0x65, 0x74, 0x20, 0x64, 0x20, 0x3D, 0x20, 0x35, 0x0A], [
            "1:1\t0\tkeyword:let\tlet", "1:5\t4\tidentifier\ts\\u{FEFF}x", "1:11\t10\tequal\t=",
            "1:13\t12\tintegerLiteral\t1", "2:1\t14\tkeyword:let\tlet", "2:5\t18\tidentifier\tb", "2:7\t20\tequal\t=",
            "2:9\t22\tintegerLiteral\t2", "2:14\t27\tpostfixOperator\t+", "2:16\t29\tintegerLiteral\t3",
            "3:1\t31\tkeyword:let\tlet", "3:5\t35\tidentifier\tc", "3:7\t37\tequal\t=", "3:9\t39\tintegerLiteral\t4",
            "4:1\t43\tkeyword:let\tlet", "4:5\t47\tidentifier\td", "4:7\t49\tequal\t=", "4:9\t51\tintegerLiteral\t5",
            "5:1\t53\tendOfFile\t",
        ])
    }

    /// A multi-line literal whose interpolation is still open at the end of the file: the text after its last token is a segment.
    func testOpenInterpolationOfMultiLineLiteralAtEndOfFile() {
        assertTokens("s\"\"\"\n\\(x\n", [
            "1:1\t0\tidentifier\ts", "1:2\t1\tmultilineStringQuote\t\"\"\"", "2:1\t5\tstringSegment\t",
            "2:1\t5\tbackslash\t\\\\", "2:2\t6\tleftParen\t(", "2:3\t7\tidentifier\tx", "2:4\t8\tstringSegment\t\\n",
            "3:1\t9\tendOfFile\t",
        ])
    }
}
