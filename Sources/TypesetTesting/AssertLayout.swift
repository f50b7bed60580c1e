import Foundation

/// Checks `expectations` on `result` and records each failure as a test issue: with Swift
/// Testing's `Issue.record` inside a Swift Testing test, with `XCTFail` otherwise.
///
/// ```swift
/// assertLayout(result, .baselinesAligned(["label", "value"]), .notTruncated("title"))
/// ```
/// Tolerances are in pixels at `displayScale`.
public func assertLayout(
    _ result: LayoutResult, displayScale: CGFloat = 1, _ expectations: LayoutExpectation...,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    for expectation in expectations {
        for failure in expectation.failures(in: result, displayScale: displayScale) {
            FailureReporter.record(failure.description, at: location)
        }
    }
}

/// Audits `result` and records each finding as a test issue (see ``assertLayout(_:displayScale:_:fileID:filePath:line:column:)``).
public func assertNoAuditFindings(
    _ result: LayoutResult, _ options: AuditOptions = AuditOptions(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    assertLayout(
        result, displayScale: options.displayScale, .noAuditFindings(options), fileID: fileID, filePath: filePath, line: line,
        column: column)
}
