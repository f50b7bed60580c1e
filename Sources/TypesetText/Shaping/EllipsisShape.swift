// The truncation ellipsis (Design §8.6): "…" shaped in the face of the run at the cut, "..."
// when that face lacks U+2026, else "…" in the fallback chain's face in the span's style; with
// the span's features, so that it matches the text it ends.

/// An ellipsis shaped at upem in one face.
struct EllipsisShape: Sendable {
    /// The face the glyphs belong to.
    let face: FontFace
    /// Glyphs in visual order; clusters are 0 and are rewritten to the cut offset.
    let glyphs: [ShapedGlyph]
    /// Total advance in font units.
    let units: Int64

    /// The options an ellipsis ending text of `span` is shaped with: the span's features and
    /// ligature setting, left to right in the Common script.
    static func options(for span: StyleSpan) -> ShapingOptions {
        ShapingOptions(
            rightToLeft: false, script: HarfBuzz.commonScript,
            disablesOptionalLigatures: span.disablesOptionalLigatures, features: span.features)
    }

    /// The ellipsis for text of `span` set in `face` (an instance at the text's coordinates).
    init(for face: FontFace, span: StyleSpan, fallback: FontFallback) {
        let coverage = face.coverage
        let units: [UInt16]
        let shapingFace: FontFace
        if coverage.contains(0x2026) {
            (units, shapingFace) = ([0x2026], face)
        } else if coverage.contains(0x2E) {
            (units, shapingFace) = ([0x2E, 0x2E, 0x2E], face)
        } else {
            let chain = fallback.face(for: [0x2026], primary: .init(face), prefersEmoji: false)
            var memo: [FontFallback.Restyled] = []
            (units, shapingFace) = ([0x2026], fallback.styled(chain, covering: [0x2026], for: span, memo: &memo))
        }
        var glyphs: [ShapedGlyph] = []
        units.withUnsafeBufferPointer { buffer in
            FontInstance(face: shapingFace, options: EllipsisShape.options(for: span)).shape(
                units: buffer, context: 0..<buffer.count, item: 0..<buffer.count, beginningOfText: true, endOfText: true,
                into: &glyphs)
        }
        for index in glyphs.indices { glyphs[index].cluster = 0 }
        self.face = shapingFace
        self.glyphs = glyphs
        self.units = glyphs.reduce(0) { $0 + Int64($1.xAdvance) }
    }
}
