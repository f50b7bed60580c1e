import Foundation
import TypesetText  // `Array(filledWith:count:)` (Design §19.1)

extension LayoutTree {
    /// Whether laying out this tree gives the same result as laying out `other` (Design §0.4):
    /// the same nodes, kinds, payloads, guides, ids, layout values and diagnostics, and no live
    /// value whose answers could differ between layouts (a guide closure, a GeometryReader's
    /// content, a representable, a path shape's outline, a custom `Layout` that is not `Equatable`).
    package func laysOutLike(_ other: LayoutTree) -> Bool {
        guard isReusable, other.isReusable, nodes == other.nodes, kinds == other.kinds, children == other.children,
              tables == other.tables, keys == other.keys, unplacedDiagnostics == other.unplacedDiagnostics,
              diagnostics.count == other.diagnostics.count, ids.count == other.ids.count,
              layoutValueSets.count == other.layoutValueSets.count, layouts.count == other.layouts.count
        else { return false }
        for (a, b) in zip(diagnostics, other.diagnostics) where a.node != b.node || a.kind != b.kind || a.message != b.message {
            return false
        }
        for (a, b) in zip(layouts, other.layouts) where !a.isEqual(to: b) { return false }
        for (node, values) in ids {
            guard let others = other.ids[node], Self.equal(values, others) else { return false }
        }
        // The nodes are equal, their sets' indices with them.
        for (a, b) in zip(layoutValueSets, other.layoutValueSets) where !a.isEqual(to: b) { return false }
        return true
    }

    /// Whether two lists of hashable values hold, in order, values of one type that are equal.
    private static func equal(_ a: [any Hashable & Sendable], _ b: [any Hashable & Sendable]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
    }

    /// Whether two hashable values are of one type and equal: both opened, their types compared,
    /// then their values, without a dynamic cast or a box (a value bridged to another type, which
    /// a cast would accept, differs: the node is laid out again, never wrongly reused).
    private static func equal(_ a: any Hashable & Sendable, _ b: any Hashable & Sendable) -> Bool {
        func open<A: Hashable>(_ a: A) -> Bool {
            func compare<B: Hashable>(_ b: B) -> Bool { A.self == B.self && a == unsafeBitCast(b, to: A.self) }
            return compare(b)
        }
        return open(a)
    }

    /// For each node of this tree, the node of `earlier` whose subtree holds the same content, or
    /// -1 (Design §0.4): the two roots are paired, and the children of paired nodes with as many
    /// children pair by position; a pair stands when its kind and payload, direction, traits, ids,
    /// coordinate spaces and layout values are the same and every child's pair stands. Two
    /// linear walks: down the tree to pair, up it (children are stored before their parents) to
    /// compare. Empty when either tree holds a live value or their guide tables differ (guide
    /// indices are per tree).
    package func counterparts(root: NodeID, in earlier: LayoutTree, root earlierRoot: NodeID) -> [NodeID] {
        guard isReusable, earlier.isReusable, keys == earlier.keys, root >= 0, earlierRoot >= 0 else { return [] }
        var paired = [NodeID](filledWith: -1, count: count)
        paired[Int(root)] = earlierRoot
        for id in stride(from: count - 1, through: 0, by: -1) {
            let other = paired[id]
            guard other >= 0 else { continue }
            let node = nodes[id], earlierNode = earlier.nodes[Int(other)]
            guard node.childCount == earlierNode.childCount else { continue }
            for index in 0 ..< Int(node.childCount) {
                paired[Int(children[Int(node.firstChild) + index])] = earlier.children[Int(earlierNode.firstChild) + index]
            }
        }
        var same = [NodeID](filledWith: -1, count: count)
        var context = TreePair(tree: self, earlier: earlier)
        let differs = sideValuesDiffer(paired, in: earlier)
        for id in 0 ..< count {
            let other = paired[id]
            guard other >= 0 else { continue }
            let node = nodes[id], earlierNode = earlier.nodes[Int(other)]
            guard node.direction == earlierNode.direction, node.isStatic == earlierNode.isStatic,
                  node.isTransparent == earlierNode.isTransparent, node.traits == earlierNode.traits,
                  node.childCount == earlierNode.childCount,
                  children(of: NodeID(id)).allSatisfy({ same[Int($0)] >= 0 })
            else { continue }
            if !differs.isEmpty, differs[id] { continue }
            guard kinds[id].dispatch(SameContentOperation(earlier: other), NodeID(id), &context) else { continue }
            same[id] = other
        }
        return same
    }

    /// Whether resolving gave this tree and `earlier` the same nodes and the same diagnostics: with
    /// their roots paired by `counterparts`, the two lay out alike (Design §0.4).
    package func resolvesLike(_ earlier: LayoutTree) -> Bool {
        guard count == earlier.count, unplacedDiagnostics == earlier.unplacedDiagnostics,
              diagnostics.count == earlier.diagnostics.count
        else { return false }
        return zip(diagnostics, earlier.diagnostics).allSatisfy { a, b in
            a.node == b.node && a.kind == b.kind && a.message == b.message && a.details == b.details
        }
    }

    /// Per node, whether its ids, coordinate spaces or layout values differ from those of the
    /// node `paired` pairs it with in `earlier`; empty when no node has any. Walks the entries of
    /// the side tables, and for layout values the nodes.
    private func sideValuesDiffer(_ paired: [NodeID], in earlier: LayoutTree) -> [Bool] {
        if ids.isEmpty, earlier.ids.isEmpty, coordinateSpaces.isEmpty, earlier.coordinateSpaces.isEmpty,
           layoutValueSets.isEmpty, earlier.layoutValueSets.isEmpty {
            return []
        }
        var differs = [Bool](filledWith: false, count: count)
        var pairedBack = [NodeID](filledWith: -1, count: earlier.count)
        for (id, other) in paired.enumerated() where other >= 0 { pairedBack[Int(other)] = NodeID(id) }
        /// Marks the nodes whose entries in `table` differ from their pairs' in `earlierTable`.
        func compare<Value>(_ table: [NodeID: Value], _ earlierTable: [NodeID: Value], _ same: (Value, Value) -> Bool) {
            for (id, value) in table where Int(id) < count {
                let other = paired[Int(id)]
                guard other >= 0 else { continue }
                if let earlierValue = earlierTable[other], same(value, earlierValue) { continue }
                differs[Int(id)] = true
            }
            for (other, _) in earlierTable where Int(other) < earlier.count {
                let id = pairedBack[Int(other)]
                if id >= 0, table[id] == nil { differs[Int(id)] = true }
            }
        }
        compare(ids, earlier.ids, Self.equal)
        compare(coordinateSpaces, earlier.coordinateSpaces, Self.equal)
        // A wrapper shares its child's set and its pair its pair's: the same two sets follow each
        // other up a chain of wrappers, and are compared once.
        var last: (set: Int32, earlierSet: Int32, same: Bool) = (-1, -1, true)
        for id in 0 ..< count {
            let other = paired[id]
            guard other >= 0 else { continue }
            let set = nodes[id].layoutValueSet, earlierSet = earlier.nodes[Int(other)].layoutValueSet
            guard set >= 0 || earlierSet >= 0 else { continue }
            if set < 0 || earlierSet < 0 {
                differs[id] = true
                continue
            }
            if set != last.set || earlierSet != last.earlierSet {
                last = (set, earlierSet, layoutValueSets[Int(set)].isEqual(to: earlier.layoutValueSets[Int(earlierSet)]))
            }
            if !last.same { differs[id] = true }
        }
        return differs
    }

    /// Whether the tree holds no closure or user object whose answers could differ between layouts
    /// (a path shape's outline comes from the shape's own `path(in:)`, whose stored properties
    /// the tree does not hold).
    package var isReusable: Bool {
        guideComputations.isEmpty && geometryContents.isEmpty && representableSizings.isEmpty
            && shapeOutlines.isEmpty && layouts.allSatisfy(\.isEquatable)
    }
}

/// A tree and one laid out before, for comparing nodes across them (Design §0.4).
private struct TreePair: NodeContext {
    let tree: LayoutTree
    var earlier: EarlierTables

    init(tree: LayoutTree, earlier: LayoutTree) {
        self.tree = tree
        self.earlier = EarlierTables(tree: earlier)
    }

    var tables: NodeTables { tree.tables }
}

/// The earlier tree of a `TreePair`, as a context its kinds are dispatched in.
private struct EarlierTables: NodeContext {
    let tree: LayoutTree
    var tables: NodeTables { tree.tables }
}

/// Whether a node holds the same content as node `earlier` of the earlier tree: the same kind
/// and, by that kind's `sameContent`, the same payload.
private struct SameContentOperation: NodeOperation {
    typealias Context = TreePair
    typealias Result = Bool
    let earlier: NodeID

    func run<K: NodeBehaviour>(_ kind: K.Type, _ node: KindNode<K.Payload>, _ pair: inout TreePair, _: inout Void) -> Bool {
        let earlierTree = pair.earlier.tree
        guard let other = earlierTree.kinds[Int(earlier)].dispatch(TypedNodeOperation<K>(), earlier, &pair.earlier) else { return false }
        return K.sameContent(node, in: pair.tree, as: other, in: earlierTree)
    }
}

/// A node as one of kind `Expected`, or nil when it is of another kind.
private struct TypedNodeOperation<Expected: NodeBehaviour>: NodeOperation {
    typealias Context = EarlierTables
    typealias Result = KindNode<Expected.Payload>?

    func run<K: NodeBehaviour>(_ kind: K.Type, _ node: KindNode<K.Payload>, _: inout EarlierTables, _: inout Void) -> KindNode<Expected.Payload>? {
        guard K.self == Expected.self else { return nil }
        return node as? KindNode<Expected.Payload>
    }
}
