import Foundation

/// How `Image(systemName:)` is sized and where it sits, from the font in the environment.
///
/// Apple's SF Symbols are designed with the San Francisco font: a symbol "automatically aligns
/// with text" and comes in three scales, small, medium and large, "relative to the cap height
/// of the San Francisco system font" (Human Interface Guidelines, "SF Symbols": Symbol scales;
/// WWDC19 session 206, "Introducing SF Symbols"). Apple publishes the model but not the
/// numbers, so Typeset fixes them (documented choice):
///
/// - A medium symbol is `1.4 × capHeight` tall: with SF Pro's cap height of 0.705 em this is
///   0.99 em, a symbol about as tall as the point size, as SF Symbols' medium glyphs are drawn.
/// - Small is 0.78 and large 1.29 times medium, the ratios of the SF Symbols template's
///   small and large glyph rows to the medium row.
/// - The symbol is square (symbol widths vary per glyph and are not published); register a
///   symbol's exact metrics in the `ImageCatalog` to use its real frame.
/// - It is centred on the cap height's middle, as symbols are vertically centred on the
///   capital letters they stand beside (HIG: "symbols align with text"): its text baseline lies
///   `baselineOffset = (height - capHeight) / 2` above its bottom, and its first and last text
///   baseline guides are there, so it sits on the baseline in a `.firstTextBaseline` row.
public enum SymbolMetricsModel {
    /// A medium symbol's height in cap heights.
    public static let mediumHeightInCapHeights: CGFloat = 1.4

    /// The height factor of each scale relative to medium.
    public static func factor(_ scale: ImageScale) -> CGFloat {
        switch scale {
        case .small: 0.78
        case .medium: 1
        case .large: 1.29
        }
    }

    /// A symbol's frame and baseline offset for `font` (the point size and cap height in force).
    public static func metrics(
        _ name: String, scale: ImageScale, font: (pointSize: CGFloat, capHeight: CGFloat), catalog: ImageCatalog
    ) -> (size: CGSize, baselineOffset: CGFloat) {
        let factor = factor(scale)
        if let exact = catalog.symbols[name], exact.pointSize > 0 {
            // The registered frame follows the font's size; the scale step grows it about its
            // centre, which keeps its place beside the text.
            let fontRatio = font.pointSize / exact.pointSize
            let size = CGSize(width: exact.size.width * fontRatio * factor, height: exact.size.height * fontRatio * factor)
            let centreAboveBaseline = (exact.size.height / 2 - exact.baselineOffset) * fontRatio
            return (size, size.height / 2 - centreAboveBaseline)
        }
        let height = mediumHeightInCapHeights * font.capHeight * factor
        return (CGSize(width: height, height: height), (height - font.capHeight) / 2)
    }

    /// A symbol's width, height and baseline offset (from its bottom up to the baseline) as
    /// lengths that follow the font of the text around it: what ``metrics(_:scale:font:catalog:)``
    /// gives for any font, for a symbol inside a Text, sized by the text engine from the run's
    /// own font.
    public static func relativeMetrics(
        _ name: String, scale: ImageScale, catalog: ImageCatalog
    ) -> (width: FontRelativeLength, height: FontRelativeLength, baselineOffset: FontRelativeLength) {
        let factor = factor(scale)
        if let exact = catalog.symbols[name], exact.pointSize > 0 {
            // Registered at `pointSize`: everything in ems of that size, grown about the centre.
            let em = 1 / exact.pointSize
            let height = exact.size.height * factor * em
            let centreAboveBaseline = (exact.size.height / 2 - exact.baselineOffset) * em
            return (
                FontRelativeLength(ems: exact.size.width * factor * em), FontRelativeLength(ems: height),
                FontRelativeLength(ems: height / 2 - centreAboveBaseline)
            )
        }
        let height = mediumHeightInCapHeights * factor
        return (
            FontRelativeLength(capHeights: height), FontRelativeLength(capHeights: height),
            FontRelativeLength(capHeights: (height - 1) / 2)
        )
    }

    /// The point size and cap height of the font Text would use here.
    static func fontMetrics(in context: ResolveContext) -> (pointSize: CGFloat, capHeight: CGFloat) {
        let text = Text(verbatim: "H").attributedText(in: context.environment)
        let measured = context.services.textMeasurer.measure(text, proposal: .unspecified, style: ParagraphStyle(), displayScale: 1)
        return (measured.fontMetrics.size, measured.fontMetrics.capHeight)
    }
}
