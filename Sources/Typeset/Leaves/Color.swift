import Foundation

extension Color: PrimitiveView {
    /// A colour is a view that fills the space it is offered (Design §7).
    public typealias Body = Never

    package func resolve(_ inputs: inout _ViewInputs) {
        let context = inputs.context
        var paint = ShapePaint()
        paint.fill = resolvingCatalogName(in: context.environment.imageCatalog)
        let id = inputs.tree.addShape(.color, paint: paint, direction: context.layoutDirection)
        reportMissingColors([paint.fill], at: id, in: &inputs.tree)
        inputs.list.append(id)
    }
}
