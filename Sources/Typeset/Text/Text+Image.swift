import Foundation

extension Text {
    /// Text showing `image` inline: one character of the text that takes the image's width and
    /// sits on the baseline (Design §23.5, research text-input §6). A symbol is sized from the
    /// font of the Text it ends up in (``SymbolMetricsModel``) and drawn in its colour; another
    /// image keeps its own size, bottom on the baseline. Join it to other text with `+` or
    /// interpolation.
    public init(_ image: Image) {
        segments = [Segment(string: "\u{FFFC}", image: image)]
    }
}
