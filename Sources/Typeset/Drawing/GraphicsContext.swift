import Foundation

/// The drawing state and operations a `Canvas` renderer receives, as SwiftUI's
/// `GraphicsContext`: fills and strokes of paths, text, images and symbols, drawn through the
/// current transform, opacity, blend mode, clip and filters.
///
/// Typeset records each operation as a view of the canvas (a path shape, a Text, an Image)
/// placed in the canvas's coordinates, so the result carries what was drawn as typed paint and
/// renderers draw it like any other view. Paths are transformed exactly; text, images and
/// symbols carry the transform as a `transformEffect`. A copy of a context (the one a
/// `drawLayer` closure gets) draws into the same canvas.
public struct GraphicsContext {
    /// The opacity of what is drawn next, multiplied into every operation.
    public var opacity: Double = 1
    /// How what is drawn next composites over what is already drawn.
    public var blendMode: BlendMode = .normal
    /// The transform from the context's coordinates to the canvas's.
    public var transform: CGAffineTransform = .identity
    /// The environment of the canvas (its foreground style, fonts, ...).
    public let environment: EnvironmentValues

    let recorder: CanvasRecorder
    /// The clips in force, in canvas coordinates, outermost first.
    var clips: [CanvasClip] = []
    /// The filters in force.
    var filters: [Filter] = []

    init(recorder: CanvasRecorder, environment: EnvironmentValues) {
        self.recorder = recorder
        self.environment = environment
    }

    /// The bounds of the clip in the context's coordinates (the canvas where nothing clips).
    public var clipBoundingRect: CGRect {
        var rect = CGRect(origin: .zero, size: recorder.size)
        for case .path(let path, let style) in clips where !style.isEOFilled {
            rect = rect.intersection(path.boundingRect)
        }
        return rect.isNull ? .zero : rect.applying(transform.inverted())
    }

    // MARK: Transform

    /// Scales what is drawn next.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform) }
    /// Moves what is drawn next.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(translationX: x, y: y).concatenating(transform) }
    /// Turns what is drawn next by `angle` (clockwise on screen) around the origin.
    public mutating func rotate(by angle: Angle) { transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform) }
    /// Applies `matrix` to what is drawn next, before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    // MARK: Clipping, filters, layers

    /// Options of a clip, as SwiftUI's `GraphicsContext.ClipOptions`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to what is outside the path.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Clips what is drawn next to `path` (or, with `.inverse`, to what is outside it).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var canvasPath = path.applying(transform)
        var style = style
        if options.contains(.inverse) {
            // Outside the path: the canvas with the path cut out by the even-odd rule.
            var outside = Path(CGRect(origin: .zero, size: recorder.size).insetBy(dx: -recorder.size.width, dy: -recorder.size.height))
            outside.addPath(canvasPath)
            canvasPath = outside
            style.isEOFilled = true
        }
        clips.append(.path(canvasPath, style))
    }

    /// Clips what is drawn next to what `content` draws (its alpha, times `opacity`; with
    /// `.inverse`, to where it draws nothing).
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(recorder: recorder.layer(), environment: environment)
        layer.transform = transform
        try content(&layer)
        clips.append(.layer(layer.recorder.items, opacity: opacity, inverse: options.contains(.inverse)))
    }

    /// A filter applied to what is drawn next, as SwiftUI's `GraphicsContext.Filter`: shadows
    /// and blurs are drawn; colour filters change nothing (as the `brightness`, `contrast`, ...
    /// view modifiers in Typeset).
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
            case blur(radius: CGFloat)
            case color
        }
        let kind: Kind

        /// A drop shadow.
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(kind: .shadow(color: color, radius: radius, x: x, y: y))
        }
        /// A Gaussian blur.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(kind: .blur(radius: radius)) }
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .color) }
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .color) }
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .color) }
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .color) }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .color) }
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .color) }
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(kind: .color) }
        public static var luminanceToAlpha: Filter { Filter(kind: .color) }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter { Filter(kind: .color) }
    }

    /// Options of a shadow filter.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Options of a blur filter.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options of a filter.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Applies `filter` to what is drawn next.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) { filters.append(filter) }

    /// Draws what `content` draws as one layer, with this context's state (its changes to the
    /// context stay inside).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(recorder: recorder.layer(), environment: environment)
        layer.transform = transform
        try content(&layer)
        record(AnyView(CanvasLayer(items: layer.recorder.items)))
    }

    // MARK: Shading

    /// What a fill or stroke paints with, as SwiftUI's `GraphicsContext.Shading`; gradient
    /// points are in the context's coordinates.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case style(AnyShapeStyle)
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic(Gradient, center: CGPoint, angle: Angle)
        }
        let kind: Kind

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(AnyShapeStyle(color))) }
        /// A colour from components.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// A grey.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, white: white, opacity: opacity))
        }
        /// Any shape style, resolved in the canvas's environment.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }
        /// The foreground style.
        public static var foreground: Shading { style(ForegroundStyle()) }
        /// A gradient along the line from `startPoint` to `endPoint`.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
        }
        /// A gradient in circles around `center`.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }
        /// A gradient around `center`, a full turn from `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center: center, angle: angle))
        }
    }

    /// Options of a gradient shading.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// The style `shading` paints a shape laid out over the canvas with: gradient points mapped
    /// through the current transform to unit points of the canvas (a radial gradient's radii
    /// scaled by the transform's mean scale).
    func style(_ shading: Shading) -> AnyShapeStyle {
        let size = recorder.size
        func unit(_ point: CGPoint) -> UnitPoint {
            let mapped = point.applying(transform)
            return UnitPoint(x: size.width > 0 ? mapped.x / size.width : 0, y: size.height > 0 ? mapped.y / size.height : 0)
        }
        let scale = sqrt(abs(transform.a * transform.d - transform.b * transform.c))
        switch shading.kind {
        case .style(let style): return style
        case .linear(let gradient, let start, let end):
            return AnyShapeStyle(LinearGradient(gradient: gradient, startPoint: unit(start), endPoint: unit(end)))
        case .radial(let gradient, let center, let startRadius, let endRadius):
            return AnyShapeStyle(RadialGradient(gradient: gradient, center: unit(center), startRadius: startRadius * scale, endRadius: endRadius * scale))
        case .conic(let gradient, let center, let angle):
            let turned = Angle(radians: angle.radians + Double(atan2(transform.b, transform.a)))
            return AnyShapeStyle(AngularGradient(gradient: gradient, center: unit(center), angle: turned))
        }
    }

    // MARK: Paths

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(AnyView(CanvasPath(path: path.applying(transform)).fill(self.style(shading), style: style)))
    }

    /// Strokes `path` with `shading` in `style` (the line width scales with the transform).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        // A stroke under a transform is the transformed outline of the stroke.
        if transform.isIdentity {
            record(AnyView(CanvasPath(path: path).stroke(self.style(shading), style: style)))
        } else {
            record(AnyView(CanvasPath(path: path.strokedPath(style).applying(transform)).fill(self.style(shading))))
        }
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Text, images, symbols

    /// A text resolved in the canvas's environment, as SwiftUI's `GraphicsContext.ResolvedText`:
    /// measured by the same text engine as any Text.
    public struct ResolvedText {
        let text: Text
        let context: ResolveContext
        /// What the text paints with (the foreground style by default).
        public var shading: Shading = .foreground

        /// The text's size laid out in `size` (its width wraps; its height truncates).
        public func measure(in size: CGSize) -> CGSize { measurement(in: size).size }
        /// The first baseline from the top, laid out in `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat { measurement(in: size).firstBaseline }
        /// The last baseline from the top, laid out in `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat { measurement(in: size).lastBaseline }

        private func measurement(in size: CGSize) -> TextMeasurement {
            let environment = context.environment
            let scale = environment.displayScale > 0 && environment.displayScale.isFinite ? environment.displayScale : 1
            return context.services.textMeasurer.measure(
                text.attributedText(in: environment), proposal: ProposedViewSize(size), style: ParagraphStyle(environment), displayScale: scale)
        }
    }

    /// An image resolved in the canvas's environment, as SwiftUI's `GraphicsContext.ResolvedImage`.
    public struct ResolvedImage {
        let image: Image
        /// The image's size in points.
        public let size: CGSize
        /// The image's baseline (its height for an image that is not a symbol).
        public let baseline: CGFloat
        /// What a template image paints with.
        public var shading: Shading?
    }

    /// A symbol of the canvas resolved by its tag, as SwiftUI's `GraphicsContext.ResolvedSymbol`.
    public struct ResolvedSymbol {
        let view: AnyView
        /// The symbol's size.
        public let size: CGSize
    }

    /// `text` resolved for measuring and drawing.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text, context: recorder.context) }

    /// `image` resolved for its size.
    public func resolve(_ image: Image) -> ResolvedImage {
        let size = recorder.idealSize(of: image)
        return ResolvedImage(image: image, size: size, baseline: size.height)
    }

    /// The view of the canvas's symbols tagged `id`, resolved for its size (nil when none is).
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        guard let symbols = recorder.symbols else { return nil }
        let view = AnyView(CanvasSymbol(symbols: symbols, tag: AnyHashable(id)))
        guard let size = recorder.symbolSize(view) else { return nil }
        return ResolvedSymbol(view: view, size: size)
    }

    /// Draws `text` with its `anchor` at `point`, at its ideal size.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` laid out in `rect`, from its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Draws a resolved text with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        record(placed(AnyView(text.text.fixedSize().foregroundStyle(style(text.shading))), at: point, anchor: anchor))
    }

    /// Draws a resolved text laid out in `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let view = text.text.foregroundStyle(style(text.shading)).frame(width: rect.width, height: rect.height, alignment: .topLeading)
        record(placed(AnyView(view), at: rect.origin, anchor: .topLeading))
    }

    /// Draws `image` with its `anchor` at `point`, at its own size.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        record(placed(AnyView(image), at: point, anchor: anchor))
    }

    /// Draws `image` stretched to `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(placed(AnyView(image.resizable().frame(width: rect.width, height: rect.height)), at: rect.origin, anchor: .topLeading))
    }

    /// Draws a resolved image with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) { draw(image.image, at: point, anchor: anchor) }

    /// Draws a resolved image stretched to `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) { draw(image.image, in: rect, style: style) }

    /// Draws a symbol with its `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        record(placed(symbol.view, at: point, anchor: anchor))
    }

    /// Draws a symbol in `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        record(placed(AnyView(symbol.view.frame(width: rect.width, height: rect.height)), at: rect.origin, anchor: .topLeading))
    }

    /// `view` at its ideal size with its `anchor` at `point` of the context, the transform
    /// carried as a transform effect.
    private func placed(_ view: AnyView, at point: CGPoint, anchor: UnitPoint) -> AnyView {
        let positioned = view
            .alignmentGuide(.leading) { $0.width * anchor.x - point.x }
            .alignmentGuide(.top) { $0.height * anchor.y - point.y }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        return transform.isIdentity ? AnyView(positioned) : AnyView(positioned.transformEffect(transform))
    }

    /// Records `view` with the opacity, blend mode, filters and clips in force.
    private func record(_ view: AnyView) {
        var drawn = view
        for filter in filters {
            switch filter.kind {
            case .shadow(let color, let radius, let x, let y): drawn = AnyView(drawn.shadow(color: color, radius: radius, x: x, y: y))
            case .blur(let radius): drawn = AnyView(drawn.blur(radius: radius))
            case .color: break
            }
        }
        if opacity < 1 { drawn = AnyView(drawn.opacity(max(opacity, 0))) }
        if blendMode != .normal { drawn = AnyView(drawn.blendMode(blendMode)) }
        for clip in clips.reversed() {
            switch clip {
            case .path(let path, let style):
                drawn = AnyView(drawn.mask { CanvasPath(path: path).fill(Color.black, style: style) })
            case .layer(let items, let opacity, let inverse):
                let layer = CanvasLayer(items: items).opacity(opacity)
                if inverse {
                    // Where the layer draws nothing: an opaque rectangle with the layer cut out.
                    drawn = AnyView(drawn.mask { ZStack { Color.black; layer.blendMode(.destinationOut) } })
                } else {
                    drawn = AnyView(drawn.mask { layer })
                }
            }
        }
        recorder.items.append(drawn)
    }
}

/// A clip of a graphics context, in canvas coordinates.
enum CanvasClip {
    /// Inside a path, by a fill rule.
    case path(Path, FillStyle)
    /// Through what a layer drew (its alpha times `opacity`), or where it drew nothing.
    case layer([AnyView], opacity: Double, inverse: Bool)
}

/// What a canvas's renderer drew, in order, and what it draws with.
final class CanvasRecorder {
    let size: CGSize
    let context: ResolveContext
    let symbols: AnyView?
    var items: [AnyView] = []

    init(size: CGSize, context: ResolveContext, symbols: AnyView?) {
        self.size = size
        self.context = context
        self.symbols = symbols
    }

    /// A recorder for a layer of the same canvas.
    func layer() -> CanvasRecorder { CanvasRecorder(size: size, context: context, symbols: symbols) }

    /// The size `view` takes with no proposal, laid out on its own with the canvas's services.
    func idealSize<V: View>(of view: V) -> CGSize {
        var inputs = _ViewInputs(context: context)
        guard let root = inputs.single(view, combine: { list, tree in
            tree.addZStack(.center, children: list, direction: context.layoutDirection)
        }) else { return .zero }
        return layOut(inputs.tree, root: root, proposal: .unspecified, services: context.services, header: "").size
    }

    /// A symbol view's size, nil when no symbol has its tag.
    func symbolSize(_ view: AnyView) -> CGSize? {
        var inputs = _ViewInputs(context: context)
        let nodes = inputs.nodes(of: view)
        guard !nodes.isEmpty else { return nil }
        return idealSize(of: view)
    }
}
