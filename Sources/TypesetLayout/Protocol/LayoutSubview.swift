import Foundation
import TypesetText  // `Array(filledWith:count:)` (Design §19.1)

/// Records where a layout put its subviews during one `placeSubviews` call.
package final class PlacementRecorder {
    /// The origin and proposal of each subview's last `place` call, by subview position.
    package private(set) var placements: [(origin: CGPoint, proposal: ProposedViewSize)?]
    /// How many times each subview was placed.
    package private(set) var counts: [Int]

    package init(count: Int) {
        placements = Array(filledWith: nil, count: count)
        counts = Array(filledWith: 0, count: count)
    }

    package func record(_ position: Int, origin: CGPoint, proposal: ProposedViewSize) {
        guard placements.indices.contains(position) else { return }
        placements[position] = (origin, proposal)
        counts[position] += 1
    }
}

/// A proxy for one subview of a `Layout` container.
public struct LayoutSubview: Equatable {
    package let box: PassBox
    package let node: NodeID
    /// The subview's position among the container's subviews.
    package let position: Int
    package let recorder: PlacementRecorder?

    package init(box: PassBox, node: NodeID, position: Int, recorder: PlacementRecorder?) {
        self.box = box
        self.node = node
        self.position = position
        self.recorder = recorder
    }

    /// Two proxies are equal when they stand for the same subview.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.box === b.box && a.node == b.node }

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        box.withPass { pass in TypesetLayout.sizeThatFits(node, proposal, &pass) } ?? .zero
    }

    /// The subview's size and guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        box.withPass { pass in
            let proposal = sanitized(proposal, at: node, &pass)
            let size = TypesetLayout.sizeThatFits(node, proposal, &pass)
            guard !pass.tree[node].traits.explicitKeys.isEmpty else { return ViewDimensions(size: size) }
            return ViewDimensions(size: size, guides: .live(LiveGuides(box: box, node: node, proposal: proposal)))
        } ?? ViewDimensions(size: .zero)
    }

    /// The width the subview chooses when proposed 0 wide and `height` tall, with its value of
    /// `guide` there, answered without laying the subview out where its kind can tell (a Text's
    /// widest cluster, Design §4 step 2): the probe a grid makes for the least a column takes.
    /// Nil when `guide`'s value may need the subview's dimensions: an explicit value, or a
    /// default that is not leading, centre or trailing.
    package func leastWidth(height: CGFloat?, guide: AlignmentKey) -> (width: CGFloat, guide: CGFloat)? {
        guard (0...2).contains(guide.builtInIndex) else { return nil }
        return box.withPass { pass -> (CGFloat, CGFloat)? in
            guard !pass.tree[node].traits.explicitKeys.contains(guide.builtInIndex) else { return nil }
            let width = minimumLength(node, along: .horizontal, minor: height, &pass)
            return (width, guide.defaultValue(in: ViewDimensions(size: CGSize(width: width, height: 0))))
        } ?? nil
    }

    /// The subview's layout priority.
    public var priority: Double { box.withPass { $0.tree[node].traits.priority } ?? 0 }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { box.withPass { spacingOf(node, &$0) } ?? ViewSpacing() }

    /// The value the subview set for `key`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        guard let read = box.withPass({ $0.tree.layoutValue(ObjectIdentifier(key), of: node, as: K.Value.self) }), let value = read
        else { return K.defaultValue }
        return value
    }

    /// Puts the subview's `anchor` at `position` with the size it chooses for `proposal`.
    ///
    /// The last call wins; a subview that is never placed is centred in the container. A
    /// non-finite position is reported and replaced by 0. Outside `placeSubviews` it does nothing.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        guard let recorder else { return }
        let size = sizeThatFits(proposal)
        // An anchor of 0 means the edge itself, even for an infinite size (0 × ∞ would be NaN).
        func offset(_ unit: CGFloat, _ length: CGFloat) -> CGFloat { unit == 0 ? 0 : unit * length }
        var origin = CGPoint(x: position.x - offset(anchor.x, size.width), y: position.y - offset(anchor.y, size.height))
        for axis in Axis.allCases where !origin[axis].isFinite {
            box.withPass { $0.report(node, .invalidValue, "placed at a non-finite \(axis) position; used 0") }
            origin[axis] = 0
        }
        recorder.record(self.position, origin: origin, proposal: proposal)
    }
}

/// The subviews of a `Layout` container, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    package let storage: [LayoutSubview]
    package let container: NodeID
    /// The position of the first subview.
    public let startIndex: Int
    /// The position just past the last subview.
    public let endIndex: Int
    /// The layout direction of the container (the engine mirrors placements itself).
    public let layoutDirection: LayoutDirection

    package init(_ storage: [LayoutSubview], container: NodeID, layoutDirection: LayoutDirection) {
        self.storage = storage
        self.container = container
        self.startIndex = 0
        self.endIndex = storage.count
        self.layoutDirection = layoutDirection
    }

    private init(storage: [LayoutSubview], container: NodeID, range: Range<Int>, layoutDirection: LayoutDirection) {
        self.storage = storage
        self.container = container
        self.startIndex = range.lowerBound
        self.endIndex = range.upperBound
        self.layoutDirection = layoutDirection
    }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { storage[index] }

    /// The subviews in `bounds`, keeping their positions.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(storage: storage, container: container, range: bounds, layoutDirection: layoutDirection)
    }

    /// Equal when both cover the same positions of the same subviews.
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.startIndex == b.startIndex && a.endIndex == b.endIndex && a.storage == b.storage
    }

    /// Records bad input at the container.
    package func report(_ kind: Diagnostic.Kind, _ message: String) {
        guard let box = storage.first?.box else { return }
        box.withPass { $0.report(container, kind, message) }
    }

    /// Records where a Grid put a subview, for the result.
    package func recordGridCell(_ position: Int, _ cell: GridCellPosition) {
        let subview = storage[position]
        subview.box.withPass { $0.gridCells[subview.node] = cell }
    }

    /// Runs `place` with proxies that record, and returns every subview's origin and proposal
    /// (positions from `startIndex`); an unplaced subview is centred in `bounds` with the
    /// container's proposal.
    package func recordPlacements(
        in bounds: CGRect, proposal: ProposedViewSize, _ place: (LayoutSubviews) -> Void
    ) -> [(origin: CGPoint, proposal: ProposedViewSize)] {
        let recorder = PlacementRecorder(count: storage.count)
        let recording = LayoutSubviews(
            storage.map { LayoutSubview(box: $0.box, node: $0.node, position: $0.position, recorder: recorder) },
            container: container, layoutDirection: layoutDirection)
        place(recording[startIndex..<endIndex])
        return (startIndex..<endIndex).map { index in
            if recorder.counts[index] > 1 {
                report(.subviewPlacement, "subview \(index) was placed \(recorder.counts[index]) times; the last placement wins")
            }
            if let placed = recorder.placements[index] { return placed }
            report(.subviewPlacement, "subview \(index) was never placed; centred in the bounds")
            let size = storage[index].sizeThatFits(proposal)
            return (CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), proposal)
        }
    }
}
