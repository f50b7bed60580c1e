// The UTF-16 buffer and its offset maps: the pipeline works in UTF-16 and reports UTF-8
// offsets and String.Index ranges.

import Foundation
import Testing

@testable import TypesetText

@Suite("TextBuffer")
struct TextBufferTests {
    @Test("UTF-16 units and UTF-16 ⇄ UTF-8 offsets for 1-, 2-, 3- and 4-byte scalars")
    func offsets() {
        let buffer = TextBuffer("aé世😀b")
        #expect(buffer.units == Array("aé世😀b".utf16))
        #expect(buffer.utf8Offsets == [0, 1, 3, 6, 6, 10, 11])
        #expect(buffer.utf16Offsets[0] == 0 && buffer.utf16Offsets[1] == 1 && buffer.utf16Offsets[3] == 2)
        #expect(buffer.utf16Offsets[6] == 3 && buffer.utf16Offsets[10] == 5 && buffer.utf16Offsets[11] == 6)
        #expect(buffer.maxScalar == 0x1F600)
        #expect(buffer.scalar(at: 3) == (0x1F600, 2))
        #expect(buffer.scalar(at: 2) == (0x4E16, 1))
    }

    @Test("String.Index ranges from UTF-16 ranges")
    func indices() {
        let buffer = TextBuffer("aé世😀b")
        #expect(String(buffer.string[buffer.range(ofUTF16: 1..<5)]) == "é世😀")
        #expect(String(buffer.string[buffer.range(ofUTF16: 5..<6)]) == "b")
        #expect(buffer.index(atUTF16: 6) == buffer.string.endIndex)
    }

    @Test("ASCII text: identity offset maps")
    func ascii() {
        let buffer = TextBuffer("ab c")
        #expect(buffer.units == Array("ab c".utf16) && buffer.maxScalar == 0x63)
        #expect(buffer.utf8Offsets == [0, 1, 2, 3, 4] && buffer.utf16Offsets == [0, 1, 2, 3, 4])
        #expect(buffer.utf8Offset(ofUTF16: 3) == 3 && buffer.utf16Offset(ofUTF8: 4) == 4)
        #expect(String(buffer.string[buffer.range(ofUTF16: 1..<3)]) == "b ")
    }

    @Test("Empty text")
    func empty() {
        let buffer = TextBuffer("")
        #expect(buffer.count == 0 && buffer.utf8Offsets == [0] && buffer.maxScalar == 0)
    }
}
