@testable import DuoLintKit
import Foundation
import XCTest

/// The `html` reporter and its drawings (issue 19): the exact SVG of a state, findings placed on their
/// elements, states and bar items, hostile text escaped, every Samples spec state drawn, the page loading
/// nothing from elsewhere, streamed = whole, and the geometry read from `DeviceGeometry`. The page as a browser
/// shows it is checked by `Tests/Scripts/report_browser.py` (make test-integration).
final class HTMLReportTests: XCTestCase {
    /// A button on the fold of inner-book (interactive_on_fold, error), a label beside it, and a bar item with
    /// a symbol and no title (bar_item_missing_title, warning).
    static let tiny = """
        screen: Tiny
        bar:
          - id: close
            role: close
            symbol: xmark
        layouts:
          inner-book:
            elements:
              - id: buy
                kind: button
                frame: [450, 100, 60, 44]
              - id: note
                kind: label
                frame: [40, 100, 200, 32]

        """

    /// `text` linted as the spec at `path`: its source, spec and findings.
    func lint(_ text: String, path: String = "Tiny.duo.yml") throws -> (SourceFile, ScreenSpec, [Finding]) {
        let source = SourceFile(path: path, text: text)
        let spec = try XCTUnwrap(ScreenSpecReader().read(source).spec)
        return (source, spec, SpecLinter(rules: RuleRegistry.specRules).lint(source).findings)
    }

    /// The html page of `text` linted as the spec at `path`, its bytes given as standard input's are.
    func page(_ text: String, path: String) throws -> String {
        let (_, _, findings) = try lint(text, path: path)
        var run = LintRun(findings: findings, inputErrors: [], rules: [], fileCount: 1, lineCount: 1, seconds: 0)
        run.files = [ReportedFile(path: path, bytes: Array(text.utf8))]
        return HTMLReporter(version: "1.0", source: .none).report(run)
    }

    func testTheDrawingOfAStateIsExact() throws {
        let (source, spec, findings) = try lint(Self.tiny)
        XCTAssertEqual(findings.map { "\($0.ruleID) \($0.range.start.line):\($0.range.start.utf8Column)" },
                       ["bar_item_missing_title 3:5", "interactive_on_fold 9:9"])
        let placement = SpecFindingPlacement(spec: spec, source: source, findings: findings)
        let svg = SpecDrawing(spec: spec, layout: 0, foldBand: 27, placement: placement, idPrefix: "t").svg(standalone: false)
        XCTAssertEqual(svg, """
            <svg xmlns="http://www.w3.org/2000/svg" class="duo-drawing" id="t" viewBox="-8 -36 967 713" width="967" height="713" role="img" aria-label="Tiny in inner-book">
            <title>Tiny in inner-book, 951 × 669 pt</title>
            <text class="caption" x="0" y="-16">Tiny · inner-book · 951 × 669 pt · fold at x 475.5, band 462–489</text>
            <rect class="canvas" x="0" y="0" width="951" height="669"/>
            <rect class="bar-strip" data-bar="vertical bar" x="867" y="0" width="84" height="669"/>
            <rect class="fold-band" x="462" y="0" width="27" height="669"/>
            <g class="element control severity-error" id="t-e0"><title>buy (button) at 450, 100, 60 × 44 pt
            error: buy (button) at x 450–510 meets the fold band 462–489 in inner-book; a control on the fold is hard to tap, move it into one half. (interactive_on_fold)</title><rect class="frame" x="450" y="100" width="60" height="44"/><svg x="450" y="100" width="60" height="44"><text class="label" x="6" y="16">buy<tspan class="kind"> button</tspan></text></svg></g>
            <g class="element content severity-none" id="t-e1"><title>note (label) at 40, 100, 200 × 32 pt</title><rect class="frame" x="40" y="100" width="200" height="32"/><svg x="40" y="100" width="200" height="32"><text class="label" x="6" y="16">note<tspan class="kind"> label</tspan></text></svg></g>
            <line class="fold-line active" x1="475.5" y1="0" x2="475.5" y2="669"/>
            <rect class="safe-area" x="0" y="0" width="867" height="669"/>
            <g class="bar-item severity-warning" id="t-b0"><title>bar item close (close)
            warning: Bar item close shows only the symbol xmark and has no title for iPhone Duo&#39;s overflow menu and expanded bar; add a title. (bar_item_missing_title)</title><rect class="frame" x="873" y="6" width="72" height="52" rx="6"/><svg x="873" y="6" width="72" height="52"><text class="symbol" x="4" y="16">xmark</text></svg></g>
            </svg>

            """)
        // A wider band (--fold-band 40) is drawn as the rule checks it.
        let wide = SpecDrawing(spec: spec, layout: 0, foldBand: 40, placement: placement, idPrefix: "t").svg(standalone: false)
        XCTAssertTrue(wide.contains("<rect class=\"fold-band\" x=\"455.5\" y=\"0\" width=\"40\" height=\"669\"/>"), wide)
    }

    func testEveryBuiltInStateIsDrawnFromTheGeometryTable() throws {
        // Each state: its bar strips and Split View edge as DeviceGeometry gives them, and a flat fold dashed.
        var text = "screen: All\nlayouts:\n"
        for s in DeviceGeometry.iphoneDuo { text += "  \(s.name):\n    elements: []\n" }
        let (source, spec, _) = try lint(text, path: "All.duo.yml")
        let placement = SpecFindingPlacement(spec: spec, source: source, findings: [])
        let strips = spec.layouts.indices.map { l -> String in
            let svg = SpecDrawing(spec: spec, layout: l, foldBand: 27, placement: placement, idPrefix: "a").svg(standalone: false)
            return svg.split(separator: "\n").filter { $0.hasPrefix("<rect class=\"bar-strip\"") || $0.hasPrefix("<line") || $0.hasPrefix("<rect class=\"fold-band\"") }
                .joined(separator: "\n")
        }
        XCTAssertEqual(strips, [
            "<rect class=\"bar-strip\" data-bar=\"vertical bar\" x=\"382\" y=\"0\" width=\"84\" height=\"678\"/>",
            "<rect class=\"bar-strip\" data-bar=\"vertical bar\" x=\"594\" y=\"0\" width=\"84\" height=\"466\"/>",
            "<rect class=\"bar-strip\" data-bar=\"vertical bar\" x=\"867\" y=\"0\" width=\"84\" height=\"669\"/>\n<line class=\"fold-line\" x1=\"475.5\" y1=\"0\" x2=\"475.5\" y2=\"669\"/>",
            "<rect class=\"bar-strip\" data-bar=\"vertical bar\" x=\"867\" y=\"0\" width=\"84\" height=\"669\"/>\n<rect class=\"fold-band\" x=\"462\" y=\"0\" width=\"27\" height=\"669\"/>\n<line class=\"fold-line active\" x1=\"475.5\" y1=\"0\" x2=\"475.5\" y2=\"669\"/>",
            "<rect class=\"bar-strip\" data-bar=\"top bar\" x=\"0\" y=\"0\" width=\"669\" height=\"84\"/>\n<rect class=\"bar-strip\" data-bar=\"bottom bar\" x=\"0\" y=\"856\" width=\"669\" height=\"95\"/>\n<line class=\"fold-line\" x1=\"0\" y1=\"475.5\" x2=\"669\" y2=\"475.5\"/>",
            "<rect class=\"bar-strip\" data-bar=\"top bar\" x=\"0\" y=\"0\" width=\"669\" height=\"84\"/>\n<rect class=\"bar-strip\" data-bar=\"bottom bar\" x=\"0\" y=\"856\" width=\"669\" height=\"95\"/>\n<rect class=\"fold-band\" x=\"0\" y=\"462\" width=\"669\" height=\"27\"/>\n<line class=\"fold-line active\" x1=\"0\" y1=\"475.5\" x2=\"669\" y2=\"475.5\"/>",
            "<rect class=\"bar-strip\" data-bar=\"vertical bar\" x=\"0\" y=\"0\" width=\"84\" height=\"669\"/>\n<line class=\"split-edge\" x1=\"475.5\" y1=\"0\" x2=\"475.5\" y2=\"669\"/>",
            "<rect class=\"bar-strip\" data-bar=\"vertical bar\" x=\"391.5\" y=\"0\" width=\"84\" height=\"669\"/>\n<line class=\"split-edge\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"669\"/>",
        ])
    }

    func testFindingsArePlacedOnElementsStatesAndBarItems() throws {
        let path = packageRoot.appendingPathComponent("Samples/Screens/HistoryDetail.duo.yml").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let (source, spec, findings) = try lint(text, path: "HistoryDetail.duo.yml")
        let p = SpecFindingPlacement(spec: spec, source: source, findings: findings)
        func named(_ fs: [Finding]) -> [String] { fs.map { "\($0.ruleID):\($0.range.start.line)" } }
        XCTAssertEqual(spec.layouts.map(\.state.name), ["outer-portrait", "inner-book", "inner-tabletop", "split-left", "split-right", "inner-tabletop-hinge"])
        XCTAssertEqual(named(p.layouts[0]), ["feature_missing_in_state:24"])
        XCTAssertEqual(named(p.findings(inLayout: 2)), ["tabletop_controls_on_top:85", "interactive_on_fold:89"])
        XCTAssertEqual(p.barItems.keys.sorted(), [2])
        XCTAssertEqual(named(p.barItems[2] ?? []), ["bar_item_order:15"])
        XCTAssertEqual(p.screen, [])
        XCTAssertEqual(named(findings).count, 7)
    }

    func testAnAliasedElementsFindingIsPlacedInTheStateItNames() throws {
        // One element node in two layouts: on the fold only where the fold is active (inner-book).
        let text = """
            screen: Alias
            layouts:
              inner-landscape:
                elements:
                  - &buy
                    id: buy
                    kind: button
                    frame: [450, 100, 60, 44]
              inner-book:
                elements:
                  - *buy

            """
        let (source, spec, findings) = try lint(text, path: "Alias.duo.yml")
        XCTAssertEqual(findings.map(\.ruleID), ["interactive_on_fold"])
        let p = SpecFindingPlacement(spec: spec, source: source, findings: findings)
        XCTAssertEqual(p.elements[0][0], nil)
        XCTAssertEqual(p.elements[1][0], findings)
        XCTAssertTrue(SpecFindingPlacement.names("x in inner-book; y", state: "inner-book"))
        XCTAssertFalse(SpecFindingPlacement.names("x in inner-book-wide; y", state: "inner-book"))
    }

    func testTextFromTheSpecIsEscaped() throws {
        let text = "screen: \"<img src=x onerror=alert(1)>\"\nlayouts:\n  inner-book:\n    elements:\n"
            + "      - id: \"<script>alert(2)</script>\"\n        kind: button\n        frame: [450, 10, 60, 44]\n"
        let html = try page(text, path: "H.duo.yml")
        XCTAssertFalse(html.contains("<script"), html)
        XCTAssertFalse(html.contains("<img"), html)
        XCTAssertTrue(html.contains("<h3>&lt;img src=x onerror=alert(1)&gt;</h3>"), html)
        XCTAssertTrue(html.contains(">&lt;script&gt;alert(2)&lt;/script&gt;<tspan class=\"kind\"> button</tspan>"), html)
        // The spec's own text, shown with numbered lines, is escaped too.
        XCTAssertTrue(html.contains("<span class=\"number\">5</span>      - id: &quot;&lt;script&gt;alert(2)&lt;/script&gt;&quot;</span>"), html)
    }

    func testSamplesReportDrawsEveryStateAndEveryFindingAndLoadsNothing() throws {
        let html = try runDuolint(["--reporter", "html", "--quiet", "Samples"])
        XCTAssertEqual(html.status, 1, html.stderr)
        let json = try runDuolint(["--reporter", "json", "--quiet", "Samples"])
        let findings = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(findings.count, 96)
        let page = html.stdout
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n"))
        XCTAssertTrue(page.contains("<p>96 findings: 16 errors, 72 warnings, 8 notes.</p>"))
        // One drawing per layout of the 8 specs: 6 + 6 + 5 + 5 + 4 + 4 + 7 + 7.
        XCTAssertEqual(page.components(separatedBy: "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"duo-drawing\"").count - 1, 44)
        for f in findings {
            let path = try XCTUnwrap(f["path"] as? String), line = try XCTUnwrap(f["line"] as? Int)
            let message = HTMLText.escape(try XCTUnwrap(f["message"] as? String))
            if SpecLinter.isSpec(path) {
                XCTAssertTrue(page.contains("\(message) <a class=\"rule\""), "spec finding missing: \(message)")
                XCTAssertTrue(page.contains("href=\"#\(HTMLReporter.anchor(of: path))-L\(line)\""))
            } else {
                let column = try XCTUnwrap(f["column"] as? Int)
                XCTAssertTrue(page.contains("<td class=\"place\">\(path):\(line):\(column)</td>"), "row missing: \(path):\(line)")
            }
        }
        for loader in [" src=", "<link", "url(", "@import", "<script", "<iframe", "<img"] {
            XCTAssertFalse(page.contains(loader), "the page has \(loader)")
        }
        let hrefs = page.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        XCTAssertEqual(hrefs.filter { !$0.hasPrefix("#") && !$0.hasPrefix(ProjectLinks.repository + "/blob/main/Rules/") }, [])
    }

    func testStreamedPageEqualsTheWholeOneAndJobsDoNotMatter() throws {
        let one = try runDuolint(["--reporter", "html", "--quiet", "--jobs", "1", "Samples"])
        let eight = try runDuolint(["--reporter", "html", "--quiet", "--jobs", "8", "Samples"])
        XCTAssertEqual(one.stdout, eight.stdout)
        // The library's run of Samples without configuration: streamed, and whole through report(_:).
        let linter = Linter(jobs: 2)
        let reporter = HTMLReporter(version: "9.9", configuration: ["none"])
        final class Sink: @unchecked Sendable { var text = "" }
        let sink = Sink()
        let writer = OrderedReportWriter(reporter: reporter) { sink.text += $0 }
        let samples = packageRoot.appendingPathComponent("Samples").path
        let streamed = linter.run(paths: [samples], streaming: (reporter, writer))
        let whole = linter.run(paths: [samples])
        XCTAssertEqual(streamed.files.map(\.path), whole.files.map(\.path))
        XCTAssertEqual(sink.text, reporter.report(whole))
        XCTAssertTrue(sink.text.contains("<ul class=\"meta\"><li>none</li></ul>"))
    }

    func testARunWithoutSpecsOrFindingsIsAWholePage() {
        let run = LintRun(findings: [], inputErrors: [InputError(path: "a<b.swift", message: "binary file")], rules: [],
                          fileCount: 1, lineCount: 0, seconds: 0)
        let html = HTMLReporter(version: "1.0").report(run)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n"))
        XCTAssertTrue(html.hasSuffix("</body>\n</html>\n"))
        XCTAssertTrue(html.contains("<p>No findings. <a href=\"#input-errors\">1 input error</a>.</p>"))
        XCTAssertTrue(html.contains("<tr class=\"severity-error\"><td class=\"place\">a&lt;b.swift</td><td>binary file</td></tr>"))
        XCTAssertFalse(html.contains("id=\"screens\""))
    }

    func testStandardInputSpecIsDrawnFromItsBytes() throws {
        let r = try runDuolint(["--reporter", "html", "--quiet", "--stdin-path", "New/Tiny.duo.yml"], stdin: Data(Self.tiny.utf8))
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stdout.contains("aria-label=\"Tiny in inner-book\""))
        XCTAssertTrue(r.stdout.contains("<g class=\"element control severity-error\" id=\"\(HTMLReporter.anchor(of: "New/Tiny.duo.yml"))-0-e0\">"))
    }

    func testRenderWritesOneSVGPerState() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("duolint-render-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = try runDuolint(["render", "Samples/Screens/Paywall.duo.yml", "--output", folder.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "Wrote 5 drawings of 1 screen spec to \(folder.path)\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), [
            "Paywall-inner-book-wide-hinge.svg", "Paywall-inner-book.svg", "Paywall-inner-tabletop.svg",
            "Paywall-outer-portrait.svg", "Paywall-split-right.svg",
        ])
        let svg = try String(contentsOf: folder.appendingPathComponent("Paywall-inner-tabletop.svg"), encoding: .utf8)
        XCTAssertTrue(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertTrue(svg.contains("<style>\n\(SpecDrawingStyle.css)</style>\n"))
        // buy meets the fold band in inner-tabletop: an error, as `duolint` reports it.
        XCTAssertTrue(svg.contains("<g class=\"element control severity-error\" id=\"\(HTMLReporter.anchor(of: "Samples/Screens/Paywall.duo.yml"))-2-e5\"><title>buy (button)"), svg)
    }

    func testRenderUsageErrors() throws {
        var r = try runDuolint(["render", "Samples/Screens/Paywall.duo.yml"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "duolint: error: render needs --output DIR, the folder the SVG files go to\nRun 'duolint help' for usage.\n")
        r = try runDuolint(["render", "--output", "/tmp/x"])
        XCTAssertEqual(r.stderr, "duolint: error: render needs at least one screen spec (*.duo.yml, *.duo.yaml) or folder\nRun 'duolint help' for usage.\n")
        r = try runDuolint(["render", "Samples/Stride/Info.plist", "--output", "/tmp/duolint-render-none"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "duolint: error: no screen spec (*.duo.yml, *.duo.yaml) among Samples/Stride/Info.plist\n")
        XCTAssertEqual(SpecRenderer.safe("../a b/é"), "_._a_b__")
        r = try runDuolint(["render", "--help"])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stdout.contains("duolint render SPEC ... --output DIR"), r.stdout)
    }

    func testBidirectionalControlsAndC1ControlsAreShownVisibly() throws {
        // YAML's escapes: the controls reach the spec's strings without being YAML line breaks in the file.
        let text = "screen: \"Pay\\u202Ewall\"\ntitle: \"A\\x85B\\u200FC\"\nlayouts:\n  inner-book:\n    elements:\n"
            + "      - id: \"buy\\u202E\"\n        kind: button\n        frame: [460, 300, 40, 40]\n"
        let html = try page(text, path: "B.duo.yml")
        XCTAssertTrue(html.contains("<h3>Pay\\u{202E}wall — A\\u{85}B\\u{200F}C</h3>"), html)
        XCTAssertTrue(html.contains(">buy\\u{202E}<tspan class=\"kind\"> button</tspan>"), html)
        for raw in ["\u{202E}", "\u{85}", "\u{200F}", "&#8238;", "&#133;", "&#8207;"] {
            XCTAssertFalse(html.contains(raw), "the page holds \(raw.debugDescription)")
        }
        XCTAssertEqual(HTMLText.escape("a'b\"<c>&\u{61C}##[x"), "a&#39;b&quot;&lt;c&gt;&amp;\\u{61C}##\\u{5B}x")
        XCTAssertEqual(HTMLText.code("\tlet\u{202D} = 1"), "\tlet\\u{202D} = 1")
    }

    func testSnippetsNumberLinesAsEveryReporterDoes() throws {
        // A lone CR ends a line, as the lexer and LineTable count: the finding's line is 4 and shown as line 4.
        let swift = "import UIKit\r// two\r// three\rlet w = UIScreen.main.bounds.width\r"
        let r = try runDuolint(["--reporter", "html", "--quiet", "--stdin-path", "CR.swift"], stdin: Data(swift.utf8))
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stdout.contains("<td class=\"place\">CR.swift:4:9</td>"), r.stdout)
        XCTAssertTrue(r.stdout.contains("<span class=\"line\"><span class=\"number\">3</span>// three</span>\n"
                                        + "<span class=\"line hit\"><span class=\"number\">4</span>let w = UIScreen.main.bounds.width</span>\n"), r.stdout)
        // A long line is shown around the finding's column.
        let long = Array((String(repeating: "a", count: 1000) + "UIScreen.main" + String(repeating: "b", count: 1000)).utf8)
        let shown = HTMLCodeRows.codeText(long[...], around: 1001)
        XCTAssertEqual(shown, "…" + String(repeating: "a", count: 80) + "UIScreen.main" + String(repeating: "b", count: 147) + "…")
        XCTAssertEqual(HTMLCodeRows.codeText(long[...], around: nil), String(repeating: "a", count: 240) + "…")
    }

    func testRenderRefusesASymbolicLinkAndShortensLongNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("duolint-render-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let victim = folder.appendingPathComponent("victim.txt")
        try Data("precious".utf8).write(to: victim)
        let link = folder.appendingPathComponent("out/Paywall-inner-book.svg")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
        let r = try runDuolint(["render", "Samples/Screens/Paywall.duo.yml", "--output", link.deletingLastPathComponent().path])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.hasPrefix("duolint: error: cannot write \(link.path): it is a symbolic link; render writes only files of its own there\n"), r.stderr)
        XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), "precious")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: link.deletingLastPathComponent().path).count, 5)
        let long = SpecRenderer.safe(String(repeating: "L", count: 300))
        XCTAssertEqual(long.count, 109)
        XCTAssertTrue(long.hasPrefix(String(repeating: "L", count: 100) + "-"), long)
        XCTAssertNotEqual(long, SpecRenderer.safe(String(repeating: "L", count: 301)))
    }

    func testASpecWithInputErrorsIsNamedNotReadAgain() {
        // The reader fails the test if called: a spec over the size limit must not be read past it.
        let reader = SourceTextReader { path in XCTFail("read \(path) again"); return nil }
        var run = LintRun(findings: [], inputErrors: [InputError(path: "Big.duo.yml", message: "file is over the 1 MiB size limit")],
                          rules: [], fileCount: 1, lineCount: 0, seconds: 0)
        run.files = [ReportedFile(path: "Big.duo.yml", hasInputErrors: true)]
        let html = HTMLReporter(version: "1.0", source: reader).report(run)
        XCTAssertTrue(html.contains("<p class=\"unread\">The spec has input errors (see <a href=\"#input-errors\">Input errors</a>) and is not drawn.</p>"), html)
        XCTAssertTrue(html.contains("<span class=\"path\">Big.duo.yml</span> — not drawn (input errors) — no findings</li>"), html)
        XCTAssertFalse(html.contains("duo-drawing\" id"))
    }

    func testLongNamesAreCutAndNoncharactersAreShownVisibly() throws {
        let nonCharacters = String(String.UnicodeScalarView([0x61, 0xFFFE, 0x62, 0xFDD0, 0x63, 0x10FFFF].compactMap(Unicode.Scalar.init)))
        XCTAssertEqual(HTMLText.escape(nonCharacters, limit: 100), "a\\u{FFFE}b\\u{FDD0}c\\u{10FFFF}")
        XCTAssertEqual(HTMLText.escape("<abcdef", limit: 3), "&lt;ab…")
        // One long screen name drawn in many states costs its cut length in each, not its whole length.
        let name = String(repeating: "N", count: 100_000)
        var text = "screen: \(name)\nlayouts:\n"
        for k in 0..<20 { text += "  s\(k): {size: [10, 10]}\n" }
        let html = try page(text, path: "Long.duo.yml")
        XCTAssertEqual(html.components(separatedBy: "class=\"duo-drawing\"").count - 1, 20)
        XCTAssertLessThan(html.utf8.count, 200_000)
        XCTAssertTrue(html.contains("<h3>" + String(repeating: "N", count: 240) + "…</h3>"))
    }

    func testSpecPositionsCountYAMLsOwnLineBreaks() throws {
        // NEL, LS and PS inside a quoted title are line breaks to libyaml, not to LineTable: the finding is
        // still on the element's id key, line 6 of the file.
        let text = "screen: N\ntitle: \"a\u{85}b\u{2028}c\u{2029}d\"\nlayouts:\n  inner-book:\n    elements:\n"
            + "      - id: a\n        kind: button\n        frame: [460, 100, 10, 10]\n"
        let source = SourceFile(path: "N.duo.yml", text: text)
        let findings = SpecLinter(rules: RuleRegistry.specRules).lint(source).findings
        XCTAssertEqual(findings.map { "\($0.ruleID) \($0.range.start.line):\($0.range.start.utf8Column)" },
                       ["interactive_on_fold 6:9", "touch_target_too_small 6:9"])
        XCTAssertEqual(source.yamlLocation(line: 3, characterColumn: 1).line, 2)
        XCTAssertFalse(SpecFindingPlacement.names("x in w x; y", state: "w"))
    }
}
