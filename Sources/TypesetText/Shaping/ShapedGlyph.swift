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
