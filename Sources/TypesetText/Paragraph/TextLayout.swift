// The result of laying out a text: lines, glyph runs, sizes and baselines, exact and
// unrounded (Design §8.3, §8.6; pixel rounding belongs to the view layer).

import Foundation

/// A laid-out text.
public struct TextLayout: Sendable {
    /// The text; every range indexes into it.
    public var string: String
    /// The lines, top to bottom.
    public var lines: [TextLine]
    /// The widest line (hanging whitespace excluded), not the proposed width.
    public var width: CGFloat
    /// The height of the lines (Design §8.3), at least `lineLimit` lines with `reservesSpace`.
    public var height: CGFloat
    /// The first line's baseline, from the top.
    public var firstBaseline: CGFloat
    /// The last line's baseline, from the top.
    public var lastBaseline: CGFloat
    /// The widest grapheme cluster (the width at a proposal of 0), at scale 1; computed on first
    /// use and shared by every layout of the same text and style.
    public var minContentWidth: CGFloat {
        get { storedMinContentWidth ?? deferred?.contentWidths.min ?? 0 }
        set { storedMinContentWidth = newValue }
    }
    /// The widest paragraph on one line (the width at a nil proposal), at scale 1; computed on
    /// first use and shared by every layout of the same text and style.
    public var maxContentWidth: CGFloat {
        get { storedMaxContentWidth ?? deferred?.contentWidths.max ?? 0 }
        set { storedMaxContentWidth = newValue }
    }
    /// Whether lines were cut and an ellipsis inserted.
    public var isTruncated: Bool
    /// The text's paint (colours, underlines, strikethroughs, links) by UTF-8 range of
    /// ``string``, from the runs of the attributed text laid out; not part of layout, so texts
    /// that differ only in paint share their layouts (Design §8 caches).
    public var paint: [TextPaintRange] {
        get { annotations?.value.paint ?? [] }
        set { annotate { $0.paint = newValue } }
    }
    /// The font scale applied: below 1 when ``ParagraphStyle/minimumScaleFactor`` shrank the text.
    public var fontScale: CGFloat
    /// The largest metrics over the runs' primary (not fallback) fonts at the applied scale;
    /// for spacing decisions.
    public var primaryMetrics: ScaledFontMetrics
    /// Families of `Font.custom` that were not found; the default family was used instead.
    public var missingFamilies: [String] {
        get { annotations?.value.missingFamilies ?? [] }
        set { annotate { $0.missingFamilies = newValue } }
    }
    /// Characters no available face maps, drawn as the `.notdef` glyph (a box), in text
    /// order, each once. Characters that need no glyph (controls, joiners) are not listed.
    public var missingCharacters: [Unicode.Scalar] {
        get { annotations?.value.missingCharacters ?? [] }
        set { annotate { $0.missingCharacters = newValue } }
    }
    /// Widths (`Font.width(_:)`) that could not be applied because the face has no `wdth` axis
    /// and its family no face of that width: one note per font; the standard width was used.
    public var unavailableWidths: [String] {
        get { annotations?.value.unavailableWidths ?? [] }
        set { annotate { $0.unavailableWidths = newValue } }
    }

    /// What most layouts lack: paint and what the fonts could not give.
    private struct Annotations: Hashable, Sendable {
        var paint: [TextPaintRange] = []
        var missingFamilies: [String] = []
        var missingCharacters: [Unicode.Scalar] = []
        var unavailableWidths: [String] = []
    }

    /// The annotations behind one reference, nil when there are none: a layout, copied into
    /// every measurement and result, copies as a few words (Design §19.1).
    private var annotations: SharedValue<Annotations>?

    /// Changes the annotations.
    private mutating func annotate(_ change: (inout Annotations) -> Void) {
        annotations.update(from: Annotations(), change)
    }

    /// What the text's layouts share: its content widths come from there.
    var deferred: DeferredText?
    private var storedMinContentWidth: CGFloat?
    private var storedMaxContentWidth: CGFloat?

    init(
        string: String, lines: [TextLine], width: CGFloat, height: CGFloat, firstBaseline: CGFloat,
        lastBaseline: CGFloat, deferred: DeferredText?, isTruncated: Bool, fontScale: CGFloat,
        primaryMetrics: ScaledFontMetrics, missingFamilies: [String], missingCharacters: [Unicode.Scalar],
        unavailableWidths: [String] = []
    ) {
        self.string = string
        self.lines = lines
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.deferred = deferred
        self.isTruncated = isTruncated
        self.fontScale = fontScale
        self.primaryMetrics = primaryMetrics
        // Most layouts have none: no annotations are built for them.
        if !missingFamilies.isEmpty || !missingCharacters.isEmpty || !unavailableWidths.isEmpty {
            annotate {
                $0.missingFamilies = missingFamilies
                $0.missingCharacters = missingCharacters
                $0.unavailableWidths = unavailableWidths
            }
        }
    }
}

/// One line of a ``TextLayout``.
public struct TextLine: Sendable {
    /// The text of the line, trailing whitespace and line separators included; the last line
    /// of a truncated layout covers the rest of the text.
    public var range: Range<String.Index>
    /// The baseline, from the top of the layout.
    public var baseline: CGFloat
    /// The largest ascent of the line's runs (fallback fonts included).
    public var ascent: CGFloat
    /// The largest descent of the line's runs.
    public var descent: CGFloat
    /// The largest line gap of the line's runs (added only below lines that have a successor).
    public var lineGap: CGFloat
    /// The advance width, hanging whitespace excluded.
    public var width: CGFloat
    /// The line's left edge inside the layout's width (alignment).
    public var xOffset: CGFloat
    /// Glyph runs in visual order, left to right; built on first access (sizing never needs
    /// them) and positioned with the `xOffset` the layout gave the line.
    public var runs: [GlyphRun] {
        get { storedRuns ?? source?.runs(ofLine: index) ?? [] }
        set { storedRuns = newValue }
    }
    /// Whether the line holds an ellipsis.
    public var isTruncated: Bool

    // Initialised here rather than in `init`: assigning it there makes the optimiser build
    // each line in a temporary and copy it (two value-witness calls per line).
    private var storedRuns: [GlyphRun]? = nil
    private let source: (any LineRunSource)?
    private let index: Int

    init(
        range: Range<String.Index>, baseline: CGFloat, ascent: CGFloat, descent: CGFloat, lineGap: CGFloat,
        width: CGFloat, xOffset: CGFloat, isTruncated: Bool, source: any LineRunSource, index: Int
    ) {
        self.range = range
        self.baseline = baseline
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
        self.width = width
        self.xOffset = xOffset
        self.isTruncated = isTruncated
        self.source = source
        self.index = index
    }
}

/// What builds a layout's glyph runs on first access (sizing never needs them).
protocol LineRunSource: AnyObject, Sendable {
    /// The runs of line `index` in visual order, positioned from the line's alignment offset.
    func runs(ofLine index: Int) -> [GlyphRun]
}

/// Glyphs of one face, size, direction and bidi level, positioned on a line.
public struct GlyphRun: Sendable {
    /// The face: a font file and face index, at the design coordinates of ``variations``.
    public var face: FontFace
    /// The point size (font scale applied).
    public var size: CGFloat
    /// The run's writing direction.
    public var direction: TextDirection
    /// The bidi embedding level.
    public var bidiLevel: UInt8
    /// The run's script as an ISO 15924 tag (`Latn`, `Arab`, `Hani`; `Zyyy` for an inserted
    /// ellipsis), as HarfBuzz shaped it.
    public var script: String
    /// The OpenType features the run was shaped with, as `hb-shape --features` spells them
    /// (`tnum`, `smcp`; `-liga` for a feature turned off); empty for the defaults.
    public var features: [String]
    /// The text the glyphs show (empty for an inserted ellipsis).
    public var range: Range<String.Index>
    /// Glyph ids in visual order.
    public var glyphs: [UInt32]
    /// UTF-8 offset in ``TextLayout/string`` of each glyph's cluster.
    public var clusters: [Int]
    /// Advances in points, kerning and tracking included.
    public var advances: [CGFloat]
    /// HarfBuzz offsets in points (y up).
    public var offsets: [CGPoint]
    /// Pen position of each glyph: x from the line's left edge (xOffset included), y the
    /// baseline offset (0 = on the baseline, up positive).
    public var positions: [CGPoint]
    /// For a run of inline objects (``TextAttributes/attachment``): what they show and their
    /// size. Each glyph (id 0, not a glyph of ``face``) is then one object whose left edge is
    /// its pen position and whose bottom lies `baselineOffset` below the baseline (raised by the
    /// pen's y). Nil for text.
    public var attachment: TextAttachment.Resolved?

    /// The variation coordinates the glyphs were shaped at (the face's; empty at the defaults):
    /// a renderer sets them on its face (`FT_Set_Var_Design_Coordinates`) to draw the same
    /// outlines.
    public var variations: [FontVariation] { face.variations }
}
