// An image strategy for swift-snapshot-testing: the layout drawn to PNG by cairo.
import Foundation
import SnapshotTesting
import Typeset
import TypesetRender

extension Snapshotting where Value == LayoutResult, Format == Data {
    /// The layout drawn as a PNG at `scale` pixels per point, with frames, baselines and ids
    /// overlaid when `guides` is on.
    ///
    /// Pictures that are not byte for byte the same are compared pixel by pixel: a pixel
    /// matches when no channel differs by more than `channelTolerance` (0...255), and the
    /// snapshot matches when at least `precision` of the pixels do. Glyph rasterisation moves
    /// with FreeType and cairo versions; loosen these when the reference comes from another
    /// machine.
    public static func image(
        scale: Double = 2, guides: Bool = false, precision: Double = 1, channelTolerance: Int = 0
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png",
            diffing: .pixels(precision: precision, channelTolerance: channelTolerance)
        ) { result in
            // A picture that cannot be drawn snapshots as no bytes; the comparison says so.
            (try? Renderer.render(displayList(for: result, guides: guides), format: .png, scale: scale)) ?? Data()
        }
    }
}

extension Diffing where Value == Data {
    /// PNG data compared by pixels (see ``Snapshotting/image(scale:guides:precision:channelTolerance:)``).
    static func pixels(precision: Double, channelTolerance: Int) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, new in
            guard reference != new else { return nil }
            guard let message = PixelComparison.difference(reference, new, precision: precision, channelTolerance: channelTolerance)
            else { return nil }
            return (message, [.data(new, name: "new.png")])
        }
    }
}

/// Compares two PNG pictures pixel by pixel.
enum PixelComparison {
    /// Why `new` does not match `reference`, or nil when it does within the tolerances.
    static func difference(_ reference: Data, _ new: Data, precision: Double, channelTolerance: Int) -> String? {
        let old: RasterImage, current: RasterImage
        do {
            old = try RasterImage(png: reference)
            current = try RasterImage(png: new)
        } catch {
            return "cannot compare the pictures: \(error)"
        }
        guard old.width == current.width, old.height == current.height else {
            return "the picture is \(current.width) × \(current.height) pixels; the reference is \(old.width) × \(old.height)"
        }
        var differing = 0, largest = 0
        var first: (x: Int, y: Int)?
        for y in 0..<old.height {
            for x in 0..<old.width {
                let a = old.rgba(x: x, y: y), b = current.rgba(x: x, y: y)
                let delta = max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.alpha - b.alpha))
                largest = max(largest, delta)
                if delta > channelTolerance {
                    differing += 1
                    if first == nil { first = (x, y) }
                }
            }
        }
        let total = max(old.width * old.height, 1)
        guard Double(total - differing) / Double(total) < precision, let first else { return nil }
        let percent = String(format: "%.2f", 100 * Double(differing) / Double(total))
        return "\(differing) of \(total) pixels differ (\(percent) %) by more than \(channelTolerance), the first at (\(first.x), \(first.y)); the largest channel difference is \(largest)"
    }
}
