// Itemisation into shaping runs (Design §8.5): split by style span, script and bidi level, then
// by font per grapheme cluster through the fallback chain.

/// A range of one style span, script and bidi level.
struct TextItem: Sendable {
    var range: Range<Int>
    var span: Int
    var script: UInt32
    var level: UInt8
}

/// A range of one face within an item.
struct FontRun: Sendable {
    var range: Range<Int>
    var face: FontFace
}

/// Builds items and font runs.
enum FontRuns {
    /// The items of `paragraph`: maximal ranges with one span, one script and one level.
    static func items(of paragraph: ParagraphAnalysis, spans: [StyleSpan]) -> [TextItem] {
        let range = paragraph.range
        guard !range.isEmpty else { return [] }
        var items: [TextItem] = []
        var spanIndex = spans.firstIndex { $0.range.upperBound > range.lowerBound } ?? max(0, spans.count - 1)
        var scriptIndex = 0
        var levelIndex = 0
        var start = range.lowerBound
        while start < range.upperBound {
            while spanIndex + 1 < spans.count, spans[spanIndex].range.upperBound <= start { spanIndex += 1 }
            while scriptIndex + 1 < paragraph.scripts.count, paragraph.scripts[scriptIndex].end <= start {
                scriptIndex += 1
            }
            while levelIndex + 1 < paragraph.levels.count, paragraph.levels[levelIndex].end <= start {
                levelIndex += 1
            }
            let spanEnd = spans.isEmpty ? range.upperBound : spans[spanIndex].range.upperBound
            let scriptEnd = paragraph.scripts.isEmpty ? range.upperBound : paragraph.scripts[scriptIndex].end
            let levelEnd = paragraph.levels.isEmpty ? range.upperBound : paragraph.levels[levelIndex].end
            var end = min(range.upperBound, spanEnd, scriptEnd, levelEnd)
            if end <= start { end = range.upperBound }
            items.append(
                TextItem(
                    range: start..<end, span: spanIndex,
                    script: paragraph.scripts.isEmpty ? HarfBuzz.commonScript : paragraph.scripts[scriptIndex].script,
                    level: paragraph.levels.isEmpty ? paragraph.baseLevel : paragraph.levels[levelIndex].level))
            start = end
        }
        return items
    }

    /// Splits `item` by face: each grapheme cluster takes its primary face when that covers
    /// the whole cluster (and it is not an emoji presentation sequence), else the fallback
    /// chain's choice in the span's weight and italic when that face covers the cluster too
    /// (Design §8.5; ``FontFallback/styled(_:weight:italic:)``).
    static func split(
        _ item: TextItem, analysis: TextAnalysis, primary: FontFallback.Candidate, fallback: FontFallback,
        style: StyleSpan, into output: inout [FontRun]
    ) {
        let end = item.range.upperBound
        let coverage = primary.coverage
        var scalars: [UInt32] = []
        // Faces by slot, so the loop compares integers instead of retaining references; slot 0
        // is the primary face, slot n > 0 is `fallbacks[n - 1]` (allocated only when needed).
        var fallbacks: [FontFace] = []
        // The chain's faces restyled for the span, once per face per item.
        var styled: [FontFallback.Restyled] = []
        var runStart = item.range.lowerBound
        var runSlot = -1
        analysis.text.units.withUnsafeBufferPointer { units in
            analysis.flags.withUnsafeBufferPointer { flags in
                var offset = item.range.lowerBound
                while offset < end {
                    let unit = UInt32(units[offset])
                    var next = offset + 1
                    while next < end, flags[next] & UnitFlags.graphemeStart == 0 { next += 1 }
                    let slot: Int
                    if next == offset + 1, unit < EmojiPresentation.threshold,
                        coverage.contains(unit) || UnicodeClasses.isIgnorableForCoverage(unit)
                    {
                        slot = 0
                    } else {
                        scalars.removeAll(keepingCapacity: true)
                        var position = offset
                        while position < next {
                            let (value, length) = analysis.text.scalar(at: position)
                            scalars.append(value)
                            position += length
                        }
                        let emoji = EmojiPresentation.prefersEmojiFont(scalars)
                        var face =
                            !emoji && primary.covers(scalars)
                            ? primary.face : fallback.face(for: scalars, primary: primary, prefersEmoji: emoji)
                        if face !== primary.face {
                            face = fallback.styled(face, covering: scalars, for: style, memo: &styled)
                        }
                        if face === primary.face {
                            slot = 0
                        } else if let known = fallbacks.firstIndex(where: { $0 === face }) {
                            slot = known + 1
                        } else {
                            fallbacks.append(face)
                            slot = fallbacks.count
                        }
                    }
                    if slot != runSlot {
                        if runSlot >= 0 {
                            let face = runSlot == 0 ? primary.face : fallbacks[runSlot - 1]
                            output.append(FontRun(range: runStart..<offset, face: face))
                        }
                        runStart = offset
                        runSlot = slot
                    }
                    offset = next
                }
            }
        }
        if runSlot >= 0 {
            output.append(FontRun(range: runStart..<end, face: runSlot == 0 ? primary.face : fallbacks[runSlot - 1]))
        }
    }
}
