import Foundation

/// Lays out `root` of `tree` for `proposal` and freezes the placed tree into a result (SPEC §11).
///
/// Sizing runs first; then one top-down walk with an explicit stack (no recursion per level)
/// places every node, mirrors right-to-left children (SPEC §10), stores each node's explicit
/// guides for every guide the tree mentions, and records paint, grid cells and leaf content.
package func layOut(_ tree: LayoutTree, root: NodeID, proposal: ProposedViewSize, header: String) -> LayoutResult {
    var pass = LayoutPass(tree: tree)
    let proposal = sanitized(proposal, at: root, &pass)
    let size = sizeThatFits(root, proposal, &pass)
    var builder = ResultBuilder(capacity: pass.tree.count)
    builder.build(root: root, size: size, proposal: proposal, &pass)
    // Views following a matched-geometry source are placed once the sources' frames are known.
    if builder.matched.movesFollowers {
        let sources = builder.matched.sources
        builder = ResultBuilder(capacity: pass.tree.count)
        builder.matched.sources = sources
        builder.placesFollowers = true
        builder.build(root: root, size: size, proposal: proposal, &pass)
    }
    builder.matched.report(&pass)
    // The root's recorded size: finite even when the root answered an infinite proposal with ∞.
    let placedSize = builder.records.first?.frame.size ?? size
    return LayoutResult(storage: builder.freeze(size: placedSize, pass: pass, header: header))
}

/// The growing arrays of a result, filled in pre-order.
private struct ResultBuilder {
    var records: [NodeRecord] = []
    var childIndices: [Int32] = []
    var guides: [GuideValue] = []
    var ids: [Int32: [any Hashable & Sendable]] = [:]
    var kinds: [ViewKind] = []
    var paints: [PaintReference] = []
    var gridCells: [Int32: GridCellPosition] = [:]
    var contents: [Int32: any Sendable] = [:]
    var labels: [Int32: String] = [:]

    /// A node waiting to be recorded: where it goes and what it inherits.
    struct Pending {
        var node: NodeID
        var origin: CGPoint
        var size: CGSize
        var proposal: ProposedViewSize
        var parent: Int32
        var slot: Int32
        var opacity: Double
        /// The foreground colour in force: `foregrounds[foreground]`, or -1 for none.
        var foreground: Int32
        /// The safe-area region the node is in: `regions[region]`, or -1 outside a screen.
        var region: Int32 = -1
    }

    /// The safe-area regions met on the way down (screens, safe-area padding and insets).
    var regions: [SafeAreaRegion] = []

    /// The matched-geometry views met, and whether this build moves the followers.
    var matched = MatchedGeometryRecord()
    var placesFollowers = false

    /// The foreground colours set on the way down (Pending refers to them by index, so it
    /// stays a plain value).
    var foregrounds: [Color] = []

    init(capacity: Int) {
        records.reserveCapacity(capacity)
        childIndices.reserveCapacity(capacity)
    }

    mutating func build(root: NodeID, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass) {
        var stack = [Pending(node: root, origin: .zero, size: size, proposal: proposal, parent: -1, slot: -1, opacity: 1, foreground: -1)]
        var placements: [ChildPlacement] = []
        var open: [Int32] = []  // records whose subtree end is not known yet
        while var item = stack.popLast() {
            if !item.size.width.isFinite || !item.size.height.isFinite { item.size = finiteSize(item, &pass) }
            let index = Int32(records.count)
            // `open` is the chain of ancestors with children (pre-order): every record above
            // this one's parent is complete.
            while let last = open.last, last != item.parent {
                records[Int(last)].subtreeEnd = index
                open.removeLast()
            }
            if item.slot >= 0 { childIndices[Int(item.slot)] = index }
            let node = pass.tree[item.node]
            let kind = pass.tree.kinds[Int(item.node)]
            if case .safeArea(let safeArea) = kind { enterSafeArea(safeArea, &item, direction: node.direction) }
            if case .paint(.effect(.matchedGeometry(let match))) = kind { enterMatchedGeometry(match, &item, &pass) }
            placements.removeAll(keepingCapacity: true)
            placeChildren(item.node, size: item.size, proposal: item.proposal, &pass, into: &placements)

            var opacity = item.opacity
            var foreground = item.foreground
            let isTransparent = node.isTransparent
            var isImplicit = false
            var paint: PaintReference?
            switch kind {
            case .stack(let style):
                isImplicit = style.isImplicit
            case .paint(.opacity(let value)): opacity *= value
            case .paint(.foregroundColor(let color)):
                if let color {
                    foregrounds.append(color)
                    foreground = Int32(foregrounds.count - 1)
                } else {
                    foreground = -1
                }
            case .shape(let shape, let shapePaint):
                paint = PaintReference(shape: shape, shapePaint: shapePaint, opacity: opacity, foreground: foreground)
            case .measured(let leaf):
                paint = PaintReference(shape: nil, shapePaint: -1, opacity: opacity, foreground: foreground)
                labels[index] = leaf.label
                if let content = measurement(item.node, item.proposal, &pass).content { contents[index] = content }
            case .image: paint = PaintReference(shape: nil, shapePaint: -1, opacity: opacity, foreground: foreground)
            default: break
            }
            if let nodeIDs = pass.tree.ids[item.node] { ids[index] = nodeIDs }
            if let cell = pass.gridCells[item.node] { gridCells[index] = cell }

            let firstGuide = Int32(guides.count)
            if !node.explicitKeys.isEmpty {
                for (keyIndex, key) in pass.tree.keys.enumerated() where node.explicitKeys.contains(keyIndex) {
                    if let value = explicitValue(item.node, key, size: item.size, proposal: item.proposal, &pass) {
                        guides.append(GuideValue(key: key, value: value))
                    }
                }
            }

            let firstChild = Int32(childIndices.count)
            childIndices.append(contentsOf: repeatElement(-1, count: placements.count))
            let kindReference: KindReference
            switch kind {
            case .frame(let index): kindReference = .fixedFrame(index)
            case .flexibleFrame(let index): kindReference = .flexibleFrame(index)
            case .shape(let shape, _): kindReference = .shape(shape)
            default:
                kinds.append(kind.viewKind(in: pass.tree))
                kindReference = .listed(Int32(kinds.count - 1))
            }
            var paintIndex: Int32 = -1
            if let paint {
                paints.append(paint)
                paintIndex = Int32(paints.count - 1)
            }
            records.append(NodeRecord(
                kind: kindReference, paint: paintIndex, frame: CGRect(origin: item.origin, size: item.size), proposal: item.proposal,
                layoutDirection: node.direction, parent: item.parent, firstChild: firstChild, childCount: Int32(placements.count),
                subtreeEnd: index + 1, firstGuide: firstGuide, guideCount: Int32(guides.count) - firstGuide,
                isTransparent: isTransparent, isImplicit: isImplicit))
            if !placements.isEmpty { open.append(index) }

            for (position, placement) in placements.enumerated().reversed() {
                var offset = mirroredOrigin(
                    placement.origin, childWidth: placement.size.width, parentWidth: item.size.width, direction: node.direction)
                // Infinite sizes (a greedy view offered ∞) make centring arithmetic NaN: never
                // emit a NaN frame; clamp to 0 and report.
                for axis in Axis.allCases where !offset[axis].isFinite {
                    pass.report(item.node, .invalidValue, "placed \(pass.tree.name(of: placement.child)) at a non-finite \(axis) position; used 0")
                    offset[axis] = 0
                }
                let origin = CGPoint(x: item.origin.x + offset.x, y: item.origin.y + offset.y)
                var region = item.region
                if case .safeArea(.inset(let edge, _, _)) = kind, position == 0, region >= 0 {
                    // The content's safe area ends where the inset view begins.
                    region = insetRegion(regions[Int(region)], content: CGRect(origin: origin, size: placement.size), edge: edge, direction: node.direction)
                }
                stack.append(Pending(
                    node: placement.child, origin: origin,
                    size: placement.size, proposal: placement.proposal, parent: index, slot: firstChild + Int32(position),
                    opacity: opacity, foreground: foreground, region: region))
            }
        }
        let end = Int32(records.count)
        for index in open { records[Int(index)].subtreeEnd = end }
    }

    /// Applies a safe-area node on the way down: a screen or safe-area padding starts a region
    /// for its content; `ignoresSafeArea` grows the node's frame to the screen's edge where it
    /// reaches the safe area, and proposes its content the grown size.
    mutating func enterSafeArea(_ safeArea: SafeAreaNode, _ item: inout Pending, direction: LayoutDirection) {
        let frame = CGRect(origin: item.origin, size: item.size)
        let outer = item.region >= 0 ? regions[Int(item.region)] : nil
        func inset(_ rect: CGRect, _ insets: EdgeInsets) -> CGRect {
            let left = direction == .rightToLeft ? insets.trailing : insets.leading
            let right = direction == .rightToLeft ? insets.leading : insets.trailing
            return CGRect(
                x: rect.minX + left, y: rect.minY + insets.top,
                width: max(rect.width - left - right, 0), height: max(rect.height - insets.top - insets.bottom, 0))
        }
        switch safeArea {
        case .screen(let insets):
            regions.append(SafeAreaRegion(full: frame, safe: inset(frame, insets)))
        case .padding(let insets):
            regions.append(SafeAreaRegion(full: outer?.full ?? frame, safe: inset(frame, insets)))
        case .ignore(let edges):
            guard let outer else { return }
            let grown = ignoringSafeArea(frame, edges: edges, in: outer, direction: direction)
            item.origin = grown.origin
            item.size = grown.size
            item.proposal = ProposedViewSize(grown.size)
            // Inside, the ignored edges are safe up to the screen's edge.
            regions.append(SafeAreaRegion(full: outer.full, safe: outer.safe.union(grown).intersection(outer.full)))
        case .inset:
            return
        }
        item.region = Int32(regions.count - 1)
    }

    /// Records a matched-geometry view on the way down; a follower, once its source's frame is
    /// known, takes the frame the effect gives it (`MatchedGeometry`).
    mutating func enterMatchedGeometry(_ match: MatchedGeometry, _ item: inout Pending, _ pass: inout LayoutPass) {
        let frame = CGRect(origin: item.origin, size: item.size)
        if match.isSource {
            matched.sourceNodes[match.group, default: []].append(item.node)
            if !placesFollowers, matched.sources[match.group] == nil { matched.sources[match.group] = frame }
            return
        }
        matched.followers.append((match.group, item.node))
        guard placesFollowers, let source = matched.sources[match.group] else { return }
        let node = item.node
        let moved = match.frame(from: frame, source: source) { sizeThatFits(node, $0, &pass) }
        item.origin = moved.frame.origin
        item.size = moved.frame.size
        if let proposal = moved.proposal { item.proposal = proposal }
    }

    /// The region of a `safeAreaInset`'s content: `outer` with its safe part ending at the
    /// content's edge on `edge`.
    mutating func insetRegion(_ outer: SafeAreaRegion, content: CGRect, edge: Edge, direction: LayoutDirection) -> Int32 {
        var safe = outer.safe
        let physical: Edge = switch (edge, direction) {
        case (.leading, .rightToLeft): .trailing
        case (.trailing, .rightToLeft): .leading
        default: edge
        }
        switch physical {
        case .top: safe = CGRect(x: safe.minX, y: max(safe.minY, content.minY), width: safe.width, height: max(safe.maxY - max(safe.minY, content.minY), 0))
        case .bottom: safe.size.height = max(min(safe.maxY, content.maxY) - safe.minY, 0)
        case .leading: safe = CGRect(x: max(safe.minX, content.minX), y: safe.minY, width: max(safe.maxX - max(safe.minX, content.minX), 0), height: safe.height)
        case .trailing: safe.size.width = max(min(safe.maxX, content.maxX) - safe.minX, 0)
        }
        regions.append(SafeAreaRegion(full: outer.full, safe: safe))
        return Int32(regions.count - 1)
    }

    /// A placed size with no infinite length. A view offered ∞ may answer ∞ (the answer to a
    /// probe for its maximum, SPEC §1), but a frame in the result is finite: an infinite axis
    /// takes the view's ideal length (its answer with that axis unspecified), or 0 when that is
    /// not finite either; reported.
    private func finiteSize(_ item: Pending, _ pass: inout LayoutPass) -> CGSize {
        var proposal = item.proposal
        for axis in Axis.allCases where !item.size[axis].isFinite { proposal[axis] = nil }
        let ideal = sizeThatFits(item.node, proposal, &pass)
        var size = item.size
        for axis in Axis.allCases where !size[axis].isFinite {
            size[axis] = ideal[axis].isFinite ? ideal[axis] : 0
            pass.report(item.node, .invalidSize, "\(axis) size is infinite; used \(LayoutNumber.format(size[axis]))")
        }
        return size
    }

    func freeze(size: CGSize, pass: LayoutPass, header: String) -> ResultStorage {
        ResultStorage(
            size: size, records: records, childIndices: childIndices, guides: guides, ids: ids, kinds: kinds, tree: pass.tree, paints: paints, foregrounds: foregrounds,
            gridCells: gridCells, contents: contents, labels: labels, keys: pass.tree.keys,
            diagnostics: pass.diagnostics.resolved(in: pass.tree), header: header)
    }
}
