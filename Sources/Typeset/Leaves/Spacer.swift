import Foundation

/// Flexible space along the enclosing stack's axis (SPEC §7).
public struct Spacer: PrimitiveView {
    /// The least length the spacer takes; nil means the default spacing (8).
    public var minLength: CGFloat?

    /// Creates a spacer at least `minLength` long (nil: 8) along its stack's axis (SPEC §7).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    package func resolve(in context: ResolveContext) -> [LayoutElement] {
        var length = minLength
        if let value = length, !(value.isFinite && value >= 0) {
            context.pass.report(Diagnostic(kind: .invalidValue, view: "Spacer", message: "minLength \(LayoutNumber.format(value)) is invalid; used the default"))
            length = nil
        }
        return [SpacerElement(pass: context.pass, layoutDirection: context.layoutDirection, orientation: context.stackOrientation, minLength: length)]
    }
}

/// A thin line that separates content: across the enclosing stack's axis (SPEC §7).
public struct Divider: PrimitiveView {
    /// Creates a divider; its direction follows the enclosing stack (SPEC §7).
    public init() {}

    package func resolve(in context: ResolveContext) -> [LayoutElement] {
        [DividerElement(pass: context.pass, layoutDirection: context.layoutDirection, orientation: context.stackOrientation)]
    }
}
