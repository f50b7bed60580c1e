/// The colours of a gradient, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable, ShapeStyle, PaintedShapeStyle {
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

    /// How colours are interpolated, as SwiftUI's `Gradient.ColorSpace`; Typeset records sRGB
    /// stops and renderers interpolate them in sRGB.
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        /// Interpolation in the output colour space.
        public static let device = ColorSpace(name: "device")
        /// Interpolation in a perceptual space.
        public static let perceptual = ColorSpace(name: "perceptual")
    }

    /// The gradient interpolated in `space` (recorded as the same stops).
    public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self) }

    /// The colour a flat fill uses for this gradient: the mean of its stops' components (what
    /// a consumer that draws one colour shows).
    var flatColor: Color {
        guard !stops.isEmpty else { return .clear }
        let n = Double(stops.count)
        return Color(
            red: stops.map(\.color.red).reduce(0, +) / n, green: stops.map(\.color.green).reduce(0, +) / n,
            blue: stops.map(\.color.blue).reduce(0, +) / n, opacity: stops.map(\.color.alpha).reduce(0, +) / n)
    }

    /// A gradient used as a style is drawn top to bottom (SwiftUI, `AnyGradient`: "a linear
    /// gradient from top to bottom").
    package func paint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).paint(in: environment)
    }

    /// The stops with catalogue colours resolved in `environment`.
    func resolvedStops(in environment: EnvironmentValues) -> [Stop] {
        stops.map { Stop(color: $0.color.resolvingCatalogName(in: environment), location: $0.location) }
    }
}

/// A gradient whose type is erased, as SwiftUI's `AnyGradient` (`Color.gradient`); as a style
/// it is drawn as a linear gradient from top to bottom.
public struct AnyGradient: Hashable, Sendable, ShapeStyle, PaintedShapeStyle {
    let gradient: Gradient
    /// Erases `gradient`'s type.
    public init(_ gradient: Gradient) { self.gradient = gradient }
    package func paint(in environment: EnvironmentValues) -> ResolvedShapeStyle { gradient.paint(in: environment) }
    /// The gradient interpolated in `space` (recorded as the same stops).
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }
}

extension Color {
    /// The colour's standard gradient, as SwiftUI's `Color.gradient`: the colour lightened by
    /// 10 % of the way to white at the top to the colour darkened by 10 % at the bottom
    /// (documented choice: Apple shows a subtle vertical gradient and publishes no stops).
    public var gradient: AnyGradient {
        let light = Color(red: red + (1 - red) * 0.1, green: green + (1 - green) * 0.1, blue: blue + (1 - blue) * 0.1, opacity: alpha)
        let dark = Color(red: red * 0.9, green: green * 0.9, blue: blue * 0.9, opacity: alpha)
        return AnyGradient(Gradient(colors: [light, dark]))
    }
}

/// A shape style that fills with a gradient; the result records it as typed paint.
protocol GradientShapeStyle: PaintedShapeStyle {
    var gradient: Gradient { get }
    func fill(_ stops: [Gradient.Stop]) -> GradientFill
}

extension GradientShapeStyle {
    package func paint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(color: gradient.flatColor, gradient: fill(gradient.resolvedStops(in: environment)))
    }
}

/// A gradient along a line, as SwiftUI's `LinearGradient`; as a view it fills its proposal.
public struct LinearGradient: ShapeStyle, GradientShapeStyle, View {
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
    public var body: _ShapeView<Rectangle, Self> { Rectangle().fill(self) }
    func fill(_ stops: [Gradient.Stop]) -> GradientFill { .linear(stops: stops, startPoint: startPoint, endPoint: endPoint) }
}

/// A gradient around a centre, as SwiftUI's `RadialGradient`; as a view it fills its proposal.
public struct RadialGradient: ShapeStyle, GradientShapeStyle, View {
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
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public var body: _ShapeView<Rectangle, Self> { Rectangle().fill(self) }
    func fill(_ stops: [Gradient.Stop]) -> GradientFill { .radial(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius) }
}

/// A gradient around a point by angle, as SwiftUI's `AngularGradient`; as a view it fills its proposal.
public struct AngularGradient: ShapeStyle, GradientShapeStyle, View {
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
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn starting at `angle` (a conic gradient).
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    /// A full turn through `colors` starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    /// A full turn through `stops` starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
    public var body: _ShapeView<Rectangle, Self> { Rectangle().fill(self) }
    func fill(_ stops: [Gradient.Stop]) -> GradientFill {
        .angular(stops: stops, center: center, startAngle: startAngle.degrees, endAngle: endAngle.degrees)
    }
}

/// A gradient in ellipses shaped like the frame, as SwiftUI's `EllipticalGradient`; as a view
/// it fills its proposal.
public struct EllipticalGradient: ShapeStyle, GradientShapeStyle, View {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadiusFraction: CGFloat
    public var endRadiusFraction: CGFloat
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public var body: _ShapeView<Rectangle, Self> { Rectangle().fill(self) }
    func fill(_ stops: [Gradient.Stop]) -> GradientFill {
        .elliptical(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

/// The gradient members taking an `AnyGradient` (iOS 16: `.linearGradient(color.gradient, ...)`).
extension ShapeStyle where Self == AnyShapeStyle {
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> AnyShapeStyle {
        AnyShapeStyle(LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint))
    }
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat) -> AnyShapeStyle {
        AnyShapeStyle(RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius))
    }
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle) -> AnyShapeStyle {
        AnyShapeStyle(AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle))
    }
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> AnyShapeStyle {
        AnyShapeStyle(AngularGradient(gradient: gradient.gradient, center: center, angle: angle))
    }
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> AnyShapeStyle {
        AnyShapeStyle(EllipticalGradient(gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction))
    }
}

/// A translucent background, as SwiftUI's `Material`. With no blur behind it, Typeset paints it
/// as a flat white of the material's opacity (documented choice: the light-mode look over white)
/// and records the material's name in the shape's paint.
public struct Material: ShapeStyle, PaintedShapeStyle, Hashable, Sendable {
    let name: String
    let opacity: Double
    package func paint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(color: Color(white: 0.97, opacity: opacity), material: name)
    }
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
