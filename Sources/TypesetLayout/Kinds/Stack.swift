import Foundation

/// An HStack's or VStack's style.
package struct StackStyle: Hashable, Sendable {
    package var axis: Axis
    /// The guide the children align on, across the stack's axis.
    package var alignment: AlignmentKey
    /// The gap given in code; nil uses the spacing model (Design §5).
    package var spacing: CGFloat?
    /// The root stack made of several top-level views.
    package var isImplicit = false

    package init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, isImplicit: Bool = false) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.isImplicit = isImplicit
    }

    package var algorithm: StackAlgorithm { StackAlgorithm(majorAxis: axis, alignment: alignment, spacing: spacing) }
}

extension LayoutTree {
    /// Appends an HStack or VStack over `children`; with exactly one static child it is
    /// transparent (Design §3).
    @discardableResult
    // Exported specialisations for the views module, which builds containers from a slice of
    // its list or an array: its generic calls cannot specialise this, and appending the
    // children through the unspecialised collection cost about 1,000 instructions a container.
    @_specialize(exported: true, where C == ArraySlice<NodeID>)
    @_specialize(exported: true, where C == [NodeID])
    package mutating func addStack<C: Collection<NodeID>>(_ style: StackStyle, children: C, direction: LayoutDirection) -> NodeID {
        _ = index(of: style.alignment)
        let index = NodeTables.append(style, to: &tables.stacks)
        return add(.stack(index), children: children, direction: direction)
    }
}

/// HStack and VStack (Design §4): one algorithm with the axis as a parameter.
package enum StackNode: NodeBehaviour {
    package static func traits(_ node: KindNode<StackStyle>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        if children.count == 1, let only = children.first, tree[only].isStatic {
            var traits = tree.traits(of: only)
            traits.isTransparent = true
            return traits
        }
        // A stack of hugging children hugs (Design §1.1): across its axis, where each child is
        // proposed the same length, exactly when every child does; along it, unless its
        // share-out gives a child that does not own its length less than it (`hugsExactly`).
        let axis = node.payload.axis
        var hugs: Axis.Set = [.horizontal, .vertical], exact = hugs
        var lengthsNotOwned = 0
        var lastOwnsNot = false, onePriority = true
        let firstPriority = children.first.map { tree.traits(of: $0).priority }
        for child in children {
            let childTraits = tree.traits(of: child)
            if !childTraits.hugsWidth { hugs.remove(.horizontal) }
            if !childTraits.hugsHeight { hugs.remove(.vertical) }
            exact.formIntersection(childTraits.exactHugs)
            lastOwnsNot = !childTraits.ownedHugs.contains(axis)
            if lastOwnsNot { lengthsNotOwned += 1 }
            if childTraits.priority != firstPriority { onePriority = false }
        }
        // The one child not owning its length is shared out last (after the inflexible owners,
        // in child order among equal flexibilities) only when it is the last child of one group.
        if lengthsNotOwned > 1 || lengthsNotOwned == 1 && !(lastOwnsNot && onePriority) { exact.subtract(Axis.Set(axis)) }
        var traits = NodeTraits(
            explicitKeys: mergedExplicitKeys(children, tree), priority: children.isEmpty ? -.infinity : 0,
            hugsWidth: hugs.contains(.horizontal), hugsHeight: hugs.contains(.vertical))
        traits.exactHugs = exact.intersection(hugs)
        return traits
    }

    package static var isMemoised: Bool { true }
    package static var memoisesGuides: Bool { true }
    package static func guideDerivation(_ node: KindNode<StackStyle>, in tree: LayoutTree) -> GuideDerivation { .merged }

    package static func size(_ node: KindNode<StackStyle>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        stackArrangement(node, proposal, &pass).size
    }

    package static func placeChildren(
        _ node: KindNode<StackStyle>, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass,
        into placements: inout [ChildPlacement]
    ) {
        let arrangement = stackArrangement(node, node.payload.algorithm.placingProposal(proposal, size: size), &pass)
        let children = pass.tree.children(of: node.id)
        placements.reserveCapacity(placements.count + children.count)
        for (offset, child) in children.enumerated() {
            let arranged = arrangement.children[offset]
            placements.append(ChildPlacement(child: child, origin: arranged.origin, proposal: arrangement.proposal(offset), size: arranged.size))
        }
    }

    /// The children's values folded by the guide's rule, read from the arrangement placing
    /// uses, without placing again (Design §3).
    package static func explicitValue(
        _ node: KindNode<StackStyle>, _ guide: GuideQuery, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
    ) -> CGFloat? {
        let rule = guide.key.combineRule
        guard rule != .never, size.width.isFinite, size.height.isFinite else { return nil }
        let arrangement = stackArrangement(node, node.payload.algorithm.placingProposal(proposal, size: size), &pass)
        let first = Int(pass.tree[node.id].firstChild)
        var merge = GuideMerge(rule)
        for (offset, arranged) in arrangement.children.enumerated() {
            let child = pass.tree.children[first + offset]
            guard let value = TypesetLayout.explicitValue(child, guide, size: arranged.size, proposal: arrangement.proposal(offset), &pass)
            else { continue }
            merge.add(arranged.origin[guide.key.axis] + value)
        }
        return merge.value
    }

    /// Its children at the proposals its arrangement for `free` gives them, and along its own
    /// axis its share-out at its ideal length: no child that does not own its length there is
    /// shared out less than it (Design §1.1, §4 "Answers reused"). A longer proposal only
    /// raises the shares.
    package static func hugsExactly(_ node: KindNode<StackStyle>, along axis: Axis, _ free: ProposedViewSize, _ pass: inout LayoutPass) -> Bool {
        let arrangement = stackArrangement(node, free, &pass)
        guard childrenHugExactly(node, along: axis, arrangement, &pass) else { return false }
        guard axis == node.payload.axis else { return true }
        var length = free
        length[axis] = arrangement.size[axis]
        let children = PassChildren(of: node.id, in: pass.tree)
        let gaps = memoisedGaps(node, &pass)
        return node.payload.algorithm.idealSharesHold(length, ideal: arrangement, children, gaps: gaps, &pass)
    }

    /// Whether every child hugs `axis` exactly at the proposal `arrangement` gives it.
    private static func childrenHugExactly(_ node: KindNode<StackStyle>, along axis: Axis, _ arrangement: StackArrangement, _ pass: inout LayoutPass) -> Bool {
        let children = PassChildren(of: node.id, in: pass.tree)
        for index in 0 ..< children.count
        where !childHugsExactly(children.id(index, &pass), along: axis, arrangement.proposal(index), &pass) {
            return false
        }
        return true
    }

    package static func spacing(_ node: KindNode<StackStyle>, _ pass: inout LayoutPass) -> ViewSpacing {
        node.payload.algorithm.spacing(PassChildren(of: node.id, in: pass.tree), &pass)
    }

    package static func viewKind(_ node: KindNode<StackStyle>, _ tables: NodeTables) -> ViewKind {
        let style = node.payload
        return style.axis == .horizontal
            ? .hStack(alignment: VerticalAlignment(key: style.alignment), spacing: style.spacing)
            : .vStack(alignment: HorizontalAlignment(key: style.alignment), spacing: style.spacing)
    }

    package static func record(_ node: KindNode<StackStyle>, _ item: inout PendingNode, _ builder: inout ResultBuilder) {
        if node.payload.isImplicit { item.flags.insert(.implicit) }
    }

    /// The arrangement of the stack for `proposal`, memoised for the pass.
    ///
    /// Across its axis a stack of hugging children hugs (Design §1.1): proposed at least the
    /// length it takes with that length unspecified, every child keeps its size and place, so
    /// the arrangement is that one, with the proposed length in each child's proposal (a stack
    /// placed at its own height after it was sized without one is not arranged again).
    private static func stackArrangement(_ node: KindNode<StackStyle>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> StackArrangement {
        let slot = Int(pass.tree[node.id].memoSlot)
        let key = ProposalKey(proposal)
        if let cached = pass.stackMemos.arrangement(key, slot: slot) { return cached }
        // Arranged by an earlier layout of the same content (Design §0.4)?
        if let earlier = pass.earlier, let other = earlier.counterpart(of: node.id),
           case let earlierSlot = Int(earlier.pass.tree[other].memoSlot), earlierSlot >= 0,
           let cached = earlier.pass.stackMemos.arrangement(key, slot: earlierSlot) {
            pass.stackMemos.store(key, cached, slot: slot)
            return cached
        }
        let minor = node.payload.axis.perpendicular
        if let length = proposal[minor], pass.appliesHuggingRule, pass.tree[node.id].traits.hugs(minor) {
            var free = proposal
            free[minor] = nil
            let unspecified = stackArrangement(node, free, &pass)
            if length == .infinity || unspecified.size[minor] <= length && TypesetLayout.hugsExactly(node.id, along: minor, free, &pass) {
                let arrangement = unspecified.proposing(length, on: minor)
                pass.stackMemos.store(key, arrangement, slot: slot)
                return arrangement
            }
        }
        let children = PassChildren(of: node.id, in: pass.tree)
        let gaps = memoisedGaps(node, &pass)
        // Along its axis, a stack whose children hug it exactly, proposed at least its ideal
        // length, keeps its ideal arrangement when its share-out gives no child that does not
        // own its length less than it; only the children's proposals are shared out (Design §4
        // "Answers reused").
        var ideal: StackArrangement?
        let major = node.payload.axis
        if let length = proposal[major], pass.appliesHuggingRule, pass.tree[node.id].traits.hugs(major) {
            var free = proposal
            free[major] = nil
            let arrangement = stackArrangement(node, free, &pass)
            if length == .infinity || arrangement.size[major] <= length && childrenHugExactly(node, along: major, arrangement, &pass) {
                ideal = arrangement
            }
        }
        let arrangement = node.payload.algorithm.arrange(proposal, children, gaps: gaps, ideal: ideal, &pass)
        pass.stackMemos.store(key, arrangement, slot: slot)
        return arrangement
    }

    /// The gaps before the stack's children (Design §4, §5), computed once per pass.
    private static func memoisedGaps(_ node: KindNode<StackStyle>, _ pass: inout LayoutPass) -> [CGFloat] {
        let slot = Int(pass.tree[node.id].memoSlot)
        if let gaps = pass.stackMemos.gaps(slot: slot) { return gaps }
        let gaps = node.payload.algorithm.gaps(PassChildren(of: node.id, in: pass.tree), &pass)
        pass.stackMemos.store(gaps: gaps, slot: slot)
        return gaps
    }
}
