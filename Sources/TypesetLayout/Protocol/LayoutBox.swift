import Foundation

/// A `Layout` value with its type erased, as a tree node holds it.
package final class LayoutBox {
    /// The name in dumps: the layout's type, or `AnyLayout(Type)`.
    package let name: String
    /// Whether the layout keeps the default `explicitAlignment` (Design §3): then its explicit
    /// guides are exactly the merge of its subviews'.
    package let mergesSubviewGuides: Bool
    /// The axis a Spacer or Divider inside follows.
    package let stackOrientation: Axis?
    package let erased: any ErasedLayout
    /// The wrapped layout in a box that compares it with another box's, when it is `Equatable`
    /// (its conformance looked up once, when the box is made; Design §0.4).
    private let comparable: AnyComparableValue?

    package init<L: Layout>(_ layout: L, name: String? = nil) {
        self.erased = LayoutErasure(layout: layout)
        // The runtime's cached name of the type: what `String(describing:)` prints, without
        // going through its printing machinery.
        let erasedByUser = layout as? AnyLayout
        self.name = name ?? erasedByUser.map { "AnyLayout(\($0.wrappedName))" } ?? _typeName(L.self, qualified: false)
        self.mergesSubviewGuides = erasedByUser?.mergesSubviewGuides ?? (layout is any SubviewGuideMergingLayout)
        self.stackOrientation = layoutProperties(of: layout).stackOrientation
        self.comparable = (layout as? any Equatable).map { AnyComparableValue($0) }
    }

    /// Whether the wrapped layout is `Equatable`, so that two boxes can be compared.
    package var isEquatable: Bool { comparable != nil }

    /// Whether both boxes wrap equal layouts of one `Equatable` type.
    package func isEqual(to other: LayoutBox) -> Bool {
        guard let comparable, let others = other.comparable else { return false }
        return comparable.isEqual(to: others)
    }

    /// Runs `body` with proxies for `id`'s children and the layout's cache for the pass.
    private func withSubviews<R>(
        _ id: NodeID, _ pass: inout LayoutPass, _ body: (LayoutSubviews, inout Any) -> R
    ) -> R {
        let children = Array(pass.tree.children(of: id))
        let direction = pass.tree[id].direction
        var cache = pass.layoutCaches.removeValue(forKey: id)
        let result = withLentPass(&pass) { box in
            let subviews = LayoutSubviews(
                children.enumerated().map { LayoutSubview(box: box, node: $1, position: $0, recorder: nil) },
                container: id, layoutDirection: direction)
            var current = cache ?? erased.makeCache(subviews)
            defer { cache = current }
            return body(subviews, &current)
        }
        pass.layoutCaches[id] = cache
        return result
    }

    package func sizeThatFits(_ id: NodeID, _ proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGSize {
        withSubviews(id, &pass) { subviews, cache in erased.sizeThatFits(proposal, subviews, &cache) }
    }

    package func spacing(_ id: NodeID, _ pass: inout LayoutPass) -> ViewSpacing {
        withSubviews(id, &pass) { subviews, cache in erased.spacing(subviews, &cache) }
    }

    package func explicitAlignment(_ id: NodeID, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGFloat? {
        withSubviews(id, &pass) { subviews, cache in
            erased.explicitAlignment(key, CGRect(origin: .zero, size: size), proposal, subviews, &cache)
        }
    }

    /// Where `placeSubviews` put each child; an unplaced child is centred (Design §7).
    package func placements(_ id: NodeID, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass) -> [ChildPlacement] {
        let bounds = CGRect(origin: .zero, size: size)
        let children = Array(pass.tree.children(of: id))
        let recorded = withSubviews(id, &pass) { subviews, cache in
            subviews.recordPlacements(in: bounds, proposal: proposal) { recording in
                erased.placeSubviews(bounds, proposal, recording, &cache)
            }
        }
        return zip(children, recorded).map { child, placed in
            ChildPlacement(child: child, origin: placed.origin, proposal: placed.proposal, size: TypesetLayout.sizeThatFits(child, placed.proposal, &pass))
        }
    }
}

/// Layouts whose explicit guides are exactly the merge of their subviews' (they keep the
/// default `explicitAlignment`, Design §3).
package protocol SubviewGuideMergingLayout: Layout {}

/// A layout whose properties depend on the instance (AnyLayout).
package protocol DynamicLayoutProperties {
    var instanceLayoutProperties: LayoutProperties { get }
}

/// The layout properties of `layout`, read from the instance where the type allows it.
package func layoutProperties<L: Layout>(of layout: L) -> LayoutProperties {
    (layout as? DynamicLayoutProperties)?.instanceLayoutProperties ?? L.layoutProperties
}

/// A `Layout`'s requirements with the cache as `Any`.
package protocol ErasedLayout {
    var properties: LayoutProperties { get }
    /// The wrapped `Layout` value.
    var layoutValue: Any { get }
    func makeCache(_ subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews)
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any)
    func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat?
}

package struct LayoutErasure<L: Layout>: ErasedLayout {
    let layout: L

    package var properties: LayoutProperties { layoutProperties(of: layout) }

    package var layoutValue: Any { layout }

    package func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    /// Runs `body` with the typed cache; a cache of the wrong type (never made by us) is rebuilt.
    private func withCache<R>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        // Told by comparing types first: `as?` makes an optional of `L.Cache`, which this
        // unspecialised code asks the runtime's metadata cache for (Design §0.1). A cache whose
        // type is a class or an existential may hold another dynamic type: then it is cast.
        var typed = type(of: cache) == L.Cache.self ? cache as! L.Cache : castOrMade(cache, subviews)
        defer { cache = typed }
        return body(&typed)
    }

    /// `cache` cast to the layout's cache type, or a new cache. Apart and never inlined, so that
    /// the optional the cast makes is asked for only here.
    @inline(never)
    private func castOrMade(_ cache: Any, _ subviews: LayoutSubviews) -> L.Cache {
        (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
    }

    package func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
        withCache(&cache, subviews) { layout.updateCache(&$0, subviews: subviews) }
    }

    package func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        withCache(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
        withCache(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    package func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        withCache(&cache, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    package func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? {
        withCache(&cache, subviews) { cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}

/// A type-erased `Layout` (Design §7).
public struct AnyLayout: Layout, DynamicLayoutProperties {
    package let erased: any ErasedLayout
    package let wrappedName: String
    package let mergesSubviewGuides: Bool

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        erased = LayoutErasure(layout: layout)
        wrappedName = _typeName(L.self, qualified: false)
        mergesSubviewGuides = layout is any SubviewGuideMergingLayout
    }

    /// The wrapped layout's cache, stored untyped.
    public struct Cache {
        fileprivate var storage: Any
    }

    package var instanceLayoutProperties: LayoutProperties { erased.properties }

    /// Makes the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache(storage: erased.makeCache(subviews)) }

    /// Updates the wrapped layout's cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { erased.updateCache(&cache.storage, subviews) }

    /// The wrapped layout's spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { erased.spacing(subviews, &cache.storage) }

    /// Sizes the container as the wrapped layout does.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        erased.sizeThatFits(proposal, subviews, &cache.storage)
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        erased.placeSubviews(bounds, proposal, subviews, &cache.storage)
    }

    /// The wrapped layout's explicit value for a horizontal guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        erased.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.storage)
    }

    /// The wrapped layout's explicit value for a vertical guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        erased.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.storage)
    }
}
