import Foundation
import Testing
import XCTest

/// Where an assertion was written, in the forms both test libraries take.
struct FailureLocation {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt
}

/// The one place failures leave this library: Swift Testing's `Issue.record` when a Swift
/// Testing test is running, `XCTFail` otherwise.
enum FailureReporter {
    static func record(_ message: String, at location: FailureLocation) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line), column: Int(location.column)))
        } else {
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}
