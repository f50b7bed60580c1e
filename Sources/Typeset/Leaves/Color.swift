import Foundation

extension Color: PrimitiveView {
    /// A colour is a view that fills the space it is offered (SPEC §7).
    public typealias Body = Never

    package func resolve(in context: ResolveContext, into tree: inout LayoutTree, list: inout [NodeID]) {
        var paint = ShapePaint()
        paint.fill = self
        let id = tree.add(.shape(.color, paint: tree.store(paint)), direction: context.layoutDirection)
        reportMissingColors([self], at: id, in: &tree)
        list.append(id)
    }
}
