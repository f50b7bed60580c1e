import Foundation

/// A node that carries drawing attributes (opacity, colour) and is transparent to layout.
package final class RenderStyleElement: UnaryElement {
    private let name: String
    private let attributes: [String]

    package init(child: LayoutElement, kind: String, attributes: [String]) {
        self.name = kind
        self.attributes = attributes
        super.init(child: child)
    }

    override package var kind: String { name }
    override package var dumpAttributes: [String] { attributes }
}
