// What is held behind a shared reference (a run's paint, an inline object, a layout's notes)
// behaves as the plain value it stands for (Design §19.1): equal and hashed by value, absent
// when unset, and unchanged in one copy when another is changed.

import Foundation
import Testing

@testable import TypesetText

@Suite struct SharedValueTests {
    private let red = TextPaint(foreground: TextPaint.Color(red: 1, green: 0, blue: 0))
    private let star = TextAttachment(
        name: "star", isSymbol: true, width: FontRelativeLength(ems: 1), height: FontRelativeLength(capHeights: 1))

    @Test func aRunComparesAndHashesItsPaintByValue() {
        let painted = AttributedText.Run("a", paint: red)
        let samePaint = AttributedText.Run("a", paint: TextPaint(foreground: TextPaint.Color(red: 1, green: 0, blue: 0)))
        #expect(painted == samePaint)
        #expect(painted.hashValue == samePaint.hashValue)
        #expect(painted != AttributedText.Run("a"))
        #expect(painted.paint == red)
        #expect(painted.isPainted)
        #expect(!AttributedText.Run("a").isPainted)
    }

    @Test func clearingAPaintMakesThePlainRun() {
        var run = AttributedText.Run("a", paint: red)
        run.paint.foreground = nil
        #expect(!run.isPainted)
        #expect(run == AttributedText.Run("a"))
        #expect(run.hashValue == AttributedText.Run("a").hashValue)
        run.paint = TextPaint()
        #expect(!run.isPainted)
    }

    @Test func updatingASharedValueSharesANewOneAndIsNilWhenEmpty() {
        var shared: SharedValue<TextPaint>? = nil
        shared.update(from: TextPaint()) { $0.link = nil }
        #expect(shared == nil)
        shared.update(from: TextPaint()) { $0.foreground = red.foreground }
        let first = shared
        #expect(first?.value == red)
        shared.update(from: TextPaint()) { $0.underline = TextPaint.Line(pattern: .dash) }
        #expect(first?.value == red)  // the earlier value is not changed in place
        #expect(shared?.value.underline == TextPaint.Line(pattern: .dash))
        shared.update(from: TextPaint()) { $0 = TextPaint() }
        #expect(shared == nil)
    }

    @Test func aCopyKeepsItsPaintWhenTheOriginalChanges() {
        var run = AttributedText.Run("a", paint: red)
        let copy = run
        run.paint.underline = TextPaint.Line(pattern: .dash)
        #expect(copy.paint == red)
        #expect(run.paint.underline == TextPaint.Line(pattern: .dash))
        #expect(run.paint.foreground == red.foreground)
    }

    @Test func attributesCompareTheirAttachmentByValue() {
        let a = TextAttributes(attachment: star)
        var b = TextAttributes()
        #expect(a != b)
        #expect(!b.hasAttachment)
        b.attachment = star
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(b.hasAttachment)
        #expect(b.attachment == star)
        b.attachment = nil
        #expect(b == TextAttributes())
    }

    @Test func aLayoutsNotesAreSetReadAndCleared() throws {
        let engine = TextEngine(fonts: bundledFonts)
        let text = AttributedText("Hello", attributes: TextAttributes(font: .custom("DejaVu Sans", size: 15)))
        var layout = engine.layout(text, width: nil)
        #expect(!layout.lines.isEmpty)
        #expect(layout.paint.isEmpty && layout.missingFamilies.isEmpty && layout.missingCharacters.isEmpty)
        let copy = layout
        layout.missingFamilies = ["Nowhere Sans"]
        layout.missingCharacters = ["\u{10FFFD}"]
        layout.unavailableWidths = ["condensed"]
        layout.paint = [TextPaintRange(range: 0..<5, paint: red)]
        #expect(layout.missingFamilies == ["Nowhere Sans"])
        #expect(layout.missingCharacters == ["\u{10FFFD}"])
        #expect(layout.unavailableWidths == ["condensed"])
        #expect(layout.paint == [TextPaintRange(range: 0..<5, paint: red)])
        #expect(copy.missingFamilies.isEmpty && copy.paint.isEmpty)
        layout.paint = []
        #expect(layout.paint.isEmpty)
        #expect(layout.missingFamilies == ["Nowhere Sans"])
    }

    @Test func aMissingFamilyIsNotedThroughTheEngine() {
        let engine = TextEngine(fonts: bundledFonts)
        let layout = engine.layout(AttributedText("Hi", attributes: TextAttributes(font: .custom("Nowhere Sans", size: 15))), width: nil)
        #expect(layout.missingFamilies == ["Nowhere Sans"])
        let painted = engine.layout(
            AttributedText(runs: [AttributedText.Run("Hi", attributes: TextAttributes(font: .custom("Nowhere Sans", size: 15)), paint: red)]),
            width: nil)
        #expect(painted.missingFamilies == ["Nowhere Sans"])
        #expect(painted.paint == [TextPaintRange(range: 0..<2, paint: red)])
    }

    @Test func aTextAskedForAgainWithTheSameRunsIsAnsweredFromTheCache() {
        let engine = TextEngine(fonts: bundledFonts)
        let text = AttributedText(
            "A paragraph long enough to wrap at a narrow width, so that it is broken rather than set on one line.",
            attributes: TextAttributes(font: .custom("DejaVu Sans", size: 15)))
        let first = engine.layout(text, width: 120)
        #expect(first.lines.count > 1)
        let computed = engine.computedLayoutCount
        // The same value (one runs array) and an equal one built anew: both from the cache.
        let again = engine.layout(text, width: 120)
        let rebuilt = engine.layout(AttributedText(String(text.string.reversed().reversed()), attributes: text.runs[0].attributes), width: 120)
        #expect(engine.computedLayoutCount == computed)
        #expect(again.lines.count == first.lines.count && rebuilt.lines.count == first.lines.count)
        // A different text with the same attributes is laid out.
        _ = engine.layout(AttributedText("Another paragraph, long enough to wrap at this narrow width too.", attributes: text.runs[0].attributes), width: 120)
        #expect(engine.computedLayoutCount == computed + 1)
    }
}
