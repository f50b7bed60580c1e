import Foundation

extension Text {
    /// The inline Markdown spans of a looked-up string (a translation or the key), each with
    /// the styles SwiftUI renders it with (Design §23.1, research text-input §4): parsed by
    /// cmark-gfm through ``InlineMarkdown/parse(_:formatSpecifiers:)``, the one caller. With
    /// `formatSpecifiers`, printf specifiers stay whole inside their span, so a value
    /// substituted later takes the span's style and is never parsed itself.
    static func markdownSpans(_ source: String, formatSpecifiers: Bool) -> [(text: String, style: Segment?)] {
        InlineMarkdown.parse(source, formatSpecifiers: formatSpecifiers).map { ($0.text, markdownStyle(of: $0)) }
    }

    /// The segments of a looked-up string without format specifiers: each span's text with its
    /// styles, in one pass over the spans.
    static func markdownSegments(_ source: String) -> [Segment] {
        // A label without markup, the common case: its one segment, without spans to map.
        if let plain = InlineMarkdown.plainText(source) { return plain.isEmpty ? [] : [Segment(string: plain)] }
        return InlineMarkdown.parseMarkup(source, formatSpecifiers: false).map { Segment(string: $0.text).inheriting(markdownStyle(of: $0)) }
    }

    /// The styles `span` gives, nil when it gives none (most spans: a label has no markup), so
    /// that no style segment is built and merged for it.
    private static func markdownStyle(of span: InlineMarkdown.Span) -> Segment? {
        span.traits.isEmpty && span.link == nil ? nil : Segment(markdownStyleOf: span)
    }
}

extension Text.Segment {
    /// A segment holding only the styles a Markdown span gives (its string unused): bold
    /// (`bold()`: a text style's emphasized weight), italic, strikethrough, code
    /// (`monospaced()`) and the link, which is tinted and kept in the layout's paint. Applied
    /// through ``inheriting(_:)``, beneath what the text itself sets.
    init(markdownStyleOf span: InlineMarkdown.Span) {
        self.init(string: "")
        let traits = span.traits
        isBold = traits.contains(.bold)
        isItalic = traits.contains(.italic)
        isMonospaced = traits.contains(.code)
        if traits.contains(.strikethrough) { strikethrough = LineSetting(isActive: true, style: .single) }
        link = span.link
    }
}
