import Foundation
import TypesetText  // `Array(filledWith:count:)` (Design §19.1)

/// The sizes, positions and proposals a stack computed for one proposal.
package struct StackArrangement {
    package var size: CGSize
    /// Per child, in order: where it goes, what it was proposed and its size (one array, so an
    /// arrangement is one allocation and copies as one reference). Read a child's proposal
    /// with ``proposal(_:)``: `across` may stand over the stored ones.
    package fileprivate(set) var children: [ArrangedChild]
    /// A length every child is proposed across the stack, over the proposals stored: the
    /// arrangement for an unspecified length across standing for a proposed one (Design §1.1)
    /// shares the children's list rather than copying it to change each proposal.
    fileprivate var across: (axis: Axis, length: CGFloat)?

    package init(size: CGSize, children: [ArrangedChild]) {
        self.size = size
        self.children = children
    }

    /// The proposal child `index` got.
    @inline(__always)
    package func proposal(_ index: Int) -> ProposedViewSize {
        var proposal = children[index].proposal
        if let across { proposal[across.axis] = across.length }
        return proposal
    }

    /// This arrangement with every child proposed `length` on `axis`.
    package func proposing(_ length: CGFloat, on axis: Axis) -> StackArrangement {
        var arrangement = self
        arrangement.across = (axis, length)
        return arrangement
    }
}

/// One child of a stack's arrangement.
package struct ArrangedChild {
    /// Its origin in the stack (left to right).
    package var origin: CGPoint
    /// The proposal it got.
    package var proposal: ProposedViewSize
    /// The size it chose.
    package var size: CGSize
}

/// The stacks' arrangements in one pass, by memo slot: each stack's gaps and the arrangements
/// of its last four proposals (a stack is sized, probed at 0 and ∞ and placed: four proposals,
/// each arranged once), chained in one table: a stack allocates nothing of its own.
package struct StackMemos {
    private var gaps: [[CGFloat]?]
    private var arrangements: EntryChains<KeyedArrangement>

    /// No memos for `slots` memo slots, with room for `capacity` arrangements.
    package init(slots: Int, capacity: Int = 0) {
        gaps = Array(filledWith: nil, count: slots)
        arrangements = EntryChains(owners: slots, capacity: max(capacity, 0))
    }

    /// The arrangement stored for `key` in `slot`, among its four newest.
    package func arrangement(_ key: ProposalKey, slot: Int) -> StackArrangement? {
        arrangements.firstIndex(of: slot, newest: 4) { $0.key == key }.map { arrangements[$0].arrangement }
    }

    package mutating func store(_ key: ProposalKey, _ arrangement: StackArrangement, slot: Int) {
        arrangements.append(KeyedArrangement(key: key, arrangement: arrangement), to: slot)
    }

    /// The gaps stored for `slot`.
    package func gaps(slot: Int) -> [CGFloat]? { gaps[slot] }

    package mutating func store(gaps: [CGFloat], slot: Int) { self.gaps[slot] = gaps }

    /// Adds slots without memos up to `count`.
    package mutating func grow(toSlots count: Int) {
        if gaps.count < count { gaps.append(contentsOf: repeatElement(nil, count: count - gaps.count)) }
        arrangements.grow(toOwners: count)
    }
}

/// A stack's arrangement with the proposal it answers. A struct, not a tuple: the memo's
/// entries are destroyed through its own value witness rather than the runtime's generic
/// tuple one, element by element, when the pass ends.
private struct KeyedArrangement {
    let key: ProposalKey
    let arrangement: StackArrangement
}

/// HStack and VStack: one algorithm with the axis as a parameter (Design §4).
package struct StackAlgorithm {
    package var majorAxis: Axis
    package var alignment: AlignmentKey
    package var spacing: CGFloat?

    package var minorAxis: Axis { majorAxis.perpendicular }

    package init(majorAxis: Axis, alignment: AlignmentKey, spacing: CGFloat?) {
        self.majorAxis = majorAxis
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Gaps before each child: 0 for the first, then the explicit spacing or the spacing
    /// model's distance between neighbours (Design §4, §5).
    package func gaps<C: LayoutChildren>(_ children: C, _ context: inout C.Context) -> [CGFloat] {
        var gaps = [CGFloat](filledWith: 0, count: children.count)
        var spacing = spacing
        if let value = spacing, !value.isFinite {
            // A non-finite gap is no gap: use the spacing model instead, and say so.
            children.report(.invalidValue, "spacing \(LayoutNumber.format(value)) is not finite; used the default spacing", &context)
            spacing = nil
        }
        if let spacing {
            for index in gaps.indices.dropFirst() { gaps[index] = spacing }
            return gaps
        }
        guard children.count > 1 else { return gaps }
        // Only the edges facing along the axis meet: a Text's across a row need no measurement.
        var previous = children.spacing(0, facing: majorAxis, &context)
        for index in 1..<children.count {
            let next = children.spacing(index, facing: majorAxis, &context)
            gaps[index] = previous.distance(to: next, along: majorAxis)
            previous = next
        }
        return gaps
    }

    /// Design §4 "Sizing", steps 1–4. With `ideal`, the arrangement for the proposal with the
    /// major length unspecified of children that all hug the major axis exactly, no longer than
    /// the proposed one: that arrangement with step 2's proposals, when no child shared out less
    /// than its ideal length answers otherwise (§4 "Answers reused").
    package func arrange<C: LayoutChildren>(
        _ proposal: ProposedViewSize, _ children: C, gaps: [CGFloat], ideal: StackArrangement? = nil, _ context: inout C.Context
    ) -> StackArrangement {
        if let ideal, let arrangement = idealShares(proposal, ideal: ideal, children, gaps: gaps, &context) { return arrangement }
        let count = children.count
        guard count > 0 else { return StackArrangement(size: .zero, children: []) }
        let minorProposal = proposal[minorAxis]
        var arranged = [ArrangedChild](
            filledWith: ArrangedChild(
                origin: .zero, proposal: ProposedViewSize(major: nil, minor: minorProposal, majorAxis: majorAxis), size: .zero),
            count: count)
        var sized = false

        if let majorProposal = proposal[majorAxis] {
            // Step 2: flexibility, priority order, and the share-out.
            let maxProposal = ProposedViewSize(major: .infinity, minor: minorProposal, majorAxis: majorAxis)
            // The items on the stack: an array of them was an allocation per arrangement.
            withUnsafeTemporaryAllocation(of: SpaceDistribution.Item.self, capacity: count) { items in
                for index in 0..<count {
                    items.initializeElement(at: index, to: SpaceDistribution.Item(
                        min: children.minimumLength(index, along: majorAxis, minor: minorProposal, &context),
                        max: children.size(index, maxProposal, &context)[majorAxis],
                        priority: children.priority(index, &context)))
                }
                SpaceDistribution.shareOut(UnsafeBufferPointer(items), majorProposal - gaps.reduce(0, +)) { index, share in
                    let childProposal = ProposedViewSize(major: share, minor: minorProposal, majorAxis: majorAxis)
                    arranged[index].proposal = childProposal
                    let size = children.size(index, childProposal, &context)
                    arranged[index].size = size
                    return size[majorAxis]
                }
            }
            sized = true
        }
        if !sized {
            // Step 1: the ideal-size query; priorities play no part.
            for index in 0..<count { arranged[index].size = children.size(index, arranged[index].proposal, &context) }
        }

        // Step 3: minor axis — every child's guide on one line, union, shift to 0 (each origin
        // holds its unshifted minor coordinate until step 4).
        var lower = CGFloat.infinity
        var upper = -CGFloat.infinity
        for index in 0..<count {
            let child = arranged[index]
            let origin = -children.guide(index, alignment, size: child.size, proposal: child.proposal, &context)
            arranged[index].origin[minorAxis] = origin
            lower = min(lower, origin)
            upper = max(upper, origin + child.size[minorAxis])
        }

        // Step 4: major axis — children and gaps in order, no clamping to the proposal.
        var position: CGFloat = 0
        for index in 0..<count {
            position += gaps[index]
            arranged[index].origin = CGPoint(major: position, minor: arranged[index].origin[minorAxis] - lower, majorAxis: majorAxis)
            position += arranged[index].size[majorAxis]
        }
        return StackArrangement(size: CGSize(major: position, minor: upper - lower, majorAxis: majorAxis), children: arranged)
    }

    /// `ideal` for `proposal` (its major length at least `ideal`'s), with step 2's proposals:
    /// the children, which hug the major axis exactly, each take their ideal length (their
    /// answer to ∞ too) when shared out at least that much; one that owns its length there (a
    /// frame setting it, `fixedSize`) takes it whatever its share. Nil when any other child is
    /// shared out less than its ideal length: it may take less (a Text wraps), or keep its
    /// length and change across (a VStack over a wide frame whose Text wraps), so step 2 runs
    /// as written (§4 "Answers reused").
    package func idealShares<C: LayoutChildren>(
        _ proposal: ProposedViewSize, ideal: StackArrangement, _ children: C, gaps: [CGFloat], _ context: inout C.Context
    ) -> StackArrangement? {
        var arrangement = ideal
        let minor = proposal[minorAxis]
        let holds = idealSharesHold(proposal, ideal: ideal, children, gaps: gaps, &context) { index, share in
            arrangement.children[index].proposal = ProposedViewSize(major: share, minor: minor, majorAxis: majorAxis)
        }
        // The share-out proposed every child whole: no length across stands over them.
        arrangement.across = nil
        return holds ? arrangement : nil
    }

    /// Whether ``idealShares(_:ideal:_:gaps:_:)`` gives an arrangement, without making it (a
    /// stack's hug check asks only this).
    package func idealSharesHold<C: LayoutChildren>(
        _ proposal: ProposedViewSize, ideal: StackArrangement, _ children: C, gaps: [CGFloat], _ context: inout C.Context
    ) -> Bool {
        idealSharesHold(proposal, ideal: ideal, children, gaps: gaps, &context) { _, _ in }
    }

    /// The share-out of ``idealShares(_:ideal:_:gaps:_:)``: each child's share handed to
    /// `record`; whether every child that does not own its length got at least its ideal length.
    private func idealSharesHold<C: LayoutChildren>(
        _ proposal: ProposedViewSize, ideal: StackArrangement, _ children: C, gaps: [CGFloat], _ context: inout C.Context,
        record: (_ index: Int, _ share: CGFloat) -> Void
    ) -> Bool {
        guard let majorProposal = proposal[majorAxis] else { return false }
        let count = children.count
        let minor = proposal[minorAxis]
        // A child that owns its length is its own minimum; whether it does is kept beside the
        // items, both on the stack.
        var holds = true
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: count) { owned in
            withUnsafeTemporaryAllocation(of: SpaceDistribution.Item.self, capacity: count) { items in
                for index in 0..<count {
                    let length = ideal.children[index].size[majorAxis]
                    owned[index] = children.ownsLength(index, along: majorAxis, &context)
                    items.initializeElement(at: index, to: SpaceDistribution.Item(
                        min: owned[index] ? length : children.minimumLength(index, along: majorAxis, minor: minor, &context),
                        max: length, priority: children.priority(index, &context)))
                }
                // A share short of a length by the rounding of the share-out's sums (the last
                // child of a group is proposed what the others left) is that length: the text
                // engine's fit test takes it back (Design §8.4).
                let rounding = 16 * majorProposal.ulp
                SpaceDistribution.shareOut(UnsafeBufferPointer(items), majorProposal - gaps.reduce(0, +)) { index, share in
                    record(index, share)
                    if !(share + rounding >= items[index].max), !owned[index] { holds = false }
                    return items[index].max
                }
            }
        }
        return holds
    }

    /// The proposal placing re-runs sizing with: the minor axis filled from the stack's size
    /// (Design §4 "Placing").
    package func placingProposal(_ proposal: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        var placing = proposal
        placing[minorAxis] = proposal[minorAxis] ?? size[minorAxis]
        return placing
    }

    /// The stack's own preferences: its children's minor-axis edges, its first child's leading
    /// edge and its last child's trailing edge (Design §5).
    package func spacing<C: LayoutChildren>(_ children: C, _ context: inout C.Context) -> ViewSpacing {
        guard children.count > 0 else { return .none }
        let minorEdges: Edge.Set = majorAxis == .horizontal ? .vertical : .horizontal
        var result = ViewSpacing.none
        for index in 0..<children.count { result.formUnion(children.spacing(index, &context), edges: minorEdges) }
        result.formUnion(children.spacing(0, &context), edges: majorAxis == .horizontal ? .leading : .top)
        result.formUnion(children.spacing(children.count - 1, &context), edges: majorAxis == .horizontal ? .trailing : .bottom)
        return result
    }
}
