import Foundation

/// Builds the layout leaf of a Text: measurement per proposal, baselines, spacing.
enum TextLeaf {
    static func makeElement(text: AttributedText, context: ResolveContext) -> LayoutElement {
        let environment = context.environment
        let style = ParagraphStyle(
            lineLimit: environment.lineLimit,
            reservesSpace: environment.lineLimitReservesSpace,
            truncationMode: environment.truncationMode,
            alignment: environment.multilineTextAlignment,
            lineSpacing: environment.lineSpacing,
            minimumScaleFactor: environment.minimumScaleFactor,
            layoutDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        let scale = environment.displayScale > 0 && environment.displayScale.isFinite ? environment.displayScale : 1
        if scale != environment.displayScale {
            context.pass.report(Diagnostic(kind: .invalidValue, view: "Text", message: "displayScale \(environment.displayScale) is invalid; used 1"))
        }
        let measurer = context.services.textMeasurer
        let pass = context.pass
        let measure = { (proposal: ProposedViewSize) -> TextMeasurement in
            let measurement = measurer.measure(text, proposal: proposal, style: style, displayScale: scale)
            for family in measurement.missingFamilies {
                pass.report(Diagnostic(kind: .missingFont, view: "Text", message: "font family \"\(family)\" not found; used the default"))
            }
            return measurement
        }
        // Spacing preferences come from the ideal (unwrapped) layout (SPEC §5).
        let ideal = measure(.unspecified)
        let metrics = ideal.fontMetrics
        let spacing = ViewSpacing.text(
            metrics: .init(ascent: metrics.ascent, descent: metrics.descent, leading: metrics.lineGap, pixelLength: 1 / scale),
            capHeight: metrics.capHeight, firstBaseline: ideal.firstBaseline, lastBaseline: ideal.lastBaseline,
            height: ideal.size.height)
        return LeafElement(
            pass: context.pass, layoutDirection: context.layoutDirection, kind: "Text",
            attributes: { [quoted(text.string)] }, spacing: spacing
        ) { proposal in
            // An infinite dimension constrains nothing: a stack's ∞ probe (∞ × nil) is the ideal
            // layout, every paragraph on one line (SPEC §8.6), already measured.
            let unconstrained = (proposal.width.map { !$0.isFinite } ?? true) && (proposal.height.map { !$0.isFinite } ?? true)
            let m = unconstrained ? ideal : measure(proposal)
            // Without a height limit, a layout that is neither truncated nor scaled answers any
            // taller proposal of the same width too (the text engine caches it the same way).
            let answersTaller = proposal.height == nil && m.layout.map { !$0.isTruncated && $0.fontScale == 1 } == true
            return LeafMeasurement(
                size: m.size, firstBaseline: m.firstBaseline, lastBaseline: m.lastBaseline, content: m.layout,
                answersTallerProposals: answersTaller)
        }
    }

    /// The string as the dump shows it: quoted, escapes for control characters, long ones cut.
    static func quoted(_ string: String) -> String {
        var escaped = ""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            default:
                if scalar.properties.generalCategory == .control || scalar == "\u{2028}" {
                    escaped += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        if escaped.count > 60 { escaped = String(escaped.prefix(57)) + "…" }
        return "\"\(escaped)\""
    }
}

extension LayoutNode {
    /// For a Text: its exact layout (lines with baselines from the text's top, widths, ranges
    /// into `text.string`, glyph runs).
    public var text: TextLayout? { content as? TextLayout }
}
