import Foundation
import TypesetText

/// How a Text's lines and glyph runs appear in the dump.
extension TextLayout {
    /// One line per text line (baseline, ascent, descent, width, x), and its glyph runs with `.glyphs`.
    package func dumpLines(options: LayoutDump.Options) -> [String] {
        let layout = self
        guard options.contains(.lines) || options.contains(.glyphs) else { return [] }
        var lines: [String] = []
        for (index, line) in layout.lines.enumerated() {
            let string = String(layout.string[line.range])
            var text = "line \(index) \(TextNode.quoted(string)) baseline \(f(line.baseline)) ascent \(f(line.ascent)) descent \(f(line.descent)) width \(f(line.width)) x \(f(line.xOffset))"
            if line.isTruncated { text += " truncated" }
            lines.append(text)
            if options.contains(.glyphs) {
                for run in line.runs {
                    let glyphs = run.glyphs.indices.map { i in
                        "\(run.glyphs[i])=\(run.clusters[i])@\(f(run.offsets[i].x)),\(f(run.offsets[i].y))+\(f(run.advances[i]))"
                    }
                    lines.append("  run \(run.face.familyName) \(f(run.size))pt \(run.direction == .rightToLeft ? "rtl" : "ltr") [\(glyphs.joined(separator: "|"))]")
                }
            }
        }
        return lines
    }

    private func f(_ value: CGFloat) -> String { LayoutNumber.format(value) }
}
