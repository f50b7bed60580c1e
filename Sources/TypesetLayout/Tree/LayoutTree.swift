import Foundation

/// The index of a node in a `LayoutTree`.
package typealias NodeID = Int32

/// One node of a resolved tree: where its children are and what its parent reads. Its kind is
/// stored beside it (`LayoutTree.kinds`), so reading these plain values copies no payload.
package struct TreeNode: Equatable {
    /// The node's children are `tree.children[firstChild ..< firstChild + childCount]`.
    package var firstChild: Int32
    package var childCount: Int32
    package var parent: NodeID = -1
    package var direction: LayoutDirection
    /// Whether the node stands at a fixed place in its parent's list (not from ForEach; Design §3).
    package var isStatic = true
    /// A stack or ZStack with one static child: the child itself, in the tree for the dump (Design §3).
    package var isTransparent = false
    /// Whether the node has `.id(_:)` values (`LayoutTree.ids`): the result build looks them up
    /// only then.
    package var hasIDs = false
    /// Whether the node defines coordinate spaces (`LayoutTree.coordinateSpaces`).
    package var namesSpaces = false
    /// The node's layout values, `LayoutTree.layoutValueSets[layoutValueSet]`, or -1 when it has
    /// none: a wrapper shares its child's set (the index copied, nothing hashed or stored).
    package var layoutValueSet: Int32 = -1
    /// The node's row in the pass's size memo (containers), or -1 when sizing it is cheap.
    package var memoSlot: Int32 = -1
    /// Explicit guides, priority and hugging (`NodeTraits`).
    package var traits: NodeTraits
}

/// The resolved view tree of one layout (Design §0.2): typed nodes stored flat, children as index
/// ranges, payloads in tables, ids and layout values in side tables. Nodes are appended children
/// first; the last one added is the root. A GeometryReader's content is appended during layout,
/// once its size is known.
///
/// Each kind builds its nodes through its own `LayoutTree` extension in `Kinds/`.
package struct LayoutTree: NodeContext {
    package private(set) var nodes: [TreeNode] = []
    /// What each node is, by node id.
    package private(set) var kinds: [NodeKind] = []
    package private(set) var children: [NodeID] = []
    /// The nodes' data payloads.
    package var tables = NodeTables()
    /// The `Layout` values of custom layouts (`CustomLayoutNode`).
    package var layouts: [LayoutBox] = []
    /// The closures of `alignmentGuide` modifiers (`AlignmentGuideNode`; their keys are in `NodeTables.alignmentGuides`).
    package var guideComputations: [GuideComputation] = []
    /// The content builders of GeometryReaders (`GeometryReaderNode`).
    package var geometryContents: [GeometryContent] = []
    /// The coordinate spaces nodes define (`coordinateSpace(name:)`, scroll views), by node:
    /// the frames a GeometryReader's proxy measures in (Design §7.1).
    package private(set) var coordinateSpaces: [NodeID: [any Hashable & Sendable]] = [:]
    /// How platform views (`RepresentableNode`) answer proposals (beside `NodeTables.representables`).
    package var representableSizings: [RepresentableSizing] = []
    /// How path shapes (`PathShapeNode`) size themselves and what they draw (beside `NodeTables.pathShapes`).
    package var shapeOutlines: [ShapeOutlineSource] = []
    /// `.id(_:)` values per node, innermost first.
    package private(set) var ids: [NodeID: [any Hashable & Sendable]] = [:]
    /// The `LayoutValueKey` values nodes hand their direct container (`TreeNode.layoutValueSet`),
    /// each set made once: a value set on a node gives it a new set, so that the wrappers sharing
    /// its old one keep what they had.
    package private(set) var layoutValueSets: [LayoutValueSet] = []
    /// Every guide the tree mentions; the built-in ones first, in `AlignmentKey.builtIns` order.
    package private(set) var keys = AlignmentKey.builtIns
    private var keyIndices = AlignmentKey.builtInIndices
    /// Bad input met while resolving, with the node it concerns.
    package private(set) var diagnostics: [(node: NodeID, kind: Diagnostic.Kind, message: String, details: [String: String])] = []
    /// Bad input met in views that produced no node.
    package private(set) var unplacedDiagnostics: [Diagnostic] = []
    private var memoSlots: Int32 = 0
    /// How many nodes declare explicit guides: with two each (a text's baselines, which the
    /// containers around it merge; a few declare more), about as many guides as a layout
    /// records, the room the result's guides are given (growing copies them all).
    package private(set) var nodesWithExplicitGuides = 0
    private var gridRows: Int32 = 0

    package init() {}

    /// The number of nodes.
    package var count: Int { nodes.count }

    /// The node `id`.
    package subscript(id: NodeID) -> TreeNode { nodes[Int(id)] }

    /// The traits of node `id`.
    package func traits(of id: NodeID) -> NodeTraits { nodes[Int(id)].traits }

    /// The children of `id`, in order.
    package func children(of id: NodeID) -> ArraySlice<NodeID> {
        let node = nodes[Int(id)]
        return children[Int(node.firstChild) ..< Int(node.firstChild + node.childCount)]
    }

    /// The first child of `id` (a modifier's child, an overlay's primary view).
    @inline(__always)
    package func onlyChild(_ id: NodeID) -> NodeID { children[Int(nodes[Int(id)].firstChild)] }

    /// Child `index` of `id`.
    @inline(__always)
    package func child(_ index: Int, of id: NodeID) -> NodeID { children[Int(nodes[Int(id)].firstChild) + index] }

    /// The number of size-memo rows the tree's containers use.
    package var memoSlotCount: Int { Int(memoSlots) }

    // MARK: - Building

    /// Appends a node of `kind` over `childIDs` and returns its id.
    @discardableResult
    package mutating func add<C: Collection<NodeID>>(_ kind: NodeKind, children childIDs: C, direction: LayoutDirection) -> NodeID {
        let id = NodeID(nodes.count)
        let first = Int32(children.count)
        children.append(contentsOf: childIDs)
        let slice = children[Int(first)...]
        let built = kind.dispatch(BuildOperation(children: slice), id, &self)
        var node = TreeNode(firstChild: first, childCount: Int32(slice.count), direction: direction, traits: built.traits)
        if built.isMemoised {
            node.memoSlot = memoSlots
            memoSlots += 1
        }
        if built.traits.isTransparent, let only = slice.first {
            // The child itself (Design §3): its layout values and whether it is static.
            node.isTransparent = true
            node.memoSlot = -1
            node.isStatic = nodes[Int(only)].isStatic
            node.layoutValueSet = nodes[Int(only)].layoutValueSet
        }
        if !built.traits.explicitKeys.isEmpty { nodesWithExplicitGuides += 1 }
        nodes.append(node)
        kinds.append(kind)
        for child in slice { nodes[Int(child)].parent = id }
        return id
    }

    /// The lengths of the tree's growing arrays, for `reserveCapacity(forRepeating:since:)`.
    package struct Extent {
        let nodes: Int
        let children: Int
        let tables: [Int]
    }

    /// The nodes reserved beyond a collection's elements, for the containers around it.
    private static let containerRoom = 16

    /// How long the tree's growing arrays are now.
    package var extent: Extent { Extent(nodes: nodes.count, children: children.count, tables: tables.lengths) }

    /// Makes room for `count` more of what was added since `extent` (Design §0.2): a
    /// collection's elements resolve alike, so after the first one the arrays grow once instead
    /// of doubling, and copying, as they fill. The nodes keep room for the containers around
    /// the collection too (its stack, that stack's modifiers), and the children for the
    /// collection's nodes becoming that stack's children: otherwise the next node added after
    /// the last element copies them all.
    package mutating func reserveCapacity(forRepeating count: Int, since extent: Extent) {
        guard count > 0 else { return }
        let addedNodes = nodes.count - extent.nodes
        if addedNodes > 0 {
            nodes.reserveCapacity(nodes.count + addedNodes * count + Self.containerRoom)
            kinds.reserveCapacity(kinds.count + addedNodes * count + Self.containerRoom)
        }
        let addedChildren = children.count - extent.children
        if addedChildren > 0 || addedNodes > 0 {
            children.reserveCapacity(children.count + (addedChildren + addedNodes) * count + Self.containerRoom)
        }
        tables.reserveCapacity(forRepeating: count, since: extent.tables)
    }

    /// Makes room for `count` nodes and as many children, so that a tree of about that size is
    /// built without its nodes (56 bytes each) doubling, and copying, as they fill. Not the
    /// kinds: a result keeps them, and a label's would hold room for `count` (16 bytes each).
    package mutating func reserveCapacity(nodes count: Int) {
        nodes.reserveCapacity(count)
        children.reserveCapacity(count)
    }

    /// Appends a leaf of `kind`.
    @discardableResult
    package mutating func add(_ kind: NodeKind, direction: LayoutDirection) -> NodeID {
        add(kind, children: EmptyCollection(), direction: direction)
    }

    /// Wraps `child` in a modifier of `kind` (and, for overlays and insets, its layer). The
    /// modifier inherits the child's layout values and whether it is static.
    package mutating func wrap(_ child: NodeID, in kind: NodeKind, layer: NodeID? = nil, direction: LayoutDirection) -> NodeID {
        let id: NodeID
        if let layer {
            id = add(kind, children: [child, layer], direction: direction)
        } else {
            id = add(kind, children: CollectionOfOne(child), direction: direction)
        }
        nodes[Int(id)].isStatic = nodes[Int(child)].isStatic
        nodes[Int(id)].layoutValueSet = nodes[Int(child)].layoutValueSet
        return id
    }

    /// Makes `parent` the parent of `adopted` (a GeometryReader's content, resolved during layout).
    package mutating func adopt(_ adopted: [NodeID], by parent: NodeID) {
        for id in adopted { nodes[Int(id)].parent = parent }
    }

    /// A number for one resolved `GridRow`, new in this tree.
    package mutating func newGridRow() -> Int32 {
        gridRows += 1
        return gridRows
    }

    /// Marks `id` as coming from a ForEach (not static, Design §3).
    package mutating func markDynamic(_ id: NodeID) { nodes[Int(id)].isStatic = false }

    /// Adds an `.id(_:)` value to `id`.
    package mutating func addID(_ value: any Hashable & Sendable, to id: NodeID) {
        ids[id, default: []].append(value)
        nodes[Int(id)].hasIDs = true
    }

    /// Makes `id` define the coordinate space `name` (Design §7.1).
    package mutating func addCoordinateSpace(_ name: any Hashable & Sendable, to id: NodeID) {
        coordinateSpaces[id, default: []].append(name)
        nodes[Int(id)].namesSpaces = true
    }

    /// Sets a layout value of `id` (comparable between layouts, Design §0.4).
    package mutating func setLayoutValue<Value: Hashable>(_ key: ObjectIdentifier, _ value: Value, on id: NodeID) {
        changeLayoutValues(of: id) { $0.set(key, .comparable(AnyComparableValue(value))) }
    }

    /// Sets `key`'s value of `id`, stored as the key's own type: a key whose values are
    /// optional reads its value back as it was stored, without the optional of the value's type
    /// being made at run time (Design §0.1).
    package mutating func setLayoutValue<K: LayoutValueKey>(_ key: K.Type, _ value: K.Value, on id: NodeID) where K.Value: Hashable {
        setLayoutValue(ObjectIdentifier(key), value, on: id)
    }

    /// Sets a layout value of `id` of a type known only at run time (a `LayoutValueKey`'s).
    package mutating func setLayoutValue(_ key: ObjectIdentifier, any value: Any, on id: NodeID) {
        changeLayoutValues(of: id) { $0.set(key, LayoutValue(any: value)) }
    }

    /// Gives `target` every layout value `source` has (a view that wraps a row keeps what its
    /// container reads from the row).
    package mutating func copyLayoutValues(of source: NodeID, to target: NodeID) {
        guard let copied = layoutValueSet(of: source) else { return }
        changeLayoutValues(of: target) { $0.merge(copied) }
    }

    /// Gives `id` a new set of layout values: its own (or none) changed by `change`.
    private mutating func changeLayoutValues(of id: NodeID, _ change: (inout LayoutValueSet) -> Void) {
        guard nodes.indices.contains(Int(id)) else { return }
        var values = layoutValueSet(of: id) ?? LayoutValueSet()
        change(&values)
        nodes[Int(id)].layoutValueSet = Int32(layoutValueSets.count)
        layoutValueSets.append(values)
    }

    /// The layout values of `id`, if it has any.
    private func layoutValueSet(of id: NodeID) -> LayoutValueSet? {
        guard let index = layoutValueSetIndex(of: id) else { return nil }
        return layoutValueSets[index]
    }

    /// Where the layout values of `id` are in `layoutValueSets`, if it has any.
    private func layoutValueSetIndex(of id: NodeID) -> Int? {
        guard nodes.indices.contains(Int(id)), case let index = nodes[Int(id)].layoutValueSet, index >= 0 else { return nil }
        return Int(index)
    }

    /// The layout value `key` of `id`, if set; the set read in place, not copied out.
    package func layoutValue(_ key: ObjectIdentifier, of id: NodeID) -> Any? {
        layoutValueSetIndex(of: id).flatMap { layoutValueSets[$0].value(key) }
    }

    /// The layout value `key` of `id` as a `Value`, if it is set to one: read from its typed box
    /// when it has one of that type, without a dynamic cast; the set read in place.
    package func layoutValue<Value>(_ key: ObjectIdentifier, of id: NodeID, as type: Value.Type) -> Value? {
        layoutValueSetIndex(of: id).flatMap { layoutValueSets[$0].value(key, as: Value.self) }
    }

    /// Records bad input met while resolving a view that produced no node, named by its type.
    package mutating func report(unplaced view: String, _ kind: Diagnostic.Kind, _ message: String) {
        unplacedDiagnostics.append(Diagnostic(kind: kind, view: view, message: message))
    }

    /// Records bad input met while resolving `node`.
    package mutating func report(_ node: NodeID, _ kind: Diagnostic.Kind, _ message: String, details: [String: String] = [:]) {
        diagnostics.append((node, kind, message, details))
    }

    // MARK: - Guides

    /// The index of `key` among the tree's guides, registering it when new.
    package mutating func index(of key: AlignmentKey) -> Int {
        if key.builtInIndex >= 0 { return key.builtInIndex }
        if let index = keyIndices[key] { return index }
        keys.append(key)
        keyIndices[key] = keys.count - 1
        return keys.count - 1
    }

    /// The index of `key` among the tree's guides, if the tree mentions it.
    package func existingIndex(of key: AlignmentKey) -> Int? {
        key.builtInIndex >= 0 ? key.builtInIndex : keyIndices[key]
    }

    /// Registers the guides of `alignment`, so that the result stores them.
    package mutating func register(_ alignment: Alignment) {
        _ = index(of: alignment.horizontal.key)
        _ = index(of: alignment.vertical.key)
    }

    // MARK: - Names and paths

    /// The node's name in dumps and paths (`HStack`, `Frame`, `Text`, ...).
    package func name(of id: NodeID) -> String { viewKind(of: id).name }

    /// What the result says node `id` is.
    package func viewKind(of id: NodeID) -> ViewKind {
        var context = self
        return kinds[Int(id)].dispatch(ViewKindOperation<LayoutTree>(), id, &context)
    }

    /// The node's path from the root: `VStack[0]/HStack[1]/Text`, each bracket the index of the
    /// next node among its parent's children.
    package func path(of id: NodeID) -> String {
        var parts: [String] = []
        var current = id
        var childIndex: Int?
        while current >= 0 {
            let name = self.name(of: current)
            parts.append(childIndex.map { "\(name)[\($0)]" } ?? name)
            let parent = nodes[Int(current)].parent
            if parent >= 0 { childIndex = children(of: parent).firstIndex(of: current).map { $0 - Int(nodes[Int(parent)].firstChild) } }
            current = parent
        }
        return parts.reversed().joined(separator: "/")
    }
}

/// A value that compares itself with another of its type, whatever the type (Design §0.4): two
/// boxes of one type compare their values; boxes of two types differ. Cheaper than
/// `AnyHashable`'s equality, which casts through the value's conformance.
///
/// One class for every value type, the value in an existential: a generic box class had its
/// metadata looked up in the runtime's cache each time a value was boxed where its type was
/// not known at compile time (most of the resolve: a lock-free table whose count of readers
/// every thread laying out writes, so that two threads boxing at once wait on each other's
/// writes of that one cache line, Design §0.1).
package final class AnyComparableValue {
    private let boxed: any Equatable

    /// `value` in a comparing box (an existential passed here is opened to its type).
    package init<Value: Equatable>(_ value: Value) { boxed = value }

    /// Whether `other` holds a value of this box's type equal to its value.
    package func isEqual(to other: AnyComparableValue) -> Bool {
        func equal<A: Equatable, B: Equatable>(_ a: A, _ b: B) -> Bool {
            B.self == A.self && unsafeBitCast(b, to: A.self) == a
        }
        return equal(boxed, other.boxed)
    }

    /// The boxed value, if it is a `Wanted` (or a `Wanted` is its type made optional: a key
    /// whose values are optional, set to a value of the wrapped type).
    package func value<Wanted>(as type: Wanted.Type) -> Wanted? {
        func read<Value>(_ value: Value) -> Wanted? {
            if Wanted.self == Value.self { return unsafeBitCast(value, to: Wanted.self) }
            return wrapped(value, as: Wanted.self)
        }
        return read(boxed)
    }

    /// The boxed value.
    package var anyValue: Any { boxed }
}

/// `value` as a `Wanted` that is its type made optional, else nil. Apart and never inlined:
/// the optional of a type known only at run time is made by the runtime, looked up in its
/// metadata cache (Design §0.1), which a read of a value as its own type should not pay for.
@inline(never)
private func wrapped<Value, Wanted>(_ value: Value, as _: Wanted.Type) -> Wanted? {
    guard Wanted.self == Value?.self else { return nil }
    return unsafeBitCast(Optional(value), to: Wanted.self)
}

/// What building a node reads from its kind.
private struct BuildOperation: NodeOperation {
    typealias Output = Void
    typealias Result = (traits: NodeTraits, isMemoised: Bool)
    typealias Context = LayoutTree
    let children: ArraySlice<NodeID>

    func run<K: NodeBehaviour>(
        _ kind: K.Type, _ node: KindNode<K.Payload>, _ tree: inout LayoutTree, _: inout Void
    ) -> (traits: NodeTraits, isMemoised: Bool) {
        (K.traits(node, children, tree), K.isMemoised)
    }
}

/// What the result says a node is, in any context that holds the tables.
package struct ViewKindOperation<Context: NodeContext>: NodeOperation {
    package typealias Result = ViewKind
    package typealias Output = Void
    package init() {}

    package func run<K: NodeBehaviour>(_ kind: K.Type, _ node: KindNode<K.Payload>, _ context: inout Context, _: inout Void) -> ViewKind {
        K.viewKind(node, context.tables)
    }
}

/// A set of guide indices (`LayoutTree.keys`); index 63 stands for every index from 63 on.
package struct KeyMask: Hashable, Sendable {
    package var bits: UInt64 = 0

    package init() {}
    private init(bits: UInt64) { self.bits = bits }

    /// Every guide.
    package static let all = KeyMask(bits: .max)

    /// The two text baselines (a Text's, a symbol's).
    package static let textBaselines: KeyMask = {
        var mask = KeyMask()
        mask.insert(AlignmentKey.firstTextBaselineIndex)
        mask.insert(AlignmentKey.lastTextBaselineIndex)
        return mask
    }()

    private static func bit(_ index: Int) -> UInt64 { 1 << UInt64(min(index, 63)) }

    package var isEmpty: Bool { bits == 0 }
    package func contains(_ index: Int) -> Bool { bits & Self.bit(index) != 0 }
    package mutating func insert(_ index: Int) { bits |= Self.bit(index) }
    package mutating func formUnion(_ other: KeyMask) { bits |= other.bits }

    /// Drops the built-in edges and centres: a multi-child container never has them (Design §3).
    package mutating func removeNeverMerged() { bits &= ~UInt64(0b11_1111) }

    /// The indices below `count` the mask holds, in order: its set bits, and every index from
    /// 63 on when the last bit (which stands for them all) is set.
    package func indices(below count: Int) -> Indices { Indices(bits: bits, count: count) }

    /// The indices a mask holds, read bit by bit.
    package struct Indices: Sequence, IteratorProtocol {
        private var bits: UInt64
        private let count: Int
        /// The next index to give from 63 on, once the last bit is reached.
        private var shared = 63

        fileprivate init(bits: UInt64, count: Int) {
            self.bits = bits
            self.count = count
        }

        package mutating func next() -> Int? {
            guard bits != 0 else { return nil }
            let index = bits.trailingZeroBitCount
            guard index < 63 else {
                guard shared < count else { return nil }
                defer { shared += 1 }
                return shared
            }
            bits &= bits - 1
            return index < count ? index : nil
        }
    }
}

extension AlignmentKey {
    /// The built-in guides, in the order of their tree indices.
    package static let builtIns: [AlignmentKey] = [
        HorizontalAlignment.leading.key, HorizontalAlignment.center.key, HorizontalAlignment.trailing.key,
        VerticalAlignment.top.key, VerticalAlignment.center.key, VerticalAlignment.bottom.key,
        VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key,
    ]
    package static let builtInIndices = Dictionary(uniqueKeysWithValues: builtIns.enumerated().map { ($1, $0) })
    package static let firstTextBaselineIndex = 6
    package static let lastTextBaselineIndex = 7
}
