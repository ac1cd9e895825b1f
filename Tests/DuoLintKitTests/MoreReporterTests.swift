@testable import DuoLintKit
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// Tests of the `github`, `checkstyle` and `junit` reporters: exact output on a run whose paths and messages
/// hold quotes, `<`, `&`, line breaks, `%`, `:`, `,`, a control character and non-ASCII text.
final class MoreReporterTests: XCTestCase {
    /// A path with `%`, `,`, `:`, `<`, `&`, `>` and single quotes.
    static let oddPath = "Odd/100%, a:b <&> 'q'.swift"
    /// A message with `%`, quotes, `,` and `:`, a CRLF line break, a U+0001 control character and `<`/`>`.
    static let oddMessage = "50% of 'width', then: a\r\nb\u{1}c <ok>"

    /// `ReporterTests.sampleRun` plus a finding in `oddPath`, and an input error without a position.
    static let run: LintRun = {
        var run = ReporterTests.sampleRun
        run.findings.append(Finding(ruleID: "symmetric_inset_math", severity: .warning, message: oddMessage,
                                    path: oddPath, range: ReporterTests.range(line: 7, 9...20, utf16: 9...20)))
        run.counts = FindingCounts(run.findings)
        run.inputErrors.append(InputError(path: "Missing & <gone>.swift", message: "cannot read file: No such file or directory"))
        return run
    }()

    // MARK: - github

    func testGitHubReportExactOutput() {
        let expected = """
        ::warning file=App/Bar.swift,line=3,col=17,endLine=3,endColumn=29,title=ui_screen_main::Use "view.window?.windowScene?.screen" instead of UIScreen.main
        ::error file=App/\u{C9}t\u{E9} Screen.swift,line=12,col=15,endLine=12,endColumn=28,title=text_only_bar_item::Bar item "Pr\u{E9}f\u{E9}rences" <text only> & no symbol%0AAdd an image: \u{1F4F7}
        ::notice file=App/\u{C9}t\u{E9} Screen.swift,line=40,col=5,endLine=40,endColumn=11,title=bar_item_missing_title::Give the item a title
        ::warning file=Odd/100%25%2C a%3Ab <&> 'q'.swift,line=7,col=9,endLine=7,endColumn=20,title=symmetric_inset_math::50%25 of 'width', then: a%0D%0Ab\\u{1}c <ok>
        ::error file=Specs/broken.duo.yml,line=7,col=3,title=duolint input error::invalid spec: expected a mapping
        ::error file=Missing & <gone>.swift,title=duolint input error::cannot read file: No such file or directory

        """
        XCTAssertEqual(GitHubReporter().report(Self.run), expected)
        XCTAssertEqual(GitHubReporter().report(ReporterTests.emptyRun), "")
        // An input error with a position; the streamed form is the same.
        var errorOnly = ReporterTests.emptyRun
        errorOnly.inputErrors = [InputError(path: "A.swift", line: 2, column: 9, message: "invalid UTF-8", utf16Column: 7)]
        XCTAssertEqual(GitHubReporter().report(errorOnly), "::error file=A.swift,line=2,col=7,title=duolint input error::invalid UTF-8\n")
        XCTAssertEqual(GitHubReporter().streamedReport(errorOnly), GitHubReporter().report(errorOnly))
        XCTAssertEqual(GitHubReporter().streamedReport(Self.run), GitHubReporter().report(Self.run))
    }

    func testGitHubEscaping() {
        XCTAssertEqual(GitHubReporter.escapeData("a%b\rc\nd:e,f"), "a%25b%0Dc%0Ad:e,f")
        XCTAssertEqual(GitHubReporter.escapeProperty("a%b\rc\nd:e,f"), "a%25b%0Dc%0Ad%3Ae%2Cf")
        XCTAssertEqual(GitHubReporter.escapeProperty("%3A"), "%253A")
        // Controls other than the line breaks are written visibly first (issue 12, item 8).
        XCTAssertEqual(GitHubReporter.escapeData("a\u{1B}[31m\tb\r\n::c\u{85}d\u{2028}e\u{202E}f"),
                       #"a\u{1B}[31m\tb%0D%0A::c\u{85}d\u{2028}e\u{202E}f"#)
        XCTAssertEqual(GitHubReporter.escapeProperty("e\u{1B}[0m:,\n##[x"), #"e\u{1B}[0m%3A%2C%0A##\u{5B}x"#)
    }

    // MARK: - checkstyle

    func testCheckstyleReportExactOutput() throws {
        let expected = """
        <?xml version="1.0" encoding="utf-8"?>
        <checkstyle version="4.3">
          <file name="App/Bar.swift">
            <error line="3" column="17" severity="warning" message="Use &quot;view.window?.windowScene?.screen&quot; instead of UIScreen.main" source="duolint.ui_screen_main"/>
          </file>
          <file name="App/\u{C9}t\u{E9} Screen.swift">
            <error line="12" column="15" severity="error" message="Bar item &quot;Pr\u{E9}f\u{E9}rences&quot; &lt;text only&gt; &amp; no symbol&#10;Add an image: \u{1F4F7}" source="duolint.text_only_bar_item"/>
            <error line="40" column="5" severity="info" message="Give the item a title" source="duolint.bar_item_missing_title"/>
          </file>
          <file name="Odd/100%, a:b &lt;&amp;&gt; &apos;q&apos;.swift">
            <error line="7" column="9" severity="warning" message="50% of &apos;width&apos;, then: a&#13;&#10;b\u{FFFD}c &lt;ok&gt;" source="duolint.symmetric_inset_math"/>
          </file>
        </checkstyle>

        """
        let report = CheckstyleReporter().report(Self.run)
        XCTAssertEqual(report, expected)
        // Well-formed, and the attributes read back as written (the control character as U+FFFD).
        let elements = try Self.parse(report)
        XCTAssertEqual(elements.filter { $0.name == "file" }.map { $0.attributes["name"] },
                       ["App/Bar.swift", ReporterTests.accentedPath, Self.oddPath])
        XCTAssertEqual(elements.filter { $0.name == "error" }.map { $0.attributes["message"] },
                       Self.run.findings.map { $0.message.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}") })

        XCTAssertEqual(CheckstyleReporter().report(ReporterTests.emptyRun), """
        <?xml version="1.0" encoding="utf-8"?>
        <checkstyle version="4.3">
        </checkstyle>

        """)
    }

    func testXMLEscapingOfForbiddenCharacters() {
        XCTAssertEqual(XMLEscaping.escape("a\u{0}b\u{8}c\u{B}d\u{1F}e\u{FFFE}f\u{FFFF}g\u{7F}h", attribute: false),
                       "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}f\u{FFFD}g&#127;h")
        XCTAssertEqual(XMLEscaping.escape("t\ta\nb\rc", attribute: true), "t&#9;a&#10;b&#13;c")
        // The `[` of `##[`, an old-style workflow command anywhere on a CI log line.
        XCTAssertEqual(XMLEscaping.escape("x ##[add-mask]s #[a] [b]", attribute: false), "x ##&#91;add-mask]s #[a] [b]")
        // A line feed in element content does not start a new line of the report either (issue 12, item 7).
        XCTAssertEqual(XMLEscaping.escape("t\ta\nb\rc", attribute: false), "t\ta&#10;b&#13;c")
        // C1 controls, separators, bidirectional controls and U+FEFF as character references, in both places.
        for attribute in [true, false] {
            XCTAssertEqual(XMLEscaping.escape("a\u{85}b\u{9B}c\u{2028}d\u{2029}e\u{202E}f\u{2066}g\u{FEFF}h\u{A0}\u{2026}", attribute: attribute),
                           "a&#133;b&#155;c&#8232;d&#8233;e&#8238;f&#8294;g&#65279;h\u{A0}\u{2026}")
        }
        XCTAssertEqual(XMLEscaping.escape("\u{E9}\u{1F4F7}", attribute: true), "\u{E9}\u{1F4F7}")
    }

    // MARK: - junit

    func testJUnitReportExactOutput() throws {
        let expected = """
        <?xml version="1.0" encoding="utf-8"?>
        <testsuites name="duolint" tests="6" failures="4" errors="2">
          <testsuite name="duolint" tests="6" failures="4" errors="2">
            <testcase classname="duolint.ui_screen_main" name="App/Bar.swift:3:17">
              <failure type="warning" message="Use &quot;view.window?.windowScene?.screen&quot; instead of UIScreen.main">App/Bar.swift:3:17: warning: Use &quot;view.window?.windowScene?.screen&quot; instead of UIScreen.main (ui_screen_main)</failure>
            </testcase>
            <testcase classname="duolint.text_only_bar_item" name="App/\u{C9}t\u{E9} Screen.swift:12:15">
              <failure type="error" message="Bar item &quot;Pr\u{E9}f\u{E9}rences&quot; &lt;text only&gt; &amp; no symbol&#10;Add an image: \u{1F4F7}">App/\u{C9}t\u{E9} Screen.swift:12:15: error: Bar item &quot;Pr\u{E9}f\u{E9}rences&quot; &lt;text only&gt; &amp; no symbol&#10;Add an image: \u{1F4F7} (text_only_bar_item)</failure>
            </testcase>
            <testcase classname="duolint.bar_item_missing_title" name="App/\u{C9}t\u{E9} Screen.swift:40:5">
              <failure type="note" message="Give the item a title">App/\u{C9}t\u{E9} Screen.swift:40:5: note: Give the item a title (bar_item_missing_title)</failure>
            </testcase>
            <testcase classname="duolint.symmetric_inset_math" name="Odd/100%, a:b &lt;&amp;&gt; &apos;q&apos;.swift:7:9">
              <failure type="warning" message="50% of &apos;width&apos;, then: a&#13;&#10;b\u{FFFD}c &lt;ok&gt;">Odd/100%, a:b &lt;&amp;&gt; &apos;q&apos;.swift:7:9: warning: 50% of &apos;width&apos;, then: a&#13;&#10;b\u{FFFD}c &lt;ok&gt; (symmetric_inset_math)</failure>
            </testcase>
            <testcase classname="duolint.input_error" name="Specs/broken.duo.yml:7:3">
              <error type="input_error" message="invalid spec: expected a mapping">Specs/broken.duo.yml:7:3: error: invalid spec: expected a mapping</error>
            </testcase>
            <testcase classname="duolint.input_error" name="Missing &amp; &lt;gone&gt;.swift">
              <error type="input_error" message="cannot read file: No such file or directory">Missing &amp; &lt;gone&gt;.swift: error: cannot read file: No such file or directory</error>
            </testcase>
          </testsuite>
        </testsuites>

        """
        let report = JUnitReporter().report(Self.run)
        XCTAssertEqual(report, expected)
        let elements = try Self.parse(report)
        XCTAssertEqual(elements.filter { $0.name == "testcase" }.count, 6)
        XCTAssertEqual(elements.filter { $0.name == "failure" }.map { $0.attributes["message"] },
                       Self.run.findings.map { $0.message.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}") })

        XCTAssertEqual(JUnitReporter().report(ReporterTests.emptyRun), """
        <?xml version="1.0" encoding="utf-8"?>
        <testsuites name="duolint" tests="1" failures="0" errors="0">
          <testsuite name="duolint" tests="1" failures="0" errors="0">
            <testcase classname="duolint" name="no findings"/>
          </testsuite>
        </testsuites>

        """)
    }

    // MARK: - Registry and streaming

    func testNewReportersAreNamedAndStreamLikeTheirWholeReports() {
        XCTAssertTrue(Reporters.named("github", version: "1.0.0") is GitHubReporter)
        XCTAssertTrue(Reporters.named("checkstyle", version: "1.0.0") is CheckstyleReporter)
        XCTAssertTrue(Reporters.named("junit", version: "1.0.0") is JUnitReporter)
        for name in [GitHubReporter.name, CheckstyleReporter.name, JUnitReporter.name] {
            XCTAssertTrue(Reporters.names.contains(name), name)
        }
        for run in [Self.run, ReporterTests.sampleRun, ReporterTests.emptyRun] {
            XCTAssertEqual(CheckstyleReporter().assembled(run.findings), CheckstyleReporter().report(run))
            // github has a frame: the input errors come at the end.
            XCTAssertEqual(GitHubReporter().streamedReport(run), GitHubReporter().report(run))
        }
    }

    // MARK: - Helpers

    struct Element { var name: String; var attributes: [String: String] }

    /// The elements of `xml` in document order; throws when it is not well-formed.
    static func parse(_ xml: String) throws -> [Element] {
        final class Collector: NSObject, XMLParserDelegate {
            var elements: [Element] = []
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                        qualifiedName: String?, attributes: [String: String] = [:]) {
                elements.append(Element(name: name, attributes: attributes))
            }
        }
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else {
            throw NSError(domain: "xml", code: 1, userInfo: [NSLocalizedDescriptionKey: "\(parser.parserError.map { "\($0)" } ?? "?") at line \(parser.lineNumber)"])
        }
        return collector.elements
    }
}
