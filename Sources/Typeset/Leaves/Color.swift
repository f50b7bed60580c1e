import Foundation

extension Color: PrimitiveView {
    /// A colour is a view that fills the space it is offered (SPEC §7).
    public typealias Body = Never

    package func resolve(in context: ResolveContext, into tree: inout LayoutTree, list: inout [NodeID]) {
        var paint = ShapePaint()
        paint.fill = resolvingCatalogName(in: context.environment.imageCatalog)
        let id = tree.add(.shape(.color, paint: tree.store(paint)), direction: context.layoutDirection)
        reportMissingColors([paint.fill], at: id, in: &tree)
        list.append(id)
    }
}
