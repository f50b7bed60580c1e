import Foundation

extension Text {
    /// Text of the inline Markdown `spans` of a key (``InlineMarkdown/parse(_:formatSpecifiers:)``),
    /// each span a segment styled as SwiftUI renders the Markdown: bold (`bold()`: a text
    /// style's emphasized weight), italic, strikethrough, code (`monospaced()`) and links (tinted
    /// with the environment's tint, the URL kept in the layout's paint). Styles set on the Text
    /// afterwards apply beneath the spans' own, as on any Text.
    package init(_ spans: [InlineMarkdown.Span]) {
        self = spans.reduce(nil as Text?) { text, span in
            let piece = Text(verbatim: span.text).styled(as: span)
            return text.map { $0 + piece } ?? piece
        } ?? Text(verbatim: "")
    }

    /// This text with the style of the Markdown `span` it is substituted into, beneath its own:
    /// an argument of `**%@**` is bold, one inside `[%@](url)` is part of the link (and tinted
    /// like it). A strikethrough or link the text sets itself is kept.
    package func styled(as span: InlineMarkdown.Span) -> Text {
        let traits = span.traits
        return updatingSegments { segment in
            if traits.contains(.bold) { segment.isBold = true }
            if traits.contains(.italic) { segment.isItalic = true }
            if traits.contains(.code) { segment.isMonospaced = true }
            if traits.contains(.strikethrough), segment.strikethrough == nil {
                segment.strikethrough = LineSetting(isActive: true, style: .single)
            }
            if let link = span.link, segment.link == nil { segment.link = link }
        }
    }
}
