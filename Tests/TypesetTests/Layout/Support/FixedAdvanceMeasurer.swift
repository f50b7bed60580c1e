import Foundation
import Testing
import Typeset

/// A text measurer with no fonts, in the spirit of the Ahem test font: every character is
/// `advance` em wide, ascent 0.8 em, descent 0.2 em, no line gap; lines break at spaces
/// (greedy; trailing spaces hang), a word wider than the line breaks between characters.
struct FixedAdvanceMeasurer: TextMeasuring {
    var advance: CGFloat = 0.5

    func measure(_ text: AttributedText, proposal: ProposedViewSize, style: ParagraphStyle, displayScale: CGFloat) -> TextMeasurement {
        let size = text.runs.first?.attributes.font.size ?? 17
        let glyph = size * advance
        let ascent = size * 0.8
        let descent = size * 0.2
        let lines = breakLines(text.string, maxChars: proposal.width.flatMap { $0.isFinite ? Int(($0 / glyph + 1e-9).rounded(.down)) : nil })
        var kept = lines
        if let limit = style.lineLimit { kept = Array(kept.prefix(max(limit, 1))) }  // as the text engine: at least one line
        if let height = proposal.height, height.isFinite {
            let fitting = max(Int((height / (ascent + descent) + 1e-9).rounded(.down)), 1)
            kept = Array(kept.prefix(fitting))
        }
        let width = CGFloat(kept.map(\.count).max() ?? 0) * glyph
        let lineHeight = ascent + descent
        let count = max(kept.count, 1)
        let metrics = ScaledFontMetrics(size: size, ascent: ascent, descent: descent, lineGap: 0, capHeight: size * 0.7, xHeight: size * 0.5)
        return TextMeasurement(
            size: CGSize(width: width, height: CGFloat(count) * lineHeight),
            firstBaseline: ascent, lastBaseline: CGFloat(count - 1) * lineHeight + ascent, fontMetrics: metrics)
    }

    /// Greedy lines of at most `maxChars` characters (nil: one line per paragraph).
    func breakLines(_ string: String, maxChars: Int?) -> [String] {
        var lines: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let maxChars else {
                lines.append(String(paragraph).trimmingTrailingSpaces)
                continue
            }
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
                let candidate = line.isEmpty ? word : line + " " + word
                if candidate.count <= max(maxChars, 1) || line.isEmpty && word.count <= max(maxChars, 1) {
                    line = candidate
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                var rest = word
                while rest.count > max(maxChars, 1) {
                    lines.append(String(rest.prefix(max(maxChars, 1))))
                    rest = String(rest.dropFirst(max(maxChars, 1)))
                }
                line = rest
            }
            lines.append(line)
        }
        return lines
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }
}

/// An engine measuring text with `FixedAdvanceMeasurer`.
func fixedEngine(_ environment: EnvironmentValues = EnvironmentValues()) -> LayoutEngine {
    LayoutEngine(textMeasurer: FixedAdvanceMeasurer(), environment: environment)
}

/// Lays out `view` with the fixed-advance engine.
func layout<V: View>(_ view: V, width: CGFloat? = 400, height: CGFloat? = nil, direction: LayoutDirection = .leftToRight) -> LayoutResult {
    var environment = EnvironmentValues()
    environment.layoutDirection = direction
    return fixedEngine(environment).layout(view, proposal: ProposedViewSize(width: width, height: height))
}

/// `Color.gray.frame(width:height:)`, the documents' `Box`.
func Box(_ width: CGFloat, _ height: CGFloat) -> some View {
    Color.gray.frame(width: width, height: height)
}

extension LayoutResult {
    /// The frame of the node marked `id`; fails the test if there is none.
    func frame(_ id: AnyHashable, sourceLocation: SourceLocation = #_sourceLocation) -> CGRect {
        guard let node = node(id) else {
            Issue.record("no node with id \(id) in:\n\(dump())", sourceLocation: sourceLocation)
            return .null
        }
        return node.frame
    }
}
