import XCTest
@testable import DuoLintKit

/// The messages of `idiom_layout_check` and `orientation_layout_check` for predicates, outside helpers and
/// inline tests: exact rule, line, UTF-8 column and text.
final class IdiomLayoutCheckTests: XCTestCase {
    private func lint(_ files: [(String, String)]) -> [String] {
        let linter = Linter(rules: [IdiomLayoutCheckRule(), OrientationLayoutCheckRule()], specRules: [], plistRules: [], jobs: 1)
        let results = linter.lint(files.map { SourceFile(path: $0.0, text: $0.1) })
        return zip(files, results).flatMap { file, result in
            result.findings.map { "\(file.0):\($0.range.start.line):\($0.range.start.utf8Column) \($0.ruleID) \($0.message)" }
        }
    }

    private let fix = "both of iPhone Duo's displays report .phone; decide from the horizontal size class (@Environment(\\.horizontalSizeClass) or traitCollection.horizontalSizeClass) instead."

    func testPredicateFiresOnceAtItsDefinitionNamingALayoutUseInAnotherFile() {
        let findings = lint([
            ("Sources/Device.swift", "enum Device {\n    static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }\n}\n"),
            ("Sources/Library.swift", "func f() {\n    track(Device.isPad)\n    if Device.isPad { grid.columnCount = 4 }\n}\n"),
        ])
        XCTAssertEqual(findings, [
            "Sources/Device.swift:2:30 idiom_layout_check Comparing the idiom with .pad in `isPad` stands in for the screen size, and `isPad` decides layout at Library.swift:3, where it decides `columnCount`; \(fix)",
        ])
    }

    func testPredicateWithoutALayoutUseIsSilent() {
        XCTAssertEqual(lint([
            ("Sources/Device.swift", "enum Device {\n    static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }\n}\n"),
            ("Sources/Analytics.swift", "func f() { track([\"tablet\": Device.isPad]) }\n"),
        ]), [])
    }

    func testUndeclaredHelperFiresAtTheUseThatDecidesLayout() {
        XCTAssertEqual(lint([("Sources/A.swift", "func f() {\n    if UIDevice.isPad() { vc.modalPresentationStyle = .formSheet }\n    log(UIDevice.isPad())\n}\n")]), [
            "Sources/A.swift:2:8 idiom_layout_check `isPad` (declared outside the linted files) tests the idiom and chooses `modalPresentationStyle` by device, but \(fix)",
        ])
    }

    func testInlineTestFollowsItsLocalToTheDecidingUse() {
        XCTAssertEqual(lint([("Sources/A.swift", "func f(w: CGFloat) {\n    let ideal: CGFloat = UIDevice.current.userInterfaceIdiom == .pad ? 150 : 120\n    itemsPerRow = Int(w / ideal)\n}\n")]), [
            "Sources/A.swift:2:26 idiom_layout_check Comparing the idiom with .pad chooses `itemsPerRow` (the value is used on line 3) by device, but \(fix)",
        ])
    }

    /// An idiom test or helper use OR-ed with a size-class test is accepted with plain parentheses around either
    /// operand as without them; one AND-ed with the size-class test is reported even when the clause has another
    /// `||` (`isPad && horizontalSizeClass == .regular || showSidebar` is `showSidebar` alone on the Duo).
    func testOrWithSizeClassThroughParenthesesButNotAndedBeforeAnotherOr() {
        let device = ("Sources/Device.swift", "enum Device {\n    static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }\n}\n")
        let idiom = "UIDevice.current.userInterfaceIdiom == .pad"
        for accepted in ["Device.isPad || horizontalSizeClass == .regular", "(Device.isPad) || (horizontalSizeClass == .regular)",
                         "(Device.isPad) || horizontalSizeClass == .regular", "(Device.isPad && compact) || horizontalSizeClass == .regular",
                         "\(idiom) || horizontalSizeClass == .regular", "(\(idiom)) || (horizontalSizeClass == .regular)",
                         "((\(idiom))) || horizontalSizeClass == .regular"] {
            XCTAssertEqual(lint([device, ("Sources/V.swift", "func f() {\n    if \(accepted) { grid.columnCount = 4 }\n}\n")]), [], accepted)
        }
        XCTAssertEqual(lint([device, ("Sources/V.swift", "func f() {\n    if Device.isPad && horizontalSizeClass == .regular || showSidebar { grid.columnCount = 4 }\n}\n")]), [
            "Sources/Device.swift:2:30 idiom_layout_check Comparing the idiom with .pad in `isPad` stands in for the screen size, and `isPad` decides layout at V.swift:2, where it decides `columnCount`; \(fix)",
        ])
        XCTAssertEqual(lint([("Sources/V.swift", "func f() {\n    if (\(idiom) && horizontalSizeClass == .regular) || showSidebar { grid.columnCount = 4 }\n}\n")]), [
            "Sources/V.swift:2:9 idiom_layout_check Comparing the idiom with .pad chooses `columnCount` by device, but \(fix)",
        ])
        XCTAssertEqual(lint([("Sources/V.swift", "func f() {\n    if (UIDevice.isPad()) || traitCollection.horizontalSizeClass == .regular { grid.columnCount = 4 }\n}\n")]), [])
    }

    func testOrientationPredicateNamesItsUse() {
        let findings = lint([
            ("Sources/Device.swift", "enum Device {\n    static var isLandscape: Bool { UIDevice.current.orientation.isLandscape }\n}\n"),
            ("Sources/Stats.swift", "struct S: View {\n    var body: some View {\n        if Device.isLandscape { HStack { a } } else { VStack { a } }\n    }\n}\n"),
        ])
        XCTAssertEqual(findings, [
            "Sources/Device.swift:2:36 orientation_layout_check `isLandscape` reads UIDevice.current.orientation and decides layout at Stats.swift:3, where it decides `HStack`, but the inner display is regular width in every orientation and does not rotate the app; decide from the size class (@Environment(\\.horizontalSizeClass) or traitCollection.horizontalSizeClass) instead.",
        ])
    }

    func testVocabularyWordsAndTheTableAgree() {
        XCTAssertEqual(LayoutVocabulary.words("itemsPerRow"), ["items", "per", "row"])
        XCTAssertEqual(LayoutVocabulary.words("UIAlertController"), ["ui", "alert", "controller"])
        XCTAssertEqual(LayoutVocabulary.words("Appearance.customPortraitRows"), ["appearance", "custom", "portrait", "rows"])
        let names = ["itemsPerRow", "modalPresentationStyle", "preferredStyle", "videoRotationAngle", "CarPlay", "carPlayScene",
                     "supportedInterfaceOrientations", "UIInterfaceOrientationMask", "popoverPresentationController",
                     "sourceView", "experiments", "modelName", "viewModel", "title", "isLandscape", "HStack", "startLiveActivity"]
        for name in names {
            let bytes = Array(name.utf8)
            let c = bytes.withUnsafeBufferPointer { LayoutNameTable.classify($0, 0, bytes.count) }
            XCTAssertEqual(c & LayoutNameTable.layout != 0, LayoutVocabulary.isLayout(name), name)
            XCTAssertEqual(c & LayoutNameTable.veto != 0, LayoutVocabulary.vetoes(name), name)
            XCTAssertEqual(c & (LayoutNameTable.veto | LayoutNameTable.conditionVeto) != 0, LayoutVocabulary.vetoesInCondition(name), name)
        }
        XCTAssertTrue(LayoutVocabulary.vetoes("carPlayScene"))
        XCTAssertFalse(LayoutVocabulary.vetoes("viewModel"))
        XCTAssertTrue(LayoutVocabulary.vetoesInCondition("modelName"))
    }
}
