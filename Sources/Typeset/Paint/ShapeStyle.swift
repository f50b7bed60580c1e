/// A colour or pattern to fill or stroke with, as SwiftUI's `ShapeStyle`: `Color`, the
/// hierarchical styles `.primary` … `.quinary`, `.tint`, `.foreground`, `.background`,
/// gradients, materials and `AnyShapeStyle`.
///
/// A style resolves where it is used, in that place's environment (the tint and foreground
/// styles in force), to what the result's paint holds: a colour, a gradient or a material. A
/// custom style implements `resolve(in:)`, returning a style Typeset knows (SwiftUI's iOS 17
/// form).
public protocol ShapeStyle: Sendable {
    /// The style this one stands for in an environment.
    associatedtype Resolved: ShapeStyle = Self
    /// The style this one stands for in `environment`.
    func resolve(in environment: EnvironmentValues) -> Resolved
}

extension ShapeStyle where Resolved == Self {
    /// A style Typeset paints itself stands for itself.
    public func resolve(in environment: EnvironmentValues) -> Self { self }
}

/// What a shape style paints with in one environment: what a shape's layer records.
package struct ResolvedShapeStyle: Hashable, Sendable {
    package var color: Color
    package var gradient: GradientFill?
    package var material: String?

    package init(color: Color, gradient: GradientFill? = nil, material: String? = nil) {
        self.color = color
        self.gradient = gradient
        self.material = material
    }

    /// Whether it paints with its colour alone (no gradient, no material).
    var isColorOnly: Bool { gradient == nil && material == nil }

    /// The style at a lower level of the hierarchy: its opacity times the level's share.
    func level(_ level: Int) -> ResolvedShapeStyle {
        var copy = self
        let factor = HierarchicalShapeStyle.levelOpacity(level)
        copy.color = color.opacity(factor)
        if case let gradient? = gradient { copy.gradient = gradient.multiplyingOpacity(factor) }
        return copy
    }
}

/// A style Typeset paints itself (colours, gradients, the environment's styles).
package protocol PaintedShapeStyle: ShapeStyle {
    /// The paint in `environment`.
    func paint(in environment: EnvironmentValues) -> ResolvedShapeStyle
}

/// The paint of `style` in `environment`: a style Typeset knows paints itself; any other is
/// resolved (`resolve(in:)`) until it is one, at most 16 times (then clear, the cycle reported
/// by the caller through `isClear`).
package func resolvedPaint<S: ShapeStyle>(_ style: S, in environment: EnvironmentValues, depth: Int = 0) -> ResolvedShapeStyle {
    // A colour, the most common style, without asking the runtime whether it paints itself.
    if S.self == Color.self, let color = style as? Color { return color.paint(in: environment) }
    if let painted = style as? any PaintedShapeStyle { return painted.paint(in: environment) }
    guard depth < 16 else { return ResolvedShapeStyle(color: .clear) }
    return resolvedPaint(style.resolve(in: environment), in: environment, depth: depth + 1)
}

extension ShapeStyle {
    /// The colour this style paints with in the environment of the body being evaluated (a
    /// gradient's mean colour, a material's translucent colour).
    var resolvedColor: Color { resolvedPaint(self, in: CurrentEnvironment.values ?? EnvironmentValues()).color }
}

extension Color: PaintedShapeStyle {
    package func paint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(color: resolvingCatalogName(in: environment))
    }
}

// MARK: - Hierarchical, tint, foreground, background

/// The levels of foreground content, as SwiftUI's `HierarchicalShapeStyle`: a level of the
/// foreground styles in force (`foregroundStyle(_:_:_:)` sets three; a level below those given is
/// a lower level of the last one), else iOS's label colours.
///
/// The label colours are iOS's light-mode ones as UIKit defines them: `label` black,
/// `secondaryLabel` (60, 60, 67) at 60 %, `tertiaryLabel` at 30 %, `quaternaryLabel` at 18 %
/// (UIKit `UIColor` standard colours, "Label colors"), `quinaryLabel` at 10 % (documented
/// choice: iOS 17's quinary level). A level below a foreground colour is that colour at the same
/// share of its opacity (documented choice: SwiftUI derives the levels of a custom colour; it
/// publishes no numbers).
public struct HierarchicalShapeStyle: ShapeStyle, PaintedShapeStyle, Hashable, Sendable {
    let level: Int

    /// The share of the primary level's opacity each level has.
    static func levelOpacity(_ level: Int) -> Double {
        switch level {
        case ...0: 1
        case 1: 0.6
        case 2: 0.3
        case 3: 0.18
        default: 0.1
        }
    }

    package func paint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        let styles = environment.foregroundStyles.compactMap { $0 }
        if styles.indices.contains(level) { return styles[level] }
        // Below the styles given: the last one's lower levels.
        if let last = styles.last { return last.level(level - (styles.count - 1)) }
        if level == 0 { return ResolvedShapeStyle(color: .primary) }
        return ResolvedShapeStyle(color: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: Self.levelOpacity(level)))
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

/// A lower level of a style, as SwiftUI's `ShapeStyle.secondary` … `.quinary` instance
/// properties (iOS 17): `Color.red.secondary`, `.background.secondary`.
public struct _HierarchicalLevelStyle<Base: ShapeStyle>: ShapeStyle, PaintedShapeStyle {
    let base: Base
    let level: Int

    package func paint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        if let background = base as? BackgroundStyle { return background.paint(in: environment, level: level) }
        return resolvedPaint(base, in: environment).level(level)
    }
}

extension ShapeStyle {
    /// The second level of this style.
    public var secondary: some ShapeStyle { _HierarchicalLevelStyle(base: self, level: 1) }
    /// The third level of this style.
    public var tertiary: some ShapeStyle { _HierarchicalLevelStyle(base: self, level: 2) }
    /// The fourth level of this style.
    public var quaternary: some ShapeStyle { _HierarchicalLevelStyle(base: self, level: 3) }
    /// The fifth level of this style.
    public var quinary: some ShapeStyle { _HierarchicalLevelStyle(base: self, level: 4) }

    /// This style with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }
}

/// A style at a share of its opacity, as SwiftUI's `ShapeStyle.opacity(_:)`.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintedShapeStyle {
    let base: Base
    let opacity: Double

    package func paint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        var paint = resolvedPaint(base, in: environment)
        let factor = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        paint.color = paint.color.opacity(factor)
        if case let gradient? = paint.gradient { paint.gradient = gradient.multiplyingOpacity(factor) }
        return paint
    }
}

/// The tint in force (`tint(_:)`, else the accent colour), as SwiftUI's `TintShapeStyle`.
public struct TintShapeStyle: ShapeStyle, PaintedShapeStyle, Hashable, Sendable {
    /// The tint style.
    public init() {}
    package func paint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        environment.tintStyle ?? ResolvedShapeStyle(color: .accentColor)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint in force.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The foreground style in force, as SwiftUI's `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle, PaintedShapeStyle, Hashable, Sendable {
    /// The foreground style.
    public init() {}
    package func paint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        HierarchicalShapeStyle.primary.paint(in: environment)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in force.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension DeferredShapeStyle {
    /// The style `style` leaves to the environment where it is used (`.tint`, `.foreground`, a
    /// hierarchical level, `.background`), if it is one: a Text's segment keeps it until the Text
    /// is laid out, so the foreground styles set around the Text decide its levels.
    init?<S: ShapeStyle>(_ style: S) {
        switch style {
        case is TintShapeStyle: self = .tint
        case is ForegroundStyle: self = .foreground
        case let hierarchical as HierarchicalShapeStyle: self = .hierarchical(hierarchical.level)
        case is BackgroundStyle: self = .background
        default: return nil
        }
    }

    /// The colour the style paints with in `environment`.
    func color(in environment: EnvironmentValues) -> Color {
        switch self {
        case .tint: TintShapeStyle().paint(in: environment).color
        case .foreground: ForegroundStyle().paint(in: environment).color
        case .hierarchical(let level): HierarchicalShapeStyle(level: level).paint(in: environment).color
        case .background: BackgroundStyle().paint(in: environment).color
        }
    }
}

/// The background style in force, as SwiftUI's `BackgroundStyle`: `backgroundStyle(_:)`, else
/// iOS's system backgrounds in light mode (`systemBackground` white; the secondary level
/// `secondarySystemBackground` (242, 242, 247); the tertiary white; UIKit "Background colors").
/// The fourth and fifth levels are the secondary one (documented choice: UIKit has three).
public struct BackgroundStyle: ShapeStyle, PaintedShapeStyle, Hashable, Sendable {
    /// The background style.
    public init() {}
    package func paint(in environment: EnvironmentValues) -> ResolvedShapeStyle { paint(in: environment, level: 0) }

    func paint(in environment: EnvironmentValues, level: Int) -> ResolvedShapeStyle {
        if let style = environment.backgroundStyle { return level == 0 ? style : style.level(level) }
        switch level {
        case 0, 2: return ResolvedShapeStyle(color: .white)
        default: return ResolvedShapeStyle(color: Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
        }
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in force.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The colour of separators, as SwiftUI's `SeparatorShapeStyle`: iOS's `separator` (60, 60, 67)
/// at 29 % (UIKit "Separator colors", light mode).
public struct SeparatorShapeStyle: ShapeStyle, PaintedShapeStyle, Hashable, Sendable {
    /// The separator style.
    public init() {}
    package func paint(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(color: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29))
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The separator style.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// A style whose type is erased, as SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle, PaintedShapeStyle {
    private let resolve: @Sendable (EnvironmentValues) -> ResolvedShapeStyle

    /// Erases `style`'s type; it paints the same.
    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle {
            resolve = erased.resolve
        } else {
            resolve = { resolvedPaint(style, in: $0) }
        }
    }

    package func paint(in environment: EnvironmentValues) -> ResolvedShapeStyle { resolve(environment) }
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

// MARK: - Environment and modifiers

private struct TintKey: EnvironmentKey { static var defaultValue: ResolvedShapeStyle? { nil } }
private struct ForegroundStylesKey: EnvironmentKey { static var defaultValue: [ResolvedShapeStyle?] { [] } }
private struct BackgroundStyleKey: EnvironmentKey { static var defaultValue: ResolvedShapeStyle? { nil } }

extension EnvironmentValues {
    /// The tint of controls and of `.tint`, as a colour (nil: the accent colour).
    public var tint: Color? {
        get { tintStyle?.color }
        set { tintStyle = newValue.map { ResolvedShapeStyle(color: $0) } }
    }

    /// The tint as set (`tint(_:)` with a colour or a gradient).
    var tintStyle: ResolvedShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The colour controls and `.tint` draw in: the tint, else the accent colour.
    var resolvedTint: Color { tint ?? .accentColor }

    /// The foreground styles set above, primary first (`foregroundStyle` sets one, two or three;
    /// `foregroundColor` one); empty for iOS's label colours.
    var foregroundStyles: [ResolvedShapeStyle?] {
        get { self[ForegroundStylesKey.self] }
        set { self[ForegroundStylesKey.self] = newValue }
    }

    /// The foreground colour set above (nil: `.primary`).
    var foregroundColor: Color? {
        get { (foregroundStyles.first ?? nil)?.color }
        set { foregroundStyles = newValue.map { [ResolvedShapeStyle(color: $0)] } ?? [] }
    }

    /// The background style set with `backgroundStyle(_:)` (nil: the system background).
    var backgroundStyle: ResolvedShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// The tint of controls and of `.tint` in this view.
    public consuming func tint(_ tint: Color?) -> some View {
        modifier(EnvironmentWritingModifier { $0.tintStyle = tint.map { ResolvedShapeStyle(color: $0) } })
    }

    /// The tint of controls and of `.tint` in this view: any style (a gradient tints with its
    /// mean colour where one colour is drawn).
    public consuming func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(EnvironmentWritingModifier { environment in
            environment.tintStyle = tint.map { resolvedPaint($0, in: environment) }
        })
    }

    /// The tint of controls (SwiftUI's older `accentColor(_:)`).
    public consuming func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    /// The style `.background` resolves to inside this view.
    public consuming func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.backgroundStyle = resolvedPaint(style, in: $0) })
    }

    /// The foreground style of this view (Text draws in it, shapes fill with it); layout is unchanged.
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(ForegroundStyleModifier { [resolvedPaint(style, in: $0)] })
    }

    /// The primary and secondary foreground styles: `.primary` and `.secondary` inside resolve to
    /// them, and the tertiary and lower levels to the secondary's lower levels.
    public consuming func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(ForegroundStyleModifier { [resolvedPaint(primary, in: $0), resolvedPaint(secondary, in: $0)] })
    }

    /// The primary, secondary and tertiary foreground styles: the hierarchical levels inside
    /// resolve to them (lower levels to the tertiary's).
    public consuming func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modifier(ForegroundStyleModifier { [resolvedPaint(primary, in: $0), resolvedPaint(secondary, in: $0), resolvedPaint(tertiary, in: $0)] })
    }

    /// Fills the view's bounds behind it with `style`, reaching under the safe area on `edges`
    /// (Design §20.2; Apple, `background(_:ignoresSafeAreaEdges:)`: a style background extends under the status bar and the
    /// home indicator); layout is unchanged. Disfavoured so that `background(Color.gray)` (a
    /// Color is both a View and a ShapeStyle) is not ambiguous: it takes
    /// `background(_:alignment:)`, a view background, which stays inside the safe area.
    @_disfavoredOverload
    public consuming func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(alignment: .center) { Rectangle().fill(style).ignoresSafeArea(.container, edges: edges) }
    }

    /// Fills `shape` in the view's bounds behind it with `style`; layout is unchanged.
    public consuming func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(alignment: .center) { shape.fill(style, style: fillStyle) }
    }

    /// Fills `shape` in the view's bounds behind it with the background style.
    public consuming func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(alignment: .center) { shape.fill(BackgroundStyle(), style: fillStyle) }
    }

    /// Fills the view's bounds in front of it with `style`; layout is unchanged. Disfavoured, as
    /// `background`'s: a style that is also a view (a `Color`, a gradient) overlays as the view.
    @_disfavoredOverload
    public consuming func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(alignment: .center) { Rectangle().fill(style) }
    }

    /// Fills `shape` in the view's bounds in front of it with `style`; layout is unchanged.
    public consuming func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(alignment: .center) { shape.fill(style, style: fillStyle) }
    }
}

/// Sets the foreground styles (the primary one recorded as the result's foreground colour) and
/// the environment's, for `.foreground` and the hierarchical levels below.
struct ForegroundStyleModifier: PrimitiveModifier {
    let resolve: (EnvironmentValues) -> [ResolvedShapeStyle]?

    func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        let context = inputs.context
        var inner = context
        let styles = resolve(context.environment)
        inner.environment.foregroundStyles = styles ?? []
        let color = styles?.first?.color
        let start = inputs.list.count
        inputs.resolve(content, in: inner)
        for index in start..<inputs.list.count {
            inputs.list[index] = inputs.tree.wrap(inputs.list[index], inPaint: .foregroundColor(color), direction: context.layoutDirection)
            reportMissingColors([color], at: inputs.list[index], in: &inputs.tree)
        }
    }
}

