import Foundation

/// Lays out `root` of `tree` for `proposal` and freezes the result (Design §0.3, §11), in three
/// phases:
///
/// 1. **Size**: the root answers the proposal; every node sizes its children through the
///    pass's memoised `sizeThatFits`, measuring texts through the seam as it goes.
/// 2. **Place** and 3. **freeze**, in one walk down the tree: each node's kind places its
///    children at the size the node chose, and the node is recorded into the result's columns
///    with its frame, proposal, explicit guides, paint and text.
package func layOut(
    _ tree: consuming LayoutTree, root: NodeID, proposal: ProposedViewSize, services: LayoutServices, header: String
) -> LayoutResult {
    layOut(tree, root: root, proposal: proposal, services: services, header: header, earlier: nil).result
}

/// Lays out `root` of `tree` like `layOut(_:root:proposal:services:header:)`, taking the answers
/// and records of `earlier` for the nodes whose content it shares (Design §0.4), and returns
/// the final result build with the result, for later layouts to draw on.
package func layOut(
    _ tree: consuming LayoutTree, root: NodeID, proposal: ProposedViewSize, services: LayoutServices, header: String,
    earlier: EarlierLayout?
) -> (result: LayoutResult, builder: ResultBuilder) {
    // 1. Size.
    var pass = LayoutPass(tree: tree, services: services, earlier: earlier)
    let proposal = sanitized(proposal, at: root, &pass)
    let size = sizeThatFits(root, proposal, &pass)
    // 2–3. Place and freeze.
    var builder = ResultBuilder(pass: consume pass)  // the one copy: the memos stay unshared
    builder.build(root: root, size: size, proposal: proposal)
    // Views that follow a matched-geometry source are placed again once the sources' frames
    // are known (Design §6, `MatchedGeometry`).
    if builder.matched.movesFollowers {
        var second = ResultBuilder(pass: builder.pass)
        second.matched = MatchedGeometryRecord(placingFollowersAt: builder.matched.sources)
        second.build(root: root, size: size, proposal: proposal)
        builder = second
    }
    builder.matched.report(&builder.pass)
    // The root's recorded size: finite even when the root answered an infinite proposal with ∞.
    let placedSize = builder.frames.first?.size ?? size
    let diagnostics = builder.pass.diagnostics.resolved(in: builder.pass.tree)
    // The result shares the builder's columns; the builder itself is handed on, not copied.
    let result = LayoutResult(storage: ResultStorage(builder, size: placedSize, diagnostics: diagnostics, header: header))
    return (result, consume builder)
}
