// Redacted content (`redacted(reason: .placeholder)`) is drawn as placeholders.
import Foundation
import Testing
import Typeset
@testable import TypesetRender

@Suite struct RedactionDrawingTests {
    /// Every command, groups and clips opened.
    private func flatten(_ commands: [DrawCommand]) -> [DrawCommand] {
        commands.flatMap { command -> [DrawCommand] in
            switch command {
            case .group(_, let inner), .clip(_, let inner), .transform(_, let inner), .shadow(_, let inner), .blur(_, let inner):
                return [command] + flatten(inner)
            case .mask(let content, let mask): return [command] + flatten(content) + flatten(mask)
            default: return [command]
            }
        }
    }

    // One rounded bar per line over the line's used width, 70 % of the line's height, in the
    // foreground at 16 % (`RedactionDrawing`); an image is a flat fill; unredacted text keeps
    // its glyphs.
    @Test func redactedTextAndImagesArePlaceholders() throws {
        let view = VStack(alignment: .leading) {
            Text("Headline").font(.headline)
            Text("Byline").unredacted()
            Image("cover", size: CGSize(width: 30, height: 30))
        }
        .redacted(reason: .placeholder)
        let result = LayoutEngine().layout(view, proposal: .unspecified)
        let commands = flatten(displayList(for: result, guides: false).commands)
        let glyphTexts = commands.compactMap { if case .glyphs(let run) = $0 { run.text } else { nil } }
        #expect(glyphTexts == ["Byline"])
        #expect(!commands.contains { if case .image = $0 { true } else { false } })
        let headline = try #require(result.root.allNodes.first { $0.attributes.contains("\"Headline\"") })
        let line = try #require(headline.text?.lines.first)
        let bars = commands.compactMap { command -> ShapeDrawing? in
            if case .shape(let shape) = command, case .roundedRect = shape.geometry { shape } else { nil }
        }
        #expect(bars.count == 1)
        let bar = try #require(bars.first)
        let rect = bar.geometry.bounds
        #expect(abs(rect.minX - (headline.frame.minX + line.xOffset)) < 1e-9)
        #expect(abs(rect.width - line.width) < 1e-9)
        #expect(abs(rect.height - 0.7 * (line.ascent + line.descent)) < 1e-9)
        #expect(abs(rect.midY - (headline.frame.minY + line.baseline - line.ascent + (line.ascent + line.descent) / 2)) < 1e-9)
        #expect(bar.fill == DrawColor(red: 0, green: 0, blue: 0, alpha: 0.16))
        let image = try #require(result.root.allNodes.first { $0.name == "Image" })
        #expect(commands.contains { if case .shape(let shape) = $0 { shape.geometry == .rect(image.frame) && shape.fill?.alpha == 0.16 } else { false } })
    }

    // The bar's pixels: black at 16 % over white is 255 × 0.84 ≈ 214.
    @Test func barsRasteriseAsLightGrey() throws {
        let result = LayoutEngine().layout(Text("Placeholder").font(.system(size: 40)).redacted(reason: .placeholder), proposal: .unspecified)
        var list = displayList(for: result, guides: false)
        list.commands.insert(.shape(ShapeDrawing(.rect(CGRect(origin: .zero, size: list.size)), fill: DrawColor(hex: 0xffffff))), at: 0)
        let image = try Renderer.rasterize(list, scale: 1)
        let centre = image.rgba(x: Int(list.size.width / 2), y: Int(list.size.height / 2))
        #expect(abs(centre.red - 214) <= 2 && abs(centre.green - 214) <= 2)
    }
}
