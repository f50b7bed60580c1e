// Inline objects in text (Design §23.5, research text-input §6): an image inside a Text is one U+FFFC
// character that takes the image's width as its advance and sits on the baseline; its size may
// follow the font (a symbol) or not (a bitmap).

import Foundation

/// A length that follows the font of the run it is in: `points + ems × size + capHeights ×
/// capHeight`, with the run's point size and its face's cap height (both at the font scale
/// applied, so a text shrunk by `minimumScaleFactor` shrinks its objects too).
public struct FontRelativeLength: Hashable, Sendable {
    /// Points, fixed.
    public var points: CGFloat
    /// Multiples of the point size.
    public var ems: CGFloat
    /// Multiples of the face's cap height.
    public var capHeights: CGFloat

    /// `points + ems × size + capHeights × capHeight`; non-finite parts are 0.
    public init(points: CGFloat = 0, ems: CGFloat = 0, capHeights: CGFloat = 0) {
        self.points = points.isFinite ? points : 0
        self.ems = ems.isFinite ? ems : 0
        self.capHeights = capHeights.isFinite ? capHeights : 0
    }

    /// The length in points for a font of `size` points whose cap height is `capHeight` points.
    public func resolved(size: CGFloat, capHeight: CGFloat) -> CGFloat {
        points + ems * size + capHeights * capHeight
    }
}

/// An object set inline in text, such as the image of `Text(Image(systemName: "star"))`.
///
/// Each character of a run with an attachment (the view layer writes U+FFFC, the object
/// replacement character) is one object: it is not shaped, takes ``width`` as its advance
/// (kerning and tracking added like any cluster's), and sits with its bottom ``baselineOffset``
/// below the baseline (raised by the run's own baseline offset). The line grows to hold it:
/// its ascent is at least the object's height above the baseline, its descent at least the
/// part below. Line breaking treats it as ICU treats U+FFFC (UAX #14 class CB: a break
/// opportunity on either side), bidi as a neutral.
public struct TextAttachment: Hashable, Sendable {
    /// What the object shows: an image's name, for renderers and dumps.
    public var name: String
    /// Whether it is a system symbol (`Image(systemName:)`).
    public var isSymbol: Bool
    /// Whether it draws its alpha in the run's foreground colour (symbols, template images).
    public var isTemplate: Bool
    /// The advance.
    public var width: FontRelativeLength
    /// The height.
    public var height: FontRelativeLength
    /// How far the object's bottom lies below the baseline (negative: above it).
    public var baselineOffset: FontRelativeLength

    /// An object named `name`, `width` by `height`, its bottom `baselineOffset` below the
    /// baseline.
    public init(
        name: String, isSymbol: Bool = false, isTemplate: Bool = false, width: FontRelativeLength,
        height: FontRelativeLength, baselineOffset: FontRelativeLength = .init()
    ) {
        self.name = name
        self.isSymbol = isSymbol
        self.isTemplate = isTemplate
        self.width = width
        self.height = height
        self.baselineOffset = baselineOffset
    }

    /// An attachment as laid out: its size and baseline offset in points at its run's size.
    public struct Resolved: Hashable, Sendable {
        /// The attachment.
        public var attachment: TextAttachment
        /// Width and height in points (each glyph of the run is one object of this size).
        public var size: CGSize
        /// How far the object's bottom lies below the baseline, in points.
        public var baselineOffset: CGFloat

        /// The object at `scale` times its size (a font scale below 1).
        func scaled(by scale: Double) -> Resolved {
            Resolved(
                attachment: attachment, size: CGSize(width: size.width * scale, height: size.height * scale),
                baselineOffset: baselineOffset * scale)
        }
    }

    /// The attachment at a run of `size` points in a face whose cap height is `capHeight`
    /// points: negative or non-finite sizes are 0.
    func resolved(size: CGFloat, capHeight: CGFloat) -> Resolved {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let width = max(0, clean(self.width.resolved(size: size, capHeight: capHeight)))
        let height = max(0, clean(self.height.resolved(size: size, capHeight: capHeight)))
        return Resolved(
            attachment: self, size: CGSize(width: width, height: height),
            baselineOffset: clean(baselineOffset.resolved(size: size, capHeight: capHeight)))
    }

    /// The advance in units of a face of `unitsPerEm` whose cap height is `capHeight` units, at
    /// a run of `size` points (rounded to whole units, as every advance the engine shapes is).
    func advance(unitsPerEm: Int32, capHeight: Int32, size: CGFloat) -> Int32 {
        let upem = Double(unitsPerEm)
        let points = size > 0 && size.isFinite ? Double(width.points) * upem / Double(size) : 0
        let units = points + Double(width.ems) * upem + Double(width.capHeights) * Double(capHeight)
        guard units.isFinite, units > 0 else { return 0 }
        return Int32(min(units.rounded(), Double(Int32.max / 4)))
    }
}
