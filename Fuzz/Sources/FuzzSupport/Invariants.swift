// What every layout must satisfy whatever its input; a broken invariant traps, which libFuzzer
// records as a crash with the input that caused it.
import Foundation
import Typeset

/// Traps with `message` unless `condition` holds (also in optimised builds).
@inline(__always)
public func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("invariant broken: \(message())") }
}

private func isSane(_ value: CGFloat) -> Bool { value.isFinite && value >= 0 }

/// A text layout: finite, non-negative sizes; lines and runs inside the string; one cluster,
/// advance, offset and position per glyph, each cluster a valid UTF-8 offset.
public func checkInvariants(of layout: TextLayout) {
    require(isSane(layout.width) && isSane(layout.height), "size \(layout.width) × \(layout.height)")
    require(layout.firstBaseline.isFinite && layout.lastBaseline.isFinite, "baselines")
    require(layout.fontScale.isFinite && layout.fontScale > 0 && layout.fontScale <= 1, "font scale \(layout.fontScale)")
    let string = layout.string
    let utf8Count = string.utf8.count
    for line in layout.lines {
        require(line.range.lowerBound >= string.startIndex && line.range.upperBound <= string.endIndex, "line range")
        require(isSane(line.width) && line.xOffset.isFinite && line.baseline.isFinite, "line width \(line.width), xOffset \(line.xOffset), baseline \(line.baseline)")
        for run in line.runs {
            require(run.range.lowerBound >= string.startIndex && run.range.upperBound <= string.endIndex, "run range")
            let count = run.glyphs.count
            require(
                run.clusters.count == count && run.advances.count == count && run.offsets.count == count
                    && run.positions.count == count, "run arrays of unequal length")
            require(run.clusters.allSatisfy { $0 >= 0 && $0 <= utf8Count }, "cluster outside the string")
            require(run.advances.allSatisfy(\.isFinite), "advance not finite")
            require(run.positions.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "position not finite")
            require(run.size.isFinite && run.size >= 0, "run size \(run.size)")
        }
    }
}

/// A layout result: every frame finite with a non-negative size; every text leaf's layout sane.
public func checkInvariants(of result: LayoutResult) {
    for node in result.nodes {
        let frame = node.frame
        require(
            frame.origin.x.isFinite && frame.origin.y.isFinite && isSane(frame.width) && isSane(frame.height),
            "frame \(frame) of \(node.path)")
        if let text = node.text { checkInvariants(of: text) }
    }
}
