import Foundation
@testable import TypesetLayout

/// A measured leaf with no fonts, in the spirit of the Ahem test font: every character is half
/// an em wide, ascent 0.8 em, descent 0.2 em; lines break at spaces (greedy), a word wider than
/// the line breaks between characters. Its spacing is the text rules of SPEC §5 with cap
/// height 0.7 em and no line gap.
enum FixedAdvanceText {
    static func leaf(_ string: String, size: CGFloat) -> MeasuredLeaf {
        let glyph = size / 2
        let ascent = size * 0.8
        let lineHeight = size
        let ideal = lines(string, maxChars: nil)
        let dts = (0.1 * lineHeight).rounded(.up)
        let dls = lineHeight + dts
        let spacing = ViewSpacing([
            (.textToText, .top, 0), (.textToText, .bottom, 0),
            (.edgeAboveText, .top, dls - ascent),
            (.edgeBelowText, .bottom, max(dls - 0.7 * size, dts + 0.2 * size)),
        ])
        return MeasuredLeaf(name: "Text", label: "\"\(string)\"", spacing: spacing) { proposal in
            let maxChars = proposal.width.flatMap { $0.isFinite ? Int(($0 / glyph + 1e-9).rounded(.down)) : nil }
            var kept = maxChars.map { lines(string, maxChars: $0) } ?? ideal
            if let height = proposal.height, height.isFinite {
                kept = Array(kept.prefix(max(Int((height / lineHeight + 1e-9).rounded(.down)), 1)))
            }
            let count = max(kept.count, 1)
            return LeafMeasurement(
                size: CGSize(width: CGFloat(kept.map(\.count).max() ?? 0) * glyph, height: CGFloat(count) * lineHeight),
                firstBaseline: ascent, lastBaseline: CGFloat(count - 1) * lineHeight + ascent,
                answersTallerProposals: proposal.height == nil)
        }
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
