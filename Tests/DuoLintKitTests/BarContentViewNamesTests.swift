import Foundation
import XCTest
@testable import DuoLintKit

/// The project model's bar-content uses (`BarContentUses.collect`) read SwiftUI's bar types and views through
/// `SwiftUI.`, `.init` and parentheses, as the rules do, and not through another module's qualifier: each use is
/// asserted exactly (name, placement, line, owner).
final class BarContentViewNamesTests: XCTestCase {
    func testItemsAndViewsInEachSpelling() {
        let f = LexTestSupport.swiftFile("""
            struct V: View {
                var body: some View {
                    List {}.toolbar {
                        SwiftUI.ToolbarItem(placement: .primaryAction) { saveButton }
                        ToolbarItem.init(placement: .secondaryAction) { shareButton }
                        MyKit.ToolbarItem(placement: .bottomBar) { otherButton }
                        (SaveButton())
                    }
                }
            }
            """)
        let uses = BarContentUses.collect(in: f).map { "\($0.name) \($0.placement ?? "-") \($0.line) \($0.owner ?? "-")" }
        XCTAssertEqual(uses, [
            // The items' content, with their placements.
            "saveButton primaryAction 4 V", "shareButton secondaryAction 5 V",
            // `.toolbar`'s own statements: another module's item is a plain view (its content is not read), and
            // the view in parentheses is named.
            "MyKit - 6 V", "ToolbarItem - 6 -", "SaveButton - 7 V",
        ])
    }

    func testForwardedCallsNameTheTypeThroughSwiftUIAndInit() {
        let f = LexTestSupport.swiftFile("""
            extension Button {
                init(_ title: String, asset: String, action: @escaping () -> Void) {
                    self.init(action: action) { SwiftUI.Image(asset) }
                }
            }
            """)
        let summary = FileSummary(f)
        XCTAssertEqual(summary.extensionInitializers.map { $0.forwards.map(\.callee) }, [[".init", "Image"]])
        XCTAssertEqual(summary.extensionInitializers.map(\.forwardsSymbol), [true])
    }
}
