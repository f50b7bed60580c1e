// The truncation ellipsis (SPEC §8.6): "…" shaped in the face of the run at the cut, "..."
// when that face lacks U+2026, else "…" in the fallback chain's face.

/// An ellipsis shaped at upem in one face.
struct EllipsisShape: Sendable {
    /// The face the glyphs belong to.
    let face: FontFace
    /// Glyphs in visual order; clusters are 0 and are rewritten to the cut offset.
    let glyphs: [ShapedGlyph]
    /// Total advance in font units.
    let units: Int64

    /// The ellipsis for text set in `face`.
    init(for face: FontFace, fallback: FontFallback) {
        let coverage = face.coverage
        let units: [UInt16]
        let shapingFace: FontFace
        if coverage.contains(0x2026) {
            (units, shapingFace) = ([0x2026], face)
        } else if coverage.contains(0x2E) {
            (units, shapingFace) = ([0x2E, 0x2E, 0x2E], face)
        } else {
            (units, shapingFace) = ([0x2026], fallback.face(for: [0x2026], primary: .init(face), prefersEmoji: false))
        }
        var glyphs: [ShapedGlyph] = []
        units.withUnsafeBufferPointer { buffer in
            HarfBuzz.shape(
                shapingFace.harfBuzz, units: buffer, context: 0..<buffer.count, item: 0..<buffer.count,
                options: ShapingOptions(
                    rightToLeft: false, script: HarfBuzz.commonScript, disablesOptionalLigatures: false),
                beginningOfText: true, endOfText: true, into: &glyphs)
        }
        for index in glyphs.indices { glyphs[index].cluster = 0 }
        self.face = shapingFace
        self.glyphs = glyphs
        self.units = glyphs.reduce(0) { $0 + Int64($1.xAdvance) }
    }
}
