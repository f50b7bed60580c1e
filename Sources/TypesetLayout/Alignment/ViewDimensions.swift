import Foundation

/// Something that can answer a view's explicit guide values at a given size.
package protocol ExplicitGuideSource: AnyObject {
    func explicitValue(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat?
}

/// A view's size and its alignment guides, in its own coordinates (SPEC §1–2).
///
/// `d[g]` is the explicit value of `g` if the view has one, else `g`'s default value;
/// `d[explicit: g]` is only the explicit value.
public struct ViewDimensions: @unchecked Sendable {
    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    package let size: CGSize
    package let proposal: ProposedViewSize
    package let source: ExplicitGuideSource?
    /// Guards guide evaluation after layout (guide closures touch the pass's memo tables).
    package let lock: NSRecursiveLock?

    package init(size: CGSize, proposal: ProposedViewSize, source: ExplicitGuideSource?, lock: NSRecursiveLock? = nil) {
        self.size = size
        self.proposal = proposal
        self.source = source
        self.lock = lock
    }

    /// Dimensions with no explicit guides (a plain rectangle of `size`).
    package init(size: CGSize) {
        self.init(size: size, proposal: ProposedViewSize(size), source: nil)
    }

    /// The value of a horizontal guide: the view's explicit one if set, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    /// The value of a vertical guide: the view's explicit one if set, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    /// The view's explicit value of a horizontal guide, or nil when it sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { self[explicit: guide.key] }
    /// The view's explicit value of a vertical guide, or nil when it sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { self[explicit: guide.key] }

    package subscript(key: AlignmentKey) -> CGFloat {
        self[explicit: key] ?? key.defaultValue(in: self)
    }

    package subscript(explicit key: AlignmentKey) -> CGFloat? {
        guard let source else { return nil }
        if let lock {
            lock.lock()
            defer { lock.unlock() }
            return source.explicitValue(key, size: size, proposal: proposal)
        }
        return source.explicitValue(key, size: size, proposal: proposal)
    }
}
