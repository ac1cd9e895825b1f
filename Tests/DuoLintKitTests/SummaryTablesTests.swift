import XCTest
@testable import DuoLintKit

/// The tables the file summary reads instead of hashing and allocating per name: the name index's groups, the
/// one-pass word finder (`SummaryWords`), the layout vocabulary table (`LayoutWordTable` behind
/// `LayoutNameTable.classify`), and the byte-level helpers (`namesToolbarContent`, `PathText.isASCII`).
final class SummaryTablesTests: XCTestCase {
    private func file(_ text: String) -> SwiftFile { SwiftFile(SourceFile(path: "A.swift", text: text)) }

    /// Every identifier is in exactly the group of its text, ascending; names of equal length and other
    /// texts stay apart; keywords, backticked names and non-ASCII names are handled by their bytes.
    func testNameIndexGroupsEveryIdentifierByItsText() {
        let f = file("let a = b\nlet ab = a + b\nfunc `a`() { café(ab, a) }\nlet café = 1\n")
        let identifiers = f.tokens.indices.filter { f.kind($0) == .identifier }
        for i in identifiers {
            let expected = identifiers.filter { f.sameText($0, i) }
            XCTAssertEqual(f.occurrences(ofNameAt: i).map(Int.init).filter { f.sameText($0, i) }, expected, f.text(i))
        }
        XCTAssertEqual(f.occurrences(ofName: "a").map(Int.init).filter { f.isText($0, "a") }.count, 3)
        XCTAssertEqual(f.occurrences(ofName: "café").map(Int.init).filter { f.isText($0, "café") }.count, 2)
        XCTAssertTrue(f.occurrences(ofName: "let").isEmpty, "keywords are not indexed")
        XCTAssertTrue(f.occurrences(ofName: "zzz").isEmpty)
    }

    func testNameIndexOfAFileWithoutIdentifiers() {
        XCTAssertTrue(file("").occurrences(ofName: "a").isEmpty)
        XCTAssertTrue(file("1 + 2").occurrences(ofName: "a").isEmpty)
    }

    /// A file with more identifiers than the table's first size (it doubles), all distinct or all one name.
    func testNameIndexOfManyNames() {
        let distinct = file((0..<300).map { "let v\($0) = w\($0)" }.joined(separator: "\n"))
        XCTAssertEqual(distinct.occurrences(ofName: "v299").map(Int.init).filter { distinct.isText($0, "v299") }.count, 1)
        XCTAssertEqual(distinct.occurrences(ofName: "w0").map(Int.init).filter { distinct.isText($0, "w0") }.count, 1)
        let same = file(String(repeating: "x ", count: 500))
        XCTAssertEqual(Array(same.occurrences(ofName: "x").map(Int.init)), Array(0..<500))
    }

    func testSummaryWordsFindsExactIdentifiersOnly() {
        let f = file("""
        var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
        let x = `idiom`; let idioms = 1; let o = orientation
        view.toolbar { ToolbarItem { a } }.toolbar(content: b)
        "toolbar" // toolbar
        idiom
        """)
        let words = SummaryWords(f)
        func found(_ word: StaticString) -> [Int] {
            let w = SummaryWords.words.firstIndex { $0.description == word.description }!
            return words.occurrences(w).map(Int.init)
        }
        XCTAssertEqual(found("userInterfaceIdiom").map { f.text($0) }, ["userInterfaceIdiom"])
        // The backticked name and `idioms` are not the word; the last token of the file is.
        XCTAssertEqual(found("idiom"), [f.count - 2])
        XCTAssertEqual(found("orientation").count, 1)
        XCTAssertEqual(found("toolbar").count, 2, "not in a string or a comment")
        XCTAssertEqual(found("ToolbarItem").count, 1)
        XCTAssertEqual(found("ToolbarItemGroup"), [])
        for w in SummaryWords.words.indices {
            let word = SummaryWords.words[w]
            XCTAssertEqual(words.occurrences(w).map(Int.init), f.tokens.indices.filter { f.kind($0) == .identifier && f.isText($0, word) })
        }
        XCTAssertTrue(SummaryWords(file("")).occurrences(0).isEmpty)
    }

    /// `classify` gives the bits the sorted-array implementation it replaced gave (`ReferenceClassifier`), on
    /// names of every shape (acronyms, digits, punctuation, non-ASCII, pairs across a separator, empty) and on
    /// 20,000 names made of vocabulary fragments, letters and separators.
    func testClassifyGivesTheBitsOfTheFormerTable() {
        var names = ["", "_", "a", "W", "width", "Width", "WIDTH", "frameWidth", "UIWidth", "itemsPerRow", "row2",
                     "carPlay", "car_play", "car.play", "CarPlay", "CARPLAY", "carplay", "sourceView", "source view",
                     "sourceViewRect", "popoverPresentationController", "supportedInterfaceOrientations", "videoOrientation",
                     "experimentModel", "cameraFrame", "modelName", "machineWidth", "liveActivities", "startLiveActivity",
                     "TabView", "splitViewController", "tabBarControllerX", "largeTitleDisplayMode", "hoverEffect",
                     "pencilKit", "widthé", "éwidth", "wïdth", "navigation-bar", "a.b.c", "HTTPWidth", "URLSizeKey",
                     "Appearance.customPortraitRows", "x1y2z3", "orientationMask", "sheetDetents", "v1Padding",
                     // Two words that join into a veto word (`vi` + `deo`), and pairs split again inside.
                     "viDeo", "camEra", "hoVer", "orientationsMask", "carPLay", "sourceVIew", "liveActIvity", "xCarPlay"]
        let parts = ["width", "Height", "car", "Play", "source", "View", "Rect", "live", "Activity", "activities",
                     "orientation", "Mask", "model", "Experiment", "camera", "UI", "URL", "x", "2", "_", ".", " ", "é",
                     "popover", "Presentation", "TabView", "Tab", "pointer", "Hover", "ROW", "rows", "Stack", "cohort"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            var name = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var bits = state
            for _ in 0..<(1 + Int(bits % 5)) {
                bits /= 5
                name += parts[Int(bits % UInt64(parts.count))]
                bits /= UInt64(parts.count)
            }
            names.append(name)
        }
        for name in names {
            let bytes = Array(name.utf8)
            let c = bytes.withUnsafeBufferPointer { LayoutNameTable.classify($0, 0, bytes.count) }
            XCTAssertEqual(c, ReferenceClassifier.classify(bytes), name)
        }
    }

    /// The vocabulary's own (String) judgement agrees with `classify` where both split alike (no separator
    /// between a veto pair's words, no pair written as one word).
    func testClassifyAgreesWithTheVocabulary() {
        for name in ["width", "itemsPerRow", "carPlay", "sourceViewRect", "popoverPresentationController", "modelName",
                     "experimentModel", "videoOrientation", "TabView", "HTTPWidth", "widthé", "liveActivities", ""] {
            let bytes = Array(name.utf8)
            let c = bytes.withUnsafeBufferPointer { LayoutNameTable.classify($0, 0, bytes.count) }
            XCTAssertEqual(c & LayoutNameTable.layout != 0, LayoutVocabulary.isLayout(name), name)
            XCTAssertEqual(c & LayoutNameTable.veto != 0, LayoutVocabulary.vetoes(name), name)
            XCTAssertEqual(c & (LayoutNameTable.veto | LayoutNameTable.conditionVeto) != 0, LayoutVocabulary.vetoesInCondition(name), name)
        }
    }

    /// `LayoutNameTable.equal` (eight bytes at a time) agrees with comparing the ranges' bytes: every pair of
    /// ranges of lengths 0 to 19 at several offsets, differing in any one byte or in length, with non-ASCII bytes.
    func testTextEqualityByWords() {
        var bytes = Array("frameWidthframeWidthframeWidthé—é".utf8)
        bytes += bytes
        bytes.withUnsafeBufferPointer { b in
            for n in 0..<20 {
                for s1 in stride(from: 0, to: b.count - n, by: 3) {
                    for s2 in stride(from: 0, to: b.count - n, by: 5) {
                        let same = Array(b[s1..<(s1 + n)]) == Array(b[s2..<(s2 + n)])
                        XCTAssertEqual(LayoutNameTable.equal(b, s1, s1 + n, s2, s2 + n), same, "\(s1) \(s2) \(n)")
                        if n > 0 { XCTAssertFalse(LayoutNameTable.equal(b, s1, s1 + n, s2, s2 + n - 1)) }
                    }
                }
            }
        }
        // A difference in the last byte of a whole word, and in the tail after one.
        let a = Array("abcdefghXabcdefghY".utf8)
        a.withUnsafeBufferPointer { b in
            XCTAssertTrue(LayoutNameTable.equal(b, 0, 8, 9, 17))
            XCTAssertFalse(LayoutNameTable.equal(b, 0, 9, 9, 18))
            XCTAssertTrue(LayoutNameTable.equal(b, 0, 0, 9, 9))
        }
    }

    /// A range inside a larger buffer is classified alone (its neighbours' bytes are not read).
    func testClassifyReadsOnlyItsRange() {
        let bytes = Array("xwidthy width carplay".utf8)
        bytes.withUnsafeBufferPointer { b in
            XCTAssertEqual(LayoutNameTable.classify(b, 1, 6), LayoutNameTable.layout)
            XCTAssertEqual(LayoutNameTable.classify(b, 0, 7), 0)
            XCTAssertEqual(LayoutNameTable.classify(b, 8, 13), LayoutNameTable.layout)
            // A pair written as one word is looked up as the pair's concatenation (as the former table did).
            XCTAssertEqual(LayoutNameTable.classify(b, 14, 21), LayoutNameTable.veto)
            XCTAssertEqual(LayoutNameTable.classify(b, 21, 21), 0)
        }
    }

    /// A word hashing like a vocabulary word is not taken for it: the table compares bytes.
    func testLayoutWordTableComparesBytes() {
        let table = LayoutWordTable.shared
        let width = Array("width".utf8), other = Array("wideh".utf8)
        width.withUnsafeBufferPointer { b in
            XCTAssertEqual(table.bits(LayoutWordTable.fnv(width), b, 0..<5, 5..<5), LayoutNameTable.layout)
            XCTAssertEqual(table.bits(LayoutWordTable.fnv(width), b, 0..<2, 2..<5), LayoutNameTable.layout, "split in two ranges")
        }
        other.withUnsafeBufferPointer { b in
            XCTAssertEqual(table.bits(LayoutWordTable.fnv(width), b, 0..<5, 5..<5), 0, "same hash, other bytes")
        }
    }

    func testNamesToolbarContent() {
        XCTAssertTrue(BarContentUses.namesToolbarContent("some ToolbarContent"))
        XCTAssertTrue(BarContentUses.namesToolbarContent("ToolbarContent"))
        XCTAssertTrue(BarContentUses.namesToolbarContent("SwiftUI.ToolbarContentX"))
        XCTAssertTrue(BarContentUses.namesToolbarContent("éToolbarToolbarContent"))
        XCTAssertFalse(BarContentUses.namesToolbarContent("ToolbarConten"))
        XCTAssertFalse(BarContentUses.namesToolbarContent("some toolbarContent"))
        XCTAssertFalse(BarContentUses.namesToolbarContent(""))
    }

    /// The summary's allocation-free name readers give what `SyntaxNames` gives, on every node of a file with
    /// attributes (with and without arguments, qualified, generic), operators, backticks and a nameless `func`.
    func testDeclarationNamesAgreeWithSyntaxNames() {
        let f = file("""
        @available(iOS 17, *) @MainActor public final class A<T>: B {
            @State private var x = 1
            @SwiftUI.Environment(\\.dismiss) var dismiss
            @Foo<Int> func `default`() {}
            static func + (a: A, b: A) -> A { a }
            prefix func ! (a: A) -> A { a }
            func () {}
            @objc(doIt:) func doIt(_ x: Int) {}
            subscript(i: Int) -> Int { i }
        }
        """)
        let tree = f.syntaxTree
        let names = SyntaxNames(file: f, tree: tree)
        var checked = 0
        for n in 0..<tree.count {
            switch tree.kind(n) {
            case .functionDecl, .classDecl, .variableDecl, .subscriptDecl:
                XCTAssertEqual(FileSummary.declaredName(n, f, tree), names.declaredName(n), names.text(n))
                checked += 1
            case .attribute:
                XCTAssertEqual(FileSummary.attributeName(n, f, tree), names.attributeName(n), names.text(n))
                checked += 1
            default: break
            }
        }
        XCTAssertGreaterThan(checked, 12)
        for t in ["UIUserInterfaceIdiom", "Bool", "UIInterfaceOrientation", "UIDeviceOrientation", "bool", "Bool?", "", "String"] {
            XCTAssertEqual(FileSummary.isFactType(t), FileSummary.factTypes.contains(t), t)
        }
    }

    /// `isFactType` of a type node compares the node's bytes (first token's start to last token's end) as the
    /// text version compares its String: optionals, qualified and spaced types, a non-ASCII name, no type.
    func testFactTypeOfANodeAgreesWithItsText() {
        let f = file("""
        struct A {
            let a: Bool
            let b: Bool?
            let c: Swift.Bool
            let d: UIUserInterfaceIdiom
            let e: UIInterfaceOrientation
            let g: UIDeviceOrientation
            let h: String
            let i: [Bool]
            let j: Boól
            let k: UIDeviceOrientation /* c */ ?
            let l = 1
        }
        """)
        let tree = f.syntaxTree
        let names = SyntaxNames(file: f, tree: tree)
        var types = 0
        for n in 0..<tree.count where tree.kind(n).isType && tree.parent(n).map({ tree.kind($0) == .patternBinding }) ?? false {
            XCTAssertEqual(FileSummary.isFactType(n, f, tree), FileSummary.isFactType(names.text(n)), names.text(n))
            types += 1
        }
        XCTAssertGreaterThanOrEqual(types, 10)
        XCTAssertFalse(FileSummary.isFactType(nil, f, tree))
    }

    /// `SwiftFile.mentions` (a comment's words, split and lower-cased byte by byte) agrees with the words
    /// `LayoutVocabulary.words` gives: camel case, acronyms, digits, punctuation, non-ASCII and invalid UTF-8
    /// between words, a word at either end, an empty range, a range inside a larger buffer.
    func testCommentMentionsAgreeWithTheVocabularyWords() {
        let targets = ["bug", "workaround", "radar", "crash"]
        let samples: [[UInt8]] = [
            "// FIXME: bug", "// Bug in iOS 17", "/* workAround */", "// WORKAROUND", "// rdar radar://1234",
            "// crashes here", "// CRASH", "// debugging", "// bugFix", "// UIBugReporter", "// BUGReport",
            "// theBug2", "// 2bug", "// bug_fix", "//bug", "bug", "Bug", "xbug", "", "// é bug é",
            "// crashé", "// ébug", "// aCrash", "// ACrash", "// ABCrash", "// radarX", "// X radar",
        ].map { Array($0.utf8) } + [[0x2F, 0x2F, 0x20, 0xC3, 0x62, 0x75, 0x67], [0x62, 0x75, 0x67, 0xFF], [0xFF, 0x42, 0x55, 0x47, 0xC3]]
        for sample in samples {
            let text = String(decoding: sample, as: UTF8.self)
            let expected = LayoutVocabulary.words(Substring(text)).contains { targets.contains(String($0)) }
            let padded = Array("Ab".utf8) + sample + Array("Cd".utf8)
            padded.withUnsafeBufferPointer { b in
                XCTAssertEqual(SwiftFile.mentions(b, 2, 2 + sample.count, anyOf: targets), expected, text)
            }
            sample.withUnsafeBufferPointer { b in
                XCTAssertEqual(SwiftFile.mentions(b, 0, sample.count, anyOf: targets), expected, text)
            }
        }
        XCTAssertFalse([UInt8]().withUnsafeBufferPointer { SwiftFile.mentions($0, 0, 0, anyOf: targets) })
    }

    /// `SwiftFile.hash` reads a name's last bytes as one word when the buffer has bytes before them, byte by
    /// byte near its start: the same bytes hash alike wherever they stand, for every length from 0 to 24.
    func testHashDependsOnlyOnTheBytes() {
        let text = Array("abcdefghijklmnopqrstuvwx".utf8)
        for n in 0...text.count {
            let name = Array(text.prefix(n))
            let alone = name.withUnsafeBufferPointer { SwiftFile.hash($0, 0, $0.count) }
            for offset in [0, 1, 3, 7, 8, 13] {
                let padded = Array(repeating: UInt8(ascii: "#"), count: offset) + name + Array("$%".utf8)
                let inside = padded.withUnsafeBufferPointer { SwiftFile.hash($0, offset, offset + n) }
                XCTAssertEqual(inside, alone, "\(n) bytes at \(offset)")
            }
            if n > 0 {
                var other = name
                other[n - 1] ^= 1
                XCTAssertNotEqual(other.withUnsafeBufferPointer { SwiftFile.hash($0, 0, $0.count) }, alone, "\(n) bytes")
            }
        }
    }

    /// `PlatformCondition.version(after:in:)` reads the version's bytes as the former String code read them
    /// (`referenceVersion`): dotted parts, each an `Int` or the whole version nil.
    func testVersionAfterAPlatformName() {
        func referenceVersion(after t: Int, in file: SwiftFile) -> [Int]? {
            var text = ""
            var k = t + 1
            while k < file.count, [.integerLiteral, .floatingLiteral, .period].contains(file.kind(k)) {
                text += file.text(k)
                k += 1
            }
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard !parts.isEmpty, !parts.contains(nil) else { return nil }
            return parts.map { $0! }
        }
        let versions = ["17", "16.4", "16.1.2", "27.1", "1_000", "0x1F", "99999999999999999999", "9223372036854775807",
                        "17.", "17..1", "1e5", "2.5e3", "007", "", "x", "17.0.1.2.3", "0b1", "16.4 .2"]
        for v in versions {
            let f = file("if #available(iOS \(v), *) {}\n@available(iOS \(v), *) func f() {}\n")
            for t in f.tokens.indices where f.isText(t, "iOS") {
                XCTAssertEqual(PlatformCondition.version(after: t, in: f), referenceVersion(after: t, in: f), v)
            }
        }
    }

    func testIsASCII() {
        XCTAssertTrue(PathText.isASCII(""))
        XCTAssertTrue(PathText.isASCII("Sources/App/View.swift"))
        XCTAssertFalse(PathText.isASCII("Sources/Café/View.swift"))
        XCTAssertFalse(PathText.isASCII("x\u{7F}\u{80}"))
        XCTAssertTrue(PathText.isASCII("x\u{7F}"))
    }
}

/// `LayoutNameTable.classify` as it was before `LayoutWordTable` (a sorted array searched by halving), kept to
/// check that the table gives the same bits.
private enum ReferenceClassifier {
    static func fnv(_ s: some Sequence<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in s { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h
    }
    static let words: [(hash: UInt64, text: [UInt8], bits: UInt8)] = {
        var bits: [[UInt8]: UInt8] = [:]
        for w in LayoutVocabulary.layoutWords { bits[Array(w.utf8), default: 0] |= LayoutNameTable.layout }
        for w in LayoutVocabulary.vetoWords { bits[Array(w.utf8), default: 0] |= LayoutNameTable.veto }
        for w in LayoutVocabulary.conditionVetoWords { bits[Array(w.utf8), default: 0] |= LayoutNameTable.conditionVeto }
        for (a, b) in LayoutVocabulary.vetoPairs { bits[Array(a.utf8) + Array(b.utf8), default: 0] |= LayoutNameTable.veto }
        return bits.map { (fnv($0.key), $0.key, $0.value) }.sorted { $0.hash < $1.hash }
    }()
    static func bits(_ h: UInt64, _ b: [UInt8], _ first: Range<Int>, _ second: Range<Int>) -> UInt8 {
        let lowered = (Array(b[first]) + Array(b[second])).map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        for w in words where w.hash == h && w.text == lowered { return w.bits }
        return 0
    }
    static func classify(_ b: [UInt8]) -> UInt8 {
        let isName = LayoutVocabulary.layoutNames.contains { Array($0.utf8) == b }
        var c: UInt8 = isName ? LayoutNameTable.layout : 0
        func isUpper(_ x: UInt8) -> Bool { x >= 65 && x <= 90 }
        func isLower(_ x: UInt8) -> Bool { (x >= 97 && x <= 122) || (x >= 48 && x <= 57) }
        let seed: UInt64 = 0xcbf2_9ce4_8422_2325
        var h = seed, pair = seed, wordStart = 0
        var previous = 0..<0
        func flush(_ k: Int) {
            if k > wordStart {
                c |= bits(h, b, wordStart..<k, k..<k)
                if pair != h { c |= bits(pair, b, previous, wordStart..<k) & LayoutNameTable.veto }
                pair = h
                previous = wordStart..<k
            } else {
                pair = seed
            }
            h = seed
        }
        for k in b.indices {
            let x = b[k]
            if !isUpper(x) && !isLower(x) { flush(k); pair = seed; wordStart = k + 1; continue }
            if k > wordStart, isUpper(x), isLower(b[k - 1]) || (k + 1 < b.count && isLower(b[k + 1]) && isUpper(b[k - 1])) {
                flush(k)
                wordStart = k
            }
            let lower = UInt64(isUpper(x) ? x + 32 : x)
            h = (h ^ lower) &* 0x100_0000_01b3
            pair = (pair ^ lower) &* 0x100_0000_01b3
        }
        flush(b.count)
        if c & LayoutNameTable.veto != 0 { c &= ~LayoutNameTable.conditionVeto }
        return c
    }
}
