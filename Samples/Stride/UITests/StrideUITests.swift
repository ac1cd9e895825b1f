import XCTest

final class StrideUITests: XCTestCase {
    func testWorkoutListScreenshotInLandscape() throws {
        let app = XCUIApplication()
        app.launch()
        XCUIDevice.shared.orientation = .landscapeLeft
        XCTAssertTrue(app.navigationBars["Workouts"].waitForExistence(timeout: 5))

        // XCUIScreen.main is the test runner's handle on the device screen; it is
        // not the app's UIScreen.main, so it belongs here.
        let attachment = XCTAttachment(screenshot: XCUIScreen.main.screenshot())
        attachment.name = "workouts-landscape"
        attachment.lifetime = .keepAlways
        add(attachment)
    }
}
