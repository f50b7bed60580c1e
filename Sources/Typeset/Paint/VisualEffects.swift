import Foundation

// `visualEffect(_:)` (iOS 17): drawing effects computed from the view's geometry after layout
// (an offset, a scale, a blur, a shader...). They never change a frame (SwiftUI: "visual
// effects don't affect layout"). Typeset lays the view out unchanged and reports in the result's
// diagnostics that the effect is not drawn: the closure needs the view's placed geometry, which
// only exists once the layout is frozen (Design §6).

/// A drawing effect computed from a view's geometry, as SwiftUI's `VisualEffect`. The chained
/// methods record the steps in order.
public protocol VisualEffect: Sendable, Animatable {}

/// The effect a `visualEffect` closure starts from, as SwiftUI's `EmptyVisualEffect`.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

/// A chain of visual effects, in the order they were applied.
public struct VisualEffectSteps: VisualEffect {
    /// The steps' names, first applied first.
    let steps: [String]
}

extension VisualEffect {
    private func then(_ step: String) -> VisualEffectSteps {
        VisualEffectSteps(steps: ((self as? VisualEffectSteps)?.steps ?? []) + [step])
    }

    public func offset(_ offset: CGSize) -> some VisualEffect { then("offset") }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { then("offset") }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { then("scaleEffect") }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { then("scaleEffect") }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect { then("scaleEffect") }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { then("rotationEffect") }
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some VisualEffect { then("rotation3DEffect") }
    public func transformEffect(_ matrix: CGAffineTransform) -> some VisualEffect { then("transformEffect") }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { then("blur") }
    public func brightness(_ amount: Double) -> some VisualEffect { then("brightness") }
    public func contrast(_ amount: Double) -> some VisualEffect { then("contrast") }
    public func saturation(_ amount: Double) -> some VisualEffect { then("saturation") }
    public func grayscale(_ amount: Double) -> some VisualEffect { then("grayscale") }
    public func hueRotation(_ angle: Angle) -> some VisualEffect { then("hueRotation") }
    public func opacity(_ opacity: Double) -> some VisualEffect { then("opacity") }
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect { then("colorEffect") }
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { then("distortionEffect") }
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { then("layerEffect") }
}

/// Lays the content out unchanged and reports that its visual effect (`visualEffect`,
/// `scrollTransition`) is not drawn.
struct VisualEffectModifier: PrimitiveModifier {
    let effect: String

    func resolve<Content: View>(content: Content, _ inputs: inout _ViewInputs) {
        let start = inputs.list.count
        inputs.resolve(content)
        for node in inputs.list[start...] {
            inputs.tree.report(node, .unsupported, "\(effect) is not drawn: its effects are computed from the placed geometry after layout; the view is laid out and drawn without them")
        }
    }
}

extension View {
    /// Draws the view with the effects `effect` computes from its geometry (not drawn here:
    /// reported, layout unchanged).
    public consuming func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(VisualEffectModifier(effect: "visualEffect"))
    }
}
