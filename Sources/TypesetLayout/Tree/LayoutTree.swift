import Foundation

/// The index of a node in a `LayoutTree`.
package typealias NodeID = Int32

/// One node of a resolved tree: where its children are and what its parent reads. Its kind is
/// stored beside it (`LayoutTree.kinds`), so reading these plain values copies no payload.
package struct TreeNode {
    /// The node's children are `tree.children[firstChild ..< firstChild + childCount]`.
    package var firstChild: Int32
    package var childCount: Int32
    package var parent: NodeID = -1
    package var direction: LayoutDirection
    /// A stack or ZStack with one static child: the child itself, in the tree for the dump (SPEC §3).
    package var isTransparent = false
    /// Whether the node stands at a fixed place in its parent's list (not from ForEach; SPEC §3).
    package var isStatic = true
    /// The guides this node may have explicit values for (SPEC §3); all others take their default.
    package var explicitKeys: KeyMask
    /// The layout priority its direct parent reads (SPEC §6).
    package var priority: Double
    /// The node's row in the pass's size memo (containers), or -1 when sizing it is cheap.
    package var memoSlot: Int32 = -1
    /// Whether a taller proposal never changes the node's size: its answer for (w, nil) also
    /// answers (w, H) for every H at least that tall. Texts, images and stacks of such views
    /// hug their content; shapes, spacers and custom layouts may grow.
    package var hugsHeight = false
    /// The same for width: a wider proposal than its answer for (nil, h) never changes it.
    package var hugsWidth = false
}

/// The resolved view tree of one layout: typed nodes stored flat, children as index ranges,
/// ids and layout values in side tables. Nodes are appended children first; the last one added
/// is the root. A GeometryReader's content is appended during layout, once its size is known.
package struct LayoutTree {
    package private(set) var nodes: [TreeNode] = []
    /// What each node is, by node id.
    package private(set) var kinds: [NodeKind] = []
    package private(set) var children: [NodeID] = []
    /// The paint of shape leaves, indexed by their `NodeKind.shape` payload.
    package private(set) var shapePaints: [ShapePaint] = []
    /// Frames' values, indexed by their `NodeKind.frame` / `.flexibleFrame` payloads.
    package private(set) var fixedFrames: [FixedFrame] = []
    package private(set) var flexibleFrames: [FlexibleFrame] = []
    /// `.id(_:)` values per node, innermost first.
    package private(set) var ids: [NodeID: [any Hashable & Sendable]] = [:]
    /// `LayoutValueKey` values per node, read by the direct container.
    package private(set) var traits: [NodeID: [ObjectIdentifier: Any]] = [:]
    /// Every guide the tree mentions; the built-in ones first, in `AlignmentKey.builtIns` order.
    package private(set) var keys = AlignmentKey.builtIns
    private var keyIndices = AlignmentKey.builtInIndices
    /// Bad input met while resolving, with the node it concerns.
    package private(set) var diagnostics: [(node: NodeID, kind: Diagnostic.Kind, message: String, details: [String: String])] = []
    /// Bad input met in views that produced no node.
    package private(set) var unplacedDiagnostics: [Diagnostic] = []
    private var memoSlots: Int32 = 0

    package init() {}

    /// The number of nodes.
    package var count: Int { nodes.count }

    /// The node `id`.
    package subscript(id: NodeID) -> TreeNode { nodes[Int(id)] }

    /// The children of `id`, in order.
    package func children(of id: NodeID) -> ArraySlice<NodeID> {
        let node = nodes[Int(id)]
        return children[Int(node.firstChild) ..< Int(node.firstChild + node.childCount)]
    }

    /// The number of size-memo rows the tree's containers use.
    package var memoSlotCount: Int { Int(memoSlots) }

    // MARK: - Building

    /// Appends a node of `kind` over `childIDs` and returns its id.
    @discardableResult
    package mutating func add<C: Collection<NodeID>>(
        _ kind: NodeKind, children childIDs: C, direction: LayoutDirection, transparent: Bool = false
    ) -> NodeID {
        let id = NodeID(nodes.count)
        let first = Int32(children.count)
        children.append(contentsOf: childIDs)
        registerGuides(of: kind)
        var mask = KeyMask()
        var priority = 0.0
        switch kind {
        case _ where transparent:
            if let only = childIDs.first { mask = nodes[Int(only)].explicitKeys; priority = nodes[Int(only)].priority }
        case .stack, .zStack:
            for child in childIDs { mask.formUnion(nodes[Int(child)].explicitKeys) }
            mask.removeNeverMerged()
            priority = childIDs.isEmpty ? -.infinity : 0
        case .layout(let box):
            if box.mergesSubviewGuides {
                for child in childIDs { mask.formUnion(nodes[Int(child)].explicitKeys) }
                mask.removeNeverMerged()
            } else {
                mask = .all
            }
            priority = childIDs.isEmpty ? -.infinity : 0
        case .viewThatFits:
            for child in childIDs {
                mask.formUnion(nodes[Int(child)].explicitKeys)
                priority = max(priority, nodes[Int(child)].priority)
            }
        case .geometryReader, .empty, .shape, .divider:
            break
        case .image(let leaf):
            // A symbol sits on the text baseline (its first and last text baselines).
            if leaf.image.baselineOffset != nil {
                mask.insert(AlignmentKey.firstTextBaselineIndex)
                mask.insert(AlignmentKey.lastTextBaselineIndex)
            }
        case .spacer:
            priority = -.infinity
        case .measured:
            mask.insert(AlignmentKey.firstTextBaselineIndex)
            mask.insert(AlignmentKey.lastTextBaselineIndex)
        case .layoutPriority(let value):
            if let child = childIDs.first { mask = nodes[Int(child)].explicitKeys }
            priority = value
        case .frame, .flexibleFrame, .padding, .aspectRatio, .position, .safeArea:
            if let child = childIDs.first { mask = nodes[Int(child)].explicitKeys }
        case .alignmentGuide(let key, _):
            if let child = childIDs.first { mask = nodes[Int(child)].explicitKeys }
            mask.insert(index(of: key))
            if let child = childIDs.first { priority = nodes[Int(child)].priority }
        case .fixedSize, .offset, .secondaryLayer, .paint:
            if let child = childIDs.first {
                mask = nodes[Int(child)].explicitKeys
                priority = nodes[Int(child)].priority
            }
        }
        var node = TreeNode(
            firstChild: first, childCount: Int32(childIDs.count), direction: direction,
            explicitKeys: mask, priority: priority)
        node.isTransparent = transparent
        node.hugsHeight = hugs(.vertical, kind, childIDs)
        node.hugsWidth = hugs(.horizontal, kind, childIDs)
        if transparent, let only = childIDs.first {
            // The child itself (SPEC §3): its layout values and whether it is static.
            node.isStatic = nodes[Int(only)].isStatic
            if let inherited = traits[only] { traits[id] = inherited }
        }
        if kind.isMemoised && !transparent {
            node.memoSlot = memoSlots
            memoSlots += 1
        }
        nodes.append(node)
        kinds.append(kind)
        for child in childIDs { nodes[Int(child)].parent = id }
        return id
    }

    /// Appends a leaf of `kind`.
    @discardableResult
    package mutating func add(_ kind: NodeKind, direction: LayoutDirection) -> NodeID {
        add(kind, children: EmptyCollection(), direction: direction)
    }

    /// Whether a node of `kind` over `childIDs` hugs its content along `axis` (see
    /// `TreeNode.hugsHeight`). A stack of hugging children hugs: proposed at least its ideal
    /// length, every child is proposed at least its own (SPEC §4 step 2 shares out the
    /// surplus), so none changes.
    private func hugs<C: Collection<NodeID>>(_ axis: Axis, _ kind: NodeKind, _ childIDs: C) -> Bool {
        func childHugs(_ id: NodeID) -> Bool { axis == .vertical ? nodes[Int(id)].hugsHeight : nodes[Int(id)].hugsWidth }
        let children = childIDs.allSatisfy(childHugs)
        let other: Axis = axis == .vertical ? .horizontal : .vertical
        switch kind {
        case .measured, .empty: return true
        case .image(let image): return !image.isResizable
        case .spacer(_, let orientation): return orientation == other
        case .divider(let orientation): return orientation == (axis == .vertical ? .vertical : .horizontal)
        case .stack, .zStack: return children
        case .frame(let index):
            let frame = fixedFrames[Int(index)]
            return (axis == .vertical ? frame.height : frame.width) != nil || children
        case .fixedSize(let axes): return axes.contains(axis) || children
        case .padding, .offset, .alignmentGuide, .layoutPriority, .paint, .secondaryLayer:
            return childIDs.first.map(childHugs) ?? true
        case .safeArea(.padding), .safeArea(.ignore): return childIDs.first.map(childHugs) ?? true
        case .safeArea(.inset): return children
        case .safeArea(.screen): return false
        case .flexibleFrame(let index): return !flexibleFrames[Int(index)].limits(axis).constrains && children
        case .shape, .layout, .viewThatFits, .geometryReader, .aspectRatio, .position: return false
        }
    }

    /// Wraps `child` in a modifier of `kind` (and, for overlays, its layer). The modifier
    /// inherits the child's layout values and whether it is static.
    package mutating func wrap(_ child: NodeID, in kind: NodeKind, layer: NodeID? = nil, direction: LayoutDirection) -> NodeID {
        let id: NodeID
        if let layer {
            id = add(kind, children: [child, layer], direction: direction)
        } else {
            id = add(kind, children: CollectionOfOne(child), direction: direction)
        }
        nodes[Int(id)].isStatic = nodes[Int(child)].isStatic
        if let inherited = traits[child] { traits[id] = inherited }
        return id
    }

    /// Makes `parent` the parent of `adopted` (a GeometryReader's content, resolved during layout).
    package mutating func adopt(_ adopted: [NodeID], by parent: NodeID) {
        for id in adopted { nodes[Int(id)].parent = parent }
    }

    /// Stores a shape's paint; the index goes in its `NodeKind.shape`.
    package mutating func store(_ paint: ShapePaint) -> Int32 {
        shapePaints.append(paint)
        return Int32(shapePaints.count - 1)
    }

    /// Stores a frame's values; the index goes in its `NodeKind.frame`.
    package mutating func store(_ frame: FixedFrame) -> Int32 {
        fixedFrames.append(frame)
        return Int32(fixedFrames.count - 1)
    }

    /// Stores a flexible frame's values; the index goes in its `NodeKind.flexibleFrame`.
    package mutating func store(_ frame: FlexibleFrame) -> Int32 {
        flexibleFrames.append(frame)
        return Int32(flexibleFrames.count - 1)
    }

    /// Marks `id` as coming from a ForEach (not static, SPEC §3).
    package mutating func markDynamic(_ id: NodeID) { nodes[Int(id)].isStatic = false }

    /// Adds an `.id(_:)` value to `id`.
    package mutating func addID(_ value: any Hashable & Sendable, to id: NodeID) {
        ids[id, default: []].append(value)
    }

    /// Sets a layout value of `id`.
    package mutating func setTrait(_ key: ObjectIdentifier, _ value: Any, on id: NodeID) {
        traits[id, default: [:]][key] = value
    }

    /// The layout value `key` of `id`, if set.
    package func trait(_ key: ObjectIdentifier, of id: NodeID) -> Any? { traits[id]?[key] }

    /// Records bad input met while resolving a view that produced no node, named by its type.
    package mutating func report(unplaced view: String, _ kind: Diagnostic.Kind, _ message: String) {
        unplacedDiagnostics.append(Diagnostic(kind: kind, view: view, message: message))
    }

    /// Records bad input met while resolving `node`.
    package mutating func report(_ node: NodeID, _ kind: Diagnostic.Kind, _ message: String, details: [String: String] = [:]) {
        diagnostics.append((node, kind, message, details))
    }

    /// The index of `key` among the tree's guides, registering it when new.
    package mutating func index(of key: AlignmentKey) -> Int {
        if key.builtInIndex >= 0 { return key.builtInIndex }
        if let index = keyIndices[key] { return index }
        keys.append(key)
        keyIndices[key] = keys.count - 1
        return keys.count - 1
    }

    /// Registers the guides a node of `kind` aligns on, so that the result stores them.
    private mutating func registerGuides(of kind: NodeKind) {
        switch kind {
        case .stack(let style): _ = index(of: style.alignment)
        case .zStack(let alignment): register(alignment)
        case .secondaryLayer(let layer): register(layer.alignment)
        case .alignmentGuide(let key, _): _ = index(of: key)
        case .frame(let index): register(fixedFrames[Int(index)].alignment)
        case .flexibleFrame(let index): register(flexibleFrames[Int(index)].alignment)
        case .layout(let box): if let alignment = box.viewKind.alignment { register(alignment) }
        default: break
        }
    }

    /// Registers the guides of `alignment`.
    private mutating func register(_ alignment: Alignment) {
        _ = index(of: alignment.horizontal.key)
        _ = index(of: alignment.vertical.key)
    }

    // MARK: - Names and paths

    /// The node's name in dumps and paths (`HStack`, `Frame`, `Text`, ...).
    package func name(of id: NodeID) -> String { kinds[Int(id)].name(in: self) }

    /// The node's path from the root: `VStack[0]/HStack[1]/Text`, each bracket the index of the
    /// next node among its parent's children.
    package func path(of id: NodeID) -> String {
        var parts: [String] = []
        var current = id
        var childIndex: Int?
        while current >= 0 {
            let name = self.name(of: current)
            parts.append(childIndex.map { "\(name)[\($0)]" } ?? name)
            let parent = nodes[Int(current)].parent
            if parent >= 0 { childIndex = children(of: parent).firstIndex(of: current).map { $0 - Int(nodes[Int(parent)].firstChild) } }
            current = parent
        }
        return parts.reversed().joined(separator: "/")
    }
}

extension NodeKind {
    /// Whether sizing the node costs enough to memoise per proposal (containers).
    package var isMemoised: Bool {
        switch self {
        case .stack, .zStack, .layout, .viewThatFits: true
        default: false
        }
    }
}

/// A set of guide indices (`LayoutTree.keys`); index 63 stands for every index from 63 on.
package struct KeyMask: Hashable, Sendable {
    package var bits: UInt64 = 0

    package init() {}
    private init(bits: UInt64) { self.bits = bits }

    /// Every guide.
    package static let all = KeyMask(bits: .max)

    private static func bit(_ index: Int) -> UInt64 { 1 << UInt64(min(index, 63)) }

    package var isEmpty: Bool { bits == 0 }
    package func contains(_ index: Int) -> Bool { bits & Self.bit(index) != 0 }
    package mutating func insert(_ index: Int) { bits |= Self.bit(index) }
    package mutating func formUnion(_ other: KeyMask) { bits |= other.bits }

    /// Drops the built-in edges and centres: a multi-child container never has them (SPEC §3).
    package mutating func removeNeverMerged() { bits &= ~UInt64(0b11_1111) }
}

extension AlignmentKey {
    /// The built-in guides, in the order of their tree indices.
    package static let builtIns: [AlignmentKey] = [
        HorizontalAlignment.leading.key, HorizontalAlignment.center.key, HorizontalAlignment.trailing.key,
        VerticalAlignment.top.key, VerticalAlignment.center.key, VerticalAlignment.bottom.key,
        VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key,
    ]
    package static let builtInIndices = Dictionary(uniqueKeysWithValues: builtIns.enumerated().map { ($1, $0) })
    package static let firstTextBaselineIndex = 6
    package static let lastTextBaselineIndex = 7
}
