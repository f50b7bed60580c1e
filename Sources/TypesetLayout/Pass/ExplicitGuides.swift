import Foundation

/// Node `id`'s explicit value of `key` at `size`, chosen for `proposal` (Design §3), or nil.
///
/// Nodes that cannot have one (their key mask says so) answer at once; kinds that memoise
/// their values (containers, guide closures) are memoised for the pass per size and proposal;
/// a non-finite value is dropped and reported. Recurses once
/// per level, behind the stack-growth guard (`StackGuard`).
package func explicitValue(_ id: NodeID, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGFloat? {
    let mask = pass.tree.nodes[Int(id)].traits.explicitKeys
    guard !mask.isEmpty else { return nil }
    let index = key.builtInIndex >= 0 ? key.builtInIndex : pass.tree.index(of: key)
    guard mask.contains(index) else { return nil }
    return explicitValue(id, GuideQuery(key, index), size: size, proposal: proposal, &pass)
}

/// Node `id`'s explicit value of `guide` (whose index is known).
package func explicitValue(_ id: NodeID, _ guide: GuideQuery, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGFloat? {
    let node = pass.tree.nodes[Int(id)]
    guard node.traits.explicitKeys.contains(guide.index) else { return nil }
    return withSufficientStack { () -> CGFloat? in
        if node.isTransparent {
            let placement = placeTransparentChild(id, proposal: proposal, &pass)
            return explicitValue(placement.child, guide, size: placement.size, proposal: placement.proposal, &pass)
        }
        let operation = GuideOperation(guide: guide, size: size, proposal: proposal)
        return pass.tree.kinds[Int(id)].dispatch(operation, id, &pass)
    }
}

/// Appends node `id`'s finite explicit values of `keys` at `size` for `proposal`, asked of its
/// kind once for all (Design §3); a transparent node's are its child's, asked guide by guide.
package func appendExplicitValues(
    _ id: NodeID, _ keys: KeyMask, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass,
    to guides: inout [RecordedGuide]
) {
    guard !pass.tree.nodes[Int(id)].isTransparent else {
        return appendEach(keys, &pass, to: &guides) { guide, pass in explicitValue(id, guide, size: size, proposal: proposal, &pass) }
    }
    pass.tree.kinds[Int(id)].dispatch(AppendGuidesOperation(keys: keys, size: size, proposal: proposal), id, &pass, &guides)
}

/// Appends the finite explicit values of `keys` of `node`, of kind `K`, each asked of `K` in
/// turn as ``explicitValue(_:_:size:proposal:_:)`` asks it (through the pass's memo where `K`
/// keeps one): `NodeBehaviour.appendExplicitValues` by default, the kind already known.
package func appendEachExplicitValue<K: NodeBehaviour>(
    _: K.Type, _ node: KindNode<K.Payload>, _ keys: KeyMask, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass,
    to guides: inout [RecordedGuide]
) {
    appendEach(keys, &pass, to: &guides) { guide, pass in
        var none: Void = ()
        return GuideOperation(guide: guide, size: size, proposal: proposal).run(K.self, node, &pass, &none)
    }
}

/// Appends, for each guide of `keys` in order, the value `value` gives for it, if any.
@inline(__always)
private func appendEach(
    _ keys: KeyMask, _ pass: inout LayoutPass, to guides: inout [RecordedGuide], _ value: (GuideQuery, inout LayoutPass) -> CGFloat?
) {
    for keyIndex in keys.indices(below: pass.tree.keys.count) {
        if let found = value(GuideQuery(pass.tree.keys[keyIndex], keyIndex), &pass) { guides.append(RecordedGuide(keyIndex, found)) }
    }
}

/// Asks a node's kind for its explicit values of several guides at once.
private struct AppendGuidesOperation: NodeOperation {
    typealias Output = [RecordedGuide]
    typealias Result = Void
    typealias Context = LayoutPass
    let keys: KeyMask
    let size: CGSize
    let proposal: ProposedViewSize

    @inline(__always)
    func run<K: NodeBehaviour>(_ kind: K.Type, _ node: KindNode<K.Payload>, _ pass: inout LayoutPass, _ guides: inout [RecordedGuide]) {
        K.appendExplicitValues(node, keys, size: size, proposal: proposal, &pass, to: &guides)
    }
}

/// Node `id`'s value of `key`: explicit if any, else the guide's default (Design §1, §2). A
/// built-in guide's default reads the size only; a custom one's may read the view's other
/// guides, explicit ones included, so it is computed over the view's live dimensions.
package func guideValue(_ id: NodeID, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass) -> CGFloat {
    if let value = explicitValue(id, key, size: size, proposal: proposal, &pass) { return value }
    if key.isBuiltIn { return key.defaultValue(in: ViewDimensions(size: size)) }
    return customDefaultValue(id, key, size: size, proposal: proposal, &pass)
}

/// A custom guide's default for node `id`, over its live dimensions.
@inline(never)
private func customDefaultValue(
    _ id: NodeID, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ pass: inout LayoutPass
) -> CGFloat {
    withLentPass(&pass) { box in
        key.defaultValue(in: ViewDimensions(size: size, guides: .live(LiveGuides(box: box, node: id, proposal: proposal))))
    }
}

/// Asks a node's kind for an explicit value, through the pass's memo when the kind keeps one.
private struct GuideOperation: NodeOperation {
    typealias Output = Void
    typealias Result = CGFloat?
    typealias Context = LayoutPass
    let guide: GuideQuery
    let size: CGSize
    let proposal: ProposedViewSize

    func run<K: NodeBehaviour>(_ kind: K.Type, _ node: KindNode<K.Payload>, _ pass: inout LayoutPass, _: inout Void) -> CGFloat? {
        guard K.memoisesGuides else { return finite(K.explicitValue(node, guide, size: size, proposal: proposal, &pass), node.id, &pass) }
        let id = Int(node.id)
        let key = ProposalKey(proposal)
        if let value = pass.guideMemos.value(id, guide.index, size: size, proposal: key) { return value }
        // Answered by an earlier layout of the same content (Design §0.4)?
        if let earlier = pass.earlier, let other = earlier.counterpart(of: node.id),
           let value = earlier.pass.guideMemos.value(Int(other), guide.index, size: size, proposal: key) {
            pass.guideMemos.store(value, id, guide.index, size: size, proposal: key)
            return value
        }
        // Computed at the proposal asked: the value at its canonical form (Design §1.1) could be
        // shared, but finding that form costs more than the queries it saves, and a value found
        // there differed where a stack's children are placed at its own length (the hugging
        // rule's oracle, `HuggingRuleOracleTests`).
        let value = finite(K.explicitValue(node, guide, size: size, proposal: proposal, &pass), node.id, &pass)
        pass.guideMemos.store(value, id, guide.index, size: size, proposal: key)
        return value
    }

    private func finite(_ value: CGFloat?, _ id: NodeID, _ pass: inout LayoutPass) -> CGFloat? {
        finiteGuideValue(value, guide, of: id, &pass)
    }
}

/// `value` of node `id`'s `guide` when it is finite; a non-finite one is dropped and reported
/// (Design §3, "Bad values").
package func finiteGuideValue(_ value: CGFloat?, _ guide: GuideQuery, of id: NodeID, _ pass: inout LayoutPass) -> CGFloat? {
    guard let value, !value.isFinite else { return value }
    pass.report(id, .invalidGuide, "guide \(guide.key) is \(value); ignored")
    return nil
}

/// A multi-child container's value: each placed child's explicit value plus its origin on the
/// guide's axis, folded in child order by the guide's combine rule (Design §3).
package func mergedExplicitValue(_ guide: GuideQuery, of placements: [ChildPlacement], _ pass: inout LayoutPass) -> CGFloat? {
    let rule = guide.key.combineRule
    guard rule != .never else { return nil }
    var merge = GuideMerge(rule)
    for placement in placements {
        guard let value = explicitValue(placement.child, guide, size: placement.size, proposal: placement.proposal, &pass) else { continue }
        merge.add(placement.origin[guide.key.axis] + value)
    }
    return merge.value
}

/// The explicit keys a multi-child container may have: the union of its children's, without
/// the edges and centres (Design §3).
package func mergedExplicitKeys(_ children: ArraySlice<NodeID>, _ tree: LayoutTree) -> KeyMask {
    var mask = KeyMask()
    for child in children { mask.formUnion(tree.traits(of: child).explicitKeys) }
    mask.removeNeverMerged()
    return mask
}
