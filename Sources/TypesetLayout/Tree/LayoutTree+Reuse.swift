import Foundation

extension LayoutTree {
    /// Whether laying out this tree gives the same result as laying out `other` (Design §0.4):
    /// the same nodes, kinds, payloads, guides, ids, layout values and diagnostics, and no live
    /// value whose answers could differ between layouts (a guide closure, a GeometryReader's
    /// content, a representable, a path shape's outline, a custom `Layout` that is not `Equatable`).
    package func laysOutLike(_ other: LayoutTree) -> Bool {
        guard isReusable, other.isReusable, nodes == other.nodes, kinds == other.kinds, children == other.children,
              tables == other.tables, keys == other.keys, unplacedDiagnostics == other.unplacedDiagnostics,
              diagnostics.count == other.diagnostics.count, ids.count == other.ids.count,
              layoutValues.count == other.layoutValues.count, layouts.count == other.layouts.count
        else { return false }
        for (a, b) in zip(diagnostics, other.diagnostics) where a.node != b.node || a.kind != b.kind || a.message != b.message {
            return false
        }
        for (a, b) in zip(layouts, other.layouts) where !a.isEqual(to: b) { return false }
        for (node, values) in ids {
            guard let others = other.ids[node], values.count == others.count,
                  values.map(Self.hashable) == others.map(Self.hashable)
            else { return false }
        }
        for (node, values) in layoutValues {
            guard let others = other.layoutValues[node], values.count == others.count else { return false }
            for (key, value) in values {
                guard let a = value.comparable, let b = others[key]?.comparable, a == b else { return false }
            }
        }
        return true
    }

    private static func hashable(_ value: any Hashable & Sendable) -> AnyHashable { AnyHashable(value) }

    /// Whether the tree holds no closure or user object whose answers could differ between layouts
    /// (a path shape's outline comes from the shape's own `path(in:)`, whose stored properties
    /// the tree does not hold).
    package var isReusable: Bool {
        guideComputations.isEmpty && geometryContents.isEmpty && representableSizings.isEmpty
            && shapeOutlines.isEmpty && layouts.allSatisfy(\.isEquatable)
    }
}

extension LayoutBox {
    /// Whether the wrapped layout is `Equatable`, so that two boxes can be compared.
    package var isEquatable: Bool { erased.layoutValue is any Equatable }

    /// Whether both boxes wrap equal layouts of one `Equatable` type.
    package func isEqual(to other: LayoutBox) -> Bool {
        guard let value = erased.layoutValue as? any Equatable else { return false }
        return value.isEqual(to: other.erased.layoutValue)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
