import Foundation

/// A view that draws with a closure, as SwiftUI's `Canvas`: it takes the space it is offered
/// (10 on an unspecified axis, as a GeometryReader) and runs `renderer` with a `GraphicsContext`
/// of that size once it is placed. What the renderer draws is recorded as views of the canvas
/// (path shapes, texts, images, symbols) in its coordinates, so the result carries it as typed
/// paint and renderers draw it (Design §24.4).
public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols?

    /// A canvas drawn by `renderer`, which can draw the views of `symbols` by their tags.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.symbols = symbols()
    }

    public var body: some View {
        let renderer = self.renderer
        let symbols = self.symbols.map { AnyView($0) }
        return GeometryReader { proxy in
            CanvasDrawing(size: proxy.size, renderer: renderer, symbols: symbols)
        }
        .containerRole(.canvas)
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
        symbols = nil
    }
}

/// How a canvas blends colours, as SwiftUI's `ColorRenderingMode` (Typeset draws in sRGB).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// A canvas's drawing at its size: the renderer run once, its operations laid out as views.
private struct CanvasDrawing: PrimitiveView {
    let size: CGSize
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: AnyView?

    func resolve(_ inputs: inout _ViewInputs) {
        let recorder = CanvasRecorder(size: size, context: inputs.context, symbols: symbols)
        var context = GraphicsContext(recorder: recorder, environment: inputs.context.environment)
        renderer(&context, size)
        inputs.resolve(CanvasLayer(items: recorder.items))
    }
}

/// Drawn views of a canvas, each laid over the whole canvas from its top-leading corner.
struct CanvasLayer: View {
    let items: [AnyView]

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(0..<items.count, id: \.self) { items[$0] }
        }
    }
}

/// A path drawn by a canvas: the canvas's coordinates are never mirrored.
struct CanvasPath: Shape, DescribedShape {
    let path: Path
    func path(in rect: CGRect) -> Path { path }
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    var shapeDescription: ShapeDescription { ShapeDescription(builtIn: nil, name: "Path") }
}

/// The view of a canvas's symbols tagged `tag`: the symbols resolved, the others dropped.
struct CanvasSymbol: PrimitiveView {
    let symbols: AnyView
    let tag: AnyHashable

    func resolve(_ inputs: inout _ViewInputs) {
        let key = ObjectIdentifier(PickerTagKey.self)
        let nodes = inputs.nodes(of: symbols)
        if let found = nodes.first(where: { inputs.tree.layoutValue(key, of: $0) as? AnyHashable == tag }) {
            inputs.list.append(found)
        }
    }
}
