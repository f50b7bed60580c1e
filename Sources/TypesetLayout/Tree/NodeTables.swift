import Foundation

/// The data payloads of a tree's nodes, one table per kind that has more than a small inline
/// value (Design §0.2). `NodeKind` cases hold indices into these.
///
/// Plain, `Sendable` data: a frozen result keeps the tables of the tree it was laid out from,
/// so it can say what each node is without copying a payload per node. Live values (closures,
/// custom layouts, a GeometryReader's content builder) are kept by `LayoutTree` instead.
package struct NodeTables: Equatable, Sendable {
    package var stacks: [StackStyle] = []
    package var zStacks: [ZStackStyle] = []
    /// What the result says each of `LayoutTree.layouts` is.
    package var layoutKinds: [ViewKind] = []
    package var frames: [FixedFrame] = []
    package var flexibleFrames: [FlexibleFrame] = []
    package var paddings: [EdgeInsets] = []
    package var aspectRatios: [AspectRatio] = []
    package var offsets: [CGSize] = []
    package var positions: [CGPoint] = []
    /// The guide of each `alignmentGuide` and the index of its closure in `LayoutTree.guideComputations`.
    package var alignmentGuides: [GuideModifier] = []
    package var secondaryLayers: [SecondaryLayer] = []
    package var paintModifiers: [PaintModifier] = []
    package var safeAreas: [SafeAreaModifier] = []
    package var shapePaints: [ShapePaint] = []
    package var pathShapes: [PathShapeLeaf] = []
    package var texts: [TextLeaf] = []
    package var images: [ImageDescription] = []
    package var spacers: [SpacerLeaf] = []
    package var representables: [RepresentableDescription] = []

    package init() {}

    /// Appends `value` to `table` and returns its index.
    @inline(__always)
    package static func append<T>(_ value: T, to table: inout [T]) -> Int32 {
        table.append(value)
        return Int32(table.count - 1)
    }
}
