// Vertical font metrics in font units and in points (Design §8.2, R-metrics).

import Foundation

/// A face's vertical metrics in font units, exact, read from HarfBuzz at scale = units per em.
///
/// Ascent, descent and line gap follow HarfBuzz's OpenType rule (OS/2 typo values when the
/// font sets USE_TYPO_METRICS, else hhea); the line gap is clamped to 0 or more. Cap height
/// and x-height come from OS/2, or from the ink tops of "H" and "x" when OS/2 has none.
public struct FontMetrics: Hashable, Sendable {
    /// Font units per em.
    public let unitsPerEm: Int32
    /// Ascent above the baseline (A).
    public let ascent: Int32
    /// Descent below the baseline, positive (D).
    public let descent: Int32
    /// Line gap (G), 0 or more.
    public let lineGap: Int32
    /// Height of capital letters.
    public let capHeight: Int32
    /// Height of lowercase letters without ascenders.
    public let xHeight: Int32

    /// Metrics from font-unit values; negative descent is taken as its magnitude and a negative
    /// line gap as 0.
    public init(unitsPerEm: Int32, ascent: Int32, descent: Int32, lineGap: Int32, capHeight: Int32, xHeight: Int32) {
        self.unitsPerEm = max(1, unitsPerEm)
        self.ascent = ascent
        self.descent = descent == .min ? .max : abs(descent)
        self.lineGap = max(0, lineGap)
        self.capHeight = max(0, capHeight)
        self.xHeight = max(0, xHeight)
    }

    /// The metrics in points at `size`: `pt = units × size / unitsPerEm`, in Double (Design §8.2).
    public func scaled(to size: CGFloat) -> ScaledFontMetrics {
        let upem = Double(unitsPerEm)
        let size = size.isFinite ? max(0, size) : 0
        func points(_ units: Int32) -> CGFloat { Double(units) * size / upem }
        return ScaledFontMetrics(
            size: size, ascent: points(ascent), descent: points(descent), lineGap: points(lineGap),
            capHeight: points(capHeight), xHeight: points(xHeight))
    }
}

/// Vertical font metrics in points at one size.
public struct ScaledFontMetrics: Hashable, Sendable {
    /// The point size.
    public var size: CGFloat
    /// Ascent above the baseline.
    public var ascent: CGFloat
    /// Descent below the baseline, positive.
    public var descent: CGFloat
    /// Line gap, added only between lines (Design §8.3).
    public var lineGap: CGFloat
    /// Height of capital letters.
    public var capHeight: CGFloat
    /// Height of lowercase letters without ascenders.
    public var xHeight: CGFloat

    /// Metrics from point values.
    public init(
        size: CGFloat, ascent: CGFloat, descent: CGFloat, lineGap: CGFloat, capHeight: CGFloat, xHeight: CGFloat
    ) {
        self.size = size
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// Ascent plus descent: the height of a single line (Design §8.3).
    public var lineHeight: CGFloat { ascent + descent }

    /// The larger of each value (used for lines holding several fonts).
    func union(_ other: ScaledFontMetrics) -> ScaledFontMetrics {
        ScaledFontMetrics(
            size: max(size, other.size), ascent: max(ascent, other.ascent), descent: max(descent, other.descent),
            lineGap: max(lineGap, other.lineGap), capHeight: max(capHeight, other.capHeight),
            xHeight: max(xHeight, other.xHeight))
    }

    /// All zero.
    package static let zero = ScaledFontMetrics(size: 0, ascent: 0, descent: 0, lineGap: 0, capHeight: 0, xHeight: 0)
}

/// Where a face draws underlines and strikethroughs, in font units at the face's coordinates.
///
/// Read from the OpenType tables through HarfBuzz (`hb_ot_metrics_get_position`, which applies
/// `MVAR` on a variable face): `post` underlinePosition and underlineThickness, `OS/2`
/// yStrikeoutPosition and yStrikeoutSize. Both positions are the stroke's top edge, up from
/// the baseline (negative: below it), as the OpenType specification defines them. A face
/// without the table, or with a thickness of 0, takes HarfBuzz's own fallbacks
/// (`hb_ot_metrics_get_position_with_fallback`): thickness upem / 18, underline position
/// −upem / 18, strikeout position ascender / 2.
public struct DecorationMetrics: Hashable, Sendable {
    /// The underline's top edge above the baseline (negative: below).
    public let underlinePosition: Int32
    /// The underline's thickness.
    public let underlineThickness: Int32
    /// The strikethrough's top edge above the baseline.
    public let strikeoutPosition: Int32
    /// The strikethrough's thickness.
    public let strikeoutThickness: Int32

    /// Metrics from font-unit values; a thickness of 0 or less is 1.
    public init(underlinePosition: Int32, underlineThickness: Int32, strikeoutPosition: Int32, strikeoutThickness: Int32) {
        self.underlinePosition = underlinePosition
        self.underlineThickness = max(1, underlineThickness)
        self.strikeoutPosition = strikeoutPosition
        self.strikeoutThickness = max(1, strikeoutThickness)
    }
}
