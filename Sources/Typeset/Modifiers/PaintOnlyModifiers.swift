/// Modifiers that SwiftUI code puts on nearly every view and that change no frame: clipping,
/// shadows, blurs, transforms, gestures, lifecycle, animation, accessibility and navigation.
/// Typeset accepts them with SwiftUI's signatures and lays the content out unchanged (Design §6:
/// a paint-only modifier is transparent to layout). Drawing effects are recorded in the result
/// as typed `PaintEffect` nodes (clip shape, corner radius, shadow, blur, rotation, scale, mask);
/// `hidden()` is recorded as opacity 0 (the view keeps its frame and is not drawn, as in
/// SwiftUI); behaviour modifiers (gestures, lifecycle, animation, accessibility, navigation
/// titles) add nothing to the result.

/// Resolves the content unchanged.
struct LayoutNeutralModifier: PrimitiveModifier {
    func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        inputs.resolve(content)
    }
}

/// Accessibility traits, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 6)
}

/// How an accessibility element treats its children, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// How a navigation title is shown, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// Kinds of content shape, as SwiftUI's `ContentShapeKinds`.
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}

extension View {
    /// Wraps each node of this view in a paint-effect node.
    private func effect(_ effect: PaintEffect) -> some View {
        wrapped(inPaint: .effect(effect))
    }

    private var layoutNeutral: ModifiedContent<Self, LayoutNeutralModifier> { modifier(LayoutNeutralModifier()) }

    // MARK: Clipping, shadows, effects (drawing only)

    /// Clips the view to a rounded rectangle of `radius`; the frame is unchanged.
    public consuming func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        effect(.clip(shape: .roundedRectangle, cornerSize: CGSize(width: radius, height: radius)))
    }
    /// Clips the view to `shape` in its bounds; the frame is unchanged. A built-in shape clips
    /// as a typed clip effect; any other shape (a `Path`, a custom or modified shape) masks the
    /// view with the shape filled in `style` (laid out in the view's bounds, as an overlay).
    public consuming func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ClipShapeModifier(shape: shape, style: style))
    }
    /// Clips the view to its bounds; the frame is unchanged.
    public consuming func clipped(antialiased: Bool = false) -> some View { effect(.clip(shape: .rectangle, cornerSize: nil)) }
    /// Masks the view with `mask`'s alpha: the mask is laid out like an overlay (proposed the
    /// view's size, aligned by `alignment`); the frame is unchanged.
    public consuming func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        secondaryLayer(mask(), alignment: alignment, role: .mask)
    }
    /// Masks the view with `mask`'s alpha; the frame is unchanged.
    public consuming func mask<Mask: View>(_ mask: Mask) -> some View { secondaryLayer(mask, alignment: .center, role: .mask) }
    /// Draws a shadow behind the view; the frame is unchanged.
    public consuming func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        effect(.shadow(color: color, radius: radius, x: x, y: y))
    }
    /// Blurs the view; the frame is unchanged.
    public consuming func blur(radius: CGFloat, opaque: Bool = false) -> some View { effect(.blur(radius: radius)) }
    /// Rotates the drawing around `anchor`; the frame is unchanged.
    public consuming func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        effect(.rotation(degrees: angle.degrees, anchor: anchor))
    }
    /// Rotates the drawing in 3D; the frame is unchanged.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { layoutNeutral }
    /// Scales the drawing around `anchor`; the frame is unchanged.
    public consuming func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        effect(.scale(x: scale, y: scale, anchor: anchor))
    }
    /// Scales the drawing around `anchor`; the frame is unchanged.
    public consuming func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        effect(.scale(x: scale.width, y: scale.height, anchor: anchor))
    }
    /// Scales the drawing around `anchor`; the frame is unchanged.
    public consuming func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        effect(.scale(x: x, y: y, anchor: anchor))
    }
    /// Applies `transform` to the drawing; the frame is unchanged.
    public consuming func transformEffect(_ transform: CGAffineTransform) -> some View {
        effect(.transform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty))
    }
    /// Composites the view over what is behind it with `blendMode`; the frame is unchanged.
    public consuming func blendMode(_ blendMode: BlendMode) -> some View { effect(.blend(blendMode)) }
    /// Brightens the drawing; the frame is unchanged.
    public consuming func brightness(_ amount: Double) -> some View { layoutNeutral }
    /// Changes the drawing's contrast; the frame is unchanged.
    public consuming func contrast(_ amount: Double) -> some View { layoutNeutral }
    /// Changes the drawing's saturation; the frame is unchanged.
    public consuming func saturation(_ amount: Double) -> some View { layoutNeutral }
    /// Draws the view in greys; the frame is unchanged.
    public consuming func grayscale(_ amount: Double) -> some View { layoutNeutral }
    /// Sets the hit-testing shape; no effect on layout or drawing.
    public consuming func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { layoutNeutral }
    /// Sets the shape for `kind`; no effect on layout or drawing.
    public consuming func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { layoutNeutral }
    /// Keeps the view's frame and does not draw it (recorded as opacity 0).
    public consuming func hidden() -> some View { opacity(0) }
    /// Orders overlapping siblings when drawing; no effect on layout.
    public consuming func zIndex(_ value: Double) -> some View { layoutNeutral }
    /// Draws the view's content into one layer; no effect on layout.
    public consuming func compositingGroup() -> some View { layoutNeutral }
    /// Draws the view's content offscreen; no effect on layout.
    public consuming func drawingGroup(opaque: Bool = false) -> some View { layoutNeutral }

    // MARK: Gestures and lifecycle (behaviour only)

    public consuming func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { layoutNeutral }
    public consuming func onAppear(perform action: (() -> Void)? = nil) -> some View { layoutNeutral }
    public consuming func onDisappear(perform action: (() -> Void)? = nil) -> some View { layoutNeutral }
    public consuming func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View { layoutNeutral }
    public consuming func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View { layoutNeutral }
    public consuming func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { layoutNeutral }
    public consuming func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { layoutNeutral }
    /// The iOS 14 – 16 form of `onChange`, with the new value.
    public consuming func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { layoutNeutral }
    /// Disables the controls inside (`isEnabled` false below when `disabled`); no effect on layout.
    public consuming func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentWritingModifier { if disabled { $0.isEnabled = false } })
    }
    public consuming func allowsHitTesting(_ enabled: Bool) -> some View { layoutNeutral }

    // MARK: Accessibility

    public consuming func accessibilityLabel(_ label: Text) -> some View { layoutNeutral }
    @_disfavoredOverload
    public consuming func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { layoutNeutral }
    public consuming func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { layoutNeutral }
    public consuming func accessibilityHint(_ hint: Text) -> some View { layoutNeutral }
    @_disfavoredOverload
    public consuming func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { layoutNeutral }
    public consuming func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { layoutNeutral }
    public consuming func accessibilityValue(_ value: Text) -> some View { layoutNeutral }
    @_disfavoredOverload
    public consuming func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { layoutNeutral }
    public consuming func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { layoutNeutral }
    public consuming func accessibilityIdentifier(_ identifier: String) -> some View { layoutNeutral }
    public consuming func accessibilityHidden(_ hidden: Bool) -> some View { layoutNeutral }
    public consuming func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { layoutNeutral }
    public consuming func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { layoutNeutral }
    public consuming func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { layoutNeutral }
    public consuming func accessibilitySortPriority(_ sortPriority: Double) -> some View { layoutNeutral }

}

/// `clipShape(_:style:)`: a clip effect of a built-in outline, else a mask of the filled shape.
struct ClipShapeModifier<S: Shape>: PrimitiveModifier {
    let shape: S
    let style: FillStyle

    func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        if let builtIn = describe(shape).builtIn, !style.isEOFilled {
            let effect = PaintEffect.clip(shape: builtIn.kind, cornerSize: builtIn.kind == .roundedRectangle ? builtIn.cornerSize : nil)
            inputs.resolve(content.wrapped(inPaint: .effect(effect)))
        } else {
            inputs.resolve(content.mask(alignment: .center) { shape.fill(Color.black, style: style) })
        }
    }
}
