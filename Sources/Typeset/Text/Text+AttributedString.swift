import Foundation

extension Text {
    /// Text showing an attributed string, run by run. Each run's SwiftUI attributes
    /// (``AttributeScopes/SwiftUIAttributes``: `font`, `foregroundColor`, `backgroundColor`,
    /// `kern`, `tracking`, `baselineOffset`, `underlineStyle`, `strikethroughStyle`) and
    /// Foundation's `link` style it, and win over the Text's modifiers, which fill only what the
    /// attributes leave unset, as in SwiftUI (Design §23.2, research text-input §5.1). A link is
    /// tinted unless its run sets a foreground colour. Other attributes are ignored.
    ///
    /// Disfavoured: Foundation's `AttributedString` takes string literals on Linux, and a
    /// literal must stay a ``LocalizedStringKey``, as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias SwiftUI = AttributeScopes.SwiftUIAttributes
        var segments: [Segment] = []
        for run in attributedContent.runs {
            var segment = Segment(string: String(attributedContent.characters[run.range]))
            segment.font = run[SwiftUI.FontAttribute.self]
            if let color = run[SwiftUI.ForegroundColorAttribute.self] {
                segment.foreground = .color(color)
                segment.foregroundIsAttribute = true
            }
            segment.background = run[SwiftUI.BackgroundColorAttribute.self]
            segment.kerning = run[SwiftUI.KerningAttribute.self]
            segment.tracking = run[SwiftUI.TrackingAttribute.self]
            segment.baselineOffset = run[SwiftUI.BaselineOffsetAttribute.self]
            segment.underline = run[SwiftUI.UnderlineStyleAttribute.self].map { LineSetting(isActive: true, style: $0) }
            segment.strikethrough = run[SwiftUI.StrikethroughStyleAttribute.self].map {
                LineSetting(isActive: true, style: $0)
            }
            segment.link = run.link
            segments.append(segment)
        }
        self.segments = segments.isEmpty ? [Segment(string: "")] : segments
    }
}
