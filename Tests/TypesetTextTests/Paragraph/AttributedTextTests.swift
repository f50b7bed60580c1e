import Foundation
import Testing
@testable import TypesetText

/// Equality of attributed runs: the hash a run keeps of its string's bytes for the engine's
/// caches plays no part in it.
@Suite struct AttributedTextTests {
    // "é" precomposed and as "e" + combining acute are equal Strings with different bytes: their
    // runs are equal and hash alike, as the strings do; the kept byte hashes differ.
    @Test func canonicallyEquivalentRunsAreEqual() {
        let precomposed = AttributedText.Run("caf\u{E9}")
        let decomposed = AttributedText.Run("cafe\u{301}")
        #expect(precomposed.stringHash != decomposed.stringHash)
        #expect(precomposed == decomposed)
        #expect(precomposed.hashValue == decomposed.hashValue)
        #expect(AttributedText("caf\u{E9}") == AttributedText("cafe\u{301}"))
    }

    // A run whose string changes keeps the hash of the new string.
    @Test func theKeptHashFollowsTheString() {
        var run = AttributedText.Run("before")
        run.string = "after"
        #expect(run.stringHash == AttributedText.Run("after").stringHash)
        #expect(run.stringHash != AttributedText.Run("before").stringHash)
        #expect(run != AttributedText.Run("before"))
    }
}
