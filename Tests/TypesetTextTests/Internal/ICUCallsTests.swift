import Foundation
import Testing
@testable import TypesetText

/// The ICU funnel's per-thread objects.
@Suite struct ICUCallsTests {
    // A thread that breaks lines and selects a plural opens its own line iterator, plural rules
    // and number formatter; they are closed when it exits (counted by the shim, which only
    // counts in the exit handler).
    @Test func aThreadsObjectsAreClosedWhenItExits() async {
        let before = ICU.objectsClosedAtThreadExit
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let thread = Thread {
                let text = Array("two words".utf16)
                var flags = [UInt8](repeating: 0, count: text.count + 1)
                text.withUnsafeBufferPointer { text in
                    flags.withUnsafeMutableBufferPointer { ICU.markLineBreaks(text, in: $0, opportunity: 1, mandatory: 2) }
                }
                _ = ICU.pluralKeyword(1, fractionDigits: 1, locale: "en")
                continuation.resume()
            }
            thread.start()
        }
        // The thread exits after it resumed the test: wait for its exit handler (at most 5 s).
        var closed = ICU.objectsClosedAtThreadExit - before
        for _ in 0 ..< 1_000 where closed < 3 {
            usleep(5_000)
            closed = ICU.objectsClosedAtThreadExit - before
        }
        #expect(closed >= 3)
    }
}
