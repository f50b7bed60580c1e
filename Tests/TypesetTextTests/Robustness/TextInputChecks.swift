// What every text layout must satisfy whatever its input (issue 10): finite geometry inside
// the layout's bounds, lines that cover the text in order, and glyph clusters on scalar
// boundaries inside their run.

import Foundation
import Testing

@testable import TypesetText

/// Records an issue for each way `layout` breaks the layout invariants. Glyph runs are built
/// on demand; with `runsAtEnds` only those of that many lines at each end are checked.
func expectSane(_ layout: TextLayout, runsAtEnds: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    func check(_ condition: Bool, _ what: @autoclosure () -> String) {
        if !condition { Issue.record("\(what())", sourceLocation: sourceLocation) }
    }
    let sizes = [layout.width, layout.height, layout.firstBaseline, layout.lastBaseline]
    check(sizes.allSatisfy { $0.isFinite && $0 >= 0 }, "size and baselines \(sizes)")
    check(layout.firstBaseline <= layout.lastBaseline && layout.lastBaseline <= layout.height, "baselines inside the height")
    let string = layout.string
    var previousEnd = string.startIndex
    var previousBaseline = -CGFloat.infinity
    for (index, line) in layout.lines.enumerated() {
        check(line.range.lowerBound == previousEnd, "line \(index) starts where line \(index - 1) ended")
        previousEnd = line.range.upperBound
        check(line.baseline > previousBaseline, "line \(index) below the previous one")
        previousBaseline = line.baseline
        check(line.width.isFinite && line.width >= 0 && line.xOffset.isFinite && line.xOffset >= 0, "line \(index) geometry")
        check(line.xOffset + line.width <= layout.width + 1e-6, "line \(index) inside the layout's width")
        if let ends = runsAtEnds, index >= ends, index < layout.lines.count - ends { continue }
        for run in line.runs {
            let count = run.glyphs.count
            check(
                [run.clusters.count, run.advances.count, run.offsets.count, run.positions.count].allSatisfy { $0 == count },
                "one cluster, advance, offset and position per glyph")
            check(run.range.lowerBound >= line.range.lowerBound && run.range.upperBound <= line.range.upperBound, "run inside its line")
            let lower = string.utf8.distance(from: string.startIndex, to: run.range.lowerBound)
            let upper = string.utf8.distance(from: string.startIndex, to: run.range.upperBound)
            for cluster in run.clusters {
                if run.range.isEmpty { continue }  // an inserted ellipsis
                check(cluster >= lower && cluster < upper, "cluster \(cluster) inside its run \(lower)..<\(upper)")
                let index = string.utf8.index(string.startIndex, offsetBy: cluster)
                check(index.samePosition(in: string.unicodeScalars) != nil, "cluster \(cluster) on a scalar boundary")
            }
            check(run.positions.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "finite glyph positions")
        }
    }
    if !layout.isTruncated {
        check(previousEnd == string.endIndex, "the lines cover the whole text")
    }
}
