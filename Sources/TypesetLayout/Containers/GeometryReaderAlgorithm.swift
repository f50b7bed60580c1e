import Foundation

/// A GeometryReader's content for `size`, resolved into the tree the first time that size is
/// seen in the pass (SPEC §7).
package func geometryReaderContent(_ id: NodeID, _ content: GeometryContent, size: CGSize, _ pass: inout LayoutPass) -> [NodeID] {
    let key = LayoutPass.GeometryKey(node: id, width: size.width.bitPattern, height: size.height.bitPattern)
    if let nodes = pass.geometryContent[key] { return nodes }
    let nodes = content.build(size, &pass.tree)
    pass.tree.adopt(nodes, by: id)
    pass.syncWithTree()
    pass.geometryContent[key] = nodes
    return nodes
}
