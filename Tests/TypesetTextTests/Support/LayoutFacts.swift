// Layouts compared field by field (SingleLineTests, RelayoutTests).

import Foundation

@testable import TypesetText

/// Every public field of a layout, lines and glyph runs included, compared exactly: what tests
/// hold two ways of laying the same text out to.
struct LayoutFacts: Equatable {
    var string: String
    var numbers: [CGFloat]
    var flags: [Bool]
    var metrics: String
    var missing: [String]
    var lines: [Line]

    struct Line: Equatable {
        var range: Range<String.Index>
        var numbers: [CGFloat]
        var isTruncated: Bool
        var runs: [Run]
    }

    struct Run: Equatable {
        var face: String
        var variations: [FontVariation]
        var size: CGFloat
        var direction: TextDirection
        var level: UInt8
        var script: String
        var features: [String]
        var range: Range<String.Index>
        var glyphs: [UInt32]
        var clusters: [Int]
        var advances: [CGFloat]
        var offsets: [CGPoint]
        var positions: [CGPoint]
    }
}

extension LayoutFacts {
    /// The facts of `layout`.
    init(_ layout: TextLayout) {
        self.init(
            string: layout.string,
            numbers: [
                layout.width, layout.height, layout.firstBaseline, layout.lastBaseline, layout.minContentWidth,
                layout.maxContentWidth, layout.fontScale,
            ],
            flags: [layout.isTruncated], metrics: "\(layout.primaryMetrics)",
            missing: layout.missingFamilies + layout.missingCharacters.map { "\($0)" } + layout.unavailableWidths,
            lines: layout.lines.map { line in
                Line(
                    range: line.range,
                    numbers: [line.baseline, line.ascent, line.descent, line.lineGap, line.width, line.xOffset],
                    isTruncated: line.isTruncated,
                    runs: line.runs.map { run in
                        Run(
                            face: run.face.postScriptName, variations: run.variations, size: run.size,
                            direction: run.direction, level: run.bidiLevel, script: run.script,
                            features: run.features, range: run.range, glyphs: run.glyphs, clusters: run.clusters,
                            advances: run.advances, offsets: run.offsets, positions: run.positions)
                    })
            })
    }
}
