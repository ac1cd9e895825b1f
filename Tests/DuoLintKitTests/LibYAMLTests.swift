import XCTest
@testable import DuoLintKit

/// The CYAML system library target links: the version reported by the linked
/// libyaml has the `major.minor.patch` shape.
final class LibYAMLTests: XCTestCase {
    func testLinkedLibYAMLReportsItsVersion() {
        let parts = LibYAML.version.split(separator: ".")
        XCTAssertEqual(parts.count, 3, LibYAML.version)
        XCTAssertTrue(parts.allSatisfy { Int($0) != nil }, LibYAML.version)
    }
}
