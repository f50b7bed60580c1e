import Foundation

/// The layout leaf of a view the platform draws (a `UIViewRepresentable` or
/// `UIViewControllerRepresentable`, declared in the `SwiftUI` module): it answers a proposal
/// with the representable's own `sizeThatFits`, or takes the proposal when that has no answer
/// (10 on an unspecified axis, as a shape). Its spacing is a plain view's, it has no text
/// baselines, and it may grow with what it is offered. The result marks it
/// `ViewKind.representable` with the conforming type's name, for renderers to draw a placeholder.
package struct RepresentableLeaf {
    package let description: RepresentableDescription
    /// The representable's answer for a proposal; nil: it takes the proposal.
    package let sizeThatFits: (ProposedViewSize) -> CGSize?

    package init(_ description: RepresentableDescription, sizeThatFits: @escaping (ProposedViewSize) -> CGSize?) {
        self.description = description
        self.sizeThatFits = sizeThatFits
    }

    /// Appends the leaf to the list being resolved.
    package func append(to inputs: inout _ViewInputs) {
        inputs.list.append(inputs.tree.addRepresentable(
            description, sizing: RepresentableSizing(sizeThatFits), direction: inputs.context.layoutDirection))
    }
}
