// Text strategies for swift-snapshot-testing: the canonical dump and the layout JSON.
import Foundation
import SnapshotTesting
import Typeset
import TypesetExport

extension Snapshotting where Value == LayoutResult, Format == String {
    /// The dump body (frames, proposals, explicit guides, text lines), compared line by line.
    ///
    /// The dump's header line names the text libraries' versions and is left out, so updating
    /// FreeType, HarfBuzz or ICU changes a snapshot only where the numbers change.
    public static var layoutDump: Snapshotting { layoutDump(options: .default) }

    /// The dump body with `options` (add `.glyphs` for glyph runs), compared line by line.
    public static func layoutDump(options: LayoutDump.Options) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { $0.dumpBody(options: options) }
    }

    /// The layout as `typeset-layout/1` JSON (indented, keys in a fixed order), compared line by
    /// line and stored as `.json`.
    public static var layoutJSON: Snapshotting {
        var strategy = Snapshotting<String, String>.lines.pullback { (result: LayoutResult) in result.json(pretty: true) + "\n" }
        strategy.pathExtension = "json"
        return strategy
    }
}
