import Foundation
import Testing
import TypesetCases
import TypesetTesting

/// Lays `view` out at `width` (unconstrained height) with the bundled fonts.
func layout<V: View>(width: CGFloat? = 400, displayScale: CGFloat = 1, @ViewBuilder _ view: () -> V) -> LayoutResult {
    var engine = LayoutEngine()
    engine.environment.displayScale = displayScale
    return engine.layout(view(), proposal: ProposedViewSize(width: width, height: nil))
}

/// A row of a large title and a caption, aligned on `alignment`.
func mixedSizeRow(_ alignment: VerticalAlignment) -> LayoutResult {
    layout {
        HStack(alignment: alignment) {
            Text("Title").font(.largeTitle).id("big")
            Text("caption").font(.caption).id("small")
        }
        .id("row")
    }
}

/// Where a Text's first baseline is in root coordinates, from its frame and its first line
/// (Design §2), rounded to the pixel at scale 1 as a Text reports it (Design §8.6).
func firstBaselineY(_ result: LayoutResult, _ id: String) -> CGFloat? {
    guard let node = result.node(id), let text = node.text else { return nil }
    return node.frame.minY + text.firstBaseline.rounded()
}

/// A number as dumps and messages write it.
func f(_ value: CGFloat) -> String { LayoutNumber.format(value) }

/// The advance width of `text` in font units, shaped by `hb-shape` (HarfBuzz's own tool, the
/// oracle) with the face the body font resolves to, and that face's units per em.
func bodyAdvance(_ text: String) throws -> (units: CGFloat, unitsPerEm: CGFloat) {
    let face = try #require(TextEngine.shared.face(for: .body))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
        "hb-shape", "--output-format=json", "--no-glyph-names", "--font-funcs=ot", "--face-index=\(face.faceIndex & 0xFFFF)",
        face.fileURL.path, text,
    ]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "hb-shape (libharfbuzz-bin) is needed for the oracle")
    let glyphs = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    let units = glyphs.reduce(0) { $0 + (($1["ax"] as? NSNumber)?.doubleValue ?? 0) }
    return (CGFloat(units), CGFloat(face.metrics.unitsPerEm))
}
