import Foundation

/// Layouts whose one-static-child form is transparent (HStack, VStack, ZStack; SPEC §3).
package protocol IdentityUnaryLayout: Layout {}

/// A layout whose properties depend on the instance (AnyLayout).
package protocol DynamicLayoutProperties {
    var instanceLayoutProperties: LayoutProperties { get }
}

/// The layout properties of `layout`, read from the instance where the type allows it.
package func layoutProperties<L: Layout>(of layout: L) -> LayoutProperties {
    (layout as? DynamicLayoutProperties)?.instanceLayoutProperties ?? L.layoutProperties
}

/// A container element that runs a `Layout` over its children.
package final class LayoutContainerElement<L: Layout>: LayoutElement {
    private let layout: L
    private let elements: [LayoutElement]
    private let subviews: LayoutSubviews
    private var cache: L.Cache
    private let name: String
    private let attributes: [String]

    package init(layout: L, children: [LayoutElement], pass: LayoutPass, layoutDirection: LayoutDirection, kind: String? = nil, attributes: [String] = []) {
        self.layout = layout
        self.elements = children
        self.subviews = LayoutSubviews(
            children.enumerated().map { LayoutSubview(element: $1, index: $0, recorder: nil) },
            layoutDirection: layoutDirection)
        self.cache = layout.makeCache(subviews: subviews)
        self.name = kind ?? String(describing: L.self)
        self.attributes = attributes
        super.init(pass: pass, layoutDirection: layoutDirection)
    }

    override package var kind: String { name }
    override package var dumpAttributes: [String] { attributes }
    override package var children: [LayoutElement] { elements }

    /// An empty container yields to everything else (research §2.1).
    override package var layoutPriority: Double { elements.isEmpty ? -.infinity : 0 }

    override package var spacing: ViewSpacing {
        elements.isEmpty ? ViewSpacing.none : layout.spacing(subviews: subviews, cache: &cache)
    }

    override package func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    override package func placeChildren(in size: CGSize, proposal: ProposedViewSize) -> [ChildPlacement] {
        let bounds = CGRect(origin: .zero, size: size)
        return subviews.recordPlacements(in: bounds, proposal: proposal) { recording in
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: recording, cache: &cache)
        }
    }

    override package func computeExplicitValue(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        if key.axis == .horizontal {
            return layout.explicitAlignment(
                of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        return layout.explicitAlignment(
            of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// A one-static-child stack: the child itself, in the tree only for the dump (SPEC §3).
package final class TransparentContainerElement: UnaryElement {
    private let name: String
    private let attributes: [String]

    package init(kind: String, attributes: [String], child: LayoutElement) {
        self.name = kind
        self.attributes = attributes
        super.init(child: child)
    }

    override package var kind: String { name }
    override package var dumpAttributes: [String] { attributes + ["transparent"] }
}
