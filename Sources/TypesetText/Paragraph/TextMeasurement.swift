import Foundation

/// What a text reports to layout for one proposal, on the pixel grid (Design §8.6): the one
/// type that crosses from the text engine to the layout core.
public struct TextMeasurement: Sendable {
    /// The size, already on the pixel grid.
    public var size: CGSize
    /// Distance from the top to the first baseline.
    public var firstBaseline: CGFloat
    /// Distance from the top to the last baseline.
    public var lastBaseline: CGFloat
    /// The rest, behind one reference: a measurement is kept in a pass's table and read out for
    /// the questions layout asks, and its metrics and layout are many words (Design §19.1).
    private var details: Details

    /// The primary font's metrics, for the spacing model (Design §5).
    public var fontMetrics: ScaledFontMetrics {
        get { details.fields.fontMetrics }
        set { change { $0.fontMetrics = newValue } }
    }
    /// The exact layout, when the measurer has one (the result carries it).
    public var layout: TextLayout? {
        get { details.fields.layout }
        set { change { $0.layout = newValue } }
    }
    /// Font families that were asked for and not found.
    public var missingFamilies: [String] {
        get { details.fields.missingFamilies }
        set { change { $0.missingFamilies = newValue } }
    }
    /// Characters no available font covers (drawn as `.notdef`).
    public var missingCharacters: [Unicode.Scalar] {
        get { details.fields.missingCharacters }
        set { change { $0.missingCharacters = newValue } }
    }

    /// Whether a font family, a font width or a character asked for was not found: the layout
    /// reports only then (one stored flag, read without copying the layout out).
    public var missesResources: Bool { details.missesResources }

    /// Whether the measurement holds a layout (asked without copying the layout out).
    public var hasLayout: Bool { details.hasLayout }

    /// Whether this measurement and `other` share their fields (the text engine's measurements
    /// of one cached layout do).
    package func sharesFields(with other: TextMeasurement) -> Bool { details === other.details }

    /// The layout's widest grapheme cluster at scale 1 (``TextLayout/minContentWidth``), read
    /// in place; nil without a layout.
    public var minContentWidth: CGFloat? { details.minContentWidth }

    /// Creates a measurement; `size` should already be on the pixel grid.
    public init(
        size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, fontMetrics: ScaledFontMetrics,
        layout: TextLayout? = nil, missingFamilies: [String] = [], missingCharacters: [Unicode.Scalar] = []
    ) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        details = Details(Fields(
            fontMetrics: fontMetrics, layout: layout, missingFamilies: missingFamilies, missingCharacters: missingCharacters))
    }

    /// `layout` on the pixel grid of `displayScale` (Design §8.6): sizes rounded up, the first
    /// baseline to the nearest pixel, the last baseline (moved by the same delta) up.
    public init(_ layout: consuming TextLayout, displayScale: CGFloat) {
        self.init(Details(layout), displayScale: displayScale)
    }

    /// The measurement of the layout `details` holds on the pixel grid of `displayScale`, sharing
    /// them: the text engine keeps one per layout it caches, so that measuring a text it has laid
    /// out before allocates nothing.
    package init(_ details: Details, displayScale: CGFloat) {
        let pixel = 1 / displayScale
        let layout = details.layoutMetrics
        let first = roundToPixel(layout.firstBaseline, pixel)
        size = CGSize(width: ceilToPixel(layout.width, pixel), height: ceilToPixel(layout.height, pixel))
        firstBaseline = first
        lastBaseline = ceilToPixel(layout.lastBaseline + (first - layout.firstBaseline), pixel)
        self.details = details
    }

    /// Changes the fields behind the reference: a new reference, as the old one may be shared.
    private mutating func change(_ body: (inout Fields) -> Void) {
        var fields = details.fields
        body(&fields)
        details = Details(fields)
    }

    /// The fields behind ``details``.
    fileprivate struct Fields: Sendable {
        var fontMetrics: ScaledFontMetrics
        var layout: TextLayout?
        var missingFamilies: [String]
        var missingCharacters: [Unicode.Scalar]
    }

    /// The fields, shared by every copy of a measurement and never changed, and whether they
    /// hold a layout and note anything missing (worked out once, when they are stored). Made
    /// from a text layout, they are the same for every measurement of it: the text engine
    /// keeps them with the layouts it caches and hands them out (`TextEngine.measure`).
    package final class Details: Sendable {
        fileprivate let fields: Fields
        let missesResources: Bool
        let hasLayout: Bool
        /// The layout's unrounded size and baselines (zero without a layout), read in place.
        fileprivate let layoutMetrics: (width: CGFloat, height: CGFloat, firstBaseline: CGFloat, lastBaseline: CGFloat)
        /// The layout's widest cluster once asked: kept here, where every later measurement of
        /// the layout reads it, rather than behind the layout's deferred parts, an object a
        /// layout that measures texts again does not otherwise touch (Design §19.1).
        private let minimumWidth = LazyNumber()

        fileprivate init(_ fields: Fields) {
            self.fields = fields
            hasLayout = fields.layout != nil
            missesResources = !fields.missingFamilies.isEmpty || !fields.missingCharacters.isEmpty
                || fields.layout?.unavailableWidths.isEmpty == false
            let layout = fields.layout
            layoutMetrics = (layout?.width ?? 0, layout?.height ?? 0, layout?.firstBaseline ?? 0, layout?.lastBaseline ?? 0)
        }

        /// The fields of every measurement of `layout`.
        package convenience init(_ layout: consuming TextLayout) {
            let fontMetrics = layout.primaryMetrics, missingFamilies = layout.missingFamilies
            let missingCharacters = layout.missingCharacters
            self.init(Fields(
                fontMetrics: fontMetrics, layout: layout, missingFamilies: missingFamilies, missingCharacters: missingCharacters))
        }

        /// The layout the fields were made from (the text engine's always hold one).
        package var layout: TextLayout? { fields.layout }

        /// The layout's widest grapheme cluster at scale 1; nil without a layout.
        var minContentWidth: CGFloat? {
            guard hasLayout else { return nil }
            if let width = minimumWidth.load() { return CGFloat(width) }
            return CGFloat(minimumWidth.store(Double(fields.layout?.minContentWidth ?? 0)))
        }
    }
}

extension TextEngine {
    /// Lays `text` out exactly for a proposal of `width` × `maxHeight` (nil or infinite: no
    /// limit), then puts it on the pixel grid of `displayScale` (Design §8.6). Unpainted text
    /// (most labels) shares the fields the cache keeps with its layout; painted text carries its
    /// paint in a layout of its own.
    public func measure(
        _ text: AttributedText, width: CGFloat?, maxHeight: CGFloat?, style: ParagraphStyle, displayScale: CGFloat
    ) -> TextMeasurement {
        let width = width.flatMap { $0.isFinite ? $0 : nil }
        let maxHeight = maxHeight.flatMap { $0.isFinite ? $0 : nil }
        let kept = unpaintedLayout(text, width: width, maxHeight: maxHeight, style: style)
        guard text.runs.contains(where: { $0.isPainted }) else { return TextMeasurement(kept.details, displayScale: displayScale) }
        var layout = kept.layout
        layout.paint = text.paintRanges
        return TextMeasurement(layout, displayScale: displayScale)
    }
}

/// Rounds `value` up to a multiple of `pixel` (a tolerance absorbs float noise).
package func ceilToPixel(_ value: CGFloat, _ pixel: CGFloat) -> CGFloat {
    guard pixel > 0, value.isFinite else { return value }
    return (value / pixel - 1e-9).rounded(.up) * pixel
}

/// Rounds `value` to the nearest multiple of `pixel`, halves up.
package func roundToPixel(_ value: CGFloat, _ pixel: CGFloat) -> CGFloat {
    guard pixel > 0, value.isFinite else { return value }
    return (value / pixel).rounded(.toNearestOrAwayFromZero) * pixel
}
