import Foundation

/// Flexible space along the enclosing stack's axis (Design §7).
public struct Spacer: PrimitiveView {
    /// The least length the spacer takes; nil means the default spacing (8).
    public var minLength: CGFloat?

    /// Creates a spacer at least `minLength` long (nil: 8) along its stack's axis (Design §7).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        let valid = minLength.map { $0.isFinite && $0 >= 0 } ?? true
        let length = valid ? minLength ?? ViewSpacing.defaultDistance : ViewSpacing.defaultDistance
        let id = inputs.tree.addSpacer(SpacerLeaf(minLength: length, orientation: context.stackOrientation), direction: context.layoutDirection)
        if !valid, let value = minLength {
            inputs.tree.report(id, .invalidValue, "minLength \(LayoutNumber.format(value)) is invalid; used the default")
        }
        inputs.list.append(id)
    }
}

/// A thin line that separates content: across the enclosing stack's axis (Design §7).
public struct Divider: PrimitiveView {
    /// Creates a divider; its direction follows the enclosing stack (Design §7).
    public init() {}

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        inputs.list.append(inputs.tree.addDivider(DividerLeaf(orientation: context.stackOrientation), direction: context.layoutDirection))
    }
}
