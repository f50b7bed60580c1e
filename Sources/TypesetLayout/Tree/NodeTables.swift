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

    /// Each table's length, in declaration order: taken before one element of a collection is
    /// resolved, it tells `reserveCapacity(forRepeating:since:)` what that element added.
    package var lengths: [Int] {
        var visitor = LengthVisitor()
        var tables = self  // visited, not changed: nothing is copied
        tables.visitTables(&visitor)
        return visitor.lengths
    }

    /// Makes room in each table for `count` more of what was added to it since `lengths`.
    package mutating func reserveCapacity(forRepeating count: Int, since lengths: [Int]) {
        var visitor = ReserveVisitor(lengths: lengths, count: count)
        visitTables(&visitor)
    }

    /// Hands every table to `visitor`, in declaration order.
    private mutating func visitTables<V: TableVisitor>(_ visitor: inout V) {
        visitor.visit(&stacks); visitor.visit(&zStacks); visitor.visit(&layoutKinds); visitor.visit(&frames)
        visitor.visit(&flexibleFrames); visitor.visit(&paddings); visitor.visit(&aspectRatios); visitor.visit(&offsets)
        visitor.visit(&positions); visitor.visit(&alignmentGuides); visitor.visit(&secondaryLayers)
        visitor.visit(&paintModifiers); visitor.visit(&safeAreas); visitor.visit(&shapePaints); visitor.visit(&pathShapes)
        visitor.visit(&texts); visitor.visit(&images); visitor.visit(&spacers); visitor.visit(&representables)
    }

    /// The room a table is given for its second payload: a screen has a few to a few dozen of
    /// a kind, which grown from one were reallocated and copied four or five times. A table of
    /// one payload keeps room for one (a label's result holds its tables).
    private static let grownTableCapacity = 16

    /// Appends `value` to `table` and returns its index.
    @inline(__always)
    package static func append<T>(_ value: consuming T, to table: inout [T]) -> Int32 {
        if table.count == 1 { table.reserveCapacity(grownTableCapacity) }
        table.append(value)
        return Int32(table.count - 1)
    }
}

/// Something done to each of a tree's tables in turn.
private protocol TableVisitor {
    mutating func visit<T>(_ table: inout [T])
}

/// Collects the tables' lengths.
private struct LengthVisitor: TableVisitor {
    var lengths: [Int] = []
    mutating func visit<T>(_ table: inout [T]) { lengths.append(table.count) }
}

/// Reserves room for `count` more of what each table grew by since `lengths`.
private struct ReserveVisitor: TableVisitor {
    let lengths: [Int]
    let count: Int
    var index = 0

    mutating func visit<T>(_ table: inout [T]) {
        defer { index += 1 }
        guard index < lengths.count, table.count > lengths[index] else { return }
        table.reserveCapacity(table.count + (table.count - lengths[index]) * count)
    }
}
