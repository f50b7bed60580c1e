// Everything about a text that does not depend on fonts: UTF-16 buffer, grapheme and line
// break opportunities, paragraphs, bidi levels and scripts (Design §8.4, §8.5). Cached per
// text and layout direction by the engine.

/// One paragraph: the text up to and including a paragraph separator.
struct ParagraphAnalysis: Sendable {
    /// UTF-16 range, separator included.
    let range: Range<Int>
    /// The resolved paragraph embedding level (0 or 1).
    let baseLevel: UInt8
    /// Bidi level runs covering `range`.
    let levels: [LevelRun]
    /// Script runs covering `range`.
    let scripts: [ScriptRun]
}

/// The font-independent analysis of a text.
final class TextAnalysis: Sendable {
    /// The text and its offset maps.
    let text: TextBuffer
    /// The code units given to HarfBuzz (separators and tabs shaped as spaces).
    let shapingUnits: [UInt16]
    /// ``UnitFlags`` per UTF-16 offset (count = units + 1).
    let flags: [UInt8]
    /// The paragraphs; an empty text, or one ending in a separator, ends with an empty one.
    let paragraphs: [ParagraphAnalysis]

    convenience init(_ string: String, defaultRightToLeft: Bool) {
        self.init(TextBuffer(string), defaultRightToLeft: defaultRightToLeft)
    }

    /// The analysis of a text already decoded; `scripts`, when given, are the script runs of the
    /// whole text (resolved already, and used when the text is one paragraph).
    init(_ text: TextBuffer, defaultRightToLeft: Bool, scripts: [ScriptRun]? = nil) {
        self.text = text
        let units = text.units
        let count = units.count
        var flags = [UInt8](filledWith: 0, count: count + 1)
        var shaping = units  // shares storage until a substitute is written

        // Hanging whitespace and the shaping substitutes.
        units.withUnsafeBufferPointer { units in
            flags.withUnsafeMutableBufferPointer { flags in
                for offset in 0..<count {
                    let unit = units[offset]
                    guard unit <= 0x20 || unit >= 0x85 else { continue }
                    if UnicodeClasses.isHangingWhitespace(UInt32(unit)) { flags[offset] |= UnitFlags.hangingWhitespace }
                    let substitute = UnicodeClasses.shapingUnit(unit)
                    if substitute != unit { shaping[offset] = substitute }
                }
            }
        }
        shapingUnits = shaping

        // Design §8.4: break opportunities from ICU (UAX #14), mandatory ones flagged.
        units.withUnsafeBufferPointer { units in
            flags.withUnsafeMutableBufferPointer { flags in
                ICU.markLineBreaks(
                    units, in: flags, opportunity: UnitFlags.breakBefore, mandatory: UnitFlags.mandatoryBefore)
            }
        }
        flags.withUnsafeMutableBufferPointer { GraphemeBoundaries.mark(text, flag: UnitFlags.graphemeStart, in: $0) }
        self.flags = flags

        // Design §8.5: paragraphs at separators, each with its own bidi direction and scripts.
        var paragraphs: [ParagraphAnalysis] = []
        var start = 0
        var offset = 0
        func close(_ end: Int) {
            let range = start..<end
            let bidi = BidiLevels.resolve(text, range: range, defaultRightToLeft: defaultRightToLeft)
            paragraphs.append(
                ParagraphAnalysis(
                    range: range, baseLevel: bidi.paragraphLevel, levels: bidi.runs,
                    scripts: range == 0..<count ? scripts ?? ScriptRuns.resolve(text, range: range)
                        : ScriptRuns.resolve(text, range: range)))
            start = end
        }
        while offset < count {
            let unit = units[offset]
            offset += 1
            if UnicodeClasses.isParagraphSeparator(UInt32(unit)) {
                if unit == 0x0D, offset < count, units[offset] == 0x0A { offset += 1 }
                close(offset)
            }
        }
        close(count)  // the last paragraph; empty after a final separator or for empty text
        self.paragraphs = paragraphs
    }
}
