/// A colour or pattern to fill or stroke with, as SwiftUI's `ShapeStyle`: `Color`, the
/// hierarchical styles `.primary` … `.quaternary`, `.tint`, gradients and materials.
///
/// The result's paint holds colours, so a style resolves to one colour in the environment of the
/// body that uses it (the tint in force, for `.tint`).
public protocol ShapeStyle {
    /// The colour this style paints with in `environment`.
    func _resolvedColor(in environment: EnvironmentValues) -> Color
}

extension ShapeStyle {
    /// The colour in the environment of the body being evaluated.
    var resolvedColor: Color { _resolvedColor(in: CurrentEnvironment.values ?? EnvironmentValues()) }
}

extension Color: ShapeStyle {
    public func _resolvedColor(in environment: EnvironmentValues) -> Color { self }
}

/// The levels of foreground content, as SwiftUI's `HierarchicalShapeStyle`.
///
/// The colours are iOS's light-mode label colours as UIKit defines them: `label` black,
/// `secondaryLabel` (60, 60, 67) at 60 %, `tertiaryLabel` at 30 %, `quaternaryLabel` at 18 %
/// (UIKit `UIColor` standard colours, "Label colors").
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
    let level: Int
    public func _resolvedColor(in environment: EnvironmentValues) -> Color {
        switch level {
        case 0: .primary
        case 1: .secondary
        case 2: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
        case 3: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.18)
        default: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.1)
        }
    }
    /// The first level of foreground content.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level.
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of foreground content.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of foreground content.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of foreground content.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of foreground content.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth level of foreground content.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The tint in force (`tint(_:)`, else the accent colour), as SwiftUI's `TintShapeStyle`.
public struct TintShapeStyle: ShapeStyle, Hashable, Sendable {
    /// The tint style.
    public init() {}
    public func _resolvedColor(in environment: EnvironmentValues) -> Color { environment.resolvedTint }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint in force.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The foreground style in force, as SwiftUI's `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
    /// The foreground style.
    public init() {}
    public func _resolvedColor(in environment: EnvironmentValues) -> Color { environment.foregroundColor ?? .primary }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in force.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var clear: Color { Color.clear }
}

extension Color {
    /// The app's accent colour: iOS's default, `systemBlue` (0, 122, 255) in light mode.
    public static var accentColor: Color { .blue }

    /// A colour from hue, saturation and brightness in 0...1 (HSB → sRGB).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// The colour spaces of SwiftUI's `Color(_:red:green:blue:opacity:)`; Typeset records sRGB.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    /// A colour in `colorSpace` (recorded as sRGB components: Typeset does not convert).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A grey in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }
}

// MARK: - Gradients and materials

/// The colours of a gradient, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// One colour at a location in 0...1 (the result's `GradientStop`).
    public typealias Stop = GradientStop
    /// The stops, in order.
    public var stops: [Stop]
    /// A gradient through `stops`.
    public init(stops: [Stop]) { self.stops = stops }
    /// A gradient through `colors`, evenly spaced.
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
    }

    /// The colour a flat fill uses for this gradient: the mean of its stops' components (the
    /// result's paint holds one colour; documented choice until gradients are typed paint).
    var flatColor: Color {
        guard !stops.isEmpty else { return .clear }
        let n = Double(stops.count)
        return Color(
            red: stops.map(\.color.red).reduce(0, +) / n, green: stops.map(\.color.green).reduce(0, +) / n,
            blue: stops.map(\.color.blue).reduce(0, +) / n, opacity: stops.map(\.color.alpha).reduce(0, +) / n)
    }
}

/// A gradient along a line, as SwiftUI's `LinearGradient`; as a view it fills its proposal.
public struct LinearGradient: ShapeStyle, View {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    public func _resolvedColor(in environment: EnvironmentValues) -> Color { gradient.flatColor }
    public var body: some View { Rectangle().fill(self) }
    var gradientFill: GradientFill { .linear(stops: gradient.stops, startPoint: startPoint, endPoint: endPoint) }
}

/// A gradient around a centre, as SwiftUI's `RadialGradient`; as a view it fills its proposal.
public struct RadialGradient: ShapeStyle, View {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public func _resolvedColor(in environment: EnvironmentValues) -> Color { gradient.flatColor }
    public var body: some View { Rectangle().fill(self) }
    var gradientFill: GradientFill { .radial(stops: gradient.stops, center: center, startRadius: startRadius, endRadius: endRadius) }
}

/// A gradient around a point by angle, as SwiftUI's `AngularGradient`; as a view it fills its proposal.
public struct AngularGradient: ShapeStyle, View {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public func _resolvedColor(in environment: EnvironmentValues) -> Color { gradient.flatColor }
    public var body: some View { Rectangle().fill(self) }
    var gradientFill: GradientFill {
        .angular(stops: gradient.stops, center: center, startAngle: startAngle.degrees, endAngle: endAngle.degrees)
    }
}

/// A shape style that fills with a gradient; the result records it as typed paint.
protocol GradientShapeStyle {
    var gradientFill: GradientFill { get }
}

extension LinearGradient: GradientShapeStyle {}
extension RadialGradient: GradientShapeStyle {}
extension AngularGradient: GradientShapeStyle {}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

/// A translucent background, as SwiftUI's `Material`. With no blur behind it, Typeset paints it
/// as a flat white of the material's opacity (documented choice: the light-mode look over white)
/// and records the material's name in the shape's paint.
public struct Material: ShapeStyle, Hashable, Sendable {
    let name: String
    let opacity: Double
    public func _resolvedColor(in environment: EnvironmentValues) -> Color { Color(white: 0.97, opacity: opacity) }
    public static let ultraThinMaterial = Material(name: "ultraThinMaterial", opacity: 0.3)
    public static let thinMaterial = Material(name: "thinMaterial", opacity: 0.5)
    public static let regularMaterial = Material(name: "regularMaterial", opacity: 0.7)
    public static let thickMaterial = Material(name: "thickMaterial", opacity: 0.85)
    public static let ultraThickMaterial = Material(name: "ultraThickMaterial", opacity: 0.95)
    public static let bar = Material(name: "bar", opacity: 0.8)
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    public static var thinMaterial: Material { Material.thinMaterial }
    public static var regularMaterial: Material { Material.regularMaterial }
    public static var thickMaterial: Material { Material.thickMaterial }
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    public static var bar: Material { Material.bar }
}

/// How a shape is filled, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a shape's outline is stroked, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var dash: [CGFloat]
    public init(lineWidth: CGFloat = 1, dash: [CGFloat] = []) {
        self.lineWidth = lineWidth
        self.dash = dash
    }
}

// MARK: - Environment and modifiers

private struct TintKey: EnvironmentKey { static var defaultValue: Color? { nil } }
private struct ForegroundColorKey: EnvironmentKey { static var defaultValue: Color? { nil } }

extension EnvironmentValues {
    /// The tint of controls and of `.tint` (nil: the accent colour).
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The colour controls and `.tint` draw in: the tint, else the accent colour.
    var resolvedTint: Color { tint ?? .accentColor }
    /// The foreground colour set above (nil: `.primary`), read by `.foreground`.
    var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }
}

extension DeferredShapeStyle {
    /// The style `style` defers to the environment, if it is one.
    init?<S: ShapeStyle>(_ style: S) {
        switch style {
        case is TintShapeStyle: self = .tint
        case is ForegroundStyle: self = .foreground
        default: return nil
        }
    }

    func color(in environment: EnvironmentValues) -> Color {
        switch self {
        case .tint: TintShapeStyle()._resolvedColor(in: environment)
        case .foreground: ForegroundStyle()._resolvedColor(in: environment)
        }
    }
}

extension Shape {
    /// Fills the shape with `content` (`.tint` and `.foreground` resolve where the shape is laid out).
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> Self {
        var copy = fill(content.resolvedColor)
        copy.paint.deferredFill = DeferredShapeStyle(content)
        copy.paint.gradient = (content as? any GradientShapeStyle)?.gradientFill
        copy.paint.material = (content as? Material)?.name
        return copy
    }

    /// Fills the shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> Self {
        fill(ForegroundStyle(), style: style)
    }

    /// Strokes the shape's outline with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> Self {
        var copy = stroke(content.resolvedColor, lineWidth: lineWidth)
        copy.paint.deferredStroke = DeferredShapeStyle(content)
        return copy
    }

    /// Strokes the shape's outline with `content` in `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> Self {
        stroke(content, lineWidth: style.lineWidth)
    }
}

extension View {
    /// The tint of controls and of `.tint` in this view.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }

    /// The tint of controls (SwiftUI's older `accentColor(_:)`).
    public func accentColor(_ accentColor: Color?) -> some View {
        environment(\.tint, accentColor)
    }

    /// Foreground style for renderers; layout is unchanged.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(ForegroundStyleModifier(resolve: style._resolvedColor(in:)))
    }

    /// Foreground styles for renderers: Typeset records the primary one.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// Foreground styles for renderers: Typeset records the primary one.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }

    /// Fills the view's bounds behind it with `style`, reaching under the safe area on `edges`
    /// (Design §20.2; Apple, `background(_:ignoresSafeAreaEdges:)`: a style background extends under the status bar and the
    /// home indicator); layout is unchanged. Disfavoured so that `background(Color.gray)` (a
    /// Color is both a View and a ShapeStyle) is not ambiguous: it takes
    /// `background(_:alignment:)`, a view background, which stays inside the safe area.
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(alignment: .center) { Rectangle().fill(style).ignoresSafeArea(.container, edges: edges) }
    }

    /// Fills `shape` in the view's bounds behind it with `style`; layout is unchanged.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(alignment: .center) { shape.fill(style) }
    }

    /// Fills `shape` in the view's bounds behind it with the background style (white).
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(alignment: .center) { shape.fill(Color.white) }
    }

    /// Fills the view's bounds in front of it with `style`; layout is unchanged. Disfavoured, as
    /// `background`'s: a style that is also a view (a `Color`, a gradient) overlays as the view.
    @_disfavoredOverload
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(alignment: .center) { Rectangle().fill(style) }
    }
}

/// Sets the foreground colour (recorded in the result's paint) and the environment's, for
/// `.foreground` below.
struct ForegroundStyleModifier: PrimitiveModifier {
    let resolve: (EnvironmentValues) -> Color?

    func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        let context = inputs.context
        var inner = context
        let color = resolve(context.environment)
        inner.environment.foregroundColor = color
        let start = inputs.list.count
        inputs.resolve(content, in: inner)
        for index in start..<inputs.list.count {
            inputs.list[index] = inputs.tree.wrap(inputs.list[index], inPaint: .foregroundColor(color), direction: context.layoutDirection)
            reportMissingColors([color], at: inputs.list[index], in: &inputs.tree)
        }
    }
}
