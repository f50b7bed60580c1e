import Foundation

/// What one node of a resolved tree is (Design §0.2).
///
/// Every payload is a plain value: a small value inline, or the index of the node's entry in
/// the tree's tables (`NodeTables` for data, `LayoutTree` for live values such as closures
/// and custom layouts). Reading a kind therefore copies no reference.
///
/// Each kind's behaviour (sizing, placing, explicit guides, spacing, hugging, what the result
/// records) lives in one file in `Kinds/`, as a type conforming to `NodeBehaviour`.
/// `dispatch(_:_:_:)` is the only switch over the kinds: a new kind is its file, its case here
/// and a line there.
package enum NodeKind: Hashable, Sendable {
    // Containers
    /// HStack or VStack: `NodeTables.stacks` (Design §4).
    case stack(Int32)
    /// ZStack: `NodeTables.zStacks` (Design §7).
    case zStack(Int32)
    /// A `Layout` value run through its protocol (custom layouts, Grid, AnyLayout):
    /// `LayoutTree.layouts`.
    case layout(Int32)
    /// ViewThatFits over the given axes (Design §7).
    case viewThatFits(Axis.Set)
    /// GeometryReader: `LayoutTree.geometryContents` (Design §7).
    case geometryReader(Int32)
    /// The root of an empty view.
    case empty

    // Modifiers (one child; an overlay, background or inset also has its layer)
    /// `frame(width:height:alignment:)`: `NodeTables.frames` (Design §6).
    case frame(Int32)
    /// `frame(minWidth:idealWidth:maxWidth:...)`: `NodeTables.flexibleFrames` (Design §6).
    case flexibleFrame(Int32)
    /// `padding`: `NodeTables.paddings` (Design §6).
    case padding(Int32)
    /// `fixedSize(horizontal:vertical:)` on the given axes.
    case fixedSize(Axis.Set)
    /// `aspectRatio(_:contentMode:)`: `NodeTables.aspectRatios`.
    case aspectRatio(Int32)
    /// `layoutPriority(_:)` with its value.
    case layoutPriority(Double)
    /// `offset(x:y:)`: `NodeTables.offsets`.
    case offset(Int32)
    /// `position(x:y:)`: `NodeTables.positions`.
    case position(Int32)
    /// `alignmentGuide(_:computeValue:)`: `NodeTables.alignmentGuides`.
    case alignmentGuide(Int32)
    /// `overlay`, `background`, `border`, `mask`: `NodeTables.secondaryLayers`.
    case secondaryLayer(Int32)
    /// A modifier that changes only how the content is painted, or marks its role:
    /// `NodeTables.paintModifiers`.
    case paint(Int32)
    /// A screen's root, `safeAreaPadding`, `ignoresSafeArea` or `safeAreaInset`:
    /// `NodeTables.safeAreas`.
    case safeArea(Int32)

    // Leaves
    /// A shape or colour: fills the proposal; its paint is `NodeTables.shapePaints`.
    case shape(ShapeLeaf)
    /// A shape drawn from a path (a `Path`, a custom `Shape`, a modified shape):
    /// `NodeTables.pathShapes`, sized and outlined by `LayoutTree.shapeOutlines`.
    case pathShape(Int32)
    /// A Text: `NodeTables.texts`, measured during layout through the text seam (Design §8).
    case text(Int32)
    /// An image of fixed intrinsic size: `NodeTables.images`.
    case image(Int32)
    /// A Spacer: `NodeTables.spacers`.
    case spacer(Int32)
    /// A Divider, across its stack's axis.
    case divider(DividerLeaf)
    /// A view the platform draws: `NodeTables.representables`, sized by
    /// `LayoutTree.representableSizings`.
    case representable(Int32)
}

/// One node handed to its kind's behaviour: its id and its payload.
package struct KindNode<Payload> {
    package let id: NodeID
    package let payload: Payload

    @inline(__always)
    package init(_ id: NodeID, _ payload: Payload) {
        self.id = id
        self.payload = payload
    }
}

/// Something an operation runs in that holds the tree's data tables: the tree while it is
/// built, a pass while it is laid out, a result once it is frozen.
package protocol NodeContext {
    var tables: NodeTables { get }
}

/// An operation the dispatcher runs on one node with the behaviour of the node's kind: in a
/// context, optionally writing into an output the caller owns (placements).
package protocol NodeOperation {
    associatedtype Context: NodeContext
    associatedtype Output = Void
    associatedtype Result
    func run<K: NodeBehaviour>(_ kind: K.Type, _ node: KindNode<K.Payload>, _ context: inout Context, _ output: inout Output) -> Result
}

extension NodeKind {
    /// Runs `operation` on node `id` of this kind with its kind's behaviour and payload.
    @inline(__always)
    package func dispatch<O: NodeOperation>(_ operation: O, _ id: NodeID, _ context: inout O.Context) -> O.Result where O.Output == Void {
        var none: Void = ()
        return dispatch(operation, id, &context, &none)
    }

    /// Runs `operation` on node `id` of this kind with its kind's behaviour and payload, writing
    /// into `output`.
    @inline(__always)
    package func dispatch<O: NodeOperation>(
        _ operation: O, _ id: NodeID, _ context: inout O.Context, _ output: inout O.Output
    ) -> O.Result {
        switch self {
        case .stack(let i): operation.run(StackNode.self, KindNode(id, context.tables.stacks[Int(i)]), &context, &output)
        case .zStack(let i): operation.run(ZStackNode.self, KindNode(id, context.tables.zStacks[Int(i)]), &context, &output)
        case .layout(let i): operation.run(CustomLayoutNode.self, KindNode(id, i), &context, &output)
        case .viewThatFits(let axes): operation.run(ViewThatFitsNode.self, KindNode(id, axes), &context, &output)
        case .geometryReader(let i): operation.run(GeometryReaderNode.self, KindNode(id, i), &context, &output)
        case .empty: operation.run(EmptyNode.self, KindNode(id, ()), &context, &output)
        case .frame(let i): operation.run(FrameNode.self, KindNode(id, context.tables.frames[Int(i)]), &context, &output)
        case .flexibleFrame(let i):
            operation.run(FlexibleFrameNode.self, KindNode(id, context.tables.flexibleFrames[Int(i)]), &context, &output)
        case .padding(let i): operation.run(PaddingNode.self, KindNode(id, context.tables.paddings[Int(i)]), &context, &output)
        case .fixedSize(let axes): operation.run(FixedSizeNode.self, KindNode(id, axes), &context, &output)
        case .aspectRatio(let i): operation.run(AspectRatioNode.self, KindNode(id, context.tables.aspectRatios[Int(i)]), &context, &output)
        case .layoutPriority(let value): operation.run(LayoutPriorityNode.self, KindNode(id, value), &context, &output)
        case .offset(let i): operation.run(OffsetNode.self, KindNode(id, context.tables.offsets[Int(i)]), &context, &output)
        case .position(let i): operation.run(PositionNode.self, KindNode(id, context.tables.positions[Int(i)]), &context, &output)
        case .alignmentGuide(let i):
            operation.run(AlignmentGuideNode.self, KindNode(id, context.tables.alignmentGuides[Int(i)]), &context, &output)
        case .secondaryLayer(let i):
            operation.run(SecondaryLayerNode.self, KindNode(id, context.tables.secondaryLayers[Int(i)]), &context, &output)
        case .paint(let i): operation.run(PaintModifierNode.self, KindNode(id, i), &context, &output)
        case .safeArea(let i): operation.run(SafeAreaNode.self, KindNode(id, context.tables.safeAreas[Int(i)]), &context, &output)
        case .shape(let leaf): operation.run(ShapeNode.self, KindNode(id, leaf), &context, &output)
        case .pathShape(let i): operation.run(PathShapeNode.self, KindNode(id, i), &context, &output)
        case .text(let i): operation.run(TextNode.self, KindNode(id, i), &context, &output)
        case .image(let i): operation.run(ImageNode.self, KindNode(id, context.tables.images[Int(i)]), &context, &output)
        case .spacer(let i): operation.run(SpacerNode.self, KindNode(id, context.tables.spacers[Int(i)]), &context, &output)
        case .divider(let leaf): operation.run(DividerNode.self, KindNode(id, leaf), &context, &output)
        case .representable(let i): operation.run(RepresentableNode.self, KindNode(id, i), &context, &output)
        }
    }
}
