import Foundation

/// A running pass lent to user code (a guide closure, a custom `Layout`) for one call.
///
/// The engine moves its pass into the box, calls the user code with proxies that reach the
/// pass through the box, and moves it back. Each proxy call takes the pass out for its length,
/// so re-entrant calls never overlap an access. A pass has one box: proxies and dimensions a
/// layout keeps in its cache work again in its later calls; used after the layout is over,
/// they find the box empty and answer as a plain, empty view.
package final class PassBox {
    private var pass: LayoutPass?

    package init() {}

    /// Runs `body` with the lent pass; nil when the pass has been given back.
    package func withPass<R>(_ body: (inout LayoutPass) -> R) -> R? {
        var taken: LayoutPass?
        swap(&taken, &pass)
        guard var current = taken else { return nil }
        let result = body(&current)
        pass = consume current
        return result
    }

    fileprivate func lend(_ source: inout LayoutPass) {
        var moved = LayoutPass.placeholder
        swap(&moved, &source)
        pass = consume moved
    }

    fileprivate func giveBack(to target: inout LayoutPass) {
        var taken: LayoutPass?
        swap(&taken, &pass)
        if let taken { target = taken }
    }
}

/// Lends `pass` to `body` through a box, and takes it back when `body` returns.
package func withLentPass<R>(_ pass: inout LayoutPass, _ body: (PassBox) -> R) -> R {
    let box = pass.box
    box.lend(&pass)
    defer { box.giveBack(to: &pass) }
    return body(box)
}

/// The explicit guides of a view in a running pass, asked on demand (a guide closure's or a
/// custom layout's `ViewDimensions`).
package struct LiveGuides {
    package let box: PassBox
    package let node: NodeID
    package let proposal: ProposedViewSize

    /// The view's explicit value of `key` at `size`, or nil.
    package func value(of key: AlignmentKey, size: CGSize) -> CGFloat? {
        box.withPass { pass in explicitValue(node, key, size: size, proposal: proposal, &pass) } ?? nil
    }
}
