import Foundation

/// Builds the layout leaf of a Text: measurement per proposal, baselines, spacing.
enum TextLeaf {
    static func makeNode(text: AttributedText, context: ResolveContext, tree: inout LayoutTree) -> NodeID {
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
        let measurer = context.services.textMeasurer
        let measure = { (proposal: ProposedViewSize) -> TextMeasurement in
            measurer.measure(text, proposal: proposal, style: style, displayScale: scale)
        }
        // Spacing preferences come from the ideal (unwrapped) layout (SPEC §5).
        let ideal = measure(.unspecified)
        let idealIsOneLine = ideal.layout.map { $0.lines.count == 1 && !$0.isTruncated && $0.fontScale == 1 } == true
            && !style.reservesSpace
        let leaf = MeasuredLeaf(
            name: "Text", label: quoted(text.string), spacing: spacing(ideal, pixelLength: 1 / scale)
        ) { proposal in
            // An infinite dimension constrains nothing: a stack's ∞ probe (∞ × nil) is the ideal
            // layout, every paragraph on one line (SPEC §8.6), already measured.
            // With no width limit, a height limit cuts nothing from a one-line text either: the
            // first line is always kept (SPEC §8.6). Stacks placing nested stacks propose many
            // heights; they all get the ideal layout without measuring again.
            let widthIsFree = proposal.width.map { !$0.isFinite } ?? true
            let heightIsFree = proposal.height.map { !$0.isFinite } ?? true
            let unconstrained = widthIsFree && (heightIsFree || idealIsOneLine)
            let m = unconstrained ? ideal : measure(proposal)
            // Without a height limit, a layout that is neither truncated nor scaled answers any
            // taller proposal of the same width too (the text engine caches it the same way).
            let answersTaller = proposal.height == nil && m.layout.map { !$0.isTruncated && $0.fontScale == 1 } == true
            return LeafMeasurement(
                size: m.size, firstBaseline: m.firstBaseline, lastBaseline: m.lastBaseline, content: m.layout,
                answersTallerProposals: answersTaller,
                diagnostics: diagnostics(m))
        }
        let id = tree.add(.measured(leaf), direction: context.layoutDirection)
        if scale != environment.displayScale {
            tree.report(id, .invalidValue, "displayScale \(environment.displayScale) is invalid; used 1")
        }
        return id
    }

    /// Missing families, unavailable widths and characters no font covers, for the result's
    /// diagnostics.
    static func diagnostics(_ m: TextMeasurement) -> [(Diagnostic.Kind, String)] {
        var found = m.missingFamilies.map { (Diagnostic.Kind.missingFont, "font family \"\($0)\" not found; used the default") }
            + (m.layout?.unavailableWidths ?? []).map { (Diagnostic.Kind.unavailableFontWidth, $0) }
        if !m.missingCharacters.isEmpty {
            let shown = m.missingCharacters.prefix(8).map(codePoint).joined(separator: ", ")
            let more = m.missingCharacters.count > 8 ? " and \(m.missingCharacters.count - 8) more" : ""
            found.append((.missingGlyphs, "no font covers \(shown)\(more); drawn as .notdef"))
        }
        return found
    }

    /// `U+00E9`: a scalar as Unicode writes code points.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A text view's spacing preferences from its font metrics (SPEC §5, research §2.4):
    /// `lineH = ascent + descent`, `dts = ceil-to-pixel(0.1 × lineH)`, `dls = lineH + dts`. Text
    /// above text sits like lines of one paragraph: the lower text's leading, rounded up.
    static func spacing(_ ideal: TextMeasurement, pixelLength: CGFloat) -> ViewSpacing {
        let m = ideal.fontMetrics
        let lineHeight = m.ascent + m.descent
        let dts = ceilToPixel(0.1 * lineHeight, pixelLength)
        let dls = lineHeight + dts
        return ViewSpacing([
            (.textToText, .top, ceilToPixel(m.lineGap, pixelLength)),
            (.textToText, .bottom, 0),
            (.textBaseline, .top, -ideal.firstBaseline),
            (.textBaseline, .bottom, ideal.lastBaseline - ideal.size.height),
            (.edgeAboveText, .top, dls - m.ascent),
            (.edgeBelowText, .bottom, max(dls - m.capHeight, dts + m.descent)),
        ])
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

extension Diagnostic.Kind {
    /// A font family that could not be found; the default was used.
    public static let missingFont = Diagnostic.Kind(rawValue: "missingFont")
    /// Characters no available font covers, drawn with the primary font's `.notdef` glyph.
    public static let missingGlyphs = Diagnostic.Kind(rawValue: "missingGlyphs")
    /// Text that could not be used as given (a lone UTF-16 surrogate in a scene file) and was
    /// repaired (U+FFFD).
    public static let invalidText = Diagnostic.Kind(rawValue: "invalidText")
    /// A font width the face cannot give (no `wdth` axis, no face of that width); the standard
    /// width was used.
    public static let unavailableFontWidth = Diagnostic.Kind(rawValue: "unavailableFontWidth")
}
