/// One glyph from HarfBuzz at scale = units per em: exact integers in font units (Design §8.2).
struct ShapedGlyph: Sendable, Equatable {
    /// The glyph id in the face.
    var glyph: UInt32
    /// The UTF-16 offset, in the whole text, of the first code unit of this glyph's cluster.
    var cluster: Int32
    /// Horizontal advance in font units.
    var xAdvance: Int32
    /// Horizontal offset in font units.
    var xOffset: Int32
    /// Vertical offset in font units (y up).
    var yOffset: Int32
    /// HarfBuzz's `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`: breaking before this cluster needs a re-shape.
    var unsafeToBreak: Bool
}

extension [ShapedGlyph] {
    /// Appends `glyphs` with their clusters moved by `shift`: glyphs kept with clusters counted
    /// from their own first code unit, put back where they stand in a text.
    @inline(__always)
    mutating func append(_ glyphs: UnsafeBufferPointer<ShapedGlyph>, clustersMovedBy shift: Int32) {
        for var glyph in glyphs {
            glyph.cluster &+= shift
            append(glyph)
        }
    }

    /// Moves every glyph's cluster by `shift` (to keep glyphs with clusters counted from their
    /// first code unit, `shift` is minus that unit's offset).
    mutating func moveClusters(by shift: Int32) {
        for index in indices { self[index].cluster &+= shift }
    }
}

/// HarfBuzz shaping direction, script and feature choices for one item.
struct ShapingOptions: Hashable, Sendable {
    /// Right-to-left (odd bidi level).
    var rightToLeft: Bool
    /// The ISO 15924 script tag as HarfBuzz spells it (`hb_script_t` raw value).
    var script: UInt32
    /// Turns off liga, clig, dlig, hlig and calt (tracking; Design §8.6).
    var disablesOptionalLigatures: Bool
    /// Features turned on over the whole item (`monospacedDigit()`, small caps).
    var features: FontFeatures = []

    /// The features as `hb-shape --features` spells them: the ones turned on, then the
    /// optional ligatures turned off.
    var featureSettings: [String] {
        features.openTypeTags
            + (disablesOptionalLigatures ? ["-liga", "-clig", "-dlig", "-hlig", "-calt"] : [])
    }
}
