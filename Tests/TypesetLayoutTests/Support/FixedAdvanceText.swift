import Foundation
@testable import TypesetLayout
import TypesetText

/// A text measurer with no fonts, in the spirit of the Ahem test font: every character is half
/// an em wide, ascent 0.8 em, descent 0.2 em, cap height 0.7 em, no line gap; lines break at
/// spaces (greedy), a word wider than the line breaks between characters. It plugs into the
/// core's text seam (`TextMeasuring`), so the core's tests need no text engine.
struct FixedAdvanceText: TextMeasuring {
    /// The services of a core test's pass: this measurer.
    static let services = LayoutServices(textMeasurer: FixedAdvanceText())

    /// A Text leaf showing `string` at `size` points.
    static func leaf(_ string: String, size: CGFloat) -> TextLeaf {
        TextLeaf(text: AttributedText(string, attributes: TextAttributes(font: .system(size: size))), style: ParagraphStyle(), displayScale: 1)
    }

    func measure(_ text: AttributedText, proposal: ProposedViewSize, style: ParagraphStyle, displayScale: CGFloat) -> TextMeasurement {
        let size = text.runs.first?.attributes.font.size ?? 17
        let string = text.string
        let glyph = size / 2
        let ascent = size * 0.8
        let lineHeight = size
        let maxChars = proposal.width.flatMap { $0.isFinite ? Int(($0 / glyph + 1e-9).rounded(.down)) : nil }
        var kept = Self.lines(string, maxChars: maxChars)
        if let height = proposal.height, height.isFinite {
            kept = Array(kept.prefix(max(Int((height / lineHeight + 1e-9).rounded(.down)), 1)))
        }
        let count = max(kept.count, 1)
        let metrics = ScaledFontMetrics(size: size, ascent: ascent, descent: size * 0.2, lineGap: 0, capHeight: size * 0.7, xHeight: size * 0.5)
        return TextMeasurement(
            size: CGSize(width: CGFloat(kept.map(\.count).max() ?? 0) * glyph, height: CGFloat(count) * lineHeight),
            firstBaseline: ascent, lastBaseline: CGFloat(count - 1) * lineHeight + ascent, fontMetrics: metrics)
    }

    /// Greedy lines of at most `maxChars` characters (nil: one line).
    static func lines(_ string: String, maxChars: Int?) -> [String] {
        guard let maxChars else { return [string] }
        let limit = max(maxChars, 1)
        var lines: [String] = []
        var line = ""
        for word in string.split(separator: " ").map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if candidate.count <= limit { line = candidate; continue }
            if !line.isEmpty { lines.append(line) }
            var rest = word
            while rest.count > limit {
                lines.append(String(rest.prefix(limit)))
                rest = String(rest.dropFirst(limit))
            }
            line = rest
        }
        lines.append(line)
        return lines
    }
}
