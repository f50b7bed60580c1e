// What the display list reads from a placed node. The builder is written against this
// protocol; the typed layout result conforms through a small adapter (ResultDisplayList.swift).
import Foundation
import Typeset

/// A placed node as the display-list builder sees it: geometry, text, paint and guides.
public protocol DrawableNode {
    /// The node type of the children.
    associatedtype Child: DrawableNode
    /// The view kind as the dump names it (`"Text"`, `"Rectangle"`, `"Frame"`, ...).
    var kindName: String { get }
    /// The frame in root coordinates.
    var frame: CGRect { get }
    /// The children in painting order.
    var drawChildren: [Child] { get }
    /// A Text's layout (lines and glyph runs, relative to the frame's origin).
    var textLayout: TextLayout? { get }
    /// The ids to label the node with.
    var idLabels: [String] { get }
    /// The node's paint; nil when the result does not say (shapes then get a neutral tint).
    var nodePaint: NodePaint? { get }
    /// The container's alignment lines in root coordinates (empty when unknown or not a container).
    var alignmentLines: [(CGPoint, CGPoint)] { get }
    /// What an image node shows (nil for other nodes).
    var imageDescription: ImageDescription? { get }
    /// The view a representable node stands for (nil for other nodes).
    var representable: RepresentableDescription? { get }
}

extension DrawableNode {
    public var imageDescription: ImageDescription? { nil }
    public var representable: RepresentableDescription? { nil }
}

/// How a node is painted.
public struct NodePaint: Sendable, Equatable {
    /// The outline a shape leaf draws in its frame.
    public enum Shape: Sendable, Equatable {
        /// The frame.
        case rectangle
        /// The frame with rounded corners.
        case roundedRectangle(cornerSize: CGSize, style: CornerStyle)
        /// The largest circle centred in the frame.
        case circle
        /// The ellipse inscribed in the frame.
        case ellipse
        /// The frame with half-circle ends.
        case capsule
        /// An outline given as a path, in the node's own coordinates (its frame's top-leading
        /// corner at the origin).
        case path(DrawPath)
    }

    /// One fill or stroke of a shape, drawn over the layers before it.
    public struct Layer: Sendable, Equatable {
        /// The fill colour of a filling layer.
        public var fill: DrawColor?
        /// A gradient a filling layer paints with (unit points of the frame).
        public var fillGradient: GradientFill?
        /// The stroke of a stroking layer.
        public var stroke: DrawStroke?
        /// A gradient a stroking layer paints with (unit points of the frame).
        public var strokeGradient: GradientFill?
        /// Whether a fill follows the even-odd rule.
        public var evenOdd: Bool
        /// The outline this layer follows when it is not the node's shape (an inset stroke's),
        /// in the node's own coordinates.
        public var outline: DrawPath?

        /// A layer with these parts.
        public init(
            fill: DrawColor? = nil, fillGradient: GradientFill? = nil, stroke: DrawStroke? = nil, strokeGradient: GradientFill? = nil,
            evenOdd: Bool = false, outline: DrawPath? = nil
        ) {
            self.fill = fill
            self.fillGradient = fillGradient
            self.stroke = stroke
            self.strokeGradient = strokeGradient
            self.evenOdd = evenOdd
            self.outline = outline
        }
    }

    /// The shape the node draws, if it is a shape (a `Color` is a filled rectangle).
    public var shape: Shape?
    /// The shape's fill.
    public var fill: DrawColor?
    /// The shape's stroke, centred on its outline (inside it with ``strokeIsInset``).
    public var stroke: DrawStroke?
    /// The stroke lies inside the frame (`strokeBorder`, the rectangle of `border`).
    public var strokeIsInset: Bool
    /// A border drawn inside the frame over the content (`.border`).
    public var border: DrawStroke?
    /// Opacity for the node and everything in it (`.opacity`).
    public var opacity: Double?
    /// The text colour for everything in the node (`.foregroundColor`).
    public var foreground: DrawColor?
    /// The outline the node's content is clipped to, in its frame (`clipShape`, `cornerRadius`).
    public var clip: Shape?
    /// A linear transform (a, b, c, d) of the node's content around ``transformAnchor`` of its
    /// frame (`rotationEffect`, `scaleEffect`).
    public var transform: (a: Double, b: Double, c: Double, d: Double)?
    /// The point of the frame the transform keeps in place.
    public var transformAnchor = UnitPoint.center
    /// A gradient the shape is filled with (unit points of the frame; `fill` is its mean colour).
    public var gradient: GradientFill?
    /// A shadow under the node's content (`shadow`).
    public var shadow: DrawShadow?
    /// A blur of the node's content (`blur(radius:)`).
    public var blurRadius: Double?
    /// The node draws its first child through the alpha of its second (`mask`).
    public var isMask = false
    /// A shape's fills and strokes, back to front; when there are any they are drawn instead of
    /// `fill`, `stroke` and `gradient`.
    public var layers: [Layer] = []
    /// An affine transform of the node's content in its own coordinates (`transformEffect`).
    public var affine: DrawTransform?
    /// How the node's content is composited over what is behind it (`blendMode`).
    public var blendMode: BlendMode?
    /// Whether the node's content is drawn as placeholders (`redacted(reason: .placeholder)`:
    /// true; `unredacted()`: false; nil: as its parent's).
    public var redacts: Bool?

    /// Paint with the given parts.
    public init(
        shape: Shape? = nil, fill: DrawColor? = nil, stroke: DrawStroke? = nil, strokeIsInset: Bool = false,
        border: DrawStroke? = nil, opacity: Double? = nil, foreground: DrawColor? = nil
    ) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.strokeIsInset = strokeIsInset
        self.border = border
        self.opacity = opacity
        self.foreground = foreground
    }

    /// Paint that clips the content to `clip`.
    public init(clip: Shape) {
        self.init()
        self.clip = clip
    }

    /// Paint that transforms the content by (a, b, c, d) around `anchor`.
    public init(transform: (a: Double, b: Double, c: Double, d: Double), anchor: UnitPoint) {
        self.init()
        self.transform = transform
        transformAnchor = anchor
    }

    public static func == (lhs: NodePaint, rhs: NodePaint) -> Bool {
        lhs.shape == rhs.shape && lhs.fill == rhs.fill && lhs.stroke == rhs.stroke && lhs.strokeIsInset == rhs.strokeIsInset
            && lhs.border == rhs.border && lhs.opacity == rhs.opacity && lhs.foreground == rhs.foreground && lhs.clip == rhs.clip
            && lhs.transform.map { [$0.a, $0.b, $0.c, $0.d] } == rhs.transform.map { [$0.a, $0.b, $0.c, $0.d] }
            && lhs.transformAnchor == rhs.transformAnchor && lhs.gradient == rhs.gradient && lhs.shadow == rhs.shadow
            && lhs.blurRadius == rhs.blurRadius && lhs.isMask == rhs.isMask && lhs.layers == rhs.layers && lhs.affine == rhs.affine && lhs.blendMode == rhs.blendMode
            && lhs.redacts == rhs.redacts
    }
}
