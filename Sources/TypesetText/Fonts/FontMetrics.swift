// Vertical font metrics in font units and in points (SPEC §8.2, R-metrics).

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

    /// The metrics in points at `size`: `pt = units × size / unitsPerEm`, in Double (SPEC §8.2).
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
    /// Line gap, added only between lines (SPEC §8.3).
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

    /// Ascent plus descent: the height of a single line (SPEC §8.3).
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
