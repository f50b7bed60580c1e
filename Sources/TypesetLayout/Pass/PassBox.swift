import Foundation

/// A running pass lent to user code (a guide closure, a custom `Layout`) for one call.
///
/// The engine calls the user code with proxies that reach the pass through the box; while the
/// call runs, the box points at the engine's pass, which stays where it is (nothing is copied
/// or moved). Re-entrant calls (a proxy asking a subview that is itself a custom layout) lend
/// the same pass again and restore the outer pointer when they return. A pass has one box:
/// proxies and dimensions a layout keeps in its cache work again in its later calls; used
/// after the call is over, they find the box empty and answer as a plain, empty view.
package final class PassBox {
    private var pass: UnsafeMutablePointer<LayoutPass>?

    package init() {}

    /// Runs `body` with the lent pass; nil when no pass is lent.
    package func withPass<R>(_ body: (inout LayoutPass) -> R) -> R? {
        guard let pass else { return nil }
        return body(&pass.pointee)
    }

    fileprivate func lend<R>(_ pointer: UnsafeMutablePointer<LayoutPass>, _ body: () -> R) -> R {
        let outer = pass
        pass = pointer
        defer { pass = outer }
        return body()
    }
}

/// Lends `pass` to `body` through its box for the length of the call.
package func withLentPass<R>(_ pass: inout LayoutPass, _ body: (PassBox) -> R) -> R {
    let box = pass.box
    return withUnsafeMutablePointer(to: &pass) { pointer in box.lend(pointer) { body(box) } }
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
