import Foundation

extension Color: PrimitiveView {
    /// A colour is a view that fills the space it is offered (Design §7).
    public typealias Body = Never

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        // Only a catalogue colour whose name was unknown where it was made is looked up again.
        let color = resolvingCatalogName(in: context.environment)
        let id = inputs.tree.addShape(.color, fill: color, direction: context.layoutDirection)
        if color.isMissingFromCatalog { reportMissingColors([color], at: id, in: &inputs.tree) }
        inputs.list.append(id)
    }
}
