import Foundation
import XCTest
@testable import DuoLintKit

/// Screen specs: the reader turns valid YAML into the model with positions, and every bad spec gets the exact
/// diagnostic at the offending node while the other files' findings are still reported.
final class ScreenSpecReaderTests: XCTestCase {
    private func errors(_ text: String) -> [String] {
        let (_, errors) = ScreenSpecReader().read(SourceFile(path: "S.duo.yml", text: text))
        return errors.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message)" }
    }

    func testValidSpecBecomesTheModel() throws {
        let (spec, errors) = ScreenSpecReader().read(SourceFile(path: "S.duo.yml", text: """
            screen: Checkout
            title: Checkout
            bar:
              - id: close
                role: close
                symbol: xmark
                title: Close
            layouts:
              inner-book:
                elements:
                  - id: buy
                    kind: button
                    frame: [440, 600, 200, 48]
                    group: purchase
              my-state:
                size: [800, 600]
                fold: { axis: vertical, position: 400, width: 20, active: true }
                safe-area: { top: 0, bottom: 0, left: 0, right: 84 }
                elements: []
            """))
        XCTAssertEqual(errors, [])
        let s = try XCTUnwrap(spec)
        XCTAssertEqual(s.screen, "Checkout")
        XCTAssertEqual(s.bar, [SpecBarItem(id: "close", role: .close, symbol: "xmark", title: "Close", axis: .automatic,
                                           position: SpecPosition(line: 4, column: 5))])
        XCTAssertEqual(s.layouts.map(\.state.name), ["inner-book", "my-state"])
        XCTAssertEqual(s.layouts[0].elements.first?.position, SpecPosition(line: 11, column: 9))
        XCTAssertEqual(s.layouts[1].state, DeviceState(name: "my-state", width: 800, height: 600,
            fold: Fold(axis: .vertical, position: 400, width: 20, active: true), safeArea: Insets(right: 84),
            bars: .verticalRight, isInnerDisplay: true))
    }

    func testShapeAndValueErrorsNameTheKeyAndWhatWasExpected() {
        XCTAssertEqual(errors("""
            screen: Bad
            layouts:
              inner-book:
                elements:
                  - id: a
                    kind: buton
                    frame: [1, 2, 3]
                  - kind: label
                    frame: [0, 0, 10, 10]
                  - id: b
                    kind: button
                    frame: [0, 0, wide, 10]
                    colour: red
              nowhere:
                elements: []
            """), [
            "6:15 layouts.inner-book.elements[0].kind: unknown value 'buton' (did you mean 'button'?); expected one of " + ElementKind.allCases.map(\.rawValue).joined(separator: ", "),
            "7:16 layouts.inner-book.elements[0].frame: expected 4 numbers [x, y, width, height], got 3",
            "8:9 layouts.inner-book.elements[1]: missing key 'id'",
            "12:23 layouts.inner-book.elements[2].frame[2]: expected a number, got 'wide'",
            "13:9 layouts.inner-book.elements[2].colour: unknown key; expected one of id, kind, frame, group, title, columns, scrolls, presented",
            "14:3 layouts.nowhere: unknown state 'nowhere'; expected one of outer-portrait, outer-landscape, inner-landscape, inner-book, inner-portrait, inner-tabletop, split-left, split-right, or a custom state with size: [width, height]",
        ])
        XCTAssertEqual(errors("layouts: []\n"), ["1:1 missing key 'screen' (the screen's name)", "1:10 layouts: expected a mapping of states, got a sequence"])
        XCTAssertEqual(errors("- just\n- a list\n"), ["1:1 expected a mapping, got a sequence"])
    }

    /// `presented:` (issue 16): `push` or `sheet`, read into the model; a near miss gets "did you mean", other
    /// values and shapes the allowed list; old specs without it read as before (nil).
    func testPresentedIsReadAndBadValuesAreErrors() throws {
        let (spec, errs) = ScreenSpecReader().read(SourceFile(path: "S.duo.yml", text: """
            screen: Mail
            layouts:
              inner-book:
                elements:
                  - id: reply
                    kind: button
                    presented: push
                    frame: [500, 20, 44, 44]
                  - id: flag
                    kind: button
                    presented: sheet
                    frame: [560, 20, 44, 44]
                  - id: list
                    kind: list
                    frame: [0, 0, 475.5, 669]
            """))
        XCTAssertEqual(errs, [])
        XCTAssertEqual(try XCTUnwrap(spec).layouts[0].elements.map(\.presented), [.push, .sheet, nil])
        XCTAssertEqual(errors("""
            screen: Mail
            layouts:
              inner-book:
                elements:
                  - id: a
                    kind: button
                    presented: pushed
                    frame: [0, 0, 44, 44]
                  - id: b
                    kind: button
                    presented: popover
                    frame: [0, 50, 44, 44]
                  - id: c
                    kind: button
                    presented: [push]
                    frame: [0, 100, 44, 44]
                  - id: d
                    kind: button
                    presented: !!str push
                    frame: [0, 150, 44, 44]
                  - id: e
                    kind: button
                    presnted: push
                    frame: [0, 200, 44, 44]
                  - id: f
                    kind: buton
                    presented: Push
                    frame: [0, 250, 44, 44]
            """), [
            "7:20 layouts.inner-book.elements[0].presented: unknown value 'pushed' (did you mean 'push'?); expected one of push, sheet",
            "11:20 layouts.inner-book.elements[1].presented: unknown value 'popover'; expected one of push, sheet",
            "15:20 layouts.inner-book.elements[2].presented: expected text, got a sequence",
            "19:20 layouts.inner-book.elements[3].presented: tags (tag:yaml.org,2002:str) are not part of the screen-spec format",
            "23:9 layouts.inner-book.elements[4].presnted: unknown key (did you mean 'presented'?); expected one of id, kind, frame, group, title, columns, scrolls, presented",
            "26:15 layouts.inner-book.elements[5].kind: unknown value 'buton' (did you mean 'button'?); expected one of " + ElementKind.allCases.map(\.rawValue).joined(separator: ", "),
            "27:20 layouts.inner-book.elements[5].presented: unknown value 'Push' (did you mean 'push'?); expected one of push, sheet",
        ])
    }

    /// Near misses of the other fixed sets get "did you mean" too: state names, devices, fold axes, bar roles.
    func testNearMissesOfStatesDevicesAxesAndRolesGetASuggestion() {
        XCTAssertEqual(errors("""
            screen: X
            device: iphone-dou
            bar:
              - id: close
                role: clsoe
            layouts:
              inner-tabletp:
                elements: []
              stand:
                size: [700, 900]
                fold: { axis: horizontl, position: 450 }
            """), [
            "2:9 device: unknown device 'iphone-dou' (did you mean 'iphone-duo'?); expected one of iphone-duo",
            "5:11 bar[0].role: unknown value 'clsoe' (did you mean 'close'?); expected one of back, close, prominent, action",
            "7:3 layouts.inner-tabletp: unknown state 'inner-tabletp' (did you mean 'inner-tabletop'?); expected one of outer-portrait, outer-landscape, inner-landscape, inner-book, inner-portrait, inner-tabletop, split-left, split-right, or a custom state with size: [width, height]",
            "11:19 layouts.stand.fold.axis: unknown value 'horizontl' (did you mean 'horizontal'?); expected one of vertical, horizontal",
        ])
    }

    func testTagsHexNumbersAndBadCustomGeometryAreErrors() {
        XCTAssertEqual(errors("""
            screen: !!binary aGVsbG8=
            layouts:
              wide:
                size: [0, 600]
              tall:
                size: [400, 800]
                fold: { axis: horizontal, position: 900, width: -2, active: true }
                safe-area: { top: -1 }
                elements:
                  - id: a
                    kind: button
                    frame: [0x1p8, 0, 44, 44]
            """), [
            "1:9 screen: tags (tag:yaml.org,2002:binary) are not part of the screen-spec format",
            "4:11 layouts.wide.size: width and height must be greater than 0",
            "7:11 layouts.tall.fold.position: expected a position inside the canvas (0 < position < 800)",
            "7:53 layouts.tall.fold.width: must not be negative",
            "8:23 layouts.tall.safe-area.top: must not be negative",
            "12:17 layouts.tall.elements[0].frame[0]: expected a number, got '0x1p8'",
        ])
        XCTAssertEqual(errors("---\n"), ["2:1 the YAML document is empty"])
    }

    func testNotYAMLAliasBombDeepNestingAndHugeScalarAreRejectedWithPositions() {
        XCTAssertEqual(errors("screen: [unclosed\n"), ["2:1 while parsing a flow sequence: did not find expected ',' or ']'"])
        var bomb = ["screen: Bomb", "a: &a [x, x, x, x, x, x, x, x, x, x]"]
        for (k, name) in ["b", "c", "d", "e", "f", "g"].enumerated() {
            let prev = k == 0 ? "a" : ["b", "c", "d", "e", "f", "g"][k - 1]
            bomb.append("\(name): &\(name) [" + Array(repeating: "*\(prev)", count: 10).joined(separator: ", ") + "]")
        }
        XCTAssertEqual(errors(bomb.joined(separator: "\n") + "\n"), ["6:36 alias expansion exceeds 100000 nodes"])
        let deep = "screen: Deep\nlayouts: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"
        XCTAssertEqual(errors(deep), ["2:265 nesting deeper than 256 levels"])
        let huge = "screen: Huge\ntitle: " + String(repeating: "x", count: 50 * 1024 * 1024) + "\n"
        XCTAssertEqual(errors(huge), ["2:8 scalar of 52428800 bytes is longer than 1048576"])
    }

    func testBadSpecsAreInputErrorsAndOtherFilesAreStillReported() throws {
        let dir = try makeTemporaryDirectory(self)
        try Data("screen: [\n".utf8).write(to: dir.appendingPathComponent("A.duo.yml"))
        try Data("screen: Fine\nlayouts:\n  inner-book:\n    elements:\n      - id: buy\n        kind: button\n        frame: [440, 600, 200, 48]\n".utf8)
            .write(to: dir.appendingPathComponent("B.duo.yaml"))
        try Data("let s = UIScreen.main\n".utf8).write(to: dir.appendingPathComponent("C.swift"))
        let r = try runDuolint(["--quiet", "."], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "A.duo.yml:2:1: error: while parsing a flow node: did not find expected node content\n")
        let lines = r.stdout.split(separator: "\n").map { String($0.prefix(40)) }
        XCTAssertEqual(lines, ["B.duo.yaml:5:9: error: buy (button) at x", "C.swift:1:9: error: UIScreen.main does n"])
    }

    /// Every kind of bad spec in one run beside a good spec and a Swift file: each bad file gets its exact
    /// diagnostic on standard error, exit 2, and the good files' findings are all still reported.
    func testEachBadSpecIsReportedWhileOtherFilesAreStillLinted() throws {
        let dir = try makeTemporaryDirectory(self)
        func write(_ name: String, _ text: String) throws { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        try write("A-not-yaml.duo.yml", "screen: [open\n")
        try write("B-wrong-type.duo.yml", "screen: X\nbar: {id: close}\n")
        try write("C-unknown-kind.duo.yml", "screen: X\nlayouts:\n  inner-book:\n    elements:\n      - id: a\n        kind: knob\n        frame: [0, 0, 50, 50]\n")
        try write("D-unknown-state.duo.yml", "screen: X\nlayouts:\n  inner-flat:\n    elements: []\n")
        try write("E-missing-id.duo.yml", "screen: X\nlayouts:\n  inner-book:\n    elements:\n      - kind: button\n        frame: [0, 0, 50, 50]\n")
        var bomb = ["screen: Bomb", "a: &a [x, x, x, x, x, x, x, x, x, x]"]
        let names = ["b", "c", "d", "e", "f", "g"]
        for (k, name) in names.enumerated() {
            bomb.append("\(name): &\(name) [" + Array(repeating: "*\(k == 0 ? "a" : names[k - 1])", count: 10).joined(separator: ", ") + "]")
        }
        try write("F-alias-bomb.duo.yml", bomb.joined(separator: "\n") + "\n")
        try write("G-deep.duo.yml", "screen: Deep\nlayouts: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n")
        try write("H-huge-scalar.duo.yml", "screen: Huge\ntitle: " + String(repeating: "x", count: 50 * 1024 * 1024) + "\n")
        try write("Good.duo.yml", "screen: Fine\nlayouts:\n  inner-book:\n    elements:\n      - id: buy\n        kind: button\n        frame: [440, 600, 200, 48]\n")
        try write("Good.swift", "let s = UIScreen.main\n")
        let r = try runDuolint(["--quiet", "."], in: dir)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr.split(separator: "\n").map(String.init), [
            "A-not-yaml.duo.yml:2:1: error: while parsing a flow sequence: did not find expected ',' or ']'",
            "B-wrong-type.duo.yml:2:6: error: bar: expected a sequence of bar items, got a mapping",
            "C-unknown-kind.duo.yml:6:15: error: layouts.inner-book.elements[0].kind: unknown value 'knob'; expected one of "
                + ElementKind.allCases.map(\.rawValue).joined(separator: ", "),
            "D-unknown-state.duo.yml:3:3: error: layouts.inner-flat: unknown state 'inner-flat'; expected one of outer-portrait, outer-landscape, inner-landscape, inner-book, inner-portrait, inner-tabletop, split-left, split-right, or a custom state with size: [width, height]",
            "E-missing-id.duo.yml:5:9: error: layouts.inner-book.elements[0]: missing key 'id'",
            "F-alias-bomb.duo.yml:6:36: error: alias expansion exceeds 100000 nodes",
            "G-deep.duo.yml:2:265: error: nesting deeper than 256 levels",
            "H-huge-scalar.duo.yml:2:8: error: scalar of 52428800 bytes is longer than 1048576",
        ])
        XCTAssertEqual(r.stdout.split(separator: "\n").map { String($0.split(separator: " ").first ?? "") + " " + String($0.split(separator: "(").last ?? "") },
                       ["Good.duo.yml:5:9: interactive_on_fold)", "Good.swift:1:9: ui_screen_main)"])
    }

    /// The byte-level number reading (decimal check, exact fast path) agrees with `Double(String)` bit for bit.
    func testNumbersReadFromBytesMatchDoubleParsing() {
        var samples = ["0", "-0", "+0", "-0.0", "0.0e5", "-0e30", "5.", ".5", "-.5", "+.5e-3", "5.e3", "00012", "1e22", "1e23",
                       "123456789012345", "1234567890123456", "9007199254740993", "0.1", "0.3", "475.5", "114.8", "1e-22",
                       "1e-23", "4.9e-324", "1.7976931348623157e308", "1e309", "1e", "e5", ".", "-", "1_000", "0x10",
                       "1.5e+3", "1E3", "12.34.5", " 1", "1 ", "٣", "1\u{301}", "-\u{301}1", "inf", "nan"]
        var rng = SystemRandomNumberGenerator()
        let alphabet = Array("0123456789.-+eE")
        for _ in 0..<20_000 {
            samples.append(String((0..<Int.random(in: 1...12, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }))
            samples.append(String(format: "%.\(Int.random(in: 0...6, using: &rng))f", Double.random(in: -2000...2000, using: &rng)))
        }
        for s in samples {
            var text = s
            let fromBytes = text.withUTF8 { Validation.decimal($0) }
            let expected = characterIsDecimal(s) ? Double(s) : nil
            XCTAssertEqual(fromBytes?.bitPattern, expected?.bitPattern, "\(s)")
            XCTAssertEqual(Validation.isDecimal(s), characterIsDecimal(s), "\(s)")
        }
    }

    /// The decimal check as first written, over Characters: the reference for the byte-level one.
    private func characterIsDecimal(_ s: String) -> Bool {
        var rest = Substring(s)
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        rest = rest.dropFirst(digits.count)
        var any = !digits.isEmpty
        if rest.first == "." {
            rest = rest.dropFirst()
            let fraction = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(fraction.count)
            any = any || !fraction.isEmpty
        }
        guard any else { return false }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
            let exponent = rest.prefix { $0.isASCII && $0.isNumber }
            guard !exponent.isEmpty else { return false }
            rest = rest.dropFirst(exponent.count)
        }
        return rest.isEmpty
    }
}
