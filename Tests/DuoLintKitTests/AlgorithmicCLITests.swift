import Foundation
import XCTest

/// Inputs that made duolint's own algorithms slow (issue 12, items 11 and 12), through the built `duolint`
/// under the watchdog: many suppression regions, many configuration globs, a huge glob. Each input is
/// generated here in a temporary folder; each test asserts the exact exit status and the exact output, and
/// the watchdog's timeout is far below what the old quadratic code needed at the size used (a regression
/// shows up as the run being killed, not as a timed assertion).
final class AlgorithmicCLITests: XCTestCase {
    /// The xcode-reporter line of a `UIScreen.main` finding at `line:column`.
    private func screenMain(_ path: String, _ line: Int, _ column: Int) -> String {
        "\(path):\(line):\(column): error: UIScreen.main does not say which of iPhone Duo's two displays the app is on; "
            + "use view.window?.windowScene?.screen instead of UIScreen.main. (ui_screen_main)\n"
    }

    /// Runs `duolint arguments…` in `dir` under the watchdog; nil (after failing the test) when it was killed.
    private func run(_ arguments: [String], in dir: URL, timeout: TimeInterval) throws -> CLIResult? {
        let r = try runDuolint(arguments, in: dir, timeout: timeout)
        if r.timedOut {
            XCTFail("duolint did not finish within \(Int(timeout)) s")
            return nil
        }
        return r
    }

    /// `text`'s UTF-8 `count` times, built by doubling `memcpy`s (the debug build copies generic sequences
    /// byte by byte).
    private func repeated(_ text: String, _ count: Int) -> [UInt8] {
        let unit = Array(text.utf8)
        let total = unit.count * count
        guard total > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            let base = buffer.baseAddress!
            _ = unit.withUnsafeBufferPointer { memcpy(base, $0.baseAddress!, unit.count) }
            var filled = unit.count
            while filled < total {
                let n = min(filled, total - filled)
                memcpy(base + filled, base, n)
                filled += n
            }
            initialized = total
        }
    }

    /// `parts` one after another.
    private func joined(_ parts: [UInt8]...) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { out.append(contentsOf: part) }
        return out
    }

    private func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.withUnsafeBufferPointer { Data(buffer: $0) }.write(to: url)
    }

    // MARK: Item 11: suppression regions

    /// 100,000 `disable`/`enable` pairs of `ui_screen_main` that silence nothing, their `superfluous_disable`
    /// notes silenced by a `disable superfluous_disable` on line 1, and planted findings in the middle (one
    /// silenced inside a region, one of another rule inside it, reported) and at the end (reported). Each note
    /// asked the regions before it one by one: the old code took 68 s in a release build (about half an hour
    /// in a debug build); now each question is two binary searches.
    func testHundredThousandSuppressionRegions() throws {
        let dir = try makeTemporaryDirectory(self)
        let pairs = repeated("//duolint:disable ui_screen_main\n//duolint:enable ui_screen_main\n", 50_000)
        let planted = Array(("//duolint:disable ui_screen_main\nlet a = UIScreen.main\n"
            + "let p = d.userInterfaceIdiom == .pad\n//duolint:enable ui_screen_main\n").utf8)
        try write(joined(Array("// duolint:disable superfluous_disable\n".utf8), pairs, planted, pairs,
                         Array("let s = UIScreen.main\n".utf8)),
                  to: dir.appendingPathComponent("Regions.swift"))
        guard let r = try run(["--quiet", "Regions.swift"], in: dir, timeout: 60) else { return }
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "")
        // Line 1, 100,000 lines of pairs, then the planted block (lines 100,002-100,005), 100,000 more lines.
        XCTAssertEqual(r.stdout,
            "Regions.swift:100004:9: error: Comparing the idiom with .pad stands in for the screen size, but both of "
            + "iPhone Duo's displays report .phone; decide from the horizontal size class (@Environment(\\.horizontalSizeClass) "
            + "or traitCollection.horizontalSizeClass) instead. (idiom_layout_check)\n"
            + screenMain("Regions.swift", 200_006, 9))
    }
}
