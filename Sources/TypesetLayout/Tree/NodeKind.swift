import Foundation

/// What one node of a resolved tree is, with the values its algorithm needs.
///
/// Leaves, containers and modifiers are all nodes (taffy's split: the tree holds style, the
/// algorithms are free functions in `Stacks/`, `Modifiers/`, `Leaves/` and `Containers/`).
package enum NodeKind {
    // Containers
    /// HStack or VStack (SPEC §4).
    case stack(StackStyle)
    /// ZStack (SPEC §7).
    case zStack(Alignment)
    /// A `Layout` value run through its protocol (custom layouts, Grid, AnyLayout).
    case layout(LayoutBox)
    /// ViewThatFits: the first child whose ideal size fits (SPEC §7).
    case viewThatFits(Axis.Set)
    /// GeometryReader: takes the proposal and builds its content for its size (SPEC §7).
    case geometryReader(GeometryContent)
    /// The root of an empty view.
    case empty

    // Modifiers (one child; an overlay or background also has its layer)
    /// `frame(width:height:alignment:)`: its values in `LayoutTree.fixedFrames`.
    case frame(Int32)
    /// `frame(minWidth:idealWidth:maxWidth:...)`: its values in `LayoutTree.flexibleFrames`.
    case flexibleFrame(Int32)
    /// `padding`.
    case padding(EdgeInsets)
    /// `fixedSize(horizontal:vertical:)`.
    case fixedSize(Axis.Set)
    /// `aspectRatio(_:contentMode:)`.
    case aspectRatio(CGFloat?, ContentMode)
    /// `layoutPriority(_:)`.
    case layoutPriority(Double)
    /// `offset(x:y:)`.
    case offset(CGSize)
    /// `position(x:y:)`.
    case position(CGPoint)
    /// `alignmentGuide(_:computeValue:)`.
    case alignmentGuide(AlignmentKey, GuideComputation)
    /// `overlay`, `background`, `border`: the first child is the primary view, the second the layer.
    case secondaryLayer(SecondaryLayer)
    /// A paint-only modifier (opacity, foreground colour): transparent to layout.
    case paint(PaintModifier)
    /// A screen's root, `safeAreaPadding`, `ignoresSafeArea` or `safeAreaInset`.
    case safeArea(SafeAreaNode)

    // Leaves
    /// A shape or colour: fills the proposal; its paint in `LayoutTree.shapePaints`.
    case shape(ShapeKind, paint: Int32)
    /// A leaf measured by the layer above (Text): an opaque measurement and its spacing.
    case measured(MeasuredLeaf)
    /// An image of fixed intrinsic size.
    case image(ImageLeaf)
    /// A Spacer along its stack's axis.
    case spacer(minLength: CGFloat, orientation: Axis?)
    /// A Divider across its stack's axis.
    case divider(orientation: Axis?)
}

/// An HStack's or VStack's style.
package struct StackStyle {
    package var axis: Axis
    /// The guide the children align on, across the stack's axis.
    package var alignment: AlignmentKey
    /// The gap given in code; nil uses the spacing model (SPEC §5).
    package var spacing: CGFloat?
    /// The root stack made of several top-level views.
    package var isImplicit = false

    package init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, isImplicit: Bool = false) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.isImplicit = isImplicit
    }
}

/// `frame(width:height:alignment:)`, with invalid lengths already dropped.
package struct FixedFrame {
    package var width: CGFloat?
    package var height: CGFloat?
    package var alignment: Alignment

    package init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }
}

/// `frame(minWidth:...)`, normalised (SPEC §6).
package struct FlexibleFrame {
    package var width: FrameLimits
    package var height: FrameLimits
    package var alignment: Alignment

    package init(width: FrameLimits, height: FrameLimits, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    package func limits(_ axis: Axis) -> FrameLimits { axis == .horizontal ? width : height }
}

/// The minimum, ideal and maximum length of a flexible frame on one axis.
public struct FrameLimits: Hashable, Sendable {
    /// The least length, if set.
    public var min: CGFloat?
    /// The length when nothing is proposed, if set.
    public var ideal: CGFloat?
    /// The greatest length, if set.
    public var max: CGFloat?

    /// Limits as given (normalised by the frame).
    public init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
        self.min = min
        self.ideal = ideal
        self.max = max
    }

    /// Whether any limit is set.
    package var constrains: Bool { min != nil || ideal != nil || max != nil }
}

/// How `aspectRatio` fits the ratio into the proposal.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The largest size with the ratio that fits inside the proposal.
    case fit
    /// The smallest size with the ratio that covers the proposal.
    case fill
}

/// An alignment guide's closure, run on the modified view's dimensions.
package struct GuideComputation {
    package let compute: (ViewDimensions) -> CGFloat
    package init(_ compute: @escaping (ViewDimensions) -> CGFloat) { self.compute = compute }
}

/// `overlay`, `background` or `border`.
package struct SecondaryLayer {
    package enum Role: Hashable, Sendable { case overlay, background, border, mask }
    package var role: Role
    package var alignment: Alignment

    package init(role: Role, alignment: Alignment) {
        self.role = role
        self.alignment = alignment
    }
}

/// A modifier that changes only how the content is painted.
package enum PaintModifier {
    case opacity(Double)
    case foregroundColor(Color?)
    /// A drawing effect (clip, shadow, blur, transform, mask).
    case effect(PaintEffect)
    /// The node is a control of this role.
    case control(ControlRole)
    /// The node is this part of the enclosing control.
    case controlPart(ControlPart)
    /// The node is a container of this role (List, NavigationStack...).
    case container(ContainerRole)
    /// The node is this part of the enclosing container (row, separator, bar...).
    case containerPart(ContainerPart)
}


/// A leaf whose size, baselines and spacing come from the layer above (Text).
package final class MeasuredLeaf {
    /// The leaf's name in dumps and paths (`Text`).
    package let name: String
    /// What the leaf shows, for the dump (a Text's quoted string).
    package let label: String
    package let spacing: ViewSpacing
    package let measure: (ProposedViewSize) -> LeafMeasurement
    /// What the result says the leaf is; nil: `ViewKind.leaf(name:)`.
    package let kind: ViewKind?
    /// Whether a larger proposal never changes the leaf's size once it fits (`TreeNode.hugsHeight`):
    /// true for text; false for a leaf that may take what it is offered (a representable).
    package let hugsContent: Bool

    package init(
        name: String, label: String, spacing: ViewSpacing, kind: ViewKind? = nil, hugsContent: Bool = true,
        measure: @escaping (ProposedViewSize) -> LeafMeasurement
    ) {
        self.name = name
        self.label = label
        self.spacing = spacing
        self.kind = kind
        self.hugsContent = hugsContent
        self.measure = measure
    }
}

/// What a measured leaf answers for one proposal.
package struct LeafMeasurement {
    package var size: CGSize
    /// Distance from the top to the first line's baseline, if the leaf has text.
    package var firstBaseline: CGFloat?
    /// Distance from the top to the last line's baseline, if the leaf has text.
    package var lastBaseline: CGFloat?
    /// What the result carries for this leaf (Text: its `TextLayout`), opaque to the core.
    package var content: (any Sendable)?
    /// Whether this measurement, made with an unspecified height, also answers the same width
    /// with any height of at least `size.height` (text neither truncated nor scaled; SPEC §8.6).
    package var answersTallerProposals: Bool
    /// Problems met while measuring (a missing font family), reported once per leaf.
    package var diagnostics: [(Diagnostic.Kind, String)]

    package init(
        size: CGSize, firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil, content: (any Sendable)? = nil,
        answersTallerProposals: Bool = false, diagnostics: [(Diagnostic.Kind, String)] = []
    ) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.content = content
        self.answersTallerProposals = answersTallerProposals
        self.diagnostics = diagnostics
    }
}

/// An image leaf: fixed intrinsic size unless resizable (SPEC §7); a symbol also has a text
/// baseline.
package final class ImageLeaf {
    package let image: ImageDescription

    package init(_ image: ImageDescription) {
        self.image = image
    }

    package var name: String { image.name }
    package var size: CGSize { image.size }
    package var isResizable: Bool { image.isResizable }
}

/// A GeometryReader's content builder: resolves views into the tree once its size is known.
package struct GeometryContent {
    package let build: (CGSize, inout LayoutTree) -> [NodeID]
    package init(_ build: @escaping (CGSize, inout LayoutTree) -> [NodeID]) { self.build = build }
}
