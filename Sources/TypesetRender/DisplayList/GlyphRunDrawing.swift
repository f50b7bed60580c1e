// Glyphs of the display list: one face at one set of variation coordinates, one size, absolute
// positions, and the text they show so PDF output stays searchable.
import Foundation
import Typeset

/// Glyphs of one font face at one size, at absolute positions.
public struct GlyphRunDrawing: Sendable, Equatable {
    /// The font file.
    public var fontFile: String
    /// The face inside the file (collections hold several).
    public var faceIndex: Int
    /// The design coordinates to draw the outlines at (`FT_Set_Var_Design_Coordinates`); empty
    /// for the face's defaults. The layout shaped the glyphs at the same coordinates.
    public var variations: [FontVariation]
    /// The size in points.
    public var size: Double
    /// Glyph ids in drawing order.
    public var glyphs: [UInt32]
    /// Each glyph's origin on the canvas (on its baseline, offsets applied), y down.
    public var positions: [CGPoint]
    /// The colour (colour glyphs such as emoji keep their own colours).
    public var color: DrawColor
    /// The text the glyphs show; empty when unknown (an inserted ellipsis).
    public var text: String
    /// How `text` maps onto `glyphs`, for extractable PDF text; empty when unknown.
    public var clusters: [TextCluster]
    /// Clusters run against the glyph order (right-to-left runs).
    public var clustersBackward: Bool

    /// A glyph run; without `text` and `clusters` the glyphs draw but do not extract as text.
    public init(
        fontFile: String, faceIndex: Int, variations: [FontVariation] = [], size: Double, glyphs: [UInt32],
        positions: [CGPoint], color: DrawColor = .black, text: String = "", clusters: [TextCluster] = [],
        clustersBackward: Bool = false
    ) {
        self.fontFile = fontFile
        self.faceIndex = faceIndex
        self.variations = variations
        self.size = size
        self.glyphs = glyphs
        self.positions = positions
        self.color = color
        self.text = text
        self.clusters = clusters
        self.clustersBackward = clustersBackward
    }
}

/// A run of UTF-8 bytes of the text shown by a run of glyphs (cairo's `cairo_text_cluster_t`).
public struct TextCluster: Sendable, Equatable {
    /// UTF-8 bytes of the cluster.
    public var byteCount: Int
    /// Glyphs of the cluster.
    public var glyphCount: Int

    /// A cluster of `byteCount` bytes drawn with `glyphCount` glyphs.
    public init(byteCount: Int, glyphCount: Int) {
        self.byteCount = byteCount
        self.glyphCount = glyphCount
    }
}
