import Foundation

/// Records where a layout put its subviews during one `placeSubviews` call.
///
/// A container keeps one recorder for its proxies; it records only between `begin` and
/// `end`, so `place` outside a placing call (in `sizeThatFits`, say) does nothing.
package final class PlacementRecorder {
    /// The origin, proposal and chosen size of each subview's last `place` call, by subview index.
    /// Each access is a plain read or write that ends at once (no callbacks), so accesses never
    /// overlap and the runtime exclusivity check is left out.
    @exclusivity(unchecked) package private(set) var placements: [(origin: CGPoint, proposal: ProposedViewSize, size: CGSize)?] = []
    /// Whether a placing call is being recorded.
    package private(set) var isRecording = false

    package init() {}

    /// Starts recording the placements of `count` subviews, none placed yet.
    package func begin(count: Int) {
        placements.removeAll(keepingCapacity: true)
        placements.append(contentsOf: repeatElement(nil, count: count))
        isRecording = true
    }

    /// Stops recording; the placements stay readable.
    package func end() {
        isRecording = false
    }

    /// Records that subview `index` was placed (ignored when not recording).
    package func record(_ index: Int, origin: CGPoint, proposal: ProposedViewSize, size: CGSize) {
        guard isRecording, placements.indices.contains(index) else { return }
        placements[index] = (origin, proposal, size)
    }
}

/// A proxy for one subview of a `Layout` container.
public struct LayoutSubview: Equatable {
    package let element: LayoutElement
    package let index: Int
    package let recorder: PlacementRecorder?

    package init(element: LayoutElement, index: Int, recorder: PlacementRecorder?) {
        self.element = element
        self.index = index
        self.recorder = recorder
    }

    /// Two proxies are equal when they stand for the same subview.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.element === b.element }

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { element.sizeThatFits(proposal) }

    /// The subview's size and guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { element.dimensions(in: proposal) }

    /// The subview's layout priority.
    public var priority: Double { element.layoutPriority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { element.spacing }

    /// The value the subview set for `key`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (element.traits[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue
    }

    /// Puts the subview's `anchor` at `position` with the size it chooses for `proposal`.
    ///
    /// The last call wins; a subview that is never placed is centred in the container.
    /// A non-finite position is reported and replaced by 0.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        guard let recorder, recorder.isRecording else { return }
        let size = element.sizeThatFits(proposal)
        // An anchor of 0 means the edge itself, even for an infinite size (0 × ∞ would be NaN).
        func offset(_ unit: CGFloat, _ length: CGFloat) -> CGFloat { unit == 0 ? 0 : unit * length }
        var origin = CGPoint(x: position.x - offset(anchor.x, size.width), y: position.y - offset(anchor.y, size.height))
        for axis in Axis.allCases where !origin[axis].isFinite {
            element.report(.invalidValue, "placed at a non-finite \(axis) position; used 0")
            origin[axis] = 0
        }
        recorder.record(index, origin: origin, proposal: proposal, size: size)
    }
}

/// The subviews of a `Layout` container, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    package let storage: [LayoutSubview]
    /// The position of the first subview.
    public let startIndex: Int
    /// The position just past the last subview.
    public let endIndex: Int
    /// The layout direction of the container (the engine mirrors placements itself).
    public let layoutDirection: LayoutDirection

    package init(_ storage: [LayoutSubview], layoutDirection: LayoutDirection) {
        self.storage = storage
        self.startIndex = 0
        self.endIndex = storage.count
        self.layoutDirection = layoutDirection
    }

    private init(storage: [LayoutSubview], range: Range<Int>, layoutDirection: LayoutDirection) {
        self.storage = storage
        self.startIndex = range.lowerBound
        self.endIndex = range.upperBound
        self.layoutDirection = layoutDirection
    }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { storage[index] }

    /// The subviews in `bounds`, keeping their positions.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(storage: storage, range: bounds, layoutDirection: layoutDirection)
    }

    /// Equal when both cover the same positions of the same subviews.
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.startIndex == b.startIndex && a.endIndex == b.endIndex && a.storage == b.storage
    }

    /// Runs `place` with proxies that record, and returns every subview's placement; an
    /// unplaced subview is centred in `bounds` with the container's proposal.
    package func recordPlacements(
        in bounds: CGRect, proposal: ProposedViewSize, _ place: (LayoutSubviews) -> Void
    ) -> [ChildPlacement] {
        let recorder: PlacementRecorder
        let recording: LayoutSubviews
        if let shared = storage.first?.recorder, !shared.isRecording {
            // The usual case: the container's own proxies (which share one recorder) record,
            // no copies needed.
            recorder = shared
            recording = LayoutSubviews(storage, layoutDirection: layoutDirection)
        } else {
            // Re-entered while recording (a layout asking its own merged guides while placing):
            // record with fresh proxies so the outer call's placements stay intact.
            recorder = PlacementRecorder()
            recording = LayoutSubviews(
                storage.map { LayoutSubview(element: $0.element, index: $0.index, recorder: recorder) },
                layoutDirection: layoutDirection)
        }
        recorder.begin(count: storage.count)
        place(recording)
        recorder.end()
        let placements = recorder.placements
        return storage.map { subview in
            if placements.indices.contains(subview.index), let placed = placements[subview.index] {
                return ChildPlacement(element: subview.element, origin: placed.origin, proposal: placed.proposal, size: placed.size)
            }
            let size = subview.element.sizeThatFits(proposal)
            let origin = CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
            return ChildPlacement(element: subview.element, origin: origin, proposal: proposal, size: size)
        }
    }
}
