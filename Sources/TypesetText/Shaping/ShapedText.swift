// A whole text shaped once at upem (Design §8.4, §8.5): analysis, items, font runs, HarfBuzz
// output and cluster tables. Size-independent, so one value serves every point size and
// every font scale; the engine caches it per text, faces, features and direction.


/// A text itemised and shaped at units-per-em scale.
final class ShapedText: Sendable {
    /// The font-independent analysis.
    let analysis: TextAnalysis
    /// The style spans (primary faces and features), in text order.
    let spans: [StyleSpan]
    /// The shaped paragraphs.
    let paragraphs: [ShapedParagraph]
    /// Windows re-shaped at unsafe breaks, shared by every layout of this text.
    let patches = Locked(BoundedCache<PatchKey, ClusterPatch>(budget: PatchKey.kept))
    /// Characters shaped to `.notdef` (glyph 0) because no face maps them, in text order, each
    /// once; characters that need no glyph (controls, joiners, selectors) are not listed.
    let missingCharacters: [Unicode.Scalar]

    /// Itemises and shapes `analysis`; `words`, when given, shapes word by word through the
    /// engine's cache (the same glyphs). `line`, the text shaped as a single line, gives the glyphs
    /// of the item and font run it covers instead of shaping them again.
    init(
        analysis: TextAnalysis, spans: [StyleSpan], fallback: FontFallback, words: WordShapes? = nil,
        line: ShapedLine? = nil
    ) {
        self.analysis = analysis
        self.spans = spans
        let primaries = spans.map { FontFallback.Candidate($0.face) }
        var paragraphs: [ShapedParagraph] = []
        paragraphs.reserveCapacity(analysis.paragraphs.count)
        var fontRuns: [FontRun] = []
        var missing: [Unicode.Scalar] = []
        var seen: Set<UInt32> = []
        analysis.shapingUnits.withUnsafeBufferPointer { units in
            analysis.flags.withUnsafeBufferPointer { flags in
                for paragraph in analysis.paragraphs {
                    var pending: [ShapedParagraph.PendingRun] = []
                    for item in FontRuns.items(of: paragraph, spans: spans) {
                        if let advance = spans[item.span].attachmentAdvance {
                            // Inline objects: not shaped, one glyph of their width per grapheme.
                            pending.append(
                                ShapedParagraph.PendingRun(
                                    range: item.range, span: item.span, face: spans[item.span].face,
                                    options: ShapingOptions(
                                        rightToLeft: item.level & 1 == 1, script: item.script,
                                        disablesOptionalLigatures: false),
                                    level: item.level,
                                    glyphs: Self.attachmentGlyphs(
                                        item.range, advance: advance, rightToLeft: item.level & 1 == 1, flags: flags)))
                            continue
                        }
                        fontRuns.removeAll(keepingCapacity: true)
                        FontRuns.split(
                            item, analysis: analysis, primary: primaries[item.span], fallback: fallback,
                            style: spans[item.span], into: &fontRuns)
                        for fontRun in fontRuns {
                            let options = ShapingOptions(
                                rightToLeft: item.level & 1 == 1, script: item.script,
                                disablesOptionalLigatures: spans[item.span].disablesOptionalLigatures,
                                features: spans[item.span].features)
                            var glyphs: [ShapedGlyph] = []
                            let beginning = fontRun.range.lowerBound == paragraph.range.lowerBound
                            let end = fontRun.range.upperBound == paragraph.range.upperBound
                            if let line, fontRun.range == 0..<line.buffer.count, fontRun.face === line.face,
                                options == line.options, paragraph.range == fontRun.range
                            {
                                glyphs = line.glyphs  // the same call `ShapedLine` made
                            } else if let words {
                                words.shape(
                                    FontInstance(face: fontRun.face, options: options), units: units,
                                    context: paragraph.range, item: fontRun.range, beginningOfText: beginning,
                                    endOfText: end, into: &glyphs)
                            } else {
                                FontInstance(face: fontRun.face, options: options).shape(
                                    units: units, context: paragraph.range, item: fontRun.range, beginningOfText: beginning,
                                    endOfText: end, into: &glyphs)
                            }
                            for glyph in glyphs where glyph.glyph == 0 {
                                let value = analysis.text.scalar(at: Int(glyph.cluster)).value
                                if !UnicodeClasses.isIgnorableForCoverage(value), seen.insert(value).inserted,
                                    let scalar = Unicode.Scalar(value)
                                {
                                    missing.append(scalar)
                                }
                            }
                            pending.append(
                                ShapedParagraph.PendingRun(
                                    range: fontRun.range, span: item.span, face: fontRun.face, options: options,
                                    level: item.level, glyphs: glyphs))
                        }
                    }
                    paragraphs.append(
                        analysis.text.withUTF8Map { utf8Offsets in
                            ShapedParagraph(
                                range: paragraph.range, baseLevel: paragraph.baseLevel, pending: pending, flags: flags,
                                utf8Offsets: utf8Offsets,
                                emptySpan: ShapedText.span(at: paragraph.range.lowerBound, in: spans))
                        })
                }
            }
        }
        self.paragraphs = paragraphs
        missingCharacters = missing
    }

    /// The glyphs of a run of inline objects over UTF-16 `range`: one per grapheme, glyph id 0
    /// (no glyph of the face: renderers draw the object, ``GlyphRun/attachment``), `advance`
    /// units wide, never unsafe to break; in visual order.
    static func attachmentGlyphs(
        _ range: Range<Int>, advance: Int32, rightToLeft: Bool, flags: UnsafeBufferPointer<UInt8>
    ) -> [ShapedGlyph] {
        var glyphs: [ShapedGlyph] = []
        for offset in range where offset == range.lowerBound || flags[offset] & UnitFlags.graphemeStart != 0 {
            glyphs.append(
                ShapedGlyph(
                    glyph: 0, cluster: Int32(offset), xAdvance: advance, xOffset: 0, yOffset: 0, unsafeToBreak: false))
        }
        return rightToLeft ? glyphs.reversed() : glyphs
    }

    /// The span holding `offset`, or the last span starting at or before it.
    static func span(at offset: Int, in spans: [StyleSpan]) -> Int {
        var found = 0
        for (index, span) in spans.enumerated() where span.range.lowerBound <= offset {
            found = index
            if span.range.upperBound > offset { break }
        }
        return found
    }
}
