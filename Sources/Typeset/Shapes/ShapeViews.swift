import Foundation

/// A view that provides a shape to draw more fills and strokes of, as SwiftUI's `ShapeView`:
/// `Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)` draws the stroke over the fill.
public protocol ShapeView<Content>: View {
    /// The shape the view draws.
    associatedtype Content: Shape
    /// The shape the view draws.
    var shape: Content { get }
}

/// One fill or stroke a shape view asks for, with its style still to resolve where it is laid out.
struct ShapeLayerRequest {
    var operation: ShapeLayer.Operation
    var style: AnyShapeStyle
    /// For an inset stroke of a shape drawn from its path: the outline inset by half the line width.
    var insetOutline: (@Sendable (CGRect) -> ShapePath)?
    /// Whether the style is the foreground style (a shape's own fill).
    var isForeground = false
}

/// The fills and strokes a shape view and those under it ask for, back to front, and a
/// background that is not a shape view of the same shape (drawn behind, as a view), if any.
struct ShapeLayers {
    var requests: [ShapeLayerRequest]
    var separateBackground: AnyView?

    /// These layers with `request` on top.
    func adding(_ request: ShapeLayerRequest) -> ShapeLayers {
        ShapeLayers(requests: requests + [request], separateBackground: separateBackground)
    }
}

/// A shape view whose fills and strokes Typeset collects into one shape leaf.
protocol LayeredShapeView: ShapeView {
    /// The view's layers with those under it, collected once per resolve (each level asks the
    /// one below once, so a stack of fills and strokes is collected in one walk).
    var shapeLayers: ShapeLayers { get }
}

/// Resolves `shape` with all its `layers` as one shape leaf: what each shape view's `resolve`
/// does. A function of the shape, not a method of `LayeredShapeView`: called from a generic
/// shape view, the protocol's method took the view's conformance, a witness table the runtime
/// makes for each instantiation and looks up at every call (Design §0.1).
func resolveShape<S: Shape>(_ shape: S, with layers: ShapeLayers, _ inputs: inout _ViewInputs) {
    resolveShapeView(shape, layers.requests, separateBackground: layers.separateBackground, &inputs)
}

/// The layers under a shape view: a shape view's own, nothing for `EmptyView`, else none (the
/// background is then drawn as a view behind).
private func layers<B: View>(under background: B) -> ShapeLayers {
    // Nothing under it, the commonest case, told by comparing types: the cast to a protocol
    // asks the runtime's conformance cache (Design §0.1).
    if B.self == EmptyView.self { return ShapeLayers(requests: []) }
    if let layered = background as? any LayeredShapeView { return layered.shapeLayers }
    return ShapeLayers(requests: [], separateBackground: AnyView(background))
}

/// A shape filled with a style, as SwiftUI's `_ShapeView` (what `fill(_:style:)` and a shape's
/// own body return).
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView, PrimitiveView, LayeredShapeView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    var shapeLayers: ShapeLayers {
        ShapeLayers(requests: [ShapeLayerRequest(operation: .fill(fillStyle), style: AnyShapeStyle(style), isForeground: style is ForegroundStyle)])
    }

    package func resolve(_ inputs: inout _ViewInputs) { resolveShape(shape, with: shapeLayers, &inputs) }
}

/// A shape view filling its shape over what is under it, as SwiftUI's `FillShapeView`.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView, LayeredShapeView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public var background: Background

    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    var shapeLayers: ShapeLayers {
        layers(under: background).adding(ShapeLayerRequest(operation: .fill(fillStyle), style: AnyShapeStyle(style)))
    }

    package func resolve(_ inputs: inout _ViewInputs) { resolveShape(shape, with: shapeLayers, &inputs) }
}

/// A shape view stroking its shape over what is under it, as SwiftUI's `StrokeShapeView`.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView, LayeredShapeView {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    var shapeLayers: ShapeLayers {
        layers(under: background).adding(ShapeLayerRequest(operation: .stroke(strokeStyle, inset: false), style: AnyShapeStyle(style)))
    }

    package func resolve(_ inputs: inout _ViewInputs) { resolveShape(shape, with: shapeLayers, &inputs) }
}

/// A shape view stroking inside its shape over what is under it, as SwiftUI's
/// `StrokeBorderShapeView`: the shape inset by half the line width, stroked (research
/// `ios-metrics.md` §6).
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView, LayeredShapeView {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    var shapeLayers: ShapeLayers {
        let shape = self.shape
        let width = strokeStyle.sanitized().style.lineWidth
        let inset: @Sendable (CGRect) -> ShapePath = { rect in shape.inset(by: width / 2).path(in: rect).storage }
        return layers(under: background)
            .adding(ShapeLayerRequest(operation: .stroke(strokeStyle, inset: true), style: AnyShapeStyle(style), insetOutline: inset))
    }

    package func resolve(_ inputs: inout _ViewInputs) { resolveShape(shape, with: shapeLayers, &inputs) }
}

extension Shape {
    /// The shape filled with `content` (the foreground style by default).
    @inlinable
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// The shape's outline stroked with `content` in `style`, centred on the outline.
    @inlinable
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// The shape's outline stroked with `content`, `lineWidth` wide, centred on the outline.
    @inlinable
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension InsettableShape {
    /// The shape stroked inside its outline with `content` in `style`.
    @inlinable
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// The shape stroked inside its outline with `content`, `lineWidth` wide.
    @inlinable
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView {
    /// The shape filled with `content` over what this view draws.
    @inlinable
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// The shape's outline stroked with `content` in `style` over what this view draws.
    @inlinable
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// The shape's outline stroked with `content`, `lineWidth` wide, over what this view draws.
    @inlinable
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// The shape stroked inside its outline with `content` in `style`, over what this view draws.
    @inlinable
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// The shape stroked inside its outline with `content`, `lineWidth` wide, over what this view draws.
    @inlinable
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
