import Foundation
import TypesetTesting
import XCTest

/// Under XCTest the assertions report through `XCTFail`; this case keeps the failures it is
/// handed instead of failing, to read them.
final class XCTestFunnelTests: XCTestCase {
    private var recorded: [(message: String, file: String, line: Int)] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        recorded.append((description, filePath, lineNumber))
    }

    func testFailuresGoThroughXCTFail() {
        let result = layout { Text("A label much too long").lineLimit(1).id("label").frame(width: 40) }
        let line = #line + 1
        assertLayout(result, .notTruncated("label"))
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded.first?.message.contains("is truncated") == true)
        XCTAssertEqual(recorded.first?.file, #filePath)
        XCTAssertEqual(recorded.first?.line, line)
    }

    func testAPassingAssertionRecordsNothing() {
        assertLayout(layout { Text("Short").id("label") }, .notTruncated("label"), .lineCount("label", atMost: 1))
        XCTAssertTrue(recorded.isEmpty)
    }
}
