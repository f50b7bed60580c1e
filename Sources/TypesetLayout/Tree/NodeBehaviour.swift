import Foundation

/// Everything the core does for one kind of node (Design §0.2): what it is when built, how it
/// sizes itself and places its children, which explicit guides it has, its spacing, and what
/// the result records for it.
///
/// A kind is an uninhabited type in its own file in `Kinds/`. The dispatcher
/// (`NodeKind.dispatch`) hands it the node's id and payload; every requirement is static.
package protocol NodeBehaviour {
    /// The node's value: inline, or read from the tree's data tables by the dispatcher.
    associatedtype Payload

    /// What the node's parent and the pass read about it, fixed when the node is built from its
    /// payload and its (already built) children (Design §3, §4).
    static func traits(_ node: KindNode<Payload>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits

    /// Whether sizing the node costs enough to memoise its answers per proposal (containers).
    static var isMemoised: Bool { get }

    /// The size the node chooses for `proposal`, already sanitised (Design §1).
    static func size(_ node: KindNode<Payload>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize

    /// The node's length along `axis` when proposed 0 on it and `minor` across it: the probe a
    /// stack makes for the least a child takes (Design §4 step 2). By default the size for that
    /// proposal; a kind answers without laying out when it can (a Text's widest cluster).
    static func minimumLength(_ node: KindNode<Payload>, along axis: Axis, minor: CGFloat?, _ pass: inout LayoutPass) -> CGFloat

    /// Appends where the node's children go, in drawing order, when it has `size` for `proposal`.
    static func placeChildren(
        _ node: KindNode<Payload>, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass,
        into placements: inout [ChildPlacement])

    /// Whether the node, statically hugging `axis`, keeps its answer to `free` (unspecified
    /// along `axis`) for every proposal at least that long on it, its children included
    /// (Design §1.1). By default: every child that hugs `axis` does so at the proposal it gets
    /// for `free`, made unspecified along `axis`.
    static func hugsExactly(_ node: KindNode<Payload>, along axis: Axis, _ free: ProposedViewSize, _ pass: inout LayoutPass) -> Bool

    /// The node's explicit value of `guide` at `size` for `proposal`, or nil (Design §3). Only
    /// asked for guides in the node's `NodeTraits.explicitKeys`.
    static func explicitValue(
        _ node: KindNode<Payload>, _ guide: GuideQuery, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
    ) -> CGFloat?

    /// Whether explicit values cost enough to memoise per pass (containers, guide closures).
    static var memoisesGuides: Bool { get }

    /// Appends the node's finite explicit values of `keys` at `size` for `proposal`: what the
    /// result records for it when its kind is asked (Design §3). By default each guide is asked
    /// in turn; a kind whose values come from one lookup (a Text's measurement) reads it once.
    static func appendExplicitValues(
        _ node: KindNode<Payload>, _ keys: KeyMask, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass,
        to guides: inout [RecordedGuide])

    /// How the node's explicit values follow from its placed children's, so that the result
    /// builder folds the values it recorded for them rather than asking again (Design §3).
    static func guideDerivation(_ node: KindNode<Payload>, in tree: LayoutTree) -> GuideDerivation

    /// The node's spacing preferences (Design §5).
    static func spacing(_ node: KindNode<Payload>, _ pass: inout LayoutPass) -> ViewSpacing

    /// The node's spacing preferences on the two edges facing along `axis`, for a stack's gap
    /// along `axis` (Design §5); the other edges may be left out. All of them (``spacing(_:_:)``,
    /// memoised) unless the kind knows these edges alone for less.
    static func spacing(_ node: KindNode<Payload>, facing axis: Axis, _ pass: inout LayoutPass) -> ViewSpacing

    /// What the result says the node is.
    static func viewKind(_ node: KindNode<Payload>, _ tables: NodeTables) -> ViewKind

    /// Records what the result keeps of the node besides its frame and guides (its paint, its
    /// text) and what its descendants inherit (opacity, foreground, the safe-area region).
    static func record(_ node: KindNode<Payload>, _ item: inout PendingNode, _ builder: inout ResultBuilder)

    /// Whether `node` of `tree` holds the same value as `earlier`, a node of this kind in a tree
    /// laid out before, so that the earlier layout's answers for it stand (Design §0.4). An
    /// `Equatable` payload compares itself; a kind whose payload is an index into a table compares
    /// the entries, and one whose payload is a live value (a closure, a content builder) answers false.
    static func sameContent(_ node: KindNode<Payload>, in tree: LayoutTree, as earlier: KindNode<Payload>, in earlierTree: LayoutTree) -> Bool
}

extension NodeBehaviour where Payload: Equatable {
    package static func sameContent(
        _ node: KindNode<Payload>, in tree: LayoutTree, as earlier: KindNode<Payload>, in earlierTree: LayoutTree
    ) -> Bool {
        node.payload == earlier.payload
    }
}

/// How a node's explicit values follow from those of its children where it placed them
/// (Design §3, "Recorded once"): what `explicitValue` computes, said as data.
package enum GuideDerivation {
    /// Only the kind knows: asked of it (leaves, guide closures, layouts with an
    /// `explicitAlignment` of their own, `ViewThatFits`).
    case asked
    /// Each placed child's value plus its origin on the guide's axis, folded in child order by
    /// the guide's combine rule; none for a rule that never merges (stacks, ZStack, layouts that
    /// keep the default `explicitAlignment`, such as Grid).
    case merged
    /// The first placed child's value plus its origin on the guide's axis (frames, padding and
    /// the other placing modifiers).
    case firstChildPlaced
    /// Its first child's value as it is, asked at the node's own size and proposal, wherever
    /// that child is drawn (pass-through modifiers, overlays and backgrounds, transparent stacks).
    case primaryChild
}

/// A guide asked of a node: the key and its index among the tree's guides.
package struct GuideQuery {
    package let key: AlignmentKey
    package let index: Int

    package init(_ key: AlignmentKey, _ index: Int) {
        self.key = key
        self.index = index
    }
}

/// What a node's parent and the pass read about it, fixed when the node is built.
package struct NodeTraits: Equatable {
    /// The guides the node may have explicit values for (Design §3); all others take their
    /// default without asking.
    package var explicitKeys = KeyMask()
    /// The layout priority its direct parent reads (Design §6).
    package var priority: Double = 0
    /// Whether a taller proposal never changes the node's size: its answer for (w, nil) also
    /// answers (w, H) for every H at least that tall (Design §1.1).
    package var hugsHeight = false
    /// The same for width: its answer for (nil, h) answers every wider proposal.
    package var hugsWidth = false
    /// The axes the node hugs whatever its children do (a frame's set length, `fixedSize`):
    /// below them, no child's answer along that axis depends on the proposal (Design §1.1).
    package var ownedHugs: Axis.Set {
        get { Axis.Set(rawValue: hugAxes & 0b11) }
        set { hugAxes = hugAxes & 0b1100 | newValue.rawValue }
    }
    /// The axes the node hugs exactly whatever it is proposed, known when it is built: its claim
    /// rests on no stack that could squeeze a child (Design §1.1); other claims are checked
    /// during layout (`hugsExactly`).
    package var exactHugs: Axis.Set {
        get { Axis.Set(rawValue: hugAxes >> 2) }
        set { hugAxes = hugAxes & 0b11 | newValue.rawValue << 2 }
    }
    /// `ownedHugs` and `exactHugs` in one byte (a tree stores a node's traits beside it).
    private var hugAxes: Int8 = 0
    /// A stack or ZStack with exactly one static child: the child itself, kept in the tree for
    /// the dump; sizing, placing, guides and spacing are the child's (Design §3).
    package var isTransparent = false

    /// A node's traits; a node without children hugs exactly what it hugs.
    package init(
        explicitKeys: KeyMask = KeyMask(), priority: Double = 0, hugsWidth: Bool = false, hugsHeight: Bool = false,
        isTransparent: Bool = false
    ) {
        self.explicitKeys = explicitKeys
        self.priority = priority
        self.hugsWidth = hugsWidth
        self.hugsHeight = hugsHeight
        self.isTransparent = isTransparent
        if hugsWidth { exactHugs.insert(.horizontal) }
        if hugsHeight { exactHugs.insert(.vertical) }
    }

    /// The axes that each of `children` hugs exactly when built.
    package static func exactHugs(of children: ArraySlice<NodeID>, in tree: LayoutTree) -> Axis.Set {
        var axes: Axis.Set = [.horizontal, .vertical]
        for child in children { axes.formIntersection(tree.traits(of: child).exactHugs) }
        return axes
    }

    /// A node that takes its only child's traits (a modifier that changes none of them).
    package static func of(_ child: NodeID?, in tree: LayoutTree) -> NodeTraits {
        guard let child else { return NodeTraits(hugsWidth: true, hugsHeight: true) }
        var traits = tree.traits(of: child)
        traits.isTransparent = false
        return traits
    }

    /// Whether the node hugs along `axis`.
    package func hugs(_ axis: Axis) -> Bool { axis == .vertical ? hugsHeight : hugsWidth }
}

extension Axis.Set {
    /// The set of `axis` alone.
    package init(_ axis: Axis) { self = axis == .horizontal ? .horizontal : .vertical }
}

extension NodeBehaviour {
    package static func minimumLength(_ node: KindNode<Payload>, along axis: Axis, minor: CGFloat?, _ pass: inout LayoutPass) -> CGFloat {
        sizeThatFits(node.id, ProposedViewSize(major: 0, minor: minor, majorAxis: axis), &pass)[axis]
    }

    package static var isMemoised: Bool { false }
    package static var memoisesGuides: Bool { false }

    package static func spacing(_ node: KindNode<Payload>, facing axis: Axis, _ pass: inout LayoutPass) -> ViewSpacing {
        spacingOf(node.id, &pass)
    }

    package static func appendExplicitValues(
        _ node: KindNode<Payload>, _ keys: KeyMask, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass,
        to guides: inout [RecordedGuide]
    ) {
        appendEachExplicitValue(Self.self, node, keys, size: size, proposal: proposal, &pass, to: &guides)
    }
    package static func guideDerivation(_ node: KindNode<Payload>, in tree: LayoutTree) -> GuideDerivation { .asked }
    package static func record(_ node: KindNode<Payload>, _ item: inout PendingNode, _ builder: inout ResultBuilder) {}
}

// MARK: - Leaves

/// A kind with no children: nothing to place, no explicit guides unless it says so, the plain
/// view's spacing.
package protocol LeafBehaviour: NodeBehaviour {}

extension LeafBehaviour {
    package static func placeChildren(
        _ node: KindNode<Payload>, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass,
        into placements: inout [ChildPlacement]
    ) {}

    package static func explicitValue(
        _ node: KindNode<Payload>, _ guide: GuideQuery, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
    ) -> CGFloat? { nil }

    package static func spacing(_ node: KindNode<Payload>, _ pass: inout LayoutPass) -> ViewSpacing { ViewSpacing() }
}

// MARK: - Modifiers

/// A modifier that leaves its child where it is: the same proposal, the child at the origin,
/// the child's size, guides, spacing and priority (Design §3: offset, paint, layoutPriority).
package protocol PassThroughModifier: NodeBehaviour {}

extension PassThroughModifier {
    /// Memoised: a chain of modifiers would otherwise ask the whole chain below once per level.
    package static var memoisesGuides: Bool { true }
    package static func guideDerivation(_ node: KindNode<Payload>, in tree: LayoutTree) -> GuideDerivation { .primaryChild }

    package static func traits(_ node: KindNode<Payload>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        NodeTraits.of(children.first, in: tree)
    }

    package static func size(_ node: KindNode<Payload>, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        sizeThatFits(pass.tree.onlyChild(node.id), proposal, &pass)
    }

    package static func placeChildren(
        _ node: KindNode<Payload>, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass,
        into placements: inout [ChildPlacement]
    ) {
        let child = pass.tree.onlyChild(node.id)
        placements.append(ChildPlacement(child: child, origin: .zero, proposal: proposal, size: sizeThatFits(child, proposal, &pass)))
    }

    package static func explicitValue(
        _ node: KindNode<Payload>, _ guide: GuideQuery, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
    ) -> CGFloat? {
        TypesetLayout.explicitValue(pass.tree.onlyChild(node.id), guide, size: size, proposal: proposal, &pass)
    }

    package static func spacing(_ node: KindNode<Payload>, _ pass: inout LayoutPass) -> ViewSpacing {
        spacingOf(pass.tree.onlyChild(node.id), &pass)
    }

    package static func spacing(_ node: KindNode<Payload>, facing axis: Axis, _ pass: inout LayoutPass) -> ViewSpacing {
        spacingOf(pass.tree.onlyChild(node.id), facing: axis, &pass)
    }

    package static func minimumLength(_ node: KindNode<Payload>, along axis: Axis, minor: CGFloat?, _ pass: inout LayoutPass) -> CGFloat {
        TypesetLayout.minimumLength(pass.tree.onlyChild(node.id), along: axis, minor: minor, &pass)
    }
}

/// A modifier that puts its one child somewhere inside itself with a proposal of its own
/// (frame, padding, fixedSize, aspectRatio, position): its explicit values are the child's plus
/// the child's origin on the guide's axis, and it resets the priority to 0 (Design §3, §6).
package protocol PlacingModifier: NodeBehaviour {
    /// Where the child goes when the modifier has `size` for `proposal`.
    static func placement(_ node: KindNode<Payload>, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass) -> ChildPlacement
}

extension PlacingModifier {
    /// Memoised: a chain of modifiers would otherwise ask the whole chain below once per level.
    package static var memoisesGuides: Bool { true }
    package static func guideDerivation(_ node: KindNode<Payload>, in tree: LayoutTree) -> GuideDerivation { .firstChildPlaced }

    package static func traits(_ node: KindNode<Payload>, _ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> NodeTraits {
        var traits = NodeTraits.of(children.first, in: tree)
        traits.priority = 0
        return traits
    }

    package static func placeChildren(
        _ node: KindNode<Payload>, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass,
        into placements: inout [ChildPlacement]
    ) {
        placements.append(placement(node, size: size, proposal: proposal, &pass))
    }

    package static func explicitValue(
        _ node: KindNode<Payload>, _ guide: GuideQuery, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
    ) -> CGFloat? {
        let placed = placement(node, size: size, proposal: proposal, &pass)
        return TypesetLayout.explicitValue(placed.child, guide, size: placed.size, proposal: placed.proposal, &pass)
            .map { placed.origin[guide.key.axis] + $0 }
    }

    package static func spacing(_ node: KindNode<Payload>, _ pass: inout LayoutPass) -> ViewSpacing {
        spacingOf(pass.tree.onlyChild(node.id), &pass)
    }
}
