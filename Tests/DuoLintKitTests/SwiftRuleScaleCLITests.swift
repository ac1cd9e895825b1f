import Foundation
import XCTest

/// Inputs on which Swift rules of issue 16 were quadratic, through the built `duolint` with every rule on, under
/// the watchdog: 20,000 `Text("Use Face ID")` + `Image(systemName: "faceid")` pairs in one `VStack`
/// (`assumed_biometry` rescanned the block's statements and the member's references for each literal: 49 s in a
/// release build), and an `if a { return 1 } else if …` chain of 40,000 links (the layout decision read every
/// token of each link's site, which spans the rest of the chain, and walked up the chain for the enclosing
/// member: 42 s in a release build on a loaded machine, 1.9 s now in a debug build). Each test asserts the exact output and exit status; a regression shows up
/// as the run being killed, not as a timed assertion.
final class SwiftRuleScaleCLITests: XCTestCase {
    /// Far above the new code's run time (about 4 s and 2 s in a debug build on a loaded machine), far below the
    /// old one's in a debug build.
    private static let timeout: TimeInterval = 40

    func testTwentyThousandFaceIDTextsAndSymbolsInOneStack() throws {
        let n = 20_000
        let source = "let v = VStack {\n" + String(repeating: "    Text(\"Use Face ID\")\n    Image(systemName: \"faceid\")\n", count: n) + "}\n"
        guard let r = try lintOneFileWatched("Bio.swift", Array(source.utf8), in: self, timeout: Self.timeout) else { return }
        let text = "warning: \"Face ID\" is named here without a branch on LAContext.biometryType, but iPhone Duo has Touch ID only (in the side button); branch on biometryType and say \"Touch ID\" for .touchID. (assumed_biometry)"
        let symbol = "warning: The faceid symbol is shown here without a branch on LAContext.biometryType, but iPhone Duo has Touch ID only (in the side button); branch on biometryType and show touchid for .touchID. (assumed_biometry)"
        var expected = ""
        for k in 0..<n {
            expected += "Bio.swift:\(2 * k + 2):10: \(text)\nBio.swift:\(2 * k + 3):23: \(symbol)\n"
        }
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, expected)
    }

    /// A view body of 3,000 `if a { Text("Use Face ID") } else if …` links: each literal walked up through every
    /// `if` around it (11 s at 3,000 links in a release build); the walk now reads at most 256 constructs before it
    /// goes to the member. Every literal is still reported, at its column.
    func testFaceIDTextsInALongElseIfChain() throws {
        let n = 3_000
        let link = "if a { Text(\"Use Face ID\") } else "
        let source = "import SwiftUI\nstruct V: View { var body: some View {\n" + String(repeating: link, count: n) + "{ Text(\"x\") }\n} }\n"
        guard let r = try lintOneFileWatched("Chain.swift", Array(source.utf8), in: self, timeout: Self.timeout) else { return }
        let text = "warning: \"Face ID\" is named here without a branch on LAContext.biometryType, but iPhone Duo has Touch ID only (in the side button); branch on biometryType and say \"Touch ID\" for .touchID. (assumed_biometry)"
        let expected = (0..<n).map { "Chain.swift:3:\(13 + link.utf8.count * $0): \(text)\n" }.joined()
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, expected)
    }

    func testFortyThousandLinkElseIfChain() throws {
        let n = 40_000
        let source = "func pick() -> Int {\n" + String(repeating: "if a { return 1 } else ", count: n) + "{ return 0 }\n}\nlet s = UIScreen.main\n"
        guard let r = try lintOneFileWatched("Chain.swift", Array(source.utf8), in: self, timeout: Self.timeout) else { return }
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, screenMain("Chain.swift", 4, 9))
    }

    /// Each link returns a layout name that is no member (`padding`): the site's preferred name is never found,
    /// and reading every layout name of the rest of the chain was quadratic too (40 s at 10,000 links in a debug
    /// build with the first fix; 0.4 s now).
    func testElseIfChainWhoseLinksReturnALayoutName() throws {
        let n = 20_000
        let source = "func pick() -> Int {\n" + String(repeating: "if a { return padding } else ", count: n) + "{ return 0 }\n}\nlet s = UIScreen.main\n"
        guard let r = try lintOneFileWatched("Chain.swift", Array(source.utf8), in: self, timeout: Self.timeout) else { return }
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, screenMain("Chain.swift", 4, 9))
    }
}
