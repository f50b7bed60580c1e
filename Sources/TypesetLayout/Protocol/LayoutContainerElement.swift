import Foundation

/// Layouts whose one-static-child form is transparent (HStack, VStack, ZStack; SPEC §3).
package protocol IdentityUnaryLayout: Layout {}

/// Layouts whose explicit guides are exactly the merge of their subviews' (they keep the
/// default `explicitAlignment`, SPEC §3): when no subview has explicit guides, neither do they.
package protocol SubviewGuideMergingLayout: Layout {}

extension HStackLayout: SubviewGuideMergingLayout {}
extension VStackLayout: SubviewGuideMergingLayout {}
extension ZStackLayout: SubviewGuideMergingLayout {}

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
    private let mayHaveExplicitGuides: Bool

    package init(layout: L, children: [LayoutElement], pass: LayoutPass, layoutDirection: LayoutDirection, kind: String? = nil, attributes: [String] = []) {
        self.layout = layout
        self.elements = children
        // One recorder for the container's lifetime: placing reuses these proxies (see
        // `LayoutSubviews.recordPlacements`).
        let recorder = PlacementRecorder()
        self.subviews = LayoutSubviews(
            children.enumerated().map { LayoutSubview(element: $1, index: $0, recorder: recorder) },
            layoutDirection: layoutDirection)
        self.cache = layout.makeCache(subviews: subviews)
        self.name = kind ?? String(describing: L.self)
        self.attributes = attributes
        self.mayHaveExplicitGuides = !(layout is any SubviewGuideMergingLayout) || children.contains { $0.hasExplicitGuides }
        super.init(pass: pass, layoutDirection: layoutDirection)
    }

    override package var kind: String { name }
    override package var dumpAttributes: [String] { attributes }
    override package var children: [LayoutElement] { elements }
    override package var hasExplicitGuides: Bool { mayHaveExplicitGuides }

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
